// Issue 32: what the header's quick lookup sends finds the record the identifier names — a season order by its buyer's
// photocard carries that photocard on its tickets (item 5); a delay-repay reference in lower case (item 3); a
// compensation reference with the customer's e-mail in the brand's current scheme (item 1).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { allBrandIds } from '../../server/brands';
import { compensationDemoRequestId } from '../../server/db/seed/compensation';
import { delayRepayDemoClaimId } from '../../server/db/seed/delayRepay';
import { showcaseOrderId, type ShowcaseKind } from '../../server/db/seed/orders';
import { call, signIn, type Session } from './support/client';
import { DRIVERS, openTestDatabase, type TestDatabase } from './support/testDatabase';

const BRANDS = allBrandIds();
const AGENT = 'agent@southern.example';

describe.each(DRIVERS)('quick lookup identifiers (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let agent: Session;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    app = await buildApp({ db: database.db, sandbox: true, distDir: null });
    agent = await signIn(app, AGENT);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const get = (url: string, query?: Record<string, string>) =>
    call(app, 'GET', `/api${url}`, { token: agent.accessToken, query });

  it.each(['seasonWeekly', 'seasonMonthly', 'seasonAnnualItso', 'sTicket'] as ShowcaseKind[])(
    'a %s order found by its photocard holds that photocard on its season tickets',
    async (kind) => {
      const id = showcaseOrderId(BRANDS, 'southern', kind);
      const found = await get('/admin/orders', { photocardNumber: `PC${id}` });
      expect(found.statusCode).toBe(200);
      expect(found.json().result.map((r: { id: number }) => r.id)).toEqual([id]);
      const order = (await get(`/orders/${id}`)).json().result;
      const tickets = order.trips.flatMap((t: any) => t.fares.flatMap((f: any) => f.tickets));
      expect(tickets.length).toBeGreaterThan(0);
      for (const ticket of tickets) expect(ticket.passenger.photocardNumber).toBe(`PC${id}`);
    },
  );

  it('a delay-repay claim reference in lower case finds the claim, as in capitals', async () => {
    const claimId = delayRepayDemoClaimId(BRANDS, 'southern', 0);
    const upper = await get('/delay-repay/claims/customer', { claimRef: 'DRSO000301' });
    expect(upper.statusCode).toBe(200);
    const lower = await get('/delay-repay/claims/customer', { claimRef: 'drso000301' });
    expect(lower.statusCode, lower.body).toBe(200);
    expect(lower.json().result.map((c: { id: unknown }) => c.id)).toEqual(
      upper.json().result.map((c: { id: unknown }) => c.id),
    );
    expect(JSON.stringify(lower.json().result)).toContain(String(claimId));
  });

  it('a compensation claim reference with the customer e-mail finds the claim in the current scheme', async () => {
    const requestId = compensationDemoRequestId(BRANDS, 'southern', 'whitelist', 'season-new');
    const res = await get('/delay-repay/compensation', {
      scheme: 'COMP2018',
      claimRef: 'COMP100301',
      email: 'claimant0301.southern@example.com',
      page: '1',
      limit: '5',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.map((c: { requestId: string }) => c.requestId)).toEqual([requestId]);
  });
});
