// 001 §3 claim ticket ticketImageId / receiptImageId: the uploaded images a claim draft names, by the path of the id
// (the server checks each exists in the brand, is of its slot's kind and belongs to no other claim, 400 by path).
import type { ClaimDraft, ClaimTicketDraft } from './compensationClaimErrors';

export type ClaimImageKind = 'ticket' | 'receipt';

export interface ClaimImageRef {
  /** dotted path of the id, e.g. 'weeks.0.days.1.return.receiptImageId' */
  path: string;
  id: number;
  kind: ClaimImageKind;
}

export const IMAGE_SLOTS: ReadonlyArray<{ field: 'ticketImageId' | 'receiptImageId'; kind: ClaimImageKind }> = [
  { field: 'ticketImageId', kind: 'ticket' },
  { field: 'receiptImageId', kind: 'receipt' },
];

/**
 * Every image id of a draft's tickets (season routes' tickets, non-season days' outward and return), in draft order.
 * One image may be named by several tickets (a receipt for an outward and its return).
 * @example claimImageRefs({ kind: 'non-season', weeks: [{ days: [{ outward: { receiptImageId: 7 } }] }] }) // [{ path: 'weeks.0.days.0.outward.receiptImageId', id: 7, kind: 'receipt' }]
 */
export function claimImageRefs(draft: Pick<ClaimDraft, 'routes' | 'weeks'>): ClaimImageRef[] {
  const refs: ClaimImageRef[] = [];
  const add = (base: string, ticket: ClaimTicketDraft | undefined) => {
    for (const { field, kind } of IMAGE_SLOTS) {
      const id = ticket?.[field];
      if (id !== undefined && id !== null) refs.push({ path: `${base}.${field}`, id, kind });
    }
  };
  (draft.routes ?? []).forEach((route, i) =>
    (route.tickets ?? []).forEach((t, j) => add(`routes.${i}.tickets.${j}`, t)),
  );
  (draft.weeks ?? []).forEach((week, i) =>
    (week.days ?? []).forEach((day, k) => {
      add(`weeks.${i}.days.${k}.outward`, day.outward);
      add(`weeks.${i}.days.${k}.return`, day.return);
    }),
  );
  return refs;
}
