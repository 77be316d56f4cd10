// 001 §5 One-click: origin and destination required and different; at least one weekday chosen for the weekday day
// type (saturday and sunday journeys run on their own day). The 50-journey limit is oneClickWithinLimit.

export const ONE_CLICK_DAY_TYPES = ['weekday', 'saturday', 'sunday'] as const;
export type OneClickDayType = (typeof ONE_CLICK_DAY_TYPES)[number];
export const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const;
export const DAYS_OF_WEEK = [...WEEKDAYS, 'SATURDAY', 'SUNDAY'] as const;
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number];

/** The days a day type allows. @example daysOfDayType('saturday') // ['SATURDAY'] */
export function daysOfDayType(type: OneClickDayType): readonly DayOfWeek[] {
  return type === 'weekday' ? WEEKDAYS : type === 'saturday' ? ['SATURDAY'] : ['SUNDAY'];
}

export interface OneClickJourneyInput {
  origin?: string;
  destination?: string;
  journeyType?: string;
  daysOfWeek?: readonly string[];
  serviceTimes?: readonly unknown[];
}

export type OneClickJourneyErrors = Partial<
  Record<'origin' | 'destination' | 'journeyType' | 'daysOfWeek' | 'serviceTimes', string>
>;

/**
 * Errors by field of a favourite journey (origin and destination are station NLCs or CRS codes).
 * @example oneClickJourneyErrors({ origin: 'BTN', destination: 'BTN', journeyType: 'weekday', daysOfWeek: [] }) // { destination: …, daysOfWeek: … }
 */
export function oneClickJourneyErrors(j: OneClickJourneyInput): OneClickJourneyErrors {
  const errors: OneClickJourneyErrors = {};
  const origin = (j.origin ?? '').trim().toUpperCase();
  const destination = (j.destination ?? '').trim().toUpperCase();
  if (!origin) errors.origin = 'Choose the origin station';
  if (!destination) errors.destination = 'Choose the destination station';
  else if (destination === origin) errors.destination = 'The destination must differ from the origin';
  const type = ONE_CLICK_DAY_TYPES.find((t) => t === j.journeyType);
  if (!type) errors.journeyType = 'Choose weekday, Saturday or Sunday';
  const days = j.daysOfWeek ?? [];
  if (type === 'weekday' && !days.some((d) => (WEEKDAYS as readonly string[]).includes(d)))
    errors.daysOfWeek = 'Choose at least one weekday';
  else if (type && days.some((d) => !daysOfDayType(type).includes(d as DayOfWeek)))
    errors.daysOfWeek = `Only days of the ${type} type can be chosen`;
  else if (type && days.length === 0) errors.daysOfWeek = 'Choose the day';
  if (j.serviceTimes !== undefined && j.serviceTimes.length === 0) errors.serviceTimes = 'Choose at least one service';
  return errors;
}
