import { describe, expect, it } from 'vitest';
import type { GateContext } from '../../domain/checkGate';
import menu from '../../../schemas/menu.json';
import { visibleMenu, type MenuItem } from './visibleMenu';

const side = menu.side as MenuItem[];
const ctx = (level: number, flags: Record<string, boolean> = {}): GateContext => ({
  level,
  flags,
  permissions: { canModifyStaffAccount: { levels: ['HQ'] }, canUseRequestRemoveCustomerAccount: { levels: ['HQ'] } },
});
const allFlags = Object.fromEntries(side.filter((i) => i.flag).map((i) => [i.flag!, true]));

describe('visibleMenu (000 §2 Layout)', () => {
  it('declares the thirteen side-menu entries of the spec', () => {
    expect(side.map((i) => i.entry)).toEqual([
      'home',
      'customers',
      'orders',
      'smartcardApprovals',
      'sticketPhotoApprovals',
      'smartcardTransfers',
      'cardIssuance',
      'vouchers',
      'delayRepay',
      'compensation',
      'railcards',
      'users',
      'customerDeletions',
    ]);
  });

  it('shows a BASIC user only the entries of their level', () => {
    expect(visibleMenu(side, ctx(10, allFlags)).map((i) => i.entry)).toEqual([
      'home',
      'customers',
      'orders',
      'smartcardTransfers',
      'cardIssuance',
    ]);
  });

  it('shows HQ everything when every flag is on', () => {
    expect(visibleMenu(side, ctx(40, allFlags))).toHaveLength(13);
  });

  it('hides an entry whose feature flag is off', () => {
    const entries = visibleMenu(side, ctx(40, { ...allFlags, enableEvouchers: false })).map((i) => i.entry);
    expect(entries).not.toContain('vouchers');
  });

  it("follows a declared screen's menu entry and its gate", () => {
    const screens = [
      { route: '/search-customers', gate: { minLevel: 'AGENT' as const }, menu: { entry: 'customers', label: 'X' } },
    ];
    expect(visibleMenu(side, ctx(10, allFlags), screens).map((i) => i.entry)).not.toContain('customers');
    expect(visibleMenu(side, ctx(20, allFlags), screens).find((i) => i.entry === 'customers')?.label).toBe('X');
  });
});
