// 001 §7 POST /customers/reset-password {email, isLocked}: staff send a customer the link to set a new password.
// The customer-facing site is outside the console, so the sandbox's proof is the e-mail in the outbox (with its
// token) and the account changes trail row, both written in the call's transaction.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import { customers } from '../../db/schema';
import { notFound } from '../../errors';
import { sendMail } from '../../mail';
import { writeCustomerTrail } from '../customers/writeCustomerTrail';
import { nowOf } from '../smartcards/today';

export const resetCustomerPassword: Handler<'resetCustomerPassword'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const body = ctx.body as { email: string; isLocked?: boolean };
  const [customer] = await ctx.db
    .select()
    .from(customers)
    .where(and(eq(customers.brand, staff.brand), eq(sql`lower(${customers.email})`, body.email.trim().toLowerCase())))
    .limit(1);
  if (!customer) throw notFound();
  const token = randomBytes(24).toString('base64url');
  const unlock =
    body.isLocked === true || customer.isLocked ? ' Setting a new password also unlocks your account.' : '';
  await sendMail(ctx.db, ctx.settings, {
    to: customer.email,
    subject: 'Set a new password',
    // the brand's customer site (outside the sandbox): never the request's Host, which a caller could forge
    body: `Dear ${customer.firstNames}, follow https://www.${staff.brand}.example/reset-password?token=${token} to set a new password.${unlock}`,
    code: token,
  });
  await writeCustomerTrail(ctx.db, customer.id, 'Password reset e-mail sent', staff.email, nowOf(ctx));
  return undefined;
};
