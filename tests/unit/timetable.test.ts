import { describe, expect, it } from 'vitest';
import { planJourneys, TIMETABLE_STATIONS } from '../../server/handlers/delayRepay/timetable';

describe('planJourneys over the shipped timetable', () => {
  it('gives direct trains leaving within the window, earliest first, at most the count', () => {
    const journeys = planJourneys('5416', '5426', 480, 660, 5);
    expect(journeys).toHaveLength(5);
    expect(journeys.every((j) => j.departs >= 480 && j.departs <= 660 && j.legs.length === 1)).toBe(true);
    expect(journeys.map((j) => j.departs)).toEqual([...journeys.map((j) => j.departs)].sort((a, b) => a - b));
  });

  it('finds one change with 5–60 minutes to make it, and drops a change a later direct train beats', () => {
    const viaCroydon = planJourneys('1512', '5426', 480, 660, 5);
    expect(viaCroydon[0].legs.map((l) => l.toc)).toEqual(['TL', 'SN']);
    const wait = viaCroydon[0].legs[1].departs - viaCroydon[0].legs[0].arrives;
    expect(wait).toBeGreaterThanOrEqual(5);
    expect(wait).toBeLessThanOrEqual(60);
    const brighton = planJourneys('5268', '5426', 480, 660, 20);
    for (const j of brighton)
      expect(brighton.some((o) => o !== j && o.departs >= j.departs && o.arrives < j.arrives)).toBe(false);
  });

  it('answers nothing between unconnected stations or outside service hours', () => {
    expect(planJourneys('5426', '5033', 480, 660, 5)).toEqual([]);
    expect(planJourneys('5268', '5426', 0, 180, 5)).toEqual([]);
    expect(TIMETABLE_STATIONS.has('5268')).toBe(true);
  });
});
