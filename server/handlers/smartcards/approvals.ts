// 001 §3 Smartcard approval: the brand's approval of an id (deleted ones do not exist for staff), and its reply.
import { and, eq } from 'drizzle-orm';
import type { SmartcardApproval } from '../../../src/generated/types/SmartcardApproval';
import type { Db } from '../../db/connect';
import { smartcardApprovals } from '../../db/schema';
import { notFound } from '../../errors';

export type Approval = typeof smartcardApprovals.$inferSelect;

export async function findApproval(db: Db, brand: string, id: string | undefined): Promise<Approval> {
  const numeric = Number(id);
  if (!Number.isSafeInteger(numeric)) throw notFound();
  const [row] = await db
    .select()
    .from(smartcardApprovals)
    .where(
      and(
        eq(smartcardApprovals.id, numeric),
        eq(smartcardApprovals.brand, brand),
        eq(smartcardApprovals.deleted, false),
      ),
    );
  if (!row) throw notFound();
  return row;
}

export function approvalView(a: Approval): SmartcardApproval {
  return {
    id: a.id,
    customerId: a.customerId,
    email: a.email,
    created: a.created.toISOString(),
    contacted: a.contacted,
    deleted: a.deleted,
    // pending by default; decideApproval writes only approved | rejected (001 §4)
    status: a.status as SmartcardApproval['status'],
    notes: a.notes,
    reason: a.reason,
    decidedBy: a.decidedBy,
    decidedAt: a.decidedAt?.toISOString() ?? null,
    photo: { contentType: a.photo ? a.photoType : 'image/svg+xml', width: a.photoWidth, height: a.photoHeight },
  };
}
