import { describe, expect, it } from 'vitest';
import { canRemoveStaffUser } from './canRemoveStaffUser';
import { LEVELS } from './levels';

const hq = { email: 'hq@southern.example', level: LEVELS.HQ };
const supervisor = { email: 'supervisor@southern.example', level: LEVELS.SUPERVISOR };
const user = (level: number) => ({ email: `someone${level}@southern.example`, level });

describe('canRemoveStaffUser', () => {
  it('lets HQ remove any other user, HQ included', () => {
    for (const level of Object.values(LEVELS)) expect(canRemoveStaffUser(hq, user(level))).toBe(true);
  });

  it('lets a SUPERVISOR remove only users of a lower level', () => {
    expect(canRemoveStaffUser(supervisor, user(LEVELS.AGENT))).toBe(true);
    expect(canRemoveStaffUser(supervisor, user(LEVELS.STATION_SUPERVISOR))).toBe(true);
    expect(canRemoveStaffUser(supervisor, user(LEVELS.SUPERVISOR))).toBe(false);
    expect(canRemoveStaffUser(supervisor, user(LEVELS.HQ))).toBe(false);
  });

  it('never lets anyone remove themselves (e-mail compared case-insensitively)', () => {
    expect(canRemoveStaffUser(hq, { ...hq, email: 'HQ@Southern.example' })).toBe(false);
    expect(canRemoveStaffUser(supervisor, supervisor)).toBe(false);
  });
});
