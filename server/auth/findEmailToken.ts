// The e-mail token (X-User-Token) of a sign-in, if it is still valid.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { authTokens } from '../db/schema';
import { ApiError, Codes } from '../errors';
import { hashToken } from './tokens';

export async function findEmailToken(db: Db, token: string) {
  const [row] = await db
    .select()
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.kind, 'email'),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  if (!row)
    throw ApiError.of(401, Codes.EMAIL_TOKEN_INVALID, 'Sign-in session not found; please sign in again', ['token']);
  return row;
}
