// 000 §2 Refund page "find printed ticket number": the numbers printed on one ticket, asked of GET /utn (000 §7), so
// the agent picks the one on the returned paper ticket instead of typing it. Choosing fills the ticket's field.
import { useQuery } from '@tanstack/react-query';
import type { GetUtnReply } from '../../generated/replies/GetUtnReply';
import { useTranslation } from '../../runtime/useTranslation';
import {
  callQueryKey,
  describeCallFailure,
  Dialog,
  DialogCancel,
  LoadingNotice,
  useRuntimeServices,
} from '../../runtime';

export interface FindTicketNumberDialogProps {
  orderId: number;
  ticketId: string;
  ticketName: string;
  onChoose(ticketNumber: string): void;
  onClose(): void;
}

export function FindTicketNumberDialog({
  orderId,
  ticketId,
  ticketName,
  onChoose,
  onClose,
}: FindTicketNumberDialogProps) {
  const { t } = useTranslation();
  const services = useRuntimeServices();
  const args = { query: { orderId: String(orderId) } };
  const lookup = useQuery({
    queryKey: callQueryKey('getUtn', args),
    queryFn: () => services.call('getUtn', { ...args, notify: false }) as Promise<GetUtnReply>,
    retry: false,
  });
  const numbers = (lookup.data?.result ?? []).filter((row) => row.printed && row.ticketId === ticketId);

  return (
    <Dialog
      title={t('REFUND_FIND_NUMBER_TITLE')}
      onClose={onClose}
      describedBy="refund-find-number-ticket"
      footer={<DialogCancel label="REFUND_CANCEL" />}
    >
      <p id="refund-find-number-ticket">{t('REFUND_FIND_NUMBER_TICKET', { name: ticketName, id: ticketId })}</p>
      {lookup.isPending ? (
        <LoadingNotice />
      ) : lookup.isError ? (
        <p className="runtime-error" role="alert">
          {t('REFUND_FIND_NUMBER_ERROR')} {describeCallFailure(undefined, lookup.error, t).message}
        </p>
      ) : numbers.length === 0 ? (
        <p className="panel__empty">{t('REFUND_FIND_NUMBER_NONE')}</p>
      ) : (
        <>
          <p>{t('REFUND_FIND_NUMBER_CHOOSE')}</p>
          <ul className="refund-find-numbers">
            {numbers.map((row) => (
              <li key={row.utn}>
                <button type="button" className="button" onClick={() => onChoose(row.utn)}>
                  {t('REFUND_FIND_NUMBER_USE', { number: row.utn })}
                </button>
                <span className="refund-row__meta">
                  {row.nlc ? t('REFUND_FIND_NUMBER_PRINTED_AT', { nlc: row.nlc }) : t('REFUND_FIND_NUMBER_POSTED')}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Dialog>
  );
}
