// Paged lists (docs/architecture.md): `page` is 1-based; replies carry links { page, limit, total }.
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connect';

export interface Paging {
  page: number;
  limit: number;
  offset: number;
}

export function paging(query: Record<string, unknown>, defaultLimit: number): Paging {
  const page = typeof query.page === 'number' ? query.page : 1;
  const limit = typeof query.limit === 'number' ? query.limit : defaultLimit;
  return { page, limit, offset: (page - 1) * limit };
}

export function links(p: Paging, total: number) {
  return { page: p.page, limit: p.limit, total };
}

/** A select (filtered and ordered) still to be cut to one page. */
interface PageableSelect<Row> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
}

/** Page `p` of `select`, and how many rows of `table` match `where` in all (the select's own filter). */
export async function selectPage<Row>(
  db: Db,
  p: Paging,
  select: PageableSelect<Row>,
  counted: { table: PgTable; where: SQL | undefined },
): Promise<{ rows: Row[]; total: number }> {
  const rows = await select.limit(p.limit).offset(p.offset);
  const [{ n }] = await db.select({ n: count() }).from(counted.table).where(counted.where);
  return { rows, total: n };
}

/** Escapes LIKE wildcards so user input is matched literally as a prefix. */
export function likePrefix(value: string): string {
  return `${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
