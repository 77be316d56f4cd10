// 001 §5 Whitelist processing: e-mail required, unique code (passcode) at least 2, photocard 3-20 (an empty photocard
// is sent as null, see whitelistProcessBody).
import { isEmailAddress } from './isEmailAddress';

export interface WhitelistProcessInput {
  email?: string;
  passcode?: string;
  photocardNumber?: string | null;
}

/** @example whitelistProcessErrors({ email: 'a@b.co', passcode: 'X' }) // { passcode: 'tooShort' } */
export function whitelistProcessErrors(v: WhitelistProcessInput): Record<string, string> {
  const e: Record<string, string> = {};
  const email = (v.email ?? '').trim();
  if (!email) e.email = 'required';
  else if (!isEmailAddress(email)) e.email = 'badEmail';
  const code = (v.passcode ?? '').trim();
  if (!code) e.passcode = 'required';
  else if (code.length < 2) e.passcode = 'tooShort';
  const photocard = (v.photocardNumber ?? '').trim();
  if (photocard && (photocard.length < 3 || photocard.length > 20)) e.photocardNumber = 'badPhotocardNumber';
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
