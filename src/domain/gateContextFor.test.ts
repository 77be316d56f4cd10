import { describe, expect, it } from 'vitest';
import { checkGate } from './checkGate';
import type { BrandProfile } from '../generated/types/BrandProfile';
import { gateContextFor } from './gateContextFor';

// only the parts gateContextFor reads; the rest of a profile does not matter here
const profile = {
  flags: { enableEvouchers: true, enableVoucherCreation: true },
  permissions: { canAddVoucher: { levels: ['HQ'] }, canEditVoucher: { minLevel: 'AGENT' } },
  userOverrides: {
    'pilot@example.com': {
      flags: { enableVoucherCreation: false },
      permissions: { canAddVoucher: { minLevel: 'BASIC' } },
    },
  },
} as unknown as Pick<BrandProfile, 'flags' | 'permissions' | 'userOverrides'>;

describe('gateContextFor (000 §6 per-user overrides)', () => {
  it('takes the level as a number or a name', () => {
    expect(gateContextFor(profile, 20).level).toBe(20);
    expect(gateContextFor(profile, 'SUPERVISOR').level).toBe(30);
  });

  it('uses the profile as it is for users without overrides', () => {
    const ctx = gateContextFor(profile, 'AGENT', 'someone@example.com');
    expect(checkGate({ permission: 'canAddVoucher' }, ctx)).toBe(false);
    expect(ctx.flags.enableVoucherCreation).toBe(true);
  });

  it("applies the user's overrides, matching the e-mail case-insensitively", () => {
    const ctx = gateContextFor(profile, 'BASIC', ' Pilot@Example.COM ');
    expect(checkGate({ permission: 'canAddVoucher' }, ctx)).toBe(true);
    expect(checkGate({ permission: 'canEditVoucher' }, ctx)).toBe(false);
    expect(ctx.flags.enableVoucherCreation).toBe(false);
  });
});
