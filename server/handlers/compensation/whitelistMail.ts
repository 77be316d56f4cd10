// The passcode e-mail of a whitelisted claim (001 §3 whitelist claim: e-mail, passcode, photocard), sent in the name
// the scheme is run under (001 §9 compensationBrand).
import type { CallContext } from '../../context';
import { sendMail } from '../../mail';
import type { ClaimRow } from './claimRecord';
import { compensationBrandOf, displayRef } from './claimRecord';

export async function sendPasscodeMail(
  ctx: CallContext,
  row: Pick<ClaimRow, 'email' | 'passcode' | 'claimRef' | 'firstNames'>,
): Promise<void> {
  const brand = compensationBrandOf(ctx);
  await sendMail(ctx.db, ctx.settings, {
    to: row.email!,
    subject: `Your ${brand} compensation claim ${displayRef(row.claimRef)}`,
    body: `Dear ${row.firstNames},\n\nYour ${brand} compensation claim ${displayRef(row.claimRef)} is ready. To receive your payment, give this unique code with your photocard number: ${row.passcode}\n\n${brand}\n`,
    code: row.passcode ?? undefined,
  });
}
