import { describe, expect, it } from 'vitest';
import { refundCeiling } from './refundCeiling';

const config = { refundCeilings: { BASIC: 15000, AGENT: 50000, SUPERVISOR: 250000 } };

describe('refundCeiling (000 §6)', () => {
  it("gives the level's ceiling", () => {
    expect(refundCeiling(config, 'BASIC')).toBe(15000);
    expect(refundCeiling(config, 'SUPERVISOR')).toBe(250000);
  });
  it('has none for a level without an entry', () => {
    expect(refundCeiling(config, 'HQ')).toBeNull();
    expect(refundCeiling({}, 'BASIC')).toBeNull();
    expect(refundCeiling(config, undefined)).toBeNull();
  });
});
