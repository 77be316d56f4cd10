// 000 §3 Order: what `orders.detail` stores (docs/api/orders.md "Order" minus the row's columns and the buyer),
// a small builder the seed and the bulk-order generator share, and the deterministic detail of a bulk order.
import { createHash } from 'node:crypto';
import { paymentRefundStatus } from '../../../src/domain/paymentRefundStatus';
import type { SeasonCalculation } from '../../../src/domain/seasonCalculation';
import type { Order } from '../../../src/generated/types/Order';
import type { SentEmail } from '../../../src/generated/types/SentEmail';
import type {
  Delivery,
  Fare,
  Payment,
  PaymentList,
  Payments,
  RefundLogRow,
  RefundPaymentType,
  SeasonCosts,
  Sundry,
  Ticket,
  TicketTypeCode,
  Trip,
} from '../../../src/domain/order';
import { fulfilmentCodeOf } from './fulfilment';
import { mulberry32 } from '../../db/seed/mulberry32';

export interface PaymentTrailRow {
  id: string;
  date: string;
  datetime: string;
  description: string;
  card: string | null;
  transactionReference: string;
  change: number;
}

/** 000 §3 sentEmails row, as declared (schemas/entities/sentEmail.schema.json). */
export type { SentEmail };

export interface Changeover {
  id: string;
  date: string;
  fromOrderId: number;
  toOrderId: number;
  description: string;
  amount: number;
}

/** One refund as taken (GET /orders/{id}/refund/details). */
export interface RefundRecord {
  refundId: string;
  created: string;
  action: RefundAction;
  user: { id: number | null; email: string };
  total: number;
  fee: number;
  reasonCode: number;
  caseReference: string | null;
  note: string | null;
  tickets: Array<{ id: string; amount: number }>;
  sundries: Array<{ code: string; amount: number }>;
  payments: Array<{ type: RefundPaymentType; id: string; amount: number }>;
  manual: { method: ManualRefundMethod; additionalInfo: string | null } | null;
  rebook: { bookingReference: string; orderNumber: string } | null;
  surrenderDate: string | null;
  calculations: SeasonCalculation[];
}

/** 000 §3 manual refund: back to the original payment, or by an alternative method (000 §9). */
export type ManualRefundMethod = 'ORIGINAL' | 'CHEQUE' | 'VOUCHER' | 'CARD';

/** What a refund takes: a refund, a manual refund or an ITSO refund (the log's other actions are rejections). */
export type RefundAction = Extract<RefundLogRow['action'], 'REFUND' | 'MANUAL_REFUND' | 'ITSO_REFUND'>;

export interface PaymentRefundRow {
  id: string;
  refundId: string;
  created: string;
  type: RefundPaymentType;
  paymentId: string;
  amount: number;
  status: string;
}

export interface OrderDetail {
  orderType: 'RAIL' | 'DRC';
  bookingReference: string;
  orderNumber: string;
  refundCanBeAttemptedOnline: boolean;
  delivery: Delivery;
  trips: Trip[];
  refunds: { log: RefundLogRow[]; prohibited: boolean };
  refundRejectionDate: string | null;
  refundRejectReason: string | null;
  refundRejectOtherReason: string | null;
  rewardName: string | null;
  rewardCode: string | null;
  rewardExpiryDate: string | null;
  rewardPoints: number;
  paymentTrail: PaymentTrailRow[];
  payments: Payments;
  changeoverPayments: Payments;
  discount: { code: string; fixedAmount: number } | null;
  sundries: Sundry[];
  charity: { name: string; amount: number } | null;
  sentEmails: SentEmail[];
  changeovers: Changeover[];
  digitalRailcard: Order['digitalRailcard'];
  fulfilment: { fulfilled: boolean; date: string | null };
  /** how the e-ticket status lookup answers for this order (000 §4: a 404 allows refund, an error does not) */
  eTicketLookup: 'ok' | 'notFound' | 'error';
  alreadyPaidForRefund: boolean;
  refundRecords: RefundRecord[];
  paymentRefunds: PaymentRefundRow[];
}

export const emptyPayments = (): Payments => ({
  cards: [],
  hostedCards: [],
  paypal: [],
  amazonPay: [],
  applePay: [],
  googlePay: [],
  warrants: [],
  vouchers: [],
});

// ------------------------------------------------------------------ builder

export function ticketType(over: Partial<TicketTypeCode> = {}): TicketTypeCode {
  return {
    name: 'Off-Peak Return',
    code: 'SVR',
    isFirstClass: false,
    isRangersRovers: false,
    isSeason: false,
    isAdvance: false,
    isPlusBus: false,
    isFlexi: false,
    validityPeriod: 30,
    ...over,
  };
}

export const TICKET_TYPES = {
  offPeakReturn: ticketType(),
  anytimeSingle: ticketType({ name: 'Anytime Single', code: 'SDS', validityPeriod: 1 }),
  advance: ticketType({ name: 'Advance Single', code: 'OAS', isAdvance: true, validityPeriod: 1 }),
  firstAnytimeReturn: ticketType({ name: 'Anytime Return First', code: 'FDR', isFirstClass: true }),
  rover: ticketType({ name: 'Sussex Rover', code: 'RVR', isRangersRovers: true, validityPeriod: 1 }),
  plusBus: ticketType({ name: 'PlusBus Day', code: 'PBD', isPlusBus: true, validityPeriod: 1 }),
  weekly: ticketType({ name: 'Weekly Season', code: '7DS', isSeason: true, validityPeriod: 7 }),
  monthly: ticketType({ name: 'Monthly Season', code: 'MST', isSeason: true, validityPeriod: 30 }),
  annual: ticketType({ name: 'Annual Season', code: 'AST', isSeason: true, validityPeriod: 365 }),
} as const;

/**
 * The flexi season's ticket type: its code is the brand's setting `flexiTicketTypeCode` (000/001 §9: FL1), so an order
 * seeded for a brand names flexi the way that brand's flexi calls do.
 * @example flexiTicketType('FL1').code // 'FL1'
 */
export function flexiTicketType(code: string): TicketTypeCode {
  return ticketType({ name: 'Flexi Season', code, isSeason: true, isFlexi: true, validityPeriod: 28 });
}

const ROUTES: Array<[string, string, string]> = [
  ['Brighton', 'London Victoria', 'Southern'],
  ['Gatwick Airport', 'London Victoria', 'Gatwick Express'],
  ['Bedford', 'London St Pancras', 'Thameslink'],
  ['Ashford International', 'London Charing Cross', 'Southeastern'],
  ['Cambridge', 'Brighton', 'Thameslink'],
  ['Hastings', 'London Bridge', 'Southeastern'],
  ['Horsham', 'Three Bridges', 'Southern'],
];

/** Every station the seeded orders' journeys name (the station list must know each: tests/api/reference.test.ts). */
export const ORDER_ROUTE_STATIONS = [...new Set(ROUTES.flatMap(([origin, destination]) => [origin, destination]))];

export interface TicketSpec {
  price: number;
  adults?: number;
  children?: number;
  printed?: boolean;
  discount?: Ticket['discount'];
  season?: SeasonCosts | null;
  unusedPasses?: number | null;
  eTicket?: Ticket['eTicket'];
  refundDisabled?: boolean;
  photocardNumber?: string | null;
  rewardPoints?: number;
  todTicketNumbers?: string[];
}

export interface FareSpec {
  type: TicketTypeCode;
  /** route index (ROUTES) */
  route?: number;
  validFrom: Date;
  validTo: Date;
  isPlusBus?: boolean;
  returnJourney?: boolean;
  tickets: TicketSpec[];
}

export interface PaymentSpec {
  list: PaymentList;
  amount: number;
  status?: string;
  underReview?: boolean;
  /** the card's expiry month is a year before the purchase (orderView computes "expired" from it, 000 §9) */
  expired?: boolean;
  voucherId?: number;
  originalAmount?: number;
}

export interface DetailSpec {
  id: number;
  purchaseDate: Date;
  deliveryType: string;
  buyerName: string;
  buyerEmail: string;
  smartcardNumber?: string | null;
  collectionLocation?: { nlc: string; name: string } | null;
  address?: Record<string, string | null> | null;
  fares: FareSpec[];
  /** payments; when omitted, one card paying the total */
  payments?: PaymentSpec[];
  sundries?: Array<{ code: string; name: string; price: number }>;
  discount?: { code: string; fixedAmount: number } | null;
  charity?: { name: string; amount: number } | null;
  /** sundries that are order-level discounts (config orderLevelDiscountSundries): shown, not charged */
  discountSundryCodes?: string[];
  itso?: boolean;
}

const iso = (d: Date) => d.toISOString();
export const addDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);

/** 11-character unique ticket number of the k-th e-ticket of an order; the seed's SQL computes the same for the UTN search. */
/**
 * The number printed on a paper ticket (000 §5 pattern, dashed date form): 5 digits, the purchase day DD-MM-YY, then
 * the printing station's NLC ('POST' for tickets sent by post). What GET /utn answers the find-printed-ticket dialog.
 * @example paperTicketNumberOf(10000123, 1, new Date('2025-10-01'), '5268') // '01231-01-10-25-5268'
 */
export function paperTicketNumberOf(orderId: number, k: number, purchaseDate: Date, nlc: string | undefined): string {
  const serial = String((orderId * 10 + k) % 100_000).padStart(5, '0');
  const [year, month, day] = purchaseDate.toISOString().slice(0, 10).split('-');
  return `${serial}-${day}-${month}-${year.slice(2)}-${nlc ?? 'POST'}`;
}

export function utnOf(orderId: number, k: number): string {
  return createHash('md5').update(`utn:${orderId}:${k}`).digest('hex').slice(0, 11).toUpperCase();
}

function journey(from: Date, to: Date, route: number, depart: Date, back = false) {
  const [origin, destination, operator] = ROUTES[route % ROUTES.length];
  const [a, b] = back ? [destination, origin] : [origin, destination];
  return {
    validFrom: iso(from),
    validTo: iso(to),
    legs: [
      {
        origin: a,
        destination: b,
        departure: iso(depart),
        arrival: iso(new Date(depart.getTime() + 65 * 60_000)),
        operator,
      },
    ],
  };
}

export function deliveryFor(
  spec: Pick<DetailSpec, 'deliveryType' | 'smartcardNumber' | 'collectionLocation' | 'address'>,
): Delivery {
  const code = fulfilmentCodeOf(spec.deliveryType);
  return {
    displayName: spec.deliveryType,
    fulfilmentMethod: code,
    isSmartcard: code === '00001',
    isETicket: code === '00006',
    isPrintedEticket: code === '00003',
    isSTicket: code === '00007',
    collectionLocation: spec.collectionLocation ?? (code === '00005' ? { nlc: '5268', name: 'Brighton' } : null),
    smartcardNumber: code === '00001' ? (spec.smartcardNumber ?? null) : null,
    address: code === '00009' ? (spec.address ?? null) : null,
  };
}

const CARD_TYPES = ['VISA', 'MASTERCARD', 'AMEX', 'MAESTRO'];

function payment(
  spec: PaymentSpec,
  n: number,
  orderId: number,
  buyerName: string,
  buyerEmail: string,
  purchase: Date,
): Payment {
  const base = {
    id: `P${n}`,
    amount: spec.amount,
    refundAmount: 0,
    status: spec.status ?? 'SUCCESS',
    refundStatus: 'PAYMENT_NOT_REFUNDED' as const,
  };
  const last4 = String((orderId * 7 + n * 131) % 10000).padStart(4, '0');
  const expiry = new Date(Date.UTC(purchase.getUTCFullYear() + (spec.expired ? -1 : 2), (orderId + n) % 12, 1));
  const card = {
    pan: `************${last4}`,
    cardPan: `************${last4}`,
    expiryDate: `${String(expiry.getUTCMonth() + 1).padStart(2, '0')}/${String(expiry.getUTCFullYear()).slice(2)}`,
    cardHolderName: buyerName.toUpperCase(),
    cardType: CARD_TYPES[(orderId + n) % CARD_TYPES.length],
    underReview: spec.underReview ?? false,
    refunded: false,
  };
  switch (spec.list) {
    case 'cards':
    case 'hostedCards':
      return { ...base, type: 'CARD', ...card };
    case 'applePay':
      return { ...base, type: 'APPLE_PAY', ...card };
    case 'googlePay':
      return { ...base, type: 'GOOGLE_PAY', ...card };
    case 'paypal':
      return {
        ...base,
        type: 'PAYPAL',
        email: buyerEmail,
        payerId: `PAYER${orderId}${n}`,
        transactionReference: `PP-${orderId}-${n}`,
      };
    case 'amazonPay':
      return { ...base, type: 'AMAZON_PAY', email: buyerEmail, orderReference: `S02-${orderId}-${n}` };
    case 'warrants':
      return { ...base, type: 'WARRANT', reference: `W${orderId % 100000}` };
    case 'vouchers':
      return {
        ...base,
        type: 'VOUCHER',
        voucherId: spec.voucherId ?? orderId % 10000,
        amountRefunded: 0,
        originalAmount: spec.originalAmount ?? spec.amount,
      };
  }
}

/** A complete, paid, unrefunded order detail from a spec; states and refunds are applied on top. */
export function buildDetail(spec: DetailSpec): OrderDetail {
  const { id, purchaseDate } = spec;
  let ticketNo = 0;
  let eTicketNo = 0;
  const delivery = deliveryFor(spec);
  const fares: Fare[] = spec.fares.map((f, fi) => {
    const route = f.route ?? id % ROUTES.length;
    const [origin, destination] = ROUTES[route % ROUTES.length];
    const depart = new Date(f.validFrom.getTime() + 8 * 3_600_000);
    const tickets: Ticket[] = f.tickets.map((t) => {
      ticketNo += 1;
      const isE = delivery.isETicket && !f.isPlusBus;
      if (isE) eTicketNo += 1;
      return {
        id: `${id}-${ticketNo}`,
        adults: t.adults ?? 1,
        children: t.children ?? 0,
        passenger: {
          name: spec.buyerName,
          photocardNumber: t.photocardNumber ?? null,
          smartcardNumber: delivery.smartcardNumber,
        },
        discount: t.discount ?? null,
        price: t.price,
        printed: t.printed ?? false,
        originName: origin,
        destinationName: destination,
        ticketTypeCode: f.type,
        crossLondon: route === 4,
        outwardJourney: { validFrom: iso(f.validFrom), validTo: iso(f.validTo) },
        refundAmount: 0,
        refunded: false,
        refundDisabled: t.refundDisabled ?? false,
        isChecked: false,
        todTicketNumbers:
          t.todTicketNumbers ??
          (t.printed ? [paperTicketNumberOf(id, ticketNo, purchaseDate, delivery.collectionLocation?.nlc)] : []),
        unusedPasses: f.type.isFlexi ? (t.unusedPasses ?? 8) : null,
        rewardPoints: t.rewardPoints ?? 0,
        season: f.type.isSeason
          ? (t.season ?? {
              collected: true,
              weeklyCost: Math.round(t.price / 4.3 / 10) * 10,
              weekdayCost: Math.round(t.price / 20 / 10) * 10,
              saturdayCost: Math.round(t.price / 25 / 10) * 10,
            })
          : null,
        eTicket: isE
          ? t.eTicket === undefined
            ? { state: 'Unknown', utn: utnOf(id, eTicketNo), isUsed: false, isBlacklisted: false }
            : t.eTicket
          : null,
      };
    });
    return {
      fareId: `F${fi + 1}`,
      name: f.type.name,
      isPlusBus: f.isPlusBus ?? f.type.isPlusBus,
      routeDescription: f.isPlusBus ? 'PlusBus zone' : route % 2 ? 'Any permitted' : 'Not via London',
      ticketTypeCode: f.type,
      outwardJourney: journey(f.validFrom, f.validTo, route, depart),
      returnJourney: f.returnJourney
        ? journey(f.validFrom, f.validTo, route, new Date(depart.getTime() + 9 * 3_600_000), true)
        : null,
      tickets,
    };
  });
  const ticketsTotal = fares.flatMap((f) => f.tickets).reduce((s, t) => s + t.price, 0);
  const sundries: Sundry[] = (spec.sundries ?? []).map((s, i) => ({
    id: `S${i + 1}`,
    ...s,
    refunded: false,
    refundAmount: 0,
  }));
  const charged = sundries.filter((x) => !spec.discountSundryCodes?.includes(x.code));
  const total =
    ticketsTotal +
    charged.reduce((s, x) => s + x.price, 0) -
    (spec.discount?.fixedAmount ?? 0) +
    (spec.charity?.amount ?? 0);
  const payments = emptyPayments();
  const paymentSpecs = spec.payments ?? [{ list: 'cards', amount: total }];
  paymentSpecs.forEach((p, i) =>
    payments[p.list].push(payment(p, i + 1, id, spec.buyerName, spec.buyerEmail, purchaseDate)),
  );
  refreshPaymentStatuses(payments);
  const trail: PaymentTrailRow[] = paymentSpecs.map((p, i) => {
    const pay = payments[p.list].find((x) => x.id === `P${i + 1}`)!;
    return {
      id: `PT${i + 1}`,
      date: iso(purchaseDate).slice(0, 10),
      datetime: iso(purchaseDate),
      description: `Payment by ${pay.type.replace('_', ' ').toLowerCase()}`,
      card: typeof pay.pan === 'string' ? pay.pan : null,
      transactionReference: `TX${id}${i + 1}`,
      change: p.amount,
    };
  });
  return {
    orderType: 'RAIL',
    bookingReference: `SBR${String(id).padStart(8, '0')}`,
    orderNumber: `ON${id}`,
    refundCanBeAttemptedOnline: true,
    delivery,
    trips: [
      {
        id: 'TR1',
        bookingReference: `SBR${String(id).padStart(8, '0')}`,
        bookingStatus: 'CONFIRMED',
        itso: spec.itso ?? delivery.isSmartcard,
        fares,
      },
    ],
    refunds: { log: [], prohibited: false },
    refundRejectionDate: null,
    refundRejectReason: null,
    refundRejectOtherReason: null,
    rewardName: null,
    rewardCode: null,
    rewardExpiryDate: null,
    rewardPoints: 0,
    paymentTrail: trail,
    payments,
    changeoverPayments: emptyPayments(),
    discount: spec.discount ?? null,
    sundries,
    charity: spec.charity ?? null,
    sentEmails: [
      {
        id: 1,
        dateSent: iso(new Date(purchaseDate.getTime() + 60_000)),
        template: 'ORDER_CONFIRMATION',
        recipientEmail: spec.buyerEmail,
        status: 'DELIVERED',
        isOpened: id % 3 !== 0,
      },
    ],
    changeovers: [],
    digitalRailcard: null,
    fulfilment: { fulfilled: true, date: iso(new Date(purchaseDate.getTime() + 3_600_000)) },
    eTicketLookup: 'ok',
    alreadyPaidForRefund: false,
    refundRecords: [],
    paymentRefunds: [],
  };
}

/** Total paid of a detail (what its payments charged). */
export function paidTotal(detail: Pick<OrderDetail, 'payments'>): number {
  return Object.values(detail.payments)
    .flat()
    .reduce((s, p) => s + p.amount, 0);
}

/** Recomputes each payment's refund status from its amounts. */
export function refreshPaymentStatuses(payments: Payments): void {
  for (const p of Object.values(payments).flat()) {
    p.refundStatus = paymentRefundStatus(p.amount, p.refundAmount);
    if ('refunded' in p) p.refunded = p.refundStatus === 'PAYMENT_FULL_REFUND';
    if (p.type === 'VOUCHER') p.amountRefunded = p.refundAmount;
  }
}

// ------------------------------------------------------------------ bulk orders

export interface BulkOrderRow {
  id: number;
  state: string;
  purchaseDate: Date;
  deliveryType: string;
  total: number;
}

export interface Buyer {
  name: string;
  email: string;
  smartcardNumber: string | null;
  photocardId: string | null;
}

/** Tickets of a bulk order: 1 + id % 3 (the seed's UTN SQL relies on this count). */
export const bulkTicketCount = (id: number) => 1 + (id % 3);

/**
 * The detail of a seeded bulk order (stored `{}`), built deterministically from its row so that it agrees with the
 * row: the tickets add up to `total`, e-ticket UTNs are those the seed wrote to `utns`, S-ticket and smartcard
 * orders hold a season. Refunded / rejected states get their refund log or rejection. `applyRefund` is passed in
 * to keep this module free of the refund logic.
 */
export function bulkDetail(
  row: BulkOrderRow,
  buyer: Buyer,
  applyRefundFn: (detail: OrderDetail, ticketIds: string[], at: Date) => void,
): OrderDetail {
  // fixed-seed PRNG: a bulk order's detail is the same on every read
  const random = mulberry32(row.id);
  const n = bulkTicketCount(row.id);
  const season = row.deliveryType === 'S-ticket' || (row.deliveryType === 'Smartcard' && random() < 0.5);
  const types = [
    TICKET_TYPES.offPeakReturn,
    TICKET_TYPES.anytimeSingle,
    TICKET_TYPES.advance,
    TICKET_TYPES.firstAnytimeReturn,
    TICKET_TYPES.rover,
  ];
  const type = season
    ? [TICKET_TYPES.weekly, TICKET_TYPES.monthly, TICKET_TYPES.annual][row.id % 3]
    : types[Math.floor(random() * types.length)];
  const start = addDays(row.purchaseDate, season ? 1 : Math.floor(random() * 20));
  const end = addDays(start, type.validityPeriod ?? 1);
  // split the total into n prices, every ticket at least 100p where the total allows
  const prices: number[] = [];
  let left = row.total;
  for (let k = 0; k < n; k++) {
    const share = k === n - 1 ? left : Math.max(0, Math.floor(row.total / n));
    prices.push(share);
    left -= share;
  }
  const railcard =
    random() < 0.25
      ? {
          type: 'RAILCARD',
          code: ['YNG', 'SRN', 'DIS', 'TSU'][row.id % 4],
          amount: Math.round(row.total / 3 / n),
          minAdults: 1,
          minChildren: 0,
        }
      : null;
  const lists: PaymentList[] = ['cards', 'cards', 'cards', 'paypal', 'amazonPay', 'applePay', 'googlePay'];
  const detail = buildDetail({
    id: row.id,
    purchaseDate: row.purchaseDate,
    deliveryType: row.deliveryType,
    buyerName: buyer.name,
    buyerEmail: buyer.email,
    smartcardNumber: buyer.smartcardNumber,
    address: {
      name: 'Home',
      line1: `${1 + (row.id % 180)} High Street`,
      line2: null,
      line3: null,
      town: 'Brighton',
      postCode: 'BN1 1AA',
      country: 'GBR',
    },
    fares: [
      {
        type,
        validFrom: start,
        validTo: end,
        returnJourney: type.code.endsWith('R'),
        tickets: prices.map((price) => ({
          price,
          discount: railcard,
          printed: row.deliveryType === 'Postal' || row.deliveryType === 'Ticket on departure',
          photocardNumber: season ? buyer.photocardId : null,
        })),
      },
    ],
    payments: [{ list: lists[Math.floor(random() * lists.length)], amount: row.total }],
  });
  detail.fulfilment = { fulfilled: random() < 0.85, date: null };
  if (detail.fulfilment.fulfilled) detail.fulfilment.date = iso(addDays(row.purchaseDate, 0.05));
  if (random() < 0.2) {
    detail.rewardName = 'Nectar';
    detail.rewardCode = `NECTAR${row.id % 1000}`;
    detail.rewardPoints = Math.floor(row.total / 100);
    detail.rewardExpiryDate = iso(addDays(row.purchaseDate, 365)).slice(0, 10);
  }
  if (row.state === 'Refunded') {
    const ids = detail.trips[0].fares[0].tickets.map((t) => t.id);
    applyRefundFn(detail, random() < 0.5 || ids.length === 1 ? ids : ids.slice(0, 1), addDays(row.purchaseDate, 2));
  }
  if (row.state === 'RefundRejected') {
    detail.refundRejectionDate = iso(addDays(row.purchaseDate, 3));
    detail.refundRejectReason = ['ADVANCE', 'NO_VALUE', 'REFUND_PERIOD_EXPIRED', 'MISSING_TICKETS'][row.id % 4];
    detail.refunds.log.unshift({
      id: 'RJ1',
      refundId: null,
      created: detail.refundRejectionDate,
      date: detail.refundRejectionDate,
      action: 'REFUND_REJECTED',
      user: { id: null, email: 'supervisor@sandbox.example' },
      refundVia: null,
      note: null,
      amount: 0,
      fee: 0,
      reasonCode: detail.refundRejectReason,
      caseReference: null,
      calculations: [],
    });
  }
  return detail;
}
