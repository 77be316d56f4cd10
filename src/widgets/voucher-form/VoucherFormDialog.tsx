// 000 §2 Add or edit e-voucher modal with its confirm step (000 §4 Two-step modals): reason (Other needs a
// description), amount in pounds (sent in pence), start and expiry days (expiry moves forward to start + validity),
// case reference after the product prefix. The reply says whether it took effect or became a request for review.
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../runtime/useTranslation';
import {
  callQueryKey,
  describeCallFailure,
  Dialog,
  DialogCancel,
  formatDate,
  formatMoney,
  useRuntimeServices,
} from '../../runtime';
import { canEditVoucherDirectly } from '../../domain/canEditVoucherDirectly';
import { londonToday } from '../../domain/londonToday';
import { poundsToPence } from '../../domain/poundsToPence';
import {
  initialVoucherValues,
  validateVoucherForm,
  voucherBody,
  withExpiryMovedForward,
  type VoucherFormErrors,
  type VoucherFormLimits,
  type VoucherFormValues,
  type VoucherRecord,
} from './voucherFormState';
import type { AddCustomerVoucherReply } from '../../generated/replies/AddCustomerVoucherReply';
import type { EditCustomerVoucherReply } from '../../generated/replies/EditCustomerVoucherReply';
import type { ListVoucherReasonsReply } from '../../generated/replies/ListVoucherReasonsReply';
import type { VoucherReason } from '../../generated/types/VoucherReason';
import './vouchers.css';

export interface VoucherFormDialogProps {
  customerId: string | number;
  /** the voucher to edit; without it the dialog adds one */
  voucher?: VoucherRecord;
  onClose(): void;
  /** After a successful call, instead of onClose (an action widget's onSuccess: closes, then may navigate). */
  onSaved?(result: unknown): void;
}

interface ServerError {
  code?: string;
  message?: string;
  fields?: string[];
}

const FIELDS: Array<keyof VoucherFormValues> = [
  'reason',
  'otherReason',
  'amount',
  'startDate',
  'expiryDate',
  'caseReference',
];
/** 000 §8: the over-limit refusal is said with the spec's key. */
const DECLARED_ERRORS = { E_VOUCHER_AMOUNT_EXCEEDS_LIMIT: 'E_VOUCHER_AMOUNT_EXCEEDS_LIMIT' };

export function VoucherFormDialog({ customerId, voucher, onClose, onSaved }: VoucherFormDialogProps) {
  const { t } = useTranslation();
  const services = useRuntimeServices();
  const queryClient = useQueryClient();
  const id = useId();
  const config = services.config;
  const today = londonToday();
  const limits: VoucherFormLimits = {
    maximumVoucherAmount: Number(config.maximumVoucherAmount),
    amountMaxLength: Number(config.voucherAmountMaxLength),
    caseReferenceMaxLength: Number(config.voucherCaseReferenceMaxLength),
    otherReasonMaxLength: Number(config.voucherDeclineReasonMaxLength),
    validityYears: Number(config.voucherValidityYears),
    product: String(config.voucherProduct),
    // an edited voucher that already started keeps its start day
    minStart: voucher && voucher.startDate < today ? voucher.startDate : today,
  };
  const [values, setValues] = useState<VoucherFormValues>(() => initialVoucherValues(today, limits, voucher));
  const [errors, setErrors] = useState<VoucherFormErrors>({});
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [moved, setMoved] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const reasons = useQuery({
    queryKey: callQueryKey('listVoucherReasons'),
    queryFn: () => services.call('listVoucherReasons') as Promise<ListVoucherReasonsReply>,
    staleTime: Infinity,
    retry: false,
  });
  const reasonOptions: VoucherReason[] = reasons.data?.result ?? [];

  const mutation = useMutation({
    mutationFn: (): Promise<AddCustomerVoucherReply | EditCustomerVoucherReply> => {
      const body = voucherBody(values, limits.product);
      // The failure is said once, in the dialog (with the server's reason for a 409), not also by the app's notice.
      return voucher
        ? services.call('editCustomerVoucher', {
            params: { id: String(customerId), vid: String(voucher.id) },
            body,
            notify: false,
          })
        : services.call('addCustomerVoucher', { params: { id: String(customerId) }, body, notify: false });
    },
    onSuccess: async (reply) => {
      const result = reply.result;
      const requested = result.outcome === 'requested';
      const key = voucher
        ? requested
          ? 'VOUCHER_CHANGE_REQUESTED_SUCCESS'
          : 'VOUCHER_CHANGED_SUCCESS'
        : requested
          ? 'VOUCHER_REQUESTED_SUCCESS'
          : 'VOUCHER_ADDED_SUCCESS';
      services.notify({ kind: 'success', message: t(key, { caseReference: result.caseReference }) });
      if (onSaved) onSaved(result);
      else onClose();
      // every cached call reply (the list, the balance, the voucher page) is refetched
      await queryClient.invalidateQueries({ queryKey: callQueryKey('').slice(0, 1) });
    },
    onError: (error: { errors?: ServerError[] }) => {
      // a refused field goes back to the form, values kept
      const byField: VoucherFormErrors = {};
      for (const e of error.errors ?? []) {
        const field = e.fields?.[0] as keyof VoucherFormValues | undefined;
        if (field && FIELDS.includes(field))
          byField[field] = {
            key: e.code && t(e.code) !== e.code ? e.code : 'VOUCHER_FORM_SERVER_ERROR',
            values: { message: e.message },
          };
      }
      if (Object.keys(byField).length > 0) {
        setErrors(byField);
        setStep('form');
      }
    },
  });

  const failure = useMemo(
    () => (mutation.isError ? describeCallFailure(DECLARED_ERRORS, mutation.error, t) : undefined),
    [mutation.isError, mutation.error, t],
  );

  const set = (field: keyof VoucherFormValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  /** 000 §5: an expiry earlier than start + validity moves forward, and the user is told. */
  const moveExpiry = (next: VoucherFormValues) => {
    const fixed = withExpiryMovedForward(next, limits.validityYears);
    setMoved(fixed.expiryDate !== next.expiryDate);
    setValues(fixed);
  };

  const toConfirm = (e: React.FormEvent) => {
    e.preventDefault();
    const found = validateVoucherForm(values, limits);
    setErrors(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    mutation.reset();
    setStep('confirm');
  };

  const field = (name: keyof VoucherFormValues, label: string, input: ReactNode, hint?: ReactNode) => (
    <div className={`form-group${errors[name] ? ' rjsf-field-error' : ''}`}>
      <label className="control-label" htmlFor={`${id}-${name}`}>
        {t(label)}
        <span className="required">*</span>
      </label>
      {input}
      {hint}
      {errors[name] && (
        <ul className="error-detail" id={`${id}-${name}-error`}>
          <li className="text-danger">{t(errors[name]!.key, errors[name]!.values)}</li>
        </ul>
      )}
    </div>
  );
  const inputProps = (name: keyof VoucherFormValues) => ({
    id: `${id}-${name}`,
    name,
    className: 'form-control',
    required: true,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const reasonName = (value: string) =>
    t(reasonOptions.find((r) => r.value === value)?.name ?? `VOUCHER_REASON_${value}`);
  // 000 §6 "E-vouchers may need approval by a higher level": said before the user confirms
  const needsApproval =
    step === 'confirm' &&
    !canEditVoucherDirectly(
      services.gateContext.level,
      poundsToPence(values.amount.trim().replace(/^£/, '')),
      values.reason,
      Number(config.maximumAgentVoucherAmount),
    );

  return (
    <Dialog
      title={t(voucher ? 'VOUCHER_EDIT_TITLE' : 'VOUCHER_ADD_TITLE')}
      onClose={onClose}
      busy={mutation.isPending}
      error={failure?.message}
      className="voucher-form"
    >
      {step === 'form' ? (
        <form ref={formRef} className="schema-form" noValidate onSubmit={toConfirm}>
          {field(
            'reason',
            'VOUCHER_REASON',
            <select
              {...inputProps('reason')}
              value={values.reason}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog or the sign-in form puts the focus on its first control when it opens (WAI-ARIA dialog pattern; native <dialog> honours autofocus)
              autoFocus
              onChange={(e) => set('reason', e.target.value)}
            >
              <option value="">{t(reasons.isPending ? 'RUNTIME_LOADING' : 'VOUCHER_FORM_CHOOSE')}</option>
              {reasonOptions.map((r) => (
                <option key={r.value} value={r.value}>
                  {t(r.name)}
                </option>
              ))}
            </select>,
          )}
          {values.reason === 'OTHER' &&
            field(
              'otherReason',
              'VOUCHER_OTHER_REASON',
              <textarea
                {...inputProps('otherReason')}
                rows={3}
                maxLength={limits.otherReasonMaxLength}
                value={values.otherReason}
                onChange={(e) => set('otherReason', e.target.value)}
              />,
            )}
          {field(
            'amount',
            'VOUCHER_AMOUNT_POUNDS',
            <span className="money-input">
              <span aria-hidden="true">£</span>
              <input
                {...inputProps('amount')}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                maxLength={limits.amountMaxLength}
                value={values.amount}
                onChange={(e) => set('amount', e.target.value)}
              />
            </span>,
            <p className="field-hint">
              {t('VOUCHER_FORM_AMOUNT_HINT', { min: formatMoney(100), max: formatMoney(limits.maximumVoucherAmount) })}
            </p>,
          )}
          {field(
            'startDate',
            'VOUCHER_START_DATE',
            <input
              {...inputProps('startDate')}
              type="date"
              min={limits.minStart}
              value={values.startDate}
              onChange={(e) => {
                set('startDate', e.target.value);
                if (e.target.value) moveExpiry({ ...values, startDate: e.target.value });
              }}
            />,
          )}
          {field(
            'expiryDate',
            'VOUCHER_EXPIRY_DATE',
            <input
              {...inputProps('expiryDate')}
              type="date"
              min={
                values.startDate
                  ? withExpiryMovedForward({ ...values, expiryDate: '' }, limits.validityYears).expiryDate
                  : undefined
              }
              value={values.expiryDate}
              onChange={(e) => {
                setMoved(false);
                set('expiryDate', e.target.value);
              }}
              onBlur={() => moveExpiry(values)}
            />,
            moved && (
              <p className="field-hint" role="status">
                {t('VOUCHER_FORM_EXPIRY_MOVED', { date: formatDate(values.expiryDate) })}
              </p>
            ),
          )}
          {field(
            'caseReference',
            'VOUCHER_CASE_REFERENCE',
            <span className="prefixed-input">
              <span className="prefixed-input__prefix">{`${limits.product}-`}</span>
              <input
                {...inputProps('caseReference')}
                type="text"
                autoComplete="off"
                maxLength={limits.caseReferenceMaxLength}
                value={values.caseReference}
                onChange={(e) => set('caseReference', e.target.value)}
              />
            </span>,
          )}
          <div className="form-buttons">
            <button type="submit" className="button button--primary">
              {t('RUNTIME_CONTINUE')}
            </button>
            <DialogCancel />
          </div>
        </form>
      ) : (
        <div className="modal__confirm">
          <p>{t(needsApproval ? 'VOUCHER_CONFIRM_REQUEST' : 'RUNTIME_CONFIRM_PROMPT')}</p>
          <dl className="modal__summary">
            <Row label={t('VOUCHER_REASON')} value={reasonName(values.reason)} />
            {values.reason === 'OTHER' && <Row label={t('VOUCHER_OTHER_REASON')} value={values.otherReason.trim()} />}
            <Row
              label={t('VOUCHER_AMOUNT')}
              value={formatMoney(poundsToPence(values.amount.trim().replace(/^£/, '')))}
            />
            <Row label={t('VOUCHER_START_DATE')} value={formatDate(values.startDate)} />
            <Row label={t('VOUCHER_EXPIRY_DATE')} value={formatDate(values.expiryDate)} />
            <Row label={t('VOUCHER_CASE_REFERENCE')} value={voucherBody(values, limits.product).caseReference} />
          </dl>
          <div className="form-buttons">
            <button
              type="button"
              className="button button--primary"
              disabled={mutation.isPending}
              onClick={() => mutation.mutate()}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog or the sign-in form puts the focus on its first control when it opens (WAI-ARIA dialog pattern; native <dialog> honours autofocus)
              autoFocus
            >
              {t(mutation.isPending ? 'VOUCHER_FORM_SAVING' : 'RUNTIME_CONFIRM')}
            </button>
            <button type="button" className="button" disabled={mutation.isPending} onClick={() => setStep('form')}>
              {t('RUNTIME_EDIT')}
            </button>
            <DialogCancel />
          </div>
        </div>
      )}
    </Dialog>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
