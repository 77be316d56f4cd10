// 000 §4 Voucher: a supervisor declines a Pending voucher with a reason (000 §7 /cancel: customerId, voucherId,
// declineReason; 204). A declined change request (000 §5) leaves the voucher Accepted with its old values.
// One conditional UPDATE … WHERE status = 'Pending' decides, so an accept and a decline cannot both win.
import { sql } from 'drizzle-orm';
import { londonToday } from '../../../src/domain/londonToday';
import { requireStaff, type Handler } from '../../context';
import { queryRows } from '../../db/connect';
import { ApiError, Codes } from '../../errors';
import { voucherId } from './findVoucher';
import { reviewConflict } from './reviewConflict';

interface DeclineBody {
  customerId: number;
  voucherId: number;
  declineReason: string;
}

export const declineVoucher: Handler<'declineVoucher'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const id = voucherId(ctx.params.vid);
  const body = ctx.body as DeclineBody;
  if (body.voucherId !== id)
    throw ApiError.of(400, Codes.VALIDATION, 'voucherId must be the voucher of the address', ['voucherId']);
  const today = londonToday();
  const declined = await queryRows<{ id: number }>(
    ctx.db,
    sql`UPDATE vouchers SET
          status = CASE WHEN pending_change IS NULL THEN 'Declined' ELSE 'Accepted' END,
          decline_reason = ${body.declineReason.trim()}, reviewer = ${staff.email}, reviewed = now(), pending_change = NULL
        WHERE id = ${id} AND customer_id = ${body.customerId} AND brand = ${staff.brand} AND NOT removed AND status = 'Pending'
          AND coalesce((pending_change->>'expiryDate')::date, expiry_date) >= ${today}::date
        RETURNING id`,
  );
  if (declined.length === 0) throw await reviewConflict(ctx.db, staff.brand, id, body.customerId);
  return undefined;
};
