import { describe, expect, it } from 'vitest';
import { DELAY_REPAY_STATES, delayRepayStateGroup, delayRepayStateTone, statesOfGroup } from './delayRepayStateGroup';

describe('delayRepayStateGroup', () => {
  it('puts invalid with rejected and complete with approved', () => {
    expect(delayRepayStateGroup('invalid')).toBe('rejected');
    expect(delayRepayStateGroup('rejected')).toBe('rejected');
    expect(delayRepayStateGroup('complete')).toBe('approved');
    expect(delayRepayStateGroup('approved')).toBe('approved');
    expect(delayRepayStateGroup('awaiting-information')).toBe('awaitingInformation');
    expect(delayRepayStateGroup('pending')).toBe('pending');
    expect(delayRepayStateGroup('lost')).toBeUndefined();
  });

  it('lists the states of each group, every state in exactly one', () => {
    expect(statesOfGroup('rejected')).toEqual(['rejected', 'invalid']);
    expect(statesOfGroup('approved')).toEqual(['approved', 'complete']);
    const all = (['approved', 'rejected', 'pending', 'awaitingInformation'] as const).flatMap(statesOfGroup);
    expect([...all].sort()).toEqual([...DELAY_REPAY_STATES].sort());
  });

  it('colours rejected red (danger), approved green (success), awaiting information amber (warning), pending none', () => {
    expect(delayRepayStateTone('invalid')).toBe('danger');
    expect(delayRepayStateTone('rejected')).toBe('danger');
    expect(delayRepayStateTone('complete')).toBe('success');
    expect(delayRepayStateTone('awaiting-information')).toBe('warning');
    expect(delayRepayStateTone('pending')).toBe('neutral');
    expect(delayRepayStateTone('nonsense')).toBe('neutral');
  });
});
