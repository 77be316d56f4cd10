// 001 §7 GET /stickets/{id}/coupons/surfaced: the account's sticket coupons, newest first, the brand's
// seasonTicketCouponsPageSize a page (001 §9: 10) unless `limit` says otherwise, and
// (`stickets`) whether the account's stickets are locked, for the panel's callout and Lock / Unlock.
import { desc, eq } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import { sticketCoupons, sticketLocks } from '../../db/schema';
import { findCustomer } from '../customers/findCustomer';
import { links, paging, selectPage } from '../paging';
import type { SticketCoupon } from '../../../src/generated/types/SticketCoupon';

export const listSticketCoupons: Handler<'listSticketCoupons'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const customer = await findCustomer(ctx.db, staff.brand, ctx.params.id);
  const p = paging(ctx.query, staff.profile.config.seasonTicketCouponsPageSize);
  const where = eq(sticketCoupons.customerId, customer.id);
  const { rows, total } = await selectPage(
    ctx.db,
    p,
    ctx.db
      .select()
      .from(sticketCoupons)
      .where(where)
      .orderBy(desc(sticketCoupons.createdDate), desc(sticketCoupons.utn))
      .$dynamic(),
    { table: sticketCoupons, where },
  );
  const [lock] = await ctx.db.select().from(sticketLocks).where(eq(sticketLocks.customerId, customer.id));
  return {
    stickets: { locked: lock?.locked ?? false, reason: lock?.reason ?? null },
    result: rows.map((c) => ({
      utn: c.utn,
      subUtn: c.subUtn,
      createdDate: c.createdDate.toISOString(),
      origin: { name: c.originName },
      destination: { name: c.destinationName },
      ticketCode: c.ticketCode,
      type: c.type,
      // ACTIVE (the default) or what setSticketCouponStatus wrote; scans as the seed and the gates store them
      status: c.status as SticketCoupon['status'],
      statusReason: c.statusReason,
      scans: c.scans as SticketCoupon['scans'],
      ticketId: c.ticketId,
    })),
    links: links(p, total),
  };
};
