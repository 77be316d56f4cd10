// Sandbox only (issue 20, the screen catalogue's "view as"): a session as the brand's demo account of a level,
// without its password and e-mailed code. The route registers it only when SANDBOX is not 0 and audits it like the
// second factor that ends any other sign-in (action sandboxViewAs, the account as actor).
import { levelNumber } from '../../../src/domain/levels';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Handler } from '../../context';
import { staffUsers } from '../../db/schema';
import { demoEmail } from '../../db/seed';
import { notFound } from '../../errors';
import { assertMaySignIn } from '../../auth/accountStatus';
import { findStaffByEmail } from '../../auth/findStaff';
import { setRefreshCookie, withRefreshToken } from '../../auth/refreshCookie';
import { issueSessionTokens } from '../../auth/session';

export const sandboxViewAs: Handler<'sandboxViewAs'> = async (ctx) => {
  const { level } = ctx.body as { brand: string; level: string };
  const brand = String(ctx.body.brand).toLowerCase();
  if (!ctx.settings.profiles.has(brand)) throw notFound();
  const user = await findStaffByEmail(ctx.db, demoEmail(level.toLowerCase(), brand));
  if (!user || user.removed || user.brand !== brand) throw notFound();
  assertMaySignIn(user);
  const tokens = await issueSessionTokens(ctx.db, user.id, randomUUID(), true, ctx.settings.accessTokenTtlSeconds);
  await ctx.db
    .update(staffUsers)
    .set({ lastLogin: sql`now()` })
    .where(eq(staffUsers.id, user.id));
  ctx.auditUserId = user.id;
  setRefreshCookie(ctx, tokens.refreshToken);
  return {
    result: withRefreshToken(ctx, {
      ...tokens,
      accessLevel: levelNumber(user.grantLevel),
      email: user.email,
      brand: user.brand,
      expiresIn: ctx.settings.accessTokenTtlSeconds,
    }),
  };
};
