// 000 §5 Change password: ≥12 characters, one special from a fixed set, one upper, one lower, nothing else; retype matches; differs from the old one.

/** Special characters the policy accepts (000 §5 "from a fixed set"; see docs/decisions/0006-special-characters-password-policy.md). */
const SPECIAL_CHARACTERS = '!@#$%^&*()-_=+[]{};:,.?/';

export type PasswordRule = 'minLength' | 'special' | 'uppercase' | 'lowercase' | 'allowedCharacters';

export interface PasswordPolicyInput {
  password: string;
  /** the retyped password; omitted = not checked yet */
  retype?: string;
  /** the current password when known (server side); omitted = not checked */
  oldPassword?: string;
  /** config.passwordMinLength (12) */
  minLength?: number;
}

export interface PasswordPolicyResult {
  /** the checklist the change-password page shows, in display order; `key` is the i18n key */
  checklist: Array<{ rule: PasswordRule; key: string; ok: boolean }>;
  /** false → 'provided passwords are different' */
  retypeMatches: boolean;
  /** false → 'passwords can not be identical' (EMAIL_PASSWORD_MATCHES_OLD from the server) */
  differsFromOld: boolean;
  valid: boolean;
}

const isSpecial = (ch: string) => SPECIAL_CHARACTERS.includes(ch);

/**
 * @example passwordPolicy({ password: 'Correct-horse1', retype: 'Correct-horse1' }).valid // true
 */
export function passwordPolicy({
  password,
  retype,
  oldPassword,
  minLength = 12,
}: PasswordPolicyInput): PasswordPolicyResult {
  const characters = [...password];
  const checklist: PasswordPolicyResult['checklist'] = [
    { rule: 'minLength', key: 'PASSWORD_RULE_MIN_LENGTH', ok: characters.length >= minLength },
    { rule: 'special', key: 'PASSWORD_RULE_SPECIAL', ok: characters.some(isSpecial) },
    { rule: 'uppercase', key: 'PASSWORD_RULE_UPPERCASE', ok: characters.some((ch) => ch >= 'A' && ch <= 'Z') },
    { rule: 'lowercase', key: 'PASSWORD_RULE_LOWERCASE', ok: characters.some((ch) => ch >= 'a' && ch <= 'z') },
    {
      rule: 'allowedCharacters',
      key: 'PASSWORD_RULE_ALLOWED_CHARACTERS',
      ok: characters.every((ch) => /^[A-Za-z0-9]$/.test(ch) || isSpecial(ch)),
    },
  ];
  const retypeMatches = retype === undefined || retype === password;
  const differsFromOld = oldPassword === undefined || oldPassword !== password;
  return {
    checklist,
    retypeMatches,
    differsFromOld,
    valid: checklist.every((item) => item.ok) && retypeMatches && differsFromOld && retype !== undefined,
  };
}

passwordPolicy.specialCharacters = SPECIAL_CHARACTERS;
