// Reply of the replacement calls (schemas/entities/smartcardReplacement): the request and its status.
import type { SmartcardReplacement } from '../../../src/generated/types/SmartcardReplacement';
import type { smartcardReplacements } from '../../db/schema';

export function replacementView(r: typeof smartcardReplacements.$inferSelect): SmartcardReplacement {
  return {
    id: r.id,
    // type and reason are stored from the validated body (its enums, schemas/forms/smartcards/replaceSmartcard)
    type: r.type as SmartcardReplacement['type'],
    reason: r.reason as SmartcardReplacement['reason'],
    status: r.status,
    requested: r.requestedAt.toISOString(),
    deliverBy: r.deliverBy,
    newIsrn: r.newIsrn,
  };
}
