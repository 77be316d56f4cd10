// 000 §4 Refund eligibility of a stored order for one caller: the e-ticket lookup and the card status come from the
// sandbox's own data, the rule from src/domain/refundEligibility (the console runs the same rule).
import type { GateContext } from '../../../src/domain/checkGate';
import { orderTickets } from '../../../src/domain/order';
import { refundEligibility, type ETicketLookup, type RefundEligibility } from '../../../src/domain/refundEligibility';
import type { Db } from '../../db/connect';
import type { LoadedOrder } from './loadOrder';
import { orderView } from './orderView';
import { smartcardStatusOf } from './smartcardStatus';

export interface EligibilityFacts {
  eligibility: RefundEligibility;
  smartcardStatus: string | null;
}

export async function eligibilityFor(db: Db, order: LoadedOrder, gate: GateContext): Promise<EligibilityFacts> {
  const { detail } = order;
  const eTickets: ETicketLookup =
    detail.eTicketLookup === 'ok'
      ? {
          status: 'ok',
          tickets: orderTickets(detail).flatMap(({ ticket }) => (ticket.eTicket ? [ticket.eTicket] : [])),
        }
      : { status: detail.eTicketLookup };
  const isrn = detail.delivery.isSmartcard ? detail.delivery.smartcardNumber : null;
  const smartcardStatus = isrn ? await smartcardStatusOf(db, isrn) : null;
  const eligibility = refundEligibility({
    order: orderView(order),
    gate,
    eTickets,
    smartcardStatus: detail.delivery.isSmartcard ? smartcardStatus : undefined,
  });
  return { eligibility, smartcardStatus };
}

/** The message of a refusal, as the order page words it (000 §8 'Cannot refund because the state is X'). */
export function eligibilityMessage(reason: RefundEligibility['reason'], state: string): string {
  switch (reason) {
    case 'STATE':
      return `Cannot refund because the state is ${state}`;
    case 'NOT_PAID':
      return 'Cannot refund an order that was not paid';
    case 'PROHIBITED':
      return 'Refunds are prohibited on this order';
    case 'REFUNDS_RESTRICTED':
      return "Refunds are restricted on the customer's account";
    case 'FULLY_REFUNDED':
      return 'The order is fully refunded';
    case 'SMARTCARD_STATUS':
      return 'The smartcard cannot be refunded in its current status: retry the refund after an hour';
    case 'SMARTCARD_LOOKUP':
      return 'The smartcard status could not be read: retry the refund after an hour';
    case 'ETICKETS_BLACKLISTED':
      return 'Every e-ticket of the order is blacklisted';
    case 'ETICKET_LOOKUP':
      return 'Error loading eticket status: refund disabled.';
    default:
      return 'The order cannot be refunded';
  }
}
