// 000 §4 Voucher: statuses Pending, Accepted, Expired, Declined; a voucher is valid only while its expiry is in the future.

export type StoredVoucherStatus = 'Pending' | 'Accepted' | 'Declined';
export type VoucherStatus = StoredVoucherStatus | 'Expired';

export const VOUCHER_STATUSES: readonly VoucherStatus[] = ['Pending', 'Accepted', 'Declined', 'Expired'];

/**
 * Expired is derived, not stored: an open voucher (Pending or Accepted) whose expiry day is before today shows as
 * Expired; a Declined one stays Declined. Days are ISO 'YYYY-MM-DD' (they compare as strings).
 * @example voucherDisplayStatus('Accepted', '2026-01-31', '2026-02-01') // 'Expired'
 */
export function voucherDisplayStatus(status: StoredVoucherStatus, expiryDate: string, today: string): VoucherStatus {
  if (status !== 'Declined' && expiryDate.slice(0, 10) < today) return 'Expired';
  return status;
}
