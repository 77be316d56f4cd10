// 001 §9 age threshold 16 (type choice of the replacement, birthday display): whole years on the London calendar day.

/**
 * Age in whole years on `today` ('YYYY-MM-DD') of someone born on `dateOfBirth` ('YYYY-MM-DD').
 * @example ageOn('2010-06-02', '2026-06-01') // 15
 */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** An unknown date of birth counts as over 16 (an adult account unless the customer said otherwise). */
export function isOver16(dateOfBirth: string | null | undefined, today: string, threshold = 16): boolean {
  return !dateOfBirth || ageOn(dateOfBirth, today) >= threshold;
}
