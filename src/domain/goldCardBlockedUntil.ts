// 001 §5 / §9 Gold card replacement is blocked for 1 week (goldCardReplacementBlockDays) after a request.

const DAY_MS = 86_400_000;

/**
 * The moment a new request is allowed again, or null when none of the earlier requests blocks it at `now`.
 * @example goldCardBlockedUntil([new Date('2026-05-01T10:00Z')], new Date('2026-05-03T10:00Z'), 7) // 2026-05-08T10:00Z
 */
export function goldCardBlockedUntil(requested: readonly Date[], now: Date, blockDays: number): Date | null {
  const latest = Math.max(...requested.map((d) => d.getTime()), -Infinity);
  if (!Number.isFinite(latest)) return null;
  const until = latest + blockDays * DAY_MS;
  return until > now.getTime() ? new Date(until) : null;
}
