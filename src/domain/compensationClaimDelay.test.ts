import { describe, expect, it } from 'vitest';
import { withDefaultDelay } from './compensationClaimDelay';

describe('withDefaultDelay (001 §3 delay length default 15-29)', () => {
  it('gives each claim the default length unless it has one', () => {
    expect(withDefaultDelay([{ delay: undefined }, { delay: { length: '60_119', reason: 'x' } }])).toEqual([
      { delay: { length: '15_29' } },
      { delay: { length: '60_119', reason: 'x' } },
    ]);
    expect(withDefaultDelay(undefined)).toEqual([]);
  });
});
