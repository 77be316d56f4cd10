import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMPENSATION_ERROR_KEYS, compensationErrorText } from './compensationErrorText';
import { DEFAULT_COMPENSATION_LIMITS as L } from './compensationLimits';

describe('compensationErrorText', () => {
  it('has a text for every key the claim rules give', () => {
    const source = readFileSync(new URL('./compensationClaimErrors.ts', import.meta.url), 'utf8');
    const keys = [...source.matchAll(/(?:set\([^,]+,|e\.\w+ =|e\[\w+\] =|return) '([A-Za-z_0-9]+)'/g)].map(
      (m) => m[1]!,
    );
    expect(keys.length).toBeGreaterThan(30);
    for (const key of new Set(keys)) expect(COMPENSATION_ERROR_KEYS, key).toContain(key);
  });
  it("fills the brand's numbers", () => {
    expect(compensationErrorText('amountTooHigh', L)).toBe('The amount cannot be more than £1000.00');
    expect(compensationErrorText('tooFewReturns', { ...L, minReturnsPerWeek: 4 })).toBe(
      'A week needs at least 4 returns or 2 carnet books',
    );
    expect(compensationErrorText('badOysterNumber', { ...L, oysterNumberFormat: 'twelveDigits' })).toBe(
      'The Oyster number has 12 digits',
    );
    expect(compensationErrorText('unknown-key', L)).toBe('unknown-key');
  });
});
