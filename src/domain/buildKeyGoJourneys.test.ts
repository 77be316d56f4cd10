import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildKeyGoJourneys, minutesBetween, type KeyGoTapLike } from './buildKeyGoJourneys';

const tap = (id: number, type: 'ENTRY' | 'EXIT', at: string, excluded = false): KeyGoTapLike => ({
  id,
  type,
  at: `2026-01-05T${at}`,
  excluded,
});

describe('buildKeyGoJourneys', () => {
  it('pairs an entry with the next exit within 4h36m', () => {
    const j = buildKeyGoJourneys(
      [tap(2, 'EXIT', '08:40'), tap(1, 'ENTRY', '08:00'), tap(3, 'ENTRY', '17:00'), tap(4, 'EXIT', '21:36')],
      276,
    );
    expect(j.map((x) => [x.id, x.entry?.id, x.exit?.id, x.complete])).toEqual([
      [1, 1, 2, true],
      [3, 3, 4, true],
    ]);
  });
  it('splits taps more than 4h36m apart into two incomplete journeys', () => {
    const j = buildKeyGoJourneys([tap(1, 'ENTRY', '08:00'), tap(2, 'EXIT', '12:37')], 276);
    expect(j.map((x) => [x.id, x.entry?.id, x.exit?.id, x.complete])).toEqual([
      [1, 1, undefined, false],
      [2, undefined, 2, false],
    ]);
  });
  it('leaves an entry followed by an entry incomplete, and ignores excluded taps', () => {
    const j = buildKeyGoJourneys(
      [tap(1, 'ENTRY', '08:00'), tap(2, 'ENTRY', '09:00'), tap(3, 'EXIT', '09:30'), tap(4, 'EXIT', '09:35', true)],
      276,
    );
    expect(j.map((x) => [x.id, x.complete])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(minutesBetween('2026-01-05T23:50', '2026-01-06T00:10')).toBe(20);
  });
  it("takes the brand's maxMinutesBetweenTaps: the same taps make one journey under one limit, two under a shorter", () => {
    const taps = [tap(1, 'ENTRY', '08:00'), tap(2, 'EXIT', '09:30')];
    expect(buildKeyGoJourneys(taps, 276).map((x) => x.complete)).toEqual([true]);
    expect(buildKeyGoJourneys(taps, 90).map((x) => x.complete)).toEqual([true]);
    expect(buildKeyGoJourneys(taps, 89).map((x) => [x.entry?.id, x.exit?.id, x.complete])).toEqual([
      [1, undefined, false],
      [undefined, 2, false],
    ]);
  });
  it('uses every tap that is not excluded exactly once, and a complete journey is entry then exit within the limit (property)', () => {
    const taps = fc.uniqueArray(
      fc.record({
        id: fc.integer({ min: 1, max: 10_000 }),
        type: fc.constantFrom<'ENTRY' | 'EXIT'>('ENTRY', 'EXIT'),
        minute: fc.integer({ min: 270, max: 1700 }),
        excluded: fc.boolean(),
      }),
      { selector: (t) => t.id, maxLength: 30 },
    );
    fc.assert(
      fc.property(taps, fc.integer({ min: 1, max: 1440 }), (raw, limit) => {
        const list = raw.map((t) => ({
          id: t.id,
          type: t.type,
          excluded: t.excluded,
          at: new Date(Date.UTC(2026, 0, 5) + t.minute * 60_000).toISOString().slice(0, 16),
        }));
        const journeys = buildKeyGoJourneys(list, limit);
        const used = journeys
          .flatMap((j) => [j.entry?.id, j.exit?.id])
          .filter((x) => x !== undefined)
          .sort((a, b) => a! - b!);
        expect(used).toEqual(
          list
            .filter((t) => !t.excluded)
            .map((t) => t.id)
            .sort((a, b) => a - b),
        );
        for (const j of journeys) {
          expect(j.complete).toBe(Boolean(j.entry && j.exit));
          if (j.complete) expect(minutesBetween(j.entry!.at, j.exit!.at)).toBeGreaterThanOrEqual(0);
          if (j.complete) expect(minutesBetween(j.entry!.at, j.exit!.at)).toBeLessThanOrEqual(limit);
        }
      }),
    );
  });
});
