// 000 §4 Refund button enabled only when the form is valid, the total is above zero, a reason exists, the surrender date is before the tickets' valid-to date, and the season calculation is complete.

export type RefundConfirmBlocker =
  | 'REFUND_BLOCKED_FORM_INVALID'
  | 'REFUND_BLOCKED_TOTAL'
  | 'REFUND_BLOCKED_REASON'
  | 'REFUND_BLOCKED_SURRENDER_DATE'
  | 'REFUND_BLOCKED_CALCULATION';

/**
 * Whether Confirm refund is enabled, and why not (i18n keys, in the order the user meets them on the page).
 * `validTo` is the earliest valid-to of the ticked season tickets (undefined when none: no date rule).
 * @example canConfirmRefund({ formValid: true, total: 1000, reasonCode: 1, surrenderDate: '2025-06-01', validTo: '2025-12-31', seasonCalculationComplete: true }).allowed // true
 */
export function canConfirmRefund(input: {
  formValid: boolean;
  total: number;
  reasonCode: number | undefined;
  surrenderDate: string | undefined;
  validTo: string | undefined;
  seasonCalculationComplete: boolean;
}): { allowed: boolean; blockers: RefundConfirmBlocker[] } {
  const blockers: RefundConfirmBlocker[] = [];
  if (input.reasonCode === undefined) blockers.push('REFUND_BLOCKED_REASON');
  const surrender = input.surrenderDate?.slice(0, 10);
  if (!surrender || (input.validTo !== undefined && surrender >= input.validTo.slice(0, 10)))
    blockers.push('REFUND_BLOCKED_SURRENDER_DATE');
  if (!input.formValid) blockers.push('REFUND_BLOCKED_FORM_INVALID');
  if (!input.seasonCalculationComplete) blockers.push('REFUND_BLOCKED_CALCULATION');
  if (!(input.total > 0)) blockers.push('REFUND_BLOCKED_TOTAL');
  return { allowed: blockers.length === 0, blockers };
}
