import { describe, expect, it } from 'vitest';
import { EXCLUDABLE_TAP_STATUSES, tapExcludable } from './tapExcludable';

describe('tapExcludable', () => {
  it('takes the nine statuses of 001 §4', () => {
    expect(EXCLUDABLE_TAP_STATUSES).toHaveLength(9);
    for (const status of EXCLUDABLE_TAP_STATUSES) expect(tapExcludable({ status })).toBe(true);
  });
  it('refuses other statuses and taps already excluded', () => {
    expect(tapExcludable({ status: 'DUPLICATE' })).toBe(false);
    expect(tapExcludable({ status: 'REFUNDED' })).toBe(false);
    expect(tapExcludable({ status: 'VALID', excluded: true })).toBe(false);
  });
});
