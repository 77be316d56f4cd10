// 000 §2 customer search, 000 §7 GET /admin/customers. Names, e-mail and postcode match as case-insensitive
// prefixes (postcode ignoring spaces); ISRN and railcard number match exactly and need flag enableIsrnSearch.
// At least one filter is required: the console's Search button is disabled on an untouched form (000 §5).
import { and, asc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import { checkGate } from '../../../src/domain/checkGate';
import { normaliseIsrn } from '../../../src/domain/normaliseIsrn';
import { requireStaff, type Handler } from '../../context';
import { customers, railcards } from '../../db/schema';
import { ApiError, Codes } from '../../errors';
import { cappedCount, likePrefix, links, paging, prefixMatch } from '../paging';
import { customerListFields } from './customerFields';

interface SearchQuery {
  firstName?: string;
  surname?: string;
  email?: string;
  postcode?: string;
  isrn?: string;
  railcardNumber?: string;
}

export const searchCustomers: Handler<'searchCustomers'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const q = ctx.query as SearchQuery;
  if ((q.isrn || q.railcardNumber) && !checkGate({ flag: 'enableIsrnSearch' }, staff.gateContext)) {
    throw ApiError.of(400, Codes.VALIDATION, 'ISRN and railcard search are not enabled for this brand', [
      q.isrn ? 'isrn' : 'railcardNumber',
    ]);
  }
  const filters: SQL[] = [];
  const prefix = (column: SQL, value?: string) => {
    if (value?.trim()) filters.push(sql`lower(${column}) LIKE ${likePrefix(value.trim().toLowerCase())}`);
  };
  prefix(sql`${customers.firstNames}`, q.firstName);
  // the surname alone may be one letter (indexed per initial, in id order: paging.ts prefixMatch)
  if (q.surname?.trim()) filters.push(prefixMatch(sql`${customers.surname}`, q.surname));
  prefix(sql`${customers.email}`, q.email);
  if (q.postcode?.trim()) {
    const normalised = q.postcode.replace(/\s+/g, '').toUpperCase();
    filters.push(sql`upper(replace(${customers.postcode}, ' ', '')) LIKE ${likePrefix(normalised)}`);
  }
  if (q.isrn) filters.push(eq(customers.smartcardNumber, normaliseIsrn(q.isrn)));
  if (q.railcardNumber?.trim()) {
    const number = q.railcardNumber.trim().toUpperCase();
    filters.push(
      exists(
        ctx.db
          .select({ one: sql`1` })
          .from(railcards)
          .where(and(eq(railcards.customerId, customers.id), eq(railcards.railcardNumber, number))),
      ),
    );
  }
  if (filters.length === 0) {
    throw ApiError.of(400, Codes.VALIDATION, 'Enter at least one search field', [
      'firstName',
      'surname',
      'email',
      'postcode',
    ]);
  }

  const where = and(eq(customers.brand, staff.brand), ...filters);
  const p = paging(ctx.query, staff.profile.config.paginationSize);
  // the page's ids first, from index entries alone (a deep page of one letter skips 1,000 of them without reading
  // the table), then the page's rows
  const pageIds = ctx.db
    .select({ id: customers.id })
    .from(customers)
    .where(where)
    .orderBy(asc(customers.id))
    .limit(p.limit)
    .offset(p.offset);
  const rows = await ctx.db
    .select(customerListFields)
    .from(customers)
    .where(inArray(customers.id, pageIds))
    .orderBy(asc(customers.id));
  // the count is only needed beyond a short first page, and only up to a cap (paging.ts cappedCount)
  const { total, capped } =
    p.page === 1 && rows.length < p.limit
      ? { total: rows.length, capped: false }
      : await cappedCount(ctx.db, p, sql`SELECT 1 FROM ${customers} WHERE ${where}`);
  return { result: rows, links: links(p, total, capped) };
};
