// A declared modal in the runtime's Dialog (native <dialog>: focus trapped, Esc closes), a form, an optional
// confirm step (read-only summary; Edit returns to the form with the values kept), then the call.
// Without a form it is a confirmation: the message, then Cancel or the submit button.
// A failed call is said once, inside the dialog (describeCallFailure): the call goes out with `notify: false`; with
// `failure:` it is notified instead (the dialog stays open, the values kept).
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useTranslation } from './useTranslation';
import { checkGate } from '../domain/checkGate';
import { CALL_QUERY_ROOT } from './callQueryKey';
import { describeCallFailure, serverReasons } from './describeCallFailure';
import { Dialog, DialogCancel } from './Dialog';
import { FormattedValue } from './FormattedValue';
import { errorStatus } from './LoadError';
import { useRuntimeServices } from './RuntimeServices';
import { SchemaForm, type FormValues } from './SchemaForm';
import { derive } from './derivations';
import type { DoneDialogDef, ModalDef } from './screenTypes';
import { fillParams, fillTemplate, fillValue, getPath } from './template';

export interface ModalFormProps {
  modal: ModalDef;
  /** The screen's record: source of `{record.x}` in params and initial values. */
  record: unknown;
  routeParams: Record<string, string | undefined>;
  onClose(): void;
}

const WIDGET_FORMATS: Record<string, string> = { money: 'money', isrn: 'isrn', date: 'date' };

function initialValues(
  templates: Record<string, string | Record<string, string>> | undefined,
  scope: unknown,
): FormValues {
  const out: FormValues = {};
  for (const [field, template] of Object.entries(templates ?? {})) {
    // a nested form object (e.g. a name with its reset choice) has templates of its own
    const v = typeof template === 'string' ? fillValue(template, scope) : initialValues(template, scope);
    if (v !== undefined && v !== null && v !== '') out[field] = v;
  }
  return out;
}

/** Fixed call-body values of the declaration (`body:`), templates filled from the scope. */
function fixedBody(body: ModalDef['body'], scope: unknown): FormValues {
  const out: FormValues = {};
  for (const [field, value] of Object.entries(body ?? {})) {
    out[field] = typeof value === 'string' ? fillValue(value, scope) : value;
  }
  return out;
}

/** A failure of `modal.then`'s call (its own `errors` and `failureText` say it), told apart from the first call's. */
class ThenCallFailure {
  constructor(readonly error: unknown) {}
}

function withoutFields(values: FormValues, fields: readonly string[]): FormValues {
  if (fields.length === 0) return values;
  return Object.fromEntries(Object.entries(values).filter(([key]) => !fields.includes(key)));
}

/** i18next looks `{{record.email}}` up as one flat key (keySeparator is off), so nested values are flattened. */
export function flattenForMessage(
  value: unknown,
  prefix = '',
  out: Record<string, unknown> = {},
): Record<string, unknown> {
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
  const resources = useQuery({
    queryKey: ['form', formId],
    // the same entry as the RJSF form's (./RjsfSchemaForm), whose chunk brings the validator library
    queryFn: () => import('./formResources').then((m) => m.loadFormResources(formId)),
    staleTime: Infinity,
    gcTime: Infinity,
  });
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
        const format =
          WIDGET_FORMATS[String(fieldUi['ui:widget'])] ?? (typeof values[name] === 'boolean' ? 'boolean' : undefined);
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

/** Whether every error of a failed call has a code the modal's `errors` names (its own text says it all then). */
function onlyDeclared(error: unknown, declared: Record<string, string> | undefined): boolean {
  const list = (error as { errors?: { code?: unknown }[] } | null)?.errors;
  return !!declared && Array.isArray(list) && list.length > 0 && list.every((e) => String(e?.code ?? '') in declared);
}

/** The declared success dialog the reply names (by a field of the result, or a derivation of it), if any. */
export function doneDialogOf(
  done: NonNullable<ModalDef['done']>,
  result: unknown,
  context: Parameters<typeof derive>[2],
): DoneDialogDef | undefined {
  const value = done.derive ? derive(done.derive, result, context) : getPath(result, done.field ?? 'outcome');
  return value === undefined || value === null ? undefined : done.dialogs[String(value)];
}

export function ModalForm({ modal, record, routeParams, onClose }: ModalFormProps) {
  const { t } = useTranslation();
  const services = useRuntimeServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const scope = { ...routeParams, record };
  // initial values may name a brand setting, `{config.defaultFulfilmentStation}` (001 §9), as well as the record
  const [values, setValues] = useState<FormValues>(() =>
    initialValues(modal.initial, { ...scope, config: services.config }),
  );
  // fields the brand or the user's level does not offer: not shown, and nothing of them is sent
  const hiddenFields = useMemo(
    () =>
      (modal.conditionalFields ?? [])
        .filter(
          (f) =>
            (f.flag !== undefined && services.gateContext.flags[f.flag] !== true) ||
            !checkGate(f.gate, services.gateContext),
        )
        .map((f) => f.field),
    [modal.conditionalFields, services.gateContext],
  );
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  // `done`: the success dialog the reply chose, with the values its texts and link are filled from
  const [done, setDone] = useState<{ dialog: DoneDialogDef; values: Record<string, unknown> } | null>(null);
  // Each return to the form remounts it with the kept values.
  const [formKey, setFormKey] = useState(0);

  const editAgain = () => {
    setFormKey((k) => k + 1);
    setStep('form');
  };

  const mutation = useMutation({
    mutationFn: async (formValues: FormValues) => {
      const then = modal.then;
      // a variant of the call for a form without an optional value (the no-passcode variant)
      const without = modal.callWithout;
      const left = without !== undefined && String(formValues[without.field] ?? '').trim() === '';
      const reply = await services.call(left ? without.call : modal.call, {
        params: fillParams(modal.params, scope),
        body: withoutFields({ ...fixedBody(modal.body, scope), ...formValues }, [
          ...hiddenFields,
          ...(then?.fields ?? []),
        ]),
        notify: false,
      });
      if (!then) return reply;
      // the second call completes the first (the details saved, then the card linked): its values may name the
      // first reply's result; the dialog's success follows its reply
      const values = { ...scope, ...formValues, reply: (reply as { result?: unknown } | undefined)?.result };
      try {
        return await services.call(then.call, {
          params: fillParams(then.params, values),
          body: fixedBody(then.body, values),
          notify: false,
        });
      } catch (error) {
        throw new ThenCallFailure(error);
      }
    },
    onSuccess: async (reply, formValues) => {
      const result = (reply as { result?: unknown } | undefined)?.result;
      const values = { ...scope, ...formValues, reply: result };
      const dialog =
        modal.done &&
        doneDialogOf(modal.done, result, { gateContext: services.gateContext, userEmail: services.userEmail });
      if (dialog) {
        // the dialog says what happened (no notification as well) and stays until closed or its link is followed
        setDone({ dialog, values });
        await queryClient.invalidateQueries({ queryKey: [CALL_QUERY_ROOT] });
        return;
      }
      services.notify({ kind: 'success', message: t(modal.success, flattenForMessage(values)) });
      onClose();
      const target = modal.navigate ? fillTemplate(modal.navigate, values) : undefined;
      if (target) void navigate(target);
      await queryClient.invalidateQueries({ queryKey: [CALL_QUERY_ROOT] });
    },
    // 000 §8 (add user, code 1001): a failed confirmation resets to the form, values kept, to be corrected
    onError: (error) => {
      if (modal.failure) {
        const reason = (
          error instanceof ThenCallFailure
            ? describeCallFailure(modal.then?.errors, error.error, t)
            : describeCallFailure(modal.errors, error, t)
        ).message;
        services.notify({ kind: 'error', message: `${t(modal.failure)}\n${reason}` });
      }
      if (modal.form && step === 'confirm') editAgain();
    },
  });
  // Memoised so the form's field errors keep their identity while the user corrects the values.
  const failure = useMemo(() => {
    if (!mutation.isError) return undefined;
    // a failure of the second call is said in its own words; the first call's in the modal's
    const [error, errors, failureText] =
      mutation.error instanceof ThenCallFailure
        ? [mutation.error.error, modal.then?.errors, modal.then?.failureText]
        : [mutation.error, modal.errors, modal.failureText];
    const described = describeCallFailure(errors, error, t);
    if (!failureText || onlyDeclared(error, errors)) return described;
    const status = errorStatus(error);
    const vars = { ...scope, ...mutation.variables, status: status ?? '' };
    if (typeof failureText === 'string') {
      return { ...described, message: `${t(failureText, flattenForMessage(vars))} ${described.message}` };
    }
    // per status: the status's own text is the whole message, quoting the server's words; a reply without words of
    // its own says `default` (001 §8 smartcard link: "400, 401, 403, 404 with a message show it; otherwise an
    // activation error")
    const reasons = serverReasons(errors, error, t);
    const key = (reasons ? failureText[String(status)] : undefined) ?? failureText.default;
    if (!key) return described;
    return { ...described, message: t(key, flattenForMessage({ ...vars, reasons: reasons || described.message })) };
    // scope is rebuilt each render from the record and route params the failure was made with
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mutation.isError, mutation.error, mutation.variables, modal.errors, modal.failureText, modal.then, t]);
  // Issue 22: the failure's message holds until the user changes a field (its field errors, each until its field changes)
  const [editedAfter, setEditedAfter] = useState<unknown>(null);
  // a notified failure is not said again in the dialog; its field errors still mark the fields
  const dialogError =
    modal.failure || (mutation.isError && editedAfter === mutation.error) ? undefined : failure?.message;

  const submitForm = (next: FormValues) => {
    setValues(next);
    if (modal.confirm) {
      mutation.reset(); // the corrected values get a fresh confirmation, without the last failure's message
      setStep('confirm');
    } else mutation.mutate(next);
  };
  const busy = mutation.isPending;
  // Without a form, or at the confirm step, the call goes out from the foot: with no values, or with the confirmed ones.
  const confirmButton = (callValues: FormValues) => (
    <button
      type="button"
      className="button button--primary"
      disabled={busy}
      onClick={() => mutation.mutate(callValues)}
    >
      {t(modal.submit ?? 'RUNTIME_CONFIRM')}
    </button>
  );
  let body: ReactNode;
  let footer: ReactNode;
  if (done) {
    const message = flattenForMessage(done.values);
    const href = done.dialog.link ? fillTemplate(done.dialog.link.href, done.values) : undefined;
    return (
      <Dialog title={t(done.dialog.title)} onClose={onClose} footer={<DialogCancel label="RUNTIME_CLOSE" />}>
        <p className={`callout callout--${done.dialog.tone ?? 'success'}`} role="status">
          {t(done.dialog.message, message)}
        </p>
        {done.dialog.link && href && (
          <p>
            <Link to={href} onClick={onClose}>
              {t(done.dialog.link.label, message)}
            </Link>
          </p>
        )}
      </Dialog>
    );
  }
  if (!modal.form) {
    body = modal.message && <p>{t(modal.message, flattenForMessage(scope))}</p>;
    footer = (
      <>
        {confirmButton({})}
        <DialogCancel />
      </>
    );
  } else if (step === 'confirm') {
    body = (
      <>
        <p>{t('RUNTIME_CONFIRM_PROMPT')}</p>
        <Summary formId={modal.form} values={values} />
      </>
    );
    footer = (
      <>
        {confirmButton(values)}
        <button type="button" className="button" disabled={busy} onClick={editAgain}>
          {t('RUNTIME_EDIT')}
        </button>
        <DialogCancel />
      </>
    );
  } else {
    body = (
      <SchemaForm
        key={formKey}
        formId={modal.form}
        initialValues={values}
        hiddenFields={hiddenFields}
        submitLabel={modal.confirm ? 'RUNTIME_CONTINUE' : (modal.submit ?? 'RUNTIME_SUBMIT')}
        busy={busy}
        fieldErrors={failure?.fieldErrors}
        rule={modal.rule}
        onChange={() => {
          if (mutation.isError) setEditedAfter(mutation.error);
        }}
        // A widget may depend on the record (e.g. not offering the level a staff user already has).
        formContext={{ record, routeParams }}
        // ids apart from the page's own form (the customer search's e-mail under an Issue smartcard dialog's)
        idPrefix="dialog"
        onSubmit={submitForm}
      >
        <DialogCancel />
      </SchemaForm>
    );
  }
  return (
    <Dialog title={t(modal.title)} onClose={onClose} busy={busy} error={dialogError} footer={footer}>
      {body}
    </Dialog>
  );
}
