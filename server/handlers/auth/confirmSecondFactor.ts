// 000 §7 POST /customers/admin/auth/secondFactor: the e-mailed code → session tokens (201).
// Wrong code 401 'Code does not match' (8035); expired, already used or replaced by a resend 8036; too many wrong tries 8037.
import { levelNumber } from '../../../src/domain/levels';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Handler } from '../../context';
import { secondFactorCodes, staffUsers } from '../../db/schema';
import { ApiError, Codes } from '../../errors';
import { assertMaySignIn } from '../../auth/accountStatus';
import { findEmailToken } from '../../auth/findEmailToken';
import { findStaffById } from '../../auth/findStaff';
import { SECOND_FACTOR_MAX_ATTEMPTS } from '../../auth/limits';
import { setRefreshCookie, withRefreshToken } from '../../auth/refreshCookie';
import { issueSessionTokens } from '../../auth/session';
import { hashCode, sameHash } from '../../auth/tokens';

const expired = () =>
  ApiError.of(401, Codes.CODE_EXPIRED, 'Code has expired or was already used; request a new one', ['code']);

export const confirmSecondFactor: Handler<'confirmSecondFactor'> = async (ctx) => {
  const { code, token, sessionShort } = ctx.body as { code: string; token: string; sessionShort?: boolean };
  const emailToken = await findEmailToken(ctx.db, token);
  const [current] = await ctx.db
    .select()
    .from(secondFactorCodes)
    .where(and(eq(secondFactorCodes.emailTokenId, emailToken.id), isNull(secondFactorCodes.usedAt)))
    .orderBy(desc(secondFactorCodes.id))
    .limit(1);
  if (!current || current.expiresAt <= new Date()) throw expired();

  const codeHash = hashCode(code, token);
  if (!sameHash(codeHash, current.codeHash)) {
    // an earlier code of this sign-in (replaced by a resend, or already used) is "expired", not "does not match":
    // the user is told to use the newest code instead of retyping this one; it costs no attempt
    const [earlier] = await ctx.db
      .select({ id: secondFactorCodes.id })
      .from(secondFactorCodes)
      .where(and(eq(secondFactorCodes.emailTokenId, emailToken.id), eq(secondFactorCodes.codeHash, codeHash)))
      .limit(1);
    if (earlier) throw expired();
    // counted in the database, in one statement: wrong codes sent in parallel each count, so they cannot buy
    // more than SECOND_FACTOR_MAX_ATTEMPTS guesses; the last allowed wrong try spends the code
    const [counted] = await ctx.db
      .update(secondFactorCodes)
      .set({
        attempts: sql`${secondFactorCodes.attempts} + 1`,
        usedAt: sql`CASE WHEN ${secondFactorCodes.attempts} + 1 >= ${SECOND_FACTOR_MAX_ATTEMPTS} THEN now() END`,
      })
      .where(and(eq(secondFactorCodes.id, current.id), isNull(secondFactorCodes.usedAt)))
      .returning({ attempts: secondFactorCodes.attempts });
    if (!counted) throw expired(); // spent meanwhile by another request
    if (counted.attempts >= SECOND_FACTOR_MAX_ATTEMPTS) {
      throw ApiError.of(401, Codes.CODE_ATTEMPTS_EXCEEDED, 'Too many wrong codes; request a new one', [
        'code',
      ]).keepingChanges();
    }
    throw ApiError.of(401, Codes.CODE_MISMATCH, 'Code does not match', ['code']).keepingChanges(); // the counted attempt stands
  }
  // single use: only one request can flip used_at, even when two arrive together
  const spent = await ctx.db
    .update(secondFactorCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(secondFactorCodes.id, current.id), isNull(secondFactorCodes.usedAt)))
    .returning({ id: secondFactorCodes.id });
  if (spent.length === 0) throw expired();

  const user = await findStaffById(ctx.db, emailToken.userId);
  if (!user || user.removed) throw ApiError.of(401, Codes.EMAIL_PASSWORD_INCORRECT, 'Wrong e-mail or password');
  assertMaySignIn(user);

  const short = sessionShort ?? emailToken.sessionShort;
  const tokens = await issueSessionTokens(
    ctx.db,
    user.id,
    emailToken.family,
    short,
    ctx.settings.accessTokenTtlSeconds,
  );
  await ctx.db
    .update(staffUsers)
    .set({ lastLogin: sql`now()` })
    .where(eq(staffUsers.id, user.id));
  ctx.auditUserId = user.id;
  setRefreshCookie(ctx, tokens.refreshToken);
  return {
    result: withRefreshToken(ctx, {
      ...tokens,
      emailToken: token,
      accessLevel: levelNumber(user.grantLevel),
      email: user.email,
      brand: user.brand,
      expiresIn: ctx.settings.accessTokenTtlSeconds,
    }),
  };
};
