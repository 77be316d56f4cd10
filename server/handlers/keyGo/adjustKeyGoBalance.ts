// 001 §7 POST /smartcard/{id}/keygo/adjust-balance (001 §3 Balance adjustment, §5 rules, §8 max value / max frequency):
// details carry an appended suffix (editor, date) inside their 200 characters; a ticket-level adjustment stays below
// that ticket's fare. Balance and adjustment row and the trail row in one transaction.
import { and, eq, gte, sql } from 'drizzle-orm';
import { adjustmentSuffix } from '../../../src/domain/keyGoAdjustmentErrors';
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

export const adjustKeyGoBalance: Handler = async (ctx) => {
  const staff = requireStaff(ctx);
  const config = staff.profile.config as unknown as Record<string, unknown>;
  const body = ctx.body as Body;
  const now = ctx.settings.clock();
  const today = londonToday(now);
  const reasons = config.keyGoAdjustmentReasons as string[];
  if (!reasons.includes(body.reasonCode)) throw ApiError.of(400, Codes.VALIDATION, `reasonCode must be one of ${reasons.join(', ')}`, ['reasonCode']);
  if (body.adjustmentValue === 0) throw keyGoBadRequest(KeyGoCodes.ADJUSTMENT_INVALID, 'The amount must not be 0', ['adjustmentValue']);
  const details = `${body.reasonDescription.trim()}${adjustmentSuffix(staff.email, today.split('-').reverse().join('/'))}`;
  const maxDetails = Number(config.descriptionMaxLength ?? 200);
  if (!body.reasonDescription.trim()) throw ApiError.of(400, Codes.VALIDATION, 'Details are required', ['reasonDescription']);
  if (details.length > maxDetails) throw ApiError.of(400, Codes.VALIDATION, `Details are too long: at most ${maxDetails} characters with the appended "${adjustmentSuffix(staff.email, '')}"`, ['reasonDescription']);
  if ((body.transactionId === undefined) !== (body.ticketId === undefined)) throw ApiError.of(400, Codes.VALIDATION, 'transactionId and ticketId go together', ['ticketId']);
  const k = await loadKeyGo(ctx);
  const { card } = await requireOpenKeyGo(ctx.db, k, true);
  let date = today;
  if (body.transactionId && body.ticketId) {
    date = body.transactionId.slice(1);
    const priced = priceTapWeek(date, await weekTaps(ctx.db, card.id, date));
    const journeys = priced.journeysByDate.get(date) ?? [];
    const index = journeys.findIndex((j) => j.id === body.ticketId);
    if (index < 0) throw keyGoConflict(KeyGoCodes.INVALID_JOURNEY_PATTERN, 'No such ticket in that transaction', ['ticketId']);
    const fare = priced.dayByDate.get(date)!.fares[index];
    if (Math.abs(body.adjustmentValue) >= fare) throw keyGoBadRequest(KeyGoCodes.ADJUSTMENT_INVALID, `The amount must be below the ticket's fare of £${(fare / 100).toFixed(2)}`, ['adjustmentValue']);
  }
  const maxValue = Number(config.keyGoMaxAdjustment ?? 5000);
  if (Math.abs(body.adjustmentValue) > maxValue) throw keyGoConflict(KeyGoCodes.MAX_VALUE_ADJUSTMENT, `An adjustment may be at most £${(maxValue / 100).toFixed(2)}`, ['adjustmentValue']);
  const maxCount = Number(config.keyGoMaxAdjustmentsPer30Days ?? 3);
  const [{ n }] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(keyGoAdjustments)
    .where(and(eq(keyGoAdjustments.smartcardId, card.id), gte(keyGoAdjustments.created, new Date(now.getTime() - 30 * 86_400_000))));
  if (n >= maxCount) throw keyGoConflict(KeyGoCodes.MAX_FREQUENCY_ADJUSTMENT, `The card already had ${maxCount} adjustments in the last 30 days`);
  const [adjustment] = await ctx.db
    .insert(keyGoAdjustments)
    .values({ smartcardId: card.id, customerId: k.customer.id, date, value: body.adjustmentValue, reasonCode: body.reasonCode, reasonDescription: details, transactionId: body.transactionId ?? null, ticketId: body.ticketId ?? null, createdBy: staff.email, created: now })
    .returning();
  const [account] = await ctx.db.update(keyGoAccounts).set({ balance: sql`${keyGoAccounts.balance} + ${body.adjustmentValue}` }).where(eq(keyGoAccounts.smartcardId, card.id)).returning();
  await writeCustomerTrail(ctx.db, k.customer.id, `KeyGo balance adjusted by £${(body.adjustmentValue / 100).toFixed(2)}: ${details}`, staff.email, now);
  return { result: { id: adjustment.id, value: adjustment.value, reasonDescription: details, balance: account.balance } };
};
