// 000 §2 DRC e-mails with resend: the recipient (the original one, changeable) must be a valid e-mail (000 §5).
import { useState } from 'react';
import { useTranslation } from '../../runtime/useTranslation';
import { isEmailAddress } from '../../domain/isEmailAddress';
import { Dialog } from '../../runtime';
import { RailcardField } from '../railcard-shared/RailcardField';
import { RailcardFormButtons } from '../railcard-shared/RailcardFormButtons';
import { useRailcardCall } from '../railcard-shared/useRailcardCall';
import type { DigitalRailcardEmail } from '../../generated/types/DigitalRailcardEmail';

/** A row of the DRC e-mails panel (listDigitalRailcardEmails): the fields the dialog uses. */
export type DrcEmail = Pick<DigitalRailcardEmail, 'id' | 'subject' | 'recipient'>;

export interface ResendEmailDialogProps {
  customerId: string;
  email: DrcEmail;
  onDone(): void;
  onClose(): void;
}

export function ResendEmailDialog({ customerId, email, onDone, onClose }: ResendEmailDialogProps) {
  const { t } = useTranslation();
  const [recipient, setRecipient] = useState(email.recipient);
  const [touched, setTouched] = useState(false);
  const valid = isEmailAddress(recipient.trim());
  const send = useRailcardCall({
    call: 'sendDigitalRailcardEmail',
    params: { userId: customerId },
    failure: 'DRC_EMAIL_RESEND_ERROR',
    // 001 §8 a partial failure: the resend was taken but the mail could not be delivered (the row is listed FAILED)
    success: (reply) =>
      reply.result.status === 'FAILED'
        ? { kind: 'warning', message: t('DRC_EMAIL_RESEND_UNDELIVERED', { recipient: recipient.trim() }) }
        : t('DRC_EMAIL_RESEND_SUCCESS', { recipient: recipient.trim() }),
    onDone,
  });
  return (
    <Dialog
      title={t('DRC_EMAIL_RESEND_TITLE')}
      onClose={onClose}
      busy={send.busy}
      error={send.error}
      onSubmit={() => {
        setTouched(true);
        if (valid) send.send({ emailId: email.id, recipient: recipient.trim() });
      }}
      footer={
        <RailcardFormButtons
          label="DRC_EMAIL_RESEND_SEND"
          busyLabel="DRC_EMAIL_RESEND_SENDING"
          busy={send.busy}
          invalid={!valid}
        />
      }
    >
      <p>{email.subject}</p>
      <RailcardField
        label="DRC_EMAIL_RECIPIENT"
        error={valid ? undefined : 'DRC_EMAIL_ERROR_RECIPIENT'}
        showError={touched}
      >
        <input
          className="form-control"
          type="email"
          autoComplete="off"
          maxLength={254}
          value={recipient}
          disabled={send.busy}
          onChange={(e) => setRecipient(e.target.value)}
          onBlur={() => setTouched(true)}
        />
      </RailcardField>
    </Dialog>
  );
}
