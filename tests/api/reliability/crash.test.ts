// Crash safety (issue 9): the real server process (server/main.ts) is killed with SIGKILL in the middle of a
// stream of refunds and started again on the same data — a PGlite folder, and a PostgreSQL database when
// DATABASE_URL is set. Afterwards no order is half-refunded (what the tickets lost equals what the payments got
// back) and every saved refund has its audit row: the change and its audit row commit together or not at all.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Db } from '../../../server/db/connect';
import { DEMO_PASSWORD, DRIVERS, openScratchPostgres, seededDump } from '../support/testDatabase';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const ROUNDS = Math.max(1, Number(process.env.RELIABILITY_CRASH_ROUNDS ?? 2));
const BRAND = 'gatwick';

interface Server {
  child: ChildProcess;
  base: string;
}

/** Starts server/main.ts on a free port; resolves once it listens. */
function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SANDBOX: '1',
      DEMO_PASSWORD,
      LOG_LEVEL: 'warn',
      DIST_DIR: '',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Rail back-office console: (http:\/\/[^/\s]+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, base: match[1] });
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${output}`));
    });
  });
}

function kill(server: Server, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill(signal);
  });
}

async function http(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  brand = BRAND,
): Promise<{ status: number; json: any }> {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      'x-brand': brand,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined };
}

async function signInOverHttp(base: string, email: string, brand = BRAND): Promise<string> {
  const first = await http(
    base,
    'POST',
    '/customers/auth',
    { grant_type: 'password', username: email, password: DEMO_PASSWORD, session_short: false },
    undefined,
    brand,
  );
  if (first.status !== 202) throw new Error(`sign-in answered ${first.status} ${JSON.stringify(first.json)}`);
  const outbox = await http(base, 'GET', `/sandbox/outbox?to=${encodeURIComponent(email)}`);
  const second = await http(base, 'POST', '/customers/admin/auth/secondFactor', {
    secondFactorType: 'EMAIL',
    code: outbox.json.result[0].code,
    token: first.json.result.emailToken,
    sessionShort: false,
  });
  if (second.status !== 201) throw new Error(`second factor answered ${second.status}`);
  return second.json.result.accessToken;
}

interface Candidate {
  id: number;
  brand: string;
}

/** HQ of every brand signed in over HTTP (each refunds its own brand's orders). */
async function signInHqs(base: string, brands: string[]): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {};
  for (const brand of brands) tokens[brand] = await signInOverHttp(base, `hq@${brand}.example`, brand);
  return tokens;
}

const tickets = (order: any): any[] => order.trips.flatMap((t: any) => t.fares.flatMap((f: any) => f.tickets));

/** The whole-order refund the refund page would send: every unrefunded ticket back to the first payment. */
function refundBody(order: any) {
  const lines = tickets(order)
    .filter((t) => t.price - t.refundAmount > 0)
    .map((t) => ({ id: t.id, code: t.ticketTypeCode.code, type: 'TICKET', amount: t.price - t.refundAmount }));
  const pay = Object.values(order.payments).flat()[0] as any;
  if (!lines.length || !pay) return undefined;
  return {
    reasonCode: 1,
    administrationFee: 0,
    refunds: lines,
    payments: [{ type: pay.type, id: pay.id, amount: lines.reduce((s, l) => s + l.amount, 0) }],
  };
}

/** Sends refunds of the candidate orders, four at a time, until the server dies; notes the ones it confirmed. */
async function streamRefunds(
  base: string,
  tokens: Record<string, string>,
  orders: Candidate[],
  confirmed: Set<number>,
  attempted: Set<number>,
  answers: Record<string, number>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < orders.length) {
      const { id, brand } = orders[next++];
      const token = tokens[brand];
      attempted.add(id);
      try {
        const order = await http(base, 'GET', `/orders/${id}`, undefined, token, brand);
        const body = order.status === 200 ? refundBody(order.json.result) : undefined;
        if (!body) continue;
        const res = await http(base, 'POST', `/admin/orders/${id}/refund`, body, token, brand);
        const answer = res.status === 201 ? '201' : `${res.status} ${res.json?.errors?.[0]?.code ?? ''}`;
        answers[answer] = (answers[answer] ?? 0) + 1;
        if (res.status === 201) confirmed.add(id);
        if (res.status >= 500) throw new Error(`refund of ${id} answered ${res.status}`);
      } catch (error) {
        if ((error as Error).message.startsWith('refund of')) throw error;
        return; // the server is gone
      }
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
}

async function refundAudits(db: Db): Promise<Map<number, number>> {
  const rows = await queryRows<{ endpoint: string; n: number }>(
    db,
    sql`SELECT api_endpoint AS endpoint, count(*)::int AS n FROM audit_trail WHERE action = 'refundOrder' GROUP BY api_endpoint`,
  );
  return new Map(rows.map((r) => [Number(/orders\/(\d+)\//.exec(r.endpoint)![1]), r.n]));
}

describe.each(DRIVERS)('crash safety: SIGKILL during a stream of refunds (%s)', (driver) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(`${ROUNDS} rounds: no order half-refunded, every saved refund audited`, async () => {
    // the same seeded data as every API suite: the shared PGlite dump, or a seeded scratch PostgreSQL database
    let env: Record<string, string>;
    let openDirect: () => Promise<{ db: Db; close: () => Promise<void> }>;
    if (driver === 'pglite') {
      const dataDir = mkdtempSync(join(tmpdir(), 'rail-crash-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const prepared = await openDatabase({ dataDir, loadDataDir: await seededDump() });
      await prepared.close();
      env = { DATA_DIR: dataDir };
      openDirect = () => openDatabase({ dataDir });
    } else {
      const scratch = await openScratchPostgres(process.env.DATABASE_URL!, 'crash_test');
      cleanups.push(() => scratch.dispose());
      env = { DATABASE_URL: scratch.url };
      openDirect = async () => ({ db: scratch.db, close: async () => undefined });
      const { prepareDatabase } = await import('../../../server/db/prepareDatabase');
      const { allBrandIds } = await import('../../../server/brands');
      await prepareDatabase(scratch, { brands: allBrandIds(), scale: 'small', demoPassword: DEMO_PASSWORD });
    }

    const direct = await openDirect();
    // the showcase orders of every brand (server/db/seed/orders.ts): their dates follow the seeding day, so they are
    // inside the 28-day refund period (000 §9); the bulk orders are older
    const candidates = await queryRows<Candidate>(
      direct.db,
      sql`SELECT id::int AS id, brand FROM orders WHERE id >= 90000000 AND state IN ('Complete', 'Pending') ORDER BY id`,
    );
    await direct.close();
    expect(candidates.length).toBeGreaterThan(50);
    const brands = [...new Set(candidates.map((c) => c.brand))];

    const confirmed = new Set<number>();
    const attempted = new Set<number>();
    const answers: Record<string, number> = {};
    let kills = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const server = await startServer(env);
      cleanups.push(() => kill(server, 'SIGKILL'));
      const tokens = await signInHqs(server.base, brands);
      const slice = candidates.slice(round * 60, round * 60 + 60);
      const streaming = streamRefunds(server.base, tokens, slice, confirmed, attempted, answers);
      // kill it while refunds are in flight, after a varying number of them were confirmed (or 20 s at most)
      const target = confirmed.size + 2 + round * 3;
      for (let waited = 0; confirmed.size < target && waited < 20_000; waited += 25)
        await new Promise((resolve) => setTimeout(resolve, 25));
      await kill(server, 'SIGKILL');
      kills++;
      await streaming;
    }

    // start once more on the same data: it must come up, and every order must read back whole
    const server = await startServer(env);
    const tokens = await signInHqs(server.base, brands);
    const byId = new Map(candidates.map((c) => [c.id, c.brand]));
    const refundsSaved = new Map<number, number>();
    const halfRefunded: string[] = [];
    for (const id of attempted) {
      const brand = byId.get(id)!;
      const res = await http(server.base, 'GET', `/orders/${id}`, undefined, tokens[brand], brand);
      expect(res.status).toBe(200);
      const order = res.json.result;
      const ticketRefunds = tickets(order).reduce((s: number, t: any) => s + t.refundAmount, 0);
      const paymentRefunds = (Object.values(order.payments).flat() as any[]).reduce(
        (s, p) => s + (p.refundAmount ?? p.amountRefunded ?? 0),
        0,
      );
      if (ticketRefunds !== paymentRefunds)
        halfRefunded.push(`order ${id}: tickets lost ${ticketRefunds}, payments got back ${paymentRefunds}`);
      const saved = order.refunds.log.filter((l: any) => l.action === 'REFUND').length;
      if (saved) refundsSaved.set(id, saved);
    }
    await kill(server, 'SIGTERM');

    const after = await openDirect();
    const audits = await refundAudits(after.db);
    await after.close();
    const unaudited = [...refundsSaved]
      .filter(([id, n]) => (audits.get(id) ?? 0) !== n)
      .map(([id, n]) => `order ${id}: ${n} refunds, ${audits.get(id) ?? 0} audit rows`);
    const lost = [...confirmed].filter((id) => !refundsSaved.has(id));

    console.log(
      `[reliability] crash (${driver}): ${kills} SIGKILL rounds, ${confirmed.size} refunds confirmed, ${[...refundsSaved.values()].reduce((a, b) => a + b, 0)} saved, ` +
        `${halfRefunded.length} half-refunded, ${unaudited.length} without audit, ${lost.length} confirmed but lost (answers: ${JSON.stringify(answers)})`,
    );
    expect(halfRefunded).toEqual([]);
    expect(unaudited).toEqual([]);
    expect(lost, 'a refund answered 201 must survive the crash').toEqual([]);
    expect(confirmed.size, 'the stream must have saved refunds for the test to mean anything').toBeGreaterThan(0);
  }, 600_000);
});
