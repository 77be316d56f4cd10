// 000 §7 POST /admin/reset-password/?token=: sets a new password with a reset token.
// 000 §5 policy (src/domain/passwordPolicy) → 400 code 1002 (one item per broken rule); same as the old password → 400 code 1001.
// Success also lifts a lockout, an expiry and an inactivity suspension, and signs out every session of the user.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Handler } from '../../context';
import { passwordResetTokens, staffUsers } from '../../db/schema';
import { ApiError, Codes } from '../../errors';
import { findStaffById } from '../../auth/findStaff';
import { passwordPolicy, type PasswordRule } from '../../../src/domain/passwordPolicy';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { revokeAllForUser } from '../../auth/session';
import { hashToken } from '../../auth/tokens';

const RULE_MESSAGES: Record<PasswordRule, string> = {
  minLength: 'Password is too short',
  special: 'Password needs a special character',
  uppercase: 'Password needs an upper-case letter',
  lowercase: 'Password needs a lower-case letter',
  allowedCharacters: 'Password may contain only letters, digits and the listed special characters',
};

const invalidToken = () =>
  ApiError.of(400, Codes.RESET_TOKEN_INVALID, 'The reset link is invalid or has expired', ['token']);

export const changePassword: Handler<'changePassword'> = async (ctx) => {
  const body = ctx.body as { password: string; newPassword?: string; token?: string };
  const token = (ctx.query.token as string | undefined) || body.token;
  if (!token) throw invalidToken();
  const password = body.newPassword || body.password;

  const [reset] = await ctx.db
    .select()
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  if (!reset) throw invalidToken();
  const user = await findStaffById(ctx.db, reset.userId);
  if (!user || user.removed) throw invalidToken();

  const minLength = ctx.settings.profiles.get(user.brand)?.config.passwordMinLength;
  const failures = passwordPolicy({ password, minLength })
    .checklist.filter((item) => !item.ok)
    .map((item) => item.rule);
  if (failures.length > 0) {
    throw new ApiError(
      400,
      failures.map((rule) => ({ code: Codes.PASSWORD_POLICY, message: RULE_MESSAGES[rule], fields: ['password'] })),
    );
  }
  if (await verifyPassword(password, user.passwordHash)) {
    throw ApiError.of(400, Codes.PASSWORD_MATCHES_OLD, 'Passwords can not be identical', ['password']);
  }

  const spent = await ctx.db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.id, reset.id), isNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  if (spent.length === 0) throw invalidToken();
  await ctx.db
    .update(staffUsers)
    .set({
      passwordHash: await hashPassword(password),
      passwordChangedAt: sql`now()`,
      lastUpdate: sql`now()`,
      failedAttempts: 0,
      lockedUntil: null,
    })
    .where(eq(staffUsers.id, user.id));
  await revokeAllForUser(ctx.db, user.id);
  ctx.auditUserId = user.id;
  return undefined;
};
