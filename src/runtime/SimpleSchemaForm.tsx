// A light renderer for flat forms of text fields (the sign-in forms), still driven by schemas/forms/{formId} and its
// precompiled validator, so the logged-out pages do not load RJSF (~80 KB brotli). Same markup, ids, labels, error
// wiring and widgets (formWidgets registry) as the RJSF form (./SchemaForm), which every other form keeps using.
// Anything beyond top-level string fields is refused loudly rather than rendered half right.
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { RJSFSchema, RJSFValidationError, UiSchema, WidgetProps } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { useTranslation } from 'react-i18next';
import { cachedUntilFailure, loadFormFiles, type FormFiles } from './formFiles';
import { signInFormLoaders } from './signInFormLoaders';
import { formWidgets } from './formWidgets';
import { LoadingNotice } from './LoadingNotice';
import { compactValues, type FormValues } from './formValues';
import { translateErrors } from './translateErrors';
import { translateUiSchema } from './translateUiSchema';
import './runtime.css';

export interface SimpleSchemaFormProps {
  /** `auth/login` → schemas/forms/auth/login.{schema,ui}.json; every property a string */
  formId: string;
  initialValues?: FormValues;
  onSubmit(values: FormValues): void | Promise<void>;
  onChange?(values: FormValues): void;
  /** Top-level fields sent but not shown (a brand chosen for the user). */
  hiddenFields?: readonly string[];
  /** i18n key of the submit button; default RUNTIME_SUBMIT. */
  submitLabel?: string;
  /** Disables the submit button (e.g. while a call runs). */
  busy?: boolean;
  /** Extra buttons after the submit button. */
  children?: ReactNode;
}

type AjvError = { instancePath: string; keyword: string; params: Record<string, unknown>; message?: string };
type ValidateFn = ((data: unknown) => boolean) & { errors?: AjvError[] | null };

const cache = new Map<string, Promise<FormFiles>>();

/** Cached per form id; a failed load is forgotten so Retry asks for the chunks again. */
function loadCached(formId: string): Promise<FormFiles> {
  return cachedUntilFailure(cache, formId, (id) => loadFormFiles(signInFormLoaders, id));
}

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

function fieldOrder(schema: RJSFSchema, uiSchema: UiSchema): string[] {
  const names = Object.keys(schema.properties ?? {});
  const order = (uiSchema['ui:order'] as string[] | undefined) ?? [];
  return [...order.filter((n) => names.includes(n)), ...names.filter((n) => !order.includes(n))];
}

export function SimpleSchemaForm(props: SimpleSchemaFormProps) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ files?: FormFiles; failed?: boolean }>({});
  useEffect(() => {
    let live = true;
    loadCached(props.formId).then(
      (files) => live && setState({ files }),
      () => live && setState({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, [props.formId, attempt]);

  if (state.failed) {
    return (
      <div className="runtime-error" role="alert">
        <p>{t('RUNTIME_FORM_LOAD_ERROR')}</p>
        <button type="button" className="button" onClick={() => (setState({}), setAttempt((n) => n + 1))}>
          {t('RUNTIME_RETRY')}
        </button>
      </div>
    );
  }
  if (!state.files) return <LoadingNotice />;
  return <LoadedForm {...props} files={state.files} />;
}

function LoadedForm(props: SimpleSchemaFormProps & { files: FormFiles }) {
  const { files, hiddenFields, submitLabel = 'RUNTIME_SUBMIT', busy, children } = props;
  const { schema } = files;
  const { t } = useTranslation();
  const validate = useMemo(() => rootValidator(files.validateFns), [files.validateFns]);
  const uiSchema = useMemo(
    () => translateUiSchema(schema, files.uiSchema, t, hiddenFields),
    [schema, files.uiSchema, t, hiddenFields],
  );
  const fields = useMemo(() => fieldOrder(schema, files.uiSchema), [schema, files.uiSchema]);
  const [values, setValues] = useState<FormValues>(() => ({ ...props.initialValues }));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const formRef = useRef<HTMLFormElement>(null);

  for (const name of fields) {
    const type = (schema.properties?.[name] as RJSFSchema | undefined)?.type;
    if (type !== 'string')
      throw new Error(`SimpleSchemaForm ${props.formId}: field ${name} is ${String(type)}, only strings are supported`);
  }

  const change = (name: string, value: unknown) => {
    const next = { ...values, [name]: value === '' ? undefined : value };
    setValues(next);
    // a corrected field stops showing the old complaint; the next submit checks everything again
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
    props.onChange?.(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = compactValues(values);
    if (validate(data)) {
      setErrors({});
      void props.onSubmit(data);
      return;
    }
    const translated = translateErrors(t)(toValidationErrors(validate.errors ?? []), files.uiSchema);
    const byField = errorsByField(translated);
    setErrors(byField);
    const first = fields.find((name) => byField[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#root_${first}`)?.focus();
  };

  return (
    <form ref={formRef} className="schema-form rjsf" noValidate onSubmit={submit}>
      <fieldset id="root">
        {fields.map((name) => {
          const ui = (uiSchema[name] ?? {}) as UiSchema;
          const id = `root_${name}`;
          const value = typeof values[name] === 'string' ? (values[name] as string) : '';
          if (ui['ui:widget'] === 'hidden') return <input key={name} type="hidden" id={id} name={id} value={value} />;
          const required = schema.required?.includes(name) ?? false;
          const rawErrors = errors[name];
          const options: Record<string, unknown> = {
            ...(ui['ui:options'] as Record<string, unknown> | undefined),
            autocomplete: ui['ui:autocomplete'],
          };
          const widgetName = ui['ui:widget'] as string | undefined;
          const Widget = widgetName && widgetName !== 'password' ? formWidgets()[widgetName] : undefined;
          if (widgetName && widgetName !== 'password' && !Widget)
            throw new Error(`SimpleSchemaForm ${props.formId}: no widget ${widgetName}`);
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
                  // eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog or the sign-in form puts the focus on its first control when it opens (WAI-ARIA dialog pattern; native <dialog> honours autofocus)
                  autoFocus={ui['ui:autofocus'] === true}
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
        <button type="submit" className="button button--primary" disabled={busy}>
          {t(submitLabel)}
        </button>
        {children}
      </div>
    </form>
  );
}
