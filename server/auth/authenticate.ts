// Bearer access token → signed-in staff user. Looked up in the database on every request (no in-memory sessions).
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connect';
import { authTokens, staffUsers } from '../db/schema';
import type { StaffPrincipal } from '../context';
import { unauthorized } from '../errors';
import { hashToken } from './tokens';

export async function authenticate(db: Db, request: FastifyRequest): Promise<StaffPrincipal> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw unauthorized();
  const [row] = await db
    .select({ id: staffUsers.id, email: staffUsers.email, brand: staffUsers.brand, level: staffUsers.grantLevel })
    .from(authTokens)
    .innerJoin(staffUsers, eq(staffUsers.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(match[1])),
        eq(authTokens.kind, 'access'),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, sql`now()`),
        eq(staffUsers.active, true),
        eq(staffUsers.removed, false),
      ),
    )
    .limit(1);
  if (!row) throw unauthorized();
  return row;
}
