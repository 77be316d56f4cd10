// 000 §2/§7 railcards: linked railcards, applications (accept, reject, edit), removal, history, photo, digital
// railcards and DRC e-mails; 000 §4 states (final ones answer 409), §5 rules (400), §6 levels (403, nothing changes).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { allBrandIds } from '../../server/brands';
import { queryRows } from '../../server/db/connect';
import { RAILCARD_CASE_CARDS, railcardCaseCustomerId, railcardCaseNumber } from '../../server/db/seed/railcards';
import { londonToday } from '../../src/domain/londonToday';
import { call, signIn, type Session } from './support/client';
import { DRIVERS, openTestDatabase, type TestDatabase } from './support/testDatabase';

const BRAND = 'southern';
const brands = allBrandIds();
const caseCustomer = (k: number) => railcardCaseCustomerId(brands, BRAND, k);

function inDays(days: number): string {
  return londonToday(new Date(Date.now() + days * 86_400_000));
}

describe.each(DRIVERS)('railcards (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let basic: Session;
  let stationAgent: Session;
  let stationSupervisor: Session;
  let agent: Session;
  let otherBrand: Session;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    app = await buildApp({ db: database.db, sandbox: true, distDir: null });
    [basic, stationAgent, stationSupervisor, agent, otherBrand] = await Promise.all([
      signIn(app, `basic@${BRAND}.example`),
      signIn(app, `station_agent@${BRAND}.example`),
      signIn(app, `station_supervisor@${BRAND}.example`),
      signIn(app, `agent@${BRAND}.example`),
      signIn(app, 'agent@thameslink.example'),
    ]);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const get = (session: Session, url: string, query?: Record<string, string>) =>
    call(app, 'GET', `/api${url}`, { token: session.accessToken, query });
  const send = (session: Session, method: 'POST' | 'PATCH' | 'PUT', url: string, body: unknown) =>
    call(app, method, `/api${url}`, { token: session.accessToken, body });

  /** The case customer's card n (server/db/seed/railcards.ts). */
  async function caseCard(k: number, card: number) {
    const [row] = await queryRows<{
      id: number;
      state: string;
      code: string;
      railcard_number: string;
      expiry_date: string;
    }>(
      database.db,
      sql`SELECT id, state, code, railcard_number, expiry_date::text FROM railcards WHERE railcard_number = ${railcardCaseNumber(caseCustomer(k), card)}`,
    );
    return row;
  }
  async function stateOf(id: number): Promise<string> {
    const [row] = await queryRows<{ state: string }>(database.db, sql`SELECT state FROM railcards WHERE id = ${id}`);
    return row.state;
  }
  async function historyCount(customerId: number): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM railcard_history WHERE customer_id = ${customerId}`,
    );
    return row.n;
  }

  it('lists the types and the reject reasons', async () => {
    const types = await get(basic, '/config/railcards');
    expect(types.statusCode).toBe(200);
    expect(types.json().result).toContainEqual({ code: 'YNG', name: '16-25 Railcard' });
    expect(types.json().result).toHaveLength(12);
    const reasons = await get(basic, '/admin/railcards/reject-reasons');
    expect(reasons.json().result.map((r: { code: string }) => r.code)).toContain('OTHER');
  });

  it('lists the linked railcards of the states asked for, with their display status', async () => {
    const id = caseCustomer(0);
    const listed = await call(app, 'GET', `/api/customers/${id}/railcards?state=ACCEPTED&state=PENDING`, {
      token: basic.accessToken,
    });
    expect(listed.statusCode).toBe(200);
    const rows: Array<{
      railcardNumber: string;
      state: string;
      status: string;
      expired: boolean;
      isPending: boolean;
      railcardName: string;
    }> = listed.json().result;
    const byNumber = new Map(rows.map((r) => [r.railcardNumber, r]));
    expect(rows.every((r) => r.state === 'ACCEPTED' || r.state === 'PENDING')).toBe(true);
    expect(byNumber.get(railcardCaseNumber(id, RAILCARD_CASE_CARDS.accepted))).toMatchObject({
      status: 'accepted',
      expired: false,
      railcardName: '16-25 Railcard',
    });
    expect(byNumber.get(railcardCaseNumber(id, RAILCARD_CASE_CARDS.pendingApplication))).toMatchObject({
      status: 'pending',
      isPending: true,
    });
    expect(byNumber.get(railcardCaseNumber(id, RAILCARD_CASE_CARDS.expired))).toMatchObject({
      state: 'ACCEPTED',
      status: 'expired',
      expired: true,
    });
    expect(byNumber.has(railcardCaseNumber(id, RAILCARD_CASE_CARDS.deleted))).toBe(false);
    expect(listed.json().links).toEqual({ page: 1, limit: 10, total: 3 });

    const one = await get(basic, `/customers/${id}/railcards`, { state: 'DELETED' });
    expect(one.json().result.map((r: { railcardNumber: string }) => r.railcardNumber)).toEqual([
      railcardCaseNumber(id, RAILCARD_CASE_CARDS.deleted),
    ]);
    const byCode = await call(app, 'GET', `/api/customers/${id}/railcards?railcardCode=YNG&railcardCode=HMF`, {
      token: basic.accessToken,
    });
    expect(
      byCode
        .json()
        .result.map((r: { railcardCode: string }) => r.railcardCode)
        .sort(),
    ).toEqual(['HMF', 'YNG']);

    expect((await get(basic, `/customers/${id}/railcards`, { state: 'LOST' })).statusCode).toBe(400);
    expect((await get(otherBrand, `/customers/${id}/railcards`)).statusCode).toBe(404);
  });

  it('adds a railcard (201, ACCEPTED, history) for STATION_AGENT and refuses BASIC (403, nothing added)', async () => {
    const id = caseCustomer(1);
    const body = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      railcardCode: 'SRN',
      railcardNumber: 'ab123456',
      syncWithKeygo: true,
      expiryDate: inDays(30),
      author: 'someone@else.example',
    };
    const before = await historyCount(id);
    const refused = await send(basic, 'POST', `/admin/customers/${id}/railcards`, body);
    expect(refused.statusCode).toBe(403);
    expect(await historyCount(id)).toBe(before);

    const added = await send(stationAgent, 'POST', `/admin/customers/${id}/railcards`, body);
    expect(added.statusCode).toBe(201);
    expect(added.json().result).toMatchObject({
      railcardNumber: 'AB123456',
      state: 'ACCEPTED',
      status: 'accepted',
      syncWithKeygo: true,
      firstName: 'Ada',
    });
    const [row] = await queryRows<{ author: string }>(
      database.db,
      sql`SELECT author FROM railcards WHERE id = ${added.json().result.id}`,
    );
    expect(row.author).toBe(`station_agent@${BRAND}.example`);
    const history = await get(basic, `/admin/customers/${id}/railcard-history`);
    expect(history.json().result[0]).toMatchObject({
      railcardNumber: 'AB123456',
      action: 'ADDED',
      editor: `station_agent@${BRAND}.example`,
    });

    const again = await send(stationAgent, 'POST', `/admin/customers/${id}/railcards`, body);
    expect(again.statusCode).toBe(409);
  });

  it('refuses a bad add with a specific 400 and adds nothing', async () => {
    const id = caseCustomer(2);
    const good = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      railcardCode: 'YNG',
      railcardNumber: 'CD123456',
      syncWithKeygo: false,
      expiryDate: inDays(10),
    };
    const [{ n: before }] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM railcards WHERE customer_id = ${id}`,
    );
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...good, expiryDate: inDays(-1) }, 'expiryDate'],
      [{ ...good, expiryDate: '2027-02-30' }, 'expiryDate'],
      [{ ...good, railcardCode: 'XYZ' }, 'railcardCode'],
      [{ ...good, railcardNumber: 'AB-1' }, 'railcardNumber'],
      [{ ...good, firstName: '   ' }, 'firstName'],
      [{ ...good, syncWithKeygo: 'yes' }, 'syncWithKeygo'],
      [{ ...good, railcardCode: 'FAM', syncWithKeygo: true }, 'syncWithKeygo'],
      [(({ lastName: _, ...rest }) => rest)(good), 'lastName'],
      [{ ...good, extra: 1 }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const res = await send(stationAgent, 'POST', `/admin/customers/${id}/railcards`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(
        res.json().errors.flatMap((e: { fields: string[] }) => e.fields),
        JSON.stringify(body),
      ).toContain(field);
    }
    const [{ n: after }] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM railcards WHERE customer_id = ${id}`,
    );
    expect(after).toBe(before);
  });

  it('removes a railcard with canRemoveRailcard only; a removed one cannot change again', async () => {
    const id = caseCustomer(3);
    const card = await caseCard(3, RAILCARD_CASE_CARDS.accepted);
    const url = `/admin/customers/${id}/railcards/${card.id}`;
    const before = await historyCount(id);
    for (const session of [basic, stationAgent]) {
      const refused = await send(session, 'PATCH', url, { state: 'DELETED' });
      expect(refused.statusCode).toBe(403);
    }
    expect(await stateOf(card.id)).toBe('ACCEPTED');
    expect(await historyCount(id)).toBe(before);

    const removed = await send(stationSupervisor, 'PATCH', url, {
      state: 'DELETED',
      author: `station_supervisor@${BRAND}.example`,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().result).toMatchObject({ state: 'DELETED', status: 'deleted' });
    expect(await historyCount(id)).toBe(before + 1);
    const again = await send(stationSupervisor, 'PATCH', url, { state: 'DELETED' });
    expect(again.statusCode).toBe(409);
    expect(await historyCount(id)).toBe(before + 1);

    expect((await send(otherBrand, 'PATCH', url, { state: 'DELETED' })).statusCode).toBe(404);
    expect(
      (
        await send(stationSupervisor, 'PATCH', `/admin/customers/${caseCustomer(4)}/railcards/${card.id}`, {
          state: 'DELETED',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('accepts a pending application; accepted is final for accept, reject and edit', async () => {
    const id = caseCustomer(4);
    const card = await caseCard(4, RAILCARD_CASE_CARDS.pendingApplication);
    const url = `/admin/customers/${id}/railcards/${card.id}`;
    expect((await send(basic, 'PATCH', url, { state: 'ACCEPTED' })).statusCode).toBe(403);
    expect(await stateOf(card.id)).toBe('PENDING');
    expect((await send(stationAgent, 'PATCH', url, { state: 'ACCEPTED', reason: 'PHOTO_UNCLEAR' })).statusCode).toBe(
      400,
    );

    const accepted = await send(stationAgent, 'PATCH', url, { state: 'ACCEPTED' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().result).toMatchObject({ state: 'ACCEPTED', isFinal: true, accepted: expect.any(String) });
    expect((await send(stationAgent, 'PATCH', url, { state: 'REJECTED', reason: 'PHOTO_UNCLEAR' })).statusCode).toBe(
      409,
    );
    expect(
      (await send(stationAgent, 'PUT', url, { railcardCode: 'YNG', railcardNumber: 'ZZ999999', expiryDate: inDays(5) }))
        .statusCode,
    ).toBe(409);
    const history = await get(basic, `/admin/customers/${id}/railcard-history`, { railcardId: String(card.id) });
    expect(history.json().result.map((h: { action: string }) => h.action)).toEqual(['ACCEPTED', 'APPLIED']);
  });

  it('rejects with a listed reason or an other text of at most 300 characters', async () => {
    const id = caseCustomer(5);
    const card = await caseCard(5, RAILCARD_CASE_CARDS.pendingApplication);
    const url = `/admin/customers/${id}/railcards/${card.id}`;
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ state: 'REJECTED' }, 'reason'],
      [{ state: 'REJECTED', reason: 'BORED' }, 'reason'],
      [{ state: 'REJECTED', reason: 'OTHER' }, 'otherReason'],
      [{ state: 'REJECTED', reason: 'OTHER', otherReason: 'x'.repeat(301) }, 'otherReason'],
      [{ state: 'REJECTED', reason: 'PHOTO_UNCLEAR', otherReason: 'also this' }, 'otherReason'],
      [{ state: 'PENDING' }, 'state'],
    ];
    for (const [body, field] of bad) {
      const res = await send(stationAgent, 'PATCH', url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(
        res.json().errors.flatMap((e: { fields: string[] }) => e.fields),
        JSON.stringify(body),
      ).toContain(field);
    }
    expect(await stateOf(card.id)).toBe('PENDING');
    const rejected = await send(stationAgent, 'PATCH', url, {
      state: 'REJECTED',
      reason: 'OTHER',
      otherReason: 'x'.repeat(300),
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().result).toMatchObject({ state: 'REJECTED', reason: 'x'.repeat(300), isFinal: true });
    expect((await send(stationAgent, 'PATCH', url, { state: 'ACCEPTED' })).statusCode).toBe(409);
    expect((await send(stationSupervisor, 'PATCH', url, { state: 'DELETED' })).statusCode).toBe(409);
  });

  it('edits a pending application: type, number and expiry, never into the past', async () => {
    const id = caseCustomer(6);
    const card = await caseCard(6, RAILCARD_CASE_CARDS.pendingApplication);
    const url = `/admin/customers/${id}/railcards/${card.id}`;
    const edit = { railcardCode: 'TST', railcardNumber: 'ed123456', expiryDate: inDays(100) };
    expect((await send(basic, 'PUT', url, edit)).statusCode).toBe(403);
    for (const body of [
      { ...edit, expiryDate: inDays(-3) },
      { ...edit, railcardCode: 'ABC' },
      { railcardCode: 'TST', expiryDate: inDays(1) },
    ]) {
      expect((await send(stationAgent, 'PUT', url, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await caseCard(6, RAILCARD_CASE_CARDS.pendingApplication)).toMatchObject({
      code: card.code,
      expiry_date: card.expiry_date,
    });
    const edited = await send(stationAgent, 'PUT', url, edit);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().result).toMatchObject({
      railcardCode: 'TST',
      railcardName: '26-30 Railcard',
      railcardNumber: 'ED123456',
      expiryDate: inDays(100),
      state: 'PENDING',
    });
    const history = await get(basic, `/admin/customers/${id}/railcard-history`, { railcardId: String(card.id) });
    expect(history.json().result[0]).toMatchObject({
      action: 'EDITED',
      railcardNumber: 'ED123456',
      railcardCode: 'TST',
    });
  });

  it('searches applications of the brand and opens one with its photo', async () => {
    const pending = await get(basic, '/admin/customers/railcards', { state: 'PENDING', limit: '100' });
    expect(pending.statusCode).toBe(200);
    const rows: Array<{ id: number; state: string; customerId: number }> = pending.json().result;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.state === 'PENDING')).toBe(true);

    const number = railcardCaseNumber(caseCustomer(7), RAILCARD_CASE_CARDS.pendingApplication);
    const found = await get(basic, '/admin/customers/railcards', { railcardNumber: number.toLowerCase() });
    expect(found.json().result).toEqual([
      expect.objectContaining({ railcardNumber: number, customerId: caseCustomer(7) }),
    ]);
    expect((await get(otherBrand, '/admin/customers/railcards', { railcardNumber: number })).json().result).toEqual([]);
    expect((await get(basic, '/admin/customers/railcards', { state: 'SOON' })).statusCode).toBe(400);

    const id = found.json().result[0].id;
    const application = await get(basic, `/admin/customers/railcards/${id}`);
    expect(application.statusCode).toBe(200);
    const result = application.json().result;
    expect(result).toMatchObject({
      id,
      state: 'PENDING',
      isFinal: false,
      railcardType: { code: expect.any(String), name: expect.any(String) },
      photo: `rc-${id}.svg`,
    });
    expect(result.customerName).toMatch(/\S+ \S+/);
    expect((await get(otherBrand, `/admin/customers/railcards/${id}`)).statusCode).toBe(404);

    const photo = await get(basic, `/customers/${caseCustomer(7)}/railcard-photo`, { photo: result.photo });
    expect(photo.statusCode).toBe(200);
    expect(photo.json().result).toMatchObject({ contentType: 'image/svg+xml', width: 240, height: 300 });
    expect(Buffer.from(photo.json().result.src.split(',')[1], 'base64').toString()).toContain('<svg');
    expect((await get(basic, `/customers/${caseCustomer(8)}/railcard-photo`, { photo: result.photo })).statusCode).toBe(
      404,
    );
    expect(
      (await get(basic, `/customers/${caseCustomer(7)}/railcard-photo`, { photo: '../etc/passwd' })).statusCode,
    ).toBe(400);
  });

  it('pages the railcard history ten at a time', async () => {
    const id = caseCustomer(9);
    for (let i = 0; i < 4; i++) {
      const res = await send(stationAgent, 'POST', `/admin/customers/${id}/railcards`, {
        firstName: 'Page',
        lastName: 'Filler',
        railcardCode: 'NEW',
        railcardNumber: `PG${i}00000`,
        syncWithKeygo: false,
        expiryDate: inDays(50),
      });
      expect(res.statusCode).toBe(201);
    }
    const first = await get(basic, `/admin/customers/${id}/railcard-history`);
    expect(first.json().links).toMatchObject({ page: 1, limit: 10 });
    expect(first.json().links.total).toBeGreaterThan(10);
    expect(first.json().result).toHaveLength(10);
    const second = await get(basic, `/admin/customers/${id}/railcard-history`, { page: '2' });
    expect(second.json().result.length).toBe(first.json().links.total - 10);
  });

  it('lists digital railcards and e-mails; a resend really sends; blocking needs canRemoveRailcard', async () => {
    const id = caseCustomer(0);
    const drcs = await get(basic, `/digital-railcards/admin/${id}/railcards`);
    expect(drcs.statusCode).toBe(200);
    const [active, blocked] = [...drcs.json().result].sort(
      (a: { railcardNumber: string }, b: { railcardNumber: string }) =>
        a.railcardNumber.localeCompare(b.railcardNumber),
    );
    expect(active).toMatchObject({ railcardState: 'ACTIVE', railcardCode: 'YNG' });
    expect(blocked).toMatchObject({ railcardState: 'BLOCKED' });
    const one = await get(basic, `/digital-railcards/admin/railcards/${blocked.id}`);
    expect(one.json().result).toMatchObject({
      customerId: id,
      railcard: { id: blocked.id },
      trail: [expect.objectContaining({ description: 'Blocked' })],
    });

    const url = `/digital-railcards/admin/${id}/railcards/${active.id}`;
    expect((await send(stationAgent, 'PUT', url, { railcardState: 'BLOCKED' })).statusCode).toBe(403);
    expect((await send(stationSupervisor, 'PUT', url, { railcardState: 'LOST' })).statusCode).toBe(400);
    expect((await send(stationSupervisor, 'PUT', url, { railcardState: 'BLOCKED' })).json().result).toMatchObject({
      railcardState: 'BLOCKED',
    });
    expect((await send(stationSupervisor, 'PUT', url, { railcardState: 'BLOCKED' })).statusCode).toBe(409);

    const emails = await get(basic, `/digital-railcards/admin/${id}/emails`);
    expect(emails.json().links.total).toBe(3);
    const original = emails.json().result[0];
    const recipient = `resend.${id}@example.com`;
    expect(
      (
        await send(basic, 'POST', `/digital-railcards/admin/${id}/sendEmail`, {
          emailId: original.id,
          recipient: 'not-an-email',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await send(basic, 'POST', `/digital-railcards/admin/${caseCustomer(1)}/sendEmail`, {
          emailId: original.id,
          recipient,
        })
      ).statusCode,
    ).toBe(404);
    const sent = await send(basic, 'POST', `/digital-railcards/admin/${id}/sendEmail`, {
      emailId: original.id,
      recipient,
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().result).toMatchObject({
      recipient,
      status: 'SENT',
      resentFrom: original.id,
      template: original.template,
    });
    const outbox = await call(app, 'GET', '/api/sandbox/outbox', { query: { to: recipient } });
    expect(outbox.json().result[0]).toMatchObject({ to: recipient, subject: original.subject });
    expect((await get(basic, `/digital-railcards/admin/${id}/emails`)).json().links.total).toBe(4);
  });

  it('customer search still finds a customer by railcard number', async () => {
    const number = railcardCaseNumber(caseCustomer(2), RAILCARD_CASE_CARDS.accepted);
    const res = await get(agent, '/admin/customers', { railcardNumber: number.toLowerCase() });
    expect(res.json().result.map((c: { id: number }) => Number(c.id))).toEqual([caseCustomer(2)]);
  });

  // PGlite runs one query at a time; on PostgreSQL (DATABASE_URL) the requests really overlap.
  it('of a simultaneous accept and reject of one application exactly one wins', async () => {
    const id = caseCustomer(8);
    const card = await caseCard(8, RAILCARD_CASE_CARDS.pendingApplication);
    const url = `/admin/customers/${id}/railcards/${card.id}`;
    const before = await historyCount(id);
    const replies = await Promise.all([
      send(stationAgent, 'PATCH', url, { state: 'ACCEPTED' }),
      send(agent, 'PATCH', url, { state: 'REJECTED', reason: 'PHOTO_UNCLEAR' }),
      send(stationSupervisor, 'PATCH', url, { state: 'ACCEPTED' }),
      send(stationAgent, 'PATCH', url, { state: 'REJECTED', reason: 'NOT_ELIGIBLE' }),
    ]);
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409]);
    const winner = replies.find((r) => r.statusCode === 200)!.json().result.state;
    expect(await stateOf(card.id)).toBe(winner);
    expect(await historyCount(id)).toBe(before + 1);
  });
});
