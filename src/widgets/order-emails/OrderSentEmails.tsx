// 000 §2 Order page sent e-mails (GET /orders/{id}/emails/, with a status refresh) and the Resend e-mail action.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { GetOrderEmailsReply } from '../../generated/replies/GetOrderEmailsReply';
import type { SentEmail } from '../../generated/types/SentEmail';
import { useTranslation } from '../../runtime/useTranslation';
import { DataTable, LoadingNotice, callQueryKey, useRuntimeServices, type WidgetProps } from '../../runtime';
import { orderOf } from '../order-common/orderLookups';
import { ResendEmailDialog } from './ResendEmailDialog';
import '../order-common/orders.css';

export default function OrderSentEmails({ reply, panel, readOnly }: WidgetProps) {
  const { t } = useTranslation();
  const services = useRuntimeServices();
  const queryClient = useQueryClient();
  const orderId = String(orderOf(reply)?.id ?? '');
  const args = { params: { id: orderId } };
  const key = callQueryKey('getOrderEmails', args);
  const emails = useQuery({
    queryKey: key,
    queryFn: () => services.call('getOrderEmails', args) as Promise<GetOrderEmailsReply>,
    enabled: orderId !== '',
    retry: false,
  });
  const [refreshing, setRefreshing] = useState(false);
  const [resending, setResending] = useState(false);

  // 000 §7 "with refresh": asks the server to re-read the delivery status; the answer replaces the list.
  const refresh = async () => {
    setRefreshing(true);
    try {
      queryClient.setQueryData(
        key,
        await services.call('getOrderEmails', {
          ...args,
          query: { refresh: true },
        }),
      );
    } catch {
      // the app has said what went wrong; the list shown stays
    } finally {
      setRefreshing(false);
    }
  };

  if (emails.isPending) return <LoadingNotice />;
  if (emails.isError) {
    return (
      <div className="runtime-error" role="alert">
        <p>{t('ORDER_EMAILS_LOAD_ERROR')}</p>
        <button type="button" className="button" onClick={() => void emails.refetch()}>
          {t('RUNTIME_RETRY')}
        </button>
      </div>
    );
  }
  const rows: SentEmail[] = Array.isArray(emails.data?.result) ? emails.data.result : [];
  return (
    <>
      {rows.length === 0 ? (
        <p className="panel__empty">{t(panel?.empty ?? 'RUNTIME_PANEL_EMPTY')}</p>
      ) : (
        <>
          <div className="actions order-emails-actions" role="group" aria-label={t('ORDER_EMAILS_ACTIONS')}>
            {/* a read-only screen offers no resend; re-reading the delivery status changes nothing */}
            {!readOnly && (
              <button type="button" className="button" onClick={() => setResending(true)}>
                {t('ORDER_RESEND_ACTION')}
              </button>
            )}
            <button type="button" className="button" disabled={refreshing} onClick={() => void refresh()}>
              {t(refreshing ? 'ORDER_EMAILS_REFRESHING' : 'ORDER_EMAILS_REFRESH')}
            </button>
          </div>
          <div aria-busy={emails.isFetching || refreshing || undefined}>
            <DataTable
              columns={panel?.columns ?? []}
              rows={rows as unknown as Record<string, unknown>[]}
              label={panel?.title ? t(panel.title) : undefined}
            />
          </div>
        </>
      )}
      {resending && (
        <ResendEmailDialog
          orderId={orderId}
          emails={rows}
          onClose={() => setResending(false)}
          onSent={() => void queryClient.invalidateQueries({ queryKey: key })}
        />
      )}
    </>
  );
}
