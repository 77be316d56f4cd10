// 001 §7 POST /smartcard/{id}/keygo/exclude-taps/{tapId}: excludes a tap whose status allows it (001 §4).
import { and, eq } from 'drizzle-orm';
import { tapExcludable } from '../../../src/domain/tapExcludable';
import { requireStaff, type Handler } from '../../context';
import { keyGoTaps } from '../../db/schema';
import { ApiError, Codes, notFound } from '../../errors';
import { KeyGoCodes, keyGoConflict } from './keyGoErrors';
import { changeDay } from './tapChange';

export const excludeKeyGoTap: Handler<'excludeKeyGoTap'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const body = ctx.body as { reasonCode: string; dayVersion: number };
  const reasons = (staff.profile.config as unknown as Record<string, unknown>).keyGoAdjustmentReasons as string[];
  if (!reasons.includes(body.reasonCode))
    throw ApiError.of(400, Codes.VALIDATION, `reasonCode must be one of ${reasons.join(', ')}`, ['reasonCode']);
  const tapId = Number(ctx.params.tapId);
  return changeDay(
    ctx,
    async (db, open) => {
      const [tap] = await db
        .select()
        .from(keyGoTaps)
        .where(and(eq(keyGoTaps.id, tapId), eq(keyGoTaps.smartcardId, open.card.id)));
      if (!tap) throw notFound();
      return tap.date;
    },
    body.dayVersion,
    async ({ taps }) => {
      const tap = taps.find((t) => t.id === tapId)!;
      if (!tapExcludable(tap))
        throw keyGoConflict(
          KeyGoCodes.TAP_NOT_EXCLUDABLE,
          `A tap with status ${tap.status}${tap.excluded ? ' (excluded)' : ''} cannot be excluded`,
        );
      await ctx.db
        .update(keyGoTaps)
        .set({ excluded: true, status: 'MANUALLY_EXCLUDED', reasonCode: body.reasonCode, createdBy: staff.email })
        .where(eq(keyGoTaps.id, tapId));
      return `${tap.type.toLowerCase()} tap at ${tap.at.slice(11)} excluded`;
    },
  );
};
