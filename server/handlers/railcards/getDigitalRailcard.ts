// 000 §7 GET /digital-railcards/admin/railcards/{id}: { railcard, trail, customerId }.
import { and, desc, eq } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import { digitalRailcards, digitalRailcardTrail, railcardTypes } from '../../db/schema';
import { notFound } from '../../errors';
import { digitalRailcardColumns, digitalRailcardView } from './digitalRailcardColumns';

export const getDigitalRailcard: Handler<'getDigitalRailcard'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const [row] = await ctx.db
    .select(digitalRailcardColumns)
    .from(digitalRailcards)
    .innerJoin(railcardTypes, eq(railcardTypes.code, digitalRailcards.railcardCode))
    .where(and(eq(digitalRailcards.id, Number(ctx.params.id)), eq(digitalRailcards.brand, staff.brand)))
    .limit(1);
  if (!row) throw notFound();
  const railcard = digitalRailcardView(row);
  const trail = await ctx.db
    .select({
      id: digitalRailcardTrail.id,
      date: digitalRailcardTrail.date,
      description: digitalRailcardTrail.description,
      editor: digitalRailcardTrail.editor,
    })
    .from(digitalRailcardTrail)
    .where(eq(digitalRailcardTrail.digitalRailcardId, railcard.id))
    .orderBy(desc(digitalRailcardTrail.date), desc(digitalRailcardTrail.id));
  return {
    result: {
      railcard,
      trail: trail.map((entry) => ({ ...entry, date: entry.date.toISOString() })),
      customerId: railcard.customerId,
    },
  };
};
