// 000 §5 Refund: per-ticket refund amount min 0.50, max ticket price, step 0.10, max length 8, converted to pence by rounding.
import { poundsToPence } from './poundsToPence';

export type RefundAmountError =
  | 'REFUND_AMOUNT_REQUIRED'
  | 'REFUND_AMOUNT_INVALID'
  | 'REFUND_AMOUNT_TOO_LONG'
  | 'REFUND_AMOUNT_MIN'
  | 'REFUND_AMOUNT_MAX'
  | 'REFUND_AMOUNT_STEP';

export interface RefundAmountLimits {
  /** pence (config refundAmountMinimum, 50) */
  minimum: number;
  /** pence: the ticket's price */
  maximum: number;
  /** pence: 10 (000 §5 step 0.10) */
  step?: number;
  maxLength?: number;
  /**
   * pence values the console computed itself (what is left of the ticket, the season calculation's result):
   * accepted off the step, since the step is for what staff type and a computed amount such as £113.95 must
   * be refundable as offered.
   */
  computed?: readonly number[];
}

/**
 * Typed pounds → pence with the 000 §5 ticket-amount rules; an error key when the text breaks one.
 * @example refundAmountToPence('12.30', { minimum: 50, maximum: 2000 }) // { pence: 1230 }
 */
export function refundAmountToPence(
  text: string,
  limits: RefundAmountLimits,
): { pence: number; error?: undefined } | { pence?: undefined; error: RefundAmountError } {
  const typed = text.trim();
  if (typed === '') return { error: 'REFUND_AMOUNT_REQUIRED' };
  if (typed.length > (limits.maxLength ?? 8)) return { error: 'REFUND_AMOUNT_TOO_LONG' };
  // plain decimal pounds only: '£' and separators are not what a number input sends
  if (!/^\d+(\.\d{0,2})?$|^\.\d{1,2}$/.test(typed)) return { error: 'REFUND_AMOUNT_INVALID' };
  const pence = poundsToPence(typed);
  if (pence < limits.minimum) return { error: 'REFUND_AMOUNT_MIN' };
  if (pence > limits.maximum) return { error: 'REFUND_AMOUNT_MAX' };
  if (pence % (limits.step ?? 10) !== 0 && !limits.computed?.includes(pence)) return { error: 'REFUND_AMOUNT_STEP' };
  return { pence };
}
