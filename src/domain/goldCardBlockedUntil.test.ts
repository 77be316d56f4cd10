import { describe, expect, it } from 'vitest';
import { goldCardBlockedUntil } from './goldCardBlockedUntil';

const at = (iso: string) => new Date(iso);

describe('goldCardBlockedUntil', () => {
  it('is free with no earlier request', () => {
    expect(goldCardBlockedUntil([], at('2026-05-01T00:00:00Z'), 7)).toBeNull();
  });
  it('blocks for a week after the latest request', () => {
    const requests = [at('2026-04-01T10:00:00Z'), at('2026-05-01T10:00:00Z')];
    expect(goldCardBlockedUntil(requests, at('2026-05-08T09:59:59Z'), 7)).toEqual(at('2026-05-08T10:00:00Z'));
    expect(goldCardBlockedUntil(requests, at('2026-05-08T10:00:00Z'), 7)).toBeNull();
  });
});
