// Issue 32 item 17 (001 §9): the flexi ticket type code, the sticket coupons page and the KeyGo limit between taps are
// the brand's settings, read from its profile — a brand set otherwise is answered otherwise. One database, two
// servers: the brand profiles as shipped, and southern's profile with other values.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { allBrandIds, loadBrandProfiles } from '../../server/brands';
import { keyGoCaseId } from '../../server/db/seed/keyGo';
import { smartcardCaseId } from '../../server/db/seed/smartcards';
import { londonNow } from '../../src/domain/londonNow';
import { addDays } from '../../src/domain/keyGoTapWindow';
import { minutesBetween } from '../../src/domain/buildKeyGoJourneys';
import { call, signIn, type Session } from './support/client';
import { DRIVERS, openTestDatabase, type TestDatabase } from './support/testDatabase';

const brands = allBrandIds();

interface Tap {
  id: number;
  timestamp: string;
  type: 'ENTRY' | 'EXIT';
  locationNlc: string;
}
interface Day {
  date: string;
  editable: boolean;
  version: number;
  transactions: Array<{
    type: string;
    journeyPattern: { tickets: Array<{ complete: boolean; journeys: Array<{ taps: Tap[] }> }> } | null;
  }>;
}

describe.each(DRIVERS)('brand settings read from the profile (%s)', (driver) => {
  let database: TestDatabase;
  let shipped: FastifyInstance;
  let changed: FastifyInstance;
  const now = new Date();
  const sessions = {} as Record<'shipped' | 'changed', Session>;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    const profiles = loadBrandProfiles(brands);
    const southern = structuredClone(profiles.get('southern')!);
    southern.config.flexiTicketTypeCode = 'FX9';
    southern.config.seasonTicketCouponsPageSize = 4;
    southern.config.maxMinutesBetweenTaps = 60;
    profiles.set('southern', southern);
    shipped = await buildApp({ db: database.db, sandbox: true, distDir: null, clock: () => now });
    changed = await buildApp({ db: database.db, sandbox: true, distDir: null, clock: () => now, profiles });
    sessions.shipped = await signIn(shipped, 'agent@southern.example');
    sessions.changed = await signIn(changed, 'agent@southern.example');
  }, 180_000);
  afterAll(async () => {
    await shipped?.close();
    await changed?.close();
    await database?.dispose();
  });

  const get = (which: 'shipped' | 'changed', url: string, query?: Record<string, string>) =>
    call(which === 'shipped' ? shipped : changed, 'GET', `/api${url}`, { token: sessions[which].accessToken, query });

  it('names a flexi product on the card with the brand’s flexiTicketTypeCode', async () => {
    const card = smartcardCaseId(brands, 'southern', 'active');
    const codeOf = async (which: 'shipped' | 'changed') => {
      const res = await get(which, `/v2/customers/${card}/tickets/flexi`);
      expect(res.statusCode).toBe(200);
      return res.json().result.find((t: { flexiType: string }) => t.flexiType === 'SMARTCARD').ticketCode;
    };
    expect(await codeOf('shipped')).toBe('FL1');
    expect(await codeOf('changed')).toBe('FX9');
  });

  it('pages the sticket coupons by the brand’s seasonTicketCouponsPageSize', async () => {
    const fid = keyGoCaseId(brands, 'southern', 'flexiSticket');
    const shippedPage = (await get('shipped', `/stickets/${fid}/coupons/surfaced`)).json();
    const changedPage = (await get('changed', `/stickets/${fid}/coupons/surfaced`)).json();
    expect([shippedPage.result.length, shippedPage.links.limit]).toEqual([10, 10]);
    expect([changedPage.result.length, changedPage.links.limit]).toEqual([4, 4]);
    expect(changedPage.links.total).toBe(shippedPage.links.total);
  });

  it('forms KeyGo journeys and refuses a tap by the brand’s maxMinutesBetweenTaps, naming that limit', async () => {
    const cid = keyGoCaseId(brands, 'southern', 'keyGoActive');
    const today = londonNow(now).slice(0, 10);
    // the last two weeks, a week a call (001 §5: one week per step)
    const historyOf = async (which: 'shipped' | 'changed') => {
      const days: Day[] = [];
      for (const end of [today, addDays(today, -7)]) {
        const res = await get(which, `/smartcard/${cid}/keygo/journey-history`, {
          startDate: addDays(end, -6),
          endDate: end,
        });
        expect(res.statusCode, res.body).toBe(200);
        days.push(...(res.json().result.days as Day[]));
      }
      return days;
    };
    const journeysOf = (days: Day[]) =>
      days.flatMap((day) =>
        day.transactions
          .filter((t) => t.type === 'JOURNEY')
          .flatMap((t) => t.journeyPattern?.tickets ?? [])
          .map((ticket) => ({ day, ticket, taps: ticket.journeys.flatMap((j) => j.taps) })),
      );
    const minutes = (taps: Tap[]) => minutesBetween(taps[0].timestamp, taps[taps.length - 1].timestamp);
    const shippedJourneys = journeysOf(await historyOf('shipped'));
    const changedJourneys = journeysOf(await historyOf('changed'));
    // the same taps: journeys over an hour are complete as shipped, and none is under an hour's limit
    const long = shippedJourneys.filter((j) => j.ticket.complete && minutes(j.taps) > 60);
    expect(long.length).toBeGreaterThan(0);
    expect(changedJourneys.filter((j) => j.ticket.complete && minutes(j.taps) > 60)).toEqual([]);
    expect(changedJourneys.filter((j) => j.ticket.complete).length).toBeLessThan(
      shippedJourneys.filter((j) => j.ticket.complete).length,
    );
    // moving the exit of a short journey of a past editable day to 65-69 minutes after its entry
    const short = changedJourneys.find(
      (j) => j.ticket.complete && j.day.editable && j.day.date < today && j.taps[0].timestamp.slice(11) < '20:00',
    )!;
    expect(short).toBeDefined();
    const [entry, exit] = short.taps;
    const later = new Date(Date.parse(`${entry.timestamp}:00Z`) + 65 * 60_000);
    later.setUTCMinutes(Math.ceil(later.getUTCMinutes() / 5) * 5);
    const body = {
      transactionDate: short.day.date,
      type: 'EXIT',
      dateTime: later.toISOString().slice(0, 16),
      locationNlc: exit.locationNlc,
      reasonCode: 'incomplete-journey',
      tapId: exit.id,
      dayVersion: short.day.version,
    };
    const refused = await call(changed, 'POST', `/api/smartcard/${cid}/keygo/taps`, {
      token: sessions.changed.accessToken,
      body,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { code: 'KEYGO_INVALID_TAP_TIME', message: 'The journey is longer than 1h00m', fields: ['dateTime'] },
    ]);
    // the shipped profile (4h36m) takes the same change
    const taken = await call(shipped, 'POST', `/api/smartcard/${cid}/keygo/taps`, {
      token: sessions.shipped.accessToken,
      body,
    });
    expect(taken.statusCode).toBe(201);
  });
});
