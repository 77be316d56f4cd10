// 000 §5 Paper ticket numbers: max length 31, 5 digits then a dashed or dotted date-and-code form or a spaced 8-character form; required if ticked and printed.

const DAY = '(?:0[1-9]|[12]\\d|3[01])';
const MONTH = '(?:0[1-9]|1[0-2])';
const YEAR = '(?:\\d{2}|\\d{4})';
const CODE = '[A-Z0-9]{1,8}';

/**
 * The inferred pattern (docs/decisions/0121-paper-ticket-numbers.md), upper case:
 * - `12345-31-01-25-AB12` — dashed date DD-MM-YY or DD-MM-YYYY, then a code of 1–8 letters/digits
 * - `12345.31.01.25.AB12` — the same with dots
 * - `12345-310125-AB12` — dashed compact date DDMMYY
 * - `12345 AB12 CD34` — spaced 8-character form (two groups of four letters/digits)
 */
export const PAPER_TICKET_NUMBER_PATTERN = new RegExp(
  `^\\d{5}(?:-${DAY}-${MONTH}-${YEAR}-${CODE}|\\.${DAY}\\.${MONTH}\\.${YEAR}\\.${CODE}|-${DAY}${MONTH}\\d{2}-${CODE}| [A-Z0-9]{4} [A-Z0-9]{4})$`,
);

export type PaperTicketNumberError =
  'PAPER_TICKET_NUMBER_REQUIRED' | 'PAPER_TICKET_NUMBER_TOO_LONG' | 'PAPER_TICKET_NUMBER_PATTERN';

/**
 * Checks one typed paper ticket number; `required` is "ticked and printed". The value comes back trimmed and upper-cased.
 * @example paperTicketNumber('12345-31-01-25-ab12', { required: true, maxLength: 31 }) // { value: '12345-31-01-25-AB12' }
 */
export function paperTicketNumber(
  text: string,
  rules: { required: boolean; maxLength: number },
): { value: string; error?: undefined } | { value?: undefined; error: PaperTicketNumberError } {
  const value = text.trim().toUpperCase();
  if (value === '') return rules.required ? { error: 'PAPER_TICKET_NUMBER_REQUIRED' } : { value };
  if (value.length > rules.maxLength) return { error: 'PAPER_TICKET_NUMBER_TOO_LONG' };
  if (!PAPER_TICKET_NUMBER_PATTERN.test(value)) return { error: 'PAPER_TICKET_NUMBER_PATTERN' };
  return { value };
}
