// 000 §3 E-ticket status, §4 E-ticket orders: the lookup's 404 leaves refund allowed, other errors disable it (000 §8 messages).
import { orderTickets } from '../../../src/domain/order';
import { requireStaff, type Handler } from '../../context';
import { loadOrder } from './loadOrder';
import { RefundCodes, refundError } from './refundErrors';

export const getOrderEtickets: Handler<'getOrderEtickets'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const { detail } = await loadOrder(ctx.db, staff.brand, ctx.params.id);
  if (detail.eTicketLookup === 'notFound')
    throw refundError(404, RefundCodes.ETICKET_NOT_FOUND, 'Could not find UTN for eTicket');
  if (detail.eTicketLookup === 'error')
    throw refundError(503, RefundCodes.ETICKET_SERVICE_ERROR, 'Error loading eticket status: refund disabled.');
  return {
    result: orderTickets(detail).flatMap(({ ticket }) =>
      ticket.eTicket ? [{ ticketId: ticket.id, ...ticket.eTicket }] : [],
    ),
  };
};
