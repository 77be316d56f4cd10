import { describe, expect, it } from 'vitest';
import { railcardCanBecome, railcardStatesBefore } from './railcardCanBecome';

describe('railcardCanBecome', () => {
  it('accepts or rejects only a pending application', () => {
    expect(railcardCanBecome('PENDING', 'ACCEPTED')).toBe(true);
    expect(railcardCanBecome('PENDING', 'REJECTED')).toBe(true);
    expect(railcardCanBecome('ACCEPTED', 'REJECTED')).toBe(false);
    expect(railcardCanBecome('REJECTED', 'ACCEPTED')).toBe(false);
    expect(railcardCanBecome('ACCEPTED', 'ACCEPTED')).toBe(false);
  });
  it('removes a listed railcard, never a rejected or removed one', () => {
    expect(railcardCanBecome('ACCEPTED', 'DELETED')).toBe(true);
    expect(railcardCanBecome('PENDING', 'DELETED')).toBe(true);
    expect(railcardCanBecome('REJECTED', 'DELETED')).toBe(false);
    expect(railcardCanBecome('DELETED', 'DELETED')).toBe(false);
  });
  it('never goes back to pending', () => {
    expect(railcardStatesBefore('PENDING')).toEqual([]);
  });
});
