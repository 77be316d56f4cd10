// 000 §4 Ticket refundability: not refunded, refund not disabled, advance tickets only with an advance reason (rebook reasons need rebook data), e-tickets not blacklisted;
// 000 §9 not more than refundPeriodDaysAfterExpiry (28) days after the ticket expired.
import { refundPeriodOver } from './refundPeriodOver';

export type TicketNotRefundableReason =
  'REFUNDED' | 'DISABLED' | 'ROLE' | 'BLACKLISTED' | 'PERIOD_EXPIRED' | 'ADVANCE_REASON' | 'REBOOK_REQUIRED';

export interface TicketRefundableInput {
  ticket: {
    refunded: boolean;
    refundDisabled?: boolean;
    ticketTypeCode: { isAdvance: boolean };
    eTicket?: { isBlacklisted: boolean } | null;
  };
  /** the chosen refund reason; without one (the basket before a reason is picked) the advance rule is not applied */
  reasonCode?: number | null;
  /** booking reference and order number of the rebooked journey were given */
  hasRebook?: boolean;
  /** the e-ticket lookup's status of this ticket, when it differs from the order data */
  eTicket?: { isBlacklisted: boolean } | null;
  config: { advanceRefundReasons: readonly number[]; rebookRefundReasons: readonly number[] };
  /** the user's right for this ticket's refund category (refundCategoryRight); undefined = not checked */
  canRefundCategory?: boolean;
  /** the ticket's last valid day and today (londonToday), for config.refundPeriodDaysAfterExpiry; undefined = not checked */
  period?: { validTo: string; today: string; daysAfterExpiry: number };
}

/**
 * Whether one ticket may be refunded, and if not why (first failing rule).
 * @example ticketRefundable({ ticket, reasonCode: 13, hasRebook: false, config: { advanceRefundReasons: [3, 13], rebookRefundReasons: [13] } })
 *   // { refundable: false, reason: 'REBOOK_REQUIRED' } for an advance ticket
 */
export function ticketRefundable(input: TicketRefundableInput): {
  refundable: boolean;
  reason: TicketNotRefundableReason | null;
} {
  const { ticket, config } = input;
  const no = (reason: TicketNotRefundableReason) => ({ refundable: false, reason });
  if (ticket.refunded) return no('REFUNDED');
  if (ticket.refundDisabled) return no('DISABLED');
  if (input.canRefundCategory === false) return no('ROLE');
  if ((input.eTicket ?? ticket.eTicket)?.isBlacklisted) return no('BLACKLISTED');
  if (input.period && refundPeriodOver(input.period.validTo, input.period.today, input.period.daysAfterExpiry))
    return no('PERIOD_EXPIRED');
  if (ticket.ticketTypeCode.isAdvance && input.reasonCode != null) {
    if (!config.advanceRefundReasons.includes(input.reasonCode)) return no('ADVANCE_REASON');
    if (config.rebookRefundReasons.includes(input.reasonCode) && !input.hasRebook) return no('REBOOK_REQUIRED');
  }
  return { refundable: true, reason: null };
}
