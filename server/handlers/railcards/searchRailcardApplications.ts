// 000 §2 Railcard search: paged list of applications (000 §7 GET /admin/customers/railcards), newest first.
// Names and e-mail match as case-insensitive prefixes, the railcard number exactly; no filter lists them all. A row is
// the application as its page shows it.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { londonToday } from '../../../src/domain/londonToday';
import { requireStaff, type Handler } from '../../context';
import { customers, railcards, railcardTypes } from '../../db/schema';
import { likePrefix, links, paging, selectPage } from '../paging';
import { railcardApplicationColumns, railcardApplicationRecord } from './railcardApplicationRecord';

interface SearchQuery {
  state?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  railcardNumber?: string;
}

export const searchRailcardApplications: Handler<'searchRailcardApplications'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const q = ctx.query as SearchQuery;
  const filters: SQL[] = [eq(railcards.brand, staff.brand), eq(railcards.application, true)];
  if (q.state) filters.push(eq(railcards.state, q.state));
  const prefix = (column: SQL, value?: string) => {
    if (value?.trim()) filters.push(sql`lower(${column}) LIKE ${likePrefix(value.trim().toLowerCase())}`);
  };
  prefix(sql`${railcards.firstName}`, q.firstName);
  prefix(sql`${railcards.lastName}`, q.lastName);
  prefix(sql`${railcards.email}`, q.email);
  if (q.railcardNumber?.trim()) filters.push(eq(railcards.railcardNumber, q.railcardNumber.trim().toUpperCase()));
  const where = and(...filters);
  const p = paging(ctx.query, staff.profile.config.paginationSize);
  const select = ctx.db
    .select(railcardApplicationColumns)
    .from(railcards)
    .innerJoin(customers, eq(customers.id, railcards.customerId))
    .innerJoin(railcardTypes, eq(railcardTypes.code, railcards.railcardCode))
    .where(where)
    .orderBy(desc(railcards.created), desc(railcards.id));
  const { rows, total } = await selectPage(ctx.db, p, select, { table: railcards, where });
  const today = londonToday();
  return { result: rows.map((row) => railcardApplicationRecord(row, today)), links: links(p, total) };
};
