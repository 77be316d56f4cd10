// 000 §3 Refund payload / Refund log row, §8 payment statuses: what a taken refund changes in an order's detail.
// Pure on the detail object (the caller holds the row lock and stores it); the checks come before, in takeRefund.ts.
import { allocateRefund } from '../../../src/domain/allocateRefund';
import { orderPayments, orderTickets, type RefundPaymentType } from '../../../src/domain/order';
import type { SeasonCalculation } from '../../../src/domain/seasonCalculation';
import {
  refreshPaymentStatuses,
  type ManualRefundMethod,
  type OrderDetail,
  type RefundAction,
  type RefundRecord,
} from './orderDetail';

export interface RefundToApply {
  refundId: string;
  at: Date;
  action: RefundAction;
  user: { id: number | null; email: string };
  reasonCode: number;
  fee: number;
  caseReference: string | null;
  note: string | null;
  tickets: Array<{ id: string; amount: number }>;
  sundries: Array<{ id: string; amount: number }>;
  /** money that goes back, per payment; empty for a manual refund by cheque / voucher / card */
  payments: Array<{ type: RefundPaymentType; id: string; amount: number }>;
  total: number;
  manual: { method: ManualRefundMethod; additionalInfo: string | null } | null;
  rebook: { bookingReference: string; orderNumber: string } | null;
  surrenderDate: string | null;
  calculations: SeasonCalculation[];
  flexiUnusedPasses?: Record<string, number>;
}

export function applyRefund(detail: OrderDetail, r: RefundToApply): void {
  const tickets = new Map(orderTickets(detail).map(({ ticket }) => [ticket.id, ticket]));
  for (const line of r.tickets) {
    const ticket = tickets.get(line.id)!;
    ticket.refunded = true;
    ticket.refundAmount += line.amount;
    if (r.flexiUnusedPasses?.[line.id] !== undefined) ticket.unusedPasses = r.flexiUnusedPasses[line.id];
  }
  for (const line of r.sundries) {
    const sundry = detail.sundries.find((s) => s.id === line.id)!;
    sundry.refunded = true;
    sundry.refundAmount += line.amount;
  }
  const payments = new Map(orderPayments(detail.payments).map((p) => [p.id, p]));
  const when = r.at.toISOString();
  r.payments.forEach((line, i) => {
    const p = payments.get(line.id)!;
    p.refundAmount += line.amount;
    detail.paymentTrail.push({
      id: `PT${detail.paymentTrail.length + 1}`,
      date: when.slice(0, 10),
      datetime: when,
      description: `Refund ${r.refundId} to ${line.type.replace('_', ' ').toLowerCase()}`,
      card: typeof p.pan === 'string' ? p.pan : null,
      transactionReference: `${r.refundId}-${i + 1}`,
      change: -line.amount,
    });
    detail.paymentRefunds.unshift({
      id: `${r.refundId}-${i + 1}`,
      refundId: r.refundId,
      created: when,
      type: line.type,
      paymentId: line.id,
      amount: line.amount,
      status: 'SUCCESS',
    });
  });
  refreshPaymentStatuses(detail.payments);
  if (r.fee > 0) detail.alreadyPaidForRefund = true;
  const refundVia =
    r.manual && r.manual.method !== 'ORIGINAL'
      ? r.manual.method
      : [...new Set(r.payments.map((p) => p.type))].join(', ') || null;
  detail.refunds.log.unshift({
    id: r.refundId,
    refundId: r.refundId,
    created: when,
    date: when,
    action: r.action,
    user: r.user,
    refundVia,
    note: r.note,
    amount: r.total,
    fee: r.fee,
    reasonCode: r.reasonCode,
    caseReference: r.caseReference,
    calculations: r.calculations,
  });
  const record: RefundRecord = {
    refundId: r.refundId,
    created: when,
    action: r.action,
    user: r.user,
    total: r.total,
    fee: r.fee,
    reasonCode: r.reasonCode,
    caseReference: r.caseReference,
    note: r.note,
    tickets: r.tickets,
    sundries: r.sundries.map((s) => ({ code: detail.sundries.find((x) => x.id === s.id)!.code, amount: s.amount })),
    payments: r.payments,
    manual: r.manual,
    rebook: r.rebook,
    surrenderDate: r.surrenderDate,
    calculations: r.calculations,
  };
  detail.refundRecords.unshift(record);
}

/** Next refund id of an order: R1, R2 … */
export function nextRefundId(detail: OrderDetail): string {
  return `R${detail.refundRecords.length + 1}`;
}

/** Seed and bulk helper: refunds whole tickets, no fee, back to the payments in order. */
export function refundWholeTickets(
  detail: OrderDetail,
  ticketIds: string[],
  at: Date,
  user = { id: null, email: 'agent@sandbox.example' },
): void {
  const tickets = orderTickets(detail).filter(({ ticket }) => ticketIds.includes(ticket.id));
  const lines = tickets.map(({ ticket }) => ({ id: ticket.id, amount: ticket.price }));
  const total = lines.reduce((s, l) => s + l.amount, 0);
  applyRefund(detail, {
    refundId: nextRefundId(detail),
    at,
    action: 'REFUND',
    user,
    reasonCode: 1,
    fee: 0,
    caseReference: null,
    note: null,
    tickets: lines,
    sundries: [],
    // each line's type is copied from the order's payment it refunds
    payments: allocateRefund(total, orderPayments(detail.payments)) as RefundToApply['payments'],
    total,
    manual: null,
    rebook: null,
    surrenderDate: null,
    calculations: [],
  });
}
