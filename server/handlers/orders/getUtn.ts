// 000 §7 GET /utn (orderId, nlc): the unique ticket numbers of an order's e-tickets. The sandbox issues UTNs per
// order, not per collecting station, so nlc narrows nothing.
import { orderTickets } from '../../../src/domain/order';
import { requireStaff, type Handler } from '../../context';
import { loadOrder } from './loadOrder';

export const getUtn: Handler = async (ctx) => {
  const staff = requireStaff(ctx);
  const { detail } = await loadOrder(ctx.db, staff.brand, String(ctx.query.orderId));
  return {
    result: orderTickets(detail).flatMap(({ ticket }) => (ticket.eTicket ? [{ ticketId: ticket.id, utn: ticket.eTicket.utn, state: ticket.eTicket.state }] : [])),
  };
};
