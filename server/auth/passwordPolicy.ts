// 000 §5 Change password policy: ≥ 12 characters (config passwordMinLength), one special character from a fixed
// set, one upper-case and one lower-case letter; only letters, digits and that set. Used until src/domain has it.

/** The fixed special-character set: ASCII punctuation. */
export const PASSWORD_SPECIALS = `!"#$%&'()*+,-./:;<=>?@[\\]^_\`{|}~`;

export type PasswordRule = 'minLength' | 'special' | 'upper' | 'lower' | 'allowedCharacters';

/** The rules a password breaks (empty = acceptable). */
export function passwordPolicyFailures(password: string, minLength = 12): PasswordRule[] {
  const failures: PasswordRule[] = [];
  const chars = [...password];
  if (chars.length < minLength) failures.push('minLength');
  if (!chars.some((c) => PASSWORD_SPECIALS.includes(c))) failures.push('special');
  if (!/[A-Z]/.test(password)) failures.push('upper');
  if (!/[a-z]/.test(password)) failures.push('lower');
  if (!chars.every((c) => /[A-Za-z0-9]/.test(c) || PASSWORD_SPECIALS.includes(c))) failures.push('allowedCharacters');
  return failures;
}
