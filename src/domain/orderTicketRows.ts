// 000 §2 Order page tickets table: one row per ticket of every trip and fare, with its fare, the smartcard ISRN of a
// smartcard order, the print status and the e-ticket status and UTN (from the e-ticket lookup, else the order's own).
import { orderTickets, type ETicketStatus, type Order, type Ticket } from './order';

export interface OrderTicketRow extends Ticket {
  fareName: string;
  smartcardNumber: string | null;
  printStatus: 'PRINTED' | 'NOT_PRINTED';
  eTicketState: string | null;
  utn: string | null;
  [field: string]: unknown;
}

/** @example orderTicketRows(order, [{ ticketId: '1-1', state: 'Used', utn: 'AB12CD34EF5', … }]) */
export function orderTicketRows(
  order: Pick<Order, 'trips' | 'delivery'>,
  eTickets: readonly ETicketStatus[] = [],
): OrderTicketRow[] {
  const looked = new Map(eTickets.filter((e) => e.ticketId).map((e) => [e.ticketId as string, e]));
  const isSmartcard = Boolean(order.delivery?.isSmartcard);
  return orderTickets(order).map(({ ticket, fare }) => {
    const eTicket = looked.get(ticket.id) ?? ticket.eTicket ?? null;
    return {
      ...ticket,
      fareName: fare.name,
      smartcardNumber: isSmartcard
        ? (ticket.passenger?.smartcardNumber ?? order.delivery.smartcardNumber ?? null)
        : null,
      printStatus: ticket.printed ? 'PRINTED' : 'NOT_PRINTED',
      eTicketState: eTicket?.state ?? null,
      utn: eTicket?.utn ?? null,
    };
  });
}
