// 001 §7 GET /smartcard/{id}/replacement (status poll, every 10 s, 001 §9). A Pending in-person replacement whose
// stored settle time has passed takes its outcome on this read — in one transaction with a conditional UPDATE, so two
// polls settle it once: Completed issues the new card (products moved, old card REPLACED, account's number changed).
import { and, desc, eq } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import type { Db } from '../../db/connect';
import { customers, smartcardProducts, smartcardReplacements, smartcards } from '../../db/schema';
import { notFound } from '../../errors';
import { findCustomer } from '../customers/findCustomer';
import { writeCustomerTrail } from '../customers/writeCustomerTrail';
import { currentCard } from './currentCard';
import { serviceUnavailable } from './serviceUnavailable';
import { replacementView } from './replacementView';
import { nowOf, todayOf } from './today';

export const getSmartcardReplacement: Handler<'getSmartcardReplacement'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const customer = await findCustomer(ctx.db, staff.brand, ctx.params.id);
  const card = await currentCard(ctx.db, customer);
  if (card?.replacementUnavailable) throw serviceUnavailable();
  const [latest] = await ctx.db
    .select()
    .from(smartcardReplacements)
    .where(eq(smartcardReplacements.customerId, customer.id))
    .orderBy(desc(smartcardReplacements.requestedAt), desc(smartcardReplacements.id))
    .limit(1);
  if (!latest) throw notFound();
  const now = nowOf(ctx);
  if (latest.status !== 'Pending' || !latest.outcome || !latest.settlesAt || latest.settlesAt > now) {
    return { result: replacementView(latest) };
  }
  const settled = await ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t
      .update(smartcardReplacements)
      .set({ status: latest.outcome! })
      .where(and(eq(smartcardReplacements.id, latest.id), eq(smartcardReplacements.status, 'Pending')))
      .returning();
    if (!row) return null; // another poll settled it meanwhile
    if (row.outcome === 'Completed') await issueReplacementCard(t, row, todayOf(ctx), now);
    else
      await writeCustomerTrail(t, row.customerId, `Smartcard replacement failed (${row.type})`, row.requestedBy, now);
    return row;
  });
  if (settled) return { result: replacementView(settled) };
  const [again] = await ctx.db.select().from(smartcardReplacements).where(eq(smartcardReplacements.id, latest.id));
  return { result: replacementView(again) };
};

async function issueReplacementCard(
  t: Db,
  r: typeof smartcardReplacements.$inferSelect,
  today: string,
  now: Date,
): Promise<void> {
  const [old] = await t.select().from(smartcards).where(eq(smartcards.id, r.smartcardId));
  const expiry = new Date(`${today}T12:00:00Z`);
  expiry.setUTCFullYear(expiry.getUTCFullYear() + 10);
  const [fresh] = await t
    .insert(smartcards)
    .values({
      brand: old.brand,
      customerId: r.customerId,
      isrn: r.newIsrn!,
      cardStatus: 'ACTIVE',
      cardType: old.cardType,
      passengerType: old.passengerType,
      dateIssued: today,
      expiryDate: expiry.toISOString().slice(0, 10),
      keyGoEnabled: old.keyGoEnabled,
      keyGoManualFillCount: old.keyGoManualFillCount,
      promoDiscount: old.promoDiscount,
    })
    .returning({ id: smartcards.id });
  await t.update(smartcardProducts).set({ smartcardId: fresh.id }).where(eq(smartcardProducts.smartcardId, old.id));
  await t.update(smartcards).set({ cardStatus: 'REPLACED' }).where(eq(smartcards.id, old.id));
  await t
    .update(customers)
    .set({ smartcardNumber: r.newIsrn })
    .where(and(eq(customers.id, r.customerId), eq(customers.smartcardNumber, old.isrn)));
  await writeCustomerTrail(t, r.customerId, `Smartcard replaced: ${old.isrn} → ${r.newIsrn}`, r.requestedBy, now);
}
