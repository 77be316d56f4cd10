// 001 §2 Transfer smartcard modal, §4 transfer flow: find the recipient by e-mail (GET /admin/customers/?email=, exactly
// one match), refuse with the 001 §8 texts when they already have or registered for a card or have no account
// (src/domain/transferRefusal), then confirm: PUT /admin/customers/{from}/smartcard-transfer {smartcardAddress, from, to,
// isrn} (001 §3/§7: the card's address goes with it). The server refuses again (400 with the same texts; 409 while
// products remain on the card, 001 §4); every failure says SMARTCARD_TRANSFER_ERROR (001 §7), then the named reason
// (src/domain/smartcardTransferFailure).
import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../runtime/useTranslation';
import { smartcardTransferFailure } from '../../domain/smartcardTransferFailure';
import { transferRefusal, type TransferRecipient } from '../../domain/transferRefusal';
import { transferSmartcardAddress } from '../../domain/transferSmartcardAddress';
import type { TransferSmartcardReply } from '../../generated/replies/TransferSmartcardReply';
import {
  Dialog,
  DialogCancel,
  FormattedValue,
  describeCallFailure,
  useRuntimeServices,
  type ActionWidgetProps,
} from '../../runtime';
import './smartcards.css';

interface Recipient extends TransferRecipient {
  id: number;
}

export default function SmartcardTransfer({ record, routeParams, onClose, onSuccess }: ActionWidgetProps) {
  const { t } = useTranslation();
  const services = useRuntimeServices();
  const queryClient = useQueryClient();
  const customer = (record ?? {}) as {
    id: number;
    smartcardNumber?: string | null;
    addresses?: Array<Record<string, unknown> & { isSmartcard?: boolean }>;
  };
  const from = Number(routeParams.cid ?? customer.id);
  const [email, setEmail] = useState('');
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const [recipient, setRecipient] = useState<Recipient | undefined>(undefined);
  const emailId = useId();

  const find = useMutation({
    mutationFn: async (address: string) =>
      (await services.call('findCustomersByEmail', { query: { email: address }, notify: false })) as {
        result?: Recipient[];
      },
    onSuccess: (reply, address) => {
      const matches = reply.result ?? [];
      const why = transferRefusal(matches, address);
      setRefusal(why ?? undefined);
      setRecipient(why ? undefined : matches[0]);
    },
  });
  const transfer = useMutation({
    mutationFn: async () =>
      (await services.call('transferSmartcard', {
        params: { id: String(from) },
        body: {
          smartcardAddress: transferSmartcardAddress(customer.addresses),
          from,
          to: recipient!.id,
          isrn: customer.smartcardNumber,
        },
        notify: false,
      })) as TransferSmartcardReply,
    onSuccess: async (reply) => {
      services.notify({ kind: 'success', message: t('SMARTCARD_TRANSFER_SUCCESS', { email: recipient?.email }) });
      await queryClient.invalidateQueries();
      onSuccess(reply.result);
    },
  });
  const transferFailure = transfer.error ? smartcardTransferFailure(transfer.error) : undefined;
  // 001 §7 every failure says SMARTCARD_TRANSFER_ERROR; a reason the server named follows it
  const failureText = transferFailure
    ? [
        t(transferFailure.key),
        transferFailure.text ?? (transferFailure.reasonKey ? t(transferFailure.reasonKey) : undefined),
      ]
        .filter(Boolean)
        .join(' ')
    : find.error
      ? describeCallFailure(undefined, find.error, t).message
      : undefined;
  const busy = find.isPending || transfer.isPending;

  const lookUp = () => {
    const address = email.trim();
    setRecipient(undefined);
    setRefusal(undefined);
    transfer.reset();
    if (address) find.mutate(address);
  };

  return (
    <Dialog
      title={t('TRANSFER_SMARTCARD_FORM')}
      onClose={onClose}
      busy={busy}
      error={failureText}
      onSubmit={recipient ? () => transfer.mutate() : lookUp}
      footer={
        <>
          {recipient ? (
            <button type="submit" className="button button--primary" disabled={busy}>
              {t('SMARTCARD_TRANSFER_CONFIRM_TO')}
            </button>
          ) : (
            <button type="submit" className="button button--primary" disabled={busy}>
              {t('SMARTCARD_TRANSFER_FIND')}
            </button>
          )}
          <DialogCancel />
        </>
      }
    >
      <div className="smartcard-form">
        <p>
          {t('SMARTCARD_TRANSFER_CARD')} <FormattedValue value={customer.smartcardNumber} format="isrn" />
        </p>
        <label htmlFor={emailId}>{t('SMARTCARD_TRANSFER_RECIPIENT_EMAIL')}</label>
        <input
          id={emailId}
          type="email"
          maxLength={254}
          value={email}
          autoComplete="off"
          onChange={(e) => {
            setEmail(e.target.value);
            setRecipient(undefined);
            setRefusal(undefined);
          }}
        />
        {refusal && (
          <p className="callout callout--danger" role="alert">
            {refusal}
          </p>
        )}
        {recipient && (
          <p className="callout callout--info" role="status">
            {t('SMARTCARD_TRANSFER_RECIPIENT', {
              name: `${recipient.firstNames} ${recipient.surname}`,
              email: recipient.email,
              id: recipient.id,
            })}
          </p>
        )}
      </div>
    </Dialog>
  );
}
