import { describe, expect, it } from 'vitest';
import { journeyPlanRequest, plannedJourneys } from './journeyPlan';

const leg = {
  origin: '5268',
  destination: '5426',
  departure: '2026-12-01T08:00:00',
  arrival: '2026-12-01T09:03:00',
  toc: 'SN',
  operator: 'Southern',
  rsid: 'SN100600',
  tuid: 'W10006',
  mode: 'TRAIN',
};

describe('plannedJourneys', () => {
  it('reads the journeys in the order of outward, legs without the operator name', () => {
    const reply = {
      outward: ['/jp/b', '/jp/a'],
      links: {
        '/jp/a': {
          type: 'journey',
          time: '08:00',
          departureTime: '2026-12-01T08:00:00',
          arrivalTime: '2026-12-01T09:03:00',
          legs: [leg],
        },
        '/jp/b': {
          type: 'journey',
          departureTime: '2026-12-01T07:30:00',
          arrivalTime: '2026-12-01T08:33:00',
          legs: [],
        },
      },
    };
    const journeys = plannedJourneys(reply);
    expect(journeys.map((j) => j.time)).toEqual(['07:30', '08:00']);
    expect(journeys[1].legs[0]).not.toHaveProperty('operator');
    expect(journeys[1].legs[0].tuid).toBe('W10006');
  });
  it('never throws on an odd reply', () => {
    expect(plannedJourneys(undefined)).toEqual([]);
    expect(plannedJourneys({ outward: ['/x'], links: {} })).toEqual([]);
    expect(plannedJourneys({ outward: ['/x'], links: { '/x': { type: 'fare' } } })).toEqual([]);
  });
});

describe('journeyPlanRequest', () => {
  it('asks for the window of the travel day', () => {
    const body = journeyPlanRequest('5268', '5426', '2027-01-08', { start: 420, end: 600 }, 5);
    expect(body.outward).toEqual({
      rangeStart: '2027-01-08T07:00',
      rangeEnd: '2027-01-08T10:00',
      arriveDepart: 'Depart',
    });
    expect(body.numJourneys).toBe(5);
  });
  it('sends every flag of the planner request (001 §7), as docs/decisions/2284-journey-plan-flags.md reads them', () => {
    expect(journeyPlanRequest('5268', '5426', '2027-01-08', { start: 420, end: 600 }, 5)).toMatchObject({
      adults: 1,
      children: 0,
      delayRepayFiltering: true,
      disableGroupSavings: true,
      doRealTime: false,
      filterFares: false,
      keepAllZoneFares: false,
      openReturn: false,
      showCheapest: false,
    });
  });
  it('ends a window at midnight on the next day', () => {
    expect(journeyPlanRequest('a', 'b', '2026-12-31', { start: 1260, end: 1440 }, 5).outward.rangeEnd).toBe(
      '2027-01-01T00:00',
    );
  });
});
