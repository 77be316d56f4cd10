// 000 §4 / 001 §4 States: the colour family each known state is shown in (rejected red, approved green, awaiting amber …).

export type StatusTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

const TONES: Record<Exclude<StatusTone, 'info'>, readonly string[]> = {
  success: [
    'ACCEPTED',
    'ACTIVE',
    'COMPLETE',
    'FULFILLED',
    'SUCCESS',
    'APPROVED',
    'PAID',
    'REFUNDED',
    'FULLYREFUNDED',
    'VERIFIED',
    'CONFIRMED',
  ],
  warning: [
    'PENDING',
    'UNDERREVIEW',
    'REVIEW',
    'AMENDING',
    'AMENDED',
    'INCOMPLETE',
    'ENROLLED',
    'PARTIALLYREFUNDED',
    'AWAITINGINFORMATION',
    'PENDINGCLOSURE',
    'CANCELLING',
  ],
  danger: [
    'REJECTED',
    'DECLINED',
    'FAILED',
    'FRAUD',
    'CANCELED',
    'CANCELLED',
    'VOIDED',
    'DELETED',
    'HOTLISTED',
    'REFUNDREJECTED',
    'FULFILREFUNDFAILURE',
    'BLACKLISTED',
    'INVALID',
  ],
  neutral: ['EXPIRED', 'INACTIVE', 'USED'],
};

/**
 * Colour family of a state word, whatever its spelling ('Under review', 'UNDER_REVIEW', 'UnderReview');
 * a state the spec does not name is 'info'.
 * @example statusTone('awaiting-information') // 'warning'
 */
export function statusTone(value: unknown): StatusTone {
  const word = String(value ?? '')
    .toUpperCase()
    .replace(/[\s_-]/g, '');
  for (const [tone, words] of Object.entries(TONES)) if (words.includes(word)) return tone as StatusTone;
  return 'info';
}
