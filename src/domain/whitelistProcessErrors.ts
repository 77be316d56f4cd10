// 001 §5 Whitelist processing: e-mail required, unique code (passcode) at least 2, photocard 3-20 (an empty photocard
// is sent as null, see whitelistProcessBody). 001 §7 "complete-whitelist-claim or the no-passcode variant": a claim
// processed without the code is processed by the e-mail and photocard alone, so the photocard is required then
// (docs/decisions/2576-whitelist-processing-without-the-code.md).
import { isEmailAddress } from './isEmailAddress';

export interface WhitelistProcessInput {
  email?: string;
  passcode?: string;
  photocardNumber?: string | null;
}

/**
 * `withPasscode: false` is the no-passcode variant: the code is not asked for, the photocard is.
 * @example whitelistProcessErrors({ email: 'a@b.co', passcode: 'X' }) // { passcode: 'tooShort' }
 * @example whitelistProcessErrors({ email: 'a@b.co' }, { withPasscode: false }) // { photocardNumber: 'required' }
 */
export function whitelistProcessErrors(
  v: WhitelistProcessInput,
  { withPasscode = true }: { withPasscode?: boolean } = {},
): Record<string, string> {
  const e: Record<string, string> = {};
  const email = (v.email ?? '').trim();
  if (!email) e.email = 'required';
  else if (!isEmailAddress(email)) e.email = 'badEmail';
  const code = (v.passcode ?? '').trim();
  if (withPasscode && !code) e.passcode = 'required';
  else if (withPasscode && code.length < 2) e.passcode = 'tooShort';
  const photocard = (v.photocardNumber ?? '').trim();
  if (!withPasscode && !photocard) e.photocardNumber = 'required';
  else if (photocard && (photocard.length < 3 || photocard.length > 20)) e.photocardNumber = 'badPhotocardNumber';
  return e;
}

/** The body sent: trimmed, an empty photocard as null. */
export function whitelistProcessBody(v: WhitelistProcessInput): {
  email: string;
  passcode: string;
  photocardNumber: string | null;
} {
  const photocard = (v.photocardNumber ?? '').trim();
  return { email: (v.email ?? '').trim(), passcode: (v.passcode ?? '').trim(), photocardNumber: photocard || null };
}
