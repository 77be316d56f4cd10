// Reply of the replacement calls: the request and its status (Requested, Pending, Completed, Failed).
import type { smartcardReplacements } from '../../db/schema';

export function replacementView(r: typeof smartcardReplacements.$inferSelect) {
  return {
    id: r.id,
    type: r.type,
    reason: r.reason,
    status: r.status,
    requested: r.requestedAt.toISOString(),
    deliverBy: r.deliverBy,
    newIsrn: r.newIsrn,
  };
}
