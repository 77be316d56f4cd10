// The RJSF renderer of ./SchemaForm, a chunk of its own (issue 24): RJSF over schemas/forms/{formId}, validated by its
// precompiled validator. Loaded only where a form that needs it renders.
import { useContext, useMemo, useRef, useState } from 'react';
import Form, { getDefaultRegistry } from '@rjsf/core';
import type { BaseInputTemplateProps, DescriptionFieldProps, RJSFSchema } from '@rjsf/utils';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from './useTranslation';
import type { FieldError } from './describeCallFailure';
import { londonToday } from '../domain/londonToday';
import { configBoundErrors } from './configBounds';
import { fieldErrorSchema, formHasField } from './fieldErrorSchema';
import { runFormRule } from './formRules';
import { liveFieldErrors } from './liveFieldErrors';
import { disableFieldsWhen } from './disableFieldsWhen';
import { hideFieldsWhen, withoutHidden } from './hideFieldsWhen';
import { coerceToSchema, compactValues, type FormValues } from './formValues';
import type { SchemaFormProps } from './SchemaForm';
import { LoadingNotice } from './LoadingNotice';
import { loadFormResources, type FormResources } from './formResources';
import { formFields } from './formFields';
import './rjsfFormFields';
import { formWidgets } from './formWidgets';
import { RuntimeServicesContext } from './RuntimeServices';
import './signedInFormWidgets';
import { translateErrors } from './translateErrors';
import { translateUiSchema } from './translateUiSchema';
import { useExistingDescribedBy } from './useExistingDescribedBy';
import './runtime.css';

function sameValues(a: FormValues | undefined, b: FormValues | undefined): boolean {
  return JSON.stringify(compactValues(a)) === JSON.stringify(compactValues(b));
}

const DefaultInputTemplate = getDefaultRegistry().templates.BaseInputTemplate;

/** RJSF's text input, marked `aria-invalid` while its field has errors, as the shared widgets are. */
export function InputTemplate(props: BaseInputTemplateProps) {
  return <DefaultInputTemplate {...props} aria-invalid={props.rawErrors?.length ? true : undefined} />;
}

const DefaultDescriptionTemplate = getDefaultRegistry().templates.DescriptionFieldTemplate;

/**
 * Only the description the uiSchema declares is shown (translateUiSchema: a schema description written as an i18n
 * key, or `ui:description`). A prose `description` is a maintainer's note — those belong in `$comment` — and RJSF
 * would otherwise show it as help text to staff, since a field whose `ui:description` is '' falls back to the schema's.
 */
export function DescriptionTemplate(props: DescriptionFieldProps) {
  const declared: unknown = props.uiSchema?.['ui:description'];
  if (typeof declared !== 'string' || declared === '') return null;
  return <DefaultDescriptionTemplate {...props} description={declared} />;
}

const templates = { BaseInputTemplate: InputTemplate, DescriptionFieldTemplate: DescriptionTemplate };

export default function RjsfSchemaForm(props: SchemaFormProps) {
  const { t } = useTranslation();
  const resources = useQuery({
    queryKey: ['form', props.formId],
    queryFn: () => loadFormResources(props.formId),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  if (resources.isPending) {
    return <LoadingNotice />;
  }
  if (resources.isError) {
    return (
      <div className="runtime-error" role="alert">
        <p>{t('RUNTIME_FORM_LOAD_ERROR')}</p>
        {/* formResources forgets a failed load, so a refetch really asks for the chunks again. */}
        <button
          type="button"
          className="button"
          disabled={resources.isFetching}
          onClick={() => void resources.refetch()}
        >
          {t('RUNTIME_RETRY')}
        </button>
      </div>
    );
  }
  return <LoadedSchemaForm {...props} resources={resources.data} />;
}

function LoadedSchemaForm(props: SchemaFormProps & { resources: FormResources }) {
  const { resources, hiddenFields, submitLabel = 'RUNTIME_SUBMIT', busy, children, className } = props;
  const { schema, validator } = resources;
  const { t } = useTranslation();
  const [initial] = useState(() => coerceToSchema(props.initialValues, schema));
  const [values, setValues] = useState<FormValues>(initial);
  const dirty = !sameValues(values, initial);
  const invalid = useMemo(
    () => Boolean(props.disableWhileInvalid) && validator.validateFormData(values, schema).errors.length > 0,
    [props.disableWhileInvalid, validator, values, schema],
  );

  // the sign-in forms render without runtime services; they have no record either
  const services = useContext(RuntimeServicesContext);
  const record = props.formContext?.record;
  const { uiSchema, hiddenByRule } = useMemo(() => {
    const translated = translateUiSchema(schema, resources.uiSchema, t, hiddenFields);
    const context = services
      ? { gateContext: services.gateContext, userEmail: services.userEmail, config: services.config }
      : undefined;
    const { uiSchema: shown, hidden } = hideFieldsWhen(translated, record, context);
    return { uiSchema: disableFieldsWhen(shown, record, context, t), hiddenByRule: hidden };
  }, [schema, resources.uiSchema, t, hiddenFields, services, record]);
  const transformErrors = useMemo(() => translateErrors(t), [t]);
  const widgets = useMemo(() => formWidgets(), []);
  const fields = useMemo(() => formFields(), []);
  // The values the server refused: its field errors hold only while their fields keep these values.
  const [refused, setRefused] = useState({ errors: props.fieldErrors, values });
  if (refused.errors !== props.fieldErrors) setRefused({ errors: props.fieldErrors, values });
  const serverErrors = useMemo(() => liveFieldErrors(refused.errors ?? [], refused.values, values), [refused, values]);
  const config = services?.config;
  const ruleErrors = useMemo(() => {
    const found = runFormRule(props.rule, compactValues(values), {
      today: londonToday(),
      config: config ?? {},
      record,
    });
    // a bound the brand sets (ui:options maximum / minimum {config}) holds the submit as a rule does
    const onFields: FieldError[] = configBoundErrors(resources.uiSchema, values, config ?? {}, t);
    const onForm: string[] = [];
    for (const [field, message] of Object.entries(found)) {
      const path = field.split('.');
      if (formHasField(schema, path)) onFields.push({ path, message: t(message) });
      else onForm.push(t(message));
    }
    return { onFields, onForm, any: onFields.length + onForm.length > 0 };
  }, [props.rule, values, config, record, schema, t, resources.uiSchema]);
  const extraErrors = useMemo(() => {
    // the server's refusal of a value the rule already marks says the same thing: once is enough
    const ruled = new Set(ruleErrors.onFields.map((e) => `${e.path.join('.')}\n${e.message}`));
    const server = serverErrors.filter((e) => !ruled.has(`${e.path.join('.')}\n${e.message}`));
    return fieldErrorSchema(schema, [...ruleErrors.onFields, ...server]);
  }, [schema, ruleErrors, serverErrors]);
  const ruleBlocks = ruleErrors.any && dirty;
  const formRef = useRef<Form<FormValues, RJSFSchema>>(null);
  const formElement = useMemo(
    () => ({
      get current(): Element | null {
        return (formRef.current?.formElement.current as Element | null | undefined) ?? null;
      },
    }),
    [],
  );
  useExistingDescribedBy(formElement);
  const reasonId = `${props.formId.replace(/\W/g, '-')}__blocked`;

  return (
    <Form<FormValues, RJSFSchema>
      ref={formRef}
      className={['schema-form', className].filter(Boolean).join(' ')}
      schema={schema}
      uiSchema={uiSchema}
      validator={validator}
      widgets={widgets}
      fields={fields}
      templates={templates}
      formData={values}
      noHtml5Validate
      // RJSF skips re-rendering when props differ only in functions, which would leave the extra buttons
      // (children) with stale handlers, e.g. a Reset that still sees the previous search.
      experimental_componentUpdateStrategy="always"
      showErrorList={false}
      transformErrors={transformErrors}
      extraErrors={extraErrors}
      formContext={props.formContext}
      idPrefix={props.idPrefix}
      focusOnFirstError
      // With the button disabled while invalid, the user must still learn why: each field reports as it is left.
      liveValidate={props.disableWhileInvalid ? 'onBlur' : undefined}
      // Errors show beside their fields; without a handler RJSF also logs them to the console.
      onError={() => undefined}
      onChange={(e) => {
        const next = (e.formData ?? {}) as FormValues;
        setValues(next);
        props.onChange?.(next, !sameValues(next, initial));
      }}
      onSubmit={(e) => {
        if (ruleErrors.any) return;
        void props.onSubmit?.(compactValues(withoutHidden(e.formData as FormValues, hiddenByRule)));
      }}
      tagName={props.embedded ? 'div' : undefined}
    >
      {props.embedded ? (
        <></>
      ) : (
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
      )}
    </Form>
  );
}
