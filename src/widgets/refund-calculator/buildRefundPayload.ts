// 000 §3 Refund payload and §7 submit routing: manual → PUT …/refund/manual; smartcard or s-ticket → POST /refunds/{id}; else POST /admin/orders/{id}/refund.
import type { RefundDerived } from './deriveRefund';
import { surrenderDateForApi, type RefundFormState } from './refundFormState';
import type { RefundOrder } from '../../generated/types/RefundOrder';

export type RefundCallId = 'refundOrderManual' | 'refundSmartcardOrder' | 'refundOrder';

export interface RefundSubmission {
  callId: RefundCallId;
  body: Record<string, unknown>;
}

/** The call and body (pence) for a form that `deriveRefund` allows to confirm. */
export function buildRefundPayload(
  order: RefundOrder,
  state: RefundFormState,
  derived: RefundDerived,
  surrenderDateFormats: readonly string[],
): RefundSubmission {
  const reasonCode = derived.wantedReasonCode;
  const selected = order.basket.filter((t) => derived.tickets[t.ticketId].selected);
  const refunds: Array<Record<string, unknown>> = selected.map((t) => {
    const line: Record<string, unknown> = {
      id: t.ticketId,
      code: t.ticketTypeCode.code,
      type: 'TICKET',
      amount: derived.tickets[t.ticketId].amountPence,
      reason: reasonCode,
    };
    const number = state.lines[t.ticketId]?.ticketNumber.trim().toUpperCase();
    if (t.printed && number) line.ticketNumbers = [number];
    return line;
  });
  const bookingSundry = order.sundries.find((s) => s.isBookingFee);
  if (derived.totals.bookingFee > 0 && bookingSundry)
    refunds.push({ id: bookingSundry.id, code: bookingSundry.code, type: 'SUNDRY', amount: derived.totals.bookingFee });

  const discounts =
    derived.totals.discount > 0
      ? order.sundries
          .filter((s) => s.isOrderLevelDiscount && !s.refunded)
          .map((s) => ({ code: s.code, amount: Math.abs(s.price) }))
      : [];

  const manual = !derived.manualActive
    ? undefined
    : derived.manualUsesPayments
      ? { method: 'ORIGINAL' }
      : { method: state.manual.option, additionalInfo: state.manual.additionalInfo.trim() };
  const body: Record<string, unknown> = {
    reasonCode,
    administrationFee: derived.fee,
    bookingFee: derived.totals.bookingFee,
    refunds,
    discounts,
    refundDate: surrenderDateForApi(state.surrenderDay, surrenderDateFormats),
    payments: derived.manualUsesPayments
      ? derived.payments
          .filter((p) => (p.pence ?? 0) > 0)
          .map((p) => ({ type: p.payment.type, id: p.payment.id, amount: p.pence }))
      : [],
  };
  if (derived.isOtherReason) body.reasonDescription = state.reasonDescription.trim();
  if (state.caseReference.trim()) body.caseReference = state.caseReference.trim();
  if (state.note.trim()) body.note = state.note.trim();
  const seasonIds = new Set(selected.filter((t) => t.isSeason).map((t) => t.ticketId));
  const calculations = state.seasonCalculations.filter((c) => seasonIds.has(c.ticketId));
  if (calculations.length > 0) body.seasonCalculations = calculations;
  if (derived.rebookRequired)
    body.rebook = {
      bookingReference: state.rebookBookingReference.trim(),
      orderNumber: state.rebookOrderNumber.trim(),
    };
  if (derived.flexiEditable) {
    const passes = Object.fromEntries(
      selected
        .filter((t) => t.isFlexi && state.flexiPasses[t.ticketId] !== undefined)
        .map((t) => [t.ticketId, Number(state.flexiPasses[t.ticketId])]),
    );
    if (Object.keys(passes).length > 0) body.flexiUnusedPasses = passes;
  }
  if (manual) body.manual = manual;

  const callId: RefundCallId = manual
    ? 'refundOrderManual'
    : order.isSmartcard || order.isSTicket
      ? 'refundSmartcardOrder'
      : 'refundOrder';
  return { callId, body };
}
