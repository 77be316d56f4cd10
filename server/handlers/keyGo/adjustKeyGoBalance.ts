// 001 §7 POST /smartcard/{id}/keygo/adjust-balance (001 §3 Balance adjustment, §5 rules, §8 max value / max frequency):
// details carry an appended suffix (editor, date) inside their 200 characters; a ticket-level adjustment stays below
// that ticket's fare. The field rules are the console's (src/domain/keyGoAdjustmentErrors): each breach a 400 naming
// its field, nothing changed. Balance and adjustment row and the trail row in one transaction.
import { and, eq, gte, sql } from 'drizzle-orm';
import {
  adjustmentSuffix,
  keyGoAdjustmentErrors,
  type KeyGoAdjustmentError,
} from '../../../src/domain/keyGoAdjustmentErrors';
import { londonToday } from '../../../src/domain/londonToday';
import { requireStaff, type Handler } from '../../context';
import { keyGoAccounts, keyGoAdjustments } from '../../db/schema';
import { ApiError, Codes } from '../../errors';
import { writeCustomerTrail } from '../customers/writeCustomerTrail';
import { loadKeyGo, requireOpenKeyGo } from './keyGoCard';
import { KeyGoCodes, keyGoBadRequest, keyGoConflict } from './keyGoErrors';
import { priceTapWeek } from './keyGoPricing';
import { weekTaps } from './repriceWeek';

interface Body {
  adjustmentValue: number;
  reasonCode: string;
  reasonDescription: string;
  transactionId?: string;
  ticketId?: number;
}

export const adjustKeyGoBalance: Handler<'adjustKeyGoBalance'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const config = staff.profile.config as unknown as Record<string, unknown>;
  const body = ctx.body as Body;
  const now = ctx.settings.clock();
  const today = londonToday(now);
  const reasons = config.keyGoAdjustmentReasons as string[];
  const suffix = adjustmentSuffix(staff.email, today.split('-').reverse().join('/'));
  const maxDetails = Number(config.descriptionMaxLength ?? 200);
  // the amount as the console's field holds it: pounds, unsigned (the sign is the direction)
  const rules = { reasons, suffixLength: suffix.length, maxDetails };
  const input = {
    amount: (Math.abs(body.adjustmentValue) / 100).toFixed(2),
    reasonCode: body.reasonCode,
    details: body.reasonDescription,
  };
  refuse(
    keyGoAdjustmentErrors(input, rules),
    reasons,
    `at most ${maxDetails} characters with the appended "${suffix}"`,
  );
  const details = `${body.reasonDescription.trim()}${suffix}`;
  if ((body.transactionId === undefined) !== (body.ticketId === undefined))
    throw ApiError.of(400, Codes.VALIDATION, 'transactionId and ticketId go together', ['ticketId']);
  const k = await loadKeyGo(ctx);
  const { card } = await requireOpenKeyGo(ctx.db, k, true);
  let date = today;
  if (body.transactionId && body.ticketId) {
    date = body.transactionId.slice(1);
    const priced = priceTapWeek(
      date,
      await weekTaps(ctx.db, card.id, date),
      staff.profile.config.maxMinutesBetweenTaps,
    );
    const journeys = priced.journeysByDate.get(date) ?? [];
    const index = journeys.findIndex((j) => j.id === body.ticketId);
    if (index < 0)
      throw keyGoConflict(KeyGoCodes.INVALID_JOURNEY_PATTERN, 'No such ticket in that transaction', ['ticketId']);
    const fare = priced.dayByDate.get(date)!.fares[index];
    refuse(keyGoAdjustmentErrors({ ...input, ticketFare: fare }, rules), reasons, '', fare);
  }
  const maxValue = Number(config.keyGoMaxAdjustment ?? 5000);
  if (Math.abs(body.adjustmentValue) > maxValue)
    throw keyGoConflict(
      KeyGoCodes.MAX_VALUE_ADJUSTMENT,
      `An adjustment may be at most £${(maxValue / 100).toFixed(2)}`,
      ['adjustmentValue'],
    );
  const maxCount = Number(config.keyGoMaxAdjustmentsPer30Days ?? 3);
  const [{ n }] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(keyGoAdjustments)
    .where(
      and(
        eq(keyGoAdjustments.smartcardId, card.id),
        gte(keyGoAdjustments.created, new Date(now.getTime() - 30 * 86_400_000)),
      ),
    );
  if (n >= maxCount)
    throw keyGoConflict(
      KeyGoCodes.MAX_FREQUENCY_ADJUSTMENT,
      `The card already had ${maxCount} adjustments in the last 30 days`,
    );
  const [adjustment] = await ctx.db
    .insert(keyGoAdjustments)
    .values({
      smartcardId: card.id,
      customerId: k.customer.id,
      date,
      value: body.adjustmentValue,
      reasonCode: body.reasonCode,
      reasonDescription: details,
      transactionId: body.transactionId ?? null,
      ticketId: body.ticketId ?? null,
      createdBy: staff.email,
      created: now,
    })
    .returning();
  const [account] = await ctx.db
    .update(keyGoAccounts)
    .set({ balance: sql`${keyGoAccounts.balance} + ${body.adjustmentValue}` })
    .where(eq(keyGoAccounts.smartcardId, card.id))
    .returning();
  await writeCustomerTrail(
    ctx.db,
    k.customer.id,
    `KeyGo balance adjusted by £${(body.adjustmentValue / 100).toFixed(2)}: ${details}`,
    staff.email,
    now,
  );
  return {
    result: { id: adjustment.id, value: adjustment.value, reasonDescription: details, balance: account.balance },
  };
};

const AMOUNT_MESSAGES: Partial<Record<KeyGoAdjustmentError, string>> = {
  AMOUNT_REQUIRED: 'The amount is required',
  AMOUNT_NUMERIC: 'The amount must be a number of pounds and pence',
  AMOUNT_MAX_LENGTH: 'The amount has at most 6 digits',
  AMOUNT_ZERO: 'The amount must not be 0',
};

/** The first rule broken, as a 400 naming its field. */
function refuse(
  errors: ReturnType<typeof keyGoAdjustmentErrors>,
  reasons: string[],
  detailsLimit: string,
  fare?: number,
): void {
  if (errors.amount === 'AMOUNT_NOT_BELOW_FARE')
    throw keyGoBadRequest(
      KeyGoCodes.ADJUSTMENT_INVALID,
      `The amount must be below the ticket's fare of £${((fare ?? 0) / 100).toFixed(2)}`,
      ['adjustmentValue'],
    );
  if (errors.amount)
    throw keyGoBadRequest(KeyGoCodes.ADJUSTMENT_INVALID, AMOUNT_MESSAGES[errors.amount]!, ['adjustmentValue']);
  if (errors.reasonCode)
    throw ApiError.of(400, Codes.VALIDATION, `reasonCode must be one of ${reasons.join(', ')}`, ['reasonCode']);
  if (errors.details === 'DETAILS_REQUIRED')
    throw ApiError.of(400, Codes.VALIDATION, 'Details are required', ['reasonDescription']);
  if (errors.details)
    throw ApiError.of(400, Codes.VALIDATION, `Details are too long: ${detailsLimit}`, ['reasonDescription']);
}
