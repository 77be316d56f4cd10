import { describe, expect, it } from 'vitest';
import { canEditVoucherDirectly } from './canEditVoucherDirectly';
import { LEVELS } from './levels';

const AGENT_MAX = 4999;

describe('canEditVoucherDirectly (000 §5 Voucher edit permission)', () => {
  it('lets levels above BASIC apply Delay Repay vouchers up to the agent maximum', () => {
    expect(canEditVoucherDirectly(LEVELS.AGENT, 4999, 'DELAY_REPAY', AGENT_MAX)).toBe(true);
    expect(canEditVoucherDirectly(LEVELS.STATION_AGENT, 100, 'DELAY_REPAY', AGENT_MAX)).toBe(true);
  });

  it('turns an agent edit into a request above the maximum or for another reason', () => {
    expect(canEditVoucherDirectly(LEVELS.AGENT, 5000, 'DELAY_REPAY', AGENT_MAX)).toBe(false);
    expect(canEditVoucherDirectly(LEVELS.AGENT, 100, 'GOODWILL', AGENT_MAX)).toBe(false);
    expect(canEditVoucherDirectly(LEVELS.AGENT, 100, 'OTHER', AGENT_MAX)).toBe(false);
  });

  it('never lets BASIC apply directly', () => {
    expect(canEditVoucherDirectly(LEVELS.BASIC, 100, 'DELAY_REPAY', AGENT_MAX)).toBe(false);
  });

  it('lets SUPERVISOR and HQ apply any amount and reason', () => {
    expect(canEditVoucherDirectly(LEVELS.SUPERVISOR, 10000, 'GOODWILL', AGENT_MAX)).toBe(true);
    expect(canEditVoucherDirectly(LEVELS.HQ, 10000, 'OTHER', AGENT_MAX)).toBe(true);
  });

  it('follows the brand maximum it is given', () => {
    expect(canEditVoucherDirectly(LEVELS.AGENT, 2500, 'DELAY_REPAY', 2000)).toBe(false);
  });
});
