import { describe, expect, it } from 'vitest';
import { passwordPolicy } from './passwordPolicy';

const failed = (password: string) =>
  passwordPolicy({ password, retype: password })
    .checklist.filter((item) => !item.ok)
    .map((item) => item.rule);

describe('passwordPolicy (000 §5 Change password)', () => {
  it('accepts a password meeting every rule', () => {
    const result = passwordPolicy({ password: 'Correct-horse1', retype: 'Correct-horse1' });
    expect(result.checklist.every((item) => item.ok)).toBe(true);
    expect(result.valid).toBe(true);
  });

  it('needs at least 12 characters (not the hint text’s 5)', () => {
    expect(failed('Abcdefgh!1x')).toEqual(['minLength']);
    expect(failed('Abcdefgh!1xy')).toEqual([]);
  });

  it('needs one special character from the fixed set, one upper and one lower case letter', () => {
    expect(failed('Abcdefghijk1')).toEqual(['special']);
    expect(failed('abcdefghij!1')).toEqual(['uppercase']);
    expect(failed('ABCDEFGHIJ!1')).toEqual(['lowercase']);
  });

  it('allows only letters, digits and the special set', () => {
    expect(failed('Abcdefghij!1 ')).toEqual(['allowedCharacters']);
    expect(failed('Abcdefghij!1é')).toEqual(['allowedCharacters']);
    expect(failed('Abcdefghij~1')).toEqual(['special', 'allowedCharacters']);
    for (const ch of passwordPolicy.specialCharacters) expect(failed(`Abcdefghij1${ch}`)).toEqual([]);
  });

  it('needs the retype to match and the new password to differ from the old one', () => {
    expect(passwordPolicy({ password: 'Correct-horse1', retype: 'Correct-horse2' })).toMatchObject({
      retypeMatches: false,
      valid: false,
    });
    expect(passwordPolicy({ password: 'Correct-horse1' }).valid).toBe(false);
    expect(
      passwordPolicy({ password: 'Correct-horse1', retype: 'Correct-horse1', oldPassword: 'Correct-horse1' }),
    ).toMatchObject({
      differsFromOld: false,
      valid: false,
    });
  });

  it('takes the minimum length from config', () => {
    expect(passwordPolicy({ password: 'Abcdefgh!1', retype: 'Abcdefgh!1', minLength: 10 }).valid).toBe(true);
  });
});
