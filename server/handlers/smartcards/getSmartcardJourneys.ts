// 001 §7 GET /customers/{id}/smartcard/journeys (001 §2 smartcard page: journeys grouped by day): the journeys made with
// the account's current card — its taps paired into journeys (entry, exit, complete or not) with the fare each was
// charged — day by day, newest first, from startDate to endDate (default the 7 days up to today; at most 31 days).
// 404 when the account has no card; a card that never tapped has days without journeys.
import { and, between, eq } from 'drizzle-orm';
import { addDays } from '../../../src/domain/keyGoTapWindow';
import { londonToday } from '../../../src/domain/londonToday';
import { weekStartOf } from '../../../src/domain/weekStartOf';
import { requireStaff, type Handler } from '../../context';
import { keyGoTaps } from '../../db/schema';
import { ApiError, Codes, notFound } from '../../errors';
import { findCustomer } from '../customers/findCustomer';
import { priceTapWeek, type StoredTap } from '../keyGo/keyGoPricing';
import { currentCard } from './currentCard';

const MAX_DAYS = 31;

const tapOf = (tap: StoredTap | undefined) =>
  tap ? { id: tap.id, timestamp: tap.at, locationName: tap.locationName, locationNlc: tap.locationNlc } : null;

export const getSmartcardJourneys: Handler<'getSmartcardJourneys'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const query = ctx.query as { startDate?: string; endDate?: string };
  const endDate = query.endDate ?? londonToday(ctx.settings.clock());
  const startDate = query.startDate ?? addDays(endDate, -6);
  if (endDate < startDate) throw ApiError.of(400, Codes.VALIDATION, 'endDate is before startDate', ['endDate']);
  if (addDays(startDate, MAX_DAYS - 1) < endDate)
    throw ApiError.of(400, Codes.VALIDATION, `At most ${MAX_DAYS} days at a time`, ['startDate']);
  const customer = await findCustomer(ctx.db, staff.brand, ctx.params.id);
  const card = await currentCard(ctx.db, customer);
  if (!card) throw notFound();
  // whole weeks, so each day's fare is priced with its week's cap as the tap editor prices it
  const taps = (
    await ctx.db
      .select()
      .from(keyGoTaps)
      .where(
        and(
          eq(keyGoTaps.smartcardId, card.id),
          between(keyGoTaps.date, weekStartOf(startDate), addDays(weekStartOf(endDate), 6)),
        ),
      )
  ).map((t) => ({ ...t, type: t.type as StoredTap['type'] }));
  const weeks = new Map<string, ReturnType<typeof priceTapWeek>>();
  const days = [];
  for (let date = endDate; date >= startDate; date = addDays(date, -1)) {
    const start = weekStartOf(date);
    if (!weeks.has(start)) weeks.set(start, priceTapWeek(start, taps, staff.profile.config.maxMinutesBetweenTaps));
    const week = weeks.get(start)!;
    const journeys = week.journeysByDate.get(date) ?? [];
    const fares = week.dayByDate.get(date)?.fares ?? [];
    days.push({
      date,
      value: week.dayByDate.get(date)?.value ?? 0,
      journeys: journeys.map((j, i) => ({
        id: j.id,
        originName: j.entry?.locationName ?? null,
        destinationName: j.exit?.locationName ?? null,
        entry: tapOf(j.entry),
        exit: tapOf(j.exit),
        complete: j.complete,
        fare: fares[i] ?? 0,
      })),
    });
  }
  return { result: { isrn: card.isrn, startDate, endDate, days } };
};
