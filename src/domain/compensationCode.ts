// 001 §3 compensation claim request `compensationCode`, with §3 compensation levels: OFF_ROUTE, QUALIFIES_MONTHLY_CAP
// (level 1), QUALIFIES_WEEKLY_CAP (level 2) — the code of the highest level the claim's routes or day tickets were
// found eligible at (docs/decisions/2283-compensation-code-and-delay.md). A whitelist claim has no routes: null.
import type { ClaimDraft } from './compensationClaimErrors';

export const COMPENSATION_LEVEL_CODES = ['OFF_ROUTE', 'QUALIFIES_MONTHLY_CAP', 'QUALIFIES_WEEKLY_CAP'] as const;
export type CompensationCode = (typeof COMPENSATION_LEVEL_CODES)[number];

/** @example compensationCodeOf({ kind: 'season', routes: [{ level: 1 }, { level: 2 }] }) // 'QUALIFIES_WEEKLY_CAP' */
export function compensationCodeOf(draft: Pick<ClaimDraft, 'kind' | 'routes' | 'weeks'>): CompensationCode | null {
  if (draft.kind === 'whitelist') return null;
  const levels =
    draft.kind === 'season'
      ? (draft.routes ?? []).map((r) => r.level)
      : (draft.weeks ?? []).flatMap((w) => (w.days ?? []).flatMap((d) => [d.outward?.level, d.return?.level]));
  const known = levels.filter((l): l is 0 | 1 | 2 => l === 0 || l === 1 || l === 2);
  return known.length ? COMPENSATION_LEVEL_CODES[Math.max(...known)] : null;
}
