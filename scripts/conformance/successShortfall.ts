// A pass whose calls were mostly refused checked almost nothing (issue 31): a wrong or expired token gives 401 on
// every call the document declares 401 for, and no violation. Only a success reply carries a body worth checking,
// so a run in which too few operations answered 2xx to their well-formed call fails, with the reason in plain words.

/**
 * The share of operations whose well-formed call must answer 2xx, unless the caller says otherwise. The sandbox's
 * seed answers 2xx to 87 of 184 operations for HQ and 54 for BASIC (the rest: 400/404 for made-up values and ids,
 * 403 for BASIC's gates; decision 2525); an API answering 401, 403 or 5xx to everything answers none.
 */
export const DEFAULT_MIN_SUCCESS_SHARE = 0.2;

/**
 * Why the run checked too little, or undefined when enough operations answered 2xx (at least one, whatever the
 * share). `statuses`: the status of each operation's well-formed call (0: no reply).
 */
export function successShortfall(statuses: number[], minShare = DEFAULT_MIN_SUCCESS_SHARE): string | undefined {
  const total = statuses.length;
  const successes = statuses.filter((status) => status >= 200 && status < 300).length;
  const needed = Math.max(1, Math.ceil(minShare * total));
  if (total === 0 || successes >= needed) return undefined;
  const counts = new Map<number, number>();
  for (const status of statuses) if (status < 200 || status >= 300) counts.set(status, (counts.get(status) ?? 0) + 1);
  const [status, count] = [...counts].sort((a, b) => b[1] - a[1])[0];
  const checked =
    successes === 0
      ? 'nothing was checked'
      : `only ${successes} answered 2xx, ${needed} needed (${Math.round(minShare * 100)}%)`;
  const answered = `${count} of ${total} operations answered ${status || 'nothing'}`;
  if (status === 401) return `token refused: ${answered}; ${checked}`;
  if (status === 403) return `access refused (the user's level, permissions or brand): ${answered}; ${checked}`;
  if (status >= 500) return `the API failed: ${answered}; ${checked}`;
  if (status === 0) return `no reply: ${answered}; ${checked}`;
  return `too few success replies: ${answered}; ${checked}`;
}
