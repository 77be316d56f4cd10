// 000 §9 Refund period expiry counts from the ticket's expiry: the last valid moment of its journey.
import type { Ticket } from './order';

/** @example ticketExpiry(ticket) // '2025-10-31T23:59:59.000Z' */
export function ticketExpiry(ticket: Pick<Ticket, 'outwardJourney'>): string {
  return ticket.outwardJourney.validTo;
}
