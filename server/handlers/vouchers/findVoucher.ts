// A voucher of one account of the caller's brand, or 404 (other brands' and removed vouchers do not exist for the caller).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { customers, vouchers } from '../../db/schema';
import { notFound } from '../../errors';
import { voucherColumns, type VoucherRow } from './voucherRecord';

export function voucherId(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1) throw notFound();
  return id;
}

export async function findVoucher(
  db: Db,
  brand: string,
  customerId: string | number | undefined,
  id: string | number | undefined,
): Promise<VoucherRow> {
  const [row] = await db
    .select(voucherColumns)
    .from(vouchers)
    .innerJoin(customers, eq(customers.id, vouchers.customerId))
    .where(
      and(
        eq(vouchers.id, voucherId(String(id))),
        eq(vouchers.customerId, voucherId(String(customerId))),
        eq(vouchers.brand, brand),
        eq(vouchers.removed, false),
      ),
    )
    .limit(1);
  if (!row) throw notFound();
  return row as VoucherRow;
}
