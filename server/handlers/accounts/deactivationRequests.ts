// 001 §3 Customer deletion, §4 deletion request pending → approved or rejected; the view every deactivation call
// answers with, and the account's requests for GET /customers/{id} (a pending one means "has a pending request").
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { deactivationRequests } from '../../db/schema';
import { ApiError } from '../../errors';
import type { Customer } from '../../../src/generated/types/Customer';
import type { DeactivationRequest as DeactivationRequestView } from '../../../src/generated/types/DeactivationRequest';

export type DeactivationRequest = typeof deactivationRequests.$inferSelect;
type RequestState = NonNullable<Customer['deactivationRequests']>[number]['state'];

export const DeactivationCodes = {
  PENDING: 'DEACTIVATION_PENDING',
  PRODUCTS_REMAIN: 'DEACTIVATION_PRODUCTS_REMAIN',
  WRONG_ID: 'DEACTIVATION_WRONG_ID',
} as const;

export function deactivationView(r: DeactivationRequest): DeactivationRequestView {
  return {
    id: r.id,
    customerId: r.customerId,
    // the column holds only the states of 001 §4 (written by these handlers and the seed)
    state: r.state as DeactivationRequestView['state'],
    created: r.created.toISOString(),
    requestedBy: r.requestedBy,
    decidedBy: r.decidedBy,
    decidedAt: r.decidedAt?.toISOString() ?? null,
  };
}

export async function customerDeactivationRequests(db: Db, customerId: number) {
  const rows = await db
    .select()
    .from(deactivationRequests)
    .where(eq(deactivationRequests.customerId, customerId))
    .orderBy(asc(deactivationRequests.id));
  // the column holds only the states of 001 §4 (written by these handlers and the seed)
  return rows.map((r) => ({ id: r.id, state: r.state as RequestState, created: r.created.toISOString() }));
}

/** The account's request `rid`, locked for the decision; 404 'Wrong deletion request id' (001 §8) otherwise. */
export async function lockedRequest(db: Db, customerId: number, rid: string | undefined): Promise<DeactivationRequest> {
  const id = Number(rid);
  const [row] = Number.isSafeInteger(id)
    ? await db
        .select()
        .from(deactivationRequests)
        .where(and(eq(deactivationRequests.id, id), eq(deactivationRequests.customerId, customerId)))
        .for('update')
    : [];
  if (!row) throw ApiError.of(404, DeactivationCodes.WRONG_ID, 'Wrong deletion request id', ['rid']);
  return row;
}
