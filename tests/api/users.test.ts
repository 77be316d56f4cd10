// 000 §2/§5/§6/§7/§8 staff users: add (domain, duplicate, levels up to one's own), change level, activate/deactivate,
// remove (SUPERVISOR only lower levels, HQ anyone else), and the audit trail of what a user did.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { queryRows } from '../../server/db/connect';
import { call, latestCode, signIn, startSignIn, type Session } from './support/client';
import { DEMO_PASSWORD, DRIVERS, openTestDatabase, type TestDatabase } from './support/testDatabase';

describe.each(DRIVERS)('staff users (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let hq: Session;
  let supervisor: Session;
  let seq = 0;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    app = await buildApp({ db: database.db, sandbox: true, distDir: null });
    hq = await signIn(app, 'hq@southern.example');
    supervisor = await signIn(app, 'supervisor@southern.example');
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const add = (session: Session, body: unknown) =>
    call(app, 'POST', '/api/admin/users/', { token: session.accessToken, body });
  const get = (session: Session, id: number) =>
    call(app, 'GET', `/api/admin/users/${id}`, { token: session.accessToken });
  const put = (session: Session, path: string, body?: unknown) =>
    call(app, 'PUT', `/api/admin/users/${path}`, { token: session.accessToken, body });
  const remove = (session: Session, id: number) =>
    call(app, 'DELETE', `/api/admin/users/${id}`, { token: session.accessToken });
  const staffCount = async () =>
    (await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM staff_users`))[0].n;
  const idOf = async (email: string) =>
    (await queryRows<{ id: number }>(database.db, sql`SELECT id FROM staff_users WHERE email = ${email}`))[0].id;
  /** A fresh southern user added by HQ, so each test works on its own target. */
  const newUser = async (grantLevel: number, brand = 'southern', by = hq) => {
    seq += 1;
    const email = `new.user${seq}.${driver}@${brand}.example`;
    const res = await add(by, { email, grantLevel });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result as { id: number; email: string; grantLevel: number };
  };

  it('adds a user who gets a password link by e-mail and can then sign in', async () => {
    const res = await add(hq, { email: 'Ann.Smith@Southern.example', grantLevel: 20 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({
      id: expect.any(Number),
      email: 'ann.smith@southern.example',
      grantLevel: 20,
      grantLevelName: 'AGENT',
      active: true,
      created: expect.any(String),
      lastLogin: null,
      lastUpdate: expect.any(String),
    });
    const listed = await call(app, 'GET', '/api/admin/users', { token: hq.accessToken, query: { email: 'ann.smith' } });
    expect(listed.json().result).toEqual([
      expect.objectContaining({ email: 'ann.smith@southern.example', grantLevelName: 'AGENT' }),
    ]);

    // no password yet: the demo password does not open the account
    expect((await startSignIn(app, 'ann.smith@southern.example')).statusCode).toBe(401);
    const token = await latestCode(app, 'ann.smith@southern.example');
    const set = await call(app, 'POST', '/api/admin/reset-password/', {
      query: { token },
      body: { password: DEMO_PASSWORD },
    });
    expect(set.statusCode, set.body).toBe(204);
    const session = await signIn(app, 'ann.smith@southern.example');
    expect(session.accessLevel).toBe(20);
  });

  it("refuses an e-mail outside the brand's staff domains with code 1001, and adds nothing", async () => {
    const before = await staffCount();
    for (const email of ['someone@gatwick.example', 'someone@southern.example.com', 'someone@gmail.com']) {
      const res = await add(hq, { email, grantLevel: 10 });
      expect(res.statusCode, email).toBe(400);
      expect(res.json().errors).toEqual([{ code: '1001', message: expect.any(String), fields: ['email'] }]);
    }
    expect(await staffCount()).toBe(before);
  });

  it('refuses a duplicate e-mail with 409 (any case) and malformed input with 400', async () => {
    const before = await staffCount();
    const dup = await add(hq, { email: 'AGENT@southern.example', grantLevel: 10 });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors[0].code).toBe('409');
    for (const body of [
      { email: 'not-an-email', grantLevel: 10 },
      { email: 'x@southern.example', grantLevel: 15 },
      { email: 'x@southern.example' },
    ]) {
      const res = await add(hq, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[0].code).toBe('1000');
    }
    expect(await staffCount()).toBe(before);
  });

  it("offers levels only up to one's own: SUPERVISOR cannot add HQ (403); station levels only where the brand has them", async () => {
    const before = await staffCount();
    const above = await add(supervisor, { email: 'boss@southern.example', grantLevel: 40 });
    expect(above.statusCode).toBe(403);
    const station = await add(hq, { email: 'station@southern.example', grantLevel: 11 });
    expect(station.statusCode).toBe(400);
    expect(station.json().errors[0].fields).toEqual(['grantLevel']);
    expect(await staffCount()).toBe(before);
    // southeastern has station levels (enableStationLevels)
    const seHq = await signIn(app, 'hq@southeastern.example');
    const ok = await add(seHq, { email: 'station@southeastern.example', grantLevel: 11 });
    expect(ok.statusCode, ok.body).toBe(200);
    // a SUPERVISOR may add up to SUPERVISOR
    expect((await add(supervisor, { email: 'peer@southern.example', grantLevel: 30 })).statusCode).toBe(200);
  });

  it("changes the access level (204); the new level must differ and stay within one's own", async () => {
    const user = await newUser(10);
    const same = await put(hq, String(user.id), { grantLevel: 10 });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors[0]).toMatchObject({ code: '1004', fields: ['grantLevel'] });
    const changed = await put(hq, String(user.id), { grantLevel: 30 });
    expect(changed.statusCode, changed.body).toBe(204);
    expect((await get(hq, user.id)).json().result).toMatchObject({ grantLevel: 30, grantLevelName: 'SUPERVISOR' });
    // now the supervisor's equal: they may not change them
    expect((await put(supervisor, String(user.id), { grantLevel: 20 })).statusCode).toBe(403);
    const lower = await newUser(10);
    expect((await put(supervisor, String(lower.id), { grantLevel: 40 })).statusCode).toBe(403);
    expect((await put(supervisor, String(lower.id), { grantLevel: 20 })).statusCode).toBe(204);
    expect((await get(hq, lower.id)).json().result.grantLevel).toBe(20);
    expect((await put(hq, String(user.id), { grantLevel: 'HQ' })).statusCode).toBe(400);
  });

  it("deactivates (ending the user's sessions; sign-in 11002) and activates again; a repeat is a 409", async () => {
    const agent = await signIn(app, 'agent@southern.example');
    const agentId = await idOf('agent@southern.example');
    expect((await put(hq, `${agentId}/deactivate`)).statusCode).toBe(204);
    expect((await put(hq, `${agentId}/deactivate`)).statusCode).toBe(409);
    expect((await get(hq, agentId)).json().result.active).toBe(false);
    const stale = await call(app, 'GET', '/api/admin/customers', { token: agent.accessToken, query: { surname: 'a' } });
    expect(stale.statusCode).toBe(401);
    const refused = await startSignIn(app, 'agent@southern.example');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().errors[0].code).toBe('11002');

    expect((await put(hq, `${agentId}/activate`)).statusCode).toBe(204);
    expect((await put(hq, `${agentId}/activate`)).statusCode).toBe(409);
    expect((await signIn(app, 'agent@southern.example')).accessLevel).toBe(20);
  });

  it('lets a SUPERVISOR deactivate or remove only lower levels; HQ anyone but themselves', async () => {
    const hqId = await idOf('hq@southern.example');
    const otherHq = await newUser(40);
    const peer = await newUser(30);
    const agent = await newUser(20);
    for (const target of [hqId, otherHq.id, peer.id]) {
      expect((await remove(supervisor, target)).statusCode).toBe(403);
      expect((await put(supervisor, `${target}/deactivate`)).statusCode).toBe(403);
      expect((await get(hq, target)).json().result).toMatchObject({ active: true });
    }
    expect((await remove(hq, hqId)).statusCode).toBe(403);
    expect((await put(hq, `${hqId}/deactivate`)).statusCode).toBe(403);

    expect((await remove(supervisor, agent.id)).statusCode).toBe(204);
    expect((await remove(hq, otherHq.id)).statusCode).toBe(204);
    expect((await remove(hq, otherHq.id)).statusCode).toBe(404);
    expect((await get(hq, agent.id)).statusCode).toBe(404);
    const list = await call(app, 'GET', '/api/admin/users', {
      token: hq.accessToken,
      query: { email: 'new.user', limit: '100' },
    });
    const ids = list.json().result.map((u: { id: number }) => u.id);
    expect(ids).toContain(peer.id);
    expect(ids).not.toContain(agent.id);
    expect(ids).not.toContain(otherHq.id);
  });

  it("answers 404 for another brand's user and 403 without canModifyStaffAccount", async () => {
    const gatwickHq = await idOf('hq@gatwick.example');
    expect((await get(hq, gatwickHq)).statusCode).toBe(404);
    expect((await put(hq, `${gatwickHq}/deactivate`)).statusCode).toBe(404);
    expect((await call(app, 'GET', `/api/admin/users/${gatwickHq}/trail`, { token: hq.accessToken })).statusCode).toBe(
      404,
    );
    const agent = await signIn(app, 'agent@gatwick.example');
    expect((await add(agent, { email: 'x@gatwick.example', grantLevel: 10 })).statusCode).toBe(403);
    expect((await call(app, 'GET', `/api/admin/users/${gatwickHq}`, { token: agent.accessToken })).statusCode).toBe(
      403,
    );
    // default brands: HQ only
    const seSupervisor = await signIn(app, 'supervisor@southeastern.example');
    expect((await add(seSupervisor, { email: 'y@southeastern.example', grantLevel: 10 })).statusCode).toBe(403);
  });

  it('keeps the audit trail of what a user did, newest first and paged, with secrets masked', async () => {
    const actor = await signIn(app, 'hq@gatwick.example');
    const actorId = await idOf('hq@gatwick.example');
    const added = await add(actor, { email: 'trail.target@gatwick.example', grantLevel: 10 });
    const targetId = added.json().result.id;
    await put(actor, String(targetId), { grantLevel: 20 });
    await put(actor, `${targetId}/deactivate`);
    await put(actor, `${targetId}/activate`);
    await put(actor, `${targetId}/activate`); // 409: a failed call leaves no trail
    await remove(actor, targetId);

    const trail = await call(app, 'GET', `/api/admin/users/${actorId}/trail`, {
      token: actor.accessToken,
      query: { limit: '5' },
    });
    expect(trail.statusCode).toBe(200);
    const body = trail.json();
    expect(body.links).toEqual({ page: 1, limit: 5, total: 6 });
    expect(body.result.map((e: { action: { action: string } }) => e.action.action)).toEqual([
      'removeStaffUser',
      'activateStaffUser',
      'deactivateStaffUser',
      'changeStaffAccessLevel',
      'addStaffUser',
    ]);
    expect(body.result[0]).toEqual({
      id: expect.any(Number),
      created: expect.any(String),
      action: { action: 'removeStaffUser', apiMethod: 'DELETE', apiEndpoint: `/api/admin/users/${targetId}` },
      data: {},
    });
    expect(body.result[3].data).toEqual({ grantLevel: 20 });
    expect(body.result[4].data).toEqual({ email: 'trail.target@gatwick.example', grantLevel: 10 });
    const page2 = await call(app, 'GET', `/api/admin/users/${actorId}/trail`, {
      token: actor.accessToken,
      query: { limit: '5', page: '2' },
    });
    expect(page2.json().result).toEqual([
      expect.objectContaining({
        action: {
          action: 'confirmSecondFactor',
          apiMethod: 'POST',
          apiEndpoint: '/api/customers/admin/auth/secondFactor',
        },
        data: expect.objectContaining({ code: '***', token: '***' }),
      }),
    ]);
  });
});
