import { describe, expect, it } from 'vitest';
import { railcardDisplayStatus } from './railcardDisplayStatus';

describe('railcardDisplayStatus', () => {
  const today = '2026-11-22';
  it('shows an accepted or pending railcard past its expiry as expired', () => {
    expect(railcardDisplayStatus({ state: 'ACCEPTED', expiryDate: '2026-11-21' }, today)).toBe('expired');
    expect(railcardDisplayStatus({ state: 'PENDING', expiryDate: '2025-01-01' }, today)).toBe('expired');
  });
  it('is still valid on its expiry day', () => {
    expect(railcardDisplayStatus({ state: 'ACCEPTED', expiryDate: '2026-11-22' }, today)).toBe('accepted');
    expect(railcardDisplayStatus({ state: 'PENDING', expiryDate: '2027-11-22T00:00:00Z' }, today)).toBe('pending');
  });
  it('lower-cases the other states, expired or not', () => {
    expect(railcardDisplayStatus({ state: 'REJECTED', expiryDate: '2020-01-01' }, today)).toBe('rejected');
    expect(railcardDisplayStatus({ state: 'DELETED', expiryDate: '2030-01-01' }, today)).toBe('deleted');
  });
});
