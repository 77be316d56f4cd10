// 000 §7 GET /orders/{id}/refund/calculations and /refund/calculate?surrenderDate=: season refund calculations.
import { requireStaff, type Handler } from '../../context';
import { loadOrder } from './loadOrder';
import { nowSurrenderDate, seasonCalculationsFor } from './seasonCalculationsFor';

export const getRefundCalculations: Handler<'getRefundCalculations'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const { detail } = await loadOrder(ctx.db, staff.brand, ctx.params.id);
  return { result: seasonCalculationsFor(detail, nowSurrenderDate(), staff.profile.config) };
};

export const calculateRefund: Handler<'calculateRefund'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const { detail } = await loadOrder(ctx.db, staff.brand, ctx.params.id);
  return { result: seasonCalculationsFor(detail, String(ctx.query.surrenderDate), staff.profile.config) };
};
