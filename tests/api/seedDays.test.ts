// Issue 34: the bulk demo data counts back from the seeding day (server/db/seed/bulkDataEnd.ts), so the sandbox
// demonstrates the same cases whenever it is seeded. Seeded on three days — the issue's, a year after the old epoch
// (2026-01-01), and a summer night when London's date is already a day ahead of UTC's — each time through
// SANDBOX_NOW's path (startClockAt, then prepareDatabase with that instant, as server/main.ts does): every bulk row
// keeps its age, at least 100 bulk orders per brand can be refunded (each one confirmed by its refund page), the
// README's "refundable orders" row holds, and the refundable ids are the same on every day.
// PGlite only: three seeds take minutes, and the seed's SQL is the same on PostgreSQL (hashint8 is stable on both).
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { allBrandIds, loadBrandProfiles } from '../../server/brands';
import { openDatabase, queryRows, type Database, type Db } from '../../server/db/connect';
import { prepareDatabase } from '../../server/db/prepareDatabase';
import { lockCaseCustomerId } from '../../server/db/seed/accounts';
import { bulkDataEnd } from '../../server/db/seed/bulkDataEnd';
import { SHOWCASE_KINDS, showcaseOrderId, type ShowcaseKind } from '../../server/db/seed/orders';
import { refundWholeTickets } from '../../server/handlers/orders/applyRefund';
import { bulkDetail, type OrderDetail } from '../../server/handlers/orders/orderDetail';
import { orderView } from '../../server/handlers/orders/orderView';
import { startClockAt } from '../../server/startClockAt';
import { checkGate } from '../../src/domain/checkGate';
import { gateContextFor } from '../../src/domain/gateContextFor';
import { LEVELS } from '../../src/domain/levels';
import { londonToday } from '../../src/domain/londonToday';
import { orderTickets } from '../../src/domain/order';
import { refundCategory, refundCategoryRight } from '../../src/domain/refundCategory';
import { refundEligibility, REFUNDABLE_STATES } from '../../src/domain/refundEligibility';
import { ticketExpiry } from '../../src/domain/ticketExpiry';
import { ticketRefundable } from '../../src/domain/ticketRefundable';
import { call, signIn, type Session } from './support/client';
import { DEMO_PASSWORD } from './support/testDatabase';

const DAYS = ['2026-11-29T12:00:00Z', '2027-01-01T09:00:00Z', '2027-07-15T23:30:00Z'];
const BRANDS = allBrandIds();
const PROFILES = loadBrandProfiles(BRANDS);
/** Showcase orders (and the area seeds' customers) start here; bulk orders lie below. */
const FIRST_SHOWCASE = Math.min(...BRANDS.map((b) => showcaseOrderId(BRANDS, b, SHOWCASE_KINDS[0])));
const DAY = 86_400_000;
const RealDate = Date;

interface Verdict {
  id: number;
  state: string;
  purchaseDate: Date;
  /** null when HQ may refund some ticket of it; else the first refusal (the order's, else its tickets') */
  refusal: string | null;
  seasonOnly: boolean;
  /** an advance ticket (a refund needs an advance reason) or a printed one (it needs the ticket numbers) */
  needsMore: boolean;
}

interface DaySeen {
  states: Record<string, number>;
  refusals: Record<string, Record<string, number>>;
  refundable: Record<string, number[]>;
  ages: Record<string, string>;
}

const seen = new Map<string, DaySeen>();

describe('bulk demo data seeded on any day (issue 34)', () => {
  describe.each(DAYS)('seeded on %s', (day) => {
    let database: Database;
    let app: FastifyInstance;
    const hq: Record<string, Session> = {};
    let verdicts: Map<string, Verdict[]>;
    let end: Date;

    beforeAll(async () => {
      startClockAt(new RealDate(day));
      end = bulkDataEnd(new Date());
      database = await openDatabase({});
      await prepareDatabase(database, { brands: BRANDS, scale: 'small', demoPassword: DEMO_PASSWORD, now: new Date() });
      app = await buildApp({ db: database.db, sandbox: true, distDir: null });
      for (const brand of BRANDS) hq[brand] = await signIn(app, `hq@${brand}.example`);
      verdicts = await refundVerdicts(database.db);
    }, 600_000);
    afterAll(async () => {
      await app?.close();
      await database?.close();
      globalThis.Date = RealDate;
    });

    const refundPage = async (brand: string, id: number) => {
      const res = await call(app, 'GET', `/api/admin/orders/${id}/refund`, { token: hq[brand].accessToken });
      expect(res.statusCode, `${brand} ${id}: ${res.body}`).toBe(200);
      return res.json().result;
    };
    const refundableOnPage = (page: { eligibility: { allowed: boolean }; basket: Array<{ refundable: boolean }> }) =>
      page.eligibility.allowed && page.basket.some((b) => b.refundable);

    it('keeps every bulk row at the age it had before the seeding day', async () => {
      expect(end.toISOString().slice(0, 10)).toBe(londonToday(new RealDate(day)));
      const ages = await rowAges(database.db, end);
      record(day).ages = ages.digests;
      // none bought after the data's end, none more than three years before it (as before the epoch)
      expect(ages.orderAgeRange.newest).toBeGreaterThanOrEqual(0);
      expect(ages.orderAgeRange.oldest).toBeLessThan(3 * 365);
      expect(ages.digests).toEqual(record(DAYS[0]).ages);
    });

    it('has at least 100 refundable bulk orders in every brand, as their refund pages say', async () => {
      const states = await queryRows<{ state: string; n: number }>(
        database.db,
        sql`SELECT state, count(*)::int AS n FROM orders WHERE id < ${FIRST_SHOWCASE} GROUP BY state ORDER BY state`,
      );
      record(day).states = Object.fromEntries(states.map((s) => [s.state, s.n]));
      for (const brand of BRANDS) {
        const all = verdicts.get(brand)!;
        record(day).refundable[brand] = all.filter((v) => v.refusal === null).map((v) => v.id);
        record(day).refusals[brand] = tally(all.map((v) => v.refusal ?? 'refundable'));
      }
      console.log(`[seed days] ${day}: bulk orders by state ${JSON.stringify(record(day).states)}`);
      console.log(
        `[seed days] ${day}: refundable bulk orders as HQ ${JSON.stringify(Object.fromEntries(BRANDS.map((b) => [b, record(day).refundable[b].length])))}`,
      );
      for (const brand of BRANDS) {
        const all = verdicts.get(brand)!;
        const refundable = record(day).refundable[brand];
        expect(refundable.length, brand).toBeGreaterThanOrEqual(100);
        // the refund page agrees on 100 of them every day (the rest are the same ids: last test; the verdicts come from
        // the refund page's own rule) and on a sample of the others
        for (const id of refundable.slice(0, 100))
          expect(refundableOnPage(await refundPage(brand, id)), `${brand} ${id}`).toBe(true);
        for (const v of all.filter((x) => x.refusal !== null).filter((_, i) => i % 100 === 0))
          expect(refundableOnPage(await refundPage(brand, v.id)), `${brand} ${v.id}`).toBe(false);
      }
    }, 300_000);

    it('takes a refund of one of them', async () => {
      const brand = 'southern';
      const target = verdicts
        .get(brand)!
        .find((v) => v.refusal === null && !v.seasonOnly && !v.needsMore && v.state === 'Complete')!;
      const order = (await call(app, 'GET', `/api/orders/${target.id}`, { token: hq[brand].accessToken })).json()
        .result;
      const tickets = order.trips.flatMap((t: any) => t.fares.flatMap((f: any) => f.tickets));
      const ticket = tickets.find((t: any) => !t.refunded);
      const pay = Object.values(order.payments).flat()[0] as { type: string; id: string };
      const res = await call(app, 'POST', `/api/admin/orders/${target.id}/refund`, {
        token: hq[brand].accessToken,
        body: {
          reasonCode: 1,
          administrationFee: 0,
          refunds: [{ id: ticket.id, code: ticket.ticketTypeCode.code, type: 'TICKET', amount: ticket.price }],
          payments: [{ type: pay.type, id: pay.id, amount: ticket.price }],
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().result.state).toBe('Refunded');
    });

    it("holds the README's refundable-orders row and its refund row", async () => {
      const row = readmeRow('refundable orders, as many on any day');
      const counts = Object.fromEntries(
        [...row.matchAll(new RegExp(`\\b(${BRANDS.join('|')})( has)? (\\d+)\\b`, 'g'))].map((m) => [
          m[1],
          Number(m[3]),
        ]),
      );
      const told = /(\d+) of southern's can be refunded/.exec(row);
      if (told) counts.southern = Number(told[1]);
      expect(Object.keys(counts).sort()).toEqual([...BRANDS].sort());
      for (const brand of BRANDS) expect(counts[brand], brand).toBe(record(day).refundable[brand].length);
      const examples = /e\.g\. ([\d, ]+)\./
        .exec(row)![1]
        .split(',')
        .map((s) => Number(s.trim()));
      expect(examples.length).toBeGreaterThan(0);
      for (const id of examples) expect(record(day).refundable.southern).toContain(id);

      // "every Complete or Pending order bought in the 28 days before the seeding day can be refunded, save …"
      const restricted = new Set(
        BRANDS.flatMap((b) => [
          lockCaseCustomerId(BRANDS, b, 'refundsRestricted'),
          lockCaseCustomerId(BRANDS, b, 'allLocked'),
        ]),
      );
      const buyers = new Map(
        (
          await queryRows<{ id: number; customer_id: number }>(
            database.db,
            sql`SELECT id::int AS id, customer_id::int AS customer_id FROM orders WHERE id < ${FIRST_SHOWCASE}`,
          )
        ).map((r) => [r.id, r.customer_id]),
      );
      let recent = 0;
      for (const brand of BRANDS) {
        for (const v of verdicts.get(brand)!) {
          if (!['Complete', 'Pending'].includes(v.state) || v.purchaseDate.getTime() < end.getTime() - 28 * DAY)
            continue;
          recent++;
          if (v.refusal === null) continue;
          const excused =
            (v.refusal === 'REFUNDS_RESTRICTED' && restricted.has(buyers.get(v.id)!)) ||
            (v.refusal === 'ROLE' && v.seasonOnly && brandRefundsNoSeasonOf(brand));
          expect(excused, `${brand} ${v.id} ${v.refusal}`).toBe(true);
        }
      }
      expect(recent).toBeGreaterThan(700);
      // and the order search by purchase date finds them: a day a week before the seeding day, as HQ of southern
      const searched = new Date(end.getTime() - 7 * DAY).toISOString().slice(0, 10);
      const found = (
        await call(app, 'GET', '/api/admin/orders', {
          token: hq.southern.accessToken,
          query: { purchaseDate: searched, limit: '100' },
        })
      ).json().result as Array<{ id: number; state: string }>;
      const open = found.filter((o) => ['Complete', 'Pending'].includes(o.state) && o.id < FIRST_SHOWCASE);
      expect(open.length).toBeGreaterThan(0);
      for (const o of open) expect(refundableOnPage(await refundPage('southern', o.id)), String(o.id)).toBe(true);

      // the refund row's showcase orders
      const refundRow = readmeRow('a refund');
      const kinds = /\(([^)]*)\)/
        .exec(refundRow)![1]
        .split(',')
        .map((k) => k.replace('…', '').trim())
        .filter(Boolean);
      expect(kinds.length).toBeGreaterThan(2);
      for (const kind of kinds)
        expect(
          refundableOnPage(await refundPage('southern', showcaseOrderId(BRANDS, 'southern', kind as ShowcaseKind))),
          kind,
        ).toBe(true);
    });
  });

  it('holds the same cases under the same ids on every day', () => {
    const [first, ...others] = DAYS.map((d) => record(d));
    expect(Object.keys(first.refundable).sort()).toEqual([...BRANDS].sort());
    expect(Object.keys(first.ages)).toHaveLength(5);
    for (const other of others) {
      expect(other.states).toEqual(first.states);
      expect(other.refundable).toEqual(first.refundable);
      expect(other.refusals).toEqual(first.refusals);
      expect(other.ages).toEqual(first.ages);
    }
    console.log(`[seed days] refusals by brand, every day: ${JSON.stringify(first.refusals)}`);
  });
});

function record(day: string): DaySeen {
  if (!seen.has(day)) seen.set(day, { states: {}, refusals: {}, refundable: {}, ages: {} });
  return seen.get(day)!;
}

function tally(values: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const v of [...values].sort()) out[v] = (out[v] ?? 0) + 1;
  return out;
}

/** The README's "Demo data" row whose first cell is `first`. */
function readmeRow(first: string): string {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const line = readme.split('\n').find((l) => l.startsWith(`| ${first} |`));
  if (!line) throw new Error(`README has no "${first}" row`);
  return line;
}

/** The brand lacks a right to refund some kind of season (trainhugger: all; ontrackretail, ticketyboo: ITSO). */
function brandRefundsNoSeasonOf(brand: string): boolean {
  const gate = gateContextFor(PROFILES.get(brand)!, LEVELS.HQ, `hq@${brand}.example`);
  return (
    !checkGate({ permission: 'canRefundItsoSeason' }, gate) || !checkGate({ permission: 'canRefundPaperSeason' }, gate)
  );
}

/**
 * Per brand, every bulk order in a refundable state with HQ's verdict on it — read and judged as the refund page does
 * (server/handlers/orders/loadOrder.ts, eligibilityFor.ts, getRefundOrder.ts), in one query rather than one an order.
 */
async function refundVerdicts(db: Db): Promise<Map<string, Verdict[]>> {
  const rows = await queryRows<{
    id: number;
    brand: string;
    customer_id: number;
    state: string;
    purchase_date: string | Date;
    channel: string;
    delivery_type: string;
    collection_reference: string | null;
    total: number;
    was_amended: boolean;
    detail: OrderDetail | Record<string, never> | string;
    first_names: string;
    surname: string;
    email: string;
    telephone_number: string | null;
    postcode: string | null;
    smartcard_number: string | null;
    photocard_id: string | null;
    refunds_restricted: boolean;
    card_status: string | null;
  }>(
    db,
    sql`SELECT o.id::int AS id, o.brand, o.customer_id::int AS customer_id, o.state, o.purchase_date, o.channel,
               o.delivery_type, o.collection_reference, o.total, o.was_amended, o.detail, c.first_names, c.surname, c.email,
               c.telephone_number, c.postcode, c.smartcard_number, c.photocard_id,
               EXISTS (SELECT 1 FROM customer_locks l WHERE l.customer_id = c.id AND l.kind = 'REFUND') AS refunds_restricted,
               (SELECT s.card_status FROM smartcards s WHERE s.isrn = c.smartcard_number) AS card_status
        FROM orders o JOIN customers c ON c.id = o.customer_id
        WHERE o.id < ${FIRST_SHOWCASE} AND o.state IN (${sql.join(
          REFUNDABLE_STATES.map((s) => sql`${s}`),
          sql`, `,
        )})
        ORDER BY o.id`,
  );
  const today = londonToday();
  const out = new Map<string, Verdict[]>(BRANDS.map((b) => [b, []]));
  for (const r of rows) {
    const profile = PROFILES.get(r.brand)!;
    const gate = gateContextFor(profile, LEVELS.HQ, `hq@${r.brand}.example`);
    const row = {
      id: r.id,
      brand: r.brand,
      customerId: r.customer_id,
      state: r.state,
      purchaseDate: new Date(r.purchase_date),
      channel: r.channel,
      deliveryType: r.delivery_type,
      collectionReference: r.collection_reference,
      total: Number(r.total),
      wasAmended: r.was_amended,
    };
    const buyer = {
      firstNames: r.first_names,
      surname: r.surname,
      email: r.email,
      telephoneNumber: r.telephone_number,
      postcode: r.postcode,
      smartcardNumber: r.smartcard_number,
      photocardId: r.photocard_id,
      refundsRestricted: r.refunds_restricted === true,
    };
    const stored = typeof r.detail === 'string' ? JSON.parse(r.detail) : r.detail;
    const detail: OrderDetail =
      stored && 'trips' in stored
        ? (stored as OrderDetail)
        : bulkDetail(
            row,
            {
              name: `${buyer.firstNames} ${buyer.surname}`,
              email: buyer.email,
              smartcardNumber: buyer.smartcardNumber,
              photocardId: buyer.photocardId,
            },
            refundWholeTickets,
          );
    const tickets = orderTickets(detail);
    const eligibility = refundEligibility({
      order: orderView({ row, buyer, detail }),
      gate,
      eTickets:
        detail.eTicketLookup === 'ok'
          ? { status: 'ok', tickets: tickets.flatMap(({ ticket }) => (ticket.eTicket ? [ticket.eTicket] : [])) }
          : { status: detail.eTicketLookup },
      smartcardStatus: detail.delivery.isSmartcard
        ? detail.delivery.smartcardNumber
          ? (r.card_status ?? 'ACTIVE')
          : null
        : undefined,
    });
    const ticketVerdicts = tickets.map(({ ticket, fare, trip }) =>
      ticketRefundable({
        ticket,
        config: profile.config,
        period: { validTo: ticketExpiry(ticket), today, daysAfterExpiry: profile.config.refundPeriodDaysAfterExpiry },
        canRefundCategory: checkGate(
          { permission: refundCategoryRight[refundCategory(ticket, detail.delivery, { fare, trip })] },
          gate,
        ),
      }),
    );
    out.get(r.brand)!.push({
      id: r.id,
      state: r.state,
      purchaseDate: row.purchaseDate,
      refusal: !eligibility.allowed
        ? eligibility.reason
        : ticketVerdicts.some((v) => v.refundable)
          ? null
          : ticketVerdicts.map((v) => v.reason).join('/'),
      seasonOnly: tickets.every(({ ticket }) => ticket.ticketTypeCode.isSeason),
      needsMore: tickets.some(({ ticket }) => ticket.ticketTypeCode.isAdvance || ticket.printed),
    });
  }
  return out;
}

/** Every dated bulk row's age before the data's end, as digests (equal digests: the same ages), and the orders' span. */
async function rowAges(db: Db, end: Date) {
  const at = end.toISOString();
  const today = at.slice(0, 10);
  const digest = async (query: ReturnType<typeof sql>) => (await queryRows<{ d: string }>(db, query))[0].d ?? 'none';
  const digests = {
    orders: await digest(
      sql`SELECT md5(string_agg(id || ':' || extract(epoch FROM ${at}::timestamptz - purchase_date), ',' ORDER BY id)) AS d
          FROM orders WHERE id < ${FIRST_SHOWCASE}`,
    ),
    trail: await digest(
      sql`SELECT md5(string_agg(t.customer_id || ':' || extract(epoch FROM ${at}::timestamptz - t.date), ',' ORDER BY t.customer_id, t.date))
            AS d FROM customer_trail t WHERE t.customer_id < ${FIRST_SHOWCASE} AND t.date < ${at}::timestamptz - interval '30 days'`,
    ),
    railcards: await digest(
      sql`SELECT md5(string_agg(r.id || ':' || extract(epoch FROM ${at}::timestamptz - r.created) || ':' || (${today}::date - r.expiry_date),
            ',' ORDER BY r.id)) AS d FROM railcards r WHERE NOT r.application AND r.railcard_number LIKE 'RC%'`,
    ),
    smartcards: await digest(
      sql`SELECT md5(string_agg(s.id || ':' || (${today}::date - s.date_issued), ',' ORDER BY s.id)) AS d
          FROM smartcards s WHERE s.id < ${FIRST_SHOWCASE}`,
    ),
    products: await digest(
      sql`SELECT md5(string_agg(p.reference || ':' || (${today}::date - p.valid_from) || ':' || coalesce((${today}::date - p.valid_to)::text, '-'),
            ',' ORDER BY p.reference)) AS d FROM smartcard_products p WHERE p.smartcard_id < ${FIRST_SHOWCASE}`,
    ),
  };
  const [range] = await queryRows<{ newest: number; oldest: number }>(
    db,
    sql`SELECT floor(min(extract(epoch FROM ${at}::timestamptz - purchase_date)) / 86400)::int AS newest,
               floor(max(extract(epoch FROM ${at}::timestamptz - purchase_date)) / 86400)::int AS oldest
        FROM orders WHERE id < ${FIRST_SHOWCASE}`,
  );
  return { digests, orderAgeRange: range };
}
