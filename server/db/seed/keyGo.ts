// Deterministic KeyGo, flexi-sticket and sticket-photo data (001 §3, §4), in every brand; taps only where the brand has
// KeyGo (flag enableKeyGo).
//
// Every card with a KeyGo product (bulk and smartcard cases) gets a KeyGo account (set-based). Known cases: one customer
// per KEYGO_CASES entry in every brand (keyGoCaseId(brands, brand, kind), e-mail keygo.{kind}@{brand}.example, card ISRN
// smartcardCaseIsrn(id)), with 8 weeks of taps up to yesterday on the KeyGo cards, priced exactly as the handlers price
// (server/handlers/keyGo/keyGoPricing.ts). Taps are generated in TypeScript from a fixed seed and inserted in chunks:
// about 60 taps a card a week, 40 a day for the heavy user (~2,300 rows a brand).
import { sql, type SQL } from 'drizzle-orm';
import { londonToday } from '../../../src/domain/londonToday';
import { addDays } from '../../../src/domain/keyGoTapWindow';
import { weekStartOf } from '../../../src/domain/weekStartOf';
import { priceTapWeek, type StoredTap } from '../../handlers/keyGo/keyGoPricing';
import { loadBrandProfiles } from '../../brands';
import type { Db } from '../connect';
import { mulberry32 } from './mulberry32';
import { smartcardCaseIsrn } from './smartcards';

export const KEYGO_CASES = [
  'keyGoActive',
  'keyGoCardFails',
  'keyGoChequeFails',
  'keyGoPendingClosure',
  'keyGoNotActive',
  'keyGoClosed',
  'keyGoFillLimit',
  'keyGoFrequent',
  'keyGoHeavy',
  'keyGoConflict',
  'flexiSticket',
  'sticketLocked',
  'photoPending',
  'photoApproved',
  'photoRejected',
] as const;

export type KeyGoCase = (typeof KEYGO_CASES)[number];

const CASE_BASE = 93_000_000;

/**
 * Id of a brand's KeyGo case customer — also the id of its card, and of its photo request for the photo cases.
 * @example keyGoCaseId(allBrandIds(), 'southern', 'keyGoActive') // 93000001 + 1000 × the brand's index
 */
export function keyGoCaseId(brands: readonly string[], brand: string, kind: KeyGoCase): number {
  const index = brands.indexOf(brand);
  if (index < 0) throw new Error(`Unknown brand ${brand}`);
  const k = KEYGO_CASES.indexOf(kind);
  if (k < 0) throw new Error(`Unknown KeyGo case ${kind}`);
  return CASE_BASE + index * 1000 + k + 1;
}

/** Id of a flexiSticket case customer's flexi ticket n (1: 6 passes remaining; 2: interoperable, 3 remaining). */
export const sticketTicketId = (customerId: number, n: 1 | 2): number => customerId * 10 + n;

/** UTN of coupon n (1-based) of a flexi sticket ticket. */
export const sticketCouponUtn = (ticketId: number, n: number): string => `UTN${ticketId}${String(n).padStart(2, '0')}`;

/** Cases with a KeyGo card and taps; keyGoNotActive has a card without KeyGo, the flexi/photo cases none. */
const TAP_CASES: ReadonlySet<KeyGoCase> = new Set([
  'keyGoActive',
  'keyGoCardFails',
  'keyGoChequeFails',
  'keyGoPendingClosure',
  'keyGoClosed',
  'keyGoFillLimit',
  'keyGoFrequent',
  'keyGoHeavy',
  'keyGoConflict',
]);
const BALANCE: Partial<Record<KeyGoCase, number>> = {
  keyGoActive: 2500,
  keyGoCardFails: 1240,
  keyGoChequeFails: 760,
  keyGoPendingClosure: 800,
  keyGoClosed: 0,
  keyGoFillLimit: 1500,
  keyGoFrequent: 900,
  keyGoHeavy: 3000,
  keyGoConflict: 2000,
};

/** Stations a case commutes between (home, work). */
const COMMUTE: Array<[string, string, string, string]> = [
  ['5268', 'Brighton', '5426', 'London Victoria'],
  ['5491', 'Three Bridges', '5148', 'London Bridge'],
  ['5355', 'East Croydon', '5426', 'London Victoria'],
  ['5416', 'Gatwick Airport', '5355', 'East Croydon'],
];

const STATION_LIST: Array<[string, string]> = [
  ['5426', 'London Victoria'],
  ['5148', 'London Bridge'],
  ['5355', 'East Croydon'],
  ['5491', 'Three Bridges'],
  ['5416', 'Gatwick Airport'],
  ['5490', 'Haywards Heath'],
  ['5268', 'Brighton'],
  ['5329', 'Lewes'],
];

const DAY = 86_400_000;

const isWeekday = (date: string) => [1, 2, 3, 4, 5].includes(new Date(`${date}T00:00:00Z`).getUTCDay());

/** keyGoActive's finalised day (001 §4 "info"): its third most recent weekday, inside the amendment window. */
export function keyGoFinalisedDate(today: string): string {
  let found = 0;
  for (let back = 1; ; back++) if (isWeekday(addDays(today, -back)) && ++found === 3) return addDays(today, -back);
}
/**
 * A payment card's MM/YY expiry, `months` after today's month: the seeded KeyGo cards stay as far from expiring on
 * any seeding day as they were from 2026-01 (bulk 11/28, cases 09/29) when they were fixed.
 * @example cardExpiryAfter('2026-01-15', 34) // '11/28'
 */
function cardExpiryAfter(today: string, months: number): string {
  const [year, month] = today.split('-').map(Number);
  const expiry = new Date(Date.UTC(year, month - 1 + months, 1));
  return `${String(expiry.getUTCMonth() + 1).padStart(2, '0')}/${String(expiry.getUTCFullYear()).slice(2)}`;
}
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export interface KeyGoSeedOptions {
  brands: string[];
  now?: Date;
}

interface TapSeed extends StoredTap {
  cardId: number;
  /** the card's brand's config.maxMinutesBetweenTaps: the seed prices its weeks as that brand's handlers would */
  maxMinutes: number;
}

export async function seedKeyGo(t: Db, { brands, now = new Date() }: KeyGoSeedOptions): Promise<void> {
  const profiles = loadBrandProfiles(brands);
  const today = londonToday(now);
  const ago = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
  const rows = {
    customers: [] as SQL[],
    addresses: [] as SQL[],
    cards: [] as SQL[],
    products: [] as SQL[],
    accounts: [] as SQL[],
    adjustments: [] as SQL[],
    tickets: [] as SQL[],
    coupons: [] as SQL[],
    locks: [] as SQL[],
    photos: [] as SQL[],
  };
  const taps: TapSeed[] = [];
  const finalised: Array<[number, string]> = [];
  let tapId = 0;
  for (const brand of brands) {
    const hasKeyGo = profiles.get(brand)!.flags.enableKeyGo === true;
    for (const [k, kind] of KEYGO_CASES.entries()) {
      const cid = keyGoCaseId(brands, brand, kind);
      const surname = kind.charAt(0).toUpperCase() + kind.slice(1);
      const email = `keygo.${kind}@${brand}.example`.toLowerCase();
      const hasCard = TAP_CASES.has(kind) || kind === 'keyGoNotActive';
      const isrn = hasCard ? smartcardCaseIsrn(cid) : null;
      rows.customers.push(
        sql`(${cid}, ${brand}, 'Mx', 'Keygo', ${surname}, ${email}, ${'07700' + String(800000 + k)}, 'BN1 1AA', ${isrn}, '1984-05-20')`,
      );
      // the cheque case has no postal address: a cheque cannot be sent (001 §8 cheque failure)
      if (kind !== 'keyGoChequeFails')
        rows.addresses.push(
          sql`(${cid}, ${cid}, 'Home', ${'Keygo ' + surname}, ${`${k + 1} Western Road`}, 'Brighton', 'BN1 1AA', 'GBR', ${hasCard})`,
        );
      if (!hasCard) continue;
      const keyGo = hasKeyGo && TAP_CASES.has(kind);
      rows.cards.push(
        sql`(${cid}, ${brand}, ${cid}, ${isrn}, 'ACTIVE', 'ADULT', ${addDays(today, -400)}, ${addDays(today, 3250)}, ${keyGo}, 0)`,
      );
      if (!keyGo) continue;
      const status = kind === 'keyGoPendingClosure' ? 'PENDING_CLOSURE' : kind === 'keyGoClosed' ? 'CLOSED' : 'ACTIVE';
      rows.products.push(
        sql`(${cid}, ${`KG${cid}`}, 'keyGo', ${status}, 'KeyGo pay as you go', 'STANDARD', ${addDays(today, -400)}, false, true, 'KEYGO', 'ADULT')`,
      );
      const fails = kind === 'keyGoCardFails' || kind === 'keyGoChequeFails';
      rows.accounts.push(
        sql`(${cid}, ${cid}, ${BALANCE[kind] ?? 0}, ${kind === 'keyGoClosed'}, 'VISA', ${String(1000 + (cid % 9000))}, ${cardExpiryAfter(today, 44)}, ${fails})`,
      );
      const generated = generateTaps(kind, cid, today, () => ++tapId);
      taps.push(
        ...generated.map((g) => ({ ...g, cardId: cid, maxMinutes: profiles.get(brand)!.config.maxMinutesBetweenTaps })),
      );
      if (kind === 'keyGoActive') finalised.push([cid, keyGoFinalisedDate(today)]);
      const agent = `supervisor@${brand}.example`;
      if (kind === 'keyGoActive')
        rows.adjustments.push(
          sql`(${cid}, ${cid}, ${addDays(today, -20)}, 150, 'goodwill', 'Train cancelled, customer paid twice (seeded)', ${agent}, ${ago(20)})`,
        );
      if (kind === 'keyGoFrequent') {
        for (const d of [25, 12, 4])
          rows.adjustments.push(
            sql`(${cid}, ${cid}, ${addDays(today, -d)}, 100, 'incorrect-charge', 'Charged twice at the gate (seeded)', ${agent}, ${ago(d)})`,
          );
      }
    }
    // flexi stickets: ticket 1 (6 of 8 passes remaining, 12 coupons, one suspended), ticket 2 interoperable (3 remaining)
    const fid = keyGoCaseId(brands, brand, 'flexiSticket');
    // the brand's flexi ticket type code (001 §9 flexiTicketTypeCode), as its flexi calls name products on the card
    const flexiCode = profiles.get(brand)!.config.flexiTicketTypeCode;
    for (const n of [1, 2] as const) {
      const tid = sticketTicketId(fid, n);
      const [remaining, used] = n === 1 ? [6, 2] : [3, 5];
      rows.tickets
        .push(sql`(${tid}, ${brand}, ${fid}, 'Brighton', 'London Victoria', ${flexiCode}, ${n === 2}, ${addDays(today, -10)}, ${addDays(today, 18)}, ${remaining}, ${used},
        ${JSON.stringify(Array.from({ length: used }, (_, i) => addDays(today, -9 + i)))}::jsonb)`);
      const coupons = n === 1 ? 12 : 3;
      for (let c = 1; c <= coupons; c++) {
        const scans =
          c <= used
            ? [
                { event: 'ENTRY', date: `${addDays(today, -9 + c - 1)}T07:42`, location: { name: 'Brighton' } },
                { event: 'EXIT', date: `${addDays(today, -9 + c - 1)}T08:51`, location: { name: 'London Victoria' } },
              ]
            : [];
        rows.coupons
          .push(sql`(${sticketCouponUtn(tid, c)}, ${`${sticketCouponUtn(tid, c)}-1`}, ${tid}, ${fid}, ${ago(10 - c / 10)}, 'Brighton', 'London Victoria', ${flexiCode}, 'FLEXI',
          ${n === 1 && c === 12 ? 'SUSPENDED' : 'ACTIVE'}, ${n === 1 && c === 12 ? 'Reported lost by the customer (seeded)' : null}, ${JSON.stringify(scans)}::jsonb)`);
      }
    }
    rows.locks.push(
      sql`(${keyGoCaseId(brands, brand, 'sticketLocked')}, true, 'Suspected sharing of stickets (seeded)', ${`supervisor@${brand}.example`}, ${ago(2)})`,
    );
    for (const kind of ['photoPending', 'photoApproved', 'photoRejected', 'flexiSticket'] as const) {
      const cid = keyGoCaseId(brands, brand, kind);
      const status = kind === 'photoApproved' ? 'Approved' : kind === 'photoRejected' ? 'Rejected' : 'Pending';
      const surname = kind.charAt(0).toUpperCase() + kind.slice(1);
      rows.photos
        .push(sql`(${cid}, ${brand}, ${cid}, 'Keygo', ${surname}, ${`keygo.${kind}@${brand}.example`.toLowerCase()}, ${ago(kind === 'flexiSticket' ? 1 : 3)}, ${status},
        ${status === 'Rejected' ? 'Face not visible' : status === 'Approved' ? 'Clear photo' : null}, ${status === 'Pending' ? null : `supervisor@${brand}.example`}, ${status === 'Pending' ? null : ago(1)}, 360, 400)`);
    }
  }
  await t.execute(sql`INSERT INTO customers (id, brand, title, first_names, surname, email, telephone_number, postcode, smartcard_number, date_of_birth)
    OVERRIDING SYSTEM VALUE VALUES ${sql.join(rows.customers, sql`, `)}`);
  await t.execute(
    sql`INSERT INTO addresses (id, customer_id, name, contact_name, line1, town, post_code, country, is_smartcard) VALUES ${sql.join(rows.addresses, sql`, `)}`,
  );
  await t.execute(sql`INSERT INTO smartcards (id, brand, customer_id, isrn, card_status, passenger_type, date_issued, expiry_date, keygo_enabled, keygo_manual_fill_count)
    OVERRIDING SYSTEM VALUE VALUES ${sql.join(rows.cards, sql`, `)}`);
  if (rows.products.length) {
    await t.execute(sql`INSERT INTO smartcard_products (smartcard_id, reference, product_type, status, description, travel_class, valid_from, is_season, is_keygo, typ, ptyp)
      VALUES ${sql.join(rows.products, sql`, `)}`);
  }
  // every other card with a KeyGo product (bulk customers, smartcard cases): an account with a balance, no taps
  await t.execute(
    sql.raw(`INSERT INTO keygo_accounts (smartcard_id, customer_id, balance, card_scheme, card_last4, card_expiry, card_fails)
    SELECT DISTINCT s.id, s.customer_id, (abs(hashint8(s.id * 7919 + 81)) % 5000)::int, 'VISA', lpad((abs(hashint8(s.id + 82)) % 10000)::text, 4, '0'), '${cardExpiryAfter(today, 34)}', s.id % 4 = 0
    FROM smartcards s JOIN smartcard_products p ON p.smartcard_id = s.id AND p.product_type = 'keyGo'
    WHERE s.customer_id IS NOT NULL AND s.id < ${CASE_BASE}`),
  );
  if (rows.accounts.length) {
    await t.execute(
      sql`INSERT INTO keygo_accounts (smartcard_id, customer_id, balance, closed, card_scheme, card_last4, card_expiry, card_fails) VALUES ${sql.join(rows.accounts, sql`, `)}`,
    );
  }
  if (rows.adjustments.length) {
    await t.execute(
      sql`INSERT INTO keygo_adjustments (smartcard_id, customer_id, date, value, reason_code, reason_description, created_by, created) VALUES ${sql.join(rows.adjustments, sql`, `)}`,
    );
  }
  const created = now.toISOString();
  for (let i = 0; i < taps.length; i += 1000) {
    const chunk = taps
      .slice(i, i + 1000)
      .map(
        (x) =>
          sql`(${x.id}, ${x.cardId}, ${x.date}, ${x.at}, ${x.type}, ${x.status}, ${x.locationNlc}, ${x.locationName}, ${x.generationCause}, ${x.excluded}, ${x.generationCause === 'MANUAL' ? 'incomplete-journey' : null}, ${x.generationCause === 'MANUAL' ? 'agent (seeded)' : null}, ${created})`,
      );
    await t.execute(
      sql`INSERT INTO keygo_taps (id, smartcard_id, date, at, type, status, location_nlc, location_name, generation_cause, excluded, reason_code, created_by, created) VALUES ${sql.join(chunk, sql`, `)}`,
    );
  }
  // price every seeded week as the handlers do
  const days: SQL[] = [];
  const byCardWeek = new Map<string, TapSeed[]>();
  for (const tap of taps) {
    const key = `${tap.cardId}|${weekStartOf(tap.date)}`;
    (byCardWeek.get(key) ?? byCardWeek.set(key, []).get(key)!).push(tap);
  }
  const isFinal = new Set(finalised.map(([c, d]) => `${c}|${d}`));
  for (const [key, weekTaps] of byCardWeek) {
    const cardId = Number(key.split('|')[0]);
    const priced = priceTapWeek(key.split('|')[1], weekTaps, weekTaps[0].maxMinutes);
    for (const d of priced.week.days) {
      if (!weekTaps.some((x) => x.date === d.date)) continue;
      days.push(
        sql`(${cardId}, ${d.date}, 1, ${isFinal.has(`${cardId}|${d.date}`)}, ${d.value}, ${d.cap}, ${d.capValue}, ${d.saving})`,
      );
    }
  }
  for (let i = 0; i < days.length; i += 1000) {
    await t.execute(
      sql`INSERT INTO keygo_days (smartcard_id, date, version, finalised, value, cap, cap_value, saving) VALUES ${sql.join(days.slice(i, i + 1000), sql`, `)}`,
    );
  }
  await t.execute(sql`INSERT INTO sticket_flexi_tickets (id, brand, customer_id, origin_name, destination_name, ticket_code, interoperable, start_date, expiry_date,
    passes_remaining, passes_used, passes_activated_on) VALUES ${sql.join(rows.tickets, sql`, `)}`);
  await t.execute(sql`INSERT INTO sticket_coupons (utn, sub_utn, ticket_id, customer_id, created_date, origin_name, destination_name, ticket_code, type, status,
    status_reason, scans) VALUES ${sql.join(rows.coupons, sql`, `)}`);
  await t.execute(
    sql`INSERT INTO sticket_locks (customer_id, locked, reason, updated_by, updated) VALUES ${sql.join(rows.locks, sql`, `)}`,
  );
  await t.execute(sql`INSERT INTO sticket_photo_requests (id, brand, customer_id, first_name, last_name, email, created, status, reason, decided_by, decided_at,
    photo_width, photo_height) OVERRIDING SYSTEM VALUE VALUES ${sql.join(rows.photos, sql`, `)}`);
  for (const table of ['keygo_taps', 'keygo_adjustments']) {
    await t.execute(
      sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT coalesce(max(id), 1) FROM ${table}))`),
    );
  }
  await t.execute(
    sql.raw(
      `SELECT setval(pg_get_serial_sequence('sticket_photo_requests', 'id'), (SELECT coalesce(max(id), 1) FROM sticket_photo_requests))`,
    ),
  );
}

/**
 * Eight weeks of a case card's taps up to yesterday. Weekdays: to work around 07:30 and back around 17:30; Saturdays a
 * trip to a neighbour station. The heavy user makes 20 short journeys a day. keyGoActive's last weekday lacks the
 * evening exit (the missing tap of the browser test); keyGoFillLimit's last 5 exits were added by staff (MANUAL),
 * created this month; one tap a week is a DUPLICATE, kept out of journeys, which may not be excluded.
 */
function generateTaps(kind: KeyGoCase, cid: number, today: string, nextId: () => number): StoredTap[] {
  const random = mulberry32(cid);
  const out: StoredTap[] = [];
  const [homeNlc, home, workNlc, work] = COMMUTE[cid % COMMUTE.length];
  const tap = (
    date: string,
    minutes: number,
    type: 'ENTRY' | 'EXIT',
    nlc: string,
    name: string,
    extra: Partial<StoredTap> = {},
  ) => {
    const at = minutes >= 24 * 60 ? `${addDays(date, 1)}T${hhmm(minutes - 24 * 60)}` : `${date}T${hhmm(minutes)}`;
    out.push({
      id: nextId(),
      date,
      at,
      type,
      excluded: false,
      locationNlc: nlc,
      locationName: name,
      status: 'VALID',
      generationCause: 'CARD',
      ...extra,
    });
  };
  let lastWeekday = '';
  for (let back = 1; back <= 7 * 8; back++) {
    const date = addDays(today, -back);
    const dow = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (dow >= 1 && dow <= 5 && !lastWeekday) lastWeekday = date;
  }
  for (let back = 7 * 8; back >= 1; back--) {
    const date = addDays(today, -back);
    const dow = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (kind === 'keyGoHeavy') {
      for (let j = 0; j < 20; j++) {
        const start = 5 * 60 + j * 55 + 5 * Math.floor(random() * 3);
        const [a, b] = [
          STATION_LIST[(j + back) % STATION_LIST.length],
          STATION_LIST[(j + back + 3) % STATION_LIST.length],
        ];
        tap(date, start, 'ENTRY', a[0], a[1]);
        tap(date, start + 25 + 5 * Math.floor(random() * 4), 'EXIT', b[0], b[1]);
      }
      continue;
    }
    if (dow === 0) continue;
    if (dow === 6) {
      if (random() < 0.5) continue;
      const start = 10 * 60 + 5 * Math.floor(random() * 24);
      tap(date, start, 'ENTRY', homeNlc, home);
      tap(date, start + 30, 'EXIT', '5329', 'Lewes');
      continue;
    }
    const morning = 7 * 60 + 5 * Math.floor(random() * 12);
    tap(date, morning, 'ENTRY', homeNlc, home);
    tap(date, morning + 55 + 5 * Math.floor(random() * 4), 'EXIT', workNlc, work);
    if (back % 7 === 2)
      tap(date, morning + 56 + 5 * Math.floor(random() * 4), 'EXIT', workNlc, work, {
        status: 'DUPLICATE',
        excluded: true,
      });
    const evening = 17 * 60 + 5 * Math.floor(random() * 18);
    tap(date, evening, 'ENTRY', workNlc, work);
    if (kind === 'keyGoActive' && date === lastWeekday) continue; // the missing exit
    tap(date, evening + 60 + 5 * Math.floor(random() * 4), 'EXIT', homeNlc, home);
  }
  if (kind === 'keyGoFillLimit') {
    const exits = out.filter((x) => x.type === 'EXIT' && !x.excluded).sort((a, b) => b.at.localeCompare(a.at));
    for (const x of exits.slice(0, 5)) x.generationCause = 'MANUAL';
  }
  return out;
}
