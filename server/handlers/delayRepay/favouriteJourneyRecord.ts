// 001 §3 One-click favourite journey: reading a request (src/domain/oneClickJourneyErrors, stations from the
// reference list), the customer's opt-in and the limit (src/domain/oneClickJourneyCount), and the reply shape.
import { eq, sql } from 'drizzle-orm';
import { oneClickJourneyErrors } from '../../../src/domain/oneClickJourneyErrors';
import { oneClickWithinLimit } from '../../../src/domain/oneClickJourneyCount';
import type { FavouriteJourney } from '../../../src/generated/types/FavouriteJourney';
import type { CallContext } from '../../context';
import type { Db } from '../../db/connect';
import { customers, favouriteJourneys, type FavouriteServiceTime } from '../../db/schema';
import { ApiError, Codes } from '../../errors';
import { findCustomer } from '../customers/findCustomer';
import { findStation } from '../reference/findStation';

export type FavouriteJourneyRow = typeof favouriteJourneys.$inferSelect;
export const ONE_CLICK_JOURNEY_LIMIT = 'ONE_CLICK_JOURNEY_LIMIT';
export const ONE_CLICK_NOT_OPTED_IN = 'ONE_CLICK_NOT_OPTED_IN';

export function toFavouriteJourney(row: FavouriteJourneyRow): FavouriteJourney {
  return {
    journeyId: String(row.id),
    // the columns hold what the request's enums allowed (journeyBody: journeyType, daysOfWeek) and the seed's values
    journeyType: row.journeyType as FavouriteJourney['journeyType'],
    origin: row.origin,
    destination: row.destination,
    routeCode: row.routeCode,
    serviceTimes: row.serviceTimes,
    daysOfWeek: row.daysOfWeek as FavouriteJourney['daysOfWeek'],
    created: row.created.toISOString(),
  };
}

export const isOptedIn = (preferences: unknown) =>
  (preferences as Record<string, unknown> | null)?.autoDelayRepay === true;

interface JourneyBody {
  journeyType: string;
  origin: string;
  destination: string;
  routeCode?: string;
  daysOfWeek: string[];
  serviceTimes: FavouriteServiceTime[];
}

/** The row values of a journey request, or 400 by field. */
export async function readJourneyInput(db: Db, body: JourneyBody) {
  const errors = Object.entries(oneClickJourneyErrors(body)).map(([field, message]) => ({
    code: Codes.VALIDATION,
    message: message!,
    fields: [field],
  }));
  const [origin, destination] = await Promise.all([findStation(db, body.origin), findStation(db, body.destination)]);
  if (!origin && !errors.some((e) => e.fields[0] === 'origin'))
    errors.push({ code: Codes.VALIDATION, message: 'Unknown origin station', fields: ['origin'] });
  if (!destination && !errors.some((e) => e.fields[0] === 'destination')) {
    errors.push({ code: Codes.VALIDATION, message: 'Unknown destination station', fields: ['destination'] });
  }
  if (origin && destination && origin.nlc === destination.nlc && !errors.some((e) => e.fields[0] === 'destination')) {
    errors.push({
      code: Codes.VALIDATION,
      message: 'The destination must differ from the origin',
      fields: ['destination'],
    });
  }
  if (errors.length) throw new ApiError(400, errors);
  return {
    journeyType: body.journeyType,
    origin: { name: origin!.name, nlc: origin!.nlc },
    destination: { name: destination!.name, nlc: destination!.nlc },
    routeCode: body.routeCode ?? null,
    daysOfWeek: body.daysOfWeek,
    serviceTimes: body.serviceTimes,
  };
}

/**
 * Runs `change` in a transaction holding the customer's row, after checking the opt-in and that the customer's
 * journeys (without `replaces`, with the candidate) stay within oneClickMaxJourneys: two agents adding at once
 * cannot pass the limit together.
 */
export async function withinJourneyLimit<T>(
  ctx: CallContext,
  brand: string,
  candidate: { serviceTimes: unknown[]; daysOfWeek: unknown[] },
  max: number,
  change: (tx: Db, customerId: number) => Promise<T>,
  replaces?: string,
): Promise<T> {
  const customer = await findCustomer(ctx.db, brand, ctx.params.userId);
  return ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [locked] = await tx
      .select({ preferences: customers.preferences })
      .from(customers)
      .where(eq(customers.id, customer.id))
      .for('update');
    if (!isOptedIn(locked.preferences))
      throw ApiError.of(409, ONE_CLICK_NOT_OPTED_IN, 'The customer has not opted in to one-click delay repay');
    const saved = await tx.select().from(favouriteJourneys).where(eq(favouriteJourneys.customerId, customer.id));
    const journeys = saved.map((r) => ({
      journeyId: String(r.id),
      serviceTimes: r.serviceTimes,
      daysOfWeek: r.daysOfWeek,
    }));
    if (!oneClickWithinLimit(journeys, candidate, max, replaces)) {
      throw ApiError.of(
        409,
        ONE_CLICK_JOURNEY_LIMIT,
        `The customer would have more than ${max} journeys (service times × days)`,
        ['serviceTimes'],
      );
    }
    return change(tx, customer.id);
  });
}

/** SQL of a customer's journeys' count, for the list. */
export const journeyCountSql = sql<number>`coalesce(sum(jsonb_array_length(${favouriteJourneys.serviceTimes}) * cardinality(${favouriteJourneys.daysOfWeek})), 0)::int`;
