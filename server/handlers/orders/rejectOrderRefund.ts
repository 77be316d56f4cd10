// 000 §4 Reject-refund, §5 Reject refund (reason required; other-reason text when OTHER), §9 reject reasons:
// the order leaves the refund process (state RefundRejected with date and reason). reject-notify (the season /
// ITSO refund page's Reject) also e-mails the customer the calculation.
import { canRejectOrderRefund } from '../../../src/domain/canRejectOrderRefund';
import { isItsoOrder, rejectRefundReasons } from '../../../src/domain/rejectRefundReasons';
import { requireStaff, type CallContext, type Handler } from '../../context';
import type { Db } from '../../db/connect';
import { sendMail } from '../../mail';
import { eligibilityFor, eligibilityMessage } from './eligibilityFor';
import { loadOrder, saveOrder } from './loadOrder';
import { RefundCodes, refundError, unauthorisedRefund } from './refundErrors';

interface RejectBody {
  reason: string;
  otherReason?: string;
  seasonCalculations?: unknown[];
}

async function reject(ctx: CallContext, notify: boolean): Promise<undefined> {
  const staff = requireStaff(ctx);
  const config = staff.profile.config;
  const body = ctx.body as RejectBody;
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const order = await loadOrder(db, staff.brand, ctx.params.id, { lock: true });
    const { row, detail } = order;
    const allowed = rejectRefundReasons(detail, {
      refundRejectReasons: config.refundRejectReasons as string[],
      itsoRefundRejectionReasons: config.itsoRefundRejectionReasons as string[],
    });
    if (!allowed.includes(body.reason))
      throw refundError(400, RefundCodes.VALIDATION, 'Choose one of the reject reasons', ['reason']);
    if (body.reason === 'OTHER' && !body.otherReason?.trim())
      throw refundError(400, RefundCodes.VALIDATION, 'Describe the other reason', ['otherReason']);
    // the order page's rule (canRejectOrderRefund): permissions first, then what blocks the refund itself
    const { eligibility } = await eligibilityFor(db, order, staff.gateContext);
    const itso = isItsoOrder(detail);
    if (
      !canRejectOrderRefund(
        { allowed: true, reason: null, refundState: eligibility.refundState },
        staff.gateContext,
        itso,
      )
    )
      throw unauthorisedRefund();
    if (!canRejectOrderRefund(eligibility, staff.gateContext, itso)) {
      throw refundError(409, RefundCodes.REFUND_NOT_ALLOWED, eligibilityMessage(eligibility.reason, row.state));
    }
    const at = new Date().toISOString();
    row.state = 'RefundRejected';
    detail.refundRejectionDate = at;
    detail.refundRejectReason = body.reason;
    detail.refundRejectOtherReason = body.reason === 'OTHER' ? body.otherReason!.trim() : null;
    detail.refunds.log.unshift({
      id: `RJ${detail.refunds.log.filter((l) => l.action.startsWith('REFUND_REJECTED')).length + 1}`,
      refundId: null,
      created: at,
      date: at,
      action: notify ? 'REFUND_REJECTED_NOTIFIED' : 'REFUND_REJECTED',
      user: { id: staff.id, email: staff.email },
      refundVia: null,
      note: detail.refundRejectOtherReason,
      amount: 0,
      fee: 0,
      reasonCode: body.reason,
      caseReference: null,
      calculations: notify ? (body.seasonCalculations ?? []) : [],
    });
    if (notify) {
      const to = order.buyer.email;
      detail.sentEmails.push({
        id: Math.max(0, ...detail.sentEmails.map((e) => e.id)) + 1,
        dateSent: at,
        template: 'REFUND_REJECTED',
        recipientEmail: to,
        status: 'SENT',
        isOpened: false,
      });
      await sendMail(db, ctx.settings, {
        to,
        subject: `Your refund request for order ${row.id}`,
        body: `We cannot refund order ${row.id} (${body.reason}).`,
      });
    }
    await saveOrder(db, order);
  });
  return undefined;
}

export const rejectRefund: Handler<'rejectRefund'> = (ctx) => reject(ctx, false);
export const rejectRefundNotify: Handler<'rejectRefundNotify'> = (ctx) => reject(ctx, true);
