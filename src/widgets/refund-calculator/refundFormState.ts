// State of the refund form (000 §3 Refund order): what the user typed, kept as typed (pounds text); pence are derived.
// One reducer, one object per ticket line, so typing into one ticket re-renders only that row.
import { seasonAmountPrefilled } from '../../domain/seasonAmountPrefilled';
import { formatSurrenderDate, parseSurrenderDate } from '../../domain/surrenderDateLimits';
import type { RefundOrder } from '../../generated/types/RefundOrder';
import type { SeasonCalculation } from '../../generated/types/SeasonCalculation';

export interface TicketLineState {
  checked: boolean;
  /** pounds as typed */
  amount: string;
  /** paper ticket number (printed tickets) */
  ticketNumber: string;
}

export interface MissingCosts {
  weekly: string;
  weekday: string;
  saturday: string;
}

export interface ManualRefundState {
  enabled: boolean;
  originalPayment: boolean;
  option: string;
  additionalInfo: string;
  /** pounds as typed: the amount paid out by the alternative method */
  amount: string;
}

export interface RefundFormState {
  /** tickets whose amount follows the season calculation (seasonAmountPrefilled: not ITSO seasons unless the brand says so) */
  prefilled: Record<string, boolean>;
  reasonCode: number | undefined;
  /** the season rule chose the reason; a reason the user picks stops the automatic choice */
  reasonChosenByUser: boolean;
  reasonDescription: string;
  caseReference: string;
  /** pounds as typed */
  adminFee: string;
  /** YYYY-MM-DD */
  surrenderDay: string;
  rebookBookingReference: string;
  rebookOrderNumber: string;
  lines: Record<string, TicketLineState>;
  refundBookingFee: boolean;
  /** payment id → pounds as typed; null = follow the automatic allocation */
  paymentOverrides: Record<string, string> | null;
  seasonCalculations: SeasonCalculation[];
  missingCosts: Record<string, MissingCosts>;
  flexiPasses: Record<string, string>;
  note: string;
  manual: ManualRefundState;
  annualReturned: boolean;
  /** fields the user has left (errors show after blur) */
  touched: Record<string, true>;
  /** a submit was attempted: show every error */
  showAllErrors: boolean;
}

export type RefundFormAction =
  | { type: 'reason'; code: number | undefined; byUser: boolean; adminFee: string }
  | {
      type: 'field';
      field:
        'reasonDescription' | 'caseReference' | 'adminFee' | 'rebookBookingReference' | 'rebookOrderNumber' | 'note';
      value: string;
    }
  | { type: 'surrenderDay'; value: string }
  | { type: 'toggleTicket'; ticketId: string; checked: boolean }
  | { type: 'ticketAmount'; ticketId: string; value: string }
  | { type: 'ticketNumber'; ticketId: string; value: string }
  | { type: 'refundBookingFee'; value: boolean }
  | { type: 'payment'; paymentId: string; value: string; allocation: Record<string, string> }
  | { type: 'resetPayments' }
  | { type: 'calculations'; calculations: SeasonCalculation[] }
  | { type: 'missingCost'; ticketId: string; cost: keyof MissingCosts; value: string }
  | { type: 'flexiPasses'; ticketId: string; value: string }
  | { type: 'manual'; patch: Partial<ManualRefundState> }
  | { type: 'annualReturned'; value: boolean }
  | { type: 'touch'; field: string }
  | { type: 'showAllErrors' };

/** Pence → the pounds text an input shows ('12.50'). */
export function penceToInput(pence: number | null | undefined): string {
  return pence === null || pence === undefined ? '' : (pence / 100).toFixed(2);
}

function calculationAmounts(
  lines: Record<string, TicketLineState>,
  calculations: SeasonCalculation[],
  prefilled: Record<string, boolean>,
): Record<string, TicketLineState> {
  let next = lines;
  for (const calc of calculations) {
    const line = next[calc.ticketId];
    if (!line || !prefilled[calc.ticketId]) continue;
    const amount = penceToInput(calc.refundAmount);
    if (line.amount !== amount) next = { ...next, [calc.ticketId]: { ...line, amount } };
  }
  return next;
}

/**
 * @param flags the brand's flags (prePopulateItsoSeasonRefundFields); omitted = every amount filled
 * @param mayEditItsoSeason the user's canEditItsoSeasonRefundFields: an amount they may not type is always filled
 */
export function initialRefundFormState(
  order: RefundOrder,
  adminFee: number,
  flags: Record<string, boolean | undefined> = { prePopulateItsoSeasonRefundFields: true },
  mayEditItsoSeason = true,
): RefundFormState {
  const lines: Record<string, TicketLineState> = {};
  const prefilled: Record<string, boolean> = {};
  for (const ticket of order.basket) {
    prefilled[ticket.ticketId] = seasonAmountPrefilled(ticket.category, flags, mayEditItsoSeason);
    lines[ticket.ticketId] = {
      checked: false,
      amount: prefilled[ticket.ticketId] ? penceToInput(ticket.left) : '',
      ticketNumber: '',
    };
  }
  const flexiPasses: Record<string, string> = {};
  for (const ticket of order.basket)
    if (ticket.isFlexi && ticket.unusedPasses !== null) flexiPasses[ticket.ticketId] = String(ticket.unusedPasses);
  return {
    prefilled,
    reasonCode: undefined,
    reasonChosenByUser: false,
    reasonDescription: '',
    caseReference: '',
    adminFee: penceToInput(adminFee),
    surrenderDay: parseSurrenderDate(order.surrenderDate.slice(0, 19)) ?? order.surrenderDate.slice(0, 10),
    rebookBookingReference: '',
    rebookOrderNumber: '',
    lines: calculationAmounts(lines, order.seasonCalculations, prefilled),
    refundBookingFee: false,
    paymentOverrides: null,
    seasonCalculations: order.seasonCalculations,
    missingCosts: {},
    flexiPasses,
    note: '',
    manual: {
      enabled: false,
      originalPayment: order.refundOriginalPayment !== false,
      option: '',
      additionalInfo: '',
      amount: '',
    },
    annualReturned: false,
    touched: {},
    showAllErrors: false,
  };
}

export function refundFormReducer(state: RefundFormState, action: RefundFormAction): RefundFormState {
  switch (action.type) {
    case 'reason':
      return {
        ...state,
        reasonCode: action.code,
        reasonChosenByUser: state.reasonChosenByUser || action.byUser,
        adminFee: action.adminFee,
      };
    case 'field':
      return { ...state, [action.field]: action.value };
    case 'surrenderDay':
      return { ...state, surrenderDay: action.value };
    case 'toggleTicket': {
      const line = state.lines[action.ticketId];
      return line
        ? { ...state, lines: { ...state.lines, [action.ticketId]: { ...line, checked: action.checked } } }
        : state;
    }
    case 'ticketAmount': {
      const line = state.lines[action.ticketId];
      return line
        ? { ...state, lines: { ...state.lines, [action.ticketId]: { ...line, amount: action.value } } }
        : state;
    }
    case 'ticketNumber': {
      const line = state.lines[action.ticketId];
      return line
        ? { ...state, lines: { ...state.lines, [action.ticketId]: { ...line, ticketNumber: action.value } } }
        : state;
    }
    case 'refundBookingFee':
      return { ...state, refundBookingFee: action.value };
    case 'payment':
      // the first edit freezes the automatic split the user saw, then changes one line of it
      return {
        ...state,
        paymentOverrides: { ...(state.paymentOverrides ?? action.allocation), [action.paymentId]: action.value },
      };
    case 'resetPayments':
      return { ...state, paymentOverrides: null };
    case 'calculations':
      return {
        ...state,
        seasonCalculations: action.calculations,
        lines: calculationAmounts(state.lines, action.calculations, state.prefilled),
      };
    case 'missingCost': {
      const costs = state.missingCosts[action.ticketId] ?? { weekly: '', weekday: '', saturday: '' };
      return {
        ...state,
        missingCosts: { ...state.missingCosts, [action.ticketId]: { ...costs, [action.cost]: action.value } },
      };
    }
    case 'flexiPasses':
      return { ...state, flexiPasses: { ...state.flexiPasses, [action.ticketId]: action.value } };
    case 'manual':
      return { ...state, manual: { ...state.manual, ...action.patch } };
    case 'annualReturned':
      return { ...state, annualReturned: action.value };
    case 'touch':
      return state.touched[action.field] ? state : { ...state, touched: { ...state.touched, [action.field]: true } };
    case 'showAllErrors':
      return state.showAllErrors ? state : { ...state, showAllErrors: true };
  }
}

/** The surrender date as the API takes it (000 §9 'YYYY-MM-DDTHH:mm:ss'; noon keeps the day in any zone). */
export function surrenderDateForApi(day: string, formats: readonly string[] | undefined): string {
  const format = formats?.find((f) => f.includes('T')) ?? formats?.[0] ?? 'YYYY-MM-DDTHH:mm:ss';
  return formatSurrenderDate(day, format, '12:00:00');
}
