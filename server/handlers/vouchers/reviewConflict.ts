// Why a review (accept or decline) changed no row: the voucher does not exist for the caller (404) or is no longer
// Pending (409: another reviewer was first, it was removed meanwhile, or it expired).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { vouchers } from '../../db/schema';
import { ApiError, Codes, notFound } from '../../errors';

export async function reviewConflict(db: Db, brand: string, id: number, customerId?: number): Promise<ApiError> {
  const [row] = await db
    .select({ id: vouchers.id, removed: vouchers.removed })
    .from(vouchers)
    .where(
      and(
        eq(vouchers.id, id),
        eq(vouchers.brand, brand),
        ...(customerId !== undefined ? [eq(vouchers.customerId, customerId)] : []),
      ),
    )
    .limit(1);
  if (!row || row.removed) return notFound();
  return ApiError.of(409, Codes.CONFLICT, 'The e-voucher is no longer pending');
}
