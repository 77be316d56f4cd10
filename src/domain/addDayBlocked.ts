// 001 §5 "Add day is disabled when there are day errors or no period": the reason key, or undefined when allowed.
import type { ClaimErrors, WeekDraft } from './compensationClaimErrors';

/** @example addDayBlocked({ days: [] }, 0, {}) // 'addDayNoPeriod' */
export function addDayBlocked(
  week: WeekDraft,
  weekIndex: number,
  errors: ClaimErrors,
): 'addDayNoPeriod' | 'addDayFixErrors' | undefined {
  if (!week.period || errors[`weeks.${weekIndex}.period`]) return 'addDayNoPeriod';
  const prefix = `weeks.${weekIndex}.days.`;
  if (Object.keys(errors).some((p) => p.startsWith(prefix))) return 'addDayFixErrors';
  return undefined;
}
