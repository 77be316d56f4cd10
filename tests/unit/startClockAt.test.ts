// SANDBOX_NOW (issue 20, visual snapshots): the server's clock starts at a fixed instant and keeps running.
import { afterEach, describe, expect, it } from 'vitest';
import { startClockAt } from '../../server/startClockAt';

const RealDate = Date;

describe('startClockAt', () => {
  afterEach(() => {
    globalThis.Date = RealDate;
  });

  it('starts now, new Date() and Date.now() at the instant, and leaves explicit dates alone', () => {
    startClockAt(new Date('2026-03-02T10:00:00Z'));
    expect(Date.now() - RealDate.parse('2026-03-02T10:00:00Z')).toBeLessThan(1000);
    expect(new Date().toISOString().slice(0, 16)).toBe('2026-03-02T10:00');
    expect(new Date('2020-01-01T00:00:00Z').toISOString()).toBe('2020-01-01T00:00:00.000Z');
    expect(new Date(2020, 0, 2).getDate()).toBe(2);
    expect(new Date() instanceof RealDate).toBe(true);
  });
});
