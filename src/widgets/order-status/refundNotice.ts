// What the order page's status callout says about refunds (000 §4 eligibility, §8 messages), from refundEligibility.
import type { RefundBlockReason, RefundEligibility } from '../../domain/refundEligibility';

export interface RefundNotice {
  tone: 'info' | 'warning' | 'error' | 'loading';
  /** i18n key */
  key: string;
  values?: Record<string, string>;
}

export interface RefundCallout {
  notices: RefundNotice[];
  /** Refund and Reject refund may be offered (each still behind its own permission). */
  actions: boolean;
}

const BLOCK_NOTICES: Record<Exclude<RefundBlockReason, 'FULLY_REFUNDED'>, RefundNotice> = {
  STATE: { tone: 'warning', key: 'ORDER_REFUND_BLOCKED_STATE' },
  NOT_PAID: { tone: 'warning', key: 'ORDER_REFUND_BLOCKED_NOT_PAID' },
  PROHIBITED: { tone: 'warning', key: 'ORDER_REFUND_BLOCKED_PROHIBITED' },
  REFUNDS_RESTRICTED: { tone: 'warning', key: 'ORDER_REFUND_BLOCKED_REFUNDS_RESTRICTED' },
  CUSTOMER_CANT: { tone: 'warning', key: 'ORDER_REFUND_BLOCKED_CUSTOMER_CANT' },
  LOADING: { tone: 'loading', key: 'ORDER_REFUND_CHECKING' },
  SMARTCARD_STATUS: {
    tone: 'warning',
    key: 'ORDER_REFUND_BLOCKED_SMARTCARD_STATUS',
  },
  SMARTCARD_LOOKUP: {
    tone: 'error',
    key: 'ORDER_REFUND_BLOCKED_SMARTCARD_LOOKUP',
  },
  ETICKETS_BLACKLISTED: {
    tone: 'warning',
    key: 'ORDER_REFUND_BLOCKED_ETICKETS_BLACKLISTED',
  },
  ETICKET_LOOKUP: { tone: 'error', key: 'ORDER_ETICKET_LOOKUP_ERROR' },
  ROLE: { tone: 'warning', key: 'ORDER_REFUND_BLOCKED_ROLE' },
};

/**
 * A fully refunded order shows no refund callout at all; a partially refunded one a notice; a blocked one why
 * ('Cannot refund because the state is X' names the state as the page shows it).
 * @example refundCallout({ allowed: false, reason: 'STATE', refundState: null }, 'Canceled')
 *   // { notices: [{ tone: 'warning', key: 'ORDER_REFUND_BLOCKED_STATE', values: { state: 'Canceled' } }], actions: false }
 */
export function refundCallout(eligibility: RefundEligibility, stateLabel: string): RefundCallout {
  if (eligibility.refundState === 'FULLY_REFUNDED' || eligibility.reason === 'FULLY_REFUNDED')
    return { notices: [], actions: false };
  const notices: RefundNotice[] = [];
  if (eligibility.refundState === 'PARTIALLY_REFUNDED') notices.push({ tone: 'info', key: 'ORDER_PARTIALLY_REFUNDED' });
  if (eligibility.allowed || eligibility.reason === null) return { notices, actions: eligibility.allowed };
  const block = BLOCK_NOTICES[eligibility.reason];
  notices.push(eligibility.reason === 'STATE' ? { ...block, values: { state: stateLabel } } : block);
  return { notices, actions: false };
}
