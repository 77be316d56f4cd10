import { describe, expect, it } from 'vitest';
import { canChangeStaffUser } from './canChangeStaffUser';
import { LEVELS } from './levels';

const hq = { email: 'hq@gatwick.example', level: LEVELS.HQ };
const supervisor = { email: 'supervisor@gatwick.example', level: LEVELS.SUPERVISOR };

describe('canChangeStaffUser', () => {
  it('follows the removal rule: HQ anyone else, SUPERVISOR only lower levels, nobody themselves', () => {
    expect(canChangeStaffUser(hq, supervisor)).toBe(true);
    expect(canChangeStaffUser(hq, { email: 'other.hq@gatwick.example', level: LEVELS.HQ })).toBe(true);
    expect(canChangeStaffUser(supervisor, { email: 'a@gatwick.example', level: LEVELS.AGENT })).toBe(true);
    expect(canChangeStaffUser(supervisor, hq)).toBe(false);
    expect(canChangeStaffUser(supervisor, { email: 'b@gatwick.example', level: LEVELS.SUPERVISOR })).toBe(false);
    expect(canChangeStaffUser(hq, hq)).toBe(false);
  });
});
