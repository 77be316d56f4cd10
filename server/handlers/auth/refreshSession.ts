// 000 §7 POST /customers/auth/refresh: rotating refresh tokens. Each refresh token works once; presenting a
// rotated (revoked) one means it leaked, so the whole sign-in is revoked and the answer is 401 code 2.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Handler } from '../../context';
import { authTokens } from '../../db/schema';
import { ApiError, Codes } from '../../errors';
import { findStaffById } from '../../auth/findStaff';
import { issueSessionTokens, revokeFamily } from '../../auth/session';
import { hashToken } from '../../auth/tokens';

const invalid = () => ApiError.of(401, Codes.REFRESH_TOKEN_INVALID, 'Session expired', ['token']);

export const refreshSession: Handler = async (ctx) => {
  const { token, session_short: sessionShort } = ctx.body as { token: string; session_short?: boolean };
  const [row] = await ctx.db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, hashToken(token)), eq(authTokens.kind, 'refresh')))
    .limit(1);
  if (!row) throw invalid();
  if (row.revokedAt) {
    await revokeFamily(ctx.db, row.family);
    throw invalid().keepingChanges();
  }
  if (row.expiresAt <= new Date()) throw invalid();
  const user = await findStaffById(ctx.db, row.userId);
  if (!user || !user.active || user.removed) {
    await revokeFamily(ctx.db, row.family);
    throw invalid().keepingChanges();
  }
  const rotated = await ctx.db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authTokens.id, row.id), isNull(authTokens.revokedAt)))
    .returning({ id: authTokens.id });
  if (rotated.length === 0) {
    // a concurrent refresh used it first: treat as reuse
    await revokeFamily(ctx.db, row.family);
    throw invalid().keepingChanges();
  }
  const tokens = await issueSessionTokens(
    ctx.db,
    user.id,
    row.family,
    sessionShort ?? row.sessionShort,
    ctx.settings.accessTokenTtlSeconds,
  );
  return {
    result: { ...tokens, accessLevel: user.grantLevel, email: user.email, brand: user.brand, expiresIn: ctx.settings.accessTokenTtlSeconds },
  };
};
