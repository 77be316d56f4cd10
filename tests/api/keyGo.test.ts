// 001 §7 KeyGo, Flexi and stickets calls: every call, its gate (403, nothing changed), every tap and balance error code
// of 001 §8 from its real situation, the re-pricing of the day and the week with the balance, the parallel-edit
// conflict (one wins), card reimbursement failing over to a cheque, flexi pass limit, coupons, locks and photo decisions.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { allBrandIds } from '../../server/brands';
import { queryRows } from '../../server/db/connect';
import {
  keyGoCaseId,
  keyGoFinalisedDate,
  sticketCouponUtn,
  sticketTicketId,
  type KeyGoCase,
} from '../../server/db/seed/keyGo';
import { smartcardCaseId } from '../../server/db/seed/smartcards';
import { addDays } from '../../src/domain/keyGoTapWindow';
import { londonToday } from '../../src/domain/londonToday';
import { weekStartOf } from '../../src/domain/weekStartOf';
import { Codes } from '../../server/errors';
import { call, signIn, type Session } from './support/client';
import { DRIVERS, openTestDatabase, type TestDatabase } from './support/testDatabase';

const brands = allBrandIds();
const id = (kind: KeyGoCase, brand = 'southern') => keyGoCaseId(brands, brand, kind);

interface Tap {
  id: number;
  timestamp: string;
  type: 'ENTRY' | 'EXIT';
  status: string;
  excludable: boolean;
  locationNlc: string;
}
interface Ticket {
  id: number;
  fare: number;
  complete: boolean;
  journeys: Array<{ taps: Tap[] }>;
}
interface Day {
  date: string;
  editable: boolean;
  editability: string;
  version: number;
  value: number;
  transactions: Array<{ id: string; type: string; value: number; journeyPattern: { tickets: Ticket[] } | null }>;
  excludedTaps: Tap[];
}

describe.each(DRIVERS)('KeyGo, flexi and stickets (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const now = new Date();
  const today = londonToday(now);
  let basic: Session;
  let agent: Session;
  let supervisor: Session;
  let hq: Session;
  let seSupervisor: Session;
  let ontrackAgent: Session;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    app = await buildApp({ db: database.db, sandbox: true, distDir: null, clock: () => now });
    [basic, agent, supervisor, hq, seSupervisor, ontrackAgent] = await Promise.all([
      signIn(app, 'basic@southern.example'),
      signIn(app, 'agent@southern.example'),
      signIn(app, 'supervisor@southern.example'),
      signIn(app, 'hq@southern.example'),
      signIn(app, 'supervisor@southeastern.example'),
      signIn(app, 'agent@ontrackretail.example'),
    ]);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const get = (s: Session, url: string, query?: Record<string, string>) =>
    call(app, 'GET', `/api${url}`, { token: s.accessToken, query });
  const send = (s: Session, method: 'POST' | 'PUT', url: string, body?: unknown) =>
    call(app, method, `/api${url}`, { token: s.accessToken, body });
  const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(database.db, query))[0];
  const codes = (res: { json(): any }) => res.json().errors.map((e: { code: string }) => e.code);
  const balanceOf = (cid: number) =>
    one<{ balance: number }>(sql`SELECT balance FROM keygo_accounts WHERE smartcard_id = ${cid}`).then(
      (r) => r.balance,
    );
  const changes = () =>
    one<{ taps: number; trail: number; audit: number }>(sql`SELECT (SELECT count(*)::int FROM keygo_taps) AS taps,
    (SELECT count(*)::int FROM customer_trail) AS trail, (SELECT count(*)::int FROM audit_trail) AS audit`);
  const history = async (cid: number, end = today, start = addDays(end, -6)) => {
    const res = await get(basic, `/smartcard/${cid}/keygo/journey-history`, { startDate: start, endDate: end });
    expect(res.statusCode).toBe(200);
    return res.json().result as {
      status: string;
      balance: number;
      days: Day[];
      weeks: Array<{ start: string; total: number; weeklyCap: number | null; saving: number }>;
    };
  };
  const tickets = (day: Day) => day.transactions.find((t) => t.type === 'JOURNEY')?.journeyPattern?.tickets ?? [];
  /** The last editable day of a case with an incomplete journey that has an entry only. */
  const openJourney = async (cid: number) => {
    const h = await history(cid);
    for (const day of h.days) {
      const t = tickets(day).find((x) => !x.complete && x.journeys[0].taps[0].type === 'ENTRY');
      if (t && day.editable) return { day, ticket: t, entry: t.journeys[0].taps[0] };
    }
    throw new Error('no open journey');
  };
  const plus = (at: string, minutes: number) =>
    new Date(Date.parse(`${at}:00Z`) + minutes * 60_000).toISOString().slice(0, 16);

  it('answers status, balance, reasons, locations and the saved card; gated by the KeyGo flag', async () => {
    const account = await get(basic, `/customers/${id('keyGoActive')}/smartcard/keygo`);
    expect(account.json().result).toMatchObject({
      status: 'active',
      balance: 2500,
      canAdjust: true,
      canReimburse: true,
    });
    expect((await get(basic, `/customers/${id('keyGoPendingClosure')}/smartcard/keygo`)).json().result).toMatchObject({
      status: 'pendingClosure',
      canAdjust: true,
    });
    expect((await get(basic, `/customers/${id('keyGoNotActive')}/smartcard/keygo`)).json().result).toMatchObject({
      status: 'notActive',
      canAdjust: false,
      canReimburse: false,
    });
    expect((await get(basic, '/config/keygo/reasons')).json().result.map((r: { code: string }) => r.code)).toContain(
      'incomplete-journey',
    );
    const locations = (await get(basic, `/smartcard/${id('keyGoActive')}/keygo/locations`, { search: 'brig' })).json()
      .result;
    expect(locations).toEqual([{ name: 'Brighton', nlc: '5268', crs: 'BTN', zone: 6 }]);
    expect(
      (await get(basic, `/customers/${id('keyGoActive')}/smartcard/keygo/saved-card`)).json().result.maskedNumber,
    ).toMatch(/^\*\*\*\* \*\*\*\* \*\*\*\* \d{4}$/);
    expect(
      (await get(ontrackAgent, `/customers/${keyGoCaseId(brands, 'ontrackretail', 'keyGoActive')}/smartcard/keygo`))
        .statusCode,
    ).toBe(403);
    expect((await get(basic, `/customers/${id('keyGoActive', 'thameslink')}/smartcard/keygo`)).statusCode).toBe(404);
  });

  it('shows 8 weeks of history a week at a time with editability, caps and savings, and refuses more', async () => {
    const h = await history(id('keyGoActive'));
    expect(h.days).toHaveLength(7);
    expect(h.days[0].date).toBe(today);
    const byDate = new Map(h.days.map((d) => [d.date, d]));
    expect(byDate.get(keyGoFinalisedDate(today))!.editability).toBe('info');
    expect(byDate.get(addDays(today, -1))!.editability).toBe('incomplete');
    const start = addDays(weekStartOf(today), -49);
    const old = await history(id('keyGoActive'), addDays(start, 6), start);
    expect(old.days.every((d) => d.editability === 'notEditable')).toBe(true);
    const week = old.weeks[0];
    expect(week.total).toBeGreaterThan(0);
    expect(week.total).toBe(old.days.reduce((s, d) => s + d.value, 0));
    expect(week.weeklyCap).toBeGreaterThan(0);
    for (const [query, field] of [
      [{ startDate: addDays(start, -7), endDate: addDays(start, -1) }, 'startDate'],
      [{ startDate: addDays(today, -8), endDate: today }, 'endDate'],
      [{ startDate: today, endDate: addDays(today, -1) }, 'endDate'],
    ] as const) {
      const res = await get(basic, `/smartcard/${id('keyGoActive')}/keygo/journey-history`, query);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].fields).toEqual([field]);
    }
    // the heavy user: 40 taps a day, capped every day
    const heavy = await history(id('keyGoHeavy'), addDays(today, -1));
    const busy = heavy.days.find((d) => tickets(d).length === 20)!;
    expect(busy.transactions[0]).toMatchObject({ type: 'JOURNEY' });
    expect((busy.transactions[0] as unknown as { cap: string | null }).cap).not.toBeNull();
  });

  it('refuses a tap out of order, out of the window, off a step, at a bad place — changing nothing', async () => {
    const OUTSIDE_WINDOW = 'The tap must be between 04:30 on the transaction day and 04:29 the next day';
    const cid = id('keyGoActive');
    const { day, ticket, entry } = await openJourney(cid);
    const before = await changes();
    const complete = (body: Record<string, unknown>) =>
      send(agent, 'POST', `/smartcard/${cid}/keygo/complete-journey/${ticket.id}`, {
        locationNlc: '5268',
        reasonCode: 'incomplete-journey',
        dayVersion: day.version,
        ...body,
      });
    const earlier = plus(entry.timestamp, -30);
    let res = await complete({ dateTime: earlier });
    expect(res.statusCode).toBe(400);
    // the message says which rule was broken (a refusal carries code, message and fields only)
    expect(res.json().errors[0]).toEqual({
      code: 'KEYGO_INVALID_TAP_TIME',
      message: 'The exit is before the entry',
      fields: ['dateTime'],
    });
    res = await complete({ dateTime: plus(entry.timestamp, 280) });
    expect(res.json().errors[0].message).toBe(
      plus(entry.timestamp, 280) > `${addDays(day.date, 1)}T04:29`
        ? OUTSIDE_WINDOW
        : 'The journey is longer than 4h36m',
    );
    res = await complete({ dateTime: `${day.date}T04:00` });
    expect(res.json().errors[0].message).toBe(OUTSIDE_WINDOW);
    res = await complete({ dateTime: plus(entry.timestamp, 33) });
    expect(res.json().errors[0].message).toBe('The time must be on a 5-minute step');
    res = await complete({ dateTime: plus(entry.timestamp, 30), locationNlc: '9999' });
    expect(codes(res)).toEqual(['KEYGO_INVALID_LOCATION']);
    res = await complete({ dateTime: plus(entry.timestamp, 30), reasonCode: 'because' });
    expect(res.json().errors[0].fields).toEqual(['reasonCode']);
    res = await send(agent, 'POST', `/smartcard/${cid}/keygo/taps`, {
      transactionDate: day.date,
      type: 'ENTRY',
      dateTime: plus(entry.timestamp, 30),
      locationNlc: '5268',
      reasonCode: 'incomplete-journey',
      journeyId: ticket.id,
      dayVersion: day.version,
    });
    expect(codes(res)).toEqual(['KEYGO_INVALID_JOURNEY_PATTERN']);
    expect(await changes()).toEqual(before);
  });

  it('completes a journey: the day and the week are re-priced and the balance moves; the same version again loses (409)', async () => {
    const cid = id('keyGoActive');
    const { day, ticket, entry } = await openJourney(cid);
    const balance = await balanceOf(cid);
    const weekBefore = (await history(cid)).weeks.find((w) => w.start === weekStartOf(day.date))!;
    const body = {
      dateTime: plus(entry.timestamp, 60),
      locationNlc: '5268',
      reasonCode: 'incomplete-journey',
      dayVersion: day.version,
    };
    // two agents complete it from the same version at once: one wins
    const [a, b] = await Promise.all([
      send(agent, 'POST', `/smartcard/${cid}/keygo/complete-journey/${ticket.id}`, body),
      send(supervisor, 'POST', `/smartcard/${cid}/keygo/complete-journey/${ticket.id}`, body),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect(codes(a.statusCode === 409 ? a : b)).toEqual(['KEYGO_CONFLICT']);
    const won = (a.statusCode === 201 ? a : b).json().result;
    expect(won.version).toBe(day.version + 1);
    const after = await history(cid);
    const dayAfter = after.days.find((d) => d.date === day.date)!;
    const completed = tickets(dayAfter).find((t) => t.id === ticket.id)!;
    expect(completed.complete).toBe(true);
    expect(completed.fare).toBeLessThan(ticket.fare);
    const weekAfter = after.weeks.find((w) => w.start === weekStartOf(day.date))!;
    expect(weekAfter.total).toBeLessThan(weekBefore.total);
    expect(won.delta).toBe(weekAfter.total - weekBefore.total);
    expect(await balanceOf(cid)).toBe(balance - won.delta);
    expect(dayAfter.value).toBeLessThan(day.value);
    // completing it again: the journey is complete
    const again = await send(agent, 'POST', `/smartcard/${cid}/keygo/complete-journey/${ticket.id}`, {
      ...body,
      dayVersion: won.version,
    });
    expect(codes(again)).toEqual(['KEYGO_JOURNEY_COMPLETE']);
    const trail = await one<{ description: string }>(
      sql`SELECT description FROM customer_trail WHERE customer_id = ${cid} ORDER BY id DESC LIMIT 1`,
    );
    expect(trail.description).toMatch(/KeyGo journey completed/);
  });

  it('edits and excludes taps on editable days only, re-pricing; a DUPLICATE tap may not be excluded', async () => {
    const cid = id('keyGoActive');
    const h = await history(cid);
    const day = h.days.find((d) => d.editable && tickets(d).some((t) => t.complete))!;
    const ticket = tickets(day).find((t) => t.complete)!;
    const [entry, exit] = ticket.journeys[0].taps;
    const balance = await balanceOf(cid);
    const moved = await send(agent, 'POST', `/smartcard/${cid}/keygo/taps`, {
      transactionDate: day.date,
      type: 'EXIT',
      tapId: exit.id,
      dateTime: plus(entry.timestamp, 45),
      locationNlc: '5426',
      reasonCode: 'incorrect-charge',
      dayVersion: day.version,
    });
    expect(moved.statusCode).toBe(201);
    const excluded = await send(agent, 'POST', `/smartcard/${cid}/keygo/exclude-taps/${exit.id}`, {
      reasonCode: 'incorrect-charge',
      dayVersion: moved.json().result.version,
    });
    expect(excluded.statusCode).toBe(200);
    // the journey lost its exit: it pays the maximum fare now, and the balance paid for it
    expect(excluded.json().result.delta).toBeGreaterThan(0);
    expect(await balanceOf(cid)).toBe(balance - moved.json().result.delta - excluded.json().result.delta);
    const dayAfter = (await history(cid)).days.find((d) => d.date === day.date)!;
    expect(dayAfter.excludedTaps.map((t) => t.id)).toContain(exit.id);
    // already excluded, a duplicate, a finalised day, a day out of the window
    const reExclude = await send(agent, 'POST', `/smartcard/${cid}/keygo/exclude-taps/${exit.id}`, {
      reasonCode: 'incorrect-charge',
      dayVersion: dayAfter.version,
    });
    expect(codes(reExclude)).toEqual(['KEYGO_TAP_NOT_EXCLUDABLE']);
    const duplicate = await one<{ id: number; date: string }>(
      sql`SELECT id, date::text FROM keygo_taps WHERE smartcard_id = ${cid} AND status = 'DUPLICATE' AND date >= ${addDays(today, -14)} AND date <> ${keyGoFinalisedDate(today)} ORDER BY date DESC LIMIT 1`,
    );
    if (duplicate) {
      const v = (await history(cid, duplicate.date, duplicate.date)).days[0].version;
      expect(
        codes(
          await send(agent, 'POST', `/smartcard/${cid}/keygo/exclude-taps/${duplicate.id}`, {
            reasonCode: 'incorrect-charge',
            dayVersion: v,
          }),
        ),
      ).toEqual(['KEYGO_TAP_NOT_EXCLUDABLE']);
    }
    const finalTap = await one<{ id: number }>(
      sql`SELECT id FROM keygo_taps WHERE smartcard_id = ${cid} AND date = ${keyGoFinalisedDate(today)} LIMIT 1`,
    );
    expect(
      codes(
        await send(agent, 'POST', `/smartcard/${cid}/keygo/exclude-taps/${finalTap.id}`, {
          reasonCode: 'goodwill',
          dayVersion: 1,
        }),
      ),
    ).toEqual(['KEYGO_FINALISED_JOURNEY_PATTERN']);
    const oldTap = await one<{ id: number }>(
      sql`SELECT id FROM keygo_taps WHERE smartcard_id = ${cid} AND date < ${addDays(today, -20)} LIMIT 1`,
    );
    expect(
      codes(
        await send(agent, 'POST', `/smartcard/${cid}/keygo/exclude-taps/${oldTap.id}`, {
          reasonCode: 'goodwill',
          dayVersion: 1,
        }),
      ),
    ).toEqual(['KEYGO_OUTSIDE_PROCESSING_WINDOW']);
  });

  it('refuses taps on a closed or inactive account, past the monthly limit, and to BASIC users (nothing changed)', async () => {
    const before = await changes();
    const tap = (cid: number, s = agent) =>
      send(s, 'POST', `/smartcard/${cid}/keygo/taps`, {
        transactionDate: addDays(today, -1),
        type: 'ENTRY',
        dateTime: `${addDays(today, -1)}T12:00`,
        locationNlc: '5268',
        reasonCode: 'incomplete-journey',
        dayVersion: 0,
      });
    expect(codes(await tap(id('keyGoClosed')))).toEqual(['KEYGO_ACCOUNT_CLOSED']);
    expect(codes(await tap(id('keyGoNotActive')))).toEqual(['KEYGO_NOT_ACTIVE']);
    const limited = id('keyGoFillLimit');
    const v = (await history(limited, addDays(today, -1), addDays(today, -1))).days[0].version;
    const res = await send(agent, 'POST', `/smartcard/${limited}/keygo/taps`, {
      transactionDate: addDays(today, -1),
      type: 'ENTRY',
      dateTime: `${addDays(today, -1)}T12:00`,
      locationNlc: '5268',
      reasonCode: 'incomplete-journey',
      dayVersion: v,
    });
    expect(codes(res)).toEqual(['KEYGO_MONTHLY_INCOMPLETE_TAP_LIMIT']);
    expect((await tap(id('keyGoActive'), basic)).statusCode).toBe(403);
    expect(await changes()).toEqual(before);
  });

  it('adjusts the balance within its rules: value, frequency, ticket fare, details with the suffix, the gate', async () => {
    const cid = id('keyGoActive');
    const balance = await balanceOf(cid);
    const body = { adjustmentValue: 250, reasonCode: 'goodwill', reasonDescription: 'Delayed and charged twice' };
    expect((await send(agent, 'POST', `/smartcard/${cid}/keygo/adjust-balance`, body)).statusCode).toBe(403);
    expect(await balanceOf(cid)).toBe(balance);
    const ok = await send(supervisor, 'POST', `/smartcard/${cid}/keygo/adjust-balance`, body);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().result.reasonDescription).toMatch(
      /^Delayed and charged twice \(supervisor@southern\.example, \d\d\/\d\d\/\d{4}\)$/,
    );
    expect(await balanceOf(cid)).toBe(balance + 250);
    expect(
      codes(
        await send(supervisor, 'POST', `/smartcard/${cid}/keygo/adjust-balance`, { ...body, adjustmentValue: 5001 }),
      ),
    ).toEqual(['KEYGO_MAX_VALUE_ADJUSTMENT']);
    const long = await send(supervisor, 'POST', `/smartcard/${cid}/keygo/adjust-balance`, {
      ...body,
      reasonDescription: 'x'.repeat(190),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].fields).toEqual(['reasonDescription']);
    const h = await history(cid);
    const day = h.days.find((d) => tickets(d).length)!;
    const t = tickets(day)[0];
    const atFare = await send(supervisor, 'POST', `/smartcard/${cid}/keygo/adjust-balance`, {
      ...body,
      adjustmentValue: t.fare,
      transactionId: `D${day.date}`,
      ticketId: t.id,
    });
    expect(codes(atFare)).toEqual(['KEYGO_ADJUSTMENT_INVALID']);
    expect(
      codes(await send(supervisor, 'POST', `/smartcard/${id('keyGoFrequent')}/keygo/adjust-balance`, body)),
    ).toEqual(['KEYGO_MAX_FREQUENCY_ADJUSTMENT']);
    expect(codes(await send(supervisor, 'POST', `/smartcard/${id('keyGoClosed')}/keygo/adjust-balance`, body))).toEqual(
      ['KEYGO_ACCOUNT_CLOSED'],
    );
    expect(
      codes(await send(supervisor, 'POST', `/smartcard/${id('keyGoNotActive')}/keygo/adjust-balance`, body)),
    ).toEqual(['KEYGO_NOT_ACTIVE']);
  });

  it('adjusts one ticket below its fare; every field rule of 001 §5 is a 400 naming its field, nothing changed', async () => {
    const cid = id('keyGoHeavy');
    const h = await history(cid);
    const day = h.days.find((d) => tickets(d).some((x) => x.fare > 100))!;
    const t = tickets(day).find((x) => x.fare > 100)!;
    const url = `/smartcard/${cid}/keygo/adjust-balance`;
    const body = {
      adjustmentValue: t.fare - 1,
      reasonCode: 'incorrect-charge',
      reasonDescription: 'Gate fault at exit',
      transactionId: `D${day.date}`,
      ticketId: t.id,
    };
    const before = await changes();
    const balance = await balanceOf(cid);
    const refused = async (change: Record<string, unknown>, code: string, field: string) => {
      const res = await send(supervisor, 'POST', url, { ...body, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ code, fields: [field] });
    };
    await refused({ adjustmentValue: t.fare }, 'KEYGO_ADJUSTMENT_INVALID', 'adjustmentValue');
    await refused({ adjustmentValue: -t.fare }, 'KEYGO_ADJUSTMENT_INVALID', 'adjustmentValue');
    await refused({ adjustmentValue: 0 }, 'KEYGO_ADJUSTMENT_INVALID', 'adjustmentValue');
    await refused({ reasonCode: 'made-up' }, Codes.VALIDATION, 'reasonCode');
    await refused({ reasonDescription: '   ' }, Codes.VALIDATION, 'reasonDescription');
    await refused(
      { reasonDescription: 'x'.repeat(200 - ' (supervisor@southern.example, 01/01/2026)'.length + 1) },
      Codes.VALIDATION,
      'reasonDescription',
    );
    expect(await changes()).toEqual(before);
    expect(await balanceOf(cid)).toBe(balance);
    const ok = await send(supervisor, 'POST', url, {
      ...body,
      reasonDescription: 'x'.repeat(200 - ' (supervisor@southern.example, 01/01/2026)'.length),
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().result.balance).toBe(balance + t.fare - 1);
    expect(
      await one(sql`SELECT transaction_id, ticket_id, value FROM keygo_adjustments WHERE id = ${ok.json().result.id}`),
    ).toEqual({ transaction_id: `D${day.date}`, ticket_id: t.id, value: t.fare - 1 });
    expect((await changes()).trail).toBe(before.trail + 1);
  });

  it('reimburses by card, or after a card failure by cheque; a cheque without an address fails', async () => {
    const fails = id('keyGoCardFails');
    const r = await send(supervisor, 'POST', `/admin/customers/${fails}/smartcard/keygo/reimbursement`, {});
    expect(r.json().result).toMatchObject({ status: 'CARD_FAILED', amount: 1240, balance: 1240 });
    expect(await balanceOf(fails)).toBe(1240);
    const cheque = await send(
      supervisor,
      'PUT',
      `/customers/${fails}/smartcard/keygo/reimbursement/${r.json().result.id}`,
      { method: 'CHEQUE' },
    );
    expect(cheque.json().result).toMatchObject({ status: 'CHEQUE_REQUESTED', balance: 0 });
    expect(await balanceOf(fails)).toBe(0);
    expect(
      codes(await send(supervisor, 'POST', `/admin/customers/${fails}/smartcard/keygo/reimbursement`, {})),
    ).toEqual(['KEYGO_REIMBURSEMENT_ERROR']);
    const noAddress = id('keyGoChequeFails');
    const r2 = await send(supervisor, 'POST', `/admin/customers/${noAddress}/smartcard/keygo/reimbursement`, {});
    expect(r2.json().result.status).toBe('CARD_FAILED');
    const failed = await send(
      supervisor,
      'PUT',
      `/customers/${noAddress}/smartcard/keygo/reimbursement/${r2.json().result.id}`,
      { method: 'CHEQUE' },
    );
    expect(codes(failed)).toEqual(['KEYGO_REIMBURSEMENT_ERROR']);
    expect(await balanceOf(noAddress)).toBe(760);
    const ok = await send(
      supervisor,
      'POST',
      `/admin/customers/${id('keyGoPendingClosure')}/smartcard/keygo/reimbursement`,
      {},
    );
    expect(ok.json().result).toMatchObject({ status: 'CARD_SUCCESS', amount: 800, balance: 0 });
    expect(
      (await send(agent, 'POST', `/admin/customers/${id('keyGoActive')}/smartcard/keygo/reimbursement`, {})).statusCode,
    ).toBe(403);
  });

  it('adds flexi passes up to 8 (HQ only in the govia group), in both variants', async () => {
    const fid = keyGoCaseId(brands, 'southeastern', 'flexiSticket');
    const list = (await get(seSupervisor, `/v2/customers/${fid}/tickets/flexi`)).json().result;
    expect(
      list.map((t: { orderId: number; numberPassesRemaining: number; passesAddable: number }) => [
        t.orderId,
        t.numberPassesRemaining,
        t.passesAddable,
      ]),
    ).toEqual([
      [sticketTicketId(fid, 1), 6, 2],
      [sticketTicketId(fid, 2), 3, 5],
    ]);
    const body = {
      orderId: sticketTicketId(fid, 1),
      passesToAdd: 2,
      reason: 'goodwill',
      flexiType: 'STICKET',
      fulfilmentLocationNlc: '5268',
    };
    const ok = await send(seSupervisor, 'POST', `/v2/customers/${fid}/sticket/flexipass`, body);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().result).toMatchObject({ numberPassesRemaining: 8, message: 'Pass(es) successfully added' });
    const ninth = await send(seSupervisor, 'POST', `/v2/customers/${fid}/sticket/flexipass`, {
      ...body,
      passesToAdd: 1,
    });
    expect(codes(ninth)).toEqual(['FLEXI_PASS_LIMIT']);
    expect(
      codes(
        await send(seSupervisor, 'POST', `/v2/customers/${fid}/sticket/flexipass`, {
          ...body,
          orderId: sticketTicketId(fid, 2),
          reason: 'other',
        }),
      ),
    ).toEqual(['1000']);
    // interoperable: no station needed
    const interop = await send(seSupervisor, 'POST', `/v2/customers/${fid}/sticket/flexipass`, {
      orderId: sticketTicketId(fid, 2),
      numberOfPassesToAdd: 1,
      reason: 'other',
      otherReason: 'Gate fault',
      flexiType: 'STICKET',
    });
    expect(interop.json().result.numberPassesRemaining).toBe(4);
    const card = smartcardCaseId(brands, 'southeastern', 'active');
    const onCard = (await get(seSupervisor, `/v2/customers/${card}/tickets/flexi`)).json().result[0];
    expect(onCard).toMatchObject({ flexiType: 'SMARTCARD', numberPassesRemaining: 5 });
    const cardBody = { orderId: onCard.orderId, passesToAdd: 3, reason: 'wrong-pass', flexiType: 'SMARTCARD' };
    // 001 §5 the collection station is required unless the ticket is interoperable, and must be a listed one: the
    // server no longer assumes 5268 (issue 22); nothing is added
    for (const station of [{}, { fulfilmentLocationNlc: '0001' }]) {
      const refused = await send(seSupervisor, 'POST', `/v2/customers/${card}/sticket/flexipass`, {
        ...cardBody,
        ...station,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0].fields).toEqual(['fulfilmentLocationNlc']);
    }
    const add = await send(seSupervisor, 'POST', `/v2/customers/${card}/sticket/flexipass`, {
      ...cardBody,
      fulfilmentLocationNlc: '5268',
    });
    expect(add.json().result.numberPassesRemaining).toBe(8);
    // govia group: supervisors may not, HQ may
    const southern = keyGoCaseId(brands, 'southern', 'flexiSticket');
    const sBody = { ...body, orderId: sticketTicketId(southern, 1), passesToAdd: 1 };
    expect((await send(supervisor, 'POST', `/v2/customers/${southern}/sticket/flexipass`, sBody)).statusCode).toBe(403);
    expect((await send(hq, 'POST', `/v2/customers/${southern}/sticket/flexipass`, sBody)).statusCode).toBe(201);
  });

  it('pages the coupons 10 at a time, suspends and reactivates one, locks and unlocks stickets with a reason', async () => {
    const fid = id('flexiSticket');
    const page1 = await get(basic, `/stickets/${fid}/coupons/surfaced`);
    expect(page1.json().links).toEqual({ page: 1, limit: 10, total: 15 });
    expect(page1.json().result).toHaveLength(10);
    const utn = sticketCouponUtn(sticketTicketId(fid, 1), 3);
    expect(
      (await send(agent, 'PUT', `/stickets/${fid}/coupons/${utn}/status`, { status: 'SUSPENDED', reason: 'Lost' }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await send(supervisor, 'PUT', `/stickets/${fid}/coupons/${utn}/status`, { status: 'SUSPENDED', reason: 'Lost' })
      ).json().result.status,
    ).toBe('SUSPENDED');
    expect(
      (await send(supervisor, 'PUT', `/stickets/${fid}/coupons/${utn}/status`, { status: 'SUSPENDED', reason: 'Lost' }))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await send(supervisor, 'PUT', `/stickets/${fid}/coupons/${utn}/status`, { status: 'ACTIVE', reason: 'Found' })
      ).json().result.status,
    ).toBe('ACTIVE');
    const locked = id('sticketLocked');
    expect((await get(basic, `/stickets/${locked}/status`)).json().result.locked).toBe(true);
    expect(
      (await send(supervisor, 'PUT', `/stickets/${locked}/lock`, { locked: true, reason: 'again' })).statusCode,
    ).toBe(409);
    expect(
      (await send(supervisor, 'PUT', `/stickets/${locked}/lock`, { locked: false, reason: 'Cleared' })).json().result,
    ).toMatchObject({ locked: false, reason: 'Cleared' });
    expect((await send(supervisor, 'PUT', `/stickets/${locked}/lock`, { locked: true, reason: ' ' })).statusCode).toBe(
      400,
    );
    expect(
      (await send(supervisor, 'PUT', `/stickets/${locked}/lock`, { locked: true, reason: 'x'.repeat(301) })).statusCode,
    ).toBe(400);
  });

  it('searches photo requests by e-mail and status and decides one once, with a reason', async () => {
    const all = await get(supervisor, '/stickets/image/changes', { status: 'Pending' });
    expect(all.json().links.total).toBe(2);
    const found = await get(supervisor, '/stickets/image/changes', { email: 'keygo.photopending' });
    expect(found.json().result).toHaveLength(1);
    const request = found.json().result[0];
    expect((await get(agent, '/stickets/image/changes')).statusCode).toBe(403);
    const photo = (await get(supervisor, `/stickets/image/changes/${request.id}`)).json().result.photo;
    expect(photo.src).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(
      (
        await send(supervisor, 'PUT', `/stickets/${request.customerId}/image/change`, {
          id: request.id,
          status: 'Rejected',
          reason: '',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await send(supervisor, 'PUT', `/stickets/${request.customerId + 1}/image/change`, {
          id: request.id,
          status: 'Rejected',
          reason: 'No',
        })
      ).statusCode,
    ).toBe(404);
    const done = await send(supervisor, 'PUT', `/stickets/${request.customerId}/image/change`, {
      id: request.id,
      status: 'Rejected',
      reason: 'Face not visible',
    });
    expect(done.json().result).toMatchObject({ status: 'Rejected', reason: 'Face not visible' });
    expect(
      (
        await send(supervisor, 'PUT', `/stickets/${request.customerId}/image/change`, {
          id: request.id,
          status: 'Approved',
          reason: 'ok',
        })
      ).statusCode,
    ).toBe(409);
  });
});
