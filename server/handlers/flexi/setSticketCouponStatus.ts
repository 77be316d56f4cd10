// 001 §4 flexi coupons suspended and reactivated, with a reason (≤ 300); a conditional UPDATE decides (409 when already so).
import { and, eq, ne } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import { sticketCoupons } from '../../db/schema';
import { ApiError, Codes, notFound } from '../../errors';
import { findCustomer } from '../customers/findCustomer';
import { writeCustomerTrail } from '../customers/writeCustomerTrail';

export const setSticketCouponStatus: Handler<'setSticketCouponStatus'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const body = ctx.body as { status: 'SUSPENDED' | 'ACTIVE'; reason: string };
  const customer = await findCustomer(ctx.db, staff.brand, ctx.params.id);
  const where = and(eq(sticketCoupons.utn, ctx.params.utn), eq(sticketCoupons.customerId, customer.id));
  const [coupon] = await ctx.db.select().from(sticketCoupons).where(where);
  if (!coupon) throw notFound();
  const reason = body.reason.trim();
  const [changed] = await ctx.db
    .update(sticketCoupons)
    .set({ status: body.status, statusReason: reason })
    .where(and(where, ne(sticketCoupons.status, body.status)))
    .returning();
  if (!changed)
    throw ApiError.of(
      409,
      Codes.CONFLICT,
      `The coupon is already ${body.status === 'SUSPENDED' ? 'suspended' : 'active'}`,
      ['status'],
    );
  await writeCustomerTrail(
    ctx.db,
    customer.id,
    `Sticket coupon ${coupon.utn} ${body.status === 'SUSPENDED' ? 'suspended' : 'reactivated'}: ${reason}`,
    staff.email,
    ctx.settings.clock(),
  );
  // the column holds ACTIVE (its default) or a status this call wrote (body enum)
  const status = changed.status as 'ACTIVE' | 'SUSPENDED';
  return { result: { utn: changed.utn, status, statusReason: changed.statusReason } };
};
