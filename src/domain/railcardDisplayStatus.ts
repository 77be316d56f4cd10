// 000 §4 Railcard states: display status is expired, accepted, pending, or the lower-cased state.
import type { RailcardState } from './railcardStates';

/**
 * A listed railcard (ACCEPTED or PENDING) whose expiry day is before today shows as 'expired'; every other
 * state shows lower-cased. Days are ISO 'YYYY-MM-DD' (they compare as strings).
 * @example railcardDisplayStatus({ state: 'ACCEPTED', expiryDate: '2026-01-31' }, '2026-02-01') // 'expired'
 */
export function railcardDisplayStatus(
  card: { state: RailcardState | string; expiryDate: string },
  today: string,
): string {
  const listed = card.state === 'ACCEPTED' || card.state === 'PENDING';
  if (listed && card.expiryDate.slice(0, 10) < today) return 'expired';
  return card.state.toLowerCase();
}
