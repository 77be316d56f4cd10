// A light renderer for flat forms (the sign-in forms, and the signed-in forms that fit: the search forms …), driven
// by schemas/forms/{formId} and its precompiled validator, so a page whose forms all fit never loads RJSF (~80 KB
// brotli, issue 24). Same ids, labels, error wiring, choices and widgets (formWidgets registry) as the RJSF form
// (./RjsfSchemaForm): text fields, choice lists (select), yes/no boxes (checkbox), lists of choices (checkboxes) and
// any registered widget, each top-level; errors as RJSF says them (on submit, or as each field is left when the
// button waits for valid values). Anything else is refused loudly rather than rendered half right; ./SchemaForm asks
// lightFormFits first.
import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { RJSFSchema, RJSFValidationError, UiSchema, WidgetProps } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { useTranslation } from './useTranslation';
import type { FieldError } from './describeCallFailure';
import type { FormFiles } from './formFiles';
import { fieldErrorSchema } from './fieldErrorSchema';
import { liveFieldErrors } from './liveFieldErrors';
import { formWidgets } from './formWidgets';
import { coerceToSchema, compactValues, type FormValues } from './formValues';
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
  /** Disables the submit button while the values break the schema; errors then show as each field is left. */
  disableWhileInvalid?: boolean;
  /**
   * A cross-field rule run on every change (./SchemaForm gives the registered form rule): messages (i18n keys or
   * texts) by field path, shown beside their fields at once or, for a path the form lacks, beside the button;
   * submitting waits until it passes.
   */
  formRule?(values: FormValues): Record<string, string>;
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
  'ui:enumNames',
  'items',
]);
const CHOICE_KINDS = { select: true, checkbox: true, checkboxes: true };
/** Widgets the light renderer draws itself; others come from the form widget registry (formWidgets.tsx). */
const OWN_WIDGETS = new Set(['password', 'hidden', 'checkboxes']);
/** Field rules only the RJSF renderer applies (./hideFieldsWhen, ./disableFieldsWhen; brand bounds, ./configBounds). */
const RULE_OPTIONS = ['hiddenWhen', 'shownWhen', 'disabledWhen', 'maximum', 'minimum'];
/** Schema keywords that make a field more than one value of one type. */
const COMPOUND = ['oneOf', 'anyOf', 'allOf', 'if', 'dependencies', 'dependentSchemas', '$ref', 'const', 'default'];

type FieldKind = 'text' | 'select' | 'checkbox' | 'checkboxes' | 'hidden' | 'widget';
type ChoiceKind = 'select' | 'checkbox' | 'checkboxes';

/** What a choice field's renderer is given: the field's id, schema, translated uiSchema, state and handlers. */
export interface LightFieldProps {
  id: string;
  field: RJSFSchema;
  ui: UiSchema;
  label: string;
  value: unknown;
  required: boolean;
  placeholder?: string;
  description?: string;
  rawErrors?: string[];
  onChange(value: unknown): void;
  onBlur(): void;
}

/**
 * The renderers of choice lists and boxes: registered by the signed-in runtime (./lightChoiceFields), so the sign-in
 * page, whose forms have none, does not carry them; a form with one fits only once they are.
 */
const choiceFields: Partial<Record<ChoiceKind, (props: LightFieldProps) => ReactNode>> = {};

export function registerLightChoiceFields(fields: Record<ChoiceKind, (props: LightFieldProps) => ReactNode>): void {
  Object.assign(choiceFields, fields);
}

const isStringEnum = (list: unknown) => Array.isArray(list) && list.every((v) => typeof v === 'string');

/** How the light renderer draws a field, or undefined when only RJSF can. */
export function lightFieldKind(
  field: RJSFSchema,
  ui: UiSchema,
  widgetNames: ReadonlySet<string>,
): FieldKind | undefined {
  if (COMPOUND.some((key) => key in field)) return undefined;
  if (Object.keys(ui).some((key) => !LIGHT_UI_KEYS.has(key))) return undefined;
  const options = (ui['ui:options'] ?? {}) as Record<string, unknown>;
  if (RULE_OPTIONS.some((rule) => rule in options)) return undefined;
  const widget = ui['ui:widget'] === undefined ? undefined : String(ui['ui:widget']);
  if (widget === 'hidden') return 'hidden';
  if (widget === 'checkboxes') {
    const items = field.items as RJSFSchema | undefined;
    const itemsUi = (ui.items ?? {}) as UiSchema;
    const itemsFit = Object.keys(itemsUi).every((key) => key === 'ui:enumNames');
    return field.type === 'array' && field.uniqueItems === true && items && isStringEnum(items.enum) && itemsFit
      ? 'checkboxes'
      : undefined;
  }
  if (ui.items !== undefined) return undefined;
  if (widget !== undefined && widget !== 'password') return widgetNames.has(widget) ? 'widget' : undefined;
  // a field description shows as RJSF shows it beside a text or a choice list, not (yet) beside a box
  if (field.type === 'boolean') return field.description === undefined && !ui['ui:enumNames'] ? 'checkbox' : undefined;
  if (field.type !== 'string' && !(field.type === undefined && isStringEnum(field.enum))) return undefined;
  if (field.enum !== undefined) return isStringEnum(field.enum) && widget === undefined ? 'select' : undefined;
  if (field.format !== undefined && field.format !== 'email') return undefined;
  return 'text';
}

/**
 * Whether the light renderer draws this form exactly as RJSF would: an object of top-level fields it knows, labelled,
 * placeholdered and masked only in the ways it knows. `widgetNames`: the registered form widgets it may use.
 */
export function lightFormFits(
  schema: RJSFSchema,
  uiSchema: UiSchema,
  widgetNames: ReadonlySet<string> = new Set([...Object.keys(formWidgets()), ...OWN_WIDGETS]),
): boolean {
  if (schema.type !== 'object' || !schema.properties) return false;
  if (COMPOUND.some((key) => key in schema)) return false;
  if (Object.keys(uiSchema).some((key) => key.startsWith('ui:') && key !== 'ui:order')) return false;
  return Object.entries(schema.properties).every(([name, prop]) => {
    if (!prop || typeof prop !== 'object') return false;
    const kind = lightFieldKind(prop as RJSFSchema, (uiSchema[name] ?? {}) as UiSchema, widgetNames);
    return kind !== undefined && (!(kind in CHOICE_KINDS) || choiceFields[kind as ChoiceKind] !== undefined);
  });
}

/** The form widgets a uiSchema names that the registry does not have yet (a signed-in form's callSelect …). */
export function missingWidgets(uiSchema: UiSchema): string[] {
  const registered = formWidgets();
  return Object.values(uiSchema)
    .map((ui) => (ui && typeof ui === 'object' ? (ui as UiSchema)['ui:widget'] : undefined))
    .filter((w): w is string => typeof w === 'string' && !OWN_WIDGETS.has(w) && !(w in registered));
}

function fieldOrder(schema: RJSFSchema, uiSchema: UiSchema): string[] {
  const names = Object.keys(schema.properties ?? {});
  const order = (uiSchema['ui:order'] as string[] | undefined) ?? [];
  return [...order.filter((n) => names.includes(n)), ...names.filter((n) => !order.includes(n))];
}

function sameValues(a: FormValues | undefined, b: FormValues | undefined): boolean {
  return JSON.stringify(compactValues(a)) === JSON.stringify(compactValues(b));
}

/** A field's schema description as RJSF shows it: translated when written as a key (./translateUiSchema), else as is. */
function descriptionOf(field: RJSFSchema, ui: UiSchema): string | undefined {
  const translated = ui['ui:description'];
  if (typeof translated === 'string' && translated !== '') return translated;
  return typeof field.description === 'string' && field.description !== '' ? field.description : undefined;
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
  const widgetNames = useMemo(() => new Set([...Object.keys(formWidgets()), ...OWN_WIDGETS]), []);
  const [initial] = useState<FormValues>(() => coerceToSchema(props.initialValues, schema));
  const [values, setValues] = useState<FormValues>(initial);
  // the latest values, for a widget that reports a value while mounting (a configSelect's default) before a re-render
  const latest = useRef(values);
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
  const { formRule, disableWhileInvalid } = props;
  const invalid = useMemo(
    () => Boolean(disableWhileInvalid) && !validate(compactValues(values)),
    [disableWhileInvalid, validate, values],
  );
  // a cross-field rule (./formRules, given by ./SchemaForm) runs on every change; its errors show at once
  const ruleErrors = useMemo(() => {
    const found = formRule?.(compactValues(values)) ?? {};
    const onFields: Record<string, string[]> = {};
    const onForm: string[] = [];
    for (const [path, message] of Object.entries(found)) {
      const field = path.split('.')[0];
      if (fields.includes(field)) (onFields[field] ??= []).push(t(message));
      else onForm.push(t(message));
    }
    return { onFields, onForm, any: Object.keys(found).length > 0 };
  }, [formRule, values, fields, t]);
  const reasonId = `${props.formId.replace(/\W/g, '-')}__blocked`;
  const ruleBlocks = ruleErrors.any && dirty;

  for (const name of fields) {
    const field = schema.properties?.[name] as RJSFSchema;
    const kind = lightFieldKind(field, (files.uiSchema[name] ?? {}) as UiSchema, widgetNames);
    if (!kind || (kind in CHOICE_KINDS && !choiceFields[kind as ChoiceKind]))
      throw new Error(`LightForm ${props.formId}: field ${name} needs the RJSF renderer`);
  }

  /** Every schema error of `data`, translated, by field. */
  const errorsOf = (data: FormValues) =>
    validate(data) ? {} : errorsByField(translateErrors(t)(toValidationErrors(validate.errors ?? []), files.uiSchema));

  const change = (name: string, value: unknown) => {
    const next = { ...latest.current, [name]: value === '' ? undefined : value };
    latest.current = next;
    setValues(next);
    // a corrected field stops showing the old complaint; the next submit (or leaving a field) checks again
    setErrors((shown) => {
      if (!shown[name]) return shown;
      const { [name]: _, ...rest } = shown;
      return rest;
    });
    props.onChange?.(next, !sameValues(next, initial));
  };
  const changeRef = useRef(change);
  changeRef.current = change;
  // One stable handler per field: a widget's effect that depends on it runs once, as under RJSF.
  const changeHandlers = useRef(new Map<string, (value: unknown) => void>());
  const onChangeOf = (name: string) => {
    let handler = changeHandlers.current.get(name);
    if (!handler) {
      handler = (value: unknown) => changeRef.current(name, value);
      changeHandlers.current.set(name, handler);
    }
    return handler;
  };

  // With the button waiting for valid values the user must still learn why: each field reports as it is left (RJSF's
  // liveValidate 'onBlur': every field's errors at that moment).
  const blur = () => {
    if (disableWhileInvalid) setErrors(errorsOf(compactValues(latest.current)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ruleErrors.any) return;
    const data = compactValues(values);
    const found = errorsOf(data);
    setErrors(found);
    if (Object.keys(found).length === 0) {
      void props.onSubmit?.(data);
      return;
    }
    const first = fields.find((name) => found[name]);
    if (first)
      formRef.current
        ?.querySelector<HTMLElement>(`#root_${first}, #root_${first}-0, #root_${first} input, #root_${first} select`)
        ?.focus();
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
          const field = schema.properties?.[name] as RJSFSchema;
          const rawUi = (files.uiSchema[name] ?? {}) as UiSchema;
          const ui = (uiSchema[name] ?? {}) as UiSchema;
          const kind = ui['ui:widget'] === 'hidden' ? 'hidden' : lightFieldKind(field, rawUi, widgetNames)!;
          const id = `root_${name}`;
          const value = values[name];
          if (kind === 'hidden')
            return (
              <div key={name} className="hidden">
                <input type="hidden" id={id} name={id} value={value === undefined ? '' : String(value)} />
              </div>
            );
          const required = schema.required?.includes(name) ?? false;
          const shown = [...(errors[name] ?? []), ...(ruleErrors.onFields[name] ?? []), ...(serverErrors[name] ?? [])];
          const rawErrors = shown.length ? [...new Set(shown)] : undefined;
          const options: Record<string, unknown> = {
            ...(ui['ui:options'] as Record<string, unknown> | undefined),
            autocomplete: ui['ui:autocomplete'],
          };
          const placeholder = typeof ui['ui:placeholder'] === 'string' ? ui['ui:placeholder'] : undefined;
          const label = String(ui['ui:title'] ?? name);
          const description = kind === 'checkbox' || kind === 'checkboxes' ? undefined : descriptionOf(field, ui);
          const errorWiring = {
            'aria-invalid': rawErrors ? true : undefined,
            'aria-describedby': rawErrors ? `${id}__error` : undefined,
          } as const;
          const onChange = onChangeOf(name);
          let control: ReactNode;
          if (kind === 'widget') {
            const Widget = formWidgets()[String(ui['ui:widget'])];
            const widgetProps = {
              id,
              name,
              htmlName: id,
              label,
              value,
              required,
              disabled: false,
              readonly: false,
              autofocus: ui['ui:autofocus'] === true,
              placeholder: placeholder ?? '',
              rawErrors,
              options,
              schema: field,
              uiSchema: ui,
              onChange,
              onBlur: blur,
              onFocus: () => undefined,
            } as unknown as WidgetProps;
            control = <Widget {...widgetProps} />;
          } else if (kind !== 'text') {
            // a choice list or box (./lightChoiceFields, registered by the signed-in runtime)
            const Choice = choiceFields[kind]!;
            return (
              <Choice
                key={name}
                id={id}
                field={field}
                ui={ui}
                label={label}
                value={value}
                required={required}
                placeholder={placeholder}
                description={description}
                rawErrors={rawErrors}
                onChange={onChange}
                onBlur={blur}
              />
            );
          } else {
            control = (
              <input
                id={id}
                name={id}
                className="form-control"
                type={ui['ui:widget'] === 'password' ? 'password' : String(ui['ui:inputType'] ?? 'text')}
                inputMode={options.inputMode as 'numeric' | undefined}
                autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : undefined}
                // eslint-disable-next-line jsx-a11y/no-autofocus -- only where the form declares ui:autofocus, as RJSF does
                autoFocus={ui['ui:autofocus'] === true}
                placeholder={placeholder}
                required={required}
                value={typeof value === 'string' ? value : ''}
                {...errorWiring}
                onChange={(e) => onChange(e.target.value)}
                onBlur={blur}
              />
            );
          }
          return (
            <div
              key={name}
              className={`form-group field field-${String(field.type ?? 'string')}${rawErrors ? ' field-error has-error has-danger rjsf-field-error' : ''}`}
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
              {control}
              <FieldErrors id={id} errors={rawErrors} />
            </div>
          );
        })}
      </fieldset>
      <div className="form-buttons">
        <button
          type="submit"
          className="button button--primary"
          disabled={busy || (props.disableWhilePristine && !dirty) || invalid || ruleErrors.any}
          aria-describedby={ruleBlocks ? reasonId : undefined}
        >
          {t(submitLabel)}
        </button>
        {children}
        {ruleBlocks && (
          <p className="form-buttons__reason" id={reasonId}>
            {ruleErrors.onForm.length > 0 ? ruleErrors.onForm.join(' ') : t('RUNTIME_FORM_RULE_BLOCKED')}
          </p>
        )}
      </div>
    </form>
  );
}

/** A field's errors as RJSF lists them, under the id its input's aria-describedby names. */
export function FieldErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors) return null;
  return (
    <div id={`${id}__error`}>
      <ul className="error-detail">
        {errors.map((message) => (
          <li key={message} className="text-danger">
            {message}
          </li>
        ))}
      </ul>
    </div>
  );
}
