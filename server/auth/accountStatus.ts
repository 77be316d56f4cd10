// 000 §8 sign-in outcomes after a correct password: deactivated (11002), suspended for inactivity (11008),
// password expired (11006). Locked (11007) and wrong password (8033) are decided before, in signIn.
import { ApiError, Codes } from '../errors';
import { INACTIVITY_DAYS, PASSWORD_MAX_AGE_DAYS } from './limits';

export interface AccountState {
  active: boolean;
  created: Date;
  lastLogin: Date | null;
  passwordChangedAt: Date;
}

const DAY = 86_400_000;

/** Throws the sign-in refusal for an account that may not sign in now. */
export function assertMaySignIn(account: AccountState, now = new Date()): void {
  if (!account.active) throw ApiError.of(401, Codes.ACCOUNT_DEACTIVATED, 'Account is deactivated');
  // a password change counts as activity: resetting the password is how a suspended user gets back in
  const lastActivity = Math.max((account.lastLogin ?? account.created).getTime(), account.passwordChangedAt.getTime());
  if (now.getTime() - lastActivity > INACTIVITY_DAYS * DAY) {
    throw ApiError.of(
      401,
      Codes.ACCOUNT_SUSPENDED,
      'Account suspended after a period of inactivity; use Forgot password',
    );
  }
  if (now.getTime() - account.passwordChangedAt.getTime() > PASSWORD_MAX_AGE_DAYS * DAY) {
    throw ApiError.of(401, Codes.PASSWORD_EXPIRED, 'Password has expired and must be changed; use Forgot password');
  }
}
