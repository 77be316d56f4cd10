// 001 §4 / §5 KeyGo tap changes (add, edit, exclude, complete journey): the day must be in the amendment window and not
// finalised, the new tap inside the day's window on a 5-minute step, at a KeyGo station, in order with its journey and
// within the brand's maxMinutesBetweenTaps (001 §9: 4h36m); the change claims the day's version (two changes from one
// version: the second gets 409), then the week is re-priced and the balance moved. Everything in the route's
// transaction: a refusal changes nothing.
import { and, eq, gte, sql } from 'drizzle-orm';
import { buildKeyGoJourneys, type KeyGoJourney, type TapType } from '../../../src/domain/buildKeyGoJourneys';
import { keyGoDayEditability } from '../../../src/domain/keyGoDayEditability';
import { KEYGO_STATION_ZONES } from '../../../src/domain/keyGoFares';
import { hoursAndMinutes } from '../../../src/domain/hoursAndMinutes';
import { keyGoTapOrderError, type TapOrderError } from '../../../src/domain/keyGoTapOrderError';
import { keyGoDayOf, tapTimeError, type TapTimeError } from '../../../src/domain/keyGoTapWindow';
import { londonNow } from '../../../src/domain/londonNow';
import { londonToday } from '../../../src/domain/londonToday';
import { requireStaff, type CallContext } from '../../context';
import type { Db } from '../../db/connect';
import { keyGoAccounts, keyGoDays, keyGoTaps, stations } from '../../db/schema';
import { ApiError, Codes } from '../../errors';
import { writeCustomerTrail } from '../customers/writeCustomerTrail';
import { keyGoCardOrThrow, type OpenKeyGo } from './keyGoCard';
import { KeyGoCodes, keyGoBadRequest, keyGoConflict } from './keyGoErrors';
import type { StoredTap } from './keyGoPricing';
import { repriceWeek } from './repriceWeek';

const TIME_MESSAGES: Record<TapTimeError | Exclude<TapOrderError, 'JOURNEY_TOO_LONG'>, string> = {
  TAP_TIME_REQUIRED: 'Date and time are required',
  TAP_TIME_INVALID: 'Not a valid date and time',
  TAP_TIME_OUTSIDE_WINDOW: 'The tap must be between 04:30 on the transaction day and 04:29 the next day',
  TAP_TIME_STEP: 'The time must be on a 5-minute step',
  TAP_TIME_FUTURE: 'The tap time is in the future',
  EXIT_BEFORE_ENTRY: 'The exit is before the entry',
  ENTRY_AFTER_EXIT: 'The entry is after the exit',
};

export interface DayContext {
  open: OpenKeyGo;
  date: string;
  taps: StoredTap[];
  journeys: KeyGoJourney<StoredTap>[];
  /** the brand's config.maxMinutesBetweenTaps (001 §9), for the journeys of the changed taps and checkOrder */
  maxMinutes: number;
}

/** Loads and checks the day, claims its version, runs `change`, re-prices; replies with the day's new version and balance. */
export async function changeDay(
  ctx: CallContext,
  date: string | ((db: Db, open: OpenKeyGo) => Promise<string>),
  dayVersion: number,
  change: (day: DayContext) => Promise<string>,
) {
  const staff = requireStaff(ctx);
  const config = staff.profile.config as unknown as Record<string, unknown>;
  const maxMinutes = staff.profile.config.maxMinutesBetweenTaps;
  const open = await keyGoCardOrThrow(ctx);
  const cardId = open.card.id;
  const day = typeof date === 'string' ? date : await date(ctx.db, open);
  const [row] = await ctx.db
    .select()
    .from(keyGoDays)
    .where(and(eq(keyGoDays.smartcardId, cardId), eq(keyGoDays.date, day)));
  // the current transaction day: before 04:30 it is yesterday's, and today's window has not opened
  const today = keyGoDayOf(londonNow(ctx.settings.clock()));
  const editability = keyGoDayEditability(day, {
    today,
    finalised: row?.finalised ?? false,
    amendDays: Number(config.keyGoAmendDays ?? 14),
  });
  if (editability === 'notEditable')
    throw keyGoConflict(KeyGoCodes.OUTSIDE_PROCESSING_WINDOW, 'The day is outside the processing window');
  if (editability === 'info')
    throw keyGoConflict(KeyGoCodes.FINALISED_JOURNEY_PATTERN, 'The journey pattern of the day is finalised');
  // claim the version first: the loser of two simultaneous changes waits on the row, then finds the version moved
  const claimed = row
    ? await ctx.db
        .update(keyGoDays)
        .set({ version: sql`${keyGoDays.version} + 1` })
        .where(and(eq(keyGoDays.smartcardId, cardId), eq(keyGoDays.date, day), eq(keyGoDays.version, dayVersion)))
        .returning()
    : dayVersion === 0
      ? await ctx.db
          .insert(keyGoDays)
          .values({ smartcardId: cardId, date: day, version: 1 })
          .onConflictDoNothing()
          .returning()
      : [];
  if (!claimed.length)
    throw keyGoConflict(KeyGoCodes.CONFLICT, 'The day was changed by someone else: reload it and try again', [
      'dayVersion',
    ]);
  const taps = (
    await ctx.db
      .select()
      .from(keyGoTaps)
      .where(and(eq(keyGoTaps.smartcardId, cardId), eq(keyGoTaps.date, day)))
  ).map((t) => ({ ...t, type: t.type as TapType }));
  const description = await change({
    open,
    date: day,
    taps,
    journeys: buildKeyGoJourneys(taps, maxMinutes),
    maxMinutes,
  });
  const { delta } = await repriceWeek(ctx.db, cardId, day, maxMinutes);
  await writeCustomerTrail(
    ctx.db,
    open.customer.id,
    `KeyGo ${description} on ${day.split('-').reverse().join('/')} (week ${delta <= 0 ? 'cheaper' : 'dearer'} by £${(Math.abs(delta) / 100).toFixed(2)})`,
    staff.email,
    ctx.settings.clock(),
  );
  const [{ balance }] = await ctx.db
    .select({ balance: keyGoAccounts.balance })
    .from(keyGoAccounts)
    .where(eq(keyGoAccounts.smartcardId, cardId));
  return { result: { date: day, version: claimed[0].version, delta, balance } };
}

/** 400s of a tap's time and place, and the reason code. */
export async function checkTap(
  ctx: CallContext,
  date: string,
  dateTime: string,
  locationNlc: string,
  reasonCode: string,
): Promise<{ nlc: string; name: string }> {
  const staff = requireStaff(ctx);
  const reasons = (staff.profile.config as unknown as Record<string, unknown>).keyGoAdjustmentReasons as string[];
  if (!reasons.includes(reasonCode))
    throw ApiError.of(400, Codes.VALIDATION, `reasonCode must be one of ${reasons.join(', ')}`, ['reasonCode']);
  // a tap has happened: none after the server's clock (London wall-clock, as the picker shows)
  const error = tapTimeError(dateTime, date, undefined, londonNow(ctx.settings.clock()));
  if (error) throw tapTimeRefusal(error);
  const [station] = await ctx.db.select().from(stations).where(eq(stations.nlc, locationNlc)).limit(1);
  if (!station || KEYGO_STATION_ZONES[station.name] === undefined)
    throw keyGoBadRequest(KeyGoCodes.INVALID_LOCATION, 'Not a KeyGo station', ['locationNlc']);
  return { nlc: station.nlc, name: station.name };
}

/**
 * 400 KEYGO_INVALID_TAP_TIME; the message says which rule (a refusal is { code, message, fields }, nothing more), the
 * limit between taps as the brand sets it ('The journey is longer than 4h36m').
 */
export function tapTimeRefusal(code: TapTimeError): ApiError;
export function tapTimeRefusal(code: TapOrderError, maxMinutes: number): ApiError;
export function tapTimeRefusal(code: TapTimeError | TapOrderError, maxMinutes = 0): ApiError {
  const message =
    code === 'JOURNEY_TOO_LONG' ? `The journey is longer than ${hoursAndMinutes(maxMinutes)}` : TIME_MESSAGES[code];
  return keyGoBadRequest(KeyGoCodes.INVALID_TAP_TIME, message, ['dateTime']);
}

/** 409 when the card already had keyGoMonthlyManualTaps taps added by staff this calendar month. */
export async function checkMonthlyLimit(ctx: CallContext, cardId: number): Promise<void> {
  const staff = requireStaff(ctx);
  const limit = Number((staff.profile.config as unknown as Record<string, unknown>).keyGoMonthlyManualTaps ?? 5);
  const monthStart = `${londonToday(ctx.settings.clock()).slice(0, 7)}-01T00:00:00Z`;
  const [{ n }] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(keyGoTaps)
    .where(
      and(
        eq(keyGoTaps.smartcardId, cardId),
        eq(keyGoTaps.generationCause, 'MANUAL'),
        gte(keyGoTaps.created, new Date(Date.parse(monthStart) - 3_600_000)),
      ),
    );
  if (n >= limit)
    throw keyGoConflict(
      KeyGoCodes.MONTHLY_INCOMPLETE_TAP_LIMIT,
      `Reached the monthly limit of ${limit} added taps for this card`,
    );
}

/** The ordering rule against the journey's other tap (400), then after the change: no complete journey lost (409). */
export function checkOrder(
  type: TapType,
  at: string,
  other: { type: TapType; at: string } | undefined,
  maxMinutes: number,
): void {
  const error = keyGoTapOrderError(type, at, other, maxMinutes);
  if (error) throw tapTimeRefusal(error, maxMinutes);
}

export function checkPattern(
  before: KeyGoJourney<StoredTap>[],
  after: KeyGoJourney<StoredTap>[],
  mustComplete?: number,
): void {
  const complete = (js: KeyGoJourney<StoredTap>[]) => js.filter((j) => j.complete).length;
  const joined =
    mustComplete === undefined ||
    after.some((j) => j.complete && (j.entry?.id === mustComplete || j.exit?.id === mustComplete));
  if (complete(after) < complete(before) || !joined)
    throw keyGoConflict(KeyGoCodes.INVALID_JOURNEY_PATTERN, 'The taps would not form valid journeys');
}

export { buildKeyGoJourneys };
