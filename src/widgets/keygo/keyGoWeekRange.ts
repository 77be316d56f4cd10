// Which week the KeyGo widgets ask for, apart from their hook so the widgets' register.ts can start the first week's
// call with the page (issue 24) without loading the widgets.
import { addDays } from '../../domain/keyGoTapWindow';
import { londonToday } from '../../domain/londonToday';
import { weekStartOf } from '../../domain/priceKeyGoWeek';

/** The dates of the week `weeksBack` weeks before this one (this week ends today). */
export function weekRange(weeksBack: number, today = londonToday()): { startDate: string; endDate: string } {
  const startDate = addDays(weekStartOf(today), -7 * weeksBack);
  const end = addDays(startDate, 6);
  return { startDate, endDate: end > today ? today : end };
}

export const customerIdOf = (routeParams: Record<string, string | undefined>) =>
  String(routeParams.cid ?? routeParams.id ?? '');
