// 001 §7 PUT /stickets/{customerId}/image/change: approves or rejects a pending photo request with a reason (≤ 300);
// a conditional UPDATE decides, so of two decisions one wins and the other gets 409.
import { and, eq } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import { sticketPhotoRequests } from '../../db/schema';
import { ApiError, Codes, notFound } from '../../errors';
import { writeCustomerTrail } from '../customers/writeCustomerTrail';
import { findPhotoRequest, photoRequestView } from './sticketPhotos';

export const decideSticketPhotoChange: Handler<'decideSticketPhotoChange'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const body = ctx.body as { id: number; status: 'Approved' | 'Rejected'; reason: string };
  const row = await findPhotoRequest(ctx.db, staff.brand, body.id);
  if (String(row.customerId) !== ctx.params.customerId) throw notFound();
  const now = ctx.settings.clock();
  const reason = body.reason.trim();
  const [changed] = await ctx.db
    .update(sticketPhotoRequests)
    .set({ status: body.status, reason, decidedBy: staff.email, decidedAt: now })
    .where(and(eq(sticketPhotoRequests.id, row.id), eq(sticketPhotoRequests.status, 'Pending')))
    .returning();
  if (!changed)
    throw ApiError.of(409, Codes.CONFLICT, `The photo request is ${row.status}, no longer pending`, ['status']);
  await writeCustomerTrail(
    ctx.db,
    row.customerId,
    `Sticket photo ${body.status.toLowerCase()}: ${reason}`,
    staff.email,
    now,
  );
  return { result: photoRequestView(changed) };
};
