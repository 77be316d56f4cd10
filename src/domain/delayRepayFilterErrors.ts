// 001 §5 Delay repay: the search needs at least one valid filter; UTN exactly 11 characters; refund amount to at least
// from (both in pence); e-mail, postcode, photocard at least 2 characters; from date at most the to date (or today
// without one), to date at most today; claim reference DR then letters/digits; smartcard 18 digits (mask 6-4-4-4).
// Shared by the search form and the server (GET /delay-repay/claims/customer answers 400 with the same messages).

export interface DelayRepayFilters {
  claimRef?: string;
  requestId?: string;
  customerId?: string;
  email?: string;
  postcode?: string;
  photocardNumber?: string;
  smartcardNumber?: string;
  utn?: string;
  dateFrom?: string;
  dateTo?: string;
  /** pence */
  refundAmountFrom?: number;
  /** pence */
  refundAmountTo?: number;
}

/** The criteria that count as "a filter"; state toggles, claim types and sorting only narrow a search (docs/decisions/0192-what-counts-valid-filter.md). */
export const DELAY_REPAY_CRITERIA = [
  'claimRef',
  'requestId',
  'customerId',
  'email',
  'postcode',
  'photocardNumber',
  'smartcardNumber',
  'utn',
  'dateFrom',
  'dateTo',
  'refundAmountFrom',
  'refundAmountTo',
] as const satisfies readonly (keyof DelayRepayFilters)[];

export type DelayRepayFilterErrors = Partial<Record<keyof DelayRepayFilters | 'filters', string>>;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const filled = (v: unknown) => v !== undefined && v !== null && String(v).trim() !== '';

/**
 * Errors by field (empty object: the search may run). `today` is the London day 'YYYY-MM-DD' (src/domain/londonToday).
 * @example delayRepayFilterErrors({ utn: '123' }, '2026-11-23') // { utn: 'The ticket number must be exactly 11 characters' }
 */
export function delayRepayFilterErrors(f: DelayRepayFilters, today: string): DelayRepayFilterErrors {
  const errors: DelayRepayFilterErrors = {};
  const t = (v: string | undefined) => (v ?? '').trim();
  if (filled(f.claimRef) && !/^DR[A-Za-z0-9]+$/.test(t(f.claimRef)))
    errors.claimRef = 'The claim reference is DR followed by letters and digits';
  if (filled(f.requestId) && !/^[A-Za-z0-9-]+$/.test(t(f.requestId)))
    errors.requestId = 'The request id has letters, digits and dashes only';
  if (filled(f.customerId) && !/^[0-9]{1,15}$/.test(t(f.customerId))) errors.customerId = 'The customer id is a number';
  for (const key of ['email', 'postcode', 'photocardNumber'] as const) {
    if (filled(f[key]) && t(f[key]).length < 2) errors[key] = 'Enter at least 2 characters';
  }
  if (filled(f.smartcardNumber) && !/^[0-9]{18}$/.test(t(f.smartcardNumber).replace(/[\s-]/g, ''))) {
    errors.smartcardNumber = 'The smartcard number has 18 digits (6-4-4-4)';
  }
  if (filled(f.utn) && t(f.utn).length !== 11) errors.utn = 'The ticket number must be exactly 11 characters';
  const from = t(f.dateFrom);
  const to = t(f.dateTo);
  if (from && !ISO_DAY.test(from)) errors.dateFrom = 'Enter a valid date';
  if (to && !ISO_DAY.test(to)) errors.dateTo = 'Enter a valid date';
  if (!errors.dateTo && to > today) errors.dateTo = 'The to date cannot be in the future';
  if (!errors.dateFrom && from && from > (to && !errors.dateTo ? to : today)) {
    errors.dateFrom = to ? 'The from date must not be after the to date' : 'The from date cannot be in the future';
  }
  for (const key of ['refundAmountFrom', 'refundAmountTo'] as const) {
    const v = f[key];
    if (v !== undefined && (!Number.isInteger(v) || v < 0)) errors[key] = 'Enter an amount in pounds and pence';
  }
  if (
    !errors.refundAmountFrom &&
    !errors.refundAmountTo &&
    f.refundAmountFrom !== undefined &&
    f.refundAmountTo !== undefined &&
    f.refundAmountTo < f.refundAmountFrom
  ) {
    errors.refundAmountTo = 'The amount to must be at least the amount from';
  }
  const valid = DELAY_REPAY_CRITERIA.some((key) => filled(f[key]) && !errors[key]);
  if (!valid && Object.keys(errors).length === 0) errors.filters = 'Enter at least one search filter';
  return errors;
}
