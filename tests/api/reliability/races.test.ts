// One winner in every race (issue 9): parallel refunds of one order, voucher accept/decline, railcard accept/reject,
// staff add of one e-mail, parallel wrong passwords (lockout), parallel refreshes of one sign-in. Every saved
// change has its audit row. PGlite runs one query at a time; on PostgreSQL (DATABASE_URL) the requests overlap.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { queryRows } from '../../../server/db/connect';
import { showcaseOrderId } from '../../../server/db/seed/orders';
import { call, signIn, startSignIn, type Session } from '../support/client';
import { DRIVERS, openTestDatabase, type TestDatabase } from '../support/testDatabase';
import { BRANDS } from './support/sessions';

const PARALLEL = 12;
const BRAND = 'southeastern';
describe.each(DRIVERS)('races (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let hq: Session;
  let supervisor: Session;
  let agent: Session;
  const races: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    app = await buildApp({ db: database.db, sandbox: true, distDir: null });
    [hq, supervisor, agent] = await Promise.all(
      ['hq', 'supervisor', 'agent'].map((l) => signIn(app, `${l}@${BRAND}.example`)),
    );
  }, 300_000);
  afterAll(async () => {
    console.log(
      `[reliability] races (${driver}): ${races.length} races × ${PARALLEL} parallel requests (${races.join(', ')})`,
    );
    await app?.close();
    await database?.dispose();
  });

  const audits = async (action: string) =>
    (
      await queryRows<{ n: number }>(
        database.db,
        sql`SELECT count(*)::int AS n FROM audit_trail WHERE action = ${action}`,
      )
    )[0].n;
  const send = (s: Session, method: 'POST' | 'PATCH' | 'PUT', url: string, body?: unknown) =>
    call(app, method, `/api${url}`, { token: s.accessToken, body });
  const statuses = (replies: Array<{ statusCode: number }>) => replies.map((r) => r.statusCode);
  const wins = (replies: Array<{ statusCode: number }>) => replies.filter((r) => r.statusCode < 300).length;

  it('parallel refunds of one order: one refund, never more than was paid, one audit row', async () => {
    races.push('refund');
    const orderId = showcaseOrderId(BRANDS, BRAND, 'thirtyTickets');
    const o = (await call(app, 'GET', `/api/orders/${orderId}`, { token: hq.accessToken })).json().result;
    const tickets = o.trips.flatMap((t: any) => t.fares.flatMap((f: any) => f.tickets));
    const lines = tickets
      .slice(0, 3)
      .map((t: any) => ({ id: t.id, code: t.ticketTypeCode.code, type: 'TICKET', amount: t.price - t.refundAmount }));
    const total = lines.reduce((sum: number, l: any) => sum + l.amount, 0);
    const pay = Object.values(o.payments).flat()[0] as any;
    const body = {
      reasonCode: 1,
      administrationFee: 0,
      refunds: lines,
      payments: [{ type: pay.type, id: pay.id, amount: total }],
    };
    const before = await audits('refundOrder');
    const replies = await Promise.all(
      Array.from({ length: PARALLEL }, () => send(hq, 'POST', `/admin/orders/${orderId}/refund`, body)),
    );
    expect(wins(replies), statuses(replies).join()).toBe(1);
    expect(
      statuses(replies)
        .filter((s) => s >= 300)
        .every((s) => s === 409),
    ).toBe(true);
    const after = (await call(app, 'GET', `/api/orders/${orderId}`, { token: hq.accessToken })).json().result;
    const refunded = after.trips
      .flatMap((t: any) => t.fares.flatMap((f: any) => f.tickets))
      .reduce((x: number, t: any) => x + t.refundAmount, 0);
    expect(refunded).toBe(total);
    expect(await audits('refundOrder')).toBe(before + 1);
  });

  it('voucher accept and decline at once: one decision, one audit row', async () => {
    races.push('voucher accept/decline');
    const [customer] = await queryRows<{ id: number }>(
      database.db,
      sql`SELECT id::int AS id FROM customers WHERE brand = ${BRAND} ORDER BY id LIMIT 1`,
    );
    const today = new Date().toISOString().slice(0, 10);
    const added = await send(agent, 'POST', `/customers/${customer.id}/vouchers`, {
      amount: 1500,
      reason: 'GOODWILL',
      startDate: today,
      expiryDate: `${Number(today.slice(0, 4)) + 2}${today.slice(4)}`,
      caseReference: 'RACE',
    });
    expect(added.statusCode, added.body).toBe(201);
    const vid = added.json().result.id;
    const before = (await audits('acceptVoucher')) + (await audits('declineVoucher'));
    const replies = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        i % 2
          ? send(supervisor, 'POST', `/admin/vouchers/${vid}/accept`)
          : send(supervisor, 'POST', `/admin/vouchers/${vid}/cancel`, {
              customerId: customer.id,
              voucherId: vid,
              declineReason: 'Race',
            }),
      ),
    );
    expect(wins(replies), statuses(replies).join()).toBe(1);
    expect((await audits('acceptVoucher')) + (await audits('declineVoucher'))).toBe(before + 1);
  });

  it('railcard application accepted and rejected at once: one decision, one history row, one audit row', async () => {
    races.push('railcard accept/reject');
    const [card] = await queryRows<{ id: number; customer: number }>(
      database.db,
      sql`SELECT id, customer_id::int AS customer FROM railcards WHERE brand = ${BRAND} AND state = 'PENDING' AND application ORDER BY id LIMIT 1`,
    );
    expect(card, 'a pending application in the seed').toBeDefined();
    const history = async () =>
      (
        await queryRows<{ n: number }>(
          database.db,
          sql`SELECT count(*)::int AS n FROM railcard_history WHERE railcard_id = ${card.id}`,
        )
      )[0].n;
    const [historyBefore, auditBefore] = [await history(), await audits('changeRailcardState')];
    const url = `/admin/customers/${card.customer}/railcards/${card.id}`;
    const replies = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        send(hq, 'PATCH', url, i % 2 ? { state: 'ACCEPTED' } : { state: 'REJECTED', reason: 'PHOTO_UNCLEAR' }),
      ),
    );
    expect(wins(replies), statuses(replies).join()).toBe(1);
    expect(await history()).toBe(historyBefore + 1);
    expect(await audits('changeRailcardState')).toBe(auditBefore + 1);
  });

  it('the same staff e-mail added in parallel: one account, one audit row', async () => {
    races.push('staff add');
    const email = `race.${driver}@${BRAND}.example`;
    const before = await audits('addStaffUser');
    const replies = await Promise.all(
      Array.from({ length: PARALLEL }, () => send(hq, 'POST', '/admin/users/', { email, grantLevel: 20 })),
    );
    expect(wins(replies), statuses(replies).join()).toBe(1);
    const [{ n }] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM staff_users WHERE lower(email) = ${email}`,
    );
    expect(n).toBe(1);
    expect(await audits('addStaffUser')).toBe(before + 1);
  });

  it('parallel wrong passwords lock the account, and it stays locked', async () => {
    races.push('lockout');
    const email = `station_agent@${BRAND}.example`;
    const replies = await Promise.all(Array.from({ length: 16 }, () => startSignIn(app, email, 'Wrong-password-1!')));
    expect(wins(replies)).toBe(0);
    const right = await startSignIn(app, email);
    expect(right.statusCode, right.body).not.toBe(202);
    expect(right.json().errors[0].code).toBe('11007');
  });

  it('parallel refreshes of one sign-in keep it signed in', async () => {
    races.push('refresh');
    const session = await signIn(app, `basic@${BRAND}.example`);
    const replies = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        call(app, 'POST', '/api/customers/auth/refresh', {
          body: { grant_type: 'refresh_token', session_short: false, token: session.refreshToken },
        }),
      ),
    );
    expect(
      statuses(replies).every((s) => s < 300),
      statuses(replies).join(),
    ).toBe(true);
    // whichever answer the console keeps, the sign-in still works
    for (const reply of replies.slice(0, 3)) {
      const res = await call(app, 'GET', '/api/admin/refunds/reasons', { token: reply.json().result.accessToken });
      expect(res.statusCode).toBe(200);
    }
  });
});
