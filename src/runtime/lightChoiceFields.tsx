// The light renderer's choice lists and boxes (./LightForm), as RJSF draws them: a select (an `enum` with
// `ui:enumNames`, its placeholder the empty choice), a yes/no box (a boolean) and a list of boxes (an array of `enum`
// items with `ui:widget: checkboxes`, kept in the order of the choices). Registered by ./SchemaForm, so only signed-in
// pages carry them (the sign-in forms have none).
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { FieldErrors, registerLightChoiceFields, type LightFieldProps } from './LightForm';

/** The label of each choice: its translated ui:enumNames entry (a list, or a map by value), else the value. */
function choiceLabels(choices: readonly string[], names: unknown): string[] {
  return choices.map((value, i) => {
    const name = Array.isArray(names)
      ? names[i]
      : names && typeof names === 'object'
        ? (names as Record<string, unknown>)[value]
        : undefined;
    return typeof name === 'string' ? name : value;
  });
}

const errorWiring = (id: string, rawErrors: string[] | undefined) =>
  ({
    'aria-invalid': rawErrors ? true : undefined,
    'aria-describedby': rawErrors ? `${id}__error` : undefined,
  }) as const;

function LightSelect(props: LightFieldProps) {
  const { id, field, ui, label, value, required, placeholder, description, rawErrors, onChange, onBlur } = props;
  const choices = field.enum as string[];
  const labels = choiceLabels(choices, ui['ui:enumNames']);
  return (
    <div
      className={`form-group field field-string${rawErrors ? ' field-error has-error has-danger rjsf-field-error' : ''}`}
    >
      <label htmlFor={id} className="control-label">
        {label}
        {required && <span className="required">*</span>}
      </label>
      {description && (
        <div id={`${id}__description`} className="field-description">
          {description}
        </div>
      )}
      <select
        id={id}
        name={id}
        className="form-control"
        value={typeof value === 'string' ? value : ''}
        required={required}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only where the form declares ui:autofocus, as RJSF does
        autoFocus={ui['ui:autofocus'] === true}
        {...errorWiring(id, rawErrors)}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        onBlur={onBlur}
      >
        <option value="">{placeholder ?? ''}</option>
        {choices.map((choice, i) => (
          <option key={choice} value={choice}>
            {labels[i]}
          </option>
        ))}
      </select>
      <FieldErrors id={id} errors={rawErrors} />
    </div>
  );
}

function LightCheckbox({ id, label, value, required, rawErrors, onChange, onBlur }: LightFieldProps) {
  return (
    <div className={`form-group field field-boolean${rawErrors ? ' rjsf-field-error' : ''}`}>
      <div className="checkbox ">
        <label>
          <input
            id={id}
            name={id}
            type="checkbox"
            checked={value === true}
            required={required}
            {...errorWiring(id, rawErrors)}
            onChange={(e) => onChange(e.target.checked)}
            onBlur={onBlur}
          />
          <span>{label}</span>
        </label>
      </div>
      <FieldErrors id={id} errors={rawErrors} />
    </div>
  );
}

function LightCheckboxes({ id, field, ui, label, value, required, rawErrors, onChange, onBlur }: LightFieldProps) {
  const choices = (field.items as RJSFSchema).enum as string[];
  const labels = choiceLabels(choices, (ui.items as UiSchema | undefined)?.['ui:enumNames']);
  const chosen = Array.isArray(value) ? (value as unknown[]) : [];
  return (
    <div className={`form-group field field-array${rawErrors ? ' rjsf-field-error' : ''}`}>
      <label htmlFor={id} className="control-label">
        {label}
        {required && <span className="required">*</span>}
      </label>
      <div className="checkboxes" id={id}>
        {choices.map((choice, i) => (
          <div key={choice} className="checkbox ">
            <label>
              <span>
                <input
                  id={`${id}-${i}`}
                  name={id}
                  type="checkbox"
                  value={choice}
                  checked={chosen.includes(choice)}
                  {...errorWiring(id, rawErrors)}
                  // kept in the order of the choices, as RJSF keeps them
                  onChange={(e) =>
                    onChange(choices.filter((c) => (c === choice ? e.target.checked : chosen.includes(c))))
                  }
                  onBlur={onBlur}
                />
                <span>{labels[i]}</span>
              </span>
            </label>
          </div>
        ))}
      </div>
      <FieldErrors id={id} errors={rawErrors} />
    </div>
  );
}

registerLightChoiceFields({ select: LightSelect, checkbox: LightCheckbox, checkboxes: LightCheckboxes });
