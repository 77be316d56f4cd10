// 000 §7 POST /admin/customers/{id}/railcards (201). 000 §5: all fields required, expiry not before today. Staff have
// checked the railcard they add, so it is linked ACCEPTED (docs/decisions/0108-railcard-staff-add-linked-accepted.md). syncWithKeygo only for a type the
// KEYGO filter keeps where the brand runs KeyGo (the console disables the checkbox otherwise).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { londonToday } from '../../../src/domain/londonToday';
import { railcardAddErrors } from '../../../src/domain/railcardAddErrors';
import { railcardCanSyncWithKeygo } from '../../../src/domain/railcardCanSyncWithKeygo';
import type { RailcardFilters } from '../../../src/domain/filterRailcardsFor';
import { requireStaff, type Handler } from '../../context';
import type { Db } from '../../db/connect';
import { railcards, railcardTypes } from '../../db/schema';
import { ApiError, Codes } from '../../errors';
import { findCustomer } from '../customers/findCustomer';
import { checkRailcardType } from './checkRailcardType';
import { throwFieldErrors } from './fieldErrors';
import { railcardColumns, railcardRecord } from './railcardRecord';
import { writeRailcardHistory } from './railcardHistoryEntry';

interface AddBody {
  firstName: string;
  lastName: string;
  railcardCode: string;
  railcardNumber: string;
  syncWithKeygo: boolean;
  expiryDate: string;
}

export const addRailcard: Handler<'addRailcard'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const customer = await findCustomer(ctx.db, staff.brand, ctx.params.id);
  const body = ctx.body as AddBody;
  const today = londonToday();
  throwFieldErrors(railcardAddErrors(body, today));
  await checkRailcardType(ctx.db, body.railcardCode);
  const filters = staff.profile.config.railcardFilters as RailcardFilters | undefined;
  if (body.syncWithKeygo && !railcardCanSyncWithKeygo(body.railcardCode, staff.gateContext.flags, filters)) {
    throw ApiError.of(400, Codes.VALIDATION, `A ${body.railcardCode} railcard cannot be synced with the key service`, [
      'syncWithKeygo',
    ]);
  }
  const number = body.railcardNumber.trim().toUpperCase();

  const id = await ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // one add at a time per account, so two simultaneous adds of one number cannot both pass the check
    await t.execute(sql`SELECT id FROM customers WHERE id = ${customer.id} FOR UPDATE`);
    const [held] = await t
      .select({ id: railcards.id })
      .from(railcards)
      .where(
        and(
          eq(railcards.customerId, customer.id),
          eq(railcards.railcardNumber, number),
          inArray(railcards.state, ['PENDING', 'ACCEPTED']),
        ),
      )
      .limit(1);
    if (held)
      throw ApiError.of(409, Codes.CONFLICT, `The account already holds railcard ${number}`, ['railcardNumber']);
    const [row] = await t
      .insert(railcards)
      .values({
        customerId: customer.id,
        brand: staff.brand,
        railcardNumber: number,
        railcardCode: body.railcardCode,
        state: 'ACCEPTED',
        expiryDate: body.expiryDate,
        accepted: new Date(),
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        syncWithKeygo: body.syncWithKeygo,
        author: staff.email,
      })
      .returning({ id: railcards.id });
    await writeRailcardHistory(t, {
      customerId: customer.id,
      railcardId: row.id,
      railcardCode: body.railcardCode,
      railcardNumber: number,
      action: 'ADDED',
      editor: staff.email,
    });
    return row.id;
  });
  const [created] = await ctx.db
    .select(railcardColumns)
    .from(railcards)
    .innerJoin(railcardTypes, eq(railcardTypes.code, railcards.railcardCode))
    .where(eq(railcards.id, id));
  return { result: railcardRecord(created, today) };
};
