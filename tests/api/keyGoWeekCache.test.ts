// Issue 24: the KeyGo week is priced and serialised once per change (server/handlers/keyGo/keyGoWeekCache.ts). A stale
// week would be a real bug: every tap change (add, edit, exclude, complete), an adjustment and a finalisation must show
// at once — also when made through another server on the same database, as with two processes on PostgreSQL — and
// If-None-Match with the reply's ETag is answered 304 only while nothing changed.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { allBrandIds } from '../../server/brands';
import { pgliteClient, queryRows } from '../../server/db/connect';
import { keyGoCaseId } from '../../server/db/seed/keyGo';
import { addDays } from '../../src/domain/keyGoTapWindow';
import { londonToday } from '../../src/domain/londonToday';
import { weekStartOf } from '../../src/domain/weekStartOf';
import { call, signIn, type Session } from './support/client';
import { sandboxReplyChecker } from './support/replyCheck';
import { DRIVERS, openTestDatabase, type TestDatabase } from './support/testDatabase';

interface Tap {
  id: number;
  timestamp: string;
  type: 'ENTRY' | 'EXIT';
}
interface Ticket {
  id: number;
  complete: boolean;
  journeys: Array<{ taps: Tap[] }>;
}
interface Day {
  date: string;
  editable: boolean;
  editability: string;
  version: number;
  transactions: Array<{ id: string; type: string; value: number; journeyPattern: { tickets: Ticket[] } | null }>;
  excludedTaps: Tap[];
}
interface History {
  balance: number;
  days: Day[];
  weeks: Array<{ start: string; total: number }>;
}

const cid = keyGoCaseId(allBrandIds(), 'southern', 'keyGoActive');
const tickets = (day: Day) => day.transactions.find((t) => t.type === 'JOURNEY')?.journeyPattern?.tickets ?? [];
const plus = (at: string, minutes: number) =>
  new Date(Date.parse(`${at}:00Z`) + minutes * 60_000).toISOString().slice(0, 16);

describe.each(DRIVERS)('KeyGo week cache and ETag (%s)', (driver) => {
  let database: TestDatabase;
  // two servers on one database: `reader` caches the weeks, `writer` changes them
  let reader: FastifyInstance;
  let writer: FastifyInstance;
  const now = new Date();
  const today = londonToday(now);
  const week = { startDate: addDays(today, -6), endDate: today };
  let agent: Session;
  let supervisor: Session;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    reader = await buildApp({ db: database.db, sandbox: true, distDir: null, clock: () => now });
    writer = await buildApp({ db: database.db, sandbox: true, distDir: null, clock: () => now });
    [agent, supervisor] = await Promise.all([
      signIn(writer, 'agent@southern.example'),
      signIn(writer, 'supervisor@southern.example'),
    ]);
  }, 180_000);
  afterAll(async () => {
    await reader?.close();
    await writer?.close();
    await database?.dispose();
  });

  const read = (query: { startDate: string; endDate: string } = week, ifNoneMatch?: string) =>
    reader.inject({
      method: 'GET',
      url: `/api/smartcard/${cid}/keygo/journey-history`,
      query,
      headers: {
        authorization: `Bearer ${agent.accessToken}`,
        ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}),
      },
    });
  /** Reads the week twice (the second read is the cached one) and returns it. */
  const cached = async (query = week): Promise<History> => {
    await read(query);
    const res = await read(query);
    expect(res.statusCode).toBe(200);
    return res.json().result;
  };
  const send = (s: Session, url: string, body: unknown) =>
    call(writer, 'POST', `/api/smartcard/${cid}/keygo${url}`, { token: s.accessToken, body });
  const dayOf = (h: History, date: string) => h.days.find((d) => d.date === date)!;

  it('shows every tap change made through another server at once: complete, edit, exclude, add', async () => {
    // complete the open journey (an entry without its exit)
    let h = await cached();
    const open = h.days
      .filter((d) => d.editable)
      .flatMap((day) => tickets(day).map((ticket) => ({ day, ticket })))
      .find(({ ticket }) => !ticket.complete && ticket.journeys[0].taps[0].type === 'ENTRY')!;
    const completed = await send(agent, `/complete-journey/${open.ticket.id}`, {
      dateTime: plus(open.ticket.journeys[0].taps[0].timestamp, 60),
      locationNlc: '5268',
      reasonCode: 'incomplete-journey',
      dayVersion: open.day.version,
    });
    expect(completed.statusCode).toBe(201);
    h = (await read()).json().result;
    expect(tickets(dayOf(h, open.day.date)).find((t) => t.id === open.ticket.id)!.complete).toBe(true);
    expect(dayOf(h, open.day.date).version).toBe(completed.json().result.version);

    // edit the exit of a complete journey
    h = await cached();
    const day = h.days.find((d) => d.editable && tickets(d).some((t) => t.complete))!;
    const [entry, exit] = tickets(day).find((t) => t.complete)!.journeys[0].taps;
    const moved = await send(agent, '/taps', {
      transactionDate: day.date,
      type: 'EXIT',
      tapId: exit.id,
      dateTime: plus(entry.timestamp, 45),
      locationNlc: '5426',
      reasonCode: 'incorrect-charge',
      dayVersion: day.version,
    });
    expect(moved.statusCode).toBe(201);
    h = (await read()).json().result;
    const movedTap = tickets(dayOf(h, day.date))
      .flatMap((t) => t.journeys[0].taps)
      .find((t) => t.id === exit.id)!;
    expect(movedTap.timestamp).toBe(plus(entry.timestamp, 45));

    // exclude it
    await cached();
    const excluded = await send(agent, `/exclude-taps/${exit.id}`, {
      reasonCode: 'incorrect-charge',
      dayVersion: moved.json().result.version,
    });
    expect(excluded.statusCode).toBe(200);
    h = (await read()).json().result;
    expect(dayOf(h, day.date).excludedTaps.map((t) => t.id)).toContain(exit.id);

    // add a tap late in the evening
    await cached();
    const lateEntry = `${day.date}T23:55`;
    const added = await send(agent, '/taps', {
      transactionDate: day.date,
      type: 'ENTRY',
      dateTime: lateEntry,
      locationNlc: '5268',
      reasonCode: 'incomplete-journey',
      dayVersion: excluded.json().result.version,
    });
    expect(added.statusCode).toBe(201);
    h = (await read()).json().result;
    expect(tickets(dayOf(h, day.date)).some((t) => t.journeys[0].taps.some((x) => x.timestamp === lateEntry))).toBe(
      true,
    );
  });

  it('re-prices a one-day range when another day of its week changes', async () => {
    // last week is inside the amendment window (14 days): change its last day, read only its first
    const start = addDays(weekStartOf(today), -7);
    const first = { startDate: start, endDate: start };
    const before = await cached(first);
    const last = (
      (await read({ startDate: addDays(start, 1), endDate: addDays(start, 6) })).json().result as History
    ).days
      .filter((d) => d.editable)
      .find((d) => tickets(d).some((t) => t.complete))!;
    const [entry, exit] = tickets(last).find((t) => t.complete)!.journeys[0].taps;
    const excluded = await send(agent, `/exclude-taps/${exit.id}`, {
      reasonCode: 'incorrect-charge',
      dayVersion: last.version,
    });
    expect(excluded.statusCode).toBe(200);
    expect(entry.type).toBe('ENTRY');
    const after: History = (await read(first)).json().result;
    expect(after.weeks[0].total).toBe(before.weeks[0].total + excluded.json().result.delta);
  });

  it('answers 304 to If-None-Match while nothing changed; an adjustment or a finalisation gives a new ETag', async () => {
    const first = await read();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const notModified = await read(week, etag);
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);
    // a list of tags, and the strong form of the same tag, also match (weak comparison)
    expect((await read(week, `W/"other", ${etag.slice(2)}`)).statusCode).toBe(304);

    // a balance adjustment: a new balance and a new transaction on today
    const adjusted = await send(supervisor, '/adjust-balance', {
      adjustmentValue: 250,
      reasonCode: 'goodwill',
      reasonDescription: 'Delayed and charged twice',
    });
    expect(adjusted.statusCode).toBe(201);
    const afterAdjustment = await read(week, etag);
    expect(afterAdjustment.statusCode).toBe(200);
    const h: History = afterAdjustment.json().result;
    expect(h.balance).toBe(first.json().result.balance + 250);
    expect(dayOf(h, today).transactions.some((t) => t.type === 'ADJUSTMENT' && t.value === 250)).toBe(true);
    const etag2 = afterAdjustment.headers.etag as string;
    expect(etag2).not.toBe(etag);
    expect((await read(week, etag2)).statusCode).toBe(304);

    // a day's journey pattern is finalised (by the back office: no call, no version claimed)
    const day = h.days.find((d) => d.editable && tickets(d).length)!;
    await queryRows(
      database.db,
      sql`UPDATE keygo_days SET finalised = true WHERE date = ${day.date} AND smartcard_id =
        (SELECT s.id FROM smartcards s JOIN customers c ON c.smartcard_number = s.isrn WHERE c.id = ${cid})`,
    );
    const afterFinalising = await read(week, etag2);
    expect(afterFinalising.statusCode).toBe(200);
    expect(dayOf(afterFinalising.json().result, day.date).editability).toBe('info');
  });

  it('serves from its cache exactly what a server with an empty cache builds', async () => {
    await cached();
    const cachedBody = (await read()).body;
    const fresh = await buildApp({ db: database.db, sandbox: true, distDir: null, clock: () => now });
    try {
      const res = await fresh.inject({
        method: 'GET',
        url: `/api/smartcard/${cid}/keygo/journey-history`,
        query: week,
        headers: { authorization: `Bearer ${agent.accessToken}` },
      });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(cachedBody)).toEqual(res.json());
    } finally {
      await fresh.close();
    }
  });
});

describe('KeyGo week reply encodings', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let agent: Session;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await buildApp({ db: database.db, sandbox: true, distDir: null });
    agent = await signIn(app, 'agent@southern.example');
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('reads a week, priced or revalidated, without a query until the database changes; then one beside the sign-in check', async () => {
    // under load on the embedded database a request costs what its queries cost to build and plan, not what they read;
    // this process sees every change made to it, so an answer it has read stands until the next change
    const client = pgliteClient(database);
    const query = client.query.bind(client);
    let queries = 0;
    client.query = ((...args: Parameters<typeof query>) => {
      queries++;
      return query(...args);
    }) as typeof client.query;
    try {
      const today = londonToday();
      const get = (ifNoneMatch?: string) =>
        app.inject({
          method: 'GET',
          url: `/api/smartcard/${keyGoCaseId(allBrandIds(), 'southern', 'keyGoHeavy')}/keygo/journey-history`,
          query: { startDate: addDays(today, -6), endDate: today },
          headers: {
            authorization: `Bearer ${agent.accessToken}`,
            ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}),
          },
        });
      const first = await get(); // priced and cached
      queries = 0;
      expect((await get()).statusCode).toBe(200);
      expect((await get(first.headers.etag as string)).statusCode).toBe(304);
      expect(queries).toBe(0);
      // a change anywhere (here a row of another customer, as it leaves this reply alone) and both are asked again
      await queryRows(
        database.db,
        sql`UPDATE customers SET surname = surname WHERE id = ${keyGoCaseId(allBrandIds(), 'southern', 'keyGoActive')}`,
      );
      queries = 0;
      expect((await get(first.headers.etag as string)).statusCode).toBe(304);
      expect(queries).toBe(2);
    } finally {
      client.query = query;
    }
  });

  it('compresses the week once per ETag as the client accepts: brotli, gzip, or none', async () => {
    const today = londonToday();
    const get = (acceptEncoding?: string, ifNoneMatch?: string) =>
      app.inject({
        method: 'GET',
        url: `/api/smartcard/${keyGoCaseId(allBrandIds(), 'southern', 'keyGoHeavy')}/keygo/journey-history`,
        query: { startDate: addDays(today, -6), endDate: today },
        headers: {
          authorization: `Bearer ${agent.accessToken}`,
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
          ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}),
        },
      });
    // app.inject() is not call(): the decoded bodies are held to the declared reply here (issue 31), as call() cannot
    // read a compressed one
    const fits = (res: Awaited<ReturnType<typeof get>>, body: string) =>
      sandboxReplyChecker().check('GET', res.raw.req.url ?? '', res.statusCode, body, res.headers['content-type']);
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(fits(plain, plain.body)).toEqual([]);
    for (let i = 0; i < 2; i++) {
      const br = await get('gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
      expect(fits(br, brotliDecompressSync(br.rawPayload).toString())).toEqual([]);
      const gzip = await get('gzip, br;q=0');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
      expect(fits(gzip, gunzipSync(gzip.rawPayload).toString())).toEqual([]);
    }
    const notModified = await get(undefined, plain.headers.etag as string);
    expect(notModified.statusCode).toBe(304);
    expect(fits(notModified, notModified.body)).toEqual([]);
  });
});
