// Everything the refund page shows or decides that follows from the typed state: per-field errors, ticket
// refundability, totals, payment split, warnings and the Confirm / Reject rules. Pure: the component memoises it.
import { adminFeeDisabled } from '../../domain/adminFeeDisabled';
import { allocateRefund } from '../../domain/allocateRefund';
import { annualReturnRequired } from '../../domain/annualReturnRequired';
import { canConfirmRefund, type RefundConfirmBlocker } from '../../domain/canConfirmRefund';
import { canRejectRefund } from '../../domain/canRejectRefund';
import { defaultAdminFee } from '../../domain/defaultAdminFee';
import { flexiRemainingPasses } from '../../domain/flexiRemainingPasses';
import type { LevelName } from '../../domain/levels';
import { manualPricesMatch } from '../../domain/manualPricesMatch';
import { PAYMENT_LISTS } from '../../domain/order';
import type { Payments } from '../../generated/types/Payments';
import { paperTicketNumber } from '../../domain/paperTicketNumber';
import { railcardMinimumHolds, type RailcardMinimum } from '../../domain/railcardMinimumHolds';
import type { RefundCategory } from '../../domain/refundCategory';
import { refundAmountToPence } from '../../domain/refundAmountToPence';
import { refundCeiling } from '../../domain/refundCeiling';
import { refundReasonOptions, type RefundReasonOption } from '../../domain/refundReasonOptions';
import { refundTotals, type RefundTotals } from '../../domain/refundTotals';
import { seasonRefundReason } from '../../domain/seasonRefundReason';
import { parseSurrenderDate, surrenderDateLimits } from '../../domain/surrenderDateLimits';
import { ticketRefundable, type TicketNotRefundableReason } from '../../domain/ticketRefundable';
import { validityLabel } from '../../domain/validityLabel';
import type { MissingCosts, RefundFormState, TicketLineState } from './refundFormState';
import type { BasketTicket } from '../../generated/types/BasketTicket';
import type { RefundOrder } from '../../generated/types/RefundOrder';
import type { SeasonCalculation } from '../../generated/types/SeasonCalculation';
import type { RefundReason as ServerRefundReason } from '../../generated/types/RefundReason';

/** The brand constants the page uses (brands/_defaults.yaml config; money in pence). */
export interface RefundConfig {
  defaultAdminFee: number;
  minimumAdminFee: number;
  adminFeeFreeReasons: number[];
  otherRefundReasonCode: number;
  tocGuaranteedRefundReasonCode: number;
  advanceRefundReasons: number[];
  rebookRefundReasons: number[];
  seasonNotCollectedRefundReasonCode: number;
  seasonCollectedRefundReasonCode: number;
  refundAmountMinimum: number;
  refundCeilings: Record<string, number>;
  refundSurrenderDateDayCutOff: number;
  surrenderDateFormats: string[];
  paperTicketNumberMaxLength: number;
  passesPerFlexi: number;
  itsoNoteMaxLength: number;
  refundCalculationExcludedRailcards: string[];
  validityPeriodDays?: { weekly: number; monthlyMin: number; monthlyMax: number; annualMin: number };
}

/** The user's rights that matter here (checkGate of the named permissions). */
export interface RefundRights {
  canModifyAdminFeeWithoutReason: boolean;
  canEditSeasonRefundFields: boolean;
  canEditItsoSeasonRefundFields: boolean;
  canEditItsoSeasonRefundSurrenderDate: boolean;
  canRecalculateItsoSeasonRefund: boolean;
  canUseManualRefund: boolean;
  canCompleteItsoManualRefund: boolean;
  canAmendFlexiRefundCount: boolean;
  canRejectItsoSeasonRefund: boolean;
  canRejectRefund: boolean;
  category: Record<RefundCategory, boolean>;
}

export interface DeriveInput {
  order: RefundOrder;
  reasons: readonly ServerRefundReason[];
  config: RefundConfig;
  rights: RefundRights;
  flags: { enableSeasonRefundsSurrenderDateLimit?: boolean; canRefundBookingFee?: boolean };
  level: LevelName | undefined;
  /** the user's day, YYYY-MM-DD */
  today: string;
}

export interface FieldError {
  key: string;
  values?: Record<string, string | number>;
}

export interface TicketView {
  refundable: boolean;
  notRefundableReason: TicketNotRefundableReason | string | null;
  /** ticked and refundable */
  selected: boolean;
  amountPence: number | undefined;
  /** the amount can be typed (season amounts come from the calculation unless the user may edit them) */
  amountEditable: boolean;
  ticketNumberRequired: boolean;
}

/** One payment of the order, of any kind (an entry of getRefundOrder's payments lists). */
export type RefundPayment = Payments[keyof Payments][number];

export interface PaymentLine {
  payment: RefundPayment;
  left: number;
  /** pounds text shown in the input */
  text: string;
  pence: number | undefined;
}

export interface RefundDerived {
  reasonOptions: RefundReasonOption[];
  reason: ServerRefundReason | undefined;
  /** the reason the page should hold (season auto-choice, reason 12 cleared); differs from state.reasonCode → sync */
  wantedReasonCode: number | undefined;
  isOtherReason: boolean;
  feeDisabled: boolean;
  feeDefault: number;
  fee: number;
  tickets: Record<string, TicketView>;
  totals: RefundTotals;
  rebookRequired: boolean;
  surrenderLimits: { min?: string; max?: string };
  surrenderEditable: boolean;
  payments: PaymentLine[];
  paymentsEdited: boolean;
  /** the allocated payment refunds differ from the refund total (000 §5 price mismatch) */
  priceMismatch: boolean;
  /** the SUPERVISOR manual refund block is switched on */
  manualActive: boolean;
  manualUsesPayments: boolean;
  annualRequired: boolean;
  railcardFailing: string[];
  ceiling: number | null;
  ceilingExceeded: boolean;
  seasonComplete: boolean;
  missingCostFields: Record<string, Array<keyof MissingCosts>>;
  recalculateAllowed: boolean;
  flexiEditable: boolean;
  errors: Record<string, FieldError>;
  warnings: string[];
  confirm: {
    allowed: boolean;
    blockers: Array<
      RefundConfirmBlocker | 'REFUND_BLOCKED_CEILING' | 'REFUND_BLOCKED_RAILCARD' | 'REFUND_BLOCKED_PAYMENTS'
    >;
  };
  rejectAllowed: boolean;
  noteMaxLength: number;
}

const MONEY_LIMIT = 99_999_999;

function moneyError(error: string, values?: FieldError['values']): FieldError {
  return { key: `REFUND_ERROR_${error.replace(/^REFUND_/, '')}`, values };
}

function seasonCalcOf(state: RefundFormState, ticketId: string): SeasonCalculation | undefined {
  return state.seasonCalculations.find((c) => c.ticketId === ticketId);
}

/** What one ticket line's own fields give: its amount in pence, or the errors of its amount and paper ticket number. */
export interface TicketLineJudgement {
  amountPence: number | undefined;
  amountError: FieldError | undefined;
  numberError: FieldError | undefined;
}

/**
 * One ticked, refundable ticket line judged from its own fields alone (000 §3 amounts, paper ticket number): what a
 * keystroke in that line can change. The row judges it at once while the whole-draft rules of deriveRefund, which
 * judges every line with this same function, follow when the page is idle.
 * @param calculated the season calculation's refund amount of the ticket, if any (accepted off the typing step)
 */
export function judgeTicketLine(
  ticket: BasketTicket,
  line: TicketLineState,
  limits: { minimum: number; numberMaxLength: number; calculated: number | null | undefined },
): TicketLineJudgement {
  const computed = [ticket.left, limits.calculated].filter((p): p is number => typeof p === 'number');
  const typed = refundAmountToPence(line.amount, { minimum: limits.minimum, maximum: ticket.left, computed });
  const amountError = typed.error
    ? moneyError(typed.error, {
        min: (limits.minimum / 100).toFixed(2),
        max: (ticket.left / 100).toFixed(2),
        step: '0.10',
      })
    : undefined;
  let numberError: FieldError | undefined;
  if (ticket.printed) {
    const number = paperTicketNumber(line.ticketNumber, { required: true, maxLength: limits.numberMaxLength });
    if (number.error) numberError = { key: `REFUND_ERROR_${number.error}`, values: { max: limits.numberMaxLength } };
  }
  return { amountPence: typed.error ? undefined : typed.pence, amountError, numberError };
}

export function deriveRefund(state: RefundFormState, input: DeriveInput): RefundDerived {
  const { order, config, rights } = input;
  const errors: Record<string, FieldError> = {};
  const anyPrinted = order.basket.some((t) => t.printed);

  // Reason: the season auto-choice (000 §4) until the user picks one, then reason 12 cleared when printed.
  const firstSeason = order.basket.find((t) => t.isSeason && !t.refunded);
  const seasonCalc = firstSeason ? seasonCalcOf(state, firstSeason.ticketId) : undefined;
  let requested = state.reasonCode;
  if (seasonCalc && !state.reasonChosenByUser) {
    requested = seasonRefundReason(
      {
        collected: seasonCalc.collected,
        surrenderDate: state.surrenderDay,
        firstUsedDate: seasonCalc.dateUsed?.from ?? seasonCalc.validFrom,
      },
      { notCollected: config.seasonNotCollectedRefundReasonCode, collected: config.seasonCollectedRefundReasonCode },
    );
  }
  const { options: reasonOptions, selectedCode } = refundReasonOptions({
    reasons: input.reasons,
    anyTicketPrinted: anyPrinted,
    tocGuaranteedCode: config.tocGuaranteedRefundReasonCode,
    selectedCode: requested,
  });
  const reason = input.reasons.find((r) => r.code === selectedCode);
  const isOtherReason = selectedCode === config.otherRefundReasonCode;
  if (selectedCode === undefined) errors.reason = { key: 'REFUND_ERROR_REASON_REQUIRED' };
  if (isOtherReason) {
    if (state.reasonDescription.trim() === '')
      errors.reasonDescription = { key: 'REFUND_ERROR_REASON_DESCRIPTION_REQUIRED' };
    else if (state.reasonDescription.length > 300)
      errors.reasonDescription = { key: 'REFUND_ERROR_TOO_LONG', values: { max: 300 } };
  }
  if (state.caseReference.length > 20) errors.caseReference = { key: 'REFUND_ERROR_TOO_LONG', values: { max: 20 } };

  // Admin fee (000 §5): default and disabled rules; typed pounds otherwise.
  const feeDefault = defaultAdminFee({
    defaultAdminFee: config.defaultAdminFee,
    adminFeeFreeReasons: config.adminFeeFreeReasons,
    alreadyPaidForRefund: order.alreadyPaidForRefund,
    reason,
  });
  const feeDisabled = adminFeeDisabled({
    reason,
    otherRefundReasonCode: config.otherRefundReasonCode,
    alreadyPaidForRefund: order.alreadyPaidForRefund,
    canModifyAdminFeeWithoutReason: rights.canModifyAdminFeeWithoutReason,
  });
  let fee = feeDefault;
  if (!feeDisabled) {
    const typed = refundAmountToPence(state.adminFee, {
      minimum: config.minimumAdminFee,
      maximum: MONEY_LIMIT,
      step: 5,
    });
    if (typed.error)
      errors.adminFee = moneyError(typed.error, { min: (config.minimumAdminFee / 100).toFixed(2), step: '0.05' });
    else fee = typed.pence;
  }

  // Tickets: refundability with the chosen reason, amounts, paper ticket numbers.
  const rebookRequired =
    order.containAdvance && selectedCode !== undefined && config.rebookRefundReasons.includes(selectedCode);
  const seasonEditable = (t: BasketTicket) =>
    t.category === 'ITSO_SEASON' ? rights.canEditItsoSeasonRefundFields : rights.canEditSeasonRefundFields;
  const tickets: Record<string, TicketView> = {};
  const ticketAmounts: number[] = [];
  for (const t of order.basket) {
    const line = state.lines[t.ticketId];
    const check = t.refundable
      ? ticketRefundable({
          ticket: { refunded: t.refunded, ticketTypeCode: { isAdvance: t.isAdvance }, eTicket: t.eTicket },
          reasonCode: selectedCode,
          // the rebook fields are required by themselves (errors below), so the ticket can be ticked first
          hasRebook: true,
          config,
          canRefundCategory: rights.category[t.category],
        })
      : { refundable: false, reason: t.notRefundableReason };
    const selected = check.refundable && line?.checked === true;
    const amountEditable = !t.isSeason || seasonEditable(t);
    let amountPence: number | undefined;
    if (selected && line) {
      const judged = judgeTicketLine(t, line, {
        minimum: config.refundAmountMinimum,
        numberMaxLength: config.paperTicketNumberMaxLength,
        calculated: seasonCalcOf(state, t.ticketId)?.refundAmount,
      });
      if (judged.amountError) errors[`amount-${t.ticketId}`] = judged.amountError;
      amountPence = judged.amountPence;
      if (amountPence !== undefined) ticketAmounts.push(amountPence);
      if (judged.numberError) errors[`ticketNumber-${t.ticketId}`] = judged.numberError;
    }
    tickets[t.ticketId] = {
      refundable: check.refundable,
      notRefundableReason: check.reason,
      selected,
      amountPence,
      amountEditable,
      ticketNumberRequired: selected && t.printed,
    };
  }
  if (rebookRequired) {
    if (state.rebookBookingReference.trim() === '')
      errors.rebookBookingReference = { key: 'REFUND_ERROR_REBOOK_REQUIRED' };
    if (state.rebookOrderNumber.trim() === '') errors.rebookOrderNumber = { key: 'REFUND_ERROR_REBOOK_REQUIRED' };
  }

  // Surrender date (000 §5).
  const selectedTickets = order.basket.filter((t) => tickets[t.ticketId].selected);
  const validFroms = order.basket
    .filter((t) => !t.refunded)
    .map((t) => t.validFrom.slice(0, 10))
    .sort();
  const surrenderLimits = surrenderDateLimits({
    limitEnabled: input.flags.enableSeasonRefundsSurrenderDateLimit === true,
    earliestValidFrom: validFroms[0],
    today: input.today,
    dayCutOff: config.refundSurrenderDateDayCutOff,
  });
  const surrenderEditable = !order.isItsoSeason || rights.canEditItsoSeasonRefundSurrenderDate;
  const surrenderDay = parseSurrenderDate(state.surrenderDay);
  if (!surrenderDay)
    errors.surrenderDay = { key: state.surrenderDay ? 'REFUND_ERROR_DATE_INVALID' : 'REFUND_ERROR_SURRENDER_REQUIRED' };
  else if (surrenderLimits.min && surrenderDay < surrenderLimits.min)
    errors.surrenderDay = { key: 'REFUND_ERROR_DATE_MIN', values: { min: surrenderLimits.min } };
  else if (surrenderLimits.max && surrenderDay > surrenderLimits.max)
    errors.surrenderDay = { key: 'REFUND_ERROR_DATE_MAX', values: { max: surrenderLimits.max } };
  const seasonValidTo = selectedTickets
    .filter((t) => t.isSeason)
    .map((t) => t.validTo.slice(0, 10))
    .sort()[0];

  // Totals (000 §3) with the booking fee (flag canRefundBookingFee) and order-level discount sundries.
  const bookingSundry = order.sundries.find((s) => s.isBookingFee);
  const bookingFeeOffered =
    input.flags.canRefundBookingFee === true &&
    bookingSundry !== undefined &&
    !bookingSundry.refunded &&
    order.bookingFee > 0;
  const discountSundries = order.sundries.filter((s) => s.isOrderLevelDiscount);
  const totals = refundTotals({
    ticketAmounts,
    adminFee: fee,
    sundries: discountSundries,
    orderLevelDiscountSundries: discountSundries.map((s) => s.code),
    bookingFee: order.bookingFee,
    refundBookingFee: bookingFeeOffered && state.refundBookingFee,
  });

  // Manual refund block (SUPERVISOR): original payment, or an alternative method paid out by hand.
  const manual = rights.canUseManualRefund && state.manual.enabled ? state.manual : undefined;
  const manualUsesPayments = !manual || manual.originalPayment;
  if (manual && !manual.originalPayment) {
    if (!manual.option) errors.manualOption = { key: 'REFUND_ERROR_MANUAL_OPTION_REQUIRED' };
    if (manual.additionalInfo.trim() === '') errors.manualAdditionalInfo = { key: 'REFUND_ERROR_MANUAL_INFO_REQUIRED' };
    else if (manual.additionalInfo.length > 500)
      errors.manualAdditionalInfo = { key: 'REFUND_ERROR_TOO_LONG', values: { max: 500 } };
    const typed = refundAmountToPence(manual.amount, { minimum: 0, maximum: MONEY_LIMIT, step: 1 });
    if (typed.error) errors.manualAmount = moneyError(typed.error, { min: '0.00', step: '0.01' });
    else if (!manualPricesMatch([typed.pence], totals.total))
      errors.manualAmount = { key: 'REFUND_ERROR_MANUAL_PRICES_MISMATCH' };
  }

  // Payments: the automatic split (allocateRefund) unless the user edited it; mismatch flagged (000 §5).
  // in refund-allocation order: cards first, vouchers last (PAYMENT_LISTS)
  const allPayments = PAYMENT_LISTS.flatMap((list): RefundPayment[] => order.payments[list]);
  let automatic: Record<string, number> = {};
  let automaticFits = true;
  if (totals.total > 0) {
    try {
      for (const line of allocateRefund(totals.total, allPayments)) automatic[line.id] = line.amount;
    } catch {
      automatic = {};
      automaticFits = false;
    }
  }
  const payments: PaymentLine[] = allPayments.map((payment) => {
    const left = Math.max(0, payment.amount - (payment.refundAmount ?? 0));
    const text = state.paymentOverrides
      ? (state.paymentOverrides[payment.id] ?? '')
      : ((automatic[payment.id] ?? 0) / 100).toFixed(2);
    const typed = refundAmountToPence(text === '' ? '0' : text, { minimum: 0, maximum: left, step: 1 });
    if (typed.error && manualUsesPayments)
      errors[`payment-${payment.id}`] = moneyError(typed.error, {
        min: '0.00',
        max: (left / 100).toFixed(2),
        step: '0.01',
      });
    return { payment, left, text, pence: typed.pence };
  });
  const allocated = payments.reduce((sum, p) => sum + (p.pence ?? 0), 0);
  const priceMismatch = manualUsesPayments && totals.total > 0 && (!automaticFits || allocated !== totals.total);

  // Season calculation: complete, missing costs, flexi passes.
  const seasonTickets = order.basket.filter((t) => t.isSeason && !t.refunded);
  const calcs = seasonTickets
    .map((t) => seasonCalcOf(state, t.ticketId))
    .filter((c): c is SeasonCalculation => c !== undefined);
  const seasonComplete = calcs.every((c) => !c.breakdown.isIncomplete);
  const missingCostFields: Record<string, Array<keyof MissingCosts>> = {};
  let missingFilled = true;
  for (const calc of calcs) {
    if (!calc.breakdown.isIncomplete) continue;
    const fields = (['weekly', 'weekday', 'saturday'] as const).filter((k) => calc.breakdown[k].cost === null);
    missingCostFields[calc.ticketId] = fields;
    for (const field of fields) {
      const text = state.missingCosts[calc.ticketId]?.[field] ?? '';
      const typed = refundAmountToPence(text, { minimum: 0, maximum: MONEY_LIMIT, step: 5 });
      if (typed.error) {
        missingFilled = false;
        if (text !== '')
          errors[`cost-${calc.ticketId}-${field}`] = moneyError(typed.error, { min: '0.00', step: '0.05' });
      }
    }
  }
  const recalcRight = seasonTickets.some((t) =>
    t.category === 'ITSO_SEASON' ? rights.canRecalculateItsoSeasonRefund : rights.canEditSeasonRefundFields,
  );
  const recalculateAllowed = recalcRight && Object.keys(missingCostFields).length > 0 && missingFilled;
  const flexiEditable = rights.canAmendFlexiRefundCount;
  if (flexiEditable)
    for (const t of order.basket.filter((b) => b.isFlexi && b.unusedPasses !== null && tickets[b.ticketId].selected)) {
      const checked = flexiRemainingPasses(state.flexiPasses[t.ticketId] ?? '', {
        unusedPasses: t.unusedPasses ?? 0,
        passesPerFlexi: config.passesPerFlexi,
      });
      if (checked.error)
        errors[`flexi-${t.ticketId}`] = {
          key: `REFUND_ERROR_${checked.error}`,
          values: { min: t.unusedPasses ?? 0, max: config.passesPerFlexi },
        };
    }

  // Annual ticket return, railcard minimum, ceiling, note.
  const annualSelected = selectedTickets.some(
    (t) => t.isSeason && validityLabel(t.ticketTypeCode.validityPeriod, config.validityPeriodDays) === 'ANNUAL',
  );
  const annualRequired = annualReturnRequired({
    hasAnnualTicket: annualSelected,
    total: totals.total,
    seasonExpired: order.isSeasonTicketExpired,
  });
  if (annualRequired && !state.annualReturned) errors.annualReturned = { key: 'REFUND_ERROR_ANNUAL_RETURN_REQUIRED' };
  const minimums: Record<string, RailcardMinimum> = {};
  for (const t of order.basket)
    if (t.discount?.code && (t.discount.minAdults !== undefined || t.discount.minChildren !== undefined))
      minimums[t.discount.code] = { minAdults: t.discount.minAdults ?? 0, minChildren: t.discount.minChildren ?? 0 };
  const railcard = railcardMinimumHolds(
    order.basket.map((t) => ({
      adults: t.adults,
      children: t.children,
      railcardCode: t.discount?.code,
      refunded: t.refunded,
      selected: tickets[t.ticketId].selected,
    })),
    minimums,
  );
  const ceiling = refundCeiling(config, input.level);
  const ceilingExceeded = ceiling !== null && totals.total > ceiling;
  const noteMaxLength = order.isItsoSeason ? config.itsoNoteMaxLength : 2000;
  if (state.note.length > noteMaxLength) errors.note = { key: 'REFUND_ERROR_TOO_LONG', values: { max: noteMaxLength } };

  const warnings: string[] = [];
  if (totals.subTotal > 0 && fee > 0 && fee >= totals.subTotal + totals.bookingFee - totals.discount)
    warnings.push('REFUND_WARNING_FEE_EQUALS_VALUE');
  if (order.containAdvance) warnings.push('REFUND_WARNING_CONTAINS_ADVANCE');
  if (seasonTickets.length > 0 && seasonTickets.every((t) => !rights.category[t.category]))
    warnings.push('REFUND_WARNING_CALCULATION_UNAVAILABLE');

  const confirm = canConfirmRefund({
    // a missing reason is its own blocker; every other field error makes the form invalid
    formValid: Object.keys(errors).every((field) => field === 'reason'),
    total: totals.total,
    reasonCode: selectedCode,
    surrenderDate: surrenderDay,
    validTo: seasonValidTo,
    seasonCalculationComplete: selectedTickets
      .filter((t) => t.isSeason)
      .every((t) => !seasonCalcOf(state, t.ticketId)?.breakdown.isIncomplete),
  });
  const blockers: RefundDerived['confirm']['blockers'] = [...confirm.blockers];
  if (priceMismatch) blockers.push('REFUND_BLOCKED_PAYMENTS');
  if (!railcard.holds) blockers.push('REFUND_BLOCKED_RAILCARD');
  if (ceilingExceeded) blockers.push('REFUND_BLOCKED_CEILING');

  const original =
    calcs.length > 0
      ? calcs.reduce((s, c) => s + c.originalAmount, 0)
      : order.basket.filter((t) => !t.refunded).reduce((s, t) => s + t.left, 0);
  const used = calcs.reduce((s, c) => s + (c.totalUsed ?? 0), 0);
  const rejectRight = order.isItsoSeason ? rights.canRejectItsoSeasonRefund : rights.canRejectRefund;
  const rejectAllowed =
    rejectRight && canRejectRefund({ originalAmount: original, amountUsed: used, calculationComplete: seasonComplete });

  return {
    reasonOptions,
    reason,
    wantedReasonCode: selectedCode,
    isOtherReason,
    feeDisabled,
    feeDefault,
    fee,
    tickets,
    totals,
    rebookRequired,
    surrenderLimits,
    surrenderEditable,
    payments,
    paymentsEdited: state.paymentOverrides !== null,
    priceMismatch,
    manualActive: manual !== undefined,
    manualUsesPayments,
    annualRequired,
    railcardFailing: railcard.failing,
    ceiling,
    ceilingExceeded,
    seasonComplete,
    missingCostFields,
    recalculateAllowed,
    flexiEditable,
    errors,
    warnings,
    confirm: { allowed: blockers.length === 0, blockers },
    rejectAllowed,
    noteMaxLength,
  };
}

/** The automatic payment split as pounds texts (what the inputs show before the first edit). */
export function allocationTexts(payments: readonly PaymentLine[]): Record<string, string> {
  return Object.fromEntries(payments.map((p) => [p.payment.id, p.text]));
}
