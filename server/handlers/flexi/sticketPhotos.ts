// Season-ticket photo requests (001 §3): the brand's, by id; the view of one row.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { sticketPhotoRequests } from '../../db/schema';
import { notFound } from '../../errors';
import type { SticketPhotoChange } from '../../../src/generated/types/SticketPhotoChange';

export type SticketPhotoRequest = typeof sticketPhotoRequests.$inferSelect;

export async function findPhotoRequest(db: Db, brand: string, id: number): Promise<SticketPhotoRequest> {
  if (!Number.isSafeInteger(id)) throw notFound();
  const [row] = await db
    .select()
    .from(sticketPhotoRequests)
    .where(and(eq(sticketPhotoRequests.id, id), eq(sticketPhotoRequests.brand, brand)));
  if (!row) throw notFound();
  return row;
}

export const photoRequestView = (r: SticketPhotoRequest): SticketPhotoChange => ({
  id: r.id,
  firstName: r.firstName,
  lastName: r.lastName,
  email: r.email,
  customerId: r.customerId,
  created: r.created.toISOString(),
  // the column holds Pending, or the Approved / Rejected a decision wrote (body enum)
  status: r.status as SticketPhotoChange['status'],
  reason: r.reason,
  decidedBy: r.decidedBy,
  decidedAt: r.decidedAt?.toISOString() ?? null,
});
