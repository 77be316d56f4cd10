// 000 §7 GET /config/railcards: railcard types (code, name) for the type selects.
import { asc } from 'drizzle-orm';
import type { Handler } from '../../context';
import { railcardTypes } from '../../db/schema';

export const listRailcardTypes: Handler<'listRailcardTypes'> = async (ctx) => {
  const rows = await ctx.db
    .select({ code: railcardTypes.code, name: railcardTypes.name })
    .from(railcardTypes)
    .orderBy(asc(railcardTypes.sortOrder), asc(railcardTypes.code));
  return { result: rows };
};
