// Order details and showcase orders (000 §3 Order, §4 states, §9 fulfilment codes and payment kinds).
// Bulk orders (server/db/seed.ts ordersSql) keep detail `{}` and get a deterministic detail built from their id when
// read (server/handlers/orders/orderDetail.ts bulkDetail); here they only get what the search needs: the UTNs of
// e-ticket orders, a smartcard only where the customer has one, and a few amended ones.
// Showcase orders: one per SHOWCASE_KINDS entry in EVERY brand, each with its own customer of the same id
// (e-mail showcase.{kind}@{brand}.example), so tests and demos find every state, fulfilment method, payment kind and
// refund case with showcaseOrderId(brands, brand, kind). Dates count from the seeding day (seasons are in use).
import { sql } from 'drizzle-orm';
import { orderTickets } from '../../../src/domain/order';
import { applyRefund, refundWholeTickets } from '../../handlers/orders/applyRefund';
import {
  TICKET_TYPES,
  addDays,
  buildDetail,
  flexiTicketType,
  bulkTicketCount,
  type DetailSpec,
  type FareSpec,
  type OrderDetail,
} from '../../handlers/orders/orderDetail';
import { loadBrandProfiles } from '../../brands';
import type { Db } from '../connect';

export const SHOWCASE_KINDS = [
  'complete',
  'completeNotFulfilled',
  'incomplete',
  'canceled',
  'expired',
  'pending',
  'refundedFull',
  'refundedPartial',
  'amending',
  'underReview',
  'fraud',
  'fulfilRefundFailure',
  'refundRejected',
  'smartcardSwap',
  'amended',
  'prohibited',
  'notOnline',
  'smartcard',
  'selfPrint',
  'ticketOnDeparture',
  'eTicket',
  'sTicket',
  'postal',
  'paypal',
  'amazonPay',
  'applePay',
  'googlePay',
  'vouchers',
  'mixedPayments',
  'seasonWeekly',
  'seasonMonthly',
  'seasonAnnualItso',
  'seasonNotCollected',
  'seasonIncomplete',
  'seasonExpired',
  'flexi',
  'advance',
  'plusBus',
  'eTicketsBlacklisted',
  'eTicketLookup404',
  'eTicketLookupError',
  'smartcardInactive',
  'smartcardHotlisted',
  'thirtyTickets',
  'bookingFee',
  'orderDiscount',
  'charity',
  'rewards',
  'sentEmails',
  'printed',
  'drc',
  'expensive',
  'warrant',
  'changeover',
] as const;

export type ShowcaseKind = (typeof SHOWCASE_KINDS)[number];

const SHOWCASE_BASE = 90_000_000;

/**
 * Id of a brand's showcase order of a kind (also the id of its own customer).
 * @example showcaseOrderId(allBrandIds(), 'southern', 'complete')
 */
export function showcaseOrderId(brands: readonly string[], brand: string, kind: ShowcaseKind): number {
  const index = brands.indexOf(brand);
  if (index < 0) throw new Error(`Unknown brand ${brand}`);
  const k = SHOWCASE_KINDS.indexOf(kind);
  if (k < 0) throw new Error(`Unknown showcase kind ${kind}`);
  return SHOWCASE_BASE + index * 1000 + k + 1;
}

/** Sundry code of the showcase order-level discount (brands list it in config orderLevelDiscountSundries). */
export const SHOWCASE_DISCOUNT_SUNDRY = '91400';

export interface OrderSeedOptions {
  brands: string[];
  now?: Date;
}

/**
 * SQL of a bulk order's `was_amended` and `utns` columns, computed in its INSERT (server/db/seed.ts ordersSql) rather
 * than by UPDATEs afterwards (which rewrote every order row and its GIN index, most of the orders' seed time):
 * a few amended Complete orders, and the UTNs bulkDetail gives the order's e-tickets (utnOf, bulkTicketCount).
 * @example bulkOrderExtrasSql('o') // "o.state = 'Complete' AND o.id % 23 = 0, CASE … END"
 */
export function bulkOrderExtrasSql(row: string): string {
  void bulkTicketCount; // the `1 + id % 3` below repeats it
  return `${row}.state = 'Complete' AND ${row}.id % 23 = 0,
          CASE WHEN ${row}.delivery_type = 'E-ticket'
               THEN ARRAY(SELECT upper(substr(md5('utn:' || ${row}.id || ':' || k), 1, 11))
                          FROM generate_series(1, 1 + (${row}.id % 3)::int) AS k)
               ELSE '{}'::text[] END`;
}

export async function seedOrders(t: Db, { brands, now = new Date() }: OrderSeedOptions): Promise<void> {
  const customers: ReturnType<typeof sql>[] = [];
  const orders: ReturnType<typeof sql>[] = [];
  const statuses: ReturnType<typeof sql>[] = [];
  const profiles = loadBrandProfiles(brands);
  brands.forEach((brand) => {
    const flexiCode = profiles.get(brand)!.config.flexiTicketTypeCode;
    for (const kind of SHOWCASE_KINDS) {
      const id = showcaseOrderId(brands, brand, kind);
      const s = showcase(kind, id, brand, now, flexiCode);
      const first = 'Showcase';
      const surname = kind.charAt(0).toUpperCase() + kind.slice(1);
      const email = `showcase.${kind}@${brand}.example`.toLowerCase();
      const isrn = s.smartcardStatus ? `633597${String(id).padStart(12, '0')}` : null;
      customers.push(sql`(${id}, ${brand}, 'Mx', ${first}, ${surname}, ${email}, ${'07700' + String(id % 1_000_000).padStart(6, '0')},
        'BN1 1AA', ${isrn}, ${s.photocard ? `PC${id}` : null}, '1980-05-17')`);
      const detail = s.build({ name: `${first} ${surname}`, email, isrn, photocard: s.photocard ? `PC${id}` : null });
      const utns = orderTickets(detail).flatMap(({ ticket }) => (ticket.eTicket ? [ticket.eTicket.utn] : []));
      const total = Object.values(detail.payments)
        .flat()
        .reduce((sum, p) => sum + p.amount, 0);
      orders.push(sql`(${id}, ${brand}, ${id}, ${s.state}, ${s.purchaseDate.toISOString()}, ${s.channel ?? 'Web'}, ${s.deliveryType},
        ${s.collectionReference ?? null}, ${total}, ${s.wasAmended ?? false},
        ${
          utns.length
            ? sql`ARRAY[${sql.join(
                utns.map((u) => sql`${u}`),
                sql`, `,
              )}]::text[]`
            : sql`'{}'::text[]`
        },
        ${JSON.stringify(detail)}::jsonb)`);
      if (isrn && s.smartcardStatus !== 'ACTIVE') statuses.push(sql`(${isrn}, ${s.smartcardStatus})`);
    }
  });
  await t.execute(sql`INSERT INTO customers (id, brand, title, first_names, surname, email, telephone_number, postcode,
                        smartcard_number, photocard_id, date_of_birth) OVERRIDING SYSTEM VALUE VALUES ${sql.join(customers, sql`, `)}`);
  await t.execute(sql`INSERT INTO orders (id, brand, customer_id, state, purchase_date, channel, delivery_type,
                        collection_reference, total, was_amended, utns, detail) OVERRIDING SYSTEM VALUE VALUES ${sql.join(orders, sql`, `)}`);
  if (statuses.length)
    await t.execute(sql`INSERT INTO smartcard_statuses (isrn, status) VALUES ${sql.join(statuses, sql`, `)}`);
}

// ---------------------------------------------------------------- showcase definitions

interface ShowcaseBuyer {
  name: string;
  email: string;
  isrn: string | null;
  photocard: string | null;
}

interface Showcase {
  state: string;
  deliveryType: string;
  purchaseDate: Date;
  channel?: string;
  collectionReference?: string;
  wasAmended?: boolean;
  /** the customer gets a smartcard with this status */
  smartcardStatus?: 'ACTIVE' | 'HOTLISTED' | 'INACTIVE';
  photocard?: boolean;
  build(buyer: ShowcaseBuyer): OrderDetail;
}

/** `flexiCode`: the brand's flexiTicketTypeCode, the code of its flexi season. */
function showcase(kind: ShowcaseKind, id: number, brand: string, now: Date, flexiCode: string): Showcase {
  const bought = addDays(now, -5);
  const travel = addDays(now, 10);
  const returns = (n: number, price = 2500, from = travel): FareSpec => ({
    type: TICKET_TYPES.offPeakReturn,
    validFrom: from,
    validTo: addDays(from, 30),
    returnJourney: true,
    tickets: Array.from({ length: n }, () => ({ price })),
  });
  const season = (type: FareSpec['type'], from: Date, over: Partial<FareSpec['tickets'][number]> = {}): FareSpec => ({
    type,
    validFrom: from,
    validTo: addDays(from, type.validityPeriod ?? 7),
    tickets: [{ price: type === TICKET_TYPES.annual ? 420000 : type === TICKET_TYPES.weekly ? 4500 : 17500, ...over }],
  });
  const base = (deliveryType: string, state = 'Complete', extra: Partial<Showcase> = {}) => ({
    state,
    deliveryType,
    purchaseDate: bought,
    ...extra,
  });
  const make =
    (spec: Omit<DetailSpec, 'id' | 'purchaseDate' | 'buyerName' | 'buyerEmail'>, after?: (d: OrderDetail) => void) =>
    (buyer: ShowcaseBuyer) => {
      const d = buildDetail({
        id,
        purchaseDate: bought,
        buyerName: buyer.name,
        buyerEmail: buyer.email,
        smartcardNumber: buyer.isrn,
        ...spec,
      });
      // a season is issued against its buyer's photocard, the one the order search (and quick lookup) finds it by
      for (const { ticket } of orderTickets(d)) if (ticket.season) ticket.passenger.photocardNumber = buyer.photocard;
      after?.(d);
      return d;
    };
  const plain = (
    deliveryType: string,
    state: string,
    after?: (d: OrderDetail) => void,
    fares = [returns(2)],
  ): Showcase => ({
    ...base(deliveryType, state),
    build: make({ deliveryType, fares }, after),
  });
  const itsoSeason = (
    type: FareSpec['type'],
    status: Showcase['smartcardStatus'],
    over: Partial<FareSpec['tickets'][number]> = {},
    from = addDays(now, -10),
  ): Showcase => ({
    ...base('Smartcard'),
    smartcardStatus: status,
    photocard: true,
    build: make({ deliveryType: 'Smartcard', itso: true, fares: [season(type, from, over)] }),
  });
  const paper = (type: FareSpec['type'], from: Date, over: Partial<FareSpec['tickets'][number]> = {}): Showcase => ({
    ...base('Ticket on departure', 'Complete', { collectionReference: `SC${String(id).slice(-6)}` }),
    photocard: true,
    build: make({ deliveryType: 'Ticket on departure', fares: [season(type, from, { printed: true, ...over })] }),
  });
  const paidBy = (payments: DetailSpec['payments'], fares = [returns(2)]): Showcase => ({
    ...base('E-ticket'),
    build: make({ deliveryType: 'E-ticket', fares, payments }),
  });
  const when = addDays(now, -2);

  switch (kind) {
    case 'complete':
      return plain('Self-print', 'Complete');
    case 'completeNotFulfilled':
      return plain('Postal', 'Complete', (d) => {
        d.fulfilment = { fulfilled: false, date: null };
      });
    case 'incomplete':
      return plain('Self-print', 'Incomplete', (d) => {
        d.payments.cards[0].status = 'FAILED';
        d.fulfilment = { fulfilled: false, date: null };
      });
    case 'canceled':
      return plain('Self-print', 'Canceled', (d) => {
        d.payments.cards[0].status = 'CANCELLED';
      });
    case 'expired':
      return plain(
        'Self-print',
        'Expired',
        (d) => {
          d.payments.cards[0].status = 'EXPIRED';
        },
        [returns(1, 2500, addDays(now, -60))],
      );
    case 'pending':
      return plain('E-ticket', 'Pending', (d) => {
        d.fulfilment = { fulfilled: false, date: null };
      });
    case 'refundedFull':
      return plain('Self-print', 'Refunded', (d) => refundWholeTickets(d, ids(d), when));
    case 'refundedPartial':
      return plain('Self-print', 'Refunded', (d) => {
        applyRefund(d, {
          refundId: 'R1',
          at: when,
          action: 'REFUND',
          user: { id: null, email: `agent@${brand}.example` },
          reasonCode: 1,
          fee: 1000,
          caseReference: 'CS-1001',
          note: 'Customer no longer travelling',
          tickets: [{ id: ids(d)[0], amount: 2500 }],
          sundries: [],
          payments: [{ type: 'CARD', id: 'P1', amount: 1500 }],
          total: 1500,
          manual: null,
          rebook: null,
          surrenderDate: null,
          calculations: [],
        });
      });
    case 'amending':
      return plain('Self-print', 'Amending');
    case 'underReview':
      return plain('Self-print', 'UnderReview', (d) => {
        Object.assign(d.payments.cards[0], { underReview: true, status: 'REVIEW' });
      });
    case 'fraud':
      return plain('Self-print', 'Fraud', (d) => {
        d.payments.cards[0].status = 'FRAUD';
      });
    case 'fulfilRefundFailure':
      return plain('Self-print', 'FulfilRefundFailure');
    case 'refundRejected':
      return plain('Self-print', 'RefundRejected', (d) => {
        d.refundRejectionDate = when.toISOString();
        d.refundRejectReason = 'MISSING_TICKETS';
        d.refunds.log.unshift({
          id: 'RJ1',
          refundId: null,
          created: d.refundRejectionDate,
          date: d.refundRejectionDate,
          action: 'REFUND_REJECTED',
          user: { id: null, email: `supervisor@${brand}.example` },
          refundVia: null,
          note: null,
          amount: 0,
          fee: 0,
          reasonCode: 'MISSING_TICKETS',
          caseReference: null,
          calculations: [],
        });
      });
    case 'smartcardSwap':
      return { ...itsoSeason(TICKET_TYPES.monthly, 'ACTIVE'), state: 'SmartcardSwap' };
    case 'amended':
      return { ...plain('Self-print', 'Complete'), wasAmended: true };
    case 'prohibited':
      return plain('Self-print', 'Complete', (d) => {
        d.refunds.prohibited = true;
      });
    case 'notOnline':
      return plain('Self-print', 'Complete', (d) => {
        d.refundCanBeAttemptedOnline = false;
      });
    case 'smartcard':
      return {
        ...base('Smartcard'),
        smartcardStatus: 'ACTIVE',
        build: make({
          deliveryType: 'Smartcard',
          itso: true,
          fares: [{ ...returns(2), type: TICKET_TYPES.anytimeSingle, returnJourney: false }],
        }),
      };
    case 'selfPrint':
      return plain('Self-print', 'Complete');
    case 'ticketOnDeparture':
      return {
        ...base('Ticket on departure', 'Complete', { collectionReference: `TOD${String(id).slice(-5)}` }),
        build: make({
          deliveryType: 'Ticket on departure',
          collectionLocation: { nlc: '5268', name: 'Brighton' },
          fares: [returns(2)],
        }),
      };
    case 'eTicket':
      return plain('E-ticket', 'Complete');
    case 'sTicket':
      return {
        ...base('S-ticket'),
        photocard: true,
        build: make({ deliveryType: 'S-ticket', fares: [season(TICKET_TYPES.monthly, addDays(now, -10))] }),
      };
    case 'postal':
      return {
        ...base('Postal'),
        build: make({
          deliveryType: 'Postal',
          address: {
            name: 'Home',
            line1: '1 Queens Road',
            line2: 'Flat 2',
            line3: null,
            town: 'Brighton',
            postCode: 'BN1 3XE',
            country: 'GBR',
          },
          fares: [returns(1)],
        }),
      };
    case 'paypal':
      return paidBy([{ list: 'paypal', amount: 5000 }]);
    case 'amazonPay':
      return paidBy([{ list: 'amazonPay', amount: 5000 }]);
    case 'applePay':
      return paidBy([{ list: 'applePay', amount: 5000 }]);
    case 'googlePay':
      return paidBy([{ list: 'googlePay', amount: 5000 }]);
    case 'vouchers':
      return paidBy([
        { list: 'vouchers', amount: 3000, voucherId: id % 10000, originalAmount: 3000 },
        { list: 'vouchers', amount: 2000, voucherId: (id % 10000) + 1, originalAmount: 5000 },
      ]);
    case 'mixedPayments':
      return paidBy([
        { list: 'cards', amount: 2000 },
        { list: 'vouchers', amount: 1000, originalAmount: 1000 },
        { list: 'paypal', amount: 2000 },
      ]);
    case 'seasonWeekly':
      return paper(TICKET_TYPES.weekly, addDays(now, -3));
    case 'seasonMonthly':
      return paper(TICKET_TYPES.monthly, addDays(now, -10));
    // an annual season costs about 40 weeks of weeklies: 100 days used leave most of it to refund (demo data must demonstrate)
    case 'seasonAnnualItso':
      return itsoSeason(
        TICKET_TYPES.annual,
        'ACTIVE',
        { season: { collected: true, weeklyCost: 10500, weekdayCost: 2100, saturdayCost: 1700 } },
        addDays(now, -100),
      );
    case 'seasonNotCollected':
      return paper(TICKET_TYPES.monthly, addDays(now, -4), {
        printed: false,
        season: { collected: false, weeklyCost: 4500, weekdayCost: 1100, saturdayCost: 900 },
      });
    case 'seasonIncomplete':
      return paper(TICKET_TYPES.monthly, addDays(now, -10), {
        season: { collected: true, weeklyCost: 4500, weekdayCost: null, saturdayCost: null },
      });
    case 'seasonExpired':
      return paper(TICKET_TYPES.weekly, addDays(now, -20));
    case 'flexi':
      return itsoSeason(flexiTicketType(flexiCode), 'ACTIVE', { price: 9600, unusedPasses: 3 });
    case 'advance':
      return plain('E-ticket', 'Complete', undefined, [
        { type: TICKET_TYPES.advance, validFrom: travel, validTo: addDays(travel, 1), tickets: [{ price: 1800 }] },
        returns(1),
      ]);
    case 'plusBus':
      return plain('Self-print', 'Complete', undefined, [
        returns(1),
        {
          type: TICKET_TYPES.plusBus,
          isPlusBus: true,
          validFrom: travel,
          validTo: addDays(travel, 1),
          tickets: [{ price: 350 }],
        },
      ]);
    case 'eTicketsBlacklisted':
      return plain('E-ticket', 'Complete', (d) => {
        for (const { ticket } of orderTickets(d))
          Object.assign(ticket.eTicket!, { state: 'Blacklisted', isBlacklisted: true });
      });
    case 'eTicketLookup404':
      return plain('E-ticket', 'Complete', (d) => {
        d.eTicketLookup = 'notFound';
        for (const { ticket } of orderTickets(d)) ticket.eTicket = null;
      });
    case 'eTicketLookupError':
      return plain('E-ticket', 'Complete', (d) => {
        d.eTicketLookup = 'error';
      });
    case 'smartcardInactive':
      return itsoSeason(TICKET_TYPES.monthly, 'INACTIVE');
    case 'smartcardHotlisted':
      return itsoSeason(TICKET_TYPES.monthly, 'HOTLISTED');
    case 'thirtyTickets':
      return plain('Self-print', 'Complete', undefined, [
        returns(10, 2500),
        { ...returns(10, 1900), type: TICKET_TYPES.anytimeSingle, returnJourney: false },
        { ...returns(10, 3200), type: TICKET_TYPES.firstAnytimeReturn },
      ]);
    case 'bookingFee':
      return {
        ...base('Self-print'),
        build: make({
          deliveryType: 'Self-print',
          fares: [returns(2)],
          sundries: [{ code: '91354', name: 'Booking fee', price: 150 }],
        }),
      };
    case 'orderDiscount':
      return {
        ...base('Self-print'),
        build: make({
          deliveryType: 'Self-print',
          fares: [returns(2)],
          discount: { code: 'SPRING10', fixedAmount: 500 },
          sundries: [{ code: SHOWCASE_DISCOUNT_SUNDRY, name: 'Promotional discount', price: 500 }],
          discountSundryCodes: [SHOWCASE_DISCOUNT_SUNDRY],
        }),
      };
    case 'charity':
      return {
        ...base('Self-print'),
        build: make({
          deliveryType: 'Self-print',
          fares: [returns(2)],
          charity: { name: 'Railway Children', amount: 35 },
        }),
      };
    case 'rewards':
      return plain('Self-print', 'Complete', (d) => {
        Object.assign(d, {
          rewardName: 'Nectar',
          rewardCode: 'NECTAR-2025',
          rewardExpiryDate: addDays(now, 365).toISOString().slice(0, 10),
          rewardPoints: 50,
        });
        for (const { ticket } of orderTickets(d)) ticket.rewardPoints = 25;
      });
    case 'sentEmails':
      return plain('E-ticket', 'Complete', (d) => {
        d.sentEmails.push(
          {
            id: 2,
            dateSent: addDays(bought, 0.01).toISOString(),
            template: 'ETICKET',
            recipientEmail: d.sentEmails[0].recipientEmail,
            status: 'DELIVERED',
            isOpened: true,
          },
          {
            id: 3,
            dateSent: addDays(bought, 1).toISOString(),
            template: 'TRAVEL_REMINDER',
            recipientEmail: d.sentEmails[0].recipientEmail,
            status: 'BOUNCED',
            isOpened: false,
          },
        );
      });
    case 'printed':
      return {
        ...base('Ticket on departure', 'Complete', { collectionReference: `PRN${String(id).slice(-5)}` }),
        build: make({
          deliveryType: 'Ticket on departure',
          fares: [
            {
              ...returns(2),
              tickets: [
                { price: 2500, printed: true, todTicketNumbers: ['12345-01-10-25-BRI1'] },
                { price: 2500, printed: true, todTicketNumbers: ['12346-01-10-25-BRI1'] },
              ],
            },
          ],
        }),
      };
    case 'drc':
      return {
        ...base('E-ticket'),
        build: make({ deliveryType: 'E-ticket', fares: [], payments: [{ list: 'cards', amount: 3000 }] }, (d) => {
          d.orderType = 'DRC';
          d.trips = [];
          d.digitalRailcard = {
            railcardCode: 'YNG',
            railcardName: '16-25 Railcard',
            railcardNumber: `DRC${id}`,
            holderName: 'Showcase Drc',
            validFrom: bought.toISOString().slice(0, 10),
            validTo: addDays(bought, 365).toISOString().slice(0, 10),
          };
        }),
      };
    case 'expensive':
      return plain('Self-print', 'Complete', undefined, [
        { ...returns(1, 300000), type: TICKET_TYPES.firstAnytimeReturn },
      ]);
    case 'warrant':
      return paidBy([{ list: 'warrants', amount: 5000 }]);
    case 'changeover':
      return {
        ...base('S-ticket'),
        photocard: true,
        build: make({ deliveryType: 'S-ticket', fares: [season(TICKET_TYPES.monthly, addDays(now, -10))] }, (d) => {
          d.changeovers = [
            {
              id: 'C1',
              date: addDays(now, -3).toISOString(),
              fromOrderId: id,
              toOrderId: id,
              description: 'Changed destination to London Bridge',
              amount: 1200,
            },
          ];
          d.changeoverPayments.cards.push({ ...d.payments.cards[0], id: 'CP1', amount: 1200 });
        }),
      };
  }
}

const ids = (d: OrderDetail) => orderTickets(d).map(({ ticket }) => ticket.id);
