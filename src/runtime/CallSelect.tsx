// The `callSelect` form widget outside a schema form, for widgets with forms of their own (001 §3 smartcard replacement:
// the collection point, one of GET /delivery/collection-points/smartcard): the same native select over a declared
// call's reply, with its label and error.
import type { WidgetProps } from '@rjsf/utils';
import { CallSelectWidget, type CallSelectOptions } from './CallSelectWidget';

export interface CallSelectProps {
  id: string;
  label: string;
  value: string | undefined;
  onChange(value: string | undefined): void;
  options: CallSelectOptions;
  /** Error text shown under the field (and marking it invalid). */
  error?: string;
  required?: boolean;
}

/** @example <CallSelect id="point" label="Collection point" value={nlc} onChange={setNlc} options={{ call: 'listSmartcardCollectionPoints', value: 'nlc', label: '{name} ({crs})' }} /> */
export function CallSelect({ id, label, value, onChange, options, error, required }: CallSelectProps) {
  const noop = () => undefined;
  // CallSelectWidget and SelectInput read only these of RJSF's widget props
  const props = {
    id,
    value,
    label,
    required,
    options,
    rawErrors: error ? [error] : undefined,
    onChange: (v: unknown) => onChange(v === undefined || v === null || v === '' ? undefined : String(v)),
    onBlur: noop,
    onFocus: noop,
  } as unknown as WidgetProps;
  return (
    <div className="form-group call-select">
      <label htmlFor={id} className="control-label">
        {label}
        {required ? <span className="required">*</span> : null}
      </label>
      <CallSelectWidget {...props} />
      {error && (
        <p id={`${id}__error`} className="text-danger field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
