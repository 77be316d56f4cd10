// 000 §2 DRC e-mails with resend: the recipient (the original one, changeable) must be a valid e-mail (000 §5).
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isEmailAddress } from '../../domain/isEmailAddress';
import { useRuntimeServices } from '../../runtime';
import { failureMessage } from '../railcard-shared/failureMessage';
import { RailcardDialog } from '../railcard-shared/RailcardDialog';
import { RailcardField } from '../railcard-shared/RailcardField';
import type { DrcEmail } from './LinkedDigitalRailcards';

export interface ResendEmailDialogProps {
  customerId: string;
  email: DrcEmail;
  onDone(): void;
  onClose(): void;
}

export function ResendEmailDialog({ customerId, email, onDone, onClose }: ResendEmailDialogProps) {
  const { t } = useTranslation();
  const services = useRuntimeServices();
  const [recipient, setRecipient] = useState(email.recipient);
  const [touched, setTouched] = useState(false);
  const valid = isEmailAddress(recipient.trim());
  const send = useMutation({
    mutationFn: () =>
      services.call('sendDigitalRailcardEmail', { params: { userId: customerId }, body: { emailId: email.id, recipient: recipient.trim() }, notify: false }),
    onSuccess: () => {
      services.notify({ kind: 'success', message: t('DRC_EMAIL_RESEND_SUCCESS', { recipient: recipient.trim() }) });
      onDone();
    },
    onError: (error) => services.notify({ kind: 'error', message: failureMessage(t, 'DRC_EMAIL_RESEND_ERROR', error) }),
  });
  return (
    <RailcardDialog title={t('DRC_EMAIL_RESEND_TITLE')} onClose={onClose}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          if (valid && !send.isPending) send.mutate();
        }}
      >
        {send.isError && (
          <p className="runtime-error" role="alert">
            {failureMessage(t, 'DRC_EMAIL_RESEND_ERROR', send.error)}
          </p>
        )}
        <p>{email.subject}</p>
        <RailcardField label="DRC_EMAIL_RECIPIENT" error={valid ? undefined : 'DRC_EMAIL_ERROR_RECIPIENT'} showError={touched}>
          <input
            className="form-control"
            type="email"
            autoComplete="off"
            maxLength={254}
            value={recipient}
            disabled={send.isPending}
            onChange={(e) => setRecipient(e.target.value)}
            onBlur={() => setTouched(true)}
          />
        </RailcardField>
        <div className="form-buttons">
          <button type="submit" className="button button--primary" disabled={!valid || send.isPending}>
            {t(send.isPending ? 'DRC_EMAIL_RESEND_SENDING' : 'DRC_EMAIL_RESEND_SEND')}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t('RAILCARD_CANCEL')}
          </button>
        </div>
      </form>
    </RailcardDialog>
  );
}
