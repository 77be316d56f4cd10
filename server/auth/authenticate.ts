// Bearer access token → signed-in staff user. The database decides on every request (no in-memory sessions); on the
// embedded database its answer is given again until the next change to it (server/db/untilWrite.ts), or the token's
// expiry, whichever comes first: a sign-out, a revocation or a disabled account is a change, and is seen at once.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connect';
import { authTokens, staffUsers } from '../db/schema';
import { UntilWrite } from '../db/untilWrite';
import type { StaffPrincipal } from '../context';
import { unauthorized } from '../errors';
import { hashToken } from './tokens';

/** Tokens answered per database: a few per signed-in user (each refresh issues a new one). */
const signedIn = new UntilWrite<(StaffPrincipal & { expiresAt: Date }) | undefined>(1024);

export async function authenticate(db: Db, request: FastifyRequest): Promise<StaffPrincipal> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw unauthorized();
  const tokenHash = hashToken(match[1]);
  const row = await signedIn.get(
    db,
    tokenHash,
    async () => {
      const [found] = await db
        .select({
          id: staffUsers.id,
          email: staffUsers.email,
          brand: staffUsers.brand,
          level: staffUsers.grantLevel,
          expiresAt: authTokens.expiresAt,
        })
        .from(authTokens)
        .innerJoin(staffUsers, eq(staffUsers.id, authTokens.userId))
        .where(
          and(
            eq(authTokens.tokenHash, tokenHash),
            eq(authTokens.kind, 'access'),
            isNull(authTokens.revokedAt),
            gt(authTokens.expiresAt, sql`now()`),
            eq(staffUsers.active, true),
            eq(staffUsers.removed, false),
          ),
        )
        .limit(1);
      return found;
    },
    // the database compared the expiry with its clock when it answered; an answer kept since, with this one
    (kept) => !kept || kept.expiresAt.getTime() > Date.now(),
  );
  if (!row) throw unauthorized();
  const { id, email, brand, level } = row;
  return { id, email, brand, level };
}
