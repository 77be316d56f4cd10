import { describe, expect, it } from 'vitest';
import { oneClickJourneyCount, oneClickWithinLimit, showOneClickCounter } from './oneClickJourneyCount';

const j = (times: number, days: number, journeyId?: string) => ({
  journeyId,
  serviceTimes: Array.from({ length: times }, (_, i) => i),
  daysOfWeek: Array.from({ length: days }, (_, i) => i),
});

describe('oneClickJourneyCount', () => {
  it('multiplies service times by days and sums across journeys', () => {
    expect(oneClickJourneyCount([])).toBe(0);
    expect(oneClickJourneyCount([j(2, 5), j(3, 1)])).toBe(13);
  });
  it('shows the counter from 40', () => {
    expect(showOneClickCounter(39, 40)).toBe(false);
    expect(showOneClickCounter(40, 40)).toBe(true);
  });
  it('allows reaching 50 and refuses going over; an edit does not count the journey it replaces', () => {
    const saved = [j(5, 5, 'a'), j(4, 5, 'b')]; // 45
    expect(oneClickWithinLimit(saved, j(1, 5), 50)).toBe(true);
    expect(oneClickWithinLimit(saved, j(2, 3), 50)).toBe(false);
    expect(oneClickWithinLimit(saved, j(5, 5), 50, 'b')).toBe(true);
    expect(oneClickWithinLimit(saved, j(6, 5), 50, 'b')).toBe(false);
  });
});
