// 000 §3 Order, Fare, Ticket, E-ticket status, Payment card, Voucher payment, Refund log row: the wire shapes of docs/api/orders.md.
// Money fields are integer pence; dates are ISO 8601 strings.

export interface TicketTypeCode {
  name: string;
  code: string;
  isFirstClass: boolean;
  isRangersRovers: boolean;
  isSeason: boolean;
  isAdvance: boolean;
  isPlusBus: boolean;
  isFlexi: boolean;
  /** days */
  validityPeriod: number | null;
}

/** 000 §3 E-ticket status; `state` is one of config.uniqueTicketNumberStates. */
export interface ETicketStatus {
  ticketId?: string;
  state: string;
  utn: string;
  isUsed: boolean;
  isBlacklisted: boolean;
}

export interface TicketDiscount {
  type: string;
  code: string;
  amount: number;
  minAdults?: number;
  minChildren?: number;
}

/** Costs a season refund calculation needs (000 §3 Season refund calculation); a null cost makes it incomplete. */
export interface SeasonCosts {
  collected: boolean;
  weeklyCost: number | null;
  weekdayCost: number | null;
  saturdayCost: number | null;
}

export interface Ticket {
  id: string;
  adults: number;
  children: number;
  passenger: { name: string | null; photocardNumber: string | null; smartcardNumber: string | null };
  discount: TicketDiscount | null;
  price: number;
  printed: boolean;
  originName: string;
  destinationName: string;
  ticketTypeCode: TicketTypeCode;
  crossLondon: boolean;
  outwardJourney: { validFrom: string; validTo: string };
  refundAmount: number;
  refunded: boolean;
  refundDisabled: boolean;
  isChecked: boolean;
  todTicketNumbers: string[];
  unusedPasses: number | null;
  rewardPoints: number;
  season: SeasonCosts | null;
  eTicket: ETicketStatus | null;
}

export interface JourneyLeg {
  origin: string;
  destination: string;
  departure: string;
  arrival: string;
  operator: string;
}

export interface Journey {
  validFrom: string;
  validTo: string;
  legs: JourneyLeg[];
}

export interface Fare {
  fareId: string;
  name: string;
  isPlusBus: boolean;
  routeDescription: string;
  ticketTypeCode: TicketTypeCode;
  outwardJourney: Journey;
  returnJourney: Journey | null;
  tickets: Ticket[];
}

export interface Trip {
  id: string;
  bookingReference: string;
  bookingStatus: string;
  itso: boolean;
  fares: Fare[];
}

export type RefundPaymentType = 'CARD' | 'PAYPAL' | 'AMAZON_PAY' | 'APPLE_PAY' | 'GOOGLE_PAY' | 'WARRANT' | 'VOUCHER';

/** One payment of any kind; the kind-specific fields (pan, email, voucherId …) ride along. */
export interface Payment {
  id: string;
  type: RefundPaymentType;
  amount: number;
  refundAmount: number;
  status: string;
  refundStatus: 'PAYMENT_NOT_REFUNDED' | 'PAYMENT_PARTIAL_REFUND' | 'PAYMENT_FULL_REFUND';
  [field: string]: unknown;
}

export const PAYMENT_LISTS = [
  'cards',
  'hostedCards',
  'paypal',
  'amazonPay',
  'applePay',
  'googlePay',
  'warrants',
  'vouchers',
] as const;
export type PaymentList = (typeof PAYMENT_LISTS)[number];
export type Payments = Record<PaymentList, Payment[]>;

export interface RefundLogRow {
  id: string;
  refundId: string | null;
  created: string;
  date: string;
  action: 'REFUND' | 'MANUAL_REFUND' | 'ITSO_REFUND' | 'REFUND_REJECTED' | 'REFUND_REJECTED_NOTIFIED';
  user: { id: number | null; email: string };
  refundVia: string | null;
  note: string | null;
  amount: number;
  fee: number;
  reasonCode: number | string | null;
  caseReference: string | null;
  calculations: unknown[];
}

export interface Delivery {
  displayName: string;
  fulfilmentMethod: string;
  isSmartcard: boolean;
  isETicket: boolean;
  isPrintedEticket: boolean;
  isSTicket: boolean;
  collectionLocation: { nlc: string; name: string } | null;
  smartcardNumber: string | null;
  address: Record<string, string | null> | null;
}

export interface Sundry {
  id: string;
  code: string;
  name: string;
  price: number;
  refunded: boolean;
  refundAmount: number;
}

export interface Order {
  id: number;
  orderType: 'RAIL' | 'DRC';
  state: string;
  wasAmended: boolean;
  total: number;
  refundCanBeAttemptedOnline: boolean;
  hasSeason: boolean;
  delivery: Delivery;
  trips: Trip[];
  refunds: {
    log: RefundLogRow[];
    prohibited: boolean;
    refundable: boolean;
    fullyRefunded: boolean;
    partiallyRefunded: boolean;
  };
  payments: Payments;
  sundries: Sundry[];
  [field: string]: unknown;
}

/** Every ticket of an order with its fare and trip, in display order. */
export function orderTickets(order: Pick<Order, 'trips'>): Array<{ ticket: Ticket; fare: Fare; trip: Trip }> {
  return (order.trips ?? []).flatMap((trip) =>
    trip.fares.flatMap((fare) => fare.tickets.map((ticket) => ({ ticket, fare, trip }))),
  );
}

/** Every payment of an order in refund-allocation order (cards first, vouchers last). */
export function orderPayments(payments: Partial<Payments> | null | undefined): Payment[] {
  return PAYMENT_LISTS.flatMap((list) => payments?.[list] ?? []);
}
