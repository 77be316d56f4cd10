// Deterministic smartcards (001 §3 Smartcard, Smartcard product, Gold card replacement, Smartcard approval, Smartcard
// transfer; 001 §4 states), in every brand.
//
// Every customer with a smartcard number (server/db/seed.ts, server/db/seed/orders.ts) gets that card, ACTIVE unless
// the order showcase gave it another status; the cards of customers up to customerLimit carry a season ticket and,
// where KeyGo is on, a KeyGo product. All of it set-based, so seeding stays fast at any scale.
//
// Known cases: one customer per SMARTCARD_CASES entry in every brand (smartcardCaseId(brands, brand, kind), e-mail
// smartcard.{kind}@{brand}.example), whose card (same id, ISRN smartcardCaseIsrn(id)) and, where the case is about
// one, approval, transfer, child card or swap (same id again) hold the situation the name says.
import { sql, type SQL } from 'drizzle-orm';
import { londonToday } from '../../../src/domain/londonToday';
import type { Db } from '../connect';
import { SMARTCARD_SEQUENCED_TABLES } from '../schema/smartcards';
import { pick, rnd } from './sqlRandom';

export const SMARTCARD_CASES = [
  'active',
  'goldCard',
  'goldCardBlocked',
  'expiredProduct',
  'cancellingProduct',
  'hotlistedProduct',
  'hotlistedCard',
  'inactiveCard',
  'emptyCard',
  'noCard',
  'registered',
  'under16',
  'replacementUnavailable',
  'replacementPending',
  'replacementCompleted',
  'replacementFailed',
  'promoDiscount',
  'approvalPortrait',
  'approvalLandscape',
  'approvalApproved',
  'approvalRejected',
  'transferPending',
  'transferVerified',
  'transferRejected',
  'transferCancelled',
  'transferRecipient',
  'childPending',
  'childVerified',
  'childRejected',
  'swapPending',
  'swapVerified',
  'swapRejected',
] as const;

export type SmartcardCase = (typeof SMARTCARD_CASES)[number];

const CASE_BASE = 91_000_000;

/**
 * Id of a brand's smartcard case customer — also the id of its card and of its approval, transfer, child card or swap.
 * @example smartcardCaseId(allBrandIds(), 'southern', 'goldCard') // 91000002
 */
export function smartcardCaseId(brands: readonly string[], brand: string, kind: SmartcardCase): number {
  const index = brands.indexOf(brand);
  if (index < 0) throw new Error(`Unknown brand ${brand}`);
  const k = SMARTCARD_CASES.indexOf(kind);
  if (k < 0) throw new Error(`Unknown smartcard case ${kind}`);
  return CASE_BASE + index * 1000 + k + 1;
}

/** ISRN of a case card: the brand prefix 633597 and the id in 12 digits. */
export function smartcardCaseIsrn(id: number): string {
  return `633597${String(id).padStart(12, '0')}`;
}

/** Reference of the n-th product (1-based) of a case card. */
export function smartcardCaseProductRef(id: number, n: number): string {
  return `SCP${id}-${n}`;
}

/** Cases without a card of their own. */
const CARDLESS: ReadonlySet<SmartcardCase> = new Set([
  'noCard',
  'registered',
  'approvalPortrait',
  'approvalLandscape',
  'approvalApproved',
  'approvalRejected',
]);

export const SEED_STATIONS = [
  'Brighton',
  'London Victoria',
  'Gatwick Airport',
  'Three Bridges',
  'Haywards Heath',
  'East Croydon',
  'London Bridge',
  'Bedford',
  'St Albans City',
  'Cambridge',
  'Ashford International',
  'Tonbridge',
  'Sevenoaks',
  'Horsham',
  'Lewes',
] as const;

const DAY = 86_400_000;

export interface SmartcardSeedOptions {
  brands: string[];
  /** only cards of customers up to this id get products (large scale) */
  customerLimit: number;
  now?: Date;
}

export async function seedSmartcards(
  t: Db,
  { brands, customerLimit, now = new Date() }: SmartcardSeedOptions,
): Promise<void> {
  // bulk cards and products count back from the seeding day (bulkDataEnd), so as many seasons are current on any day
  const today = londonToday(now);
  await t.execute(bulkCardsSql(today));
  await t.execute(bulkProductsSql(customerLimit, today));
  await seedCases(t, brands, now);
  for (const table of SMARTCARD_SEQUENCED_TABLES) {
    await t.execute(
      sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT coalesce(max(id), 1) FROM ${table}))`),
    );
  }
  for (const table of ['smartcard_products', 'smartcard_replacements', 'gold_card_replacements']) {
    await t.execute(
      sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT coalesce(max(id), 1) FROM ${table}))`),
    );
  }
}

// ---------------------------------------------------------------- bulk

function bulkCardsSql(today: string) {
  // The order showcase names the status of its customers' cards (HOTLISTED, INACTIVE) in smartcard_statuses.
  return sql.raw(`
    INSERT INTO smartcards (id, brand, customer_id, isrn, card_status, card_type, passenger_type, date_issued, expiry_date,
                            keygo_enabled, keygo_manual_fill_count)
    OVERRIDING SYSTEM VALUE
    SELECT c.id, c.brand, c.id, c.smartcard_number, coalesce(s.status, 'ACTIVE'), 'ITSO', 'ADULT', d.issued, d.issued + 3650,
           ${rnd('c.id', 70, 3)} = 0, ${rnd('c.id', 71, 4)}::int
    FROM customers c
    LEFT JOIN smartcard_statuses s ON s.isrn = c.smartcard_number
    CROSS JOIN LATERAL (SELECT date '${today}' - ${rnd('c.id', 72, 1500)}::int AS issued) AS d
    WHERE c.smartcard_number IS NOT NULL
  `);
}

function bulkProductsSql(customerLimit: number, today: string) {
  const periods = `(ARRAY[7, 30, 30, 365])[1 + ${rnd('s.id', 73, 4)}]`;
  return sql.raw(`
    INSERT INTO smartcard_products (smartcard_id, reference, product_type, origin_name, destination_name, status, description,
                                    travel_class, route, valid_from, valid_to, validity_period, is_season, typ, ptyp)
    SELECT s.id, 'SP' || s.id, 'season', p.origin, p.destination, 'ACTIVE',
           CASE p.period WHEN 7 THEN 'Weekly Season' WHEN 30 THEN 'Monthly Season' ELSE 'Annual Season' END,
           'STANDARD', 'Any permitted', p.valid_from, p.valid_from + p.period, p.period, true, 'SEASON', 'ADULT'
    FROM smartcards s
    CROSS JOIN LATERAL (SELECT ${pick(SEED_STATIONS, 's.id', 74)} AS origin, ${pick(SEED_STATIONS, 's.id', 75)} AS destination,
                               ${periods} AS period, date '${today}' - ${rnd('s.id', 76, 400)}::int AS valid_from) AS p
    WHERE s.customer_id <= ${customerLimit} AND s.id % 2 = 0
    UNION ALL
    SELECT s.id, 'KG' || s.id, 'keyGo', NULL, NULL, 'ACTIVE', 'KeyGo pay as you go', 'STANDARD', NULL, s.date_issued, NULL, NULL,
           false, 'KEYGO', 'ADULT'
    FROM smartcards s WHERE s.customer_id <= ${customerLimit} AND s.keygo_enabled
  `);
}

// ---------------------------------------------------------------- cases

interface ProductSpec {
  type: 'season' | 'flexi' | 'keyGo' | 'goldCard';
  status?: string;
  from: number; // days from today
  to: number | null;
  period?: number;
  hotlisted?: boolean;
}

const CASE_PRODUCTS: Partial<Record<SmartcardCase, ProductSpec[]>> = {
  active: [
    { type: 'season', from: -10, to: 20, period: 30 },
    { type: 'flexi', from: -5, to: 23, period: 28 },
    { type: 'keyGo', from: -200, to: null },
  ],
  goldCard: [{ type: 'goldCard', from: -100, to: 265, period: 1200 }],
  goldCardBlocked: [{ type: 'goldCard', from: -100, to: 265, period: 1200 }],
  expiredProduct: [{ type: 'season', from: -60, to: -30, period: 30 }],
  cancellingProduct: [{ type: 'season', status: 'CANCELLING', from: -10, to: 20, period: 30 }],
  hotlistedProduct: [{ type: 'season', from: -10, to: 20, period: 30, hotlisted: true }],
  hotlistedCard: [{ type: 'season', from: -10, to: 20, period: 30 }],
  inactiveCard: [{ type: 'keyGo', status: 'PENDING_CLOSURE', from: -300, to: null }],
  under16: [{ type: 'season', from: -3, to: 4, period: 7 }],
  replacementUnavailable: [{ type: 'season', from: -10, to: 20, period: 30 }],
  transferPending: [{ type: 'season', from: -2, to: 28, period: 30 }],
  transferVerified: [{ type: 'season', from: -40, to: 325, period: 365 }],
  transferRejected: [{ type: 'season', from: -12, to: 18, period: 30 }],
  transferCancelled: [{ type: 'season', from: -1, to: 6, period: 7 }],
};

const CARD_STATUS: Partial<Record<SmartcardCase, string>> = { hotlistedCard: 'HOTLISTED', inactiveCard: 'INACTIVE' };
const STATUS_OF: Record<string, string> = {
  approvalPortrait: 'pending',
  approvalLandscape: 'pending',
  approvalApproved: 'approved',
  approvalRejected: 'rejected',
  registered: 'pending',
  transferPending: 'pending',
  transferVerified: 'verified',
  transferRejected: 'rejected',
  transferCancelled: 'cancelled',
  childPending: 'pending',
  childVerified: 'verified',
  childRejected: 'rejected',
  swapPending: 'pending',
  swapVerified: 'verified',
  swapRejected: 'rejected',
};

async function seedCases(t: Db, brands: string[], now: Date): Promise<void> {
  const dayFrom = (days: number) => londonToday(new Date(now.getTime() + days * DAY));
  const ago = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
  const rows = {
    customers: [] as SQL[],
    addresses: [] as SQL[],
    cards: [] as SQL[],
    products: [] as SQL[],
    approvals: [] as SQL[],
    transfers: [] as SQL[],
    children: [] as SQL[],
    swaps: [] as SQL[],
    replacements: [] as SQL[],
    goldCards: [] as SQL[],
  };
  for (const brand of brands) {
    const id = (kind: SmartcardCase) => smartcardCaseId(brands, brand, kind);
    for (const [k, kind] of SMARTCARD_CASES.entries()) {
      const cid = id(kind);
      const surname = kind.charAt(0).toUpperCase() + kind.slice(1);
      const email = `smartcard.${kind}@${brand}.example`.toLowerCase();
      const hasCard = !CARDLESS.has(kind);
      const isrn = hasCard ? smartcardCaseIsrn(cid) : null;
      const dob = kind === 'under16' ? dayFrom(-12 * 365) : '1985-03-12';
      rows.customers.push(
        sql`(${cid}, ${brand}, 'Mx', 'Smartcard', ${surname}, ${email}, ${'07700' + String(900000 + k)}, 'BN1 1AA', ${isrn}, ${dob})`,
      );
      rows.addresses.push(
        sql`(${cid}, ${cid}, 'Home', ${'Smartcard ' + surname}, ${`${k + 1} Queens Road`}, 'Brighton', 'BN1 1AA', 'GBR', ${hasCard})`,
      );
      if (!hasCard) continue;
      rows.cards
        .push(sql`(${cid}, ${brand}, ${cid}, ${isrn}, ${CARD_STATUS[kind] ?? 'ACTIVE'}, ${kind === 'under16' ? 'CHILD' : 'ADULT'},
        ${dayFrom(-400)}, ${dayFrom(3250)}, ${kind === 'active' || kind === 'inactiveCard'}, ${kind === 'active' ? 2 : 0},
        ${kind === 'promoDiscount'}, ${kind === 'replacementUnavailable'})`);
      (CASE_PRODUCTS[kind] ?? []).forEach((p, n) => rows.products.push(productRow(cid, n + 1, p, k, dayFrom, now)));
    }
    const who = `supervisor@${brand}.example`;
    // approvals: portrait 360 × 480 and landscape 640 × 480 pictures; decided ones by a supervisor
    for (const kind of [
      'registered',
      'approvalPortrait',
      'approvalLandscape',
      'approvalApproved',
      'approvalRejected',
    ] as const) {
      const status = STATUS_OF[kind];
      const [w, h] = kind === 'approvalLandscape' ? [640, 480] : [360, 480];
      rows.approvals
        .push(sql`(${id(kind)}, ${brand}, ${id(kind)}, ${`smartcard.${kind}@${brand}.example`.toLowerCase()}, ${ago(3)}, ${kind === 'approvalLandscape'},
        ${status}, ${kind === 'approvalLandscape' ? 'Photo is landscape: asked the customer for a new one' : null},
        ${status === 'rejected' ? 'Photo does not show the face clearly' : null}, ${status === 'pending' ? null : who}, ${status === 'pending' ? null : ago(1)}, ${w}, ${h})`);
    }
    // transfers: the case customer's season ticket to the recipient case customer
    for (const kind of ['transferPending', 'transferVerified', 'transferRejected', 'transferCancelled'] as const) {
      const status = STATUS_OF[kind];
      const p = CASE_PRODUCTS[kind]![0];
      const from = id(kind);
      const to = id('transferRecipient');
      rows.transfers
        .push(sql`(${from}, ${brand}, ${status}, ${from}, ${to}, ${smartcardCaseProductRef(from, 1)}, ${`TN${from}`},
        ${dayFrom(p.from)}, ${dayFrom(p.to!)}, 'Brighton', 'London Victoria', 'STANDARD', ${p.period === 365 ? 'SAN' : p.period === 7 ? 'SWK' : 'SMN'},
        ${p.period === 365 ? 'Annual Season' : p.period === 7 ? 'Weekly Season' : 'Monthly Season'}, 'Brighton', ${`ORD${from}`},
        ${p.period === 365 ? 420000 : p.period === 7 ? 4500 : 17500}, ${ago(5)}, 'Any permitted', 'Smartcard', 'TransferRecipient',
        ${`smartcard.transferrecipient@${brand}.example`}, ${ago(4)}, ${status === 'pending' ? null : who}, ${status === 'pending' ? null : ago(2)})`);
    }
    for (const kind of ['childPending', 'childVerified', 'childRejected'] as const) {
      const status = STATUS_OF[kind];
      rows.children
        .push(sql`(${id(kind)}, ${brand}, ${id(kind)}, 'Junior', ${kind.slice(5)}, ${dayFrom(-9 * 365)}, ${status},
        ${status === 'rejected' ? 'Photo is not of a child' : null}, ${ago(6)}, ${status === 'pending' ? null : who}, ${status === 'pending' ? null : ago(2)}, 300, 400)`);
    }
    for (const kind of ['swapPending', 'swapVerified', 'swapRejected'] as const) {
      const status = STATUS_OF[kind];
      const cid = id(kind);
      // a verified swap already moved the account to the new ISRN (set below); the others still hold the old one
      rows.swaps
        .push(sql`(${cid}, ${brand}, ${cid}, ${smartcardCaseIsrn(cid)}, ${`633598${String(cid).padStart(12, '0')}`}, 'Card damaged',
        ${status}, ${ago(4)}, ${status === 'pending' ? null : who}, ${status === 'pending' ? null : ago(1)})`);
    }
    // replacements: one pending in person that never settles, one completed, one failed; postal ones are immediate
    const agent = `agent@${brand}.example`;
    const replacement = (kind: SmartcardCase, status: string, outcome: string | null, newIsrn: string) =>
      rows.replacements
        .push(sql`(${id(kind)}, ${id(kind)}, 'IN_PERSON', 'not-working', '{}'::jsonb, ${newIsrn}, ${status}, ${ago(1)},
        ${outcome ? ago(1) : null}, ${outcome}, NULL, ${agent})`);
    replacement('replacementPending', 'Pending', null, `633599${String(id('replacementPending')).padStart(12, '0')}`);
    replacement(
      'replacementCompleted',
      'Completed',
      'Completed',
      `633599${String(id('replacementCompleted')).padStart(12, '0')}`,
    );
    replacement('replacementFailed', 'Failed', 'Failed', `633599${String(id('replacementFailed')).padStart(12, '0')}`);
    rows.goldCards.push(
      sql`(${id('goldCardBlocked')}, ${smartcardCaseProductRef(id('goldCardBlocked'), 1)}, ${ago(2)}, 'lost', 'Left on a train', NULL, ${agent})`,
    );
    rows.goldCards.push(
      sql`(${id('goldCard')}, ${smartcardCaseProductRef(id('goldCard'), 1)}, ${ago(60)}, 'stolen', 'Bag stolen', 'CR/2026/0042', ${agent})`,
    );
  }
  await t.execute(sql`INSERT INTO customers (id, brand, title, first_names, surname, email, telephone_number, postcode, smartcard_number, date_of_birth)
    OVERRIDING SYSTEM VALUE VALUES ${sql.join(rows.customers, sql`, `)}`);
  await t.execute(sql`INSERT INTO addresses (id, customer_id, name, contact_name, line1, town, post_code, country, is_smartcard)
    VALUES ${sql.join(rows.addresses, sql`, `)}`);
  await t.execute(sql`INSERT INTO smartcards (id, brand, customer_id, isrn, card_status, passenger_type, date_issued, expiry_date,
    keygo_enabled, keygo_manual_fill_count, promo_discount, replacement_unavailable) OVERRIDING SYSTEM VALUE VALUES ${sql.join(rows.cards, sql`, `)}`);
  await t.execute(sql`INSERT INTO smartcard_products (smartcard_id, reference, product_type, origin_name, destination_name, status, description,
    order_id, fulfilment_request_reference, travel_class, route, valid_from, valid_to, validity_period, is_season, is_flexi, is_keygo, is_on_track,
    is_hotlisted, hotlisted_at, typ, ptyp, flexi) VALUES ${sql.join(rows.products, sql`, `)}`);
  await t.execute(sql`INSERT INTO smartcard_approvals (id, brand, customer_id, email, created, contacted, status, notes, reason, decided_by,
    decided_at, photo_width, photo_height) OVERRIDING SYSTEM VALUE VALUES ${sql.join(rows.approvals, sql`, `)}`);
  await t.execute(sql`INSERT INTO smartcard_transfers (id, brand, status, from_customer_id, to_customer_id, product_reference, ticket_number,
    valid_from, valid_to, origin, destination, class_type, ticket_type_code, ticket_type_name, collection_location, order_number, price,
    purchased_date, route, first_name, last_name, email, created, decided_by, decided_at) OVERRIDING SYSTEM VALUE VALUES ${sql.join(rows.transfers, sql`, `)}`);
  await t.execute(sql`INSERT INTO child_cards (id, brand, customer_id, first_names, surname, date_of_birth, status, reason, created, decided_by,
    decided_at, photo_width, photo_height) OVERRIDING SYSTEM VALUE VALUES ${sql.join(rows.children, sql`, `)}`);
  await t.execute(sql`INSERT INTO smartcard_swaps (id, brand, customer_id, old_isrn, new_isrn, reason, status, created, decided_by, decided_at)
    OVERRIDING SYSTEM VALUE VALUES ${sql.join(rows.swaps, sql`, `)}`);
  await t.execute(sql`INSERT INTO smartcard_replacements (customer_id, smartcard_id, type, reason, details, new_isrn, status, requested_at,
    settles_at, outcome, deliver_by, requested_by) VALUES ${sql.join(rows.replacements, sql`, `)}`);
  await t.execute(sql`INSERT INTO gold_card_replacements (smartcard_id, product_reference, date_requested, reason, additional_details,
    crime_number, requested_by) VALUES ${sql.join(rows.goldCards, sql`, `)}`);
  // the verified swap and the completed replacement already moved their accounts to the new card; the replaced card
  // stays as a REPLACED row (id + 500) that the completed replacement names
  await t.execute(
    sql`UPDATE smartcards s SET isrn = w.new_isrn FROM smartcard_swaps w WHERE w.status = 'verified' AND s.id = w.customer_id`,
  );
  const completed = brands.map((brand) => smartcardCaseId(brands, brand, 'replacementCompleted'));
  const ids = sql.join(
    completed.map((c) => sql`${c}`),
    sql`, `,
  );
  await t.execute(
    sql`UPDATE smartcards s SET isrn = r.new_isrn FROM smartcard_replacements r WHERE r.status = 'Completed' AND s.id = r.smartcard_id AND s.id IN (${ids})`,
  );
  await t.execute(sql`INSERT INTO smartcards (id, brand, customer_id, isrn, card_status, date_issued, expiry_date) OVERRIDING SYSTEM VALUE
    SELECT s.id + 500, s.brand, s.customer_id, c.smartcard_number, 'REPLACED', s.date_issued, s.expiry_date
    FROM smartcards s JOIN customers c ON c.id = s.customer_id WHERE s.id IN (${ids})`);
  await t.execute(
    sql`UPDATE smartcard_replacements SET smartcard_id = smartcard_id + 500 WHERE status = 'Completed' AND smartcard_id IN (${ids})`,
  );
  await t.execute(
    sql`UPDATE customers c SET smartcard_number = s.isrn FROM smartcards s WHERE s.id = c.id AND c.id >= ${CASE_BASE} AND c.smartcard_number <> s.isrn`,
  );
}

function productRow(
  cardId: number,
  n: number,
  p: ProductSpec,
  k: number,
  dayFrom: (d: number) => string,
  now: Date,
): SQL {
  const origin = SEED_STATIONS[k % SEED_STATIONS.length];
  const destination = SEED_STATIONS[(k + 5) % SEED_STATIONS.length];
  const description = {
    season: 'Monthly Season',
    flexi: 'Flexi Season (8 days in 28)',
    keyGo: 'KeyGo pay as you go',
    goldCard: 'Annual Gold Card Season',
  }[p.type];
  const stations = p.type === 'keyGo' ? [null, null] : [origin, destination];
  const flexi =
    p.type === 'flexi'
      ? JSON.stringify({
          startDate: dayFrom(p.from),
          expiryDate: dayFrom(p.to!),
          numberPassesRemaining: 5,
          passesActivatedOn: [dayFrom(-4), dayFrom(-3), dayFrom(-1)],
        })
      : null;
  return sql`(${cardId}, ${smartcardCaseProductRef(cardId, n)}, ${p.type}, ${stations[0]}, ${stations[1]}, ${p.status ?? 'ACTIVE'},
    ${p.period === 7 ? 'Weekly Season' : description}, ${p.type === 'keyGo' ? null : cardId}, ${p.type === 'keyGo' ? null : `FRR${cardId}${n}`},
    ${p.type === 'goldCard' ? 'FIRST' : 'STANDARD'}, ${p.type === 'keyGo' ? null : 'Any permitted'}, ${dayFrom(p.from)},
    ${p.to === null ? null : dayFrom(p.to)}, ${p.period ?? null}, ${p.type !== 'keyGo'}, ${p.type === 'flexi'}, ${p.type === 'keyGo'},
    ${p.type === 'goldCard'}, ${p.hotlisted ?? false}, ${p.hotlisted ? now.toISOString() : null}, ${p.type === 'keyGo' ? 'KEYGO' : 'SEASON'},
    'ADULT', ${flexi}::jsonb)`;
}
