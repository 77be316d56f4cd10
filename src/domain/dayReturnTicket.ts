// 001 §4 Day form: a return ticket is added automatically when the outward type requires one and removed when it
// cannot have one; an optional return is kept as the user left it.
import { nonSeasonTicketType } from './compensationReference';
import type { DayDraft } from './compensationClaimErrors';

/** The day after the outward type changed. A new return copies the type and reverses the stations. */
export function dayReturnTicket(day: DayDraft): DayDraft {
  const rule = nonSeasonTicketType(day.outward?.type);
  if (rule?.return === 'required' && !day.return) {
    const out = day.outward!;
    return {
      ...day,
      return: {
        type: out.type,
        origin: out.destination,
        destination: out.origin,
        routeCode: out.routeCode,
        level: out.level,
      },
    };
  }
  if ((!rule || rule.return === 'none') && day.return) {
    const { return: _removed, ...rest } = day;
    return rest;
  }
  return day;
}
