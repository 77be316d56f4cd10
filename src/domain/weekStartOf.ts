// 001 §3 KeyGo weeks run Monday to Sunday: the week a date falls in, for pricing, the weekly history and the first
// week the smartcard page asks for (a screen template's `{today|weekStart}`).

/**
 * Monday of the week of a date ('YYYY-MM-DD'); undefined for anything that is not such a date.
 * @example weekStartOf('2026-01-11') // '2026-01-05'
 */
export function weekStartOf(date: string): string;
export function weekStartOf(date: unknown): string | undefined;
export function weekStartOf(date: unknown): string | undefined {
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  const t = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(t)) return undefined;
  const dow = (new Date(t).getUTCDay() + 6) % 7;
  return new Date(t - dow * 86_400_000).toISOString().slice(0, 10);
}
