// 000 §7 POST /customers/auth: e-mail and password; then a second-factor code is e-mailed (202 + emailToken).
// Refusals (000 §8): 8034 unknown/wrong brand, 8033 wrong e-mail or password (same for an unknown e-mail),
// 11007 locked after LOCKOUT_ATTEMPTS failures, 11002 deactivated, 11008 inactive, 11006 password expired.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Handler } from '../../context';
import { staffUsers } from '../../db/schema';
import { ApiError, Codes } from '../../errors';
import { assertMaySignIn } from '../../auth/accountStatus';
import { findStaffByEmail } from '../../auth/findStaff';
import { LOCKOUT_ATTEMPTS, LOCKOUT_MINUTES } from '../../auth/limits';
import { dummyPasswordHash, verifyPassword } from '../../auth/passwords';
import { requestedBrand } from '../../auth/requestBrand';
import { sendSecondFactorCode } from '../../auth/secondFactor';
import { emailTokenTtlSeconds, issueToken } from '../../auth/session';

const wrongCredentials = () =>
  ApiError.of(401, Codes.EMAIL_PASSWORD_INCORRECT, 'Wrong e-mail or password', ['username', 'password']);
const locked = () => ApiError.of(401, Codes.ACCOUNT_LOCKED, 'Account locked after too many failed sign-in attempts');

export const signIn: Handler<'signIn'> = async (ctx) => {
  const {
    username,
    password,
    session_short: sessionShort = false,
  } = ctx.body as {
    username: string;
    password: string;
    session_short?: boolean;
  };
  const brand = requestedBrand(ctx);
  if (!brand) throw ApiError.of(401, Codes.WRONG_BRAND, 'Unknown brand selected', ['brand']);

  const user = await findStaffByEmail(ctx.db, username);
  if (!user || user.removed) {
    // same work and same answer as a wrong password, so e-mails cannot be probed
    await verifyPassword(password, await dummyPasswordHash());
    throw wrongCredentials();
  }
  // A guess is claimed before the (slow) password comparison, in one conditional statement: parallel attempts
  // each take a numbered guess, the one that takes the LOCKOUT_ATTEMPTS-th sets the lock at once, and every
  // attempt after it finds the lock and is refused unevaluated. An expired lock starts a new count.
  // So a batch of any size evaluates at most LOCKOUT_ATTEMPTS passwords, and nothing can clear a lock but the
  // right password on a guess that was claimed before the lock, or a password reset.
  const [claim] = await ctx.db
    .update(staffUsers)
    .set({
      failedAttempts: sql`CASE WHEN ${staffUsers.lockedUntil} IS NOT NULL THEN 1 ELSE ${staffUsers.failedAttempts} + 1 END`,
      lockedUntil: sql`CASE WHEN (CASE WHEN ${staffUsers.lockedUntil} IS NOT NULL THEN 1 ELSE ${staffUsers.failedAttempts} + 1 END)
        >= ${LOCKOUT_ATTEMPTS} THEN now() + make_interval(mins => ${LOCKOUT_MINUTES}) END`,
    })
    .where(and(eq(staffUsers.id, user.id), or(isNull(staffUsers.lockedUntil), lte(staffUsers.lockedUntil, sql`now()`))))
    .returning({ lockedUntil: staffUsers.lockedUntil });
  if (!claim) throw locked();

  if (!(await verifyPassword(password, user.passwordHash))) {
    // the claimed guess stays counted; committed although the call is refused
    throw (claim.lockedUntil ? locked() : wrongCredentials()).keepingChanges();
  }
  await ctx.db.update(staffUsers).set({ failedAttempts: 0, lockedUntil: null }).where(eq(staffUsers.id, user.id));

  assertMaySignIn(user);
  if (user.brand !== brand)
    throw ApiError.of(401, Codes.WRONG_BRAND, 'This account does not belong to the selected brand', ['brand']);

  const emailToken = await issueToken(ctx.db, 'email', user.id, randomUUID(), emailTokenTtlSeconds(), sessionShort);
  await sendSecondFactorCode(ctx.db, ctx.settings, emailToken, user.email);
  ctx.status = 202;
  return { result: { emailToken: emailToken.token } };
};
