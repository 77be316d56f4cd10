// Paged lists (docs/architecture.md): `page` is 1-based; replies carry links { page, limit, total }.
import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../db/connect';

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

export function links(p: Paging, total: number, totalCapped = false) {
  return totalCapped ? { page: p.page, limit: p.limit, total, totalCapped } : { page: p.page, limit: p.limit, total };
}

/** Searches count at least this many matches exactly; beyond it, up to ten pages past the one asked for. */
export const COUNT_FLOOR = 1000;
const LOOKAHEAD_PAGES = 10;

/**
 * How many rows `matching` (a `SELECT 1 … WHERE …` without LIMIT) yields, counted only up to a cap: a broad search
 * over a million customers ("S") would otherwise read every match to say "48,213 results" on page 1. The cap is
 * COUNT_FLOOR or ten pages past page `p`, whichever is more, so the pages after the current one stay reachable;
 * `capped` says the true number is larger (the console shows "more than N").
 */
export async function cappedCount(db: Db, p: Paging, matching: SQL): Promise<{ total: number; capped: boolean }> {
  const cap = Math.max(COUNT_FLOOR, p.offset + LOOKAHEAD_PAGES * p.limit);
  const [{ n }] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM (${matching} LIMIT ${cap + 1}) AS capped`,
  );
  return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
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

/**
 * Case-insensitive prefix match of `column` on `value` (trimmed, non-empty). A one-letter prefix is said as
 * `left(lower(column), 1) = letter`, which the (brand, left(lower(…), 1), order) indexes of migration 0005 answer in
 * the list's own order — page 50 of "S" then reads 1,000 index entries instead of sorting every match
 * (docs/decisions/0066-orders-carry-buyers-surname-one-letter.md); longer prefixes use LIKE and the text_pattern_ops indexes.
 */
export function prefixMatch(column: SQL, value: string): SQL {
  const lowered = value.trim().toLowerCase();
  return [...lowered].length === 1
    ? sql`left(lower(${column}), 1) = ${lowered}`
    : sql`lower(${column}) LIKE ${likePrefix(lowered)}`;
}
