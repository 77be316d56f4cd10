// 001 §7 GET /smartcard/{id}/keygo/journey-history: days (newest first) with their transactions — the day's journeys
// priced (fare per ticket, cap and saving) and its balance adjustments — and the weeks they fall in (weekly cap, total,
// saving). At most 7 days a call and keyGoHistoryMaxWeeks weeks back (001 §9: browsed one week a step, up to 8).
// Issue 24: the days and weeks are priced and serialised once per stored state of their weeks (keyGoWeekCache.ts), and
// the reply carries a weak ETag of that state and of the account: If-None-Match with it is answered 304 without a body.
import { and, eq, sql } from 'drizzle-orm';
import { keyGoDayEditability, keyGoEditableUntil } from '../../../src/domain/keyGoDayEditability';
import { addDays, keyGoDayOf } from '../../../src/domain/keyGoTapWindow';
import { londonNow } from '../../../src/domain/londonNow';
import { londonToday } from '../../../src/domain/londonToday';
import { weekStartOf } from '../../../src/domain/weekStartOf';
import { tapExcludable } from '../../../src/domain/tapExcludable';
import type { GetKeyGoJourneyHistoryReply } from '../../../src/generated/replies/GetKeyGoJourneyHistoryReply';
import type { KeyGoHistory } from '../../../src/generated/types/KeyGoHistory';
import type { KeyGoTap } from '../../../src/generated/types/KeyGoTap';
import type { KeyGoTransaction } from '../../../src/generated/types/KeyGoTransaction';
import { requireStaff, type Handler } from '../../context';
import type { Db } from '../../db/connect';
import { customers, keyGoAdjustments, keyGoDays, smartcards } from '../../db/schema';
import { ApiError, Codes, notFound } from '../../errors';
import { keyGoCardOf, selectKeyGo } from './keyGoCard';
import { UntilWrite } from '../../db/untilWrite';
import {
  cachedKeyGoWeek,
  encodedReply,
  etagMatches,
  KEYGO_WEEK_CACHE_SIZE,
  replyEncoding,
  weakEtag,
} from './keyGoWeekCache';
import { priceTapWeek, type StoredTap } from './keyGoPricing';
import { weekTaps } from './repriceWeek';
import { serialisedReply } from './serialisedReply';

export const getKeyGoJourneyHistory: Handler<'getKeyGoJourneyHistory'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const config = staff.profile.config as unknown as Record<string, unknown>;
  const { startDate, endDate } = ctx.query as { startDate: string; endDate: string };
  const today = londonToday(ctx.settings.clock());
  const maxWeeks = Number(config.keyGoHistoryMaxWeeks ?? 8);
  if (endDate < startDate) throw ApiError.of(400, Codes.VALIDATION, 'endDate is before startDate', ['endDate']);
  if (addDays(startDate, 6) < endDate)
    throw ApiError.of(400, Codes.VALIDATION, 'At most 7 days at a time', ['endDate']);
  if (startDate < addDays(weekStartOf(today), -7 * (maxWeeks - 1)))
    throw ApiError.of(400, Codes.VALIDATION, `History goes back ${maxWeeks} weeks`, ['startDate']);
  const weekStarts = [...new Set([weekStartOf(startDate), weekStartOf(endDate)])];
  const numericId = Number(ctx.params.id);
  if (!Number.isSafeInteger(numericId)) throw notFound();
  const params = {
    id: numericId,
    brand: staff.brand,
    weekFrom: weekStarts[0],
    weekTo: addDays(weekStarts.at(-1)!, 6),
    startDate,
    endDate,
  };
  const row = await historyRows.get(ctx.db, JSON.stringify(params), async () => {
    const [first] = await historyQuery(ctx.db).execute(params);
    return first;
  });
  const k = keyGoCardOf(row);
  const base: Omit<KeyGoHistory, 'days' | 'weeks'> = {
    status: k.status,
    balance: k.account?.balance ?? 0,
    closed: k.account?.closed ?? false,
    maxWeeks,
  };
  if (!k.card || !k.account) return { result: { ...base, days: [], weeks: [] } };
  const cardId = k.card.id;
  const amendDays = Number(config.keyGoAmendDays ?? 14);
  const maxMinutes = staff.profile.config.maxMinutesBetweenTaps;
  const weekDays = row.weekDays ?? [];
  const adjustments = row.adjustments ?? [];
  // editable up to the current transaction day: before 04:30 that is yesterday's, today's window not yet open
  const keyGoToday = keyGoDayOf(londonNow(ctx.settings.clock()));
  const week: WeekInput = {
    cardId,
    startDate,
    endDate,
    weekStarts,
    today: keyGoToday,
    amendDays,
    maxMinutes,
    weekDays,
    adjustments,
  };
  // the brand's settings are part of the key: under `npm run dev` a brand edit changes them without a write
  const key = JSON.stringify([cardId, startDate, endDate, keyGoToday, amendDays, maxMinutes, weekDays, adjustments]);
  const etag = weakEtag(base, key);
  ctx.reply?.header('ETag', etag);
  if (etagMatches(ctx.request.headers['if-none-match'], etag)) {
    ctx.status = 304;
    return serialisedReply<GetKeyGoJourneyHistoryReply>(undefined);
  }
  const daysAndWeeks = await cachedKeyGoWeek(ctx.settings, key, async () =>
    JSON.stringify(await daysAndWeeksOf(ctx.db, week)),
  );
  // the serialised days and weeks are spliced in as they are: parsing them back only to serialise them again would
  // cost what the cache saves
  ctx.reply?.header('content-type', 'application/json; charset=utf-8');
  const body = `{"result":${JSON.stringify(base).slice(0, -1)},${daysAndWeeks.slice(1)}}`;
  const encoding = replyEncoding(ctx.request.headers['accept-encoding']);
  if (!encoding || !ctx.reply) return serialisedReply<GetKeyGoJourneyHistoryReply>(body);
  // compressed here, once per ETag; the API's compression leaves a reply with a Content-Encoding as it is
  ctx.reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
  return serialisedReply<GetKeyGoJourneyHistoryReply>(encodedReply(ctx.settings, etag, encoding, body));
};

/**
 * The history's one query: the account's card, KeyGo product and account (selectKeyGo) and the stored state the
 * reply is made from, read in this request (so the key is right in any process) — the version of every day of the
 * weeks (each tap change claims its day's version, and re-prices its whole week) and the adjustments shown (never
 * changed once written). One query, built once per database: under load on the embedded database a request costs what
 * its queries cost to build, send and plan, not what they read. On PostgreSQL a named statement, planned once per
 * connection.
 */
function prepareHistoryQuery(db: Db) {
  return selectKeyGo(db, {
    weekDays: sql<StoredDay[] | null>`(
      select json_agg(json_build_object('date', d.date, 'version', d.version, 'finalised', d.finalised) order by d.date)
      from ${keyGoDays} d
      where d.smartcard_id = ${smartcards.id} and d.date between ${sql.placeholder('weekFrom')} and ${sql.placeholder('weekTo')})`,
    adjustments: sql<StoredAdjustment[] | null>`(
      select json_agg(json_build_object('id', a.id, 'date', a.date, 'value', a.value, 'reasonCode', a.reason_code,
        'reasonDescription', a.reason_description, 'transactionId', a.transaction_id, 'ticketId', a.ticket_id)
        order by a.id)
      from ${keyGoAdjustments} a
      where a.smartcard_id = ${smartcards.id} and a.date between ${sql.placeholder('startDate')} and ${sql.placeholder('endDate')})`,
  })
    .where(and(eq(customers.id, sql.placeholder('id')), eq(customers.brand, sql.placeholder('brand'))))
    .limit(1)
    .prepare('keygo_journey_history');
}

/**
 * The query's row, read again only after a change to the database (server/db/untilWrite.ts: on PGlite, which this
 * process alone writes to; on PostgreSQL every read runs the query). A revalidation then costs no query beyond the
 * sign-in check.
 */
const historyRows = new UntilWrite<HistoryRow>(KEYGO_WEEK_CACHE_SIZE);

type HistoryRow = Awaited<ReturnType<ReturnType<typeof prepareHistoryQuery>['execute']>>[number];

const historyQueries = new WeakMap<Db, ReturnType<typeof prepareHistoryQuery>>();

function historyQuery(db: Db) {
  let query = historyQueries.get(db);
  if (!query) historyQueries.set(db, (query = prepareHistoryQuery(db)));
  return query;
}

interface WeekInput {
  cardId: number;
  startDate: string;
  endDate: string;
  weekStarts: string[];
  today: string;
  amendDays: number;
  /** the brand's config.maxMinutesBetweenTaps: which taps make a journey */
  maxMinutes: number;
  weekDays: StoredDay[];
  adjustments: StoredAdjustment[];
}

/** A day of the weeks asked for as keygo_days holds it: its version is claimed by every tap change of the day. */
interface StoredDay {
  date: string;
  version: number;
  finalised: boolean;
}

/** A balance adjustment as the reply shows it (keygo_adjustments; a row is never changed once written). */
interface StoredAdjustment {
  id: number;
  date: string;
  value: number;
  reasonCode: string;
  reasonDescription: string;
  transactionId: string | null;
  ticketId: number | null;
}

/** The days (newest first) and weeks of the reply: the weeks' taps priced (src/domain/priceKeyGoWeek). */
async function daysAndWeeksOf(db: Db, input: WeekInput): Promise<Pick<KeyGoHistory, 'days' | 'weeks'>> {
  const { cardId, startDate, endDate, weekStarts, today, amendDays, maxMinutes, adjustments } = input;
  const dayRows = new Map(input.weekDays.map((d) => [d.date, d]));
  const priced = new Map<string, ReturnType<typeof priceTapWeek> & { taps: StoredTap[] }>();
  for (const start of weekStarts) {
    const taps = await weekTaps(db, cardId, start);
    priced.set(start, { ...priceTapWeek(start, taps, maxMinutes), taps });
  }
  const days: KeyGoHistory['days'] = [];
  for (let date = endDate; date >= startDate; date = addDays(date, -1)) {
    const week = priced.get(weekStartOf(date))!;
    const row = dayRows.get(date);
    const editability = keyGoDayEditability(date, { today, finalised: row?.finalised ?? false, amendDays });
    const editable = editability === 'incomplete';
    const tapView = (t: StoredTap): KeyGoTap => ({
      id: t.id,
      timestamp: t.at,
      locationName: t.locationName,
      locationNlc: t.locationNlc,
      // the column holds CARD, MANUAL or GENERATED only: the seed and the tap calls write nothing else
      generationCause: t.generationCause as KeyGoTap['generationCause'],
      type: t.type,
      status: t.status,
      excludable: editable && tapExcludable(t),
    });
    const journeys = week.journeysByDate.get(date) ?? [];
    const pricedDay = week.dayByDate.get(date)!;
    const transactions: KeyGoTransaction[] = [];
    if (journeys.length) {
      transactions.push({
        id: `D${date}`,
        value: pricedDay.value,
        description: `${journeys.length} journey${journeys.length === 1 ? '' : 's'}`,
        type: 'JOURNEY',
        reasonCode: null,
        reasonDescription: null,
        journeyPattern: {
          tickets: journeys.map((j, i) => ({
            id: j.id,
            originName: j.entry?.locationName ?? null,
            destinationName: j.exit?.locationName ?? null,
            description: j.complete
              ? 'KeyGo single'
              : j.entry
                ? 'Incomplete journey: no exit'
                : 'Incomplete journey: no entry',
            railcard: null,
            fare: pricedDay.fares[i],
            complete: j.complete,
            journeys: [{ id: j.id, taps: [j.entry, j.exit].filter((t): t is StoredTap => Boolean(t)).map(tapView) }],
          })),
        },
        weeklyCap: week.week.weeklyCap,
        cap: pricedDay.cap,
        capValue: pricedDay.capValue,
        saving: pricedDay.saving,
      });
    }
    for (const a of adjustments.filter((x) => x.date === date)) {
      transactions.push({
        id: `A${a.id}`,
        value: a.value,
        description: 'Balance adjustment',
        type: 'ADJUSTMENT',
        reasonCode: a.reasonCode,
        reasonDescription: a.reasonDescription,
        journeyPattern: null,
        transactionId: a.transactionId,
        ticketId: a.ticketId,
        weeklyCap: null,
        saving: 0,
      });
    }
    days.push({
      date,
      editable,
      editability,
      editableUntil: keyGoEditableUntil(date, amendDays),
      finalised: row?.finalised ?? false,
      version: row?.version ?? 0,
      value: pricedDay.value,
      cap: pricedDay.cap,
      saving: pricedDay.saving,
      transactions,
      excludedTaps: week.taps.filter((t) => t.date === date && t.excluded).map(tapView),
    });
  }
  const weeks = weekStarts.map((start) => {
    const w = priced.get(start)!.week;
    return {
      start,
      end: addDays(start, 6),
      weeklyCap: w.weeklyCap,
      total: w.total,
      saving: w.saving,
      days: w.days.map((d) => ({ date: d.date, value: d.value, saving: d.saving })),
    };
  });
  return { days, weeks };
}
