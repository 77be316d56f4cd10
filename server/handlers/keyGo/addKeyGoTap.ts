// 001 §7 POST /smartcard/{id}/keygo/taps: adds a tap of the chosen type (to a journey when journeyId is given), or with
// tapId moves an existing tap; the week is re-priced (tapChange.ts).
import { and, eq } from 'drizzle-orm';
import type { TapType } from '../../../src/domain/buildKeyGoJourneys';
import { requireStaff, type Handler } from '../../context';
import { keyGoTaps } from '../../db/schema';
import { KeyGoCodes, keyGoConflict } from './keyGoErrors';
import { buildKeyGoJourneys, changeDay, checkMonthlyLimit, checkOrder, checkPattern, checkTap } from './tapChange';

interface Body {
  transactionDate: string;
  type: TapType;
  dateTime: string;
  locationNlc: string;
  reasonCode: string;
  journeyId?: number;
  tapId?: number;
  dayVersion: number;
}

export const addKeyGoTap: Handler<'addKeyGoTap'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const body = ctx.body as Body;
  const station = await checkTap(ctx, body.transactionDate, body.dateTime, body.locationNlc, body.reasonCode);
  const reply = await changeDay(
    ctx,
    body.transactionDate,
    body.dayVersion,
    async ({ open, date, taps, journeys, maxMinutes }) => {
      if (body.tapId !== undefined) {
        const tap = taps.find((t) => t.id === body.tapId && !t.excluded);
        if (!tap || tap.type !== body.type)
          throw keyGoConflict(KeyGoCodes.INVALID_JOURNEY_PATTERN, 'No such tap of that type on the day');
        const journey = journeys.find((j) => j.entry?.id === tap.id || j.exit?.id === tap.id);
        const other = journey && (tap.type === 'ENTRY' ? journey.exit : journey.entry);
        checkOrder(tap.type, body.dateTime, other, maxMinutes);
        const moved = taps.map((t) => (t.id === tap.id ? { ...t, at: body.dateTime } : t));
        checkPattern(journeys, buildKeyGoJourneys(moved, maxMinutes), other ? tap.id : undefined);
        await ctx.db
          .update(keyGoTaps)
          .set({
            at: body.dateTime,
            locationNlc: station.nlc,
            locationName: station.name,
            status: 'OVERRIDDEN',
            reasonCode: body.reasonCode,
            createdBy: staff.email,
          })
          .where(and(eq(keyGoTaps.id, tap.id), eq(keyGoTaps.smartcardId, open.card.id)));
        return `${tap.type.toLowerCase()} tap changed to ${body.dateTime.slice(11)} at ${station.name}`;
      }
      await checkMonthlyLimit(ctx, open.card.id);
      let mustComplete = false;
      if (body.journeyId !== undefined) {
        const journey = journeys.find((j) => j.id === body.journeyId);
        if (!journey) throw keyGoConflict(KeyGoCodes.INVALID_JOURNEY_PATTERN, 'No such journey on the day');
        if (journey.complete) throw keyGoConflict(KeyGoCodes.JOURNEY_COMPLETE, 'The journey is already complete');
        const other = journey.entry ?? journey.exit!;
        if (other.type === body.type)
          throw keyGoConflict(
            KeyGoCodes.INVALID_JOURNEY_PATTERN,
            `The journey already has its ${body.type.toLowerCase()}`,
          );
        checkOrder(body.type, body.dateTime, other, maxMinutes);
        mustComplete = true;
      }
      const [added] = await ctx.db
        .insert(keyGoTaps)
        .values({
          smartcardId: open.card.id,
          date,
          at: body.dateTime,
          type: body.type,
          status: 'NEW',
          locationNlc: station.nlc,
          locationName: station.name,
          generationCause: 'MANUAL',
          reasonCode: body.reasonCode,
          createdBy: staff.email,
          created: ctx.settings.clock(),
        })
        .returning();
      checkPattern(
        journeys,
        buildKeyGoJourneys([...taps, { ...added, type: added.type as TapType }], maxMinutes),
        mustComplete ? added.id : undefined,
      );
      return `${body.type.toLowerCase()} tap added at ${body.dateTime.slice(11)} at ${station.name}`;
    },
  );
  return reply;
};
