// 000 §3 Voucher as the API sends it, and the derived status in SQL (src/domain/voucherDisplayStatus).
import { sql, type SQL } from 'drizzle-orm';
import { voucherDisplayStatus, type StoredVoucherStatus } from '../../../src/domain/voucherDisplayStatus';
import type { Voucher } from '../../../src/generated/types/Voucher';
import type { VoucherReason } from '../../../src/generated/types/VoucherReason';
import { customers, vouchers, type VoucherChange } from '../../db/schema';

/** The columns a voucher reply is built from (vouchers joined to customers). */
export const voucherColumns = {
  id: vouchers.id,
  customerId: vouchers.customerId,
  status: vouchers.status,
  caseReference: vouchers.caseReference,
  startDate: vouchers.startDate,
  expiryDate: vouchers.expiryDate,
  amount: vouchers.amount,
  balance: vouchers.balance,
  reason: vouchers.reason,
  otherReason: vouchers.otherReason,
  declineReason: vouchers.declineReason,
  creator: vouchers.creator,
  reviewer: vouchers.reviewer,
  created: vouchers.created,
  pendingChange: vouchers.pendingChange,
  firstNames: customers.firstNames,
  surname: customers.surname,
};

export type VoucherRow = {
  [K in keyof typeof voucherColumns]:
    (typeof voucherColumns)[K]['_']['data'] | ((typeof voucherColumns)[K]['_']['notNull'] extends true ? never : null);
};

/** Status as shown: Expired when an open voucher's expiry day is before `today` (the same rule as the domain function). */
export function displayStatusSql(today: string): SQL<string> {
  return sql<string>`(CASE WHEN ${vouchers.status} <> 'Declined' AND ${vouchers.expiryDate} < ${today}::date THEN 'Expired' ELSE ${vouchers.status} END)`;
}

export const reasonName = (value: string) => `VOUCHER_REASON_${value}`;

/** A reason as replies show it: the value (000 §4) and its name, a translation key. */
export function voucherReason(value: string): VoucherReason {
  // reasons come from the brand's config.voucherReasons and the body's enum, both the entity's values
  return { value: value as VoucherReason['value'], name: reasonName(value) };
}

/** 000 §3 Voucher fields (start/startDate and expiry/expiryDate both given), amounts in pence. */
export function toVoucher(row: VoucherRow, today: string): Voucher {
  const change = row.pendingChange as VoucherChange | null;
  return {
    id: row.id,
    customerId: row.customerId,
    status: voucherDisplayStatus(row.status as StoredVoucherStatus, row.expiryDate, today),
    caseReference: row.caseReference,
    startDate: row.startDate,
    start: row.startDate,
    expiryDate: row.expiryDate,
    expiry: row.expiryDate,
    amount: row.amount,
    balance: row.balance,
    reason: voucherReason(row.reason),
    otherReason: row.otherReason,
    declineReason: row.declineReason,
    customer: { id: row.customerId, firstNames: row.firstNames, surname: row.surname },
    customerName: `${row.firstNames} ${row.surname}`,
    creator: { email: row.creator },
    reviewer: row.reviewer ? { email: row.reviewer } : null,
    created: row.created.toISOString(),
    pendingChange: change ? { ...change, reason: voucherReason(change.reason) } : null,
  };
}
