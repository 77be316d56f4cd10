// 000 §7 GET /customers/{id}/railcards?state=ACCEPTED&state=PENDING (optional railcardCode filters): result and links.
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { londonToday } from '../../../src/domain/londonToday';
import { requireStaff, type Handler } from '../../context';
import { railcards, railcardTypes } from '../../db/schema';
import { findCustomer } from '../customers/findCustomer';
import { links, paging, selectPage } from '../paging';
import { railcardColumns, railcardRecord } from './railcardRecord';

export const listCustomerRailcards: Handler<'listCustomerRailcards'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const customer = await findCustomer(ctx.db, staff.brand, ctx.params.id);
  const q = ctx.query as { state?: string[]; railcardCode?: string[] };
  const filters: SQL[] = [eq(railcards.customerId, customer.id)];
  if (q.state?.length) filters.push(inArray(railcards.state, q.state));
  if (q.railcardCode?.length) filters.push(inArray(railcards.railcardCode, q.railcardCode));
  const where = and(...filters);
  const p = paging(ctx.query, staff.profile.config.paginationSize);
  const { rows, total } = await selectPage(
    ctx.db,
    p,
    ctx.db
      .select(railcardColumns)
      .from(railcards)
      .innerJoin(railcardTypes, eq(railcardTypes.code, railcards.railcardCode))
      .where(where)
      .orderBy(desc(railcards.created), desc(railcards.id)),
    { table: railcards, where },
  );
  const today = londonToday();
  return { result: rows.map((row) => railcardRecord(row, today)), links: links(p, total) };
};
