// Issues the tokens of a sign-in (000 §3 Session user). One random "family" ties together the e-mail token,
// refresh tokens and access tokens of one sign-in, so logout or refresh-token reuse can revoke them all.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { authTokens } from '../db/schema';
import { EMAIL_TOKEN_TTL_DAYS, REFRESH_TTL_LONG_DAYS, REFRESH_TTL_SHORT_HOURS } from './limits';
import { hashToken, newToken } from './tokens';

type Kind = 'email' | 'access' | 'refresh';

export interface IssuedToken {
  id: number;
  token: string;
}

export async function issueToken(
  db: Db,
  kind: Kind,
  userId: number,
  family: string,
  ttlSeconds: number,
  sessionShort = false,
): Promise<IssuedToken> {
  const token = newToken();
  const [row] = await db
    .insert(authTokens)
    .values({
      kind,
      tokenHash: hashToken(token),
      userId,
      family,
      sessionShort,
      expiresAt: new Date(Date.now() + ttlSeconds * 1000),
    })
    .returning({ id: authTokens.id });
  return { id: row.id, token };
}

export const emailTokenTtlSeconds = () => EMAIL_TOKEN_TTL_DAYS * 86_400;
export const refreshTtlSeconds = (sessionShort: boolean) =>
  sessionShort ? REFRESH_TTL_SHORT_HOURS * 3600 : REFRESH_TTL_LONG_DAYS * 86_400;

/** A fresh access + refresh pair inside a sign-in's family. */
export async function issueSessionTokens(
  db: Db,
  userId: number,
  family: string,
  sessionShort: boolean,
  accessTtlSeconds: number,
): Promise<{ accessToken: string; refreshToken: string }> {
  const refresh = await issueToken(db, 'refresh', userId, family, refreshTtlSeconds(sessionShort), sessionShort);
  const access = await issueToken(db, 'access', userId, family, accessTtlSeconds, sessionShort);
  return { accessToken: access.token, refreshToken: refresh.token };
}

export async function revokeFamily(db: Db, family: string): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authTokens.family, family), isNull(authTokens.revokedAt)));
}

export async function revokeAllForUser(db: Db, userId: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}
