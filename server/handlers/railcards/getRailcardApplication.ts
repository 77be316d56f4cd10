// 000 §3 Railcard application: firstName, lastName, email, railcardType.name, railcardNumber, expiryDate, photo, state,
// customer name. The photo is a key for GET /customers/{id}/railcard-photo?photo= (the console fetches it there).
import { and, eq } from 'drizzle-orm';
import { londonToday } from '../../../src/domain/londonToday';
import { requireStaff, type Handler } from '../../context';
import { customers, railcards, railcardTypes } from '../../db/schema';
import { notFound } from '../../errors';
import { railcardApplicationColumns, railcardApplicationRecord } from './railcardApplicationRecord';

export const getRailcardApplication: Handler<'getRailcardApplication'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const id = Number(ctx.params.railcardId);
  const [row] = await ctx.db
    .select(railcardApplicationColumns)
    .from(railcards)
    .innerJoin(customers, eq(customers.id, railcards.customerId))
    .innerJoin(railcardTypes, eq(railcardTypes.code, railcards.railcardCode))
    .where(and(eq(railcards.id, id), eq(railcards.brand, staff.brand)))
    .limit(1);
  if (!row) throw notFound();
  return { result: railcardApplicationRecord(row, londonToday()) };
};
