// 001 §2 Replace smartcard modal over the 001 §4 state machine (src/domain/replacementMachine, driven by the runtime's
// usePolling through replacementPollingStep): FORM → SUBMITTING → SUCCESS (POSTAL) | POLLING → SUCCESS | VOID | TIMEOUT
// | ERROR; ERROR, VOID and TIMEOUT retry to FORM. The status is asked every replacementPollMs (10 s) for at most
// replacementTimeoutMs (60 s), with visible progress. Form rules: src/domain/replacementFormErrors (the brand's reasons;
// the type choice only over 16 with instant replacement; change-of-name names 1–50; in-person card number; declaration).
// A status check answering 500–504 means the service is unavailable: the request is disabled and says why.
// 001 §3 replacement form: by post, "Send to a different address" reveals the shared address form (common/address,
// embedded through SchemaForm, not copied); in person, the collection station is a type-ahead over the brand's
// smartcard collection points. The rules of both are replacementFormErrors's, which the server applies too.
import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../runtime/useTranslation';
import { replacementDetailTexts } from '../../domain/replacementDetailTexts';
import { replacementFormErrors, type ReplacementFormValues } from '../../domain/replacementFormErrors';
import type { ReplacementState } from '../../domain/replacementMachine';
import type { RequestSmartcardReplacementReply } from '../../generated/replies/RequestSmartcardReplacementReply';
import { replacementIsTerminal, replacementPollingStep } from '../../domain/replacementPollingStep';
import { replacementTypesAvailable } from '../../domain/replacementTypesAvailable';
import {
  CallSelect,
  Dialog,
  DialogCancel,
  SchemaForm,
  FormattedValue,
  PollingProgress,
  callQueryKey,
  describeCallFailure,
  usePolling,
  useRuntimeServices,
  type ActionWidgetProps,
  type FieldError,
  type FormValues,
  type PollingEvent,
} from '../../runtime';
import './smartcards.css';

interface Customer {
  id: number;
  isOver16?: boolean;
  title?: string;
}

/** What the replacement sends of the shared address form (001 §3: line1-3, town, postCode; a UK address). */
const ADDRESS_FIELDS = ['line1', 'line2', 'line3', 'town', 'postCode'] as const;
/** The shared form's other fields, not part of a replacement's address. */
const ADDRESS_HIDDEN = ['name', 'contactName', 'country', 'telephoneNumber'];
/** The brand's smartcard collection points (001 §7 GET /delivery/collection-points/smartcard: a few ticket offices),
 *  chosen by name from the whole list. */
const COLLECTION_POINTS = { call: 'listSmartcardCollectionPoints', value: 'nlc', label: '{name} ({crs})' };

const DEFAULT_REASONS = ['lost', 'not-working', 'not-received', 'stolen', 'change-of-name'];
const isUnavailable = (status: unknown) => typeof status === 'number' && status >= 500 && status <= 504;

export default function SmartcardReplacement({ record, routeParams, onClose, onSuccess }: ActionWidgetProps) {
  const { t } = useTranslation();
  const services = useRuntimeServices();
  const queryClient = useQueryClient();
  const customer = (record ?? {}) as Customer;
  const id = String(routeParams.cid ?? routeParams.id ?? customer.id);
  const reasons = Array.isArray(services.config.replacementReasons)
    ? (services.config.replacementReasons as string[])
    : DEFAULT_REASONS;
  const types = replacementTypesAvailable({
    isOver16: customer.isOver16 === true,
    instantReplacementEnabled: services.gateContext.flags.enableInstantReplacement === true,
  });
  const intervalMs = Number(services.config.replacementPollMs) || 10_000;
  const timeoutMs = Number(services.config.replacementTimeoutMs) || 60_000;

  const [values, setValues] = useState<ReplacementFormValues>({ type: types[0] });
  const [tried, setTried] = useState(false);
  const [formShown, setFormShown] = useState(true);
  const [submittedReply, setSubmittedReply] = useState<RequestSmartcardReplacementReply | undefined>(undefined);
  const formId = useId();

  // the status check before anything is asked: 500–504 = the replacement service is unavailable (001 §4)
  const check = useQuery({
    queryKey: callQueryKey('getSmartcardReplacement', { params: { id }, notify: false }),
    queryFn: () => services.call('getSmartcardReplacement', { params: { id }, notify: false }),
    retry: false,
  });
  const unavailable = check.isError && isUnavailable((check.error as { status?: unknown }).status);

  const polling = usePolling<ReplacementState>({
    initial: { phase: 'SUBMITTING' },
    reduce: (state, event: PollingEvent) =>
      replacementPollingStep(
        state,
        event.type === 'failed'
          ? {
              type: 'failed',
              message: describeCallFailure({ REPLACEMENT_PENDING: 'SMARTCARD_REPLACEMENT_PENDING' }, event.error, t)
                .message,
            }
          : event,
        { now: Date.now(), timeoutMs },
      ),
    isTerminal: replacementIsTerminal,
    submit: async () => {
      const reply = (await services.call('requestSmartcardReplacement', {
        params: { id },
        body: bodyOf(values),
        notify: false,
      })) as RequestSmartcardReplacementReply;
      setSubmittedReply(reply);
      // 001 §8 the name and address changes the request carried are done with it
      for (const key of replacementDetailTexts(bodyOf(values), true))
        services.notify({ kind: 'success', message: t(key) });
      return reply;
    },
    poll: () => services.call('getSmartcardReplacement', { params: { id }, notify: false }),
    intervalMs,
    timeoutMs,
  });

  const machine = formShown ? 'FORM' : polling.state.phase;
  // the different address belongs to the postal type: ticked, then switched to in person, it is not sent nor checked
  const errors = replacementFormErrors(
    values.type === 'POSTAL' ? values : { ...values, changeAddress: undefined },
    reasons,
    types,
  );
  const set = (patch: Partial<ReplacementFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const fieldError = (name: string) =>
    tried && errors[name] ? (
      <p className="smartcard-field-error" id={`${formId}-${name}-error`} role="alert">
        {t(`SMARTCARD_REPLACE_ERROR_${name.toUpperCase()}`)}
      </p>
    ) : null;
  const described = (name: string) => (tried && errors[name] ? `${formId}-${name}-error` : undefined);
  const errorText = (name: string) => t(`SMARTCARD_REPLACE_ERROR_${name.toUpperCase()}`);
  // the embedded address form shows the domain's verdict beside its own fields once a send was tried
  const addressErrors: FieldError[] = tried
    ? ADDRESS_FIELDS.filter((name) => errors[name]).map((name) => ({ path: [name], message: errorText(name) }))
    : [];
  const setAddress = (next: FormValues) =>
    set(
      Object.fromEntries(
        ADDRESS_FIELDS.map((name) => [name, typeof next[name] === 'string' ? (next[name] as string) : undefined]),
      ),
    );

  const send = () => {
    setTried(true);
    if (unavailable || Object.keys(errors).length > 0) return;
    setFormShown(false);
    polling.start();
  };
  const finish = () => {
    void queryClient.invalidateQueries();
    services.notify({ kind: 'success', message: t('SMARTCARD_REPLACEMENT_REQUESTED') });
    onSuccess(submittedReply?.result);
  };

  const busy = machine === 'SUBMITTING';
  let body;
  let footer;
  if (machine === 'FORM') {
    body = (
      <div className="smartcard-form">
        {unavailable && (
          <p className="callout callout--danger" role="alert" id={`${formId}-unavailable`}>
            {t('SMARTCARD_REPLACEMENT_UNAVAILABLE')}
          </p>
        )}
        {types.length > 1 && (
          <fieldset>
            <legend>{t('SMARTCARD_REPLACE_TYPE')}</legend>
            {types.map((type) => (
              <label key={type} className="checkbox">
                <input
                  type="radio"
                  name={`${formId}-type`}
                  value={type}
                  checked={values.type === type}
                  onChange={() => set({ type })}
                />
                {t(`SMARTCARD_REPLACE_TYPE_${type}`)}
              </label>
            ))}
          </fieldset>
        )}
        <label>
          {t('SMARTCARD_REPLACE_REASON')}
          <select
            value={values.reason ?? ''}
            onChange={(e) => set({ reason: e.target.value || undefined })}
            aria-invalid={Boolean(described('reason'))}
            aria-describedby={described('reason')}
          >
            <option value="">{t('SMARTCARD_REPLACE_REASON_CHOOSE')}</option>
            {reasons.map((reason) => (
              <option key={reason} value={reason}>
                {t(`SMARTCARD_REPLACE_REASON_${reason.toUpperCase().replace(/-/g, '_')}`)}
              </option>
            ))}
          </select>
        </label>
        {fieldError('reason')}
        {values.reason === 'change-of-name' && (
          <>
            <label>
              {t('CUSTOMER_FIRST_NAME')}
              <input
                maxLength={50}
                value={values.firstNames ?? ''}
                onChange={(e) => set({ firstNames: e.target.value })}
                aria-invalid={Boolean(described('firstNames'))}
                aria-describedby={described('firstNames')}
              />
            </label>
            {fieldError('firstNames')}
            <label>
              {t('CUSTOMER_LAST_NAME')}
              <input
                maxLength={50}
                value={values.surname ?? ''}
                onChange={(e) => set({ surname: e.target.value })}
                aria-invalid={Boolean(described('surname'))}
                aria-describedby={described('surname')}
              />
            </label>
            {fieldError('surname')}
          </>
        )}
        {values.type === 'POSTAL' && (
          <>
            <label className="checkbox">
              <input
                type="checkbox"
                checked={values.changeAddress === true}
                onChange={(e) => set({ changeAddress: e.target.checked })}
              />
              {t('SMARTCARD_REPLACE_CHANGE_ADDRESS')}
            </label>
            {values.changeAddress === true && (
              <fieldset id={`${formId}-address`} className="smartcard-replacement__address">
                <legend>{t('SMARTCARD_REPLACE_ADDRESS')}</legend>
                <SchemaForm
                  formId="common/address"
                  embedded
                  hiddenFields={ADDRESS_HIDDEN}
                  initialValues={Object.fromEntries(
                    ADDRESS_FIELDS.filter((name) => values[name]).map((name) => [name, values[name]]),
                  )}
                  fieldErrors={addressErrors}
                  onChange={setAddress}
                />
              </fieldset>
            )}
          </>
        )}
        {values.type === 'IN_PERSON' && (
          <>
            <CallSelect
              id={`${formId}-collection`}
              label={t('SMARTCARD_COLLECTION_LOCATION')}
              value={values.collectionLocation}
              onChange={(collectionLocation) => set({ collectionLocation })}
              options={COLLECTION_POINTS}
              error={tried && errors.collectionLocation ? errorText('collectionLocation') : undefined}
              required
            />
            <label>
              {t('SMARTCARD_REPLACE_NEW_NUMBER')}
              <input
                inputMode="numeric"
                maxLength={21}
                placeholder="999999-9999-9999-9999"
                value={values.smartcardNumber ?? ''}
                onChange={(e) => set({ smartcardNumber: e.target.value })}
                aria-invalid={Boolean(described('smartcardNumber'))}
                aria-describedby={described('smartcardNumber')}
              />
            </label>
            {fieldError('smartcardNumber')}
          </>
        )}
        <label className="checkbox">
          <input
            type="checkbox"
            checked={values.declaration === true}
            onChange={(e) => set({ declaration: e.target.checked })}
            aria-invalid={Boolean(described('declaration'))}
            aria-describedby={described('declaration')}
          />
          {t('SMARTCARD_REPLACE_DECLARATION')}
        </label>
        {fieldError('declaration')}
        {types.length === 1 && <p>{t('SMARTCARD_REPLACE_POSTAL_ONLY')}</p>}
      </div>
    );
    footer = (
      <>
        <button
          type="submit"
          className="button button--primary"
          aria-disabled={unavailable || undefined}
          aria-describedby={unavailable ? `${formId}-unavailable` : undefined}
        >
          {t('SMARTCARD_REPLACE_SUBMIT')}
        </button>
        <DialogCancel />
      </>
    );
  } else if (machine === 'SUBMITTING' || machine === 'POLLING') {
    body = (
      <PollingProgress
        phase={machine === 'SUBMITTING' ? 'submitting' : 'polling'}
        elapsedMs={polling.elapsedMs}
        timeoutMs={timeoutMs}
        message={
          machine === 'SUBMITTING'
            ? t('SMARTCARD_REPLACEMENT_SENDING')
            : t('SMARTCARD_REPLACEMENT_POLLING', {
                status: polling.state.lastStatus ?? 'Pending',
                elapsed: Math.round(polling.elapsedMs / 1000),
                timeout: Math.round(timeoutMs / 1000),
              })
        }
      />
    );
    footer = <DialogCancel />;
  } else if (machine === 'SUCCESS') {
    const result = submittedReply?.result;
    body = (
      <p className="callout callout--success" role="status">
        {result?.type === 'POSTAL' ? (
          <>
            {t('SMARTCARD_REPLACEMENT_POSTAL_DONE')} <FormattedValue value={result.deliverBy} format="date" />
          </>
        ) : (
          t('SMARTCARD_REPLACEMENT_COMPLETED')
        )}
      </p>
    );
    footer = (
      <button
        type="button"
        className="button button--primary"
        onClick={finish}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog or the sign-in form puts the focus on its first control when it opens (WAI-ARIA dialog pattern; native <dialog> honours autofocus)
        autoFocus
      >
        {t('RUNTIME_CLOSE')}
      </button>
    );
  } else {
    const text =
      machine === 'VOID'
        ? t('SMARTCARD_REPLACEMENT_VOID', { status: polling.state.lastStatus ?? '' })
        : machine === 'TIMEOUT'
          ? t('SMARTCARD_REPLACEMENT_TIMEOUT')
          : t('SMARTCARD_REPLACEMENT_ERROR', { reason: polling.state.error ?? '' });
    // a request that was not accepted changed neither the name nor the address it carried (001 §8)
    const details = machine === 'ERROR' && !submittedReply ? replacementDetailTexts(bodyOf(values), false) : [];
    body = (
      <div className="callout callout--danger" role="alert">
        <p>{text}</p>
        {details.map((key) => (
          <p key={key}>{t(key)}</p>
        ))}
      </div>
    );
    footer = (
      <>
        <button
          type="button"
          className="button button--primary"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog or the sign-in form puts the focus on its first control when it opens (WAI-ARIA dialog pattern; native <dialog> honours autofocus)
          autoFocus
          onClick={() => {
            setTried(false);
            setSubmittedReply(undefined);
            setFormShown(true);
            void check.refetch();
          }}
        >
          {t('SMARTCARD_REPLACEMENT_RETRY')}
        </button>
        <DialogCancel />
      </>
    );
  }
  return (
    <Dialog
      title={t('SMARTCARD_REPLACE_FORM')}
      onClose={onClose}
      busy={busy}
      onSubmit={machine === 'FORM' ? send : undefined}
      footer={footer}
    >
      <p className="visually-hidden" data-testid="replacement-phase">
        {machine}
      </p>
      {body}
    </Dialog>
  );
}

/** The request body: only the fields the chosen reason and type use. */
function bodyOf(values: ReplacementFormValues) {
  return {
    type: values.type,
    reason: values.reason,
    declaration: values.declaration === true,
    ...(values.reason === 'change-of-name'
      ? { firstNames: values.firstNames?.trim(), surname: values.surname?.trim() }
      : {}),
    ...(values.type === 'IN_PERSON'
      ? { smartcardNumber: values.smartcardNumber?.trim(), collectionLocation: values.collectionLocation }
      : {}),
    ...(values.type === 'POSTAL' && values.changeAddress === true
      ? {
          changeAddress: true,
          ...Object.fromEntries(
            ADDRESS_FIELDS.filter((name) => values[name]?.trim()).map((name) => [name, values[name]!.trim()]),
          ),
        }
      : {}),
  };
}
