// 000 §7 POST /customers/admin/auth/secondFactor/resend: a new code (202); the previous one stops working.
// Limited per sign-in and per account (server/auth/limits.ts): 429 with a message saying when to try again.
import { eq, sql } from 'drizzle-orm';
import type { Handler } from '../../context';
import { queryRows } from '../../db/connect';
import { staffUsers } from '../../db/schema';
import { ApiError, Codes } from '../../errors';
import { findEmailToken } from '../../auth/findEmailToken';
import { findStaffById } from '../../auth/findStaff';
import {
  SECOND_FACTOR_CODES_PER_ACCOUNT_HOUR,
  SECOND_FACTOR_CODES_PER_SIGN_IN,
  SECOND_FACTOR_VALIDITY_MINUTES,
} from '../../auth/limits';
import { sendSecondFactorCode } from '../../auth/secondFactor';

export const resendSecondFactor: Handler<'resendSecondFactor'> = async (ctx) => {
  const { emailToken: token } = ctx.body as { emailToken: string };
  const emailToken = await findEmailToken(ctx.db, token);
  const user = await findStaffById(ctx.db, emailToken.userId);
  if (user && user.active && !user.removed) {
    // the account's row is locked for the rest of the call, so parallel resends are counted one after the other
    await ctx.db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.id, user.id)).for('update');
    const [sent] = await queryRows<{ signIn: number; account: number }>(
      ctx.db,
      sql`SELECT
            count(*) FILTER (WHERE c.email_token_id = ${emailToken.id}
              AND c.created > now() - make_interval(mins => ${SECOND_FACTOR_VALIDITY_MINUTES}))::int AS "signIn",
            count(*) FILTER (WHERE c.created > now() - interval '1 hour')::int AS "account"
          FROM second_factor_codes c JOIN auth_tokens t ON t.id = c.email_token_id
          WHERE t.user_id = ${user.id}`,
    );
    if (sent.signIn >= SECOND_FACTOR_CODES_PER_SIGN_IN) {
      throw ApiError.of(
        429,
        Codes.RESEND_LIMIT,
        `${SECOND_FACTOR_CODES_PER_SIGN_IN} codes were sent for this sign-in in the last ${SECOND_FACTOR_VALIDITY_MINUTES} minutes; use the latest one, or wait and sign in again`,
      );
    }
    if (sent.account >= SECOND_FACTOR_CODES_PER_ACCOUNT_HOUR) {
      throw ApiError.of(
        429,
        Codes.RESEND_LIMIT,
        `${SECOND_FACTOR_CODES_PER_ACCOUNT_HOUR} codes were sent to this account in the last hour; use the latest one, or try again later`,
      );
    }
    await sendSecondFactorCode(ctx.db, ctx.settings, { id: emailToken.id, token }, user.email);
  }
  return { result: { emailToken: token } };
};
