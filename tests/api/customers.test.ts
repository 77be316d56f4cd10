// 000 §2 customer search, account page (details, orders history, trail) and the staff list gate (000 §6).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { queryRows } from '../../server/db/connect';
import { call, signIn, type Session } from './support/client';
import { DRIVERS, openTestDatabase, type TestDatabase } from './support/testDatabase';

interface CustomerRow {
  id: number;
  first_names: string;
  surname: string;
  email: string;
  postcode: string;
  smartcard_number: string | null;
}

describe.each(DRIVERS)('customers and staff list (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let agent: Session;
  let sample: CustomerRow;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    app = await buildApp({ db: database.db, sandbox: true, distDir: null });
    agent = await signIn(app, 'agent@southern.example');
    [sample] = await queryRows<CustomerRow>(
      database.db,
      sql`SELECT id::int AS id, first_names, surname, email, postcode, smartcard_number FROM customers
          WHERE brand = 'southern' AND smartcard_number IS NOT NULL ORDER BY id LIMIT 1`,
    );
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const search = (query: Record<string, string>, session = agent) =>
    call(app, 'GET', '/api/admin/customers', { token: session.accessToken, query });
  const ids = (res: { json(): any }) => res.json().result.map((c: { id: number }) => Number(c.id));

  it('finds a customer by each field', async () => {
    const queries: Array<Record<string, string>> = [
      { surname: sample.surname.toLowerCase() },
      { firstName: sample.first_names.split(' ')[0], surname: sample.surname },
      { email: sample.email.toUpperCase() },
      { postcode: sample.postcode.replace(' ', '').toLowerCase() },
      { isrn: sample.smartcard_number!.replace(/^(\d{6})(\d{4})(\d{4})(\d{4})$/, '$1-$2-$3-$4') },
      { email: sample.email, limit: '100' },
    ];
    const starts = (value: string | null, prefix: string) =>
      (value ?? '').toLowerCase().startsWith(prefix.toLowerCase());
    for (const query of queries) {
      const res = await search(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(200);
      if (query.isrn || query.email) expect(ids(res)).toContain(sample.id);
      expect(res.json().links).toMatchObject({ page: 1, total: expect.any(Number) });
      // every row answers the filter: a search that ignored one would still find rows
      const rows: Array<{ firstNames: string; surname: string; email: string; postcode: string }> = res.json().result;
      expect(rows.length, JSON.stringify(query)).toBeGreaterThan(0);
      for (const row of rows) {
        if (query.surname) expect(starts(row.surname, query.surname)).toBe(true);
        if (query.firstName) expect(starts(row.firstNames, query.firstName)).toBe(true);
        if (query.email) expect(starts(row.email, query.email)).toBe(true);
        if (query.postcode) expect(starts(row.postcode.replace(/\s/g, ''), query.postcode)).toBe(true);
      }
    }
    const narrow = await search({
      firstName: sample.first_names,
      surname: sample.surname,
      postcode: sample.postcode,
      limit: '100',
    });
    expect(ids(narrow)).toContain(sample.id);
    const byIsrn = await search({ isrn: sample.smartcard_number! });
    expect(byIsrn.json().result).toEqual([
      expect.objectContaining({ id: sample.id, smartcardNumber: sample.smartcard_number }),
    ]);
  });

  it('finds a customer by railcard number', async () => {
    const [card] = await queryRows<{ customer_id: number; railcard_number: string }>(
      database.db,
      sql`SELECT r.customer_id::int AS customer_id, r.railcard_number FROM railcards r JOIN customers c ON c.id = r.customer_id
          WHERE c.brand = 'southern' ORDER BY r.id LIMIT 1`,
    );
    const res = await search({ railcardNumber: card.railcard_number.toLowerCase() });
    expect(ids(res)).toEqual([card.customer_id]);
  });

  it('pages results with page and limit and only shows the caller brand', async () => {
    const first = await search({ surname: 'S', limit: '5' });
    const second = await search({ surname: 'S', limit: '5', page: '2' });
    expect(first.json().result).toHaveLength(5);
    expect(first.json().links).toMatchObject({ page: 1, limit: 5 });
    expect(first.json().links.total).toBeGreaterThan(10);
    expect(second.json().links.page).toBe(2);
    expect(ids(second).some((id: number) => ids(first).includes(id))).toBe(false);
    // one letter is matched per initial (paging.ts prefixMatch, migration 0005's index): same rows as the LIKE prefix
    for (const [surname, page] of [
      ['S', 3],
      ['s', 7],
      ['Sh', 2],
    ] as const) {
      const truth = await queryRows<{ id: number }>(
        database.db,
        sql`SELECT id::int AS id FROM customers WHERE brand = 'southern' AND lower(surname) LIKE ${`${surname.toLowerCase()}%`}
            ORDER BY id LIMIT 5 OFFSET ${(page - 1) * 5}`,
      );
      expect(truth.length, surname).toBe(5);
      expect(ids(await search({ surname, limit: '5', page: String(page) })), `${surname} page ${page}`).toEqual(
        truth.map((r) => r.id),
      );
    }
    const [other] = await queryRows<{ email: string }>(
      database.db,
      sql`SELECT email FROM customers WHERE brand = 'gatwick' LIMIT 1`,
    );
    expect((await search({ email: other.email })).json().result).toEqual([]);
  });

  it('answers 400 for no filter and for a malformed ISRN, naming the field', async () => {
    const none = await search({});
    expect(none.statusCode).toBe(400);
    const bad = await search({ isrn: '1234', page: '0' });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().errors.flatMap((e: { fields: string[] }) => e.fields);
    expect(fields).toEqual(expect.arrayContaining(['isrn', 'page']));
  });

  it('finds accounts by exact e-mail', async () => {
    const res = await call(app, 'GET', '/api/admin/customers/', {
      token: agent.accessToken,
      query: { email: sample.email },
    });
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual([sample.id]);
  });

  it('fetches an account with addresses, 404 for unknown or other-brand ids', async () => {
    const res = await call(app, 'GET', `/api/customers/${sample.id}`, { token: agent.accessToken });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      id: sample.id,
      email: sample.email,
      addresses: [expect.objectContaining({ postCode: sample.postcode })],
    });
    expect((await call(app, 'GET', '/api/customers/999999999', { token: agent.accessToken })).statusCode).toBe(404);
    const [other] = await queryRows<{ id: number }>(
      database.db,
      sql`SELECT id::int AS id FROM customers WHERE brand = 'gatwick' LIMIT 1`,
    );
    const foreign = await call(app, 'GET', `/api/customers/${other.id}`, { token: agent.accessToken });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errors[0]).toMatchObject({ code: '404', message: 'Requested data not found' });
  });

  it('refuses ISRN and railcard search where the brand has no enableIsrnSearch, naming the field', async () => {
    const gatwick = await signIn(app, 'agent@gatwick.example');
    const isrn = await search({ isrn: sample.smartcard_number! }, gatwick);
    expect(isrn.statusCode).toBe(400);
    expect(isrn.json().errors[0]).toMatchObject({ code: '1000', fields: ['isrn'] });
    const railcard = await search({ railcardNumber: 'ABC123' }, gatwick);
    expect(railcard.json().errors[0].fields).toEqual(['railcardNumber']);
  });

  it("never shows another brand's orders or trail (404, as if the account did not exist)", async () => {
    const [other] = await queryRows<{ id: number }>(
      database.db,
      sql`SELECT c.id::int AS id FROM customers c WHERE c.brand = 'gatwick'
          AND EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.id) AND EXISTS (SELECT 1 FROM customer_trail t WHERE t.customer_id = c.id)
          ORDER BY c.id LIMIT 1`,
    );
    for (const path of ['orders', 'trail']) {
      const res = await call(app, 'GET', `/api/customers/${other.id}/${path}`, { token: agent.accessToken });
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toEqual({ errors: [{ code: '404', message: 'Requested data not found' }] });
    }
  });

  it('answers 400 for a malformed customer id and for unknown query parameters', async () => {
    const malformed = await call(app, 'GET', '/api/customers/12abc', { token: agent.accessToken });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].fields).toEqual(['id']);
    const unknown = await call(app, 'GET', `/api/customers/${sample.id}`, {
      token: agent.accessToken,
      query: { brand: 'gatwick' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ code: '1000', message: 'brand is not allowed', fields: ['brand'] }]);
  });

  it('pages the order history 20 at a time, newest first', async () => {
    const [busy] = await queryRows<{ id: number; n: number }>(
      database.db,
      sql`SELECT c.id::int AS id, count(o.id)::int AS n FROM customers c JOIN orders o ON o.customer_id = c.id
          WHERE c.brand = 'southern' GROUP BY c.id HAVING count(o.id) > 20 ORDER BY c.id LIMIT 1`,
    );
    const page = (p: number) =>
      call(app, 'GET', `/api/customers/${busy.id}/orders`, { token: agent.accessToken, query: { page: String(p) } });
    const first = (await page(1)).json();
    expect(first.result).toHaveLength(20);
    expect(first.links).toEqual({ page: 1, limit: 20, total: busy.n });
    const dates = first.result.map((o: { purchaseDate: string }) => o.purchaseDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = (await page(2)).json();
    expect(second.result).toHaveLength(Math.min(20, busy.n - 20));
    expect(second.result[0]).toMatchObject({
      id: expect.any(Number),
      state: expect.any(String),
      total: expect.any(Number),
    });
  });

  it('returns the account trail as result.trails', async () => {
    const [withTrail] = await queryRows<{ id: number; n: number }>(
      database.db,
      sql`SELECT c.id::int AS id, count(t.id)::int AS n FROM customers c JOIN customer_trail t ON t.customer_id = c.id
          WHERE c.brand = 'southern' GROUP BY c.id HAVING count(t.id) > 3 ORDER BY c.id LIMIT 1`,
    );
    const res = await call(app, 'GET', `/api/customers/${withTrail.id}/trail`, {
      token: agent.accessToken,
      query: { limit: '3' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.trails).toHaveLength(3);
    expect(res.json().result.trails[0]).toEqual(
      expect.objectContaining({
        date: expect.any(String),
        description: expect.any(String),
        editor: expect.any(String),
      }),
    );
    expect(res.json().links).toEqual({ page: 1, limit: 3, total: withTrail.n });
  });

  it('lists staff users for canModifyStaffAccount only: BASIC 403, HQ 200', async () => {
    const basic = await signIn(app, 'basic@southeastern.example');
    const denied = await call(app, 'GET', '/api/admin/users', { token: basic.accessToken });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().errors[0]).toMatchObject({ code: '403', message: 'Unauthorized access.' });
    const hq = await signIn(app, 'hq@southeastern.example');
    const allowed = await call(app, 'GET', '/api/admin/users', { token: hq.accessToken, query: { limit: '50' } });
    expect(allowed.statusCode).toBe(200);
    const emails = allowed.json().result.map((u: { email: string }) => u.email);
    expect(emails).toContain('basic@southeastern.example');
    expect(emails.every((e: string) => e.endsWith('@southeastern.example'))).toBe(true);
    expect(allowed.json().result[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        grantLevel: expect.any(Number),
        grantLevelName: expect.any(String),
        active: expect.any(Boolean),
      }),
    );
  });

  it('refuses a token used with another brand header', async () => {
    const res = await call(app, 'GET', '/api/admin/customers', {
      token: agent.accessToken,
      brand: 'gatwick',
      query: { surname: 'S' },
    });
    expect(res.statusCode).toBe(403);
  });
});
