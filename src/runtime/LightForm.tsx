// A light renderer for flat forms of text fields (the sign-in forms, and the signed-in forms that fit: the customer
// search …), driven by schemas/forms/{formId} and its precompiled validator, so a page whose forms all fit never loads
// RJSF (~80 KB brotli, issue 24). Same markup, ids, labels, error wiring and widgets (formWidgets registry) as the
// RJSF form (./RjsfSchemaForm). Anything beyond top-level string fields is refused loudly rather than rendered half
// right; ./SchemaForm asks lightFormFits first.
import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { RJSFSchema, RJSFValidationError, UiSchema, WidgetProps } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { useTranslation } from 'react-i18next';
import type { FieldError } from './describeCallFailure';
import type { FormFiles } from './formFiles';
import { fieldErrorSchema } from './fieldErrorSchema';
import { liveFieldErrors } from './liveFieldErrors';
import { formWidgets } from './formWidgets';
import { compactValues, type FormValues } from './formValues';
import { translateErrors } from './translateErrors';
import { translateUiSchema } from './translateUiSchema';

export interface LightFormProps {
  formId: string;
  files: FormFiles;
  initialValues?: FormValues;
  onSubmit?(values: FormValues): void | Promise<void>;
  onChange?(values: FormValues, dirty: boolean): void;
  /** Top-level fields sent but not shown (a brand chosen for the user, a field a flag switches off). */
  hiddenFields?: readonly string[];
  /** i18n key of the submit button; default RUNTIME_SUBMIT. */
  submitLabel?: string;
  /** 000 §5: search buttons stay disabled until the user changes something. */
  disableWhilePristine?: boolean;
  /** Disables the submit button (e.g. while a call runs). */
  busy?: boolean;
  /** Errors the server reported for fields of this form; shown beside those fields. */
  fieldErrors?: readonly FieldError[];
  /** Extra buttons after the submit button. */
  children?: ReactNode;
  className?: string;
}

type AjvError = { instancePath: string; keyword: string; params: Record<string, unknown>; message?: string };
type ValidateFn = ((data: unknown) => boolean) & { errors?: AjvError[] | null };

/** The form's root validator: a self-contained form schema compiles to exactly one function. */
export function rootValidator(fns: ValidatorFunctions): ValidateFn {
  const all = Object.values(fns);
  if (all.length !== 1) throw new Error(`A simple form has one precompiled validator, not ${all.length}`);
  return all[0] as unknown as ValidateFn;
}

/** ajv errors in RJSF's shape (property `.email`, name = keyword), so one translateErrors serves both renderers. */
export function toValidationErrors(errors: readonly AjvError[]): RJSFValidationError[] {
  return errors.map((e) => {
    const path = e.instancePath.split('/').filter(Boolean);
    if (e.keyword === 'required' && typeof e.params.missingProperty === 'string') path.push(e.params.missingProperty);
    return {
      name: e.keyword,
      property: path.length ? `.${path.join('.')}` : '',
      params: e.params,
      message: e.message ?? '',
      stack: '',
    };
  });
}

/** Field name → translated messages of a failed validation, in the order the fields show. */
export function errorsByField(errors: readonly RJSFValidationError[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const error of errors) {
    const field = (error.property ?? '').replace(/^\./, '').split('.')[0];
    (out[field] ??= []).push(error.message ?? '');
  }
  return out;
}

const LIGHT_UI_KEYS = new Set([
  'ui:title',
  'ui:placeholder',
  'ui:autocomplete',
  'ui:autofocus',
  'ui:inputType',
  'ui:errorMessages',
  'ui:widget',
  'ui:options',
]);
/** Widgets the light renderer draws itself (password, hidden) or takes from the light registry (formWidgets.tsx). */
const LIGHT_WIDGETS = new Set(['password', 'hidden', 'isrn']);
/** Field rules only the RJSF renderer applies (./hideFieldsWhen, ./disableFieldsWhen). */
const RULE_OPTIONS = ['hiddenWhen', 'shownWhen', 'disabledWhen'];

/**
 * Whether the light renderer draws this form exactly as RJSF would: an object of top-level strings without choices,
 * labelled, placeholdered and masked only in the ways it knows.
 */
export function lightFormFits(schema: RJSFSchema, uiSchema: UiSchema): boolean {
  if (schema.type !== 'object' || !schema.properties) return false;
  if (Object.keys(uiSchema).some((key) => key.startsWith('ui:') && key !== 'ui:order')) return false;
  for (const [name, prop] of Object.entries(schema.properties)) {
    if (!prop || typeof prop !== 'object') return false;
    const field = prop as RJSFSchema;
    if (field.type !== 'string' || field.enum || field.const !== undefined || field.default !== undefined) return false;
    if (field.format !== undefined && field.format !== 'email') return false;
    const ui = (uiSchema[name] ?? {}) as UiSchema;
    if (Object.keys(ui).some((key) => !LIGHT_UI_KEYS.has(key))) return false;
    const widget = ui['ui:widget'];
    if (widget !== undefined && !LIGHT_WIDGETS.has(String(widget))) return false;
    const options = (ui['ui:options'] ?? {}) as Record<string, unknown>;
    if (RULE_OPTIONS.some((rule) => rule in options)) return false;
  }
  return true;
}

function fieldOrder(schema: RJSFSchema, uiSchema: UiSchema): string[] {
  const names = Object.keys(schema.properties ?? {});
  const order = (uiSchema['ui:order'] as string[] | undefined) ?? [];
  return [...order.filter((n) => names.includes(n)), ...names.filter((n) => !order.includes(n))];
}

function sameValues(a: FormValues | undefined, b: FormValues | undefined): boolean {
  return JSON.stringify(compactValues(a)) === JSON.stringify(compactValues(b));
}

export function LightForm(props: LightFormProps) {
  const { files, hiddenFields, submitLabel = 'RUNTIME_SUBMIT', busy, children } = props;
  const { schema } = files;
  const { t } = useTranslation();
  const validate = useMemo(() => rootValidator(files.validateFns), [files.validateFns]);
  const uiSchema = useMemo(
    () => translateUiSchema(schema, files.uiSchema, t, hiddenFields),
    [schema, files.uiSchema, t, hiddenFields],
  );
  const fields = useMemo(() => fieldOrder(schema, files.uiSchema), [schema, files.uiSchema]);
  const [initial] = useState<FormValues>(() => ({ ...props.initialValues }));
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  // The values the server refused: its field errors hold only while their fields keep these values (issue 22).
  const [refused, setRefused] = useState({ errors: props.fieldErrors, values });
  if (refused.errors !== props.fieldErrors) setRefused({ errors: props.fieldErrors, values });
  const serverErrors = useMemo(() => {
    const live = liveFieldErrors(refused.errors ?? [], refused.values, values);
    const schemaErrors = fieldErrorSchema(schema, live) as Record<string, { __errors?: string[] }> | undefined;
    return Object.fromEntries(Object.entries(schemaErrors ?? {}).map(([name, node]) => [name, node.__errors ?? []]));
  }, [schema, refused, values]);
  const formRef = useRef<HTMLFormElement>(null);
  const dirty = !sameValues(values, initial);

  for (const name of fields) {
    const type = (schema.properties?.[name] as RJSFSchema | undefined)?.type;
    if (type !== 'string')
      throw new Error(`LightForm ${props.formId}: field ${name} is ${String(type)}, only strings are supported`);
  }

  const change = (name: string, value: unknown) => {
    const next = { ...values, [name]: value === '' ? undefined : value };
    setValues(next);
    // a corrected field stops showing the old complaint; the next submit checks everything again
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
    props.onChange?.(next, !sameValues(next, initial));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = compactValues(values);
    if (validate(data)) {
      setErrors({});
      void props.onSubmit?.(data);
      return;
    }
    const translated = translateErrors(t)(toValidationErrors(validate.errors ?? []), files.uiSchema);
    const byField = errorsByField(translated);
    setErrors(byField);
    const first = fields.find((name) => byField[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#root_${first}`)?.focus();
  };

  return (
    <form
      ref={formRef}
      className={['schema-form', 'rjsf', props.className].filter(Boolean).join(' ')}
      noValidate
      onSubmit={submit}
    >
      <fieldset id="root">
        {fields.map((name) => {
          const ui = (uiSchema[name] ?? {}) as UiSchema;
          const id = `root_${name}`;
          const value = typeof values[name] === 'string' ? (values[name] as string) : '';
          if (ui['ui:widget'] === 'hidden') return <input key={name} type="hidden" id={id} name={id} value={value} />;
          const required = schema.required?.includes(name) ?? false;
          const shown = [...(errors[name] ?? []), ...(serverErrors[name] ?? [])];
          const rawErrors = shown.length ? shown : undefined;
          const options: Record<string, unknown> = {
            ...(ui['ui:options'] as Record<string, unknown> | undefined),
            autocomplete: ui['ui:autocomplete'],
          };
          const placeholder = typeof ui['ui:placeholder'] === 'string' ? ui['ui:placeholder'] : undefined;
          const widgetName = ui['ui:widget'] as string | undefined;
          const Widget = widgetName && widgetName !== 'password' ? formWidgets()[widgetName] : undefined;
          if (widgetName && widgetName !== 'password' && !Widget)
            throw new Error(`LightForm ${props.formId}: no widget ${widgetName}`);
          const widgetProps = {
            id,
            name,
            htmlName: id,
            label: String(ui['ui:title'] ?? ''),
            value: values[name],
            required,
            disabled: false,
            readonly: false,
            autofocus: ui['ui:autofocus'] === true,
            placeholder: placeholder ?? '',
            rawErrors,
            options,
            schema: schema.properties?.[name],
            uiSchema: ui,
            onChange: (v: unknown) => change(name, v),
            onBlur: () => undefined,
            onFocus: () => undefined,
          } as unknown as WidgetProps;
          return (
            <div
              key={name}
              className={`form-group field field-string${rawErrors ? ' field-error has-error has-danger rjsf-field-error' : ''}`}
            >
              <label htmlFor={id} className="control-label">
                {String(ui['ui:title'] ?? name)}
                {required && <span className="required">*</span>}
              </label>
              {Widget ? (
                <Widget {...widgetProps} />
              ) : (
                <input
                  id={id}
                  name={id}
                  className="form-control"
                  type={widgetName === 'password' ? 'password' : String(ui['ui:inputType'] ?? 'text')}
                  inputMode={options.inputMode as 'numeric' | undefined}
                  autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : undefined}
                  // eslint-disable-next-line jsx-a11y/no-autofocus -- only where the form declares ui:autofocus, as RJSF does
                  autoFocus={ui['ui:autofocus'] === true}
                  placeholder={placeholder}
                  required={required}
                  value={value}
                  aria-invalid={rawErrors ? true : undefined}
                  aria-describedby={rawErrors ? `${id}__error` : undefined}
                  onChange={(e) => change(name, e.target.value)}
                />
              )}
              {rawErrors && (
                <div id={`${id}__error`}>
                  <ul className="error-detail">
                    {rawErrors.map((message) => (
                      <li key={message} className="text-danger">
                        {message}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </div>
          );
        })}
      </fieldset>
      <div className="form-buttons">
        <button
          type="submit"
          className="button button--primary"
          disabled={busy || (props.disableWhilePristine && !dirty)}
        >
          {t(submitLabel)}
        </button>
        {children}
      </div>
    </form>
  );
}
