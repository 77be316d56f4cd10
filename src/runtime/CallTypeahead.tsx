// The `typeahead` form widget outside a schema form, for widgets with forms of their own (001 §5 station selector in the
// one-click journey editor): the same combobox, call, debounce and list-only value, with its label and error.
import type { WidgetProps } from '@rjsf/utils';
import { TypeaheadWidget, type TypeaheadOptions } from './TypeaheadWidget';

export interface CallTypeaheadProps {
  id: string;
  label: string;
  value: string | undefined;
  onChange(value: string | undefined): void;
  options: TypeaheadOptions;
  /** Error text shown under the field (and marking it invalid). */
  error?: string;
  required?: boolean;
}

/** @example <CallTypeahead id="origin" label="Origin" value={origin} onChange={setOrigin} options={{ call: 'listStations', value: 'nlc', label: '{name} ({crs})' }} /> */
export function CallTypeahead({ id, label, value, onChange, options, error, required }: CallTypeaheadProps) {
  const noop = () => undefined;
  // TypeaheadWidget reads only these of RJSF's widget props
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
    <div className="form-group call-typeahead">
      <label htmlFor={id} className="control-label">
        {label}
        {required ? <span className="required">*</span> : null}
      </label>
      <TypeaheadWidget {...props} />
      {error && (
        <p id={`${id}__error`} className="text-danger field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
