// 000 §7 GET /digital-railcards/admin/{id}/railcards: the account's digital railcards, newest first.
import { desc, eq } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import { digitalRailcards, railcardTypes } from '../../db/schema';
import { findCustomer } from '../customers/findCustomer';
import { digitalRailcardColumns, digitalRailcardView } from './digitalRailcardColumns';

export const listDigitalRailcards: Handler<'listDigitalRailcards'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const customer = await findCustomer(ctx.db, staff.brand, ctx.params.id);
  const rows = await ctx.db
    .select(digitalRailcardColumns)
    .from(digitalRailcards)
    .innerJoin(railcardTypes, eq(railcardTypes.code, digitalRailcards.railcardCode))
    .where(eq(digitalRailcards.customerId, customer.id))
    .orderBy(desc(digitalRailcards.created), desc(digitalRailcards.id))
    .limit(100);
  return { result: rows.map(digitalRailcardView) };
};
