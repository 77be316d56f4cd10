// 000 §7 DELETE /customers/auth/{token}: logout revokes every token of the sign-in. Unknown tokens get 204 too.
import { and, eq } from 'drizzle-orm';
import type { Handler } from '../../context';
import { authTokens } from '../../db/schema';
import { revokeFamily } from '../../auth/session';
import { hashToken } from '../../auth/tokens';

export const signOut: Handler = async (ctx) => {
  const [row] = await ctx.db
    .select({ family: authTokens.family, userId: authTokens.userId })
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, hashToken(ctx.params.refreshToken ?? '')), eq(authTokens.kind, 'refresh')))
    .limit(1);
  if (row) {
    await revokeFamily(ctx.db, row.family);
    ctx.auditUserId = row.userId;
  }
  return undefined;
};
