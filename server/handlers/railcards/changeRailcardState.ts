// 000 §7 PATCH /admin/customers/{id}/railcards/{railcardId}: accept (ACCEPTED) or reject (REJECTED with a reason) a
// pending application — canApproveRailcard; remove (DELETED) — canRemoveRailcard (000 §6). 000 §4: ACCEPTED and
// REJECTED are final for an application, DELETED for everything. One conditional UPDATE decides, so of two
// simultaneous changes (accept and reject) exactly one wins; the other gets 409.
import { and, eq, inArray } from 'drizzle-orm';
import { checkGate, type Gate } from '../../../src/domain/checkGate';
import { londonToday } from '../../../src/domain/londonToday';
import { railcardStatesBefore } from '../../../src/domain/railcardCanBecome';
import { OTHER_REJECT_REASON, railcardRejectErrors } from '../../../src/domain/railcardRejectErrors';
import type { RailcardState } from '../../../src/domain/railcardStates';
import { requireStaff, type Handler } from '../../context';
import type { Db } from '../../db/connect';
import { railcards, railcardTypes } from '../../db/schema';
import { ApiError, Codes, forbidden } from '../../errors';
import { findCustomer } from '../customers/findCustomer';
import { findCustomerRailcard } from './findCustomerRailcard';
import { throwFieldErrors } from './fieldErrors';
import { railcardColumns, railcardRecord } from './railcardRecord';
import { writeRailcardHistory } from './railcardHistoryEntry';
import { RAILCARD_REJECT_REASONS } from './rejectReasons';

const REMOVE: Gate = { all: [{ flag: 'enableAccountRailcards' }, { permission: 'canRemoveRailcard' }] };
const REVIEW: Gate = { all: [{ flag: 'enableRailcardApplications' }, { permission: 'canApproveRailcard' }] };

interface StateBody {
  state: Exclude<RailcardState, 'PENDING'>;
  reason?: string;
  otherReason?: string;
}

/** The reason text stored on a rejected railcard: the listed reason's name, or the agent's own words for OTHER. */
function rejectionText(body: StateBody, maxLength: number): string | null {
  if (body.state !== 'REJECTED') {
    if (body.reason !== undefined || body.otherReason !== undefined) {
      throw ApiError.of(400, Codes.VALIDATION, 'A reason is given only when rejecting', [
        body.reason !== undefined ? 'reason' : 'otherReason',
      ]);
    }
    return null;
  }
  throwFieldErrors(railcardRejectErrors(body, maxLength));
  const listed = RAILCARD_REJECT_REASONS.find((r) => r.code === body.reason);
  if (!listed) throw ApiError.of(400, Codes.VALIDATION, `reason ${body.reason} is not a reject reason`, ['reason']);
  if (body.reason === OTHER_REJECT_REASON) return body.otherReason!.trim();
  if (body.otherReason !== undefined && body.otherReason.trim() !== '') {
    throw ApiError.of(400, Codes.VALIDATION, 'otherReason is given only with reason OTHER', ['otherReason']);
  }
  return listed.name;
}

export const changeRailcardState: Handler<'changeRailcardState'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const body = ctx.body as StateBody;
  if (!checkGate(body.state === 'DELETED' ? REMOVE : REVIEW, staff.gateContext)) throw forbidden();
  const customer = await findCustomer(ctx.db, staff.brand, ctx.params.id);
  const card = await findCustomerRailcard(ctx.db, customer.id, ctx.params.railcardId);
  const reason = rejectionText(body, Number(staff.profile.config.railcardRejectReasonMaxLength));

  await ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [changed] = await t
      .update(railcards)
      .set({
        state: body.state,
        author: staff.email,
        ...(body.state === 'ACCEPTED' ? { accepted: new Date() } : {}),
        ...(body.state === 'REJECTED' ? { reason } : {}),
      })
      .where(and(eq(railcards.id, card.id), inArray(railcards.state, [...railcardStatesBefore(body.state)])))
      .returning({ railcardCode: railcards.railcardCode, railcardNumber: railcards.railcardNumber });
    if (!changed) {
      const [now] = await t.select({ state: railcards.state }).from(railcards).where(eq(railcards.id, card.id));
      throw ApiError.of(
        409,
        Codes.CONFLICT,
        `The railcard is ${now?.state ?? card.state} and cannot become ${body.state}`,
        ['state'],
      );
    }
    await writeRailcardHistory(t, {
      customerId: customer.id,
      railcardId: card.id,
      ...changed,
      action: body.state,
      editor: staff.email,
    });
  });
  const [row] = await ctx.db
    .select(railcardColumns)
    .from(railcards)
    .innerJoin(railcardTypes, eq(railcardTypes.code, railcards.railcardCode))
    .where(eq(railcards.id, card.id));
  return { result: railcardRecord(row, londonToday()) };
};
