// 000 §2 Resend-order-e-mail modal: a checkbox per sent e-mail, an address input under each checked one (000 §5:
// valid e-mail required), one call per checked e-mail. A failed resend stays checked with its address, to try again.
import { useState } from 'react';
import type { SentEmail } from '../../generated/types/SentEmail';
import { useTranslation } from '../../runtime/useTranslation';
import { describeCallFailure, Dialog, DialogCancel, formatDateTime, useRuntimeServices } from '../../runtime';
import { resendErrors, resendRequests, type ResendChoice } from './resendSelection';

export interface ResendEmailDialogProps {
  orderId: string;
  emails: SentEmail[];
  onClose(): void;
  /** after at least one e-mail went out: the list of sent e-mails has changed */
  onSent(): void;
}

export function ResendEmailDialog({ orderId, emails, onClose, onSent }: ResendEmailDialogProps) {
  const { t } = useTranslation();
  const services = useRuntimeServices();
  const [choices, setChoices] = useState<ResendChoice[]>(() =>
    emails.map((e) => ({
      emailId: e.id,
      checked: false,
      email: e.recipientEmail ?? '',
    })),
  );
  // Errors show once a field was left or a send was tried, not on the first key press.
  const [touched, setTouched] = useState<Set<number>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const errors = resendErrors(choices);
  const checkedCount = choices.filter((c) => c.checked).length;
  const update = (emailId: number, change: Partial<ResendChoice>) =>
    setChoices((all) => all.map((c) => (c.emailId === emailId ? { ...c, ...change } : c)));

  const send = async () => {
    setSubmitted(true);
    const requests = resendRequests(choices);
    if (requests.length === 0) {
      document.querySelector<HTMLElement>('.order-resend [aria-invalid=true]')?.focus();
      return;
    }
    setBusy(true);
    setFailure(undefined);
    const results = await Promise.allSettled(
      requests.map((r) =>
        services.call('resendOrderConfirmation', {
          params: { id: orderId },
          body: r,
          notify: false,
        }),
      ),
    );
    setBusy(false);
    const sent = new Set(requests.filter((_, i) => results[i].status === 'fulfilled').map((r) => r.emailId));
    if (sent.size > 0) onSent();
    if (sent.size === requests.length) {
      services.notify({ kind: 'success', message: t('EMAIL_RESEND_SUCCESS') });
      onClose();
      return;
    }
    // Said once, in the dialog: what failed and why (the first refusal; the calls go out with notify: false).
    const refusal = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    setFailure(`${t('EMAIL_RESEND_ERROR')}\n${describeCallFailure(undefined, refusal.reason, t).message}`);
    setChoices((all) => all.map((c) => (sent.has(c.emailId) ? { ...c, checked: false } : c)));
  };

  return (
    <Dialog
      title={t('ORDER_RESEND_TITLE')}
      onClose={onClose}
      busy={busy}
      error={failure}
      onSubmit={() => void send()}
      footer={
        <>
          <button type="submit" className="button button--primary" disabled={busy}>
            {t(busy ? 'ORDER_RESEND_SENDING' : 'ORDER_RESEND_SUBMIT')}
          </button>
          <DialogCancel />
        </>
      }
    >
      <fieldset className="order-resend">
        <legend>{t('ORDER_RESEND_CHOOSE')}</legend>
        {emails.map((email) => {
          const choice = choices.find((c) => c.emailId === email.id)!;
          const error = choice.checked && (submitted || touched.has(email.id)) ? errors.get(email.id) : undefined;
          const inputId = `resend-email-${email.id}`;
          return (
            <div key={email.id} className="order-resend__choice">
              <label>
                <input
                  type="checkbox"
                  checked={choice.checked}
                  onChange={(e) => update(email.id, { checked: e.target.checked })}
                />{' '}
                {t(`ORDER_EMAIL_TEMPLATE_${email.template}`, {
                  defaultValue: email.template,
                })}{' '}
                — {formatDateTime(email.dateSent)} ({email.recipientEmail})
              </label>
              {choice.checked && (
                <div className="form-group order-resend__address">
                  <label htmlFor={inputId}>
                    {t('ORDER_RESEND_ADDRESS', {
                      template: t(`ORDER_EMAIL_TEMPLATE_${email.template}`, {
                        defaultValue: email.template,
                      }),
                    })}
                  </label>
                  <input
                    id={inputId}
                    type="email"
                    className="form-control"
                    autoComplete="off"
                    value={choice.email}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${inputId}__error` : undefined}
                    onChange={(e) => update(email.id, { email: e.target.value })}
                    onBlur={() => setTouched((s) => new Set(s).add(email.id))}
                  />
                  {error && (
                    <p id={`${inputId}__error`} className="error-detail">
                      {t(error)}
                    </p>
                  )}
                </div>
              )}
            </div>
          );
        })}
      </fieldset>
      {submitted && checkedCount === 0 && (
        <p className="runtime-error" role="alert">
          {t('ORDER_RESEND_NONE_CHOSEN')}
        </p>
      )}
    </Dialog>
  );
}
