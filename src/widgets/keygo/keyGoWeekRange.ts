// Which week the KeyGo widgets ask for. The smartcard page declares the first one (this week: `{today|weekStart}` to
// `{today}`) so the page starts it before the widgets' code (issue 24); prefetchScreen.test holds the two equal.
import { addDays } from '../../domain/keyGoTapWindow';
import { londonToday } from '../../domain/londonToday';
import { weekStartOf } from '../../domain/weekStartOf';

/** The dates of the week `weeksBack` weeks before this one (this week ends today). */
export function weekRange(weeksBack: number, today = londonToday()): { startDate: string; endDate: string } {
  const startDate = addDays(weekStartOf(today), -7 * weeksBack);
  const end = addDays(startDate, 6);
  return { startDate, endDate: end > today ? today : end };
}

export const customerIdOf = (routeParams: Record<string, string | undefined>) =>
  String(routeParams.cid ?? routeParams.id ?? '');
