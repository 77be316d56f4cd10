// 001 §5 Date of birth: required, 5 to 98 years ago (src/domain/dateOfBirthError, config dateOfBirthMinYears/MaxYears).
import { eq } from 'drizzle-orm';
import { dateOfBirthError } from '../../../src/domain/dateOfBirthError';
import { requireStaff, type Handler } from '../../context';
import type { Db } from '../../db/connect';
import { customers } from '../../db/schema';
import { ApiError } from '../../errors';
import { findLiveCustomer } from '../customers/findLiveCustomer';
import { writeCustomerTrail } from '../customers/writeCustomerTrail';
import { nowOf, todayOf } from './today';

const MESSAGES: Record<string, string> = {
  DOB_REQUIRED: 'dateOfBirth is required',
  DOB_INVALID: 'dateOfBirth is not a date',
  DOB_TOO_RECENT: 'dateOfBirth must be at least 5 years ago',
  DOB_TOO_EARLY: 'dateOfBirth must be at most 98 years ago',
};

export const changeCustomerDateOfBirth: Handler<'changeCustomerDateOfBirth'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const customer = await findLiveCustomer(ctx.db, staff.brand, ctx.params.id);
  const dateOfBirth = String(ctx.body.dateOfBirth);
  const config = staff.profile.config;
  const error = dateOfBirthError(
    dateOfBirth,
    todayOf(ctx),
    Number(config.dateOfBirthMinYears),
    Number(config.dateOfBirthMaxYears),
  );
  if (error)
    throw ApiError.of(
      400,
      error,
      MESSAGES[error]
        .replace('5', String(config.dateOfBirthMinYears))
        .replace('98', String(config.dateOfBirthMaxYears)),
      ['dateOfBirth'],
    );
  await ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.update(customers).set({ dateOfBirth }).where(eq(customers.id, customer.id));
    await writeCustomerTrail(
      t,
      customer.id,
      `Date of birth changed from ${customer.dateOfBirth ?? 'none'} to ${dateOfBirth}`,
      staff.email,
      nowOf(ctx),
    );
  });
  return { result: { id: customer.id, dateOfBirth } };
};
