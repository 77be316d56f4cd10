// 000 §6 Refund ceiling per level: a refund above the user's level's limit needs a team leader; a level without an entry has no ceiling.
import type { LevelName } from './levels';

/**
 * The largest refund total (pence) a user of `level` may make, or null when the level has no ceiling.
 * @example refundCeiling({ refundCeilings: { BASIC: 15000 } }, 'BASIC') // 15000
 */
export function refundCeiling(
  config: { refundCeilings?: Partial<Record<string, number>> | null },
  level: LevelName | undefined,
): number | null {
  if (!level) return null;
  const ceiling = config.refundCeilings?.[level];
  return typeof ceiling === 'number' ? ceiling : null;
}
