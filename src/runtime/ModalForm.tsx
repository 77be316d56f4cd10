// A declared modal: native <dialog> (the browser traps focus and closes on Esc), a form, an optional
// confirm step (read-only summary; Edit returns to the form with the values kept), then the call.
// Without a form it is a confirmation: the message, then Cancel or the submit button.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { CALL_QUERY_ROOT } from './callQueryKey';
import { loadFormResources } from './formResources';
import { FormattedValue } from './FormattedValue';
import { useRuntimeServices } from './RuntimeServices';
import { SchemaForm, type FormValues } from './SchemaForm';
import type { ModalDef } from './screenTypes';
import { fillParams, fillTemplate, fillValue } from './template';

export interface ModalFormProps {
  modal: ModalDef;
  /** The screen's record: source of `{record.x}` in params and initial values. */
  record: unknown;
  routeParams: Record<string, string | undefined>;
  onClose(): void;
}

const WIDGET_FORMATS: Record<string, string> = { money: 'money', isrn: 'isrn', date: 'date' };

function initialValues(modal: ModalDef, scope: unknown): FormValues {
  const out: FormValues = {};
  for (const [field, template] of Object.entries(modal.initial ?? {})) {
    const v = fillValue(template, scope);
    if (v !== undefined && v !== null && v !== '') out[field] = v;
  }
  return out;
}

/** Fixed call-body values of the declaration (`body:`), templates filled from the scope. */
function fixedBody(modal: ModalDef, scope: unknown): FormValues {
  const out: FormValues = {};
  for (const [field, value] of Object.entries(modal.body ?? {})) {
    out[field] = typeof value === 'string' ? fillValue(value, scope) : value;
  }
  return out;
}

/** The declared texts (`errors:`) of the codes a failed call answered with; the error is the app's HttpError. */
export function declaredErrorKeys(modal: ModalDef, error: unknown): string[] {
  const errors = (error as { errors?: Array<{ code?: unknown }> } | null)?.errors;
  if (!modal.errors || !Array.isArray(errors)) return [];
  return [...new Set(errors.map((e) => modal.errors![String(e.code)]).filter((key): key is string => Boolean(key)))];
}

/** i18next looks `{{record.email}}` up as one flat key (keySeparator is off), so nested values are flattened. */
export function flattenForMessage(value: unknown, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, v] of Object.entries(value)) flattenForMessage(v, prefix ? `${prefix}.${key}` : key, out);
  } else if (prefix) {
    out[prefix] = value;
  }
  return out;
}

/** Read-only summary of the values, labelled and formatted as the form shows them. */
function Summary({ formId, values }: { formId: string; values: FormValues }) {
  const { t } = useTranslation();
  const resources = useQuery({ queryKey: ['form', formId], queryFn: () => loadFormResources(formId), staleTime: Infinity, gcTime: Infinity });
  const schema: RJSFSchema | undefined = resources.data?.schema;
  const ui: UiSchema = resources.data?.uiSchema ?? {};
  const names = Object.keys(schema?.properties ?? values).filter((name) => values[name] !== undefined);
  return (
    <dl className="modal__summary">
      {names.map((name) => {
        const prop = schema?.properties?.[name] as RJSFSchema | undefined;
        const fieldUi = (ui[name] ?? {}) as UiSchema;
        const enumIndex = prop?.enum?.indexOf(values[name] as never) ?? -1;
        const enumNames = fieldUi['ui:enumNames'];
        const enumLabel = Array.isArray(enumNames) && enumIndex >= 0 ? t(enumNames[enumIndex]) : undefined;
        const format = WIDGET_FORMATS[String(fieldUi['ui:widget'])] ?? (typeof values[name] === 'boolean' ? 'boolean' : undefined);
        return (
          <div key={name}>
            <dt>{t(String(fieldUi['ui:title'] ?? prop?.title ?? name))}</dt>
            <dd>{enumLabel ?? <FormattedValue value={values[name]} format={format} />}</dd>
          </div>
        );
      })}
    </dl>
  );
}

export function ModalForm({ modal, record, routeParams, onClose }: ModalFormProps) {
  const { t } = useTranslation();
  const services = useRuntimeServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const scope = { ...routeParams, record };
  const [values, setValues] = useState<FormValues>(() => initialValues(modal, scope));
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  // Each return to the form remounts it with the kept values.
  const [formKey, setFormKey] = useState(0);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    // jsdom has no showModal; a real browser always does.
    if (typeof el.showModal === 'function') el.showModal();
    else el.setAttribute('open', '');
    return () => {
      if (typeof el.close === 'function' && el.open) el.close();
    };
  }, []);

  const mutation = useMutation({
    mutationFn: (formValues: FormValues) =>
      services.call(modal.call, { params: fillParams(modal.params, scope), body: { ...fixedBody(modal, scope), ...formValues } }),
    onSuccess: async (reply, formValues) => {
      const result = (reply as { result?: unknown } | undefined)?.result;
      const values = { ...scope, ...formValues, reply: result };
      services.notify({ kind: 'success', message: t(modal.success, flattenForMessage(values)) });
      onClose();
      const target = modal.navigate ? fillTemplate(modal.navigate, values) : undefined;
      if (target) navigate(target);
      await queryClient.invalidateQueries({ queryKey: [CALL_QUERY_ROOT] });
    },
    // 000 §8 (add user, code 1001): a failed confirmation resets to the form, values kept, to be corrected
    onError: () => {
      if (modal.form && step === 'confirm') {
        setFormKey((k) => k + 1);
        setStep('form');
      }
    },
  });
  const errorKeys = mutation.isError ? declaredErrorKeys(modal, mutation.error) : [];

  const submitForm = (next: FormValues) => {
    setValues(next);
    if (modal.confirm) {
      mutation.reset(); // the corrected values get a fresh confirmation, without the last failure's message
      setStep('confirm');
    }
    else mutation.mutate(next);
  };
  const titleId = `modal-${(modal.form ?? modal.call).replace(/\W/g, '-')}-title`;

  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby={titleId}
      // Esc (the browser's cancel) and the Cancel button both end here.
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId}>{t(modal.title)}</h2>
      {mutation.isError && (
        <p className="runtime-error" role="alert">
          {errorKeys.length > 0 ? errorKeys.map((key) => t(key)).join(' ') : t('RUNTIME_ACTION_ERROR')}
        </p>
      )}
      {!modal.form ? (
        <div className="modal__confirm">
          {modal.message && <p>{t(modal.message, flattenForMessage(scope))}</p>}
          <div className="form-buttons">
            <button type="button" className="button button--primary" disabled={mutation.isPending} onClick={() => mutation.mutate({})}>
              {t(modal.submit ?? 'RUNTIME_CONFIRM')}
            </button>
            <button type="button" className="button" onClick={onClose}>
              {t('RUNTIME_CANCEL')}
            </button>
          </div>
        </div>
      ) : step === 'form' ? (
        <SchemaForm
          key={formKey}
          formId={modal.form}
          initialValues={values}
          submitLabel={modal.confirm ? 'RUNTIME_CONTINUE' : (modal.submit ?? 'RUNTIME_SUBMIT')}
          busy={mutation.isPending}
          onSubmit={submitForm}
        >
          <button type="button" className="button" onClick={onClose}>
            {t('RUNTIME_CANCEL')}
          </button>
        </SchemaForm>
      ) : (
        <div className="modal__confirm">
          <p>{t('RUNTIME_CONFIRM_PROMPT')}</p>
          <Summary formId={modal.form} values={values} />
          <div className="form-buttons">
            <button type="button" className="button button--primary" disabled={mutation.isPending} onClick={() => mutation.mutate(values)}>
              {t(modal.submit ?? 'RUNTIME_CONFIRM')}
            </button>
            <button
              type="button"
              className="button"
              disabled={mutation.isPending}
              onClick={() => {
                setFormKey((k) => k + 1);
                setStep('form');
              }}
            >
              {t('RUNTIME_EDIT')}
            </button>
            <button type="button" className="button" onClick={onClose}>
              {t('RUNTIME_CANCEL')}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
