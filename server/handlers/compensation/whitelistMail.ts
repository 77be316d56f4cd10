// The passcode e-mail of a whitelisted claim (001 §3 whitelist claim: e-mail, passcode, photocard).
import type { CallContext } from '../../context';
import { sendMail } from '../../mail';
import type { ClaimRow } from './claimRecord';
import { displayRef } from './claimRecord';

export async function sendPasscodeMail(
  ctx: CallContext,
  row: Pick<ClaimRow, 'email' | 'passcode' | 'claimRef' | 'firstNames'>,
): Promise<void> {
  await sendMail(ctx.db, ctx.settings, {
    to: row.email!,
    subject: `Your compensation claim ${displayRef(row.claimRef)}`,
    body: `Dear ${row.firstNames},\n\nYour compensation claim ${displayRef(row.claimRef)} is ready. To receive your payment, give this unique code with your photocard number: ${row.passcode}\n`,
    code: row.passcode ?? undefined,
  });
}
