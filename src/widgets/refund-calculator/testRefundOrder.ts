// Test fixtures: a refund order as getRefundOrder answers it, the default config and all rights.
import type { RefundConfig, RefundRights } from './deriveRefund';
import type { BasketTicket } from '../../generated/types/BasketTicket';
import type { RefundOrder } from '../../generated/types/RefundOrder';
import type { PaymentCard } from '../../generated/types/PaymentCard';
import type { Payments } from '../../generated/types/Payments';
import type { RefundSundryLine } from '../../generated/types/RefundSundryLine';
import type { SeasonCalculation } from '../../generated/types/SeasonCalculation';
import type { RefundReason as ServerRefundReason } from '../../generated/types/RefundReason';

export function basketTicket(id: string, patch: Partial<BasketTicket> = {}): BasketTicket {
  return {
    ticketId: id,
    fareId: 'F1',
    tripId: 'T1',
    name: 'Off-Peak Return',
    category: 'NON_SEASON',
    ticketTypeCode: {
      name: 'Off-Peak Return',
      code: 'SVR',
      isFirstClass: false,
      isRangersRovers: false,
      isSeason: false,
      isAdvance: false,
      isPlusBus: false,
      isFlexi: false,
      validityPeriod: 30,
    },
    adults: 1,
    children: 0,
    discount: null,
    price: 2350,
    refundAmount: 0,
    left: 2350,
    refunded: false,
    printed: false,
    isAdvance: false,
    isSeason: false,
    isFlexi: false,
    unusedPasses: null,
    validFrom: '2025-11-01T00:00:00.000Z',
    validTo: '2025-12-01T23:59:59.000Z',
    eTicket: null,
    todTicketNumbers: [],
    refundable: true,
    notRefundableReason: null,
    originName: 'Brighton',
    destinationName: 'London Victoria',
    ...patch,
  };
}

export function seasonCalc(ticketId: string, patch: Partial<SeasonCalculation> = {}): SeasonCalculation {
  return {
    ticketId,
    collected: true,
    originalAmount: 52000,
    validFrom: '2025-10-01T00:00:00.000Z',
    validTo: '2025-10-31T23:59:59.000Z',
    surrenderDate: '2025-10-15T12:00:00',
    validityPeriod: 31,
    validityLabel: 'MONTHLY',
    dateUsed: { from: '2025-10-01', to: '2025-10-14' },
    dateUnused: { from: '2025-10-15', to: '2025-10-31' },
    durationUsed: { months: 0, days: 14 },
    breakdown: {
      weekly: { cost: 4500, count: 2 },
      weekday: { cost: 1100, count: 0 },
      saturday: { cost: 900, count: 0 },
      isIncomplete: false,
    },
    discountInfo: { discountTypes: [] },
    totalUsed: 9000,
    refundAmount: 43000,
    isFlexi: false,
    usedPasses: null,
    unusedPasses: null,
    passesPerFlexi: null,
    ...patch,
  };
}

export function seasonTicket(id: string, patch: Partial<BasketTicket> = {}): BasketTicket {
  return basketTicket(id, {
    name: 'Monthly Season',
    category: 'PAPER_SEASON',
    ticketTypeCode: {
      name: 'Monthly Season',
      code: '7MS',
      isFirstClass: false,
      isRangersRovers: false,
      isSeason: true,
      isAdvance: false,
      isPlusBus: false,
      isFlexi: false,
      validityPeriod: 31,
    },
    price: 52000,
    left: 52000,
    isSeason: true,
    validFrom: '2025-10-01T00:00:00.000Z',
    validTo: '2025-10-31T23:59:59.000Z',
    ...patch,
  });
}

/** A card payment of the order (paymentCard.schema.json): £47, nothing refunded yet. */
export function cardPayment(id: string, patch: Partial<PaymentCard> = {}): PaymentCard {
  return {
    id,
    type: 'CARD',
    amount: 4700,
    refundAmount: 0,
    status: 'SUCCESS',
    refundStatus: 'PAYMENT_NOT_REFUNDED',
    pan: '************1234',
    cardPan: '************1234',
    expiryDate: '09/29',
    cardHolderName: 'ADA LOVELACE',
    cardType: 'VISA',
    underReview: false,
    expired: false,
    refunded: false,
    ...patch,
  };
}

/** The order's payment lists, each empty unless given. */
export function payments(lists: Partial<Payments> = {}): Payments {
  return {
    cards: [],
    hostedCards: [],
    paypal: [],
    amazonPay: [],
    applePay: [],
    googlePay: [],
    warrants: [],
    vouchers: [],
    ...lists,
  };
}

/** A sundry of the refund order, nothing refunded yet. */
export function refundSundry(id: string, patch: Partial<RefundSundryLine> = {}): RefundSundryLine {
  return {
    id,
    code: '91354',
    name: 'Booking fee',
    price: 150,
    refunded: false,
    refundAmount: 0,
    left: patch.price ?? 150,
    isBookingFee: true,
    isOrderLevelDiscount: false,
    ...patch,
  };
}

export function refundOrder(patch: Partial<RefundOrder> = {}): RefundOrder {
  return {
    id: 90000001,
    brand: 'southern',
    state: 'Complete',
    customerId: 42,
    orderType: 'RAIL',
    eligibility: { allowed: true, reason: null, refundState: null },
    hasSeason: false,
    isItsoSeason: false,
    isSmartcard: false,
    isSTicket: false,
    smartcardNumber: null,
    collectionLocation: null,
    fulfilmentMethod: '00003',
    basket: [basketTicket('90000001-1'), basketTicket('90000001-2')],
    sundries: [],
    payments: payments({ cards: [cardPayment('P1')] }),
    fee: 1000,
    discount: 0,
    subTotal: 0,
    total: 0,
    caseReference: null,
    containAdvance: false,
    alreadyPaidForRefund: false,
    seasonCalculations: [],
    isSeasonTicketExpired: false,
    refundOptionPayment: null,
    refundOriginalPayment: true,
    manualAdditionalInfo: null,
    bookingFee: 0,
    refundBookingFee: false,
    surrenderDate: '2025-11-10T12:00:00',
    note: '',
    bookingReference: null,
    orderNumber: null,
    orderTotal: 4700,
    ...patch,
  };
}

export const testReasons: ServerRefundReason[] = [
  { code: 1, name: 'REFUND_REASON_NO_LONGER_TRAVELLING', fee: 1000, disableFee: false, active: true },
  { code: 2, name: 'REFUND_REASON_DUPLICATE_PURCHASE', fee: 1000, disableFee: false, active: false },
  { code: 3, name: 'REFUND_REASON_SERVICE_DISRUPTION', fee: 0, disableFee: true, active: true },
  { code: 6, name: 'REFUND_REASON_SEASON_NOT_USED', fee: 1000, disableFee: false, active: true },
  { code: 7, name: 'REFUND_REASON_SEASON_PART_USED', fee: 1000, disableFee: false, active: true },
  { code: 9, name: 'REFUND_REASON_OTHER', fee: 1000, disableFee: false, active: true },
  { code: 12, name: 'REFUND_REASON_TOC_GUARANTEED', fee: 0, disableFee: true, active: true },
  { code: 13, name: 'REFUND_REASON_REBOOKED_JOURNEY', fee: 1000, disableFee: false, active: true },
];

export const testConfig: RefundConfig = {
  defaultAdminFee: 1000,
  minimumAdminFee: 0,
  adminFeeFreeReasons: [3, 12],
  otherRefundReasonCode: 9,
  tocGuaranteedRefundReasonCode: 12,
  advanceRefundReasons: [3],
  rebookRefundReasons: [],
  seasonNotCollectedRefundReasonCode: 6,
  seasonCollectedRefundReasonCode: 7,
  refundAmountMinimum: 50,
  refundCeilings: { BASIC: 15000, AGENT: 50000, SUPERVISOR: 250000 },
  refundSurrenderDateDayCutOff: 0,
  surrenderDateFormats: ['YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DDTHH:mm:ss'],
  paperTicketNumberMaxLength: 31,
  passesPerFlexi: 8,
  itsoNoteMaxLength: 200,
  refundCalculationExcludedRailcards: ['TSU', 'JCP'],
};

export function allRights(patch: Partial<RefundRights> = {}): RefundRights {
  return {
    canModifyAdminFeeWithoutReason: true,
    canEditSeasonRefundFields: true,
    canEditItsoSeasonRefundFields: true,
    canEditItsoSeasonRefundSurrenderDate: true,
    canRecalculateItsoSeasonRefund: true,
    canUseManualRefund: true,
    canCompleteItsoManualRefund: true,
    canAmendFlexiRefundCount: true,
    canRejectItsoSeasonRefund: true,
    canRejectRefund: true,
    category: { NON_SEASON: true, PAPER_SEASON: true, ITSO_SEASON: true, PLUS_BUS: true },
    ...patch,
  };
}
