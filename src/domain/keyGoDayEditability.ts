// 001 §4 Taps: day editability — incomplete (within the amendment window and editable), info (within the window but
// its journey pattern finalised) and notEditable (after the window). Only incomplete days take tap changes.
import { addDays } from './keyGoTapWindow';

export type KeyGoDayEditability = 'incomplete' | 'info' | 'notEditable';

/** The last transaction day still in the window is `keyGoAmendDays` days back from today. */
export function keyGoEditableUntil(date: string, amendDays: number): string {
  return addDays(date, amendDays);
}

/**
 * @example keyGoDayEditability('2026-03-01', { today: '2026-03-05', finalised: false, amendDays: 14 }) // 'incomplete'
 */
export function keyGoDayEditability(
  date: string,
  { today, finalised, amendDays }: { today: string; finalised: boolean; amendDays: number },
): KeyGoDayEditability {
  if (date > today || keyGoEditableUntil(date, amendDays) < today) return 'notEditable';
  return finalised ? 'info' : 'incomplete';
}
