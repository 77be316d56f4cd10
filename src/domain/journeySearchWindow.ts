// 001 §9 One-click journey search: a 3-hour window showing 5 journeys, time chosen in 15-minute steps, moved one
// hour earlier or later. Times are minutes after midnight of the travel day (the planner call adds the date).

export interface JourneyWindowConfig {
  /** journeySearchWindowHours */
  windowHours: number;
  /** journeySearchStepMinutes */
  stepMinutes: number;
}

export interface JourneyWindow {
  /** minutes after midnight, on a step */
  start: number;
  end: number;
}

const DAY_MINUTES = 24 * 60;

/** 'HH:MM' → minutes; undefined when not a time of day. @example timeToMinutes('07:45') // 465 */
export function timeToMinutes(time: string): number | undefined {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : undefined;
}

/** minutes → 'HH:MM' (within the day). @example minutesToTime(465) // '07:45' */
export function minutesToTime(minutes: number): string {
  const m = ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/**
 * The window starting at `startMinutes` rounded down to a step, kept within the day (a window never starts before
 * 00:00 nor ends after 24:00).
 * @example journeySearchWindow(487, { windowHours: 3, stepMinutes: 15 }) // { start: 480, end: 660 }
 */
export function journeySearchWindow(startMinutes: number, c: JourneyWindowConfig): JourneyWindow {
  const length = c.windowHours * 60;
  const stepped = Math.floor(startMinutes / c.stepMinutes) * c.stepMinutes;
  const start = Math.min(Math.max(0, stepped), DAY_MINUTES - length);
  return { start, end: start + length };
}

/** The window one hour earlier (-1) or later (+1), within the day. */
export function shiftJourneyWindow(w: JourneyWindow, direction: -1 | 1, c: JourneyWindowConfig): JourneyWindow {
  return journeySearchWindow(w.start + direction * 60, c);
}
