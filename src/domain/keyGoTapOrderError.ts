// 001 §5 KeyGo: a tap added to a journey (or a journey completed) must keep the order and the 4h36m limit — errors
// exit before entry, entry after exit, journey too long.
import { MAX_MINUTES_BETWEEN_TAPS, minutesBetween, type TapType } from './buildKeyGoJourneys';

export type TapOrderError = 'EXIT_BEFORE_ENTRY' | 'ENTRY_AFTER_EXIT' | 'JOURNEY_TOO_LONG';

/**
 * Why a tap of `type` at `at` cannot join a journey whose other tap is `other` (undefined: the journey has none).
 * @example keyGoTapOrderError('EXIT', '2026-01-05T07:55', { type: 'ENTRY', at: '2026-01-05T08:00' }) // 'EXIT_BEFORE_ENTRY'
 */
export function keyGoTapOrderError(
  type: TapType,
  at: string,
  other: { type: TapType; at: string } | undefined,
  maxMinutes = MAX_MINUTES_BETWEEN_TAPS,
): TapOrderError | undefined {
  if (!other || other.type === type) return undefined;
  const [entry, exit] = type === 'ENTRY' ? [at, other.at] : [other.at, at];
  const minutes = minutesBetween(entry, exit);
  if (minutes <= 0) return type === 'EXIT' ? 'EXIT_BEFORE_ENTRY' : 'ENTRY_AFTER_EXIT';
  if (minutes > maxMinutes) return 'JOURNEY_TOO_LONG';
  return undefined;
}
