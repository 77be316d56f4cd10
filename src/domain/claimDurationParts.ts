// 001 §3 a claim journey's duration in months and days (ticket durations: weekly 0 months 7 days, monthly 1 month,
// annual 12 months): the parts worth saying, so a screen reads "12 months" or "7 days" rather than "12 months 0 days".

export interface ClaimDuration {
  months: number;
  days: number;
}

export interface ClaimDurationPart {
  unit: 'months' | 'days';
  count: number;
}

/**
 * @example claimDurationParts({ months: 12, days: 0 }) // [{ unit: 'months', count: 12 }]
 * @example claimDurationParts({ months: 0, days: 0 }) // [{ unit: 'days', count: 0 }]
 */
export function claimDurationParts(duration: ClaimDuration | null | undefined): ClaimDurationPart[] {
  if (!duration) return [];
  const parts: ClaimDurationPart[] = [];
  if (duration.months) parts.push({ unit: 'months', count: duration.months });
  if (duration.days || parts.length === 0) parts.push({ unit: 'days', count: duration.days });
  return parts;
}
