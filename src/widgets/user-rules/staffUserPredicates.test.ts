import { describe, expect, it } from 'vitest';
import { staffUserPredicates as p } from './staffUserPredicates';

const context = (level: number, userEmail?: string) => ({
  gateContext: { level, flags: {}, permissions: {} },
  userEmail,
});
const hqUser = { email: 'hq@southern.example', grantLevel: 40, active: true };
const agent = { email: 'agent@southern.example', grantLevel: 20, active: true };

describe('staff user action predicates', () => {
  it('follow the per-user rules for the signed-in user', () => {
    const supervisor = context(30, 'supervisor@southern.example');
    expect(p.staffUserRemovable(hqUser, supervisor)).toBe(false);
    expect(p.staffUserDeactivatable(hqUser, supervisor)).toBe(false);
    expect(p.staffUserLevelChangeable(hqUser, supervisor)).toBe(false);
    expect(p.staffUserRemovable(agent, supervisor)).toBe(true);
    expect(p.staffUserDeactivatable(agent, supervisor)).toBe(true);
    expect(p.staffUserActivatable(agent, supervisor)).toBe(false);
    expect(p.staffUserActivatable({ ...agent, active: false }, supervisor)).toBe(true);
  });

  it("hide every action on one's own account and while the user or record is unknown", () => {
    const self = context(40, 'HQ@southern.example');
    for (const predicate of Object.values(p)) {
      expect(predicate(hqUser, self)).toBe(false);
      expect(predicate(agent, context(40))).toBe(false);
      expect(predicate(undefined, self)).toBe(false);
    }
  });
});
