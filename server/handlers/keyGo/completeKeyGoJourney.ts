// 001 §7 POST /smartcard/{id}/keygo/complete-journey/{journeyId}: adds the missing tap of an incomplete journey.
import { and, eq } from 'drizzle-orm';
import type { TapType } from '../../../src/domain/buildKeyGoJourneys';
import { requireStaff, type Handler } from '../../context';
import { keyGoTaps } from '../../db/schema';
import { notFound } from '../../errors';
import { KeyGoCodes, keyGoConflict } from './keyGoErrors';
import { buildKeyGoJourneys, changeDay, checkMonthlyLimit, checkOrder, checkPattern, checkTap } from './tapChange';

export const completeKeyGoJourney: Handler<'completeKeyGoJourney'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const body = ctx.body as { dateTime: string; locationNlc: string; reasonCode: string; dayVersion: number };
  const journeyId = Number(ctx.params.journeyId);
  let station: { nlc: string; name: string } | undefined;
  return changeDay(
    ctx,
    async (db, open) => {
      const [first] = await db
        .select()
        .from(keyGoTaps)
        .where(and(eq(keyGoTaps.id, journeyId), eq(keyGoTaps.smartcardId, open.card.id)));
      if (!first) throw notFound();
      station = await checkTap(ctx, first.date, body.dateTime, body.locationNlc, body.reasonCode);
      return first.date;
    },
    body.dayVersion,
    async ({ open, date, taps, journeys, maxMinutes }) => {
      const journey = journeys.find((j) => j.id === journeyId);
      if (!journey) throw keyGoConflict(KeyGoCodes.INVALID_JOURNEY_PATTERN, 'The tap is not the start of a journey');
      if (journey.complete) throw keyGoConflict(KeyGoCodes.JOURNEY_COMPLETE, 'The journey is already complete');
      await checkMonthlyLimit(ctx, open.card.id);
      const other = journey.entry ?? journey.exit!;
      const type: TapType = other.type === 'ENTRY' ? 'EXIT' : 'ENTRY';
      checkOrder(type, body.dateTime, other, maxMinutes);
      const [added] = await ctx.db
        .insert(keyGoTaps)
        .values({
          smartcardId: open.card.id,
          date,
          at: body.dateTime,
          type,
          status: 'NEW',
          locationNlc: station!.nlc,
          locationName: station!.name,
          generationCause: 'MANUAL',
          reasonCode: body.reasonCode,
          createdBy: staff.email,
          created: ctx.settings.clock(),
        })
        .returning();
      checkPattern(journeys, buildKeyGoJourneys([...taps, { ...added, type }], maxMinutes), added.id);
      return `journey completed with an ${type.toLowerCase()} at ${body.dateTime.slice(11)} at ${station!.name}`;
    },
  );
};
