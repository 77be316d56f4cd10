// 000 §2 Voucher search, §7 GET /admin/vouchers: status (Expired derived from the expiry day), case reference
// (case-insensitive prefix), amount in pence (the console sends pounds × 100, 000 §5), reason, start and expiry day.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { londonToday } from '../../../src/domain/londonToday';
import { formatMoney } from '../../../src/domain/formatMoney';
import { requireStaff, type Handler } from '../../context';
import { ApiError } from '../../errors';
import { customers, vouchers } from '../../db/schema';
import { likePrefix, links, paging, selectPage } from '../paging';
import { VOUCHER_AMOUNT_EXCEEDS_LIMIT } from './readVoucherInput';
import { displayStatusSql, toVoucher, voucherColumns, type VoucherRow } from './voucherRecord';

interface SearchQuery {
  status?: string;
  caseReference?: string;
  amount?: number;
  reason?: string;
  startDate?: string;
  expiryDate?: string;
}

export const searchVouchers: Handler<'searchVouchers'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const q = ctx.query as SearchQuery;
  const max = staff.profile.config.maximumVoucherAmount;
  // No voucher is above the brand's maximum (add and edit refuse it), so such a search is a mistake, told as theirs are.
  if (q.amount !== undefined && q.amount > max) {
    throw new ApiError(400, [
      {
        code: VOUCHER_AMOUNT_EXCEEDS_LIMIT,
        message: `The amount exceeds the limit of ${formatMoney(max)}`,
        fields: ['amount'],
      },
    ]);
  }
  const today = londonToday();
  const filters: SQL[] = [eq(vouchers.brand, staff.brand), eq(vouchers.removed, false)];
  if (q.status) filters.push(sql`${displayStatusSql(today)} = ${q.status}`);
  if (q.caseReference?.trim())
    filters.push(sql`lower(${vouchers.caseReference}) LIKE ${likePrefix(q.caseReference.trim().toLowerCase())}`);
  if (q.amount !== undefined) filters.push(eq(vouchers.amount, q.amount));
  if (q.reason) filters.push(eq(vouchers.reason, q.reason));
  if (q.startDate) filters.push(eq(vouchers.startDate, q.startDate));
  if (q.expiryDate) filters.push(eq(vouchers.expiryDate, q.expiryDate));
  const where = and(...filters);
  const p = paging(ctx.query, staff.profile.config.paginationSize);
  const { rows, total } = await selectPage(
    ctx.db,
    p,
    ctx.db
      .select(voucherColumns)
      .from(vouchers)
      .innerJoin(customers, eq(customers.id, vouchers.customerId))
      .where(where)
      .orderBy(desc(vouchers.startDate), desc(vouchers.id)),
    { table: vouchers, where },
  );
  return { result: rows.map((row) => toVoucher(row as VoucherRow, today)), links: links(p, total) };
};
