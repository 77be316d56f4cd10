// 000 §2/§4/§5/§6/§7/§8 e-vouchers: list and total balance, search, add (added vs requested), edit (changed vs
// requested change), remove, accept and decline (one winner when both come at once), level gates and bad input.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { allBrandIds } from '../../server/brands';
import { queryRows } from '../../server/db/connect';
import { FIXED_VOUCHERS, voucherDemoCustomerId, voucherlessCustomerId } from '../../server/db/seed/vouchers';
import { londonToday } from '../../src/domain/londonToday';
import { addYears } from '../../src/domain/voucherExpiryDefaults';
import { call, signIn, type Session } from './support/client';
import { DRIVERS, openTestDatabase, type TestDatabase } from './support/testDatabase';

const BRANDS = allBrandIds();
const today = londonToday();
const dayOffset = (days: number) => londonToday(new Date(new Date(`${today}T12:00:00Z`).getTime() + days * 86_400_000));

describe.each(DRIVERS)('e-vouchers (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const sessions: Record<string, Session> = {};
  const demo = voucherDemoCustomerId(BRANDS, 'southern');

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    app = await buildApp({ db: database.db, sandbox: true, distDir: null });
    for (const email of [
      'basic@southern.example',
      'agent@southern.example',
      'supervisor@southern.example',
      'supervisor@thameslink.example',
      'agent@ontrackretail.example',
      'hq@ontrackretail.example',
      'basic@gatwick.example',
    ]) {
      sessions[email] = await signIn(app, email);
    }
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const as = (email: string) => sessions[email].accessToken;
  const basic = () => as('basic@southern.example');
  const agent = () => as('agent@southern.example');
  const supervisor = () => as('supervisor@southern.example');
  const body = (over: Record<string, unknown> = {}) => ({
    amount: 1000,
    reason: 'DELAY_REPAY',
    startDate: today,
    expiryDate: addYears(today, 1),
    caseReference: 'CASE-1',
    ...over,
  });
  const add = (token: string, over: Record<string, unknown> = {}, customer: number = demo) =>
    call(app, 'POST', `/api/customers/${customer}/vouchers`, { token, body: body(over) });
  const get = (id: number, token = basic(), customer: number = demo) =>
    call(app, 'GET', `/api/customers/${customer}/vouchers/${id}`, { token });
  const accept = (id: number, token = supervisor()) => call(app, 'POST', `/api/admin/vouchers/${id}/accept`, { token });
  const decline = (id: number, declineReason = 'Not eligible', token = supervisor(), customerId: number = demo) =>
    call(app, 'POST', `/api/admin/vouchers/${id}/cancel`, {
      token,
      body: { customerId, voucherId: id, declineReason },
    });
  const count = async () =>
    (await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM vouchers`))[0].n;
  const pending = async (token = agent()) => {
    const res = await add(token, { reason: 'GOODWILL', amount: 2500, caseReference: 'RACE' });
    expect(res.statusCode).toBe(201);
    expect(res.json().result.status).toBe('Pending');
    return res.json().result.id as number;
  };

  it('lists the account vouchers newest start first, paged, with the balance of the valid ones', async () => {
    const first = await call(app, 'GET', `/api/customers/${demo}/vouchers`, { token: basic(), query: { limit: '10' } });
    expect(first.statusCode).toBe(200);
    const { vouchers, totalBalance } = first.json().result;
    expect(first.json().links).toMatchObject({ page: 1, limit: 10, total: expect.any(Number) });
    expect(first.json().links.total).toBeGreaterThanOrEqual(FIXED_VOUCHERS.length);
    expect(vouchers).toHaveLength(10);
    const starts = vouchers.map((v: { startDate: string }) => v.startDate);
    expect([...starts].sort().reverse()).toEqual(starts);
    expect(vouchers[0]).toMatchObject({
      customerId: demo,
      caseReference: expect.stringMatching(/^SN-/),
      reason: { value: expect.any(String), name: expect.stringMatching(/^VOUCHER_REASON_/) },
      creator: { email: expect.stringMatching(/@southern\.example$/) },
    });
    // the fixed set: k-th starts k·40 days ago and runs a year; only Accepted and unexpired ones count
    const valid = FIXED_VOUCHERS.filter((v, k) => v.status === 'Accepted' && addYears(dayOffset(-k * 40), 1) >= today);
    expect(valid.length).toBeGreaterThan(0);
    expect(totalBalance).toBe(valid.reduce((sum, v) => sum + v.balance, 0));
    const second = await call(app, 'GET', `/api/customers/${demo}/vouchers`, {
      token: basic(),
      query: { page: '2', limit: '10' },
    });
    const statuses = second.json().result.vouchers.map((v: { status: string }) => v.status);
    expect(statuses).toContain('Expired');

    const none = await call(app, 'GET', `/api/customers/${voucherlessCustomerId(BRANDS, 'southern')}/vouchers`, {
      token: basic(),
    });
    expect(none.json()).toEqual({ result: { vouchers: [], totalBalance: 0 }, links: { page: 1, limit: 10, total: 0 } });
  });

  it('adds directly when the edit-permission rule allows, otherwise as a request', async () => {
    const direct = await add(agent(), { amount: 4999 });
    expect(direct.statusCode).toBe(201);
    expect(direct.json().result).toMatchObject({
      outcome: 'added',
      status: 'Accepted',
      amount: 4999,
      balance: 4999,
      caseReference: 'SN-CASE-1',
      creator: { email: 'agent@southern.example' },
    });
    const overAgentLimit = await add(agent(), { amount: 5000 });
    expect(overAgentLimit.json().result).toMatchObject({ outcome: 'requested', status: 'Pending' });
    const goodwill = await add(agent(), { reason: 'GOODWILL', amount: 100 });
    expect(goodwill.json().result).toMatchObject({ outcome: 'requested', status: 'Pending' });
    const byBasic = await add(basic(), { amount: 100 });
    expect(byBasic.json().result).toMatchObject({ outcome: 'requested', status: 'Pending' });
    const bySupervisor = await add(supervisor(), {
      amount: 10000,
      reason: 'OTHER',
      otherReason: 'Lost property',
      caseReference: 'SN-X',
    });
    expect(bySupervisor.json().result).toMatchObject({
      outcome: 'added',
      status: 'Accepted',
      otherReason: 'Lost property',
      caseReference: 'SN-X',
    });
    const fetched = await get(direct.json().result.id);
    expect(fetched.json().result).toMatchObject({ id: direct.json().result.id, status: 'Accepted', amount: 4999 });
  });

  it('refuses an amount over maximumVoucherAmount with E_VOUCHER_AMOUNT_EXCEEDS_LIMIT and creates nothing', async () => {
    const before = await count();
    const res = await add(supervisor(), { amount: 10001 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      expect.objectContaining({ code: 'E_VOUCHER_AMOUNT_EXCEEDS_LIMIT', fields: ['amount'] }),
    ]);
    expect(await count()).toBe(before);
  });

  it('answers 400 naming the field for every broken voucher rule, and changes nothing', async () => {
    const before = await count();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ amount: 99 }, 'amount'],
      [{ amount: '10.00' }, 'amount'],
      [{ amount: 12.5 }, 'amount'],
      [{ reason: 'REFUND' }, 'reason'],
      [{ reason: 'OTHER' }, 'otherReason'],
      [{ reason: 'OTHER', otherReason: '   ' }, 'otherReason'],
      [{ startDate: dayOffset(-1), expiryDate: addYears(dayOffset(-1), 2) }, 'startDate'],
      [{ expiryDate: dayOffset(300) }, 'expiryDate'],
      [{ expiryDate: 'next year' }, 'expiryDate'],
      [{ caseReference: 'X'.repeat(21) }, 'caseReference'],
      [{ caseReference: 'SN-' }, 'caseReference'],
      [{ caseReference: '' }, 'caseReference'],
      [{ extra: true }, 'extra'],
    ];
    for (const [over, field] of cases) {
      const res = await add(agent(), over);
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      const fields = res.json().errors.flatMap((e: { fields?: string[] }) => e.fields ?? []);
      expect(fields, JSON.stringify(over)).toContain(field);
    }
    const missing = await call(app, 'POST', `/api/customers/${demo}/vouchers`, {
      token: agent(),
      body: { amount: 1000 },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((e: { fields: string[] }) => e.fields[0])).toEqual(
      expect.arrayContaining(['reason', 'startDate', 'expiryDate', 'caseReference']),
    );
    expect(await count()).toBe(before);
  });

  it('enforces the level gates and brand rules on the server: 403 and nothing changes', async () => {
    const before = await count();
    // ontrackretail limits adding to HQ (000 §6)
    const otrCustomer = voucherDemoCustomerId(BRANDS, 'ontrackretail');
    const refused = await add(as('agent@ontrackretail.example'), {}, otrCustomer);
    expect(refused.statusCode).toBe(403);
    expect(await count()).toBe(before);
    const byHq = await add(as('hq@ontrackretail.example'), {}, otrCustomer);
    expect(byHq.statusCode).toBe(201);
    expect(byHq.json().result.caseReference).toBe('OTR-CASE-1');
    // gatwick has no e-vouchers
    const gatwick = await call(app, 'GET', `/api/customers/${voucherDemoCustomerId(BRANDS, 'gatwick')}/vouchers`, {
      token: as('basic@gatwick.example'),
    });
    expect(gatwick.statusCode).toBe(403);

    const id = await pending();
    const snapshot = (await get(id)).json().result;
    expect((await accept(id, agent())).statusCode).toBe(403);
    expect((await decline(id, 'no', agent())).statusCode).toBe(403);
    expect(
      (await call(app, 'PUT', `/api/customers/${demo}/vouchers/${id}`, { token: basic(), body: body() })).statusCode,
    ).toBe(403);
    expect((await call(app, 'DELETE', `/api/customers/${demo}/vouchers/${id}`, { token: basic() })).statusCode).toBe(
      403,
    );
    expect((await call(app, 'GET', '/api/admin/vouchers', { token: agent() })).statusCode).toBe(403);
    expect((await get(id)).json().result).toEqual(snapshot);
  });

  it("answers 404 for another brand's or another account's voucher", async () => {
    const [{ id }] = await queryRows<{ id: number }>(
      database.db,
      sql`SELECT id FROM vouchers WHERE brand = 'thameslink' ORDER BY id LIMIT 1`,
    );
    expect((await get(id)).statusCode).toBe(404);
    expect((await accept(id)).statusCode).toBe(404);
    const own = await pending();
    expect((await get(own, basic(), voucherlessCustomerId(BRANDS, 'southern'))).statusCode).toBe(404);
    expect((await decline(own, 'x', supervisor(), voucherlessCustomerId(BRANDS, 'southern'))).statusCode).toBe(404);
    expect((await get(own)).json().result.status).toBe('Pending');
  });

  it('searches by status, case reference, amount (pence), reason and dates within the brand', async () => {
    const search = (query: Record<string, string>) =>
      call(app, 'GET', '/api/admin/vouchers', { token: supervisor(), query });
    const byStatus = await search({ status: 'Pending', limit: '100' });
    expect(byStatus.statusCode).toBe(200);
    expect(byStatus.json().result.length).toBeGreaterThan(0);
    for (const v of byStatus.json().result)
      expect(v).toMatchObject({ status: 'Pending', caseReference: expect.stringMatching(/^SN-/) });
    const expired = await search({ status: 'Expired', limit: '100' });
    for (const v of expired.json().result) expect(v.expiryDate < today).toBe(true);

    const made = (await add(supervisor(), { amount: 7777, reason: 'GOODWILL', caseReference: 'FINDME-42' })).json()
      .result;
    const found = await search({
      caseReference: 'sn-findme',
      amount: '7777',
      reason: 'GOODWILL',
      startDate: today,
      expiryDate: made.expiryDate,
    });
    expect(found.json().result.map((v: { id: number }) => v.id)).toEqual([made.id]);
    expect(found.json().result[0]).toMatchObject({ customer: { id: demo }, amount: 7777 });
    expect((await search({ amount: '7778', caseReference: 'sn-findme' })).json().result).toEqual([]);
    // another brand's supervisor never sees it
    const other = await call(app, 'GET', '/api/admin/vouchers', {
      token: as('supervisor@thameslink.example'),
      query: { caseReference: 'sn-findme' },
    });
    expect(other.json().result).toEqual([]);
    expect((await search({ status: 'Lost' })).statusCode).toBe(400);
    expect((await search({ amount: '10.50' })).statusCode).toBe(400);
  });

  it('checks the search amount against the same range as add and edit: £1 up to maximumVoucherAmount', async () => {
    const search = (amount: string) =>
      call(app, 'GET', '/api/admin/vouchers', { token: supervisor(), query: { amount } });
    expect((await search('10000')).statusCode).toBe(200);
    const over = await search('10001');
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toEqual([
      {
        code: 'E_VOUCHER_AMOUNT_EXCEEDS_LIMIT',
        message: 'The amount exceeds the limit of £100.00',
        fields: ['amount'],
      },
    ]);
    // far beyond the database's integer range: the schema's bound (issue 9: every integer has one), not a server error
    const huge = await search('100000000000');
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors[0]).toMatchObject({ code: '1000', fields: ['amount'] });
    expect((await search('99')).statusCode).toBe(400);
  });

  it('accepts a Pending voucher once; a second review answers 409', async () => {
    const id = await pending();
    expect((await accept(id)).statusCode).toBe(204);
    expect((await get(id)).json().result).toMatchObject({
      status: 'Accepted',
      reviewer: { email: 'supervisor@southern.example' },
    });
    expect((await accept(id)).statusCode).toBe(409);
    expect((await decline(id)).statusCode).toBe(409);
    expect((await get(id)).json().result.status).toBe('Accepted');
  });

  it('declines a Pending voucher with a reason of at most 250 characters', async () => {
    const id = await pending();
    for (const reason of ['', '   ', 'x'.repeat(251)]) {
      expect((await decline(id, reason)).statusCode).toBe(400);
    }
    const mismatch = await call(app, 'POST', `/api/admin/vouchers/${id}/cancel`, {
      token: supervisor(),
      body: { customerId: demo, voucherId: id + 1, declineReason: 'x' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect((await get(id)).json().result.status).toBe('Pending');
    expect((await decline(id, 'x'.repeat(250))).statusCode).toBe(204);
    expect((await get(id)).json().result).toMatchObject({ status: 'Declined', declineReason: 'x'.repeat(250) });
    expect((await accept(id)).statusCode).toBe(409);
  });

  it('edits directly within the rule, otherwise records a change request that review applies or drops', async () => {
    const made = (await add(supervisor(), { amount: 3000 })).json().result;
    const put = (over: Record<string, unknown>, token = agent()) =>
      call(app, 'PUT', `/api/customers/${demo}/vouchers/${made.id}`, { token, body: body(over) });

    const changed = await put({ amount: 2000, caseReference: 'EDITED' });
    expect(changed.statusCode).toBe(201);
    expect(changed.json()).toMatchObject({
      result: { outcome: 'changed', status: 'Accepted', amount: 2000, caseReference: 'SN-EDITED' },
      links: { self: `/customers/${demo}/vouchers/${made.id}` },
    });

    const requested = await put({ amount: 4500, reason: 'GOODWILL' });
    expect(requested.json().result).toMatchObject({
      outcome: 'requested',
      status: 'Pending',
      amount: 2000,
      reason: { value: 'DELAY_REPAY' },
      pendingChange: { amount: 4500, reason: { value: 'GOODWILL' }, requestedBy: 'agent@southern.example' },
    });
    expect((await accept(made.id)).statusCode).toBe(204);
    expect((await get(made.id)).json().result).toMatchObject({
      status: 'Accepted',
      amount: 4500,
      balance: 4500,
      reason: { value: 'GOODWILL' },
      pendingChange: null,
    });

    await put({ amount: 6000, reason: 'GOODWILL' });
    expect((await decline(made.id, 'Too much')).statusCode).toBe(204);
    expect((await get(made.id)).json().result).toMatchObject({
      status: 'Accepted',
      amount: 4500,
      declineReason: 'Too much',
      pendingChange: null,
    });

    // what was spent stays spent
    await database.db.execute(sql`UPDATE vouchers SET balance = 1000 WHERE id = ${made.id}`);
    const belowSpent = await put({ amount: 3000 }, supervisor());
    expect(belowSpent.statusCode).toBe(400);
    expect(belowSpent.json().errors[0].fields).toEqual(['amount']);
    expect((await put({ amount: 5000 }, supervisor())).json().result).toMatchObject({ amount: 5000, balance: 1500 });
  });

  it('refuses edits of Declined vouchers (409) and over-limit amounts (400)', async () => {
    const id = await pending();
    expect(
      (
        await call(app, 'PUT', `/api/customers/${demo}/vouchers/${id}`, {
          token: agent(),
          body: body({ amount: 10001 }),
        })
      ).json().errors[0].code,
    ).toBe('E_VOUCHER_AMOUNT_EXCEEDS_LIMIT');
    await decline(id);
    const res = await call(app, 'PUT', `/api/customers/${demo}/vouchers/${id}`, { token: agent(), body: body() });
    expect(res.statusCode).toBe(409);
  });

  it('removes a voucher (204): it is no longer listed or found', async () => {
    const id = await pending();
    const del = () => call(app, 'DELETE', `/api/customers/${demo}/vouchers/${id}`, { token: agent() });
    const res = await del();
    expect(res.statusCode).toBe(204);
    expect((await get(id)).statusCode).toBe(404);
    expect((await accept(id)).statusCode).toBe(404);
    expect((await del()).statusCode).toBe(404);
  });

  it('lists reasons and states', async () => {
    const reasons = await call(app, 'GET', '/api/admin/vouchers/reasons', { token: basic() });
    expect(reasons.json().result).toEqual([
      { value: 'DELAY_REPAY', name: 'VOUCHER_REASON_DELAY_REPAY' },
      { value: 'GOODWILL', name: 'VOUCHER_REASON_GOODWILL' },
      { value: 'OTHER', name: 'VOUCHER_REASON_OTHER' },
    ]);
    const states = await call(app, 'GET', '/api/admin/vouchers/states', { token: basic() });
    expect(states.json().result).toEqual(['Pending', 'Accepted', 'Declined', 'Expired']);
  });

  it('lets exactly one of an accept and a decline sent at the same moment win; the other gets 409', async () => {
    for (let round = 0; round < 6; round++) {
      const id = await pending();
      const replies = await Promise.all(round % 2 ? [accept(id), decline(id)] : [decline(id), accept(id)]);
      const codes = replies.map((r) => r.statusCode).sort();
      expect(codes).toEqual([204, 409]);
      const status = (await get(id)).json().result.status;
      const acceptWon = replies[round % 2 ? 0 : 1].statusCode === 204;
      expect(status).toBe(acceptWon ? 'Accepted' : 'Declined');
    }
  });
});
