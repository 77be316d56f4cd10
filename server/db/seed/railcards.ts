// Deterministic railcards (000 §3 Railcard, Railcard application, Railcard history; 000 §4 states), digital railcards
// and DRC e-mails, in every brand.
//
// Known cases: each brand's customers at places 3–12 (railcardCaseCustomerId(brands, brand, k), k = 0…9) hold the same
// set, so tests and demos meet every state whatever the brand:
//   card 1 ACCEPTED YNG, valid          card 2 PENDING SRN application with a photo (480 px wide for even k, 240 for odd)
//   card 3 REJECTED FAM application     card 4 DELETED NEW                card 5 ACCEPTED HMF, expired 30 days ago
// with numbers railcardCaseNumber(customerId, card) ('RX' + 6-digit customer id + card), a history row per change,
// three digital railcards (YNG ACTIVE on device 1, SRN BLOCKED, 2TR ACTIVE with a secondary holder on devices 1 and 2)
// and three DRC e-mails.
// Other customers: every 5th (linked railcards for all of them, dates counting back from the seeding day as in
// server/db/seed.ts, bulkDataEnd); every
// third of those is an application with a photo, submitted in the 90 days before seeding (so pending ones are not
// expired). Every 7th customer (up to customerLimit) has a digital railcard and two DRC e-mails.
import { sql } from 'drizzle-orm';
import { londonToday } from '../../../src/domain/londonToday';
import { queryRows, type Db } from '../connect';
import {
  digitalRailcardEmails,
  digitalRailcards,
  digitalRailcardTrail,
  railcardHistory,
  railcards,
  railcardTypes,
} from '../schema';
import { RAILCARD_STATES } from '../seedNames';
import { bulkDataEnd } from './bulkDataEnd';
import { literalArray, pick, rnd } from './sqlRandom';

export interface RailcardSeedOptions {
  brands: string[];
  /** every customer id up to this exists */
  total: number;
  /** only customers up to this id get applications, history and digital railcards (large scale) */
  customerLimit: number;
  now?: Date;
}

/** 000 §5 railcard codes with the names GET /config/railcards gives (order = the selects' order). */
export const RAILCARD_TYPES: ReadonlyArray<{ code: string; name: string }> = [
  { code: 'YNG', name: '16-25 Railcard' },
  { code: 'TST', name: '26-30 Railcard' },
  { code: 'TSU', name: '16-17 Saver' },
  { code: '2TR', name: 'Two Together Railcard' },
  { code: 'FAM', name: 'Family & Friends Railcard' },
  { code: 'SRN', name: 'Senior Railcard' },
  { code: 'DIS', name: 'Disabled Persons Railcard' },
  { code: 'DIC', name: 'Disabled Child Railcard' },
  { code: 'NEW', name: 'Network Railcard' },
  { code: 'HMF', name: 'HM Forces Railcard' },
  { code: 'JCP', name: 'Jobcentre Plus Travel Discount Card' },
  { code: 'NGC', name: 'Annual Gold Card' },
];

const CASE_FIRST_PLACE = 3;
export const RAILCARD_CASE_COUNT = 10;
/** Card numbers of a case customer's set (see the file comment). */
export const RAILCARD_CASE_CARDS = {
  accepted: 1,
  pendingApplication: 2,
  rejectedApplication: 3,
  deleted: 4,
  expired: 5,
} as const;

/**
 * Id of the brand's k-th railcard case customer (k = 0…9); customers are dealt to the brands in turn.
 * @example railcardCaseCustomerId(allBrandIds(), 'ticketyboo', 0)
 */
export function railcardCaseCustomerId(brands: readonly string[], brand: string, k: number): number {
  const index = brands.indexOf(brand);
  if (index < 0) throw new Error(`Unknown brand ${brand}`);
  if (!Number.isInteger(k) || k < 0 || k >= RAILCARD_CASE_COUNT)
    throw new Error(`k must be 0–${RAILCARD_CASE_COUNT - 1}, not ${k}`);
  return (CASE_FIRST_PLACE + k - 1) * brands.length + index + 1;
}

/** @example railcardCaseNumber(24, RAILCARD_CASE_CARDS.pendingApplication) // 'RX0000242' */
export function railcardCaseNumber(customerId: number, card: number): string {
  return `RX${String(customerId).padStart(6, '0')}${card}`;
}

const DAY = 86_400_000;

export async function seedRailcards(t: Db, options: RailcardSeedOptions): Promise<void> {
  const { brands, total, customerLimit, now = new Date() } = options;
  await t.insert(railcardTypes).values(RAILCARD_TYPES.map((type, i) => ({ ...type, sortOrder: i })));
  const caseLimit = (CASE_FIRST_PLACE + RAILCARD_CASE_COUNT - 1) * brands.length;
  await t.execute(genericRailcardsSql(total, customerLimit, caseLimit, now));
  await t.execute(
    sql`SELECT setval(pg_get_serial_sequence('railcards', 'id'), (SELECT coalesce(max(id), 1) FROM railcards))`,
  );
  await t.execute(genericHistorySql(customerLimit));
  await t.execute(genericDigitalRailcardsSql(customerLimit, caseLimit, now));
  await t.execute(
    sql`SELECT setval(pg_get_serial_sequence('digital_railcards', 'id'), (SELECT coalesce(max(id), 1) FROM digital_railcards))`,
  );
  await t.execute(genericDrcEmailsSql());
  await seedCases(t, brands, now);
  for (const table of ['railcard_history', 'digital_railcard_emails', 'digital_railcard_trail']) {
    await t.execute(
      sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT coalesce(max(id), 1) FROM ${table}))`),
    );
  }
}

const APPLICATION_STATES = ['PENDING', 'PENDING', 'PENDING', 'ACCEPTED', 'REJECTED'];
const REJECT_TEXTS = [
  'Photo is not clear',
  'Name does not match the proof of eligibility',
  'Proof of eligibility is missing',
];
const PHOTO_WIDTHS = ['240', '300', '360', '480'];

function genericRailcardsSql(total: number, customerLimit: number, caseLimit: number, now: Date) {
  const isApplication = `(c.id <= ${customerLimit} AND (c.id / 5) % 3 = 0)`;
  const state = `CASE WHEN ${isApplication} THEN ${pick(APPLICATION_STATES, 'c.id', 31)} ELSE ${pick(RAILCARD_STATES, 'c.id', 31)} END`;
  // applications arrive in the 90 days before seeding; other railcards were linked in the three years before the
  // seeding day, so as many are valid, expired or about to expire on any day
  const created = `CASE WHEN ${isApplication}
      THEN timestamptz '${now.toISOString()}' - make_interval(mins => ${rnd('c.id', 32, 90 * 24 * 60)}::int)
      ELSE timestamptz '${bulkDataEnd(now).toISOString()}' - make_interval(mins => ${rnd('c.id', 33, 3 * 365 * 24 * 60)}::int) END`;
  const codes = literalArray(RAILCARD_TYPES.map((r) => r.code));
  return sql.raw(`
    INSERT INTO railcards (id, customer_id, brand, railcard_number, code, state, expiry_date, created, accepted, reason,
                           first_name, last_name, email, application, photo, photo_width, photo_height, sync_with_keygo, author)
    SELECT c.id / 5, c.id, c.brand, 'RC' || lpad(c.id::text, 8, '0'), (${codes})[1 + ${rnd('c.id', 30, RAILCARD_TYPES.length)}],
           d.state,
           -- whole days from the UTC date (a calendar year, or the session's time zone, would move a few expiries
           -- by a day from one seeding day to another)
           (d.created AT TIME ZONE 'UTC')::date + CASE WHEN ${rnd('c.id', 34, 3)} = 0 THEN 3 * 365 ELSE 365 END,
           d.created,
           CASE WHEN d.state IN ('ACCEPTED', 'DELETED') THEN d.created + interval '2 days' END,
           CASE WHEN d.state = 'REJECTED' THEN ${pick(REJECT_TEXTS, 'c.id', 35)} END,
           split_part(c.first_names, ' ', 1), c.surname,
           CASE WHEN ${isApplication} THEN c.email END,
           ${isApplication},
           CASE WHEN ${isApplication} THEN 'rc-' || (c.id / 5)::text || '.svg' END,
           CASE WHEN ${isApplication} THEN (${literalArray(PHOTO_WIDTHS)})[1 + ${rnd('c.id', 36, PHOTO_WIDTHS.length)}]::int END,
           CASE WHEN ${isApplication} THEN 400 END,
           false,
           CASE WHEN d.state <> 'PENDING' THEN 'agent@' || c.brand || '.example' END
    FROM customers c
    CROSS JOIN LATERAL (SELECT ${state} AS state, ${created} AS created) AS d
    WHERE c.id <= ${total} AND c.id > ${caseLimit} AND c.id % 5 = 0
  `);
}

function genericHistorySql(customerLimit: number) {
  // the first row says how the railcard came; a second one records its review or removal two days later
  return sql.raw(`
    INSERT INTO railcard_history (customer_id, railcard_id, railcard_code, railcard_number, action, editor, action_date)
    SELECT r.customer_id, r.id, r.code, r.railcard_number, e.action, e.editor, e.at
    FROM railcards r
    CROSS JOIN LATERAL (VALUES
      (1, CASE WHEN r.application THEN 'APPLIED' ELSE 'ADDED' END,
          CASE WHEN r.application THEN 'customer' ELSE 'agent@' || r.brand || '.example' END, r.created),
      (2, r.state, coalesce(r.author, 'agent@' || r.brand || '.example'), r.created + interval '2 days')
    ) AS e(n, action, editor, at)
    WHERE r.customer_id <= ${customerLimit} AND (e.n = 1 OR r.state <> 'PENDING')
    ORDER BY r.id, e.n
  `);
}

function genericDigitalRailcardsSql(customerLimit: number, caseLimit: number, now: Date) {
  const kept = literalArray(['YNG', 'TST', 'SRN', 'DIS', 'FAM', 'NEW']);
  return sql.raw(`
    INSERT INTO digital_railcards (id, customer_id, brand, railcard_code, railcard_number, primary_first_name, primary_last_name,
                                   railcard_state, valid_from, expiry_date, created)
    SELECT c.id / 7, c.id, c.brand, (${kept})[1 + ${rnd('c.id', 60, 6)}], 'DR' || lpad(c.id::text, 8, '0'),
           split_part(c.first_names, ' ', 1), c.surname,
           CASE WHEN ${rnd('c.id', 61, 5)} = 0 THEN 'BLOCKED' ELSE 'ACTIVE' END,
           d.valid_from, (d.valid_from + interval '1 year')::date, d.valid_from::timestamptz
    FROM customers c
    CROSS JOIN LATERAL (SELECT (date '${londonToday(now)}' - ${rnd('c.id', 62, 300)}::int) AS valid_from) AS d
    WHERE c.id <= ${customerLimit} AND c.id > ${caseLimit} AND c.id % 7 = 3
  `);
}

function genericDrcEmailsSql() {
  return sql.raw(`
    INSERT INTO digital_railcard_emails (customer_id, digital_railcard_id, template, subject, recipient, date_sent, status)
    SELECT d.customer_id, d.id, e.template, e.subject, c.email, d.created + e.after, 'SENT'
    FROM digital_railcards d
    JOIN customers c ON c.id = d.customer_id
    CROSS JOIN LATERAL (VALUES
      (1, 'DRC_PURCHASE_CONFIRMATION', 'Your digital railcard purchase', interval '0 minutes'),
      (2, 'DRC_READY', 'Your digital railcard is ready to use', interval '5 minutes')
    ) AS e(n, template, subject, after)
    ORDER BY d.id, e.n
  `);
}

async function seedCases(t: Db, brands: string[], now: Date): Promise<void> {
  const dayOffset = (days: number) => londonToday(new Date(now.getTime() + days * DAY));
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const ids = brands.flatMap((brand) =>
    Array.from({ length: RAILCARD_CASE_COUNT }, (_, k) => ({ brand, k, id: railcardCaseCustomerId(brands, brand, k) })),
  );
  const rows = await queryRows<{ id: number; first_names: string; surname: string; email: string }>(
    t,
    sql.raw(
      `SELECT id::int AS id, first_names, surname, email FROM customers WHERE id IN (${ids.map((c) => c.id).join(',')})`,
    ),
  );
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const cases = ids.flatMap((c) => {
    const customer = byId.get(c.id);
    return customer
      ? [{ ...c, customer, firstName: customer.first_names.split(' ')[0], lastName: customer.surname }]
      : [];
  });

  const cards: Array<typeof railcards.$inferInsert> = cases.flatMap(
    ({ brand, k, id, customer, firstName, lastName }) => {
      const agent = `agent@${brand}.example`;
      const base = { customerId: id, brand, firstName, lastName };
      const application = { ...base, email: customer.email, application: true };
      return [
        {
          ...base,
          railcardNumber: railcardCaseNumber(id, 1),
          railcardCode: 'YNG',
          state: 'ACCEPTED',
          expiryDate: dayOffset(300),
          created: at(-65),
          accepted: at(-65),
          syncWithKeygo: true,
          author: agent,
        },
        {
          ...application,
          railcardNumber: railcardCaseNumber(id, 2),
          railcardCode: k % 2 === 0 ? 'SRN' : 'DIS',
          state: 'PENDING',
          expiryDate: dayOffset(365),
          created: at(-2),
          photoWidth: k % 2 === 0 ? 480 : 240,
          photoHeight: k % 2 === 0 ? 600 : 300,
        },
        {
          ...application,
          railcardNumber: railcardCaseNumber(id, 3),
          railcardCode: 'FAM',
          state: 'REJECTED',
          reason: 'Photo is not clear',
          expiryDate: dayOffset(340),
          created: at(-25),
          photoWidth: 300,
          photoHeight: 400,
          author: agent,
        },
        {
          ...base,
          railcardNumber: railcardCaseNumber(id, 4),
          railcardCode: 'NEW',
          state: 'DELETED',
          expiryDate: dayOffset(200),
          created: at(-160),
          accepted: at(-160),
          author: agent,
        },
        {
          ...base,
          railcardNumber: railcardCaseNumber(id, 5),
          railcardCode: 'HMF',
          state: 'ACCEPTED',
          expiryDate: dayOffset(-30),
          created: at(-395),
          accepted: at(-395),
          author: agent,
        },
      ];
    },
  );
  // a multi-row INSERT … RETURNING gives the rows back in the order given
  const inserted = await t.insert(railcards).values(cards).returning({ id: railcards.id });
  // photo keys name the railcard, known only now
  await t.execute(sql`UPDATE railcards SET photo = 'rc-' || id || '.svg' WHERE application AND photo IS NULL`);
  const history: Array<typeof railcardHistory.$inferInsert> = cards.flatMap((card, i) => {
    const entry = {
      customerId: card.customerId,
      railcardId: inserted[i].id,
      railcardCode: card.railcardCode,
      railcardNumber: card.railcardNumber,
    };
    const created = card.created as Date;
    const agent = `agent@${card.brand}.example`;
    const first = {
      ...entry,
      action: card.application ? 'APPLIED' : 'ADDED',
      editor: card.application ? 'customer' : agent,
      actionDate: created,
    };
    const review = { ...entry, action: card.state, editor: agent, actionDate: new Date(created.getTime() + DAY) };
    return card.application && card.state === 'PENDING'
      ? [first]
      : card.application || card.state !== 'ACCEPTED'
        ? [first, review]
        : [first];
  });
  await t.insert(railcardHistory).values(history);

  const drcs = cases.flatMap(({ brand, id, firstName, lastName }) => {
    const holder = { customerId: id, brand, primaryFirstName: firstName, primaryLastName: lastName };
    const number = (n: number) => `DX${String(id).padStart(6, '0')}${n}`;
    return [
      {
        ...holder,
        railcardCode: 'YNG',
        railcardNumber: number(1),
        railcardState: 'ACTIVE',
        validFrom: dayOffset(-40),
        expiryDate: dayOffset(325),
        created: at(-40),
        device1: `iPhone 13 (${String(id).slice(-4)}C)`,
      },
      {
        ...holder,
        railcardCode: 'SRN',
        railcardNumber: number(2),
        railcardState: 'BLOCKED',
        validFrom: dayOffset(-120),
        expiryDate: dayOffset(245),
        created: at(-120),
      },
      // a two-holder card on both holders' phones (001 §7: second photo, second name, device 2)
      {
        ...holder,
        railcardCode: '2TR',
        railcardNumber: number(3),
        railcardState: 'ACTIVE',
        validFrom: dayOffset(-20),
        expiryDate: dayOffset(345),
        created: at(-20),
        secondaryFirstName: 'Alex',
        secondaryLastName: 'Morgan',
        device1: `iPhone 15 (${String(id).slice(-4)}A)`,
        device2: `Pixel 8 (${String(id).slice(-4)}B)`,
      },
    ];
  });
  const drcIds = await t.insert(digitalRailcards).values(drcs).returning({ id: digitalRailcards.id });
  await t.insert(digitalRailcardTrail).values(
    cases.map(({ brand }, i) => ({
      digitalRailcardId: drcIds[i * 3 + 1].id,
      date: at(-10),
      description: 'Blocked',
      editor: `supervisor@${brand}.example`,
    })),
  );
  await t.insert(digitalRailcardEmails).values(
    cases.flatMap(({ id, customer }, i) => [
      {
        customerId: id,
        digitalRailcardId: drcIds[i * 3].id,
        template: 'DRC_PURCHASE_CONFIRMATION',
        subject: 'Your digital railcard purchase',
        recipient: customer.email,
        dateSent: at(-40),
        status: 'SENT',
      },
      {
        customerId: id,
        digitalRailcardId: drcIds[i * 3].id,
        template: 'DRC_READY',
        subject: 'Your digital railcard is ready to use',
        recipient: customer.email,
        dateSent: at(-39.9),
        status: 'SENT',
      },
      {
        customerId: id,
        digitalRailcardId: drcIds[i * 3 + 1].id,
        template: 'DRC_BLOCKED',
        subject: 'Your digital railcard has been blocked',
        recipient: customer.email,
        dateSent: at(-10),
        status: 'FAILED',
      },
    ]),
  );
}
