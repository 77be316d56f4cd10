// 000 §4 Refund eligibility: allowed states, prohibited, partial/full refunds, what the customer can't, smartcard status, e-tickets, role rights; 001 §4 the buyer's refund restriction.
import { checkGate, type GateContext } from './checkGate';
import { orderTickets, type ETicketStatus, type Order } from './order';
import { orderRefundState, type OrderRefundState } from './orderRefundState';
import { refundCategory, refundCategoryRight } from './refundCategory';

/** Paid orders in these states may be refunded (a Refunded order only while partially refunded). */
export const REFUNDABLE_STATES: readonly string[] = ['Pending', 'Complete', 'Refunded'];

/** Smartcard statuses that let a smartcard order be refunded when validation is on. */
export const REFUNDABLE_SMARTCARD_STATUSES: readonly string[] = ['ACTIVE', 'HOTLISTED'];

export type RefundBlockReason =
  | 'STATE' // 'Cannot refund because the state is X'
  | 'NOT_PAID'
  | 'PROHIBITED'
  | 'REFUNDS_RESTRICTED' // 001 §4: the buyer's account has refunds restricted (a refund lock in force)
  | 'FULLY_REFUNDED'
  | 'CUSTOMER_CANT' // no canRefundWhatCustomerCant and the order cannot be refunded online
  | 'LOADING' // the e-ticket or smartcard lookup has not answered yet
  | 'SMARTCARD_STATUS' // card neither ACTIVE nor HOTLISTED: retry later
  | 'SMARTCARD_LOOKUP'
  | 'ETICKETS_BLACKLISTED'
  | 'ETICKET_LOOKUP' // 'Error loading eticket status: refund disabled.'
  | 'ROLE'; // no right for any kind of ticket in the order

export type ETicketLookup =
  | { status: 'ok'; tickets: readonly Pick<ETicketStatus, 'isBlacklisted'>[] }
  | { status: 'notFound' }
  | { status: 'error' }
  | { status: 'loading' };

export interface RefundEligibility {
  allowed: boolean;
  reason: RefundBlockReason | null;
  refundState: OrderRefundState;
}

export interface RefundEligibilityInput {
  order: Pick<Order, 'state' | 'total' | 'trips' | 'delivery' | 'refundCanBeAttemptedOnline'> & {
    refunds?: Partial<Order['refunds']> | null;
    /** 001 §4: the buyer's account has a refund restriction in force */
    customerRefundsRestricted?: boolean;
  };
  gate: GateContext;
  /** e-ticket orders only: the result of the e-ticket status lookup */
  eTickets?: ETicketLookup;
  /** smartcard orders only: the card status, 'error' when the lookup failed, undefined while loading */
  smartcardStatus?: string | null;
}

/**
 * Whether this user may start a refund of this order, and if not the first reason why. Used by the order page
 * (Refund / Reject actions), the refund page, and the server before it takes a refund.
 * @example refundEligibility({ order, gate: services.gateContext, eTickets: { status: 'notFound' } })
 */
export function refundEligibility(input: RefundEligibilityInput): RefundEligibility {
  const { order, gate } = input;
  const refundState = orderRefundState(order);
  const no = (reason: RefundBlockReason): RefundEligibility => ({ allowed: false, reason, refundState });

  if (!REFUNDABLE_STATES.includes(order.state)) return no('STATE');
  if (!(order.total > 0)) return no('NOT_PAID');
  if (order.refunds?.prohibited) return no('PROHIBITED');
  if (order.customerRefundsRestricted) return no('REFUNDS_RESTRICTED');
  if (refundState === 'FULLY_REFUNDED') return no('FULLY_REFUNDED');
  if (!order.refundCanBeAttemptedOnline && !checkGate({ permission: 'canRefundWhatCustomerCant' }, gate))
    return no('CUSTOMER_CANT');

  if (order.delivery?.isSmartcard && gate.flags.enableSmartcardValidation) {
    const status = input.smartcardStatus;
    if (status === undefined) return no('LOADING');
    if (status === 'error' || status === null) return no('SMARTCARD_LOOKUP');
    if (!REFUNDABLE_SMARTCARD_STATUSES.includes(status)) return no('SMARTCARD_STATUS');
  }

  if (order.delivery?.isETicket) {
    const lookup = input.eTickets ?? { status: 'loading' };
    if (lookup.status === 'loading') return no('LOADING');
    if (lookup.status === 'error') return no('ETICKET_LOOKUP');
    if (lookup.status === 'ok' && lookup.tickets.length > 0 && lookup.tickets.every((t) => t.isBlacklisted)) {
      return no('ETICKETS_BLACKLISTED');
    }
  }

  const categories = new Set(
    orderTickets(order)
      .filter(({ ticket }) => !ticket.refunded)
      .map(({ ticket, fare, trip }) => refundCategory(ticket, order.delivery, { fare, trip })),
  );
  const mayRefundSome = [...categories].some((c) => checkGate({ permission: refundCategoryRight[c] }, gate));
  if (!mayRefundSome) return no('ROLE');

  return { allowed: true, reason: null, refundState };
}
