// 000 §7 POST /customers/auth/refresh: rotating refresh tokens. Each refresh token works once; presenting a
// rotated (revoked) one means it leaked, so the whole sign-in is revoked and the answer is 401 code 2 — except
// within REFRESH_REUSE_GRACE_SECONDS of its rotation, when the same new pair is handed back (two tabs refreshing at
// once, a retried request whose reply was lost).
import { levelNumber } from '../../../src/domain/levels';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CallContext, Handler } from '../../context';
import { authTokens } from '../../db/schema';
import { ApiError, Codes } from '../../errors';
import { findStaffById } from '../../auth/findStaff';
import { REFRESH_REUSE_GRACE_SECONDS } from '../../auth/limits';
import { openRotatedPair, sealRotatedPair, type TokenPair } from '../../auth/rotatedPair';
import { refreshTokenFromCookie, setRefreshCookie, withRefreshToken } from '../../auth/refreshCookie';
import { issueSessionTokens, revokeFamily } from '../../auth/session';
import { hashToken } from '../../auth/tokens';

const invalid = () => ApiError.of(401, Codes.REFRESH_TOKEN_INVALID, 'Session expired', ['token']);

type TokenRow = typeof authTokens.$inferSelect;

export const refreshSession: Handler<'refreshSession'> = async (ctx) => {
  const { token: sent, session_short: sessionShort } = ctx.body as { token?: string; session_short?: boolean };
  const token = sent ?? refreshTokenFromCookie(ctx);
  if (!token) throw invalid();
  const row = await findRefreshToken(ctx, token);
  if (!row) throw invalid();
  const user = await findStaffById(ctx.db, row.userId);
  const reply = (pair: TokenPair) => {
    setRefreshCookie(ctx, pair.refreshToken);
    const result = {
      ...pair,
      accessLevel: levelNumber(user!.grantLevel),
      email: user!.email,
      brand: user!.brand,
      expiresIn: ctx.settings.accessTokenTtlSeconds,
    };
    return { result: withRefreshToken(ctx, result) };
  };
  if (row.revokedAt) return reply(await sameRotation(ctx, row, token));
  if (row.expiresAt <= new Date()) throw invalid();
  if (!user || !user.active || user.removed) {
    await revokeFamily(ctx.db, row.family);
    throw invalid().keepingChanges();
  }
  // rotate: one request flips revoked_at; on PostgreSQL a parallel one waits here for that commit, then finds the
  // token rotated and takes the grace path with the pair sealed below
  const rotated = await ctx.db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authTokens.id, row.id), isNull(authTokens.revokedAt)))
    .returning({ id: authTokens.id });
  if (rotated.length === 0) {
    const now = await findRefreshToken(ctx, token);
    if (!now) throw invalid();
    return reply(await sameRotation(ctx, now, token));
  }
  const pair = await issueSessionTokens(
    ctx.db,
    user.id,
    row.family,
    sessionShort ?? row.sessionShort,
    ctx.settings.accessTokenTtlSeconds,
  );
  await ctx.db
    .update(authTokens)
    .set({ rotatedTo: sealRotatedPair(token, pair) })
    .where(eq(authTokens.id, row.id));
  return reply(pair);
};

async function findRefreshToken(ctx: CallContext, token: string): Promise<TokenRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, hashToken(token)), eq(authTokens.kind, 'refresh')))
    .limit(1);
  return row;
}

/**
 * A rotated token presented again: the pair it was rotated to, when that happened within the grace window and the
 * pair is still live (not signed out). Anything else is reuse of a leaked token: the whole sign-in is revoked.
 */
async function sameRotation(ctx: CallContext, row: TokenRow, token: string): Promise<TokenPair> {
  const withinGrace = row.revokedAt!.getTime() > Date.now() - REFRESH_REUSE_GRACE_SECONDS * 1000;
  const pair = withinGrace && row.rotatedTo ? openRotatedPair(token, row.rotatedTo) : undefined;
  if (pair) {
    const [live] = await ctx.db
      .select({ id: authTokens.id })
      .from(authTokens)
      .where(and(eq(authTokens.tokenHash, hashToken(pair.refreshToken)), isNull(authTokens.revokedAt)))
      .limit(1);
    if (live) return pair;
    // the successor was rotated in turn or signed out: the old token is no good any more, but not a theft signal
    // while inside the window
    throw invalid();
  }
  await revokeFamily(ctx.db, row.family);
  throw invalid().keepingChanges();
}
