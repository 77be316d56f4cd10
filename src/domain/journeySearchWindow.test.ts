import { describe, expect, it } from 'vitest';
import { journeySearchWindow, minutesToTime, shiftJourneyWindow, timeToMinutes } from './journeySearchWindow';

const c = { windowHours: 3, stepMinutes: 15 };

describe('journeySearchWindow', () => {
  it('rounds down to a 15-minute step and spans 3 hours', () => {
    expect(journeySearchWindow(timeToMinutes('08:07')!, c)).toEqual({ start: 480, end: 660 });
    expect(journeySearchWindow(timeToMinutes('08:15')!, c)).toEqual({ start: 495, end: 675 });
  });
  it('moves one hour earlier or later, staying within the day', () => {
    const w = journeySearchWindow(480, c);
    expect(shiftJourneyWindow(w, 1, c)).toEqual({ start: 540, end: 720 });
    expect(shiftJourneyWindow(w, -1, c)).toEqual({ start: 420, end: 600 });
    expect(shiftJourneyWindow(journeySearchWindow(30, c), -1, c)).toEqual({ start: 0, end: 180 });
    expect(shiftJourneyWindow(journeySearchWindow(21 * 60, c), 1, c)).toEqual({ start: 1260, end: 1440 });
  });
  it('converts times', () => {
    expect(timeToMinutes('24:00')).toBeUndefined();
    expect(timeToMinutes('7:00')).toBeUndefined();
    expect(minutesToTime(465)).toBe('07:45');
    expect(minutesToTime(1440)).toBe('00:00');
  });
});
