// 000 §7 POST /admin/orders/{id}/refund/recalculate: the calculation with missing season costs filled in (stores
// nothing). 000 §4: an incomplete breakdown is completed only with the right to edit season refund fields
// (paper: canEditSeasonRefundFields; ITSO: canRecalculateItsoSeasonRefund); flexi counts need canAmendFlexiRefundCount.
import { checkGate } from '../../../src/domain/checkGate';
import { orderTickets } from '../../../src/domain/order';
import { refundCategory } from '../../../src/domain/refundCategory';
import { requireStaff, type Handler } from '../../context';
import { loadOrder } from './loadOrder';
import { RefundCodes, refundError, unauthorisedRefund } from './refundErrors';
import { seasonCalculationsFor, type CostOverride } from './seasonCalculationsFor';

export const recalculateRefund: Handler<'recalculateRefund'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const { detail } = await loadOrder(ctx.db, staff.brand, ctx.params.id);
  const body = ctx.body as CostOverride & { surrenderDate: string };
  const seasons = orderTickets(detail).filter(
    ({ ticket }) => ticket.ticketTypeCode.isSeason && (!body.ticketId || ticket.id === body.ticketId),
  );
  if (seasons.length === 0)
    throw refundError(400, RefundCodes.VALIDATION, 'The order has no such season ticket', ['ticketId']);
  const changesCosts =
    body.weeklyCost !== undefined || body.weekdayCost !== undefined || body.saturdayCost !== undefined;
  if (changesCosts) {
    const may = seasons.every(({ ticket, trip }) =>
      checkGate(
        {
          permission:
            refundCategory(ticket, detail.delivery, { trip }) === 'ITSO_SEASON'
              ? 'canRecalculateItsoSeasonRefund'
              : 'canEditSeasonRefundFields',
        },
        staff.gateContext,
      ),
    );
    if (!may) throw unauthorisedRefund();
  }
  if (body.unusedPasses !== undefined && !checkGate({ permission: 'canAmendFlexiRefundCount' }, staff.gateContext))
    throw unauthorisedRefund();
  return { result: seasonCalculationsFor(detail, body.surrenderDate, staff.profile.config, body) };
};
