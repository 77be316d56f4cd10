// 000 §2/§9 two-factor code: 6 digits, e-mailed, valid 15 minutes, single use. A new code spends the older ones.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { secondFactorCodes } from '../db/schema';
import type { ServerSettings } from '../context';
import { sendMail } from '../mail';
import { SECOND_FACTOR_VALIDITY_MINUTES } from './limits';
import { hashCode, newSecondFactorCode } from './tokens';

export async function sendSecondFactorCode(
  db: Db,
  settings: ServerSettings,
  emailToken: { id: number; token: string },
  email: string,
): Promise<void> {
  await db
    .update(secondFactorCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(secondFactorCodes.emailTokenId, emailToken.id), isNull(secondFactorCodes.usedAt)));
  const code = newSecondFactorCode();
  await db.insert(secondFactorCodes).values({
    emailTokenId: emailToken.id,
    codeHash: hashCode(code, emailToken.token),
    expiresAt: new Date(Date.now() + SECOND_FACTOR_VALIDITY_MINUTES * 60_000),
  });
  await sendMail(db, settings, {
    to: email,
    subject: 'Your sign-in code',
    body: `Your sign-in code is ${code}. It is valid for ${SECOND_FACTOR_VALIDITY_MINUTES} minutes and can be used once.`,
    code,
  });
}
