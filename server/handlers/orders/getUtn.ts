// 000 §7 GET /utn (orderId, nlc): the unique ticket numbers of an order — its e-tickets' UTNs and the numbers printed
// on its paper tickets (the refund page's find-printed-ticket-number dialog, 000 §2). The sandbox issues e-ticket
// UTNs per order, so nlc narrows only the printed tickets: those printed at that station (the order's collection
// location; postal tickets have none).
import { orderTickets } from '../../../src/domain/order';
import { requireStaff, type Handler } from '../../context';
import { loadOrder } from './loadOrder';

export const getUtn: Handler<'getUtn'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const { detail } = await loadOrder(ctx.db, staff.brand, String(ctx.query.orderId));
  const nlc = ctx.query.nlc === undefined ? undefined : String(ctx.query.nlc);
  const printedAt = detail.delivery.collectionLocation?.nlc ?? null;
  const printedHere = nlc === undefined || nlc === printedAt;
  return {
    result: orderTickets(detail).flatMap(({ ticket }) => [
      ...(ticket.eTicket
        ? [{ ticketId: ticket.id, utn: ticket.eTicket.utn, state: ticket.eTicket.state, printed: false, nlc: null }]
        : []),
      ...(ticket.printed && printedHere
        ? (ticket.todTicketNumbers ?? []).map((utn) => ({
            ticketId: ticket.id,
            utn,
            state: 'Printed',
            printed: true,
            nlc: printedAt,
          }))
        : []),
    ]),
  };
};
