// 001 §3 / issue: adding, editing, excluding a tap or completing a journey re-prices the day and its week and moves the
// balance by the difference (a cheaper week gives money back).
import { and, between, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { keyGoAccounts, keyGoDays, keyGoTaps } from '../../db/schema';
import { priceTapWeek, weekDates, type StoredTap } from './keyGoPricing';

export async function weekTaps(db: Db, cardId: number, date: string): Promise<StoredTap[]> {
  const dates = weekDates(date);
  const rows = await db
    .select()
    .from(keyGoTaps)
    .where(and(eq(keyGoTaps.smartcardId, cardId), between(keyGoTaps.date, dates[0], dates[6])));
  return rows.map((r) => ({ ...r, type: r.type as StoredTap['type'] }));
}

/**
 * Re-prices the week of `date` (journeys by the brand's `maxMinutesBetweenTaps`); returns the change of the week's
 * total (pence, positive = dearer).
 */
export async function repriceWeek(
  db: Db,
  cardId: number,
  date: string,
  maxMinutes: number,
): Promise<{ delta: number; total: number }> {
  const dates = weekDates(date);
  const taps = await weekTaps(db, cardId, date);
  const existing = await db
    .select()
    .from(keyGoDays)
    .where(and(eq(keyGoDays.smartcardId, cardId), between(keyGoDays.date, dates[0], dates[6])));
  const before = existing.reduce((sum, d) => sum + d.value, 0);
  const priced = priceTapWeek(date, taps, maxMinutes);
  const known = new Set(existing.map((d) => d.date));
  for (const day of priced.week.days) {
    const values = { value: day.value, cap: day.cap, capValue: day.capValue, saving: day.saving };
    if (known.has(day.date)) {
      await db
        .update(keyGoDays)
        .set(values)
        .where(and(eq(keyGoDays.smartcardId, cardId), eq(keyGoDays.date, day.date)));
    } else if (taps.some((t) => t.date === day.date)) {
      await db
        .insert(keyGoDays)
        .values({ smartcardId: cardId, date: day.date, ...values })
        .onConflictDoNothing();
    }
  }
  const delta = priced.week.total - before;
  if (delta !== 0)
    await db
      .update(keyGoAccounts)
      .set({ balance: sql`${keyGoAccounts.balance} - ${delta}` })
      .where(eq(keyGoAccounts.smartcardId, cardId));
  return { delta, total: priced.week.total };
}
