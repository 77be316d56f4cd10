// 000 §9 Validity period labels: 7 days weekly, 28 to 31 monthly, 360 or more annual.

export type ValidityLabel = 'WEEKLY' | 'MONTHLY' | 'ANNUAL';

export interface ValidityPeriodDays {
  weekly: number;
  monthlyMin: number;
  monthlyMax: number;
  annualMin: number;
}

const DEFAULT_PERIODS: ValidityPeriodDays = { weekly: 7, monthlyMin: 28, monthlyMax: 31, annualMin: 360 };

/**
 * The label of a season ticket's validity period (days), or null for any other length.
 * @example validityLabel(30) // 'MONTHLY'
 */
export function validityLabel(
  days: number | null | undefined,
  periods: ValidityPeriodDays = DEFAULT_PERIODS,
): ValidityLabel | null {
  if (days == null || !Number.isFinite(days)) return null;
  if (days === periods.weekly) return 'WEEKLY';
  if (days >= periods.monthlyMin && days <= periods.monthlyMax) return 'MONTHLY';
  if (days >= periods.annualMin) return 'ANNUAL';
  return null;
}
