// 000 §4 Refund error path / §8 messages: which text the failed-refund modal shows for a server error code.

/**
 * i18n key of the failed-refund message. ITSO codes (numeric, POST /refunds/{id}) give
 * ITSO_REFUND_UNSUCCESSFUL_MESSAGE_{code} when the user may see the detail (canDisplayItsoRefundFailureModal),
 * else ITSO_REFUND_UNSUCCESSFUL_LEVEL1_MESSAGE.
 * @example refundErrorMessage('AmountExceedsLimit', true) // 'REFUND_UNSUCCESSFUL_AMOUNT_EXCEEDS_LIMIT'
 */
export function refundErrorMessage(code: string, canDisplayItsoDetail: boolean): string {
  if (/^\d{4}$/.test(code) && code.startsWith('7'))
    return canDisplayItsoDetail
      ? `ITSO_REFUND_UNSUCCESSFUL_MESSAGE_${code}`
      : 'ITSO_REFUND_UNSUCCESSFUL_LEVEL1_MESSAGE';
  switch (code) {
    case 'NotEnoughInfo':
      return 'REFUND_UNSUCCESSFUL_MISSING_FARES';
    case 'AmountExceedsLimit':
      return 'REFUND_UNSUCCESSFUL_AMOUNT_EXCEEDS_LIMIT';
    default:
      return 'REFUND_UNSUCCESSFUL';
  }
}
