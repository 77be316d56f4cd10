// 000 §7 PUT /admin/customers/{id}/railcards/{railcardId}: type, number and expiry of an application that is not
// final (000 §4); 000 §5: all three required, expiry not before today. A final application answers 409.
import { and, eq } from 'drizzle-orm';
import { londonToday } from '../../../src/domain/londonToday';
import { railcardDetailsErrors } from '../../../src/domain/railcardDetailsErrors';
import { requireStaff, type Handler } from '../../context';
import type { Db } from '../../db/connect';
import { railcards, railcardTypes } from '../../db/schema';
import { ApiError, Codes } from '../../errors';
import { findCustomer } from '../customers/findCustomer';
import { checkRailcardType } from './checkRailcardType';
import { findCustomerRailcard } from './findCustomerRailcard';
import { throwFieldErrors } from './fieldErrors';
import { railcardColumns, railcardRecord } from './railcardRecord';
import { writeRailcardHistory } from './railcardHistoryEntry';

export const editRailcard: Handler<'editRailcard'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const body = ctx.body as { railcardCode: string; railcardNumber: string; expiryDate: string };
  const customer = await findCustomer(ctx.db, staff.brand, ctx.params.id);
  const card = await findCustomerRailcard(ctx.db, customer.id, ctx.params.railcardId);
  const today = londonToday();
  throwFieldErrors(railcardDetailsErrors(body, today));
  await checkRailcardType(ctx.db, body.railcardCode);
  const number = body.railcardNumber.trim().toUpperCase();

  await ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [changed] = await t
      .update(railcards)
      .set({
        railcardCode: body.railcardCode,
        railcardNumber: number,
        expiryDate: body.expiryDate,
        author: staff.email,
      })
      .where(and(eq(railcards.id, card.id), eq(railcards.state, 'PENDING')))
      .returning({ id: railcards.id });
    if (!changed) {
      const [now] = await t.select({ state: railcards.state }).from(railcards).where(eq(railcards.id, card.id));
      throw ApiError.of(
        409,
        Codes.CONFLICT,
        `The railcard is ${now?.state ?? card.state}: only a pending application can be edited`,
        ['state'],
      );
    }
    await writeRailcardHistory(t, {
      customerId: customer.id,
      railcardId: card.id,
      railcardCode: body.railcardCode,
      railcardNumber: number,
      action: 'EDITED',
      editor: staff.email,
    });
  });
  const [row] = await ctx.db
    .select(railcardColumns)
    .from(railcards)
    .innerJoin(railcardTypes, eq(railcardTypes.code, railcards.railcardCode))
    .where(eq(railcards.id, card.id));
  return { result: railcardRecord(row, today) };
};
