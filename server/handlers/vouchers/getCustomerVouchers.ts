// 000 §2 Voucher list on the account: newest start first, paged, with the total balance of the valid vouchers
// (Accepted and not expired, 000 §4 "a voucher is valid if its expiry is in the future").
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { londonToday } from '../../../src/domain/londonToday';
import { requireStaff, type Handler } from '../../context';
import { customers, vouchers } from '../../db/schema';
import { findCustomer } from '../customers/findCustomer';
import { links, paging, selectPage } from '../paging';
import { toVoucher, voucherColumns, type VoucherRow } from './voucherRecord';

export const getCustomerVouchers: Handler<'getCustomerVouchers'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const customer = await findCustomer(ctx.db, staff.brand, ctx.params.id);
  const today = londonToday();
  const p = paging(ctx.query, staff.profile.config.paginationSize);
  const mine = and(eq(vouchers.customerId, customer.id), eq(vouchers.removed, false));
  const { rows, total: n } = await selectPage(
    ctx.db,
    p,
    ctx.db
      .select(voucherColumns)
      .from(vouchers)
      .innerJoin(customers, eq(customers.id, vouchers.customerId))
      .where(mine)
      .orderBy(desc(vouchers.startDate), desc(vouchers.id)),
    { table: vouchers, where: mine },
  );
  const [{ total }] = await ctx.db
    .select({ total: sql<number>`coalesce(sum(${vouchers.balance}), 0)::int` })
    .from(vouchers)
    .where(and(mine, eq(vouchers.status, 'Accepted'), gte(vouchers.expiryDate, today)));
  return {
    result: { vouchers: rows.map((row) => toVoucher(row as VoucherRow, today)), totalBalance: total },
    links: links(p, n),
  };
};
