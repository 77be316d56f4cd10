// 000 §2 Refund page (/orders/{id}/refund): reason, fee, surrender date, tickets, payments, season calculation,
// summary, manual refund, Reject / Confirm. Loads the refund order, then hands it to the form.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../runtime/useTranslation';
import { callQueryKey, LoadingNotice, useRuntimeServices, type WidgetProps } from '../../runtime';
import { checkGate } from '../../domain/checkGate';
import { RefundForm } from './RefundForm';
import type { GetRefundOrderReply } from '../../generated/replies/GetRefundOrderReply';
import type { GetRefundReasonsReply } from '../../generated/replies/GetRefundReasonsReply';
import type { RefundOrder } from '../../generated/types/RefundOrder';
import './refundCalculator.css';

function LoadFailed({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div className="runtime-error" role="alert">
      <p>{t('REFUND_LOAD_ERROR')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('REFUND_RETRY')}
      </button>
    </div>
  );
}

/** Why this order cannot be refunded (000 §8 'Cannot refund because the state is X'). */
function NotRefundable({ order }: { order: RefundOrder }) {
  const { t } = useTranslation();
  const reason = order.eligibility.reason ?? 'STATE';
  return (
    <div className="runtime-notice refund-blocked" role="status">
      <p>{t(`REFUND_PAGE_BLOCKED_${reason}`, { state: order.state })}</p>
      <p>
        <Link to={`/orders/${order.id}`}>{t('REFUND_BACK_TO_ORDER', { id: order.id })}</Link>
      </p>
    </div>
  );
}

export default function RefundCalculator({ routeParams }: WidgetProps) {
  const { t } = useTranslation();
  const services = useRuntimeServices();
  const id = routeParams.id ?? '';
  const validId = /^[0-9]{1,15}$/.test(id);
  const mayUseManual = checkGate({ permission: 'canUseManualRefund' }, services.gateContext);

  const orderArgs = { params: { id } };
  const order = useQuery({
    queryKey: callQueryKey('getRefundOrder', orderArgs),
    queryFn: () => services.call('getRefundOrder', orderArgs) as Promise<GetRefundOrderReply>,
    enabled: validId,
    // the form keeps what the user typed; a background refetch must not replace the order under it
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const reasons = useQuery({
    queryKey: callQueryKey('getRefundReasons'),
    queryFn: () => services.call('getRefundReasons') as Promise<GetRefundReasonsReply>,
    staleTime: Infinity,
  });
  const manualOptions = useQuery({
    queryKey: callQueryKey('getManualRefundOptions'),
    queryFn: () =>
      services.call('getManualRefundOptions') as Promise<{ result: Array<{ code: string; name: string }> }>,
    enabled: mayUseManual,
    staleTime: Infinity,
  });

  if (!validId)
    return (
      <p className="runtime-notice" role="status">
        {t('RUNTIME_NOT_FOUND')}
      </p>
    );
  if (order.isError || reasons.isError) {
    if ((order.error as { status?: number } | null)?.status === 404)
      return (
        <p className="runtime-notice" role="status">
          {t('RUNTIME_NOT_FOUND')}
        </p>
      );
    return (
      <LoadFailed
        onRetry={() => {
          if (order.isError) void order.refetch();
          if (reasons.isError) void reasons.refetch();
        }}
      />
    );
  }
  if (!order.data || !reasons.data) return <LoadingNotice />;
  const refundOrder = order.data.result;
  if (!refundOrder.eligibility.allowed) return <NotRefundable order={refundOrder} />;
  // Manual options fall back to the brand's list when their call fails: the block stays usable.
  const options =
    manualOptions.data?.result ??
    ((services.config.manualRefundOptions as string[] | undefined) ?? []).map((code) => ({
      code,
      name: `MANUAL_REFUND_OPTION_${code}`,
    }));
  return <RefundForm key={refundOrder.id} order={refundOrder} reasons={reasons.data.result} manualOptions={options} />;
}
