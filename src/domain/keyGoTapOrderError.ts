// 001 §5 KeyGo: a tap added to a journey (or a journey completed) must keep the order and the limit between taps
// (the brand's maxMinutesBetweenTaps, 4h36m by default, 001 §9) — errors exit before entry, entry after exit, journey
// too long.
import { minutesBetween, type TapType } from './buildKeyGoJourneys';

export type TapOrderError = 'EXIT_BEFORE_ENTRY' | 'ENTRY_AFTER_EXIT' | 'JOURNEY_TOO_LONG';

/**
 * Why a tap of `type` at `at` cannot join a journey whose other tap is `other` (undefined: the journey has none);
 * `maxMinutes` is the brand's `config.maxMinutesBetweenTaps`.
 * @example keyGoTapOrderError('EXIT', '2026-01-05T07:55', { type: 'ENTRY', at: '2026-01-05T08:00' }, 276) // 'EXIT_BEFORE_ENTRY'
 */
export function keyGoTapOrderError(
  type: TapType,
  at: string,
  other: { type: TapType; at: string } | undefined,
  maxMinutes: number,
): TapOrderError | undefined {
  if (!other || other.type === type) return undefined;
  const [entry, exit] = type === 'ENTRY' ? [at, other.at] : [other.at, at];
  const minutes = minutesBetween(entry, exit);
  if (minutes <= 0) return type === 'EXIT' ? 'EXIT_BEFORE_ENTRY' : 'ENTRY_AFTER_EXIT';
  if (minutes > maxMinutes) return 'JOURNEY_TOO_LONG';
  return undefined;
}
