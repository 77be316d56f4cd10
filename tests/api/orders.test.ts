// 000 §2 order search and page, §4 eligibility and states, §5 refund rules, §6 refund rights and ceilings, §7 every
// "Orders and refunds" call, §8 refund codes — on the showcase orders of server/db/seed/orders.ts.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { allBrandIds } from '../../server/brands';
import { queryRows } from '../../server/db/connect';
import { SHOWCASE_KINDS, showcaseOrderId, type ShowcaseKind } from '../../server/db/seed/orders';
import { paperTicketNumber } from '../../src/domain/paperTicketNumber';
import { call, signIn, type Session } from './support/client';
import { DRIVERS, openTestDatabase, type TestDatabase } from './support/testDatabase';

const BRANDS = allBrandIds();
const id = (kind: ShowcaseKind, brand = 'southern') => showcaseOrderId(BRANDS, brand, kind);

describe.each(DRIVERS)('orders and refunds (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const s: Record<string, Session> = {};

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    app = await buildApp({ db: database.db, sandbox: true, distDir: null });
    for (const email of [
      'basic@southern.example',
      'agent@southern.example',
      'supervisor@southern.example',
      'hq@southern.example',
      'agent@thameslink.example',
      'hq@thameslink.example',
      'basic@trainhugger.example',
      'agent@southeastern.example',
      'supervisor@ticketyboo.example',
    ]) {
      s[email] = await signIn(app, email);
    }
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const AGENT = 'agent@southern.example';
  const get = (url: string, who = AGENT, query?: Record<string, string>) =>
    call(app, 'GET', `/api${url}`, { token: s[who].accessToken, query });
  const send = (method: 'POST' | 'PUT', url: string, body: unknown, who = AGENT) =>
    call(app, method, `/api${url}`, { token: s[who].accessToken, body });
  const order = async (orderId: number, who = AGENT) => (await get(`/orders/${orderId}`, who)).json().result;
  const stored = async (orderId: number) =>
    (
      await queryRows<{ state: string; detail: unknown }>(
        database.db,
        sql`SELECT state, detail FROM orders WHERE id = ${orderId}`,
      )
    )[0];
  /** A refund of whole tickets back to the first card, as the refund page would send it. */
  const refundBody = (o: any, ticketIds: string[], over: Record<string, unknown> = {}) => {
    const tickets = o.trips.flatMap((t: any) => t.fares.flatMap((f: any) => f.tickets));
    const lines = ticketIds.map((tid) => {
      const t = tickets.find((x: any) => x.id === tid);
      return { id: tid, code: t.ticketTypeCode.code, type: 'TICKET', amount: t.price - t.refundAmount };
    });
    const fee = (over.administrationFee as number | undefined) ?? 0;
    const total = lines.reduce((sum, l) => sum + l.amount, 0) - fee;
    const pay = Object.values(o.payments).flat()[0] as any;
    return {
      reasonCode: 1,
      administrationFee: 0,
      refunds: lines,
      payments: [{ type: pay.type, id: pay.id, amount: total }],
      ...over,
    };
  };
  const ticketIds = (o: any): string[] =>
    o.trips.flatMap((t: any) => t.fares.flatMap((f: any) => f.tickets.map((x: any) => x.id)));

  it('seeds every showcase kind in every brand', async () => {
    const [{ n }] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM orders WHERE id >= 90000000`,
    );
    expect(n).toBe(SHOWCASE_KINDS.length * BRANDS.length);
    for (const brand of BRANDS) {
      const res = await call(app, 'GET', `/api/orders/${id('refundedPartial', brand)}`, {
        token: (await signIn(app, `agent@${brand}.example`)).accessToken,
      });
      expect(res.statusCode, brand).toBe(200);
      expect(res.json().result.refunds.partiallyRefunded).toBe(true);
    }
  });

  it('answers every showcase order, its refund screen and its side lists as declared (issue 31)', async () => {
    // call() holds each reply to docs/generated/openapi.json: every field declared, none missing, formats as said
    for (const kind of SHOWCASE_KINDS) {
      const orderId = id(kind);
      const o = await order(orderId);
      const refund = (await get(`/admin/orders/${orderId}/refund`)).json().result;
      await get(`/orders/${orderId}/refund/details`);
      await get(`/orders/${orderId}/payment/trail`);
      await get(`/orders/${orderId}/payment/refunds`);
      await get('/utn', AGENT, { orderId: String(orderId) });
      // 000 §9 expired card: on the changeover payments and the refund page's payments too
      for (const card of [...o.payments.cards, ...o.changeoverPayments.cards, ...refund.payments.cards])
        expect(typeof card.expired, kind).toBe('boolean');
      // the refund page's ticket rows name their route
      for (const line of refund.basket) expect(line.originName, kind).toEqual(expect.any(String));
    }
  });

  it("lists an order in the account's history as the order search lists it (one OrderSummary row)", async () => {
    const orderId = id('amended');
    const [row] = (await get('/admin/orders', AGENT, { id: String(orderId) })).json().result;
    expect(row).toMatchObject({ id: orderId, displayState: 'Amended', wasAmended: true, fulfilmentMethod: '00003' });
    // GET /customers/{id}/orders is declared in customers.yaml (not yet): read here without the reply check
    const history = await app.inject({
      method: 'GET',
      url: `/api/customers/${row.customerId}/orders`,
      headers: { authorization: `Bearer ${s[AGENT].accessToken}` },
    });
    expect(history.json().result.find((o: { id: number }) => o.id === orderId)).toEqual(row);
  });

  it('answers the order with every part of 000 §3, money in pence', async () => {
    const o = await order(id('mixedPayments'));
    expect(o).toMatchObject({
      id: id('mixedPayments'),
      state: 'Complete',
      stateName: 'ORDER_STATE_COMPLETE',
      brand: 'southern',
      total: 5000,
      delivery: { fulfilmentMethod: '00006', isETicket: true },
      email: 'showcase.mixedpayments@southern.example',
    });
    expect(o.payments.cards[0]).toMatchObject({
      amount: 2000,
      refundAmount: 0,
      refundStatus: 'PAYMENT_NOT_REFUNDED',
      pan: expect.stringMatching(/^\*+\d{4}$/),
    });
    expect(o.payments.vouchers[0]).toMatchObject({ amount: 1000, amountRefunded: 0, originalAmount: 1000 });
    expect(o.payments.paypal).toHaveLength(1);
    const ticket = o.trips[0].fares[0].tickets[0];
    expect(ticket).toMatchObject({
      price: 2500,
      refunded: false,
      eTicket: { utn: expect.stringMatching(/^[0-9A-F]{11}$/), isBlacklisted: false },
    });
    expect(o.trips[0].fares[0].outwardJourney.legs[0]).toHaveProperty('origin');
    // seeded bulk orders are built from their row and agree with it
    const [bulk] = await queryRows<{ id: number; total: number }>(
      database.db,
      sql`SELECT id::int AS id, total FROM orders WHERE brand = 'southern' AND state = 'Complete' AND id < 90000000 ORDER BY id LIMIT 1`,
    );
    const b = await order(bulk.id);
    const sum = b.trips
      .flatMap((t: any) => t.fares.flatMap((f: any) => f.tickets))
      .reduce((x: number, t: any) => x + t.price, 0);
    expect(sum).toBe(bulk.total);
    expect((await get(`/orders/${id('complete', 'thameslink')}`)).statusCode).toBe(404); // another brand's order
    expect((await get('/orders/99999999999')).statusCode).toBe(404);
    const drc = await order(id('drc'));
    expect(drc).toMatchObject({ orderType: 'DRC', trips: [], digitalRailcard: { railcardCode: 'YNG' } });
  });

  it('searches by every filter within the brand', async () => {
    const eTicket = await order(id('eTicket'));
    const tod = await order(id('ticketOnDeparture'));
    const cases: Array<[Record<string, string>, number]> = [
      [{ id: String(id('complete')) }, id('complete')],
      [{ email: 'showcase.complete@' }, id('complete')],
      [{ firstName: 'showcase', lastName: 'eticket' }, id('eTicket')],
      [{ postcode: 'bn11aa', lastName: 'Postal' }, id('postal')],
      [{ telephone: eTicket.telephoneNumber }, id('eTicket')],
      [{ collectionReference: tod.collectionReference.toLowerCase() }, id('ticketOnDeparture')],
      [{ utn: eTicket.trips[0].fares[0].tickets[1].eTicket.utn }, id('eTicket')],
      [{ deliveryType: '00009', lastName: 'postal' }, id('postal')],
      [{ isrn: (await order(id('seasonAnnualItso'))).delivery.smartcardNumber }, id('seasonAnnualItso')],
      [{ photocardNumber: `pc${id('seasonMonthly')}` }, id('seasonMonthly')],
      [{ channel: 'Web', lastName: 'Amended' }, id('amended')],
      [{ purchaseDate: eTicket.purchaseDate.slice(0, 10), email: 'showcase.eticket@' }, id('eTicket')],
    ];
    for (const [query, expected] of cases) {
      const res = await get('/admin/orders', AGENT, { ...query, limit: '100' });
      expect(res.statusCode, JSON.stringify(query)).toBe(200);
      expect(
        res.json().result.map((r: any) => r.id),
        JSON.stringify(query),
      ).toContain(expected);
      for (const row of res.json().result) expect(row.brand).toBe('southern');
    }
    // both query forms (narrow buyer filter: customers first; one-letter name: the join) keep every filter, the
    // newest order first
    const nameQueries: Array<Record<string, string>> = [
      { lastName: 'S' },
      { lastName: 'Sh' },
      { lastName: 's', firstName: 'showcase' },
    ];
    for (const query of nameQueries) {
      const rows = (await get('/admin/orders', AGENT, { ...query, limit: '100' })).json().result;
      expect(rows.length, JSON.stringify(query)).toBeGreaterThan(0);
      for (const row of rows)
        expect(
          row.customerName.split(' ').at(-1).toLowerCase().startsWith(query.lastName.toLowerCase()),
          JSON.stringify(query),
        ).toBe(true);
      const dates = rows.map((r: any) => r.purchaseDate);
      expect(dates, JSON.stringify(query)).toEqual([...dates].sort().reverse());
    }
    const amended = (await get('/admin/orders', AGENT, { id: String(id('amended')) })).json().result[0];
    expect(amended).toMatchObject({
      displayState: 'Amended',
      fulfilmentMethod: '00003',
      customerName: 'Showcase Amended',
    });
    expect(
      (await get('/admin/orders', AGENT, { email: 'showcase.complete@', brand: 'thameslink' })).json().result,
    ).toEqual([]);
    expect((await get('/admin/orders', AGENT, {})).statusCode).toBe(400);
    expect((await get('/admin/orders', AGENT, { utn: 'SHORT' })).json().errors[0].fields).toEqual(['utn']);
    // a bulk e-ticket order is found by the UTN its page shows
    const [bulk] = await queryRows<{ id: number }>(
      database.db,
      sql`SELECT id::int AS id FROM orders WHERE brand = 'southern' AND delivery_type = 'E-ticket' AND id < 90000000 ORDER BY id LIMIT 1`,
    );
    const utn = (await order(bulk.id)).trips[0].fares[0].tickets[0].eTicket.utn;
    expect((await get('/admin/orders', AGENT, { utn })).json().result.map((r: any) => r.id)).toContain(bulk.id);
  });

  it("searches by last name alone on the orders' copy of the surname, the same rows and order as the buyers say", async () => {
    // the truth, from the buyers themselves: what the customer-first search (or a plain join) would list
    const truth = async (prefix: string, page: number) =>
      (
        await queryRows<{ id: number }>(
          database.db,
          sql`SELECT o.id::int AS id FROM orders o JOIN customers c ON c.id = o.customer_id
              WHERE o.brand = 'southern' AND lower(c.surname) LIKE ${`${prefix.toLowerCase()}%`}
              ORDER BY o.purchase_date DESC, o.id DESC LIMIT 20 OFFSET ${(page - 1) * 20}`,
        )
      ).map((r) => r.id);
    const listed = async (query: Record<string, string>) =>
      (await get('/admin/orders', AGENT, { ...query, limit: '20' })).json();
    for (const [lastName, page] of [
      ['S', 3],
      ['s', 1],
      ['Sh', 2],
      ['eticket', 1],
    ] as const) {
      const expected = await truth(lastName, page);
      expect(expected.length, lastName).toBeGreaterThan(0);
      expect(
        (await listed({ lastName, page: String(page) })).result.map((r: any) => r.id),
        `${lastName} page ${page}`,
      ).toEqual(expected);
    }
    // a surname change, by whatever call, moves the buyer's orders to the new name (trigger, migration 0005) …
    const [buyer] = await queryRows<{ id: number; surname: string; orders: number }>(
      database.db,
      sql`SELECT c.id::int AS id, c.surname, count(*)::int AS orders FROM customers c JOIN orders o ON o.customer_id = c.id
          WHERE c.brand = 'southern' AND c.first_names <> 'Showcase' GROUP BY c.id ORDER BY c.id LIMIT 1`,
    );
    expect((await listed({ lastName: 'Qxperfname' })).result).toEqual([]);
    await database.db.execute(sql`UPDATE customers SET surname = 'Qxperfname' WHERE id = ${buyer.id}`);
    const moved = await listed({ lastName: 'qxperf' });
    expect(moved.result.map((r: any) => r.customerId)).toEqual(Array(Math.min(buyer.orders, 20)).fill(buyer.id));
    expect(moved.result[0].customerName).toMatch(/ Qxperfname$/);
    expect((await listed({ lastName: 'Q', page: '1' })).result.map((r: any) => r.customerId)).toContain(buyer.id);
    // … and an order added without the copy gets it from its buyer
    const [added] = await queryRows<{ buyer_surname: string }>(
      database.db,
      sql`INSERT INTO orders (brand, customer_id, state, purchase_date, channel, delivery_type, total)
          VALUES ('southern', ${buyer.id}, 'COMPLETE', now(), 'Web', 'E-ticket', 100) RETURNING buyer_surname`,
    );
    expect(added.buyer_surname).toBe('Qxperfname');
    await database.db.execute(sql`UPDATE customers SET surname = ${buyer.surname} WHERE id = ${buyer.id}`);
    expect((await listed({ lastName: 'Qxperfname' })).result).toEqual([]);
    const [{ stale }] = await queryRows<{ stale: number }>(
      database.db,
      sql`SELECT count(*)::int AS stale FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.buyer_surname <> c.surname`,
    );
    expect(stale).toBe(0);
  });

  it('answers the side calls of the order page', async () => {
    expect((await get(`/orders/${id('completeNotFulfilled')}/fulfilment-status`)).json().result).toMatchObject({
      fulfilled: false,
      status: 'NOT_FULFILLED',
    });
    expect((await get(`/admin/orders/${id('complete')}/fulfilment-status`)).json().result).toMatchObject({
      fulfilled: true,
      status: 'FULFILLED',
    });
    const trail = await get(`/orders/${id('mixedPayments')}/payment/trail`, AGENT, { limit: '2' });
    expect(trail.json()).toMatchObject({ links: { page: 1, limit: 2, total: 3 } });
    expect(trail.json().result[0]).toMatchObject({ change: 2000 });
    expect((await get(`/orders/${id('sentEmails')}/emails/`, AGENT, { refresh: 'true' })).json().result).toHaveLength(
      3,
    );
    expect((await get(`/orders/${id('eTicket')}/etickets`)).json().result).toHaveLength(2);
    expect((await get(`/orders/${id('eTicketLookup404')}/etickets`)).json()).toMatchObject({
      errors: [{ code: 'ETICKET_NOT_FOUND' }],
    });
    expect((await get(`/orders/${id('eTicketLookupError')}/etickets`)).statusCode).toBe(503);
    expect((await get(`/customers/${id('smartcardHotlisted')}/smartcard/status`)).json().result.status).toBe(
      'HOTLISTED',
    );
    expect((await get(`/customers/${id('smartcard')}/smartcard/status`)).json().result.status).toBe('ACTIVE');
    expect((await get(`/customers/${id('complete')}/smartcard/status`)).statusCode).toBe(404);
    expect(
      (await get(`/changeover/order/${id('changeover')}/customer/${id('changeover')}`)).json().result,
    ).toHaveLength(1);
    expect((await get(`/changeover/order/${id('changeover')}/customer/1`)).statusCode).toBe(404);
    expect((await get('/utn', AGENT, { orderId: String(id('eTicket')) })).json().result).toHaveLength(2);
    // printed paper tickets: their numbers (the refund page's find dialog), narrowed by the printing station
    const printed = id('printed');
    expect((await get('/utn', AGENT, { orderId: String(printed) })).json().result).toEqual([
      { ticketId: `${printed}-1`, utn: '12345-01-10-25-BRI1', state: 'Printed', printed: true, nlc: '5268' },
      { ticketId: `${printed}-2`, utn: '12346-01-10-25-BRI1', state: 'Printed', printed: true, nlc: '5268' },
    ]);
    expect((await get('/utn', AGENT, { orderId: String(printed), nlc: '5268' })).json().result).toHaveLength(2);
    expect((await get('/utn', AGENT, { orderId: String(printed), nlc: '1072' })).json().result).toEqual([]);
    // every printed ticket has a number in the paper-ticket pattern the refund page accepts (000 §5)
    const season = (await get('/utn', AGENT, { orderId: String(id('seasonMonthly')) })).json().result;
    expect(season).toHaveLength(1);
    expect(paperTicketNumber(season[0].utn, { required: true, maxLength: 31 }).error).toBeUndefined();
    expect((await get('/utn', AGENT, { orderId: String(id('complete')) })).json().result).toEqual([]);
    expect((await get('/utn', AGENT, { orderId: String(id('printed', 'thameslink')) })).statusCode).toBe(404);
    const reasons = (await get('/admin/refunds/reasons')).json().result;
    expect(reasons[0]).toEqual({
      code: 1,
      name: 'REFUND_REASON_NO_LONGER_TRAVELLING',
      fee: 1000,
      disableFee: false,
      active: true,
    });
    expect((await get('/admin/refunds/itso-reasons')).json().result.map((r: any) => r.code)).toEqual([
      'ITSO_NO_VALUE',
      'OTHER',
    ]);
    expect((await get('/admin/refunds/manual-options')).json().result.map((r: any) => r.code)).toEqual([
      'CHEQUE',
      'VOUCHER',
      'CARD',
    ]);
    expect((await get(`/admin/orders/${id('refundedPartial')}/refund/already-paid`)).json().result).toEqual({
      alreadyPaidForRefund: true,
    });
    expect((await get(`/orders/${id('refundedPartial')}/refund/details`)).json().result[0]).toMatchObject({
      refundId: 'R1',
      fee: 1000,
      tickets: [{ amount: 2500 }],
    });
    expect((await get(`/orders/${id('refundedPartial')}/payment/refunds`)).json().result[0]).toMatchObject({
      paymentId: 'P1',
      amount: 1500,
    });
  });

  it('gives the refund screen state with eligibility for the caller', async () => {
    const r = (await get(`/admin/orders/${id('advance')}/refund`)).json().result;
    expect(r).toMatchObject({
      eligibility: { allowed: true },
      containAdvance: true,
      fee: 1000,
      alreadyPaidForRefund: false,
      total: 0,
      refundOriginalPayment: true,
    });
    expect(r.basket[0]).toMatchObject({ isAdvance: true, refundable: true, category: 'NON_SEASON', left: 1800 });
    const basic = (await get(`/admin/orders/${id('complete')}/refund`, 'basic@southern.example')).json().result;
    expect(basic.eligibility).toEqual({ allowed: false, reason: 'ROLE', refundState: null });
    expect((await get(`/admin/orders/${id('canceled')}/refund`)).json().result.eligibility.reason).toBe('STATE');
    expect((await get(`/admin/orders/${id('eTicketsBlacklisted')}/refund`)).json().result.eligibility.reason).toBe(
      'ETICKETS_BLACKLISTED',
    );
    expect((await get(`/admin/orders/${id('eTicketLookup404')}/refund`)).json().result.eligibility.allowed).toBe(true);
    expect((await get(`/admin/orders/${id('smartcardInactive')}/refund`)).json().result.eligibility.reason).toBe(
      'SMARTCARD_STATUS',
    );
    expect((await get(`/admin/orders/${id('bookingFee')}/refund`)).json().result.bookingFee).toBe(150);
    const season = (await get(`/admin/orders/${id('seasonMonthly')}/refund`)).json().result;
    expect(season.seasonCalculations[0]).toMatchObject({
      validityLabel: 'MONTHLY',
      breakdown: { isIncomplete: false },
      originalAmount: 17500,
    });
  });

  it('calculates and recalculates season refunds', async () => {
    const o = await order(id('seasonIncomplete'));
    const from = o.trips[0].fares[0].tickets[0].outwardJourney.validFrom.slice(0, 10);
    const at = new Date(Date.parse(from) + 10 * 86_400_000).toISOString().slice(0, 10);
    const calc = (
      await get(`/orders/${id('seasonIncomplete')}/refund/calculate`, AGENT, { surrenderDate: `${at} 10:00:00` })
    ).json().result[0];
    expect(calc.breakdown.isIncomplete).toBe(true);
    expect(calc.refundAmount).toBeNull();
    expect((await get(`/orders/${id('seasonIncomplete')}/refund/calculations`)).json().result).toHaveLength(1);
    expect(
      (await get(`/orders/${id('seasonIncomplete')}/refund/calculate`, AGENT, { surrenderDate: 'tomorrow' }))
        .statusCode,
    ).toBe(400);
    const body = { surrenderDate: `${at}T10:00:00`, weekdayCost: 1100, saturdayCost: 900 };
    const again = (await send('POST', `/admin/orders/${id('seasonIncomplete')}/refund/recalculate`, body)).json()
      .result[0];
    expect(again.breakdown).toMatchObject({ isIncomplete: false, weekday: { cost: 1100 } });
    expect(again.totalUsed + again.refundAmount).toBe(17500);
    // BASIC may not edit paper season costs
    expect(
      (await send('POST', `/admin/orders/${id('seasonIncomplete')}/refund/recalculate`, body, 'basic@southern.example'))
        .statusCode,
    ).toBe(403);
  });

  it('takes a partial refund: tickets, payments, log, trail, state, e-mail', async () => {
    const orderId = id('complete');
    const o = await order(orderId);
    const [first] = ticketIds(o);
    const res = await send(
      'POST',
      `/admin/orders/${orderId}/refund`,
      refundBody(o, [first], { administrationFee: 1000, caseReference: 'CS-42', note: 'Ill' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().result).toEqual({
      refundId: 'R1',
      total: 1500,
      state: 'Refunded',
      fullyRefunded: false,
      needsManualHotlisting: false,
    });
    const after = await order(orderId);
    expect(after.state).toBe('Refunded');
    expect(after.refunds).toMatchObject({ fullyRefunded: false, partiallyRefunded: true, refundable: true });
    expect(after.refunds.log[0]).toMatchObject({
      action: 'REFUND',
      amount: 1500,
      fee: 1000,
      user: { email: AGENT },
      refundVia: 'CARD',
      note: 'Ill',
      caseReference: 'CS-42',
    });
    expect(after.trips[0].fares[0].tickets[0]).toMatchObject({ refunded: true, refundAmount: 2500 });
    expect(after.payments.cards[0]).toMatchObject({ refundAmount: 1500, refundStatus: 'PAYMENT_PARTIAL_REFUND' });
    expect(after.paymentTrail.at(-1)).toMatchObject({ change: -1500 });
    const outbox = (await call(app, 'GET', '/api/sandbox/outbox', { query: { to: o.email } })).json().result;
    expect(outbox[0].subject).toContain(`order ${orderId}`);
    // the same ticket again is a conflict and changes nothing; the fee is not taken twice
    const again = await send('POST', `/admin/orders/${orderId}/refund`, { ...refundBody(o, [first]) });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe('AlreadyRefunded');
    const second = ticketIds(o)[1];
    const withFee = await send(
      'POST',
      `/admin/orders/${orderId}/refund`,
      refundBody(after, [second], { administrationFee: 1000 }),
    );
    expect(withFee.json().errors[0]).toMatchObject({ code: '1000', fields: ['administrationFee'] });
    const rest = await send('POST', `/admin/orders/${orderId}/refund`, refundBody(after, [second]));
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().result).toMatchObject({ refundId: 'R2', total: 2500, fullyRefunded: true });
    const done = await order(orderId);
    expect(done.refunds.fullyRefunded).toBe(true);
    // the £10 fee stays with the retailer: the card got back everything but the fee
    expect(done.payments.cards[0]).toMatchObject({ refundAmount: 4000, refundStatus: 'PAYMENT_PARTIAL_REFUND' });
    expect(
      (await send('POST', `/admin/orders/${orderId}/refund`, refundBody(after, [second]))).json().errors[0].code,
    ).toBe('RefundNotAllowed');
  });

  it('refuses bad refunds and changes nothing', async () => {
    const orderId = id('paypal');
    const o = await order(orderId);
    const before = await stored(orderId);
    const [t1] = ticketIds(o);
    const cases: Array<[unknown, number, string, string?]> = [
      [{ ...refundBody(o, [t1]), refunds: [] }, 400, '1000'],
      [{ ...refundBody(o, [t1]), reasonCode: 'one' }, 400, '1000'],
      [{ ...refundBody(o, [t1]), reasonCode: 42 }, 400, '1000'],
      [{ ...refundBody(o, [t1]), reasonCode: 9 }, 400, 'NotEnoughInfo'],
      [{ ...refundBody(o, [t1]), refunds: [{ id: 'nope', type: 'TICKET', amount: 100 }] }, 400, '1000'],
      [
        {
          ...refundBody(o, [t1]),
          refunds: [{ id: t1, type: 'TICKET', amount: 2600 }],
          payments: [{ type: 'PAYPAL', id: 'P1', amount: 2600 }],
        },
        409,
        'AmountExceedsRemaining',
      ],
      [
        {
          ...refundBody(o, [t1]),
          refunds: [{ id: t1, type: 'TICKET', amount: 20 }],
          payments: [{ type: 'PAYPAL', id: 'P1', amount: 20 }],
        },
        400,
        '1000',
      ],
      [{ ...refundBody(o, [t1]), payments: [{ type: 'PAYPAL', id: 'P1', amount: 100 }] }, 400, 'NotEnoughInfo'],
      [{ ...refundBody(o, [t1]), payments: [{ type: 'CARD', id: 'P1', amount: 2500 }] }, 400, '1000'],
      [{ ...refundBody(o, [t1, t1]) }, 400, '1000'],
      [{ ...refundBody(o, [t1]), administrationFee: 2500 }, 400, 'NotEnoughInfo'],
      [{ ...refundBody(o, [t1]), manual: { method: 'CHEQUE', additionalInfo: 'x' } }, 400, '1000'],
    ];
    for (const [body, status, code] of cases) {
      const res = await send('POST', `/admin/orders/${orderId}/refund`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().errors[0].code, JSON.stringify(body)).toBe(code);
    }
    expect(await stored(orderId)).toEqual(before);
  });

  it('enforces rights, the ceiling per level and what the customer cannot refund', async () => {
    const o = await order(id('selfPrint'));
    const before = await stored(id('selfPrint'));
    // BASIC has no non-season right in southern: 403, nothing changes
    const basic = await send(
      'POST',
      `/admin/orders/${id('selfPrint')}/refund`,
      refundBody(o, ticketIds(o)),
      'basic@southern.example',
    );
    expect(basic.statusCode).toBe(403);
    expect(basic.json().errors[0].code).toBe('RefundUnauthorised');
    expect(await stored(id('selfPrint'))).toEqual(before);
    // the manual call is SUPERVISOR only
    expect(
      (
        await send('PUT', `/admin/orders/${id('selfPrint')}/refund/manual`, {
          ...refundBody(o, ticketIds(o)),
          manual: { method: 'ORIGINAL' },
        })
      ).statusCode,
    ).toBe(403);
    // £3,000 is above AGENT's and SUPERVISOR's ceilings, not HQ's (who has none)
    const big = await order(id('expensive'));
    for (const who of [AGENT, 'supervisor@southern.example']) {
      const res = await send('POST', `/admin/orders/${id('expensive')}/refund`, refundBody(big, ticketIds(big)), who);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({
        code: 'AmountExceedsLimit',
        message: expect.stringContaining('team leader'),
      });
    }
    const hq = await send(
      'POST',
      `/admin/orders/${id('expensive')}/refund`,
      refundBody(big, ticketIds(big)),
      'hq@southern.example',
    );
    expect(hq.statusCode, hq.body).toBe(201);
    // PlusBus needs canRefundPlusBus (AGENT): an agent may
    const pb = await order(id('plusBus'));
    expect(
      (await send('POST', `/admin/orders/${id('plusBus')}/refund`, refundBody(pb, ticketIds(pb)))).statusCode,
    ).toBe(201);
    // an order the customer could not refund online needs canRefundWhatCustomerCant (STATION_AGENT+): agent passes
    const off = await order(id('notOnline'));
    expect(
      (await send('POST', `/admin/orders/${id('notOnline')}/refund`, refundBody(off, ticketIds(off)))).statusCode,
    ).toBe(201);
    // prohibited, blacklisted and e-ticket lookup errors are refused
    for (const kind of [
      'prohibited',
      'eTicketsBlacklisted',
      'eTicketLookupError',
      'canceled',
      'refundRejected',
    ] as const) {
      const x = await order(id(kind));
      const res = await send('POST', `/admin/orders/${id(kind)}/refund`, refundBody(x, ticketIds(x)));
      expect(res.statusCode, kind).toBe(409);
      expect(res.json().errors[0].code, kind).toBe('RefundNotAllowed');
    }
  });

  it('applies advance, rebook, booking fee, discount and printed-ticket rules', async () => {
    const adv = await order(id('advance'));
    const [advance] = ticketIds(adv);
    const wrong = await send('POST', `/admin/orders/${id('advance')}/refund`, refundBody(adv, [advance]));
    expect(wrong.json().errors[0].code).toBe('TicketNotRefundable');
    const right = await send(
      'POST',
      `/admin/orders/${id('advance')}/refund`,
      refundBody(adv, [advance], { reasonCode: 3 }),
    );
    expect(right.statusCode, right.body).toBe(201);
    // booking fee sundry (southern: canRefundBookingFee)
    const bf = await order(id('bookingFee'));
    const body = refundBody(bf, ticketIds(bf));
    body.refunds.push({ id: 'S1', code: '91354', type: 'SUNDRY', amount: 150 } as any);
    body.payments[0].amount += 150;
    const fee = await send('POST', `/admin/orders/${id('bookingFee')}/refund`, { ...body, bookingFee: 150 });
    expect(fee.statusCode, fee.body).toBe(201);
    expect((await order(id('bookingFee'))).sundries[0]).toMatchObject({ refunded: true, refundAmount: 150 });
    // order-level discount: taken back from the refund total
    const od = await order(id('orderDiscount'));
    const dBody = refundBody(od, ticketIds(od), { discounts: [{ code: '91400', amount: 500 }] });
    dBody.payments[0].amount -= 500;
    expect((await send('POST', `/admin/orders/${id('orderDiscount')}/refund`, dBody)).statusCode).toBe(201);
    // printed tickets need their numbers
    const pr = await order(id('printed'));
    expect(
      (await send('POST', `/admin/orders/${id('printed')}/refund`, refundBody(pr, ticketIds(pr)))).json().errors[0]
        .code,
    ).toBe('NotEnoughInfo');
    const numbered = refundBody(pr, ticketIds(pr));
    numbered.refunds.forEach((l: any) => (l.ticketNumbers = ['12345-01-10-25-BRI1']));
    expect((await send('POST', `/admin/orders/${id('printed')}/refund`, numbered)).statusCode).toBe(201);
  });

  it('refunds smartcard and season orders through /refunds/{id} and flags manual hotlisting', async () => {
    const standard = await order(id('seasonAnnualItso'));
    expect(
      (
        await send('POST', `/admin/orders/${id('seasonAnnualItso')}/refund`, refundBody(standard, ticketIds(standard)))
      ).json().errors[0].code,
    ).toBe('RefundNotAllowed');
    const hot = await order(id('smartcardHotlisted'));
    const today = new Date().toISOString().slice(0, 10);
    const calc = (
      await get(`/orders/${id('smartcardHotlisted')}/refund/calculate`, AGENT, { surrenderDate: today })
    ).json().result[0];
    const [tid] = ticketIds(hot);
    const body = {
      reasonCode: 7,
      administrationFee: 0,
      refundDate: `${today} 09:00:00`,
      refunds: [{ id: tid, type: 'TICKET', amount: calc.refundAmount }],
      payments: [{ type: 'CARD', id: 'P1', amount: calc.refundAmount }],
      seasonCalculations: [calc],
    };
    // the govia group lets BASIC refund ITSO seasons (000 §6 brand overrides)
    const res = await send('POST', `/refunds/${id('smartcardHotlisted')}`, body, 'basic@southern.example');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().result).toMatchObject({ needsManualHotlisting: true, total: calc.refundAmount });
    expect((await order(id('smartcardHotlisted'))).refunds.log[0].action).toBe('ITSO_REFUND');
    // an inactive card: ITSO code 7002
    const inactive = await order(id('smartcardInactive'));
    const bad = await send('POST', `/refunds/${id('smartcardInactive')}`, {
      ...body,
      refunds: [{ id: ticketIds(inactive)[0], type: 'TICKET', amount: 100 }],
      payments: [{ type: 'CARD', id: 'P1', amount: 100 }],
    });
    expect(bad.json().errors[0].code).toBe('7002');
    // a paper season with an incomplete breakdown needs the missing costs
    const inc = await order(id('seasonIncomplete'));
    const incBody = {
      reasonCode: 7,
      administrationFee: 0,
      refundDate: `${today} 09:00:00`,
      refunds: [{ id: ticketIds(inc)[0], type: 'TICKET', amount: 1000 }],
      payments: [{ type: 'CARD', id: 'P1', amount: 1000 }],
    };
    expect(
      (await send('POST', `/admin/orders/${id('seasonIncomplete')}/refund`, incBody)).json().errors[0],
    ).toMatchObject({ code: 'NotEnoughInfo', fields: ['seasonCalculations'] });
    const filled = {
      ...incBody,
      seasonCalculations: [
        { ticketId: ticketIds(inc)[0], breakdown: { weekday: { cost: 1100 }, saturday: { cost: 900 } } },
      ],
    };
    const ok = await send('POST', `/admin/orders/${id('seasonIncomplete')}/refund`, filled);
    expect(ok.statusCode, ok.body).toBe(201);
    expect((await order(id('seasonIncomplete'))).refunds.log[0].calculations[0].breakdown.isIncomplete).toBe(false);
  });

  it('keeps the surrender date within the brand limits (southeastern: flag on, 7-day cut-off)', async () => {
    const SE = 'agent@southeastern.example';
    const orderId = id('seasonMonthly', 'southeastern');
    const o = await order(orderId, SE);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const body = (refundDate: string) => ({
      reasonCode: 7,
      administrationFee: 0,
      refundDate,
      refunds: [{ id: ticketIds(o)[0], type: 'TICKET', amount: 1000 }],
      payments: [{ type: 'CARD', id: 'P1', amount: 1000 }],
    });
    for (const refundDate of [`${day(2)} 09:00:00`, `${day(-9)} 09:00:00`, 'not-a-date']) {
      const res = await send('POST', `/admin/orders/${orderId}/refund`, body(refundDate), SE);
      expect(res.statusCode, refundDate).toBe(400);
      expect(res.json().errors[0].fields, refundDate).toEqual(['refundDate']);
    }
    const ok = await send('POST', `/admin/orders/${orderId}/refund`, body(`${day(0)}T08:00:00`), SE);
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('takes manual refunds (SUPERVISOR) by an alternative method', async () => {
    const o = await order(id('warrant'));
    const body = { ...refundBody(o, ticketIds(o)), payments: [], manual: { method: 'CHEQUE' } };
    expect(
      (await send('PUT', `/admin/orders/${id('warrant')}/refund/manual`, body, 'supervisor@southern.example')).json()
        .errors[0],
    ).toMatchObject({ code: 'NotEnoughInfo', fields: ['manual', 'additionalInfo'] });
    const res = await send(
      'PUT',
      `/admin/orders/${id('warrant')}/refund/manual`,
      { ...body, manual: { method: 'CHEQUE', additionalInfo: '1 Queens Road, Brighton' } },
      'supervisor@southern.example',
    );
    expect(res.statusCode, res.body).toBe(201);
    const after = await order(id('warrant'));
    expect(after.refunds.log[0]).toMatchObject({ action: 'MANUAL_REFUND', refundVia: 'CHEQUE' });
    expect(after.payments.warrants[0].refundAmount).toBe(0);
  });

  it('rejects refunds with a reason, once', async () => {
    const orderId = id('pending');
    expect(
      (await send('POST', `/admin/orders/${orderId}/refund/reject`, { reason: 'OTHER' })).json().errors[0].fields,
    ).toEqual(['otherReason']);
    expect((await send('POST', `/admin/orders/${orderId}/refund/reject`, { reason: 'ITSO_NO_VALUE' })).statusCode).toBe(
      400,
    );
    const res = await send('POST', `/admin/orders/${orderId}/refund/reject`, {
      reason: 'OTHER',
      otherReason: 'Tickets used',
    });
    expect(res.statusCode).toBe(204);
    const o = await order(orderId);
    expect(o).toMatchObject({
      state: 'RefundRejected',
      refundRejectReason: 'OTHER',
      refundRejectOtherReason: 'Tickets used',
      refundRejectionDate: expect.any(String),
    });
    expect(o.refunds.log[0]).toMatchObject({ action: 'REFUND_REJECTED', user: { email: AGENT } });
    expect((await send('POST', `/admin/orders/${orderId}/refund/reject`, { reason: 'NO_VALUE' })).statusCode).toBe(409);
    // reject-notify on an ITSO season: ITSO reasons, and an e-mail to the customer
    const itso = id('seasonAnnualItso');
    // the calculations e-mailed and logged are season calculations (seasonCalculation.schema.json), nothing else
    const unchanged = await stored(itso);
    const malformed = await send('POST', `/admin/orders/${itso}/refund/reject-notify`, {
      reason: 'ITSO_NO_VALUE',
      seasonCalculations: [{ ticketId: 'X', anything: true }],
    });
    expect(malformed.statusCode, malformed.body).toBe(400);
    expect(await stored(itso)).toEqual(unchanged);
    const notify = await send('POST', `/admin/orders/${itso}/refund/reject-notify`, {
      reason: 'ITSO_NO_VALUE',
      seasonCalculations: [],
    });
    expect(notify.statusCode, notify.body).toBe(204);
    const after = await order(itso);
    expect(after.sentEmails.at(-1)).toMatchObject({ template: 'REFUND_REJECTED' });
  });

  it('a BASIC user rejects a refund through the API (000 §6 canRejectRefund), though BASIC may not refund it', async () => {
    const BASIC = 'basic@southern.example';
    const orderId = id('selfPrint');
    const o = await order(orderId, BASIC);
    // the refund itself needs a non-season right BASIC lacks in southern
    expect((await send('POST', `/admin/orders/${orderId}/refund`, refundBody(o, ticketIds(o)), BASIC)).statusCode).toBe(
      403,
    );
    const res = await send('POST', `/admin/orders/${orderId}/refund/reject`, { reason: 'NO_VALUE' }, BASIC);
    expect(res.statusCode, res.body).toBe(204);
    const after = await order(orderId);
    expect(after).toMatchObject({ state: 'RefundRejected', refundRejectReason: 'NO_VALUE' });
    expect(after.refunds.log[0]).toMatchObject({ action: 'REFUND_REJECTED', user: { email: BASIC } });
  });

  it('refuses a refund 28 days after the ticket expired (000 §9 refund period: 409) and changes nothing', async () => {
    // a complete order whose first ticket's last valid day was 29 days ago (the seed's 'expired' order is blocked by
    // its state before the period is looked at)
    const WHO = 'agent@thameslink.example';
    const orderId = id('complete', 'thameslink');
    // a date-time, as every ticket's validTo is stored and sent (docs/api/orders.md, ticket.schema.json)
    const validTo = `${new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10)}T23:59:59.000Z`;
    await database.db.execute(sql`UPDATE orders SET detail = jsonb_set(detail,
      '{trips,0,fares,0,tickets,0,outwardJourney,validTo}', to_jsonb(${validTo}::text)) WHERE id = ${orderId}`);
    const o = await order(orderId, WHO);
    const before = await stored(orderId);
    const res = await send('POST', `/admin/orders/${orderId}/refund`, refundBody(o, [ticketIds(o)[0]]), WHO);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().errors[0]).toMatchObject({
      code: 'RefundNotAllowed',
      message: expect.stringContaining('28 days after it expired'),
      fields: ['refunds', '0', 'id'],
    });
    expect(await stored(orderId)).toEqual(before);
  });

  it('completes the refund of the annual ITSO season showcase through /refunds/{id} (000 §4, §7)', async () => {
    // an annual season is beyond an agent's ceiling (000 §6): HQ completes it
    const WHO = 'hq@thameslink.example';
    const itso = id('seasonAnnualItso', 'thameslink');
    const o = await order(itso, WHO);
    const today = new Date().toISOString().slice(0, 10);
    const calc = (await get(`/orders/${itso}/refund/calculate`, WHO, { surrenderDate: today })).json().result[0];
    expect(calc.refundAmount).toBeGreaterThan(0);
    const body = {
      reasonCode: 7,
      administrationFee: 0,
      refundDate: `${today} 09:00:00`,
      refunds: [{ id: ticketIds(o)[0], type: 'TICKET', amount: calc.refundAmount }],
      payments: [{ type: 'CARD', id: 'P1', amount: calc.refundAmount }],
      seasonCalculations: [calc],
    };
    const res = await send('POST', `/refunds/${itso}`, body, WHO);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().result).toMatchObject({ total: calc.refundAmount, fullyRefunded: true });
    const after = await order(itso, WHO);
    expect(after.state).toBe('Refunded');
    expect(after.refunds.log[0]).toMatchObject({ action: 'ITSO_REFUND', user: { email: WHO } });
    // once refunded, a second refund of the product is refused
    expect((await send('POST', `/refunds/${itso}`, body, WHO)).statusCode).toBe(409);
  });

  it('resends an order e-mail to the outbox', async () => {
    const orderId = id('sentEmails');
    const res = await send('POST', `/admin/orders/${orderId}/resend-confirmation`, {
      email: 'copy@example.com',
      emailId: 1,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().result).toMatchObject({ recipientEmail: 'copy@example.com', template: 'ORDER_CONFIRMATION' });
    const outbox = (await call(app, 'GET', '/api/sandbox/outbox', { query: { to: 'copy@example.com' } })).json().result;
    expect(outbox[0].subject).toContain(String(orderId));
    expect(
      (await send('POST', `/admin/orders/${orderId}/resend-confirmation`, { email: 'not-an-email', emailId: 1 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await send('POST', `/admin/orders/${orderId}/resend-confirmation`, { email: 'a@b.co', emailId: 99 })).statusCode,
    ).toBe(404);
    expect((await order(orderId)).sentEmails).toHaveLength(4);
  });

  it('the annual ITSO season showcase can be refunded: what is left after 100 days of use is most of its price', async () => {
    const calc = (await get(`/orders/${id('seasonAnnualItso')}/refund/calculations`)).json().result[0];
    expect(calc.refundAmount).toBeGreaterThan(0);
    expect(calc.refundAmount).toBeGreaterThan(calc.totalUsed);
  });

  it('a manual refund of an ITSO season needs canCompleteItsoManualRefund (ticketyboo turns enableItsoSeasonManualRefund off)', async () => {
    const itso = id('seasonAnnualItso', 'ticketyboo');
    const o = await order(itso, 'supervisor@ticketyboo.example');
    const res = await send(
      'PUT',
      `/admin/orders/${itso}/refund/manual`,
      { ...refundBody(o, ticketIds(o)), manual: { method: 'ORIGINAL' } },
      'supervisor@ticketyboo.example',
    );
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().errors[0].code).toBe('RefundUnauthorised');
    expect((await stored(itso)).state).toBe('Complete');
  });

  it('computes "expired" of a card from its expiry month end (000 §9), whatever was stored', async () => {
    const orderId = id('mixedPayments');
    const setCard = (expiry: string, stored: boolean) =>
      database.db
        .execute(sql`UPDATE orders SET detail = jsonb_set(jsonb_set(detail, '{payments,cards,0,expiryDate}', to_jsonb(${expiry}::text)),
        '{payments,cards,0,expired}', to_jsonb(${stored}::boolean)) WHERE id = ${orderId}`);
    await setCard('01/20', false);
    expect((await order(orderId)).payments.cards[0].expired).toBe(true);
    await setCard('12/98', true);
    expect((await order(orderId)).payments.cards[0].expired).toBe(false);
  });

  it('never refunds more than was paid when refunds race', async () => {
    const orderId = id('thirtyTickets');
    const o = await order(orderId);
    const ids = ticketIds(o);
    // ten parallel refunds of the same first ticket plus ten of distinct tickets
    const same = Array.from({ length: 10 }, () =>
      send('POST', `/admin/orders/${orderId}/refund`, refundBody(o, [ids[0]]), 'hq@southern.example'),
    );
    const distinct = ids
      .slice(1, 11)
      .map((tid) => send('POST', `/admin/orders/${orderId}/refund`, refundBody(o, [tid]), 'hq@southern.example'));
    const results = await Promise.all([...same, ...distinct]);
    const okSame = results.slice(0, 10).filter((r) => r.statusCode === 201);
    expect(okSame).toHaveLength(1);
    for (const r of results.slice(0, 10)) if (r.statusCode !== 201) expect(r.statusCode).toBe(409);
    expect(results.slice(10).every((r) => r.statusCode === 201)).toBe(true);
    const after = await order(orderId);
    const refunded = after.trips
      .flatMap((t: any) => t.fares.flatMap((f: any) => f.tickets))
      .reduce((x: number, t: any) => x + t.refundAmount, 0);
    expect(after.payments.cards[0].refundAmount).toBe(refunded);
    expect(refunded).toBeLessThanOrEqual(after.total);
    expect(after.refunds.log.filter((l: any) => l.action === 'REFUND')).toHaveLength(11);
  });
});
