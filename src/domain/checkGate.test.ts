import { describe, expect, it } from 'vitest';
import { checkGate, type GateContext } from './checkGate';
import { LEVELS } from './levels';

const ctx = (level: number, extra: Partial<GateContext> = {}): GateContext => ({
  level,
  flags: { enableEvouchers: true, enableVoucherCreation: false },
  permissions: {
    canEditVoucher: { minLevel: 'AGENT' },
    canAddVoucher: { all: [{ flag: 'enableVoucherCreation' }, { levels: ['BASIC', 'AGENT', 'SUPERVISOR', 'HQ'] }] },
    canAlias: { permission: 'canEditVoucher' },
  },
  ...extra,
});

describe('checkGate (000 §6)', () => {
  it('lets everything through without a gate', () => {
    expect(checkGate(undefined, ctx(LEVELS.BASIC))).toBe(true);
  });

  it('compares minimum levels by number, station levels included', () => {
    expect(checkGate({ minLevel: 'STATION_AGENT' }, ctx(LEVELS.BASIC))).toBe(false);
    expect(checkGate({ minLevel: 'STATION_AGENT' }, ctx(LEVELS.STATION_SUPERVISOR))).toBe(true);
    expect(checkGate({ minLevel: 'AGENT' }, ctx(LEVELS.STATION_SUPERVISOR))).toBe(false);
    expect(checkGate({ minLevel: 'AGENT' }, ctx(LEVELS.HQ))).toBe(true);
  });

  it('matches listed levels exactly', () => {
    const gate = { levels: ['AGENT', 'SUPERVISOR', 'HQ'] as const } as const;
    expect(checkGate({ levels: [...gate.levels] }, ctx(LEVELS.STATION_SUPERVISOR))).toBe(false);
    expect(checkGate({ levels: [...gate.levels] }, ctx(LEVELS.SUPERVISOR))).toBe(true);
    expect(checkGate({ levels: [] }, ctx(LEVELS.HQ))).toBe(false);
  });

  it('decides named permissions with their own gate, unknown ones granting nothing', () => {
    expect(checkGate({ permission: 'canEditVoucher' }, ctx(LEVELS.BASIC))).toBe(false);
    expect(checkGate({ permission: 'canEditVoucher' }, ctx(LEVELS.AGENT))).toBe(true);
    expect(checkGate({ permission: 'canNothing' }, ctx(LEVELS.HQ))).toBe(false);
    expect(checkGate({ permission: 'canAlias' }, ctx(LEVELS.HQ))).toBe(false);
  });

  it('reads flags and combines with all/any', () => {
    expect(checkGate({ flag: 'enableEvouchers' }, ctx(LEVELS.BASIC))).toBe(true);
    expect(checkGate({ flag: 'missing' }, ctx(LEVELS.BASIC))).toBe(false);
    expect(checkGate({ permission: 'canAddVoucher' }, ctx(LEVELS.HQ))).toBe(false);
    expect(checkGate({ any: [{ flag: 'enableVoucherCreation' }, { minLevel: 'HQ' }] }, ctx(LEVELS.HQ))).toBe(true);
    expect(checkGate({ all: [{ flag: 'enableEvouchers' }, { minLevel: 'SUPERVISOR' }] }, ctx(LEVELS.AGENT))).toBe(
      false,
    );
  });
});
