// 001 §2 adjust KeyGo balance against one ticket of a day's transaction (001 §5: amount numeric, required, at most 6
// digits and below that ticket's fare; reason from the configured reasons; details required, at most 200 characters
// including the suffix appended with the editor and the date). Checked while typing by the same rules the server
// applies (src/domain/keyGoAdjustmentErrors); Save stays disabled with the first reason. The credit goes to the balance.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../runtime/useTranslation';
import { adjustmentSuffix, keyGoAdjustmentErrors } from '../../domain/keyGoAdjustmentErrors';
import { londonToday } from '../../domain/londonToday';
import { poundsToPence } from '../../domain/poundsToPence';
import { callQueryKey, describeCallFailure, Dialog, formatMoney, useRuntimeServices } from '../../runtime';
import { BlockedSaveFooter } from './BlockedSaveFooter';
import { KEYGO_ERRORS } from './keyGoErrors';
import { KeyGoReasonOptions, useKeyGoReasons } from './useKeyGoReasons';
import { ddmmyyyy, type KeyGoTicket } from './useKeyGoWeek';
import type { AdjustKeyGoBalanceReply } from '../../generated/replies/AdjustKeyGoBalanceReply';

export interface AdjustTicketDialogProps {
  customerId: string;
  date: string;
  transactionId: string;
  ticket: KeyGoTicket;
  onClose(): void;
  onDone(result: { value: number; balance: number }): void;
}

type Field = 'amount' | 'reasonCode' | 'details';

export function AdjustTicketDialog({
  customerId,
  date,
  transactionId,
  ticket,
  onClose,
  onDone,
}: AdjustTicketDialogProps) {
  const { t } = useTranslation();
  const { call, userEmail, config } = useRuntimeServices();
  const queryClient = useQueryClient();
  const ids = useId();
  const [amount, setAmount] = useState('');
  const [reasonCode, setReasonCode] = useState('');
  const [details, setDetails] = useState('');
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const reasons = useKeyGoReasons();
  const maxDetails = Number(config.descriptionMaxLength ?? 200);
  // the suffix the server appends counts in the 200 (001 §5)
  const suffixLength = adjustmentSuffix(userEmail ?? '', ddmmyyyy(londonToday())).length;
  const errors = keyGoAdjustmentErrors(
    { amount, reasonCode, details, ticketFare: ticket.fare },
    { reasons: (reasons.data ?? []).map((r) => r.code), suffixLength, maxDetails },
  );
  // before the reasons arrive the chosen one cannot be checked: not an error to show
  if (reasons.isPending && errors.reasonCode === 'REASON_UNKNOWN') delete errors.reasonCode;
  const message = (field: Field) =>
    errors[field] &&
    t(`KEYGO_ADJUST_ERROR_${errors[field]}`, { fare: formatMoney(ticket.fare), max: maxDetails - suffixLength });
  const first = (['amount', 'reasonCode', 'details'] as const).find((f) => errors[f]);
  const blocked = first ? message(first) : reasons.isPending ? t('KEYGO_LOADING') : undefined;
  const save = useMutation({
    mutationFn: async () =>
      (
        (await call('adjustKeyGoBalance', {
          params: { id: customerId },
          body: {
            adjustmentValue: poundsToPence(amount.trim()),
            reasonCode,
            reasonDescription: details,
            transactionId,
            ticketId: ticket.id,
          },
          notify: false,
        })) as AdjustKeyGoBalanceReply
      ).result,
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: callQueryKey('').slice(0, 1) });
      onDone(result);
    },
  });
  const fieldError = (field: Field) =>
    touched[field] && errors[field] ? (
      <p id={`${ids}-${field}-error`} className="keygo-error" role="alert">
        {message(field)}
      </p>
    ) : null;
  const describedBy = (field: Field, help?: string) =>
    [help, touched[field] && errors[field] ? `${ids}-${field}-error` : undefined].filter(Boolean).join(' ') ||
    undefined;
  const touch = (field: Field) => setTouched((was) => ({ ...was, [field]: true }));
  return (
    <Dialog
      title={t('KEYGO_ADJUST_TICKET_TITLE', { date: ddmmyyyy(date) })}
      onClose={onClose}
      busy={save.isPending}
      error={save.error ? describeCallFailure(KEYGO_ERRORS, save.error, t).message : undefined}
      onSubmit={() => {
        setTouched({ amount: true, reasonCode: true, details: true });
        if (!blocked) save.mutate();
      }}
      footer={
        <BlockedSaveFooter
          id={ids}
          blocked={blocked}
          busy={save.isPending}
          label={t(save.isPending ? 'KEYGO_SAVING' : 'KEYGO_ADJUST_TICKET_SAVE')}
        />
      }
    >
      <p>
        {t('KEYGO_ADJUST_TICKET_QUESTION', {
          origin: ticket.originName ?? t('KEYGO_MISSING_ENTRY'),
          destination: ticket.destinationName ?? t('KEYGO_MISSING_EXIT'),
          fare: formatMoney(ticket.fare),
        })}
      </p>
      <div className="keygo-form">
        <label htmlFor={`${ids}-amount`}>{t('KEYGO_ADJUST_TICKET_AMOUNT')}</label>
        <input
          id={`${ids}-amount`}
          className="form-control"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          maxLength={7}
          value={amount}
          aria-invalid={touched.amount && errors.amount ? true : undefined}
          aria-describedby={describedBy('amount', `${ids}-amount-help`)}
          onChange={(e) => {
            setAmount(e.target.value);
            touch('amount');
          }}
        />
        <p id={`${ids}-amount-help`} className="keygo-hint keygo-form__wide">
          {t('KEYGO_ADJUST_TICKET_AMOUNT_HELP', { fare: formatMoney(ticket.fare) })}
        </p>
        {fieldError('amount')}
        <label htmlFor={`${ids}-reason`}>{t('KEYGO_ADJUST_REASON')}</label>
        <select
          id={`${ids}-reason`}
          value={reasonCode}
          disabled={reasons.isPending}
          aria-invalid={touched.reasonCode && errors.reasonCode ? true : undefined}
          aria-describedby={describedBy('reasonCode')}
          onChange={(e) => {
            setReasonCode(e.target.value);
            touch('reasonCode');
          }}
        >
          <option value="">{t(reasons.isPending ? 'KEYGO_LOADING' : 'KEYGO_CHOOSE')}</option>
          <KeyGoReasonOptions reasons={reasons.data ?? []} />
        </select>
        {fieldError('reasonCode')}
        <label htmlFor={`${ids}-details`}>{t('KEYGO_ADJUST_DETAILS')}</label>
        <textarea
          id={`${ids}-details`}
          className="form-control"
          rows={3}
          value={details}
          aria-invalid={touched.details && errors.details ? true : undefined}
          aria-describedby={describedBy('details', `${ids}-details-help`)}
          onChange={(e) => {
            setDetails(e.target.value);
            touch('details');
          }}
        />
        <p id={`${ids}-details-help`} className="keygo-hint keygo-form__wide">
          {t('KEYGO_ADJUST_TICKET_DETAILS_LEFT', {
            count: Math.max(0, maxDetails - suffixLength - details.length),
            max: maxDetails - suffixLength,
          })}
        </p>
        {fieldError('details')}
      </div>
    </Dialog>
  );
}
