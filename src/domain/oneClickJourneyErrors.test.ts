import { describe, expect, it } from 'vitest';
import { daysOfDayType, oneClickJourneyErrors } from './oneClickJourneyErrors';

const ok = { origin: 'BTN', destination: 'VIC', journeyType: 'weekday', daysOfWeek: ['MONDAY'], serviceTimes: [{}] };

describe('oneClickJourneyErrors', () => {
  it('accepts a complete journey', () => {
    expect(oneClickJourneyErrors(ok)).toEqual({});
    expect(oneClickJourneyErrors({ ...ok, journeyType: 'sunday', daysOfWeek: ['SUNDAY'] })).toEqual({});
  });
  it('wants origin and destination, different', () => {
    expect(oneClickJourneyErrors({ ...ok, origin: '' }).origin).toBeDefined();
    expect(oneClickJourneyErrors({ ...ok, destination: undefined }).destination).toBeDefined();
    expect(oneClickJourneyErrors({ ...ok, destination: 'btn' }).destination).toMatch(/differ/);
  });
  it("wants at least one weekday for the weekday type, and only the type's days", () => {
    expect(oneClickJourneyErrors({ ...ok, daysOfWeek: [] }).daysOfWeek).toBe('Choose at least one weekday');
    expect(oneClickJourneyErrors({ ...ok, daysOfWeek: ['SATURDAY'] }).daysOfWeek).toBe('Choose at least one weekday');
    expect(oneClickJourneyErrors({ ...ok, journeyType: 'saturday', daysOfWeek: ['MONDAY'] }).daysOfWeek).toBeDefined();
    expect(oneClickJourneyErrors({ ...ok, journeyType: 'holiday' }).journeyType).toBeDefined();
    expect(oneClickJourneyErrors({ ...ok, serviceTimes: [] }).serviceTimes).toBeDefined();
  });
  it('maps a day type to its days', () => {
    expect(daysOfDayType('weekday')).toHaveLength(5);
    expect(daysOfDayType('sunday')).toEqual(['SUNDAY']);
  });
});
