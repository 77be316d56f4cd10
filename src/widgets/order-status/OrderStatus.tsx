// 000 §2 Order page status callout: display state (Amended, Fulfilled / Not fulfilled), name and description, the
// refund rejection, and — by 000 §4 eligibility and the user's permissions — Refund (to the refund page) and Reject refund.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../runtime/useTranslation';
import { canRejectOrderRefund } from '../../domain/canRejectOrderRefund';
import { checkGate } from '../../domain/checkGate';
import { orderDisplayState } from '../../domain/orderDisplayState';
import { refundEligibility } from '../../domain/refundEligibility';
import { isItsoOrder } from '../../domain/rejectRefundReasons';
import { statusTone } from '../../domain/statusTone';
import {
  FormattedValue,
  ModalForm,
  formatDateTime,
  formatValue,
  useRuntimeServices,
  type WidgetProps,
} from '../../runtime';
import { orderOf, useETicketLookup, useFulfilment, useSmartcardStatus } from '../order-common/orderLookups';
import { RefundOutcomeDialog } from '../refund-calculator/RefundOutcomeDialog';
import { refundCallout } from './refundNotice';
import { REJECT_REFUND_MODAL } from './rejectRefundModal';
import '../order-common/orders.css';

export default function OrderStatus({ reply, routeParams, readOnly }: WidgetProps) {
  const { t } = useTranslation();
  const services = useRuntimeServices();
  const order = orderOf(reply);
  const fulfilment = useFulfilment(order);
  const eTickets = useETicketLookup(order);
  const smartcardStatus = useSmartcardStatus(order);
  const [rejecting, setRejecting] = useState(false);
  if (!order) return null;

  if (order.orderType === 'DRC') {
    return (
      <div className="runtime-notice" role="status">
        <p>
          {t('ORDER_IS_DRC')} <Link to={`/drc-orders/${order.id}`}>{t('ORDER_OPEN_DRC')}</Link>
        </p>
      </div>
    );
  }

  const displayState = orderDisplayState(order, fulfilment);
  const stateLabel = formatValue('status', displayState, t);
  const name = typeof order.stateName === 'string' ? t(order.stateName) : '';
  const description = typeof order.stateDescription === 'string' ? t(order.stateDescription) : '';
  const eligibility = refundEligibility({
    order,
    gate: services.gateContext,
    eTickets: eTickets.lookup,
    smartcardStatus,
  });
  const callout = refundCallout(eligibility, stateLabel);
  // a read-only screen offers neither Refund nor Reject refund (the callout still says what the state allows)
  const canRefund = !readOnly && callout.actions && checkGate({ permission: 'canRefundOrder' }, services.gateContext);
  const canReject = !readOnly && canRejectOrderRefund(eligibility, services.gateContext, isItsoOrder(order));
  const rejectReason = typeof order.refundRejectReason === 'string' ? order.refundRejectReason : null;

  return (
    <div className={`order-callout order-callout--${statusTone(displayState)}`}>
      <p className="order-callout__title">
        {name && name !== stateLabel && <strong>{name}</strong>} <FormattedValue value={displayState} format="status" />
      </p>
      {description && <p>{description}</p>}
      {(order.refundRejectionDate || rejectReason) && (
        <dl className="order-callout__rejection">
          <div>
            <dt>{t('ORDER_REFUND_REJECTED_ON')}</dt>
            <dd>{formatDateTime(order.refundRejectionDate) || '—'}</dd>
          </div>
          <div>
            <dt>{t('ORDER_REFUND_REJECT_REASON')}</dt>
            <dd>
              {rejectReason
                ? t(`REFUND_REJECT_REASON_${rejectReason}`, {
                    defaultValue: rejectReason,
                  })
                : '—'}
              {typeof order.refundRejectOtherReason === 'string' && order.refundRejectOtherReason && (
                <>
                  : <FormattedValue value={order.refundRejectOtherReason} format="longText" />
                </>
              )}
            </dd>
          </div>
        </dl>
      )}
      {callout.notices.map((notice) =>
        notice.tone === 'loading' ? (
          <p key={notice.key} className="runtime-loading" role="status">
            {t(notice.key)}
          </p>
        ) : (
          <p
            key={notice.key}
            className={`order-notice order-notice--${notice.tone}`}
            role={notice.tone === 'error' ? 'alert' : undefined}
          >
            {t(notice.key, notice.values)}
          </p>
        ),
      )}
      {(canRefund || canReject) && (
        <div className="actions" role="group" aria-label={t('ORDER_REFUND_ACTIONS')}>
          {canRefund && (
            <Link className="button button--primary" to={`/orders/${order.id}/refund`}>
              {t('ORDER_REFUND_ACTION')}
            </Link>
          )}
          {canReject && (
            <button type="button" className="button" onClick={() => setRejecting(true)}>
              {t('ORDER_REJECT_REFUND_ACTION')}
            </button>
          )}
        </div>
      )}
      {rejecting && (
        <ModalForm
          modal={REJECT_REFUND_MODAL}
          record={order}
          routeParams={routeParams}
          onClose={() => setRejecting(false)}
        />
      )}
      {/* the failed-refund / manual-hotlisting dialog handed over by the refund page (docs/api/orders.md "Console hand-over") */}
      <RefundOutcomeDialog />
    </div>
  );
}
