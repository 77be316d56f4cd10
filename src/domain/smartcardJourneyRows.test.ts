import { describe, expect, it } from 'vitest';
import { smartcardJourneyRows } from './smartcardJourneyRows';

describe('smartcardJourneyRows (001 §2 journeys grouped by day)', () => {
  it('gives a row per journey with its day, times and fare; a day without journeys gives none', () => {
    const rows = smartcardJourneyRows([
      {
        date: '2026-11-28',
        journeys: [
          {
            id: 7,
            originName: 'Brighton',
            destinationName: null,
            entry: { timestamp: '2026-11-28T08:05', locationName: 'Brighton' },
            exit: null,
            complete: false,
            fare: 0,
          },
        ],
      },
      { date: '2026-11-27', journeys: [] },
    ]);
    expect(rows).toEqual([
      {
        id: 7,
        date: '2026-11-28',
        tapIn: '08:05',
        tapOut: undefined,
        originName: 'Brighton',
        destinationName: null,
        complete: false,
        fare: 0,
      },
    ]);
    expect(smartcardJourneyRows(undefined)).toEqual([]);
  });
});
