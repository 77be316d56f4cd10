// Issue 20, the screen catalogue's sandbox calls: "view as" a brand's demo account of a level, and the demo records
// each screen opens. Refused (404, not registered) outside sandbox mode; a view-as sign-in is audited like any other.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { queryRows } from '../../server/db/connect';
import { call } from './support/client';
import { DRIVERS, openTestDatabase, type TestDatabase } from './support/testDatabase';

describe.each(DRIVERS)('sandbox workbench calls (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let production: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    app = await buildApp({ db: database.db, sandbox: true, distDir: null });
    production = await buildApp({ db: database.db, sandbox: false, distDir: null });
  });
  afterAll(async () => {
    await app?.close();
    await production?.close();
    await database?.dispose();
  });

  it('signs in as the demo account of a brand and level, audited as that account', async () => {
    const reply = await call(app, 'POST', '/api/sandbox/view-as', { body: { brand: 'gatwick', level: 'AGENT' } });
    expect(reply.statusCode).toBe(201);
    const session = reply.json().result;
    expect(session).toMatchObject({
      email: 'agent@gatwick.example',
      brand: 'gatwick',
      accessToken: expect.any(String),
    });
    const customers = await call(app, 'GET', '/api/admin/customers', {
      token: session.accessToken,
      query: { surname: 'S' },
    });
    expect(customers.statusCode).toBe(200);
    const audit = await queryRows<{ action: string; email: string }>(
      database.db,
      sql`SELECT a.action, s.email FROM audit_trail a JOIN staff_users s ON s.id = a.staff_user_id
          WHERE a.action = 'sandboxViewAs' ORDER BY a.id DESC LIMIT 1`,
    );
    expect(audit).toEqual([{ action: 'sandboxViewAs', email: 'agent@gatwick.example' }]);
  });

  it('names a bad level and refuses a brand the deployment does not offer', async () => {
    const level = await call(app, 'POST', '/api/sandbox/view-as', { body: { brand: 'gatwick', level: 'ROOT' } });
    expect(level.statusCode).toBe(400);
    expect(level.json().errors[0].fields).toEqual(['level']);
    const brand = await call(app, 'POST', '/api/sandbox/view-as', { body: { brand: 'nowhere', level: 'HQ' } });
    expect(brand.statusCode).toBe(404);
  });

  it('lists the demo records of a brand, the README ids for southern', async () => {
    const reply = await call(app, 'GET', '/api/sandbox/demo-records', { query: { brand: 'southern' } });
    expect(reply.statusCode).toBe(200);
    const { accounts, paths } = reply.json().result;
    expect(accounts.HQ).toBe('hq@southern.example');
    expect(paths).toMatchObject({
      account: '/account/90003001',
      order: '/orders/90003001',
      smartcard: '/customers/91003001/smartcard',
      smartcardApproval: '/smartcard-approvals/91003018',
      smartcardTransfer: '/smartcard-transfers/91003022',
      sticketPhoto: '/search-sticket-photos/93003013',
      railcardApplication: expect.stringMatching(/^\/railcard-application\/\d+\/18$/),
    });
    const trainhugger = await call(app, 'GET', '/api/sandbox/demo-records', { query: { brand: 'trainhugger' } });
    // no compensation in that brand: no claim to open
    expect(trainhugger.json().result.paths.compensationClaim).toBeUndefined();
  });

  it('is not there outside sandbox mode', async () => {
    const viewAs = await call(production, 'POST', '/api/sandbox/view-as', { body: { brand: 'gatwick', level: 'HQ' } });
    expect(viewAs.statusCode).toBe(404);
    const records = await call(production, 'GET', '/api/sandbox/demo-records', { query: { brand: 'gatwick' } });
    expect(records.statusCode).toBe(404);
  });
});
