// 001 §5 "Add day is disabled when there are day errors or no period", in words (issue 32): the reason a blocked Add
// day shows names the day and ticket of every problem and the fields that are missing or wrong, in the form's own
// labels and order ("Day 1, outward ticket: Place of purchase, Evidence"), rather than only "correct the days".
import type { TFunction } from 'i18next';
import { addDayBlocked } from '../../domain/addDayBlocked';
import type { ClaimErrors, WeekDraft } from '../../domain/compensationClaimErrors';
import { compensationErrorText } from '../../domain/compensationErrorText';
import type { CompensationLimits } from '../../domain/compensationLimits';
import daySchema from '../../../schemas/forms/compensation/claimDay.schema.json';
import dayTicketSchema from '../../../schemas/forms/compensation/claimDayTicket.schema.json';
import dayTicketUi from '../../../schemas/forms/compensation/claimDayTicket.ui.json';

type Titles = Record<string, { title?: string } | undefined>;
const DAY_FIELDS = daySchema.properties as Titles;
const TICKET_FIELDS = dayTicketSchema.properties as Titles;
const TICKET_ORDER: readonly string[] = dayTicketUi['ui:order'];
const dayFieldTitle = (field: string) => (field === 'date' ? 'CLAIM_FORM_ADD_DAY_DATE' : DAY_FIELDS[field]?.title);

interface Problem {
  day: number;
  /** the day itself (0), its outward (1) or return ticket (2) */
  ticket: 0 | 1 | 2;
  /** place on the form within the day or ticket */
  order: number;
  text: string;
}

/**
 * The text of a blocked Add day of week `weekIndex`, or undefined when Add day is allowed. `errors`: the whole draft's
 * error keys by path (compensationClaimErrors), as addDayBlocked reads them.
 */
export function addDayReason(
  week: WeekDraft,
  weekIndex: number,
  errors: ClaimErrors,
  t: TFunction,
  limits: CompensationLimits,
): string | undefined {
  const blocked = addDayBlocked(week, weekIndex, errors);
  if (blocked === 'addDayNoPeriod') return t('CLAIM_FORM_ADD_DAY_NO_PERIOD');
  if (blocked === undefined) return undefined;
  const text = (key: string) => compensationErrorText(key, limits);
  // a missing value is named by its field alone; a wrong one with what is wrong
  const named = (title: string | undefined, field: string, key: string) =>
    key === 'required'
      ? t(title ?? field)
      : t('CLAIM_FORM_ADD_DAY_PROBLEM', { field: t(title ?? field), problem: text(key) });
  const ticketProblem = (field: string, key: string): Omit<Problem, 'day' | 'ticket'> => {
    if (field === 'route' && key === 'required')
      return {
        order: TICKET_ORDER.indexOf('origin'),
        text: `${t(TICKET_FIELDS.origin!.title!)}, ${t(TICKET_FIELDS.destination!.title!)}`,
      };
    if (field === 'route' || field === 'routeCode')
      return { order: TICKET_ORDER.indexOf('destination') + 0.5, text: text(key) };
    const order = TICKET_ORDER.indexOf(field);
    return { order: order < 0 ? TICKET_ORDER.length : order, text: named(TICKET_FIELDS[field]?.title, field, key) };
  };

  const problems: Problem[] = [];
  const pattern = new RegExp(`^weeks\\.${weekIndex}\\.days\\.(\\d+)(?:\\.(outward|return))?(?:\\.(.+))?$`);
  for (const [path, key] of Object.entries(errors)) {
    const match = pattern.exec(path);
    if (!match) continue;
    const [, dayIndex, ticket, field] = match;
    const day = Number(dayIndex);
    if (ticket && field) problems.push({ day, ticket: ticket === 'outward' ? 1 : 2, ...ticketProblem(field, key) });
    // the day's own rules (no tickets, a return that is missing or not allowed, tickets that do not pair)
    else if (!field) problems.push({ day, ticket: 0, order: -1, text: text(key) });
    // the day's date: its field is labelled "Day", which would read "Day 1: Day"
    else problems.push({ day, ticket: 0, order: 0, text: named(dayFieldTitle(field), field, key) });
  }
  problems.sort((a, b) => a.day - b.day || a.ticket - b.ticket || a.order - b.order);

  const places: string[] = [];
  for (let i = 0; i < problems.length;) {
    const { day, ticket } = problems[i]!;
    const texts: string[] = [];
    for (; i < problems.length && problems[i]!.day === day && problems[i]!.ticket === ticket; i++)
      if (!texts.includes(problems[i]!.text)) texts.push(problems[i]!.text);
    places.push(
      ticket === 0
        ? t('CLAIM_FORM_ADD_DAY_PLACE_DAY', { n: day + 1, problems: texts.join(', ') })
        : t('CLAIM_FORM_ADD_DAY_PLACE_TICKET', {
            n: day + 1,
            ticket: t(ticket === 1 ? 'CLAIM_FORM_ADD_DAY_OUTWARD' : 'CLAIM_FORM_ADD_DAY_RETURN'),
            problems: texts.join(', '),
          }),
    );
  }
  return t('CLAIM_FORM_ADD_DAY_FIX_ERRORS', { places: places.join('; ') });
}
