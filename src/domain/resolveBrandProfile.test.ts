import { describe, expect, it } from 'vitest';
import { resolveBrandProfile, type BrandProfileLayer } from './resolveBrandProfile';

const defaults = {
  displayName: 'Default',
  flags: { enableEvouchers: true, enableIsrnSearch: true },
  config: {
    defaultAdminFee: 1000,
    replacementReasons: ['lost', 'stolen'],
    refundReasons: { '3': { code: 3, fee: 0 } },
  },
  permissions: { canModifyStaffAccount: { levels: ['HQ'] }, canEditVoucher: { minLevel: 'AGENT' } },
} as unknown as BrandProfileLayer;

describe('resolveBrandProfile (000 §6 brand overrides)', () => {
  it('applies defaults, then the group, then the brand', () => {
    const profile = resolveBrandProfile({
      id: 'gatwick',
      defaults,
      group: {
        permissions: { canModifyStaffAccount: { levels: ['SUPERVISOR', 'HQ'] } },
        config: { defaultAdminFee: 700 },
      } as BrandProfileLayer,
      brand: {
        displayName: 'Gatwick',
        operatorGroup: 'govia',
        flags: { enableEvouchers: false },
        config: {
          defaultAdminFee: 500,
          replacementReasons: ['lost'],
          refundReasons: { '13': { code: 13, fee: 1000 } },
        },
      } as unknown as BrandProfileLayer,
    });
    expect(profile.id).toBe('gatwick');
    expect(profile.displayName).toBe('Gatwick');
    expect(profile.flags).toEqual({ enableEvouchers: false, enableIsrnSearch: true });
    expect(profile.config.defaultAdminFee).toBe(500);
    expect(profile.config.replacementReasons).toEqual(['lost']);
    expect(Object.keys(profile.config.refundReasons)).toEqual(['3', '13']);
    expect(profile.permissions.canModifyStaffAccount).toEqual({ levels: ['SUPERVISOR', 'HQ'] });
    expect(profile.permissions.canEditVoucher).toEqual({ minLevel: 'AGENT' });
    expect(profile.userOverrides).toEqual({});
  });

  it('keeps the file name as id whatever a layer says', () => {
    const profile = resolveBrandProfile({ id: 'southern', defaults, brand: { id: 'other' } as BrandProfileLayer });
    expect(profile.id).toBe('southern');
  });
});
