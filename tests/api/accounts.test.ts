// 001 §4 account controls: account lock, refund restriction and delivery lock, each set and lifted with a reason,
// shown in GET /customers/{id}, written to the account changes trail; the refund restriction blocks refunds of the
// customer's orders (order page eligibility and the refund call); immediate unlock (HQ); gates and bad input.
import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { allBrandIds } from '../../server/brands';
import { queryRows } from '../../server/db/connect';
import { deletionCaseCustomerId, LOCK_CASES, lockCaseCustomerId, type LockCase } from '../../server/db/seed/accounts';
import { showcaseOrderId } from '../../server/db/seed/orders';
import { smartcardCaseId } from '../../server/db/seed/smartcards';
import { call, signIn, type Session } from './support/client';
import { DRIVERS, openTestDatabase, type TestDatabase } from './support/testDatabase';

const BRANDS = allBrandIds();

describe.each(DRIVERS)('account controls (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const sessions: Record<string, Session> = {};

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    app = await buildApp({ db: database.db, sandbox: true, distDir: null });
    for (const email of [
      'agent@southern.example',
      'supervisor@southern.example',
      'hq@southern.example',
      'hq@thameslink.example',
      'supervisor@southeastern.example',
    ]) {
      sessions[email] = await signIn(app, email);
    }
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const as = (email: string) => sessions[email].accessToken;
  const hq = () => as('hq@southern.example');
  const customer = (id: number, token = hq()) => call(app, 'GET', `/api/customers/${id}`, { token });
  const lock = (id: number, kind: string, action: 'lock' | 'unlock', reason: unknown, token = hq()) =>
    call(app, 'POST', `/api/v2/customers/${id}/${kind}/${action}`, { token, body: { reason } });
  const trail = async (id: number) =>
    (await call(app, 'GET', `/api/customers/${id}/trail`, { token: hq(), query: { limit: '50' } }))
      .json()
      .result.trails.map((t: any) => t.description);

  it('locks and unlocks each kind with a reason, shows who and why, and writes the trail', async () => {
    const id = 60;
    for (const kind of ['account', 'refund', 'delivery']) {
      const locked = await lock(id, kind, 'lock', `  ${kind} reason  `);
      expect(locked.statusCode, kind).toBe(200);
      expect(locked.json().result.find((l: any) => l.kind === kind.toUpperCase())).toMatchObject({
        reason: `${kind} reason`,
        editor: 'hq@southern.example',
      });
      expect((await lock(id, kind, 'lock', 'again')).json().errors[0].code).toBe('CUSTOMER_ALREADY_LOCKED');
    }
    const shown = (await customer(id)).json().result;
    expect(shown.locks.map((l: any) => l.kind)).toEqual(['ACCOUNT', 'DELIVERY', 'REFUND']);
    expect(shown.isLocked).toBe(true);
    for (const kind of ['account', 'refund', 'delivery'])
      expect((await lock(id, kind, 'unlock', 'sorted')).statusCode, kind).toBe(200);
    expect((await lock(id, 'refund', 'unlock', 'sorted')).statusCode).toBe(409);
    const after = (await customer(id)).json().result;
    expect(after).toMatchObject({ locks: [], isLocked: false });
    const texts = await trail(id);
    for (const text of [
      'Account locked: account reason',
      'Refunds restricted: refund reason',
      'Delivery locked: delivery reason',
      'Refunds enabled: sorted',
    ])
      expect(texts).toContain(text);
  });

  it('a refund restriction blocks refunds of the customer orders, on the page and at the refund call', async () => {
    const orderId = showcaseOrderId(BRANDS, 'southern', 'complete');
    const { customerId } = (await call(app, 'GET', `/api/orders/${orderId}`, { token: hq() })).json().result;
    expect((await lock(customerId, 'refund', 'lock', 'fraud check')).statusCode).toBe(200);
    const order = (await call(app, 'GET', `/api/orders/${orderId}`, { token: hq() })).json().result;
    expect(order.customerRefundsRestricted).toBe(true);
    // a refund of the first ticket to the first payment, as the refund page sends it, valid but for the restriction
    const ticket = order.trips[0].fares[0].tickets[0];
    const payment = Object.values(order.payments).flat()[0] as any;
    const amount = ticket.price - ticket.refundAmount;
    const refused = await call(app, 'POST', `/api/admin/orders/${orderId}/refund`, {
      token: hq(),
      body: {
        reasonCode: 1,
        administrationFee: 0,
        refunds: [{ id: ticket.id, code: ticket.ticketTypeCode.code, type: 'TICKET', amount }],
        payments: [{ type: payment.type, id: payment.id, amount }],
      },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect(JSON.stringify(refused.json())).toContain("Refunds are restricted on the customer's account");
    const [{ state }] = await queryRows<{ state: string }>(
      database.db,
      sql`SELECT state FROM orders WHERE id = ${orderId}`,
    );
    expect(state).toBe('Complete');
    expect((await lock(customerId, 'refund', 'unlock', 'cleared')).statusCode).toBe(200);
    expect(
      (await call(app, 'GET', `/api/orders/${orderId}`, { token: hq() })).json().result.customerRefundsRestricted,
    ).toBe(false);
  });

  it('seeds a customer in every lock state, with its trail row', async () => {
    for (const [name, kinds] of Object.entries(LOCK_CASES)) {
      const id = lockCaseCustomerId(BRANDS, 'southern', name as LockCase);
      const shown = (await customer(id)).json().result;
      expect(shown.locks.map((l: any) => l.kind).sort(), name).toEqual([...kinds].sort());
      expect(shown.isLocked, name).toBe(kinds.includes('ACCOUNT' as never));
      expect(
        (await trail(id)).some((t: string) => /^(Account locked|Refunds restricted|Delivery locked): /.test(t)),
        name,
      ).toBe(true);
    }
  });

  it('HQ unlocks an account at once', async () => {
    const id = 67;
    expect((await lock(id, 'account', 'lock', 'abuse')).statusCode).toBe(200);
    expect((await call(app, 'POST', `/api/admin/customers/${id}/unlock`, { token: hq() })).statusCode).toBe(204);
    expect((await customer(id)).json().result).toMatchObject({ isLocked: false, locks: [] });
    expect(await trail(id)).toContain('Account unlocked immediately');
  });

  it('refuses what the gates forbid, bad reasons and other brands, changing nothing', async () => {
    const id = 74;
    // canLockCustomer is HQ by default, SUPERVISOR and HQ in the southeastern group
    expect((await lock(id, 'refund', 'lock', 'no', as('agent@southern.example'))).statusCode).toBe(403);
    expect(
      (await call(app, 'POST', `/api/admin/customers/${id}/unlock`, { token: as('agent@southern.example') }))
        .statusCode,
    ).toBe(403);
    for (const reason of ['', '   ', 'x'.repeat(301), 42, null]) {
      const res = await lock(id, 'refund', 'lock', reason);
      expect(res.statusCode, JSON.stringify(reason)).toBe(400);
      expect(res.json().errors[0].fields, JSON.stringify(reason)).toEqual(['reason']);
    }
    expect((await lock(id, 'refund', 'lock', 'other brand', as('hq@thameslink.example'))).statusCode).toBe(404);
    expect((await customer(id)).json().result.locks).toEqual([]);
    const seId = (
      await queryRows<{ id: number }>(
        database.db,
        sql`SELECT id::int AS id FROM customers WHERE brand = 'southeastern' ORDER BY id LIMIT 1`,
      )
    )[0].id;
    expect((await lock(seId, 'delivery', 'lock', 'held', as('supervisor@southeastern.example'))).statusCode).toBe(200);
  });

  describe('deletion requests', () => {
    const list = (token = hq(), query: Record<string, string> = {}) =>
      call(app, 'GET', '/api/admin/deactivation-requests', { token, query });
    const decide = (customerId: number, rid: number | string, decision: 'approve' | 'reject', token = hq()) =>
      call(app, 'POST', `/api/admin/customers/${customerId}/deactivate/${rid}/${decision}`, { token });
    const requestOf = async (customerId: number) => (await customer(customerId)).json().result.deactivationRequests;

    it('lists the pending requests with their customer, and says which ones products block', async () => {
      const pending = (await list()).json().result;
      const blocked = pending.find(
        (r: any) => r.customerId === deletionCaseCustomerId(BRANDS, 'southern', 'pendingWithProducts'),
      );
      const free = pending.find((r: any) => r.customerId === deletionCaseCustomerId(BRANDS, 'southern', 'pending'));
      expect(blocked).toMatchObject({ state: 'PENDING', productsRemain: true, email: expect.stringContaining('@') });
      expect(free).toMatchObject({ state: 'PENDING', productsRemain: false });
      expect((await list(hq(), { state: 'CANCELLED' })).json().result.map((r: any) => r.customerId)).toEqual([
        deletionCaseCustomerId(BRANDS, 'southern', 'cancelled'),
      ]);
      expect((await list(as('supervisor@southern.example'))).statusCode).toBe(403);
    });

    it('refuses an approval while products remain, approves one without, and rejects', async () => {
      const blockedCustomer = deletionCaseCustomerId(BRANDS, 'southern', 'pendingWithProducts');
      const [blocked] = await requestOf(blockedCustomer);
      const refused = await decide(blockedCustomer, blocked.id, 'approve');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors[0].code).toBe('DEACTIVATION_PRODUCTS_REMAIN');
      expect((await customer(blockedCustomer)).json().result.deleted).toBe(false);

      const freeCustomer = deletionCaseCustomerId(BRANDS, 'southern', 'pending');
      const [free] = await requestOf(freeCustomer);
      expect((await decide(freeCustomer, free.id, 'approve')).json().result).toMatchObject({
        state: 'APPROVED',
        decidedBy: 'hq@southern.example',
      });
      expect((await customer(freeCustomer)).json().result).toMatchObject({
        deleted: true,
        deactivationRequests: [{ id: free.id, state: 'APPROVED' }],
      });
      expect((await decide(freeCustomer, free.id, 'reject')).statusCode).toBe(409);
      expect(await trail(freeCustomer)).toContain('Account deletion approved: account deleted');

      expect((await decide(blockedCustomer, blocked.id, 'reject')).json().result.state).toBe('REJECTED');
      // another account's request id, or none that exists
      const wrong = await decide(freeCustomer, blocked.id, 'approve');
      expect(wrong.statusCode).toBe(404);
      expect(wrong.json().errors[0].message).toBe('Wrong deletion request id');
      expect((await decide(freeCustomer, 999999, 'reject')).statusCode).toBe(404);
    });

    it('a supervisor requests a deletion once; HQ then finds it pending', async () => {
      const id = 88;
      const made = await call(app, 'POST', `/api/admin/customers/${id}/deactivate/`, {
        token: as('supervisor@southern.example'),
      });
      expect(made.statusCode).toBe(201);
      expect(made.json().result).toMatchObject({
        customerId: id,
        state: 'PENDING',
        requestedBy: 'supervisor@southern.example',
      });
      const again = await call(app, 'POST', `/api/admin/customers/${id}/deactivate/`, {
        token: as('supervisor@southern.example'),
      });
      expect(again.json().errors[0].code).toBe('DEACTIVATION_PENDING');
      expect(
        (await call(app, 'POST', `/api/admin/customers/${id}/deactivate/`, { token: as('agent@southern.example') }))
          .statusCode,
      ).toBe(403);
      expect((await list()).json().result.map((r: any) => r.customerId)).toContain(id);
      expect(await trail(id)).toContain('Account deletion requested');
    });
  });

  describe('marketing preferences', () => {
    const all = {
      emailServiceUpdates: true,
      smsServiceUpdates: false,
      emailPromotions: true,
      smsPromotions: true,
      emailProducts: true,
      smsProducts: true,
      autoDelayRepay: true,
      autoDelayRepayApp: false,
      autoDelayRepayEmail: true,
      brandPreference: null,
    };
    const save = (id: number, body: unknown, token = as('agent@southern.example')) =>
      call(app, 'POST', `/api/customers/${id}/preferences`, { token, body });

    it('are answered with every key of the schema, seeded with them', async () => {
      const { preferences, isOver16 } = (await customer(95)).json().result;
      expect(Object.keys(preferences).sort()).toEqual([
        'autoDelayRepay',
        'autoDelayRepayApp',
        'autoDelayRepayEmail',
        'brandPreference',
        'emailProducts',
        'emailPromotions',
        'emailServiceUpdates',
        'isOver16',
        'smsProducts',
        'smsPromotions',
        'smsServiceUpdates',
      ]);
      expect(isOver16).toBe(true);
    });

    it('are saved as sent for an adult, with a trail row', async () => {
      const saved = await save(95, all);
      expect(saved.statusCode).toBe(200);
      expect(saved.json().result).toEqual({ ...all, isOver16: true });
      expect((await customer(95)).json().result.preferences).toEqual({ ...all, isOver16: true });
      expect(await trail(95)).toContain('Marketing preferences updated');
    });

    it('force promotions and products off for a customer under 16, whatever was sent', async () => {
      const young = smartcardCaseId(BRANDS, 'southern', 'under16');
      const saved = (await save(young, all)).json().result;
      expect(saved).toMatchObject({
        isOver16: false,
        emailPromotions: false,
        smsPromotions: false,
        emailProducts: false,
        smsProducts: false,
        emailServiceUpdates: true,
        autoDelayRepay: true,
      });
      expect((await customer(young)).json().result.preferences.emailPromotions).toBe(false);
    });

    it('offer a brand preference only where the brand has it (thameslink), refused elsewhere', async () => {
      expect((await save(102, { ...all, brandPreference: 'thameslink' })).statusCode).toBe(400);
      const thameslink = lockCaseCustomerId(BRANDS, 'thameslink', 'accountLocked');
      const saved = await save(thameslink, { ...all, brandPreference: 'greatnorthern' }, as('hq@thameslink.example'));
      expect(saved.statusCode).toBe(200);
      expect((await customer(thameslink, as('hq@thameslink.example'))).json().result.preferences.brandPreference).toBe(
        'greatnorthern',
      );
    });

    it('PUT /customers/{id} takes the short marketing form (emailMarketing, smsMarketing, brandUpdate), under 16 too', async () => {
      const put = (id: number, body: unknown, token = as('agent@southern.example')) =>
        call(app, 'PUT', `/api/customers/${id}`, { token, body });
      const id = 95;
      const before = (await customer(id)).json().result;
      const set = await put(id, { emailMarketing: true, smsMarketing: false, brandUpdate: true });
      expect(set.statusCode).toBe(200);
      expect(set.json().result).toMatchObject({
        emailPromotions: true,
        emailProducts: true,
        smsPromotions: false,
        smsProducts: false,
        emailServiceUpdates: true,
        smsServiceUpdates: true,
      });
      const after = (await customer(id)).json().result;
      // the name is untouched, the other preferences kept
      expect(after).toMatchObject({ firstNames: before.firstNames, surname: before.surname, title: before.title });
      expect(after.preferences.autoDelayRepay).toBe(before.preferences.autoDelayRepay);
      expect(after.preferences.emailPromotions).toBe(true);
      expect(await trail(id)).toContain(
        'Marketing preferences updated: promotions and products by e-mail on, promotions and products by SMS off, service updates on',
      );

      const young = smartcardCaseId(BRANDS, 'southern', 'under16');
      expect((await put(young, { emailMarketing: true, smsMarketing: true })).json().result).toMatchObject({
        emailPromotions: false,
        smsProducts: false,
      });
      // the two forms do not mix; a bad flag or a user below the permission changes nothing
      expect((await put(id, { emailMarketing: false, title: 'Mr', firstNames: 'A', surname: 'B' })).statusCode).toBe(
        400,
      );
      expect((await put(id, { emailMarketing: 'no' })).statusCode).toBe(400);
      const basic = await signIn(app, 'basic@southern.example');
      expect((await put(id, { emailMarketing: false }, basic.accessToken)).statusCode).toBe(403);
      expect((await put(id, { title: 'Mr', firstNames: 'Al', surname: 'Bo' }, basic.accessToken)).statusCode).toBe(403);
      expect((await customer(id)).json().result.preferences.emailPromotions).toBe(true);
      // the name form still works as before
      expect(
        (await put(id, { title: before.title ?? 'Mr', firstNames: before.firstNames, surname: before.surname }))
          .statusCode,
      ).toBe(200);
    });

    it('refuse a brand preference the brand does not offer, bad bodies and a customer of another brand, changing nothing', async () => {
      const before = (await customer(102)).json().result.preferences;
      expect((await save(102, { ...all, brandPreference: 'southern' })).statusCode).toBe(400);
      expect((await save(102, { ...all, emailPromotions: 'yes' })).statusCode).toBe(400);
      expect((await save(102, { ...all, colour: 'blue' })).statusCode).toBe(400);
      expect((await save(102, all, as('supervisor@southeastern.example'))).statusCode).toBe(404);
      expect((await customer(102)).json().result.preferences).toEqual(before);
    });
  });

  it('GET /customers/{id} answers the declared entity (schemas/entities/customer), not the raw row', async () => {
    const entity = (name: string) =>
      JSON.parse(readFileSync(new URL(`../../schemas/entities/${name}.schema.json`, import.meta.url), 'utf8'));
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    ajv.addSchema(entity('marketingPreferences')).addSchema(entity('address'));
    const validate = ajv.compile(entity('customer'));
    const ids = [
      lockCaseCustomerId(BRANDS, 'southern', 'allLocked'),
      smartcardCaseId(BRANDS, 'southern', 'under16'),
      deletionCaseCustomerId(BRANDS, 'southern', 'pending'),
      deletionCaseCustomerId(BRANDS, 'southern', 'pendingWithProducts'),
      95,
    ];
    for (const id of ids) {
      const result = (await customer(id)).json().result;
      expect(validate(result) ? [] : validate.errors, `customer ${id}`).toEqual([]);
      expect(result).not.toHaveProperty('brand');
    }
  });

  it('sends a customer a password reset e-mail, saying a new password unlocks a locked account', async () => {
    const id = lockCaseCustomerId(BRANDS, 'southern', 'accountLocked');
    const { email } = (await customer(id)).json().result;
    const sent = await call(app, 'POST', '/api/customers/reset-password', {
      token: as('agent@southern.example'),
      body: { email: email.toUpperCase(), isLocked: true },
    });
    expect(sent.statusCode).toBe(202);
    const mail = (await call(app, 'GET', '/api/sandbox/outbox', { query: { to: email } })).json().result[0];
    expect(mail.body).toContain('/reset-password?token=');
    expect(mail.body).toContain('also unlocks your account');
    expect(await trail(id)).toContain('Password reset e-mail sent');
    expect(
      (
        await call(app, 'POST', '/api/customers/reset-password', {
          token: hq(),
          body: { email: 'nobody@nowhere.example' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(app, 'POST', '/api/customers/reset-password', { token: hq(), body: { email: 'not an address' } }))
        .statusCode,
    ).toBe(400);
  });
});
