// 001 §5 Date of birth: required; at most 5 years ago and at least 98 years ago (001 §9 dateOfBirthMinYears/MaxYears).

function yearsBefore(today: string, years: number): string {
  const [y, m, d] = today.split('-').map(Number);
  // 29 February of a leap year counts back to 28 February of a common year
  const day =
    m === 2 && d === 29 && !((y - years) % 4 === 0 && ((y - years) % 100 !== 0 || (y - years) % 400 === 0)) ? 28 : d;
  return `${String(y - years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The allowed range on `today`: [earliest, latest] as 'YYYY-MM-DD'. */
export function dateOfBirthBounds(today: string, minYears = 5, maxYears = 98): { earliest: string; latest: string } {
  return { earliest: yearsBefore(today, maxYears), latest: yearsBefore(today, minYears) };
}

/**
 * 'DOB_REQUIRED', 'DOB_INVALID', 'DOB_TOO_RECENT' (under 5 years) or 'DOB_TOO_EARLY' (over 98 years), or null.
 * @example dateOfBirthError('2024-01-01', '2026-06-01') // 'DOB_TOO_RECENT'
 */
export function dateOfBirthError(
  value: string | null | undefined,
  today: string,
  minYears = 5,
  maxYears = 98,
): string | null {
  if (!value) return 'DOB_REQUIRED';
  const parsed = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!parsed) return 'DOB_INVALID';
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return 'DOB_INVALID';
  const { earliest, latest } = dateOfBirthBounds(today, minYears, maxYears);
  if (value > latest) return 'DOB_TOO_RECENT';
  if (value < earliest) return 'DOB_TOO_EARLY';
  return null;
}
