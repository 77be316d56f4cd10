// 000 §3 Refund payload, §4 eligibility and ticket refundability, §5 refund rules, §6 refund rights and ceilings,
// §8 refund codes: the one path every refund submit takes (POST …/refund, PUT …/refund/manual, POST /refunds/{id}).
// Everything runs in one transaction on the locked order row, so two refunds of one order are taken one after the
// other and the second sees what the first took; any refusal leaves the order untouched.
import { checkGate } from '../../../src/domain/checkGate';
import { levelNameOf } from '../../../src/domain/levels';
import { londonToday } from '../../../src/domain/londonToday';
import { manualRefundAllowed } from '../../../src/domain/manualRefundAllowed';
import { orderPayments, orderTickets, type RefundPaymentType } from '../../../src/domain/order';
import { paperTicketNumber } from '../../../src/domain/paperTicketNumber';
import { orderRefundState } from '../../../src/domain/orderRefundState';
import { refundCategory, refundCategoryRight } from '../../../src/domain/refundCategory';
import { refundCeiling } from '../../../src/domain/refundCeiling';
import type { RefundReason } from '../../../src/domain/refundReason';
import { parseSurrenderDate, surrenderDateLimits } from '../../../src/domain/surrenderDateLimits';
import { ticketExpiry } from '../../../src/domain/ticketExpiry';
import { ticketRefundable } from '../../../src/domain/ticketRefundable';
import { requireStaff, type CallContext } from '../../context';
import type { Db } from '../../db/connect';
import { sendMail } from '../../mail';
import { applyRefund, nextRefundId } from './applyRefund';
import { eligibilityFor, eligibilityMessage } from './eligibilityFor';
import { loadOrder, saveOrder } from './loadOrder';
import { pounds, RefundCodes as C, refundError, unauthorisedRefund } from './refundErrors';
import { seasonCalculationsFor } from './seasonCalculationsFor';
import type { SeasonCalculation } from '../../../src/domain/seasonCalculation';

export type RefundMode = 'standard' | 'manual' | 'smartcard';

export interface RefundBody {
  reasonCode: number;
  reasonDescription?: string;
  administrationFee: number;
  bookingFee?: number;
  caseReference?: string;
  refunds: Array<{
    id: string;
    code?: string;
    type: 'TICKET' | 'SUNDRY';
    amount: number;
    reason?: number;
    ticketNumbers?: string[];
  }>;
  discounts?: Array<{ code: string; amount: number }>;
  refundDate?: string;
  payments: Array<{ type: RefundPaymentType; id: string; amount: number }>;
  note?: string;
  seasonCalculations?: Array<Record<string, unknown>>;
  rebook?: { bookingReference?: string; orderNumber?: string };
  flexiUnusedPasses?: Record<string, number>;
  manual?: { method: 'ORIGINAL' | 'CHEQUE' | 'VOUCHER' | 'CARD'; additionalInfo?: string };
}

const NOT_ENOUGH = (message: string, fields: Array<string | number>) =>
  refundError(400, C.NOT_ENOUGH_INFO, message, fields);
const INVALID = (message: string, fields: Array<string | number>) => refundError(400, C.VALIDATION, message, fields);

export async function takeRefund(ctx: CallContext, mode: RefundMode) {
  const staff = requireStaff(ctx);
  const config = staff.profile.config;
  const gate = staff.gateContext;
  const may = (permission: string) => checkGate({ permission }, gate);
  const body = ctx.body as RefundBody;

  // the call decides the kind of refund (000 §7 submit routing)
  if (mode === 'standard' && body.manual)
    throw INVALID('A manual refund is made with PUT /admin/orders/{id}/refund/manual', ['manual']);
  if (mode === 'manual' && !body.manual) throw NOT_ENOUGH('Choose how the manual refund is paid', ['manual', 'method']);
  if (mode === 'smartcard' && body.manual && !may('canCompleteItsoManualRefund')) throw unauthorisedRefund();
  const manual = body.manual ?? null;
  if (manual && manual.method !== 'ORIGINAL') {
    if (!(config.manualRefundOptions as string[]).includes(manual.method))
      throw INVALID(`${manual.method} refunds are not offered`, ['manual', 'method']);
    if (!manual.additionalInfo?.trim())
      throw NOT_ENOUGH('Additional information is required for an alternative refund method', [
        'manual',
        'additionalInfo',
      ]);
  }
  const toOriginal = !manual || manual.method === 'ORIGINAL';

  // the reason (000 §5: required, active; a description for 'other')
  const reason = (config.refundReasons as Record<string, RefundReason>)[String(body.reasonCode)];
  if (!reason || !reason.active) throw INVALID('Choose an active refund reason', ['reasonCode']);
  if (body.reasonCode === config.otherRefundReasonCode && !body.reasonDescription?.trim()) {
    throw NOT_ENOUGH('Describe the reason for the refund', ['reasonDescription']);
  }

  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const order = await loadOrder(db, staff.brand, ctx.params.id, { lock: true });
    const { row, detail } = order;
    const itsoOrSTicket = detail.delivery.isSmartcard || detail.delivery.isSTicket;
    if (mode === 'smartcard' && !itsoOrSTicket) {
      throw refundError(
        409,
        C.REFUND_NOT_ALLOWED,
        'Only smartcard and s-ticket orders are refunded through /refunds/{id}',
      );
    }
    if (mode === 'standard' && itsoOrSTicket) {
      throw refundError(
        409,
        C.REFUND_NOT_ALLOWED,
        'Smartcard and s-ticket orders are refunded through POST /refunds/{id}',
      );
    }

    // 000 §4 eligibility for this caller
    // the manual block's rights for this order (ITSO season: canCompleteItsoManualRefund; paper season: brand flag)
    const unrefunded = orderTickets(detail).filter(({ ticket }) => !ticket.refunded);
    const categories = unrefunded.map(({ ticket, fare, trip }) =>
      refundCategory(ticket, detail.delivery, { fare, trip }),
    );
    if (mode === 'manual' && !manualRefundAllowed(categories, gate)) throw unauthorisedRefund();
    const { eligibility, smartcardStatus } = await eligibilityFor(db, order, gate);
    if (!eligibility.allowed) {
      if (eligibility.reason === 'ROLE' || eligibility.reason === 'CUSTOMER_CANT') throw unauthorisedRefund();
      if (
        mode === 'smartcard' &&
        (eligibility.reason === 'SMARTCARD_STATUS' || eligibility.reason === 'SMARTCARD_LOOKUP')
      ) {
        throw refundError(409, C.ITSO_CARD_STATUS, eligibilityMessage(eligibility.reason, row.state));
      }
      throw refundError(409, C.REFUND_NOT_ALLOWED, eligibilityMessage(eligibility.reason, row.state));
    }
    if (mode === 'smartcard' && detail.delivery.isSmartcard && !detail.delivery.smartcardNumber) {
      throw refundError(409, C.ITSO_NO_PRODUCT, 'No smartcard product was found for this order');
    }

    // lines: each ticket or sundry once, known, refundable, not more than is left
    const tickets = new Map(orderTickets(detail).map((entry) => [entry.ticket.id, entry]));
    const seen = new Set<string>();
    const hasRebook = Boolean(body.rebook?.bookingReference?.trim() && body.rebook?.orderNumber?.trim());
    const ticketLines: Array<{ id: string; amount: number }> = [];
    const sundryLines: Array<{ id: string; amount: number }> = [];
    const seasonLines: string[] = [];
    body.refunds.forEach((line, i) => {
      const key = `${line.type}:${line.id}`;
      if (seen.has(key)) throw INVALID('Each ticket can be refunded once per refund', ['refunds', i, 'id']);
      seen.add(key);
      if (line.type === 'SUNDRY') {
        const sundry = detail.sundries.find((s) => s.id === line.id || s.code === line.id);
        if (!sundry) throw INVALID('Unknown sundry', ['refunds', i, 'id']);
        if (sundry.code === config.bookingFeeSundryCode && !checkGate({ flag: 'canRefundBookingFee' }, gate)) {
          throw INVALID('Booking fee refunds are not enabled for this brand', ['refunds', i, 'id']);
        }
        if ((config.orderLevelDiscountSundries as string[]).includes(sundry.code))
          throw INVALID('A discount is taken back under discounts', ['refunds', i, 'id']);
        if (sundry.refunded)
          throw refundError(409, C.ALREADY_REFUNDED, `${sundry.name} is already refunded`, ['refunds', i, 'id']);
        if (line.amount > sundry.price - sundry.refundAmount) {
          throw refundError(
            409,
            C.AMOUNT_EXCEEDS_REMAINING,
            `${sundry.name}: at most ${pounds(sundry.price - sundry.refundAmount)} is left to refund`,
            ['refunds', i, 'amount'],
          );
        }
        sundryLines.push({ id: sundry.id, amount: line.amount });
        return;
      }
      const entry = tickets.get(line.id);
      if (!entry) throw INVALID('Unknown ticket', ['refunds', i, 'id']);
      const { ticket, fare, trip } = entry;
      const category = refundCategory(ticket, detail.delivery, { fare, trip });
      if (!may(refundCategoryRight[category])) throw unauthorisedRefund();
      const verdict = ticketRefundable({
        ticket,
        reasonCode: body.reasonCode,
        hasRebook,
        config,
        canRefundCategory: true,
        period: {
          validTo: ticketExpiry(ticket),
          today: londonToday(),
          daysAfterExpiry: config.refundPeriodDaysAfterExpiry,
        },
      });
      if (verdict.reason === 'PERIOD_EXPIRED')
        throw refundError(
          409,
          C.REFUND_NOT_ALLOWED,
          `The refund period of ticket ${ticket.id} ended ${config.refundPeriodDaysAfterExpiry} days after it expired`,
          ['refunds', i, 'id'],
        );
      if (verdict.reason === 'REFUNDED') {
        if (mode === 'smartcard' && detail.delivery.isSmartcard)
          throw refundError(409, C.ITSO_ALREADY_REMOVED, 'The product was already removed from the card', [
            'refunds',
            i,
            'id',
          ]);
        throw refundError(409, C.ALREADY_REFUNDED, `Ticket ${ticket.id} is already refunded`, ['refunds', i, 'id']);
      }
      if (verdict.reason === 'REBOOK_REQUIRED')
        throw NOT_ENOUGH('Enter the booking reference and order number of the rebooked journey', ['rebook']);
      if (verdict.reason)
        throw refundError(409, C.TICKET_NOT_REFUNDABLE, `Ticket ${ticket.id} cannot be refunded (${verdict.reason})`, [
          'refunds',
          i,
          'id',
        ]);
      if (line.amount < (config.refundAmountMinimum as number)) {
        throw INVALID(`A ticket refund is at least ${pounds(config.refundAmountMinimum as number)}`, [
          'refunds',
          i,
          'amount',
        ]);
      }
      if (line.amount > ticket.price - ticket.refundAmount) {
        throw refundError(
          409,
          C.AMOUNT_EXCEEDS_REMAINING,
          `Ticket ${ticket.id}: at most ${pounds(ticket.price - ticket.refundAmount)} is left to refund`,
          ['refunds', i, 'amount'],
        );
      }
      // 000 §5 paper ticket numbers: required when the ticket was printed, in the pattern of src/domain/paperTicketNumber
      if (ticket.printed && !ticket.ticketTypeCode.isSeason && !(line.ticketNumbers ?? []).some((n) => n.trim())) {
        throw NOT_ENOUGH('Enter the printed ticket numbers', ['refunds', i, 'ticketNumbers']);
      }
      (line.ticketNumbers ?? []).forEach((n, k) => {
        const checked = paperTicketNumber(n, {
          required: false,
          maxLength: config.paperTicketNumberMaxLength as number,
        });
        if (checked.error) throw INVALID('A printed ticket number is not valid', ['refunds', i, 'ticketNumbers', k]);
      });
      if (ticket.ticketTypeCode.isSeason) seasonLines.push(ticket.id);
      const passes = body.flexiUnusedPasses?.[ticket.id];
      if (passes !== undefined && ticket.ticketTypeCode.isFlexi && passes !== ticket.unusedPasses) {
        if (!may('canAmendFlexiRefundCount')) throw unauthorisedRefund();
        if (passes < (ticket.unusedPasses ?? 0) || passes > (config.passesPerFlexi as number)) {
          throw INVALID(`Remaining passes must be between ${ticket.unusedPasses} and ${config.passesPerFlexi}`, [
            'flexiUnusedPasses',
            ticket.id,
          ]);
        }
      }
      ticketLines.push({ id: ticket.id, amount: line.amount });
    });

    // seasons: a surrender date, a complete calculation, and no more than the unused value (unless allowed to edit)
    let calculations: SeasonCalculation[] = [];
    if (seasonLines.length) {
      if (!body.refundDate) throw NOT_ENOUGH('Enter the surrender date', ['refundDate']);
      // 000 §5 surrender date limits (flag enableSeasonRefundsSurrenderDateLimit, config refundSurrenderDateDayCutOff)
      const day = parseSurrenderDate(body.refundDate.replace(/\.\d+Z?$|Z$/, ''));
      const earliestValidFrom = seasonLines.map((tid) => tickets.get(tid)!.ticket.outwardJourney.validFrom).sort()[0];
      const { min, max } = surrenderDateLimits({
        limitEnabled: checkGate({ flag: 'enableSeasonRefundsSurrenderDateLimit' }, gate),
        earliestValidFrom,
        today: londonToday(),
        dayCutOff: config.refundSurrenderDateDayCutOff as number,
      });
      if (!day || (min && day < min) || (max && day > max)) {
        throw INVALID(`The surrender date must lie between ${min ?? 'any day'} and ${max ?? 'any day'}`, [
          'refundDate',
        ]);
      }
      const given = new Map((body.seasonCalculations ?? []).map((c) => [String(c.ticketId), c]));
      const calcs = seasonLines.map((id) => {
        const costs = (given.get(id)?.breakdown ?? {}) as Record<string, { cost?: number | null } | undefined>;
        const { ticket, trip } = tickets.get(id)!;
        const itso = refundCategory(ticket, detail.delivery, { trip }) === 'ITSO_SEASON';
        const mayEdit = may(itso ? 'canRecalculateItsoSeasonRefund' : 'canEditSeasonRefundFields');
        const pick = (k: string) =>
          mayEdit && typeof costs[k]?.cost === 'number' ? (costs[k]!.cost as number) : undefined;
        const [calc] = seasonCalculationsFor(detail, body.refundDate!, config, {
          ticketId: id,
          weeklyCost: pick('weekly'),
          weekdayCost: pick('weekday'),
          saturdayCost: pick('saturday'),
          unusedPasses: body.flexiUnusedPasses?.[id],
        }).filter((c) => c.ticketId === id);
        return { calc, itso, mayEditAmount: may(itso ? 'canEditItsoSeasonRefundFields' : 'canEditSeasonRefundFields') };
      });
      calcs.forEach(({ calc, itso, mayEditAmount }) => {
        if (calc.breakdown.isIncomplete)
          throw NOT_ENOUGH('The season calculation is incomplete: recalculate with the missing costs', [
            'seasonCalculations',
          ]);
        if (mode === 'smartcard' && itso && calc.dateUnused === null)
          throw refundError(409, C.ITSO_AFTER_VALIDITY, "The surrender date is after the ticket's validity");
        const line = ticketLines.find((l) => l.id === calc.ticketId)!;
        if (!mayEditAmount && calc.refundAmount !== null && line.amount > calc.refundAmount) {
          throw refundError(
            409,
            C.AMOUNT_EXCEEDS_REMAINING,
            `Ticket ${calc.ticketId}: the unused value is ${pounds(calc.refundAmount)}`,
            ['refunds'],
          );
        }
      });
      calculations = calcs.map((c) => c.calc);
    }

    // discounts taken back (000 §9 orderLevelDiscountSundries)
    let discountTotal = 0;
    (body.discounts ?? []).forEach((d, i) => {
      const sundry = detail.sundries.find(
        (s) => s.code === d.code && (config.orderLevelDiscountSundries as string[]).includes(s.code),
      );
      if (!sundry) throw INVALID('Unknown order-level discount', ['discounts', i, 'code']);
      if (d.amount > sundry.price - sundry.refundAmount)
        throw refundError(409, C.AMOUNT_EXCEEDS_REMAINING, 'The discount was already taken back', [
          'discounts',
          i,
          'amount',
        ]);
      discountTotal += d.amount;
    });

    // fee and booking fee (000 §5 admin fee rules)
    const fee = body.administrationFee;
    if (fee > 0 && (detail.alreadyPaidForRefund || reason.disableFee))
      throw INVALID('No administration fee applies to this refund', ['administrationFee']);
    if (fee > 0 && fee < (config.minimumAdminFee as number))
      throw INVALID(`The administration fee is at least ${pounds(config.minimumAdminFee as number)}`, [
        'administrationFee',
      ]);
    const bookingFeeSundry = detail.sundries.find((s) => s.code === config.bookingFeeSundryCode);
    const bookingFeeLine = bookingFeeSundry ? (sundryLines.find((l) => l.id === bookingFeeSundry.id)?.amount ?? 0) : 0;
    if ((body.bookingFee ?? bookingFeeLine) !== bookingFeeLine)
      throw INVALID('bookingFee must equal the booking fee line', ['bookingFee']);

    const gross = [...ticketLines, ...sundryLines].reduce((s, l) => s + l.amount, 0);
    const total = gross - discountTotal - fee;
    if (total <= 0) throw NOT_ENOUGH('The refund total must be above zero', ['refunds']);

    // 000 §6 ceiling per level
    const level = levelNameOf(staff.level);
    const ceiling = refundCeiling(config, level);
    if (ceiling !== null && total > ceiling) {
      const escalate = level === 'BASIC' ? 'Please escalate to level 2 or above.' : 'Please contact a team leader.';
      throw refundError(
        400,
        C.AMOUNT_EXCEEDS_LIMIT,
        `The refund of ${pounds(total)} exceeds your limit of ${pounds(ceiling)}. ${escalate}`,
        ['refunds'],
      );
    }

    // payments: known, each within what is left, summing exactly to the total (not for cheque / voucher / card)
    const payments = new Map(orderPayments(detail.payments).map((p) => [p.id, p]));
    const paymentLines = toOriginal ? body.payments : [];
    const paid = new Set<string>();
    paymentLines.forEach((line, i) => {
      const p = payments.get(line.id);
      if (!p || p.type !== line.type || paid.has(line.id)) throw INVALID('Unknown payment', ['payments', i, 'id']);
      paid.add(line.id);
      if (line.amount > p.amount - p.refundAmount) {
        throw refundError(
          409,
          C.AMOUNT_EXCEEDS_REMAINING,
          `Payment ${p.id}: at most ${pounds(p.amount - p.refundAmount)} is left to refund`,
          ['payments', i, 'amount'],
        );
      }
    });
    const allocated = paymentLines.reduce((s, l) => s + l.amount, 0);
    if (toOriginal && allocated !== total) {
      throw NOT_ENOUGH(`The payments add up to ${pounds(allocated)} but the refund total is ${pounds(total)}`, [
        'payments',
      ]);
    }

    if (
      mode === 'smartcard' &&
      detail.delivery.isSmartcard &&
      (body.note?.length ?? 0) > (config.itsoNoteMaxLength as number)
    ) {
      throw INVALID(`The note is at most ${config.itsoNoteMaxLength} characters`, ['note']);
    }

    const refundId = nextRefundId(detail);
    const action =
      mode === 'manual'
        ? 'MANUAL_REFUND'
        : mode === 'smartcard' && detail.delivery.isSmartcard
          ? 'ITSO_REFUND'
          : 'REFUND';
    const at = new Date();
    applyRefund(detail, {
      refundId,
      at,
      action,
      user: { id: staff.id, email: staff.email },
      reasonCode: body.reasonCode,
      fee,
      caseReference: body.caseReference?.trim() || null,
      note: body.note?.trim() || body.reasonDescription?.trim() || null,
      tickets: ticketLines,
      sundries: sundryLines,
      payments: paymentLines.filter((l) => l.amount > 0),
      total,
      manual: manual ? { method: manual.method, additionalInfo: manual.additionalInfo?.trim() || null } : null,
      rebook: hasRebook
        ? { bookingReference: body.rebook!.bookingReference!.trim(), orderNumber: body.rebook!.orderNumber!.trim() }
        : null,
      surrenderDate: body.refundDate ?? null,
      calculations,
      flexiUnusedPasses: body.flexiUnusedPasses,
    });
    row.state = 'Refunded';
    const recipient = order.buyer.email;
    detail.sentEmails.push({
      id: Math.max(0, ...detail.sentEmails.map((e) => e.id)) + 1,
      dateSent: at.toISOString(),
      template: 'REFUND_CONFIRMATION',
      recipientEmail: recipient,
      status: 'SENT',
      isOpened: false,
    });
    await saveOrder(db, order);
    await sendMail(db, ctx.settings, {
      to: recipient,
      subject: `Refund ${refundId} of order ${row.id}`,
      body: `We have refunded ${pounds(total)} for order ${row.id}${manual && manual.method !== 'ORIGINAL' ? ` by ${manual.method.toLowerCase()}` : ''}.`,
    });
    return {
      result: {
        refundId,
        total,
        state: row.state,
        fullyRefunded: orderRefundState(detail) === 'FULLY_REFUNDED',
        needsManualHotlisting: mode === 'smartcard' && detail.delivery.isSmartcard && smartcardStatus === 'HOTLISTED',
      },
    };
  });
}
