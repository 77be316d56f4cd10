// 000 §4 Voucher: a supervisor accepts a Pending voucher (204), or the change requested for it (000 §5). One
// conditional UPDATE … WHERE status = 'Pending' decides, so of an accept and a decline at the same moment exactly one wins.
import { sql } from 'drizzle-orm';
import { londonToday } from '../../../src/domain/londonToday';
import { requireStaff, type Handler } from '../../context';
import { queryRows } from '../../db/connect';
import { voucherId } from './findVoucher';
import { reviewConflict } from './reviewConflict';

export const acceptVoucher: Handler<'acceptVoucher'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const id = voucherId(ctx.params.vid);
  const today = londonToday();
  // a requested change replaces the values; what was already spent stays spent
  const accepted = await queryRows<{ id: number }>(
    ctx.db,
    sql`UPDATE vouchers SET
          status = 'Accepted', reviewer = ${staff.email}, reviewed = now(), decline_reason = NULL,
          amount = coalesce((pending_change->>'amount')::int, amount),
          balance = coalesce((pending_change->>'amount')::int - (amount - balance), balance),
          reason = coalesce(pending_change->>'reason', reason),
          other_reason = CASE WHEN pending_change IS NULL THEN other_reason ELSE pending_change->>'otherReason' END,
          start_date = coalesce((pending_change->>'startDate')::date, start_date),
          expiry_date = coalesce((pending_change->>'expiryDate')::date, expiry_date),
          case_reference = coalesce(pending_change->>'caseReference', case_reference),
          pending_change = NULL
        WHERE id = ${id} AND brand = ${staff.brand} AND NOT removed AND status = 'Pending'
          AND coalesce((pending_change->>'expiryDate')::date, expiry_date) >= ${today}::date
        RETURNING id`,
  );
  if (accepted.length === 0) throw await reviewConflict(ctx.db, staff.brand, id);
  return undefined;
};
