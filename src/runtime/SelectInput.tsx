// A native <select> wired to RJSF the way every form widget is (id, name, error description, focus events):
// form widgets whose choices come from elsewhere (brands, the order's allowed reasons) give only the choices.
import type { WidgetProps } from '@rjsf/utils';

export interface SelectChoice {
  value: string;
  label: string;
}

export type SelectInputProps = WidgetProps & {
  /** label of the first, empty option (choosing it clears the value) */
  emptyLabel: string;
  choices: readonly SelectChoice[];
};

export function SelectInput(props: SelectInputProps) {
  const {
    id,
    value,
    required,
    disabled,
    readonly,
    autofocus,
    onChange,
    onBlur,
    onFocus,
    rawErrors,
    emptyLabel,
    choices,
  } = props;
  return (
    <select
      id={id}
      name={props.htmlName ?? id}
      className="form-control"
      value={typeof value === 'string' ? value : ''}
      required={required}
      disabled={disabled || readonly}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog or the sign-in form puts the focus on its first control when it opens (WAI-ARIA dialog pattern; native <dialog> honours autofocus)
      autoFocus={autofocus}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={rawErrors?.length ? `${id}__error` : undefined}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    >
      <option value="">{emptyLabel}</option>
      {choices.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </select>
  );
}
