// 000 §7 DELETE /customers/auth/{token}: logout revokes every token of the sign-in. Unknown tokens get 204 too.
// The console cannot read its HttpOnly refresh cookie: it sends `current`, and the cookie's token is used.
import { and, eq } from 'drizzle-orm';
import type { Handler } from '../../context';
import { authTokens } from '../../db/schema';
import { clearRefreshCookie, refreshTokenFromCookie } from '../../auth/refreshCookie';
import { revokeFamily } from '../../auth/session';
import { hashToken } from '../../auth/tokens';

export const signOut: Handler<'signOut'> = async (ctx) => {
  const named = ctx.params.refreshToken ?? '';
  const token = named === 'current' ? refreshTokenFromCookie(ctx) : named;
  const [row] = await ctx.db
    .select({ family: authTokens.family, userId: authTokens.userId })
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, hashToken(token ?? '')), eq(authTokens.kind, 'refresh')))
    .limit(1);
  if (row) {
    await revokeFamily(ctx.db, row.family);
    ctx.auditUserId = row.userId;
  }
  clearRefreshCookie(ctx);
  return undefined;
};
