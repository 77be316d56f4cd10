import { describe, expect, it } from 'vitest';
import { statusTone } from './statusTone';

describe('statusTone', () => {
  it('colours the states of 000/001 §4 whatever their spelling', () => {
    expect(statusTone('Pending')).toBe('warning');
    expect(statusTone('UnderReview')).toBe('warning');
    expect(statusTone('awaiting-information')).toBe('warning');
    expect(statusTone('ACCEPTED')).toBe('success');
    expect(statusTone('approved')).toBe('success');
    expect(statusTone('Fraud')).toBe('danger');
    expect(statusTone('rejected')).toBe('danger');
    expect(statusTone('Expired')).toBe('neutral');
  });

  it('shows an unknown state as info', () => {
    expect(statusTone('Something')).toBe('info');
    expect(statusTone(undefined)).toBe('info');
  });
});
