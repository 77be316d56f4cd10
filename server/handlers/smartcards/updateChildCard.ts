// 001 §7 PUT /smartcard/{id}/child: correct a pending child card's names and date of birth (a child: under 16, and at
// least 5 years old by the 001 §5 DOB floor); 409 once decided.
import { and, eq } from 'drizzle-orm';
import { dateOfBirthError } from '../../../src/domain/dateOfBirthError';
import { isOver16 } from '../../../src/domain/isOver16';
import { requireStaff, type Handler } from '../../context';
import type { Db } from '../../db/connect';
import { childCards } from '../../db/schema';
import { ApiError } from '../../errors';
import { writeCustomerTrail } from '../customers/writeCustomerTrail';
import { childCardView, findChildCard } from './childCards';
import { notPending } from './notPending';
import { nowOf, todayOf } from './today';

export const updateChildCard: Handler<'updateChildCard'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const body = ctx.body as { firstNames: string; surname: string; dateOfBirth: string };
  const child = await findChildCard(ctx.db, staff.brand, ctx.params.id);
  const today = todayOf(ctx);
  const error = dateOfBirthError(
    body.dateOfBirth,
    today,
    Number(staff.profile.config.dateOfBirthMinYears),
    Number(staff.profile.config.dateOfBirthMaxYears),
  );
  if (error) throw ApiError.of(400, error, 'dateOfBirth is out of range', ['dateOfBirth']);
  if (isOver16(body.dateOfBirth, today))
    throw ApiError.of(400, '1000', 'A child card is for a customer under 16', ['dateOfBirth']);
  const row = await ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [changed] = await t
      .update(childCards)
      .set({ firstNames: body.firstNames.trim(), surname: body.surname.trim(), dateOfBirth: body.dateOfBirth })
      .where(and(eq(childCards.id, child.id), eq(childCards.status, 'pending')))
      .returning();
    if (!changed) throw notPending('child card', child.status);
    await writeCustomerTrail(t, child.customerId, `Child card ${child.id} details changed`, staff.email, nowOf(ctx));
    return changed;
  });
  return { result: childCardView(row) };
};
