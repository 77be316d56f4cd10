// 001 §9 postal replacement within 5 working days: the day that many weekdays after `day` ('YYYY-MM-DD').
// Bank holidays are not counted out (the promise is an upper bound; docs/api/smartcards.md).

/** @example addWorkingDays('2026-05-29', 5) // '2026-06-05' (Friday → next Friday) */
export function addWorkingDays(day: string, count: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  let left = count;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}
