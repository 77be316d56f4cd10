// 000 §3 Order as the API answers it (docs/api/orders.md "Order"): the row, the buyer and the detail, plus what is
// derived (stateName/stateDescription keys, hasSeason, refunds.refundable/fullyRefunded/partiallyRefunded).
import { cardExpired } from '../../../src/domain/cardExpired';
import { londonToday } from '../../../src/domain/londonToday';
import { orderTickets, PAYMENT_LISTS, type Payments as StoredPayments } from '../../../src/domain/order';
import { orderRefundState } from '../../../src/domain/orderRefundState';
import { REFUNDABLE_STATES } from '../../../src/domain/refundEligibility';
import type { Order } from '../../../src/generated/types/Order';
import type { OrderDelivery } from '../../../src/generated/types/OrderDelivery';
import type { Payments } from '../../../src/generated/types/Payments';
import type { RefundLogRow } from '../../../src/generated/types/RefundLogRow';
import type { FulfilmentCode } from './fulfilment';
import type { LoadedOrder } from './loadOrder';
import { orderStateOf } from './orderStateOf';

/** i18n key of a state: ORDER_STATE_COMPLETE, ORDER_STATE_FULFIL_REFUND_FAILURE … */
export function stateKey(state: string): string {
  return `ORDER_STATE_${state.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase()}`;
}

export function orderView({ row, buyer, detail }: LoadedOrder): Order {
  const {
    fulfilment: _f,
    eTicketLookup: _e,
    alreadyPaidForRefund: _a,
    refundRecords: _r,
    paymentRefunds: _p,
    ...shown
  } = detail;
  const refundState = orderRefundState(detail);
  const tickets = orderTickets(detail).map(({ ticket }) => ticket);
  return {
    id: row.id,
    ...shown,
    delivery: deliveryView(detail.delivery),
    state: orderStateOf(row.state),
    stateName: stateKey(row.state),
    stateDescription: `${stateKey(row.state)}_DESCRIPTION`,
    brand: row.brand,
    channel: row.channel,
    purchaseDate: row.purchaseDate.toISOString(),
    wasAmended: row.wasAmended,
    collectionReference: row.collectionReference,
    customerId: row.customerId,
    customerName: `${buyer.firstNames} ${buyer.surname}`,
    email: buyer.email,
    telephoneNumber: buyer.telephoneNumber,
    postcode: buyer.postcode,
    customerRefundsRestricted: buyer.refundsRestricted,
    hasSeason: tickets.some((t) => t.ticketTypeCode.isSeason),
    hasRewardPoints: detail.rewardPoints > 0,
    // null, not 0, when there are none: the order page's Rewards panel then shows its empty notice
    rewardPoints: detail.rewardPoints > 0 ? detail.rewardPoints : null,
    total: row.total,
    payments: withCardExpiry(detail.payments),
    changeoverPayments: withCardExpiry(detail.changeoverPayments),
    refunds: {
      // each row's calculations are SeasonCalculations: a refund's computed ones, or a reject-notify's, which the
      // route validated against seasonCalculation.schema.json
      log: detail.refunds.log as RefundLogRow[],
      prohibited: detail.refunds.prohibited,
      refundable:
        REFUNDABLE_STATES.includes(row.state) &&
        !detail.refunds.prohibited &&
        tickets.some((t) => !t.refunded && !t.refundDisabled),
      fullyRefunded: refundState === 'FULLY_REFUNDED',
      partiallyRefunded: refundState === 'PARTIALLY_REFUNDED',
    },
  };
}

/**
 * 000 §9 "Expired card": computed from each card's MM/YY expiry on the day it is read, not stored (for the order's
 * payments and its changeover payments alike).
 */
function withCardExpiry(payments: StoredPayments): Payments {
  const today = londonToday();
  // the stored rows are built per list by orderDetail.ts payment() with that kind's fields (paymentCard,
  // paypalPayment … schemas); the card lists get `expired` here
  return Object.fromEntries(
    PAYMENT_LISTS.map((list) => [
      list,
      (payments[list] ?? []).map((p) =>
        typeof p.expiryDate === 'string' ? { ...p, expired: cardExpired(p.expiryDate, today) } : p,
      ),
    ]),
  ) as unknown as Payments;
}

/** The stored delivery as declared: deliveryFor() sets the code with fulfilmentCodeOf and a postal address's seven keys. */
function deliveryView(delivery: LoadedOrder['detail']['delivery']): OrderDelivery {
  return {
    ...delivery,
    fulfilmentMethod: delivery.fulfilmentMethod as FulfilmentCode,
    address: delivery.address as OrderDelivery['address'],
  };
}
