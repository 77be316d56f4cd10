// A form widget outside a schema form, for widgets with forms of their own: the widget given, fed only the RJSF
// widget props the runtime's widgets read, with its label and error. CallSelect and CallTypeahead are two of these.
import type { ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';

export interface StandaloneFieldProps<Options> {
  id: string;
  label: string;
  value: string | undefined;
  onChange(value: string | undefined): void;
  options: Options;
  /** Error text shown under the field (and marking it invalid). */
  error?: string;
  required?: boolean;
}

/** @example <StandaloneWidgetField widget={TypeaheadWidget} className="call-typeahead" id="origin" label="Origin" … /> */
export function StandaloneWidgetField<Options>({
  widget: Widget,
  className,
  id,
  label,
  value,
  onChange,
  options,
  error,
  required,
}: StandaloneFieldProps<Options> & { widget: ComponentType<WidgetProps>; className: string }) {
  const noop = () => undefined;
  // the runtime's widgets read only these of RJSF's widget props
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
    <div className={`form-group ${className}`}>
      <label htmlFor={id} className="control-label">
        {label}
        {required ? <span className="required">*</span> : null}
      </label>
      <Widget {...props} />
      {error && (
        <p id={`${id}__error`} className="text-danger field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
