// Issue 22 area defects, checked through the API: account controls (an e-mail-only change writes an e-mail trail row;
// a deleted account refuses every change as deleted; blocking / activating a digital railcard writes the account's
// trail), KeyGo (a tap after now is refused and the current transaction day opens at 04:30), smartcards (the named
// transfer refusals have their own code; GET /customers/{id}/smartcard/journeys from the card's taps).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { allBrandIds } from '../../server/brands';
import { deletionCaseCustomerId } from '../../server/db/seed/accounts';
import { keyGoCaseId } from '../../server/db/seed/keyGo';
import { railcardCaseCustomerId } from '../../server/db/seed/railcards';
import { smartcardCaseId, smartcardCaseIsrn } from '../../server/db/seed/smartcards';
import { addDays } from '../../src/domain/keyGoTapWindow';
import { londonNow } from '../../src/domain/londonNow';
import { londonToday } from '../../src/domain/londonToday';
import { call, signIn, type Session } from './support/client';
import { DRIVERS, openTestDatabase, type TestDatabase } from './support/testDatabase';

const BRANDS = allBrandIds();
const BRAND = 'southern';

/** The instant London's wall clock reads `HH:MM` on `date` (GMT or BST). */
function londonInstant(date: string, time: string): Date {
  const guess = new Date(`${date}T${time}:00Z`);
  return londonNow(guess) === `${date}T${time}` ? guess : new Date(guess.getTime() - 3_600_000);
}

describe.each(DRIVERS)('issue 22 area defects (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let now = new Date();
  let agent: Session;
  let supervisor: Session;
  let hq: Session;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    app = await buildApp({ db: database.db, sandbox: true, distDir: null, clock: () => now });
    [agent, supervisor, hq] = await Promise.all([
      signIn(app, `agent@${BRAND}.example`),
      signIn(app, `supervisor@${BRAND}.example`),
      signIn(app, `hq@${BRAND}.example`),
    ]);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const api = (
    s: Session,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    body?: unknown,
    query?: Record<string, string>,
  ) => call(app, method, `/api${url}`, { token: s.accessToken, body, query });
  const trail = async (id: number) =>
    (await api(hq, 'GET', `/customers/${id}/trail`, undefined, { limit: '50' }))
      .json()
      .result.trails.map((t: { description: string }) => t.description) as string[];

  describe('account controls', () => {
    it('an e-mail-only change writes the e-mail row, not "Customer name successfully updated"', async () => {
      const id = railcardCaseCustomerId(BRANDS, BRAND, 3);
      const customer = (await api(hq, 'GET', `/customers/${id}`)).json().result;
      const before = await trail(id);
      const email = `changed.${id}@example.com`;
      const res = await api(supervisor, 'PUT', `/customers/${id}`, {
        title: customer.title,
        firstNames: customer.firstNames,
        surname: customer.surname,
        email,
        confirmEmail: email,
      });
      expect(res.statusCode).toBe(200);
      const added = (await trail(id)).slice(0, (await trail(id)).length - before.length);
      expect(added).toEqual([`Customer e-mail changed to ${email}`]);
      // a name change still says so
      await api(supervisor, 'PUT', `/customers/${id}`, {
        title: customer.title,
        firstNames: 'Renamed',
        surname: 'Person',
      });
      expect((await trail(id))[0]).toBe('Customer name successfully updated');
    });

    it('a deleted account refuses a deletion request and every change as deleted (409 CUSTOMER_DELETED)', async () => {
      const id = deletionCaseCustomerId(BRANDS, BRAND, 'approved');
      expect((await api(hq, 'GET', `/customers/${id}`)).json().result.deleted).toBe(true);
      const before = await trail(id);
      const refusals = [
        await api(hq, 'POST', `/admin/customers/${id}/deactivate/`),
        await api(hq, 'PUT', `/customers/${id}`, { title: 'Mr', firstNames: 'Any', surname: 'Body' }),
        await api(hq, 'POST', `/v2/customers/${id}/account/lock`, { reason: 'test' }),
        await api(hq, 'POST', `/customers/${id}/addresses`, {
          line1: '1 Road',
          town: 'Hove',
          postCode: 'BN3 1AA',
          country: 'GBR',
          isSmartcard: false,
        }),
      ];
      for (const res of refusals) {
        expect(res.statusCode).toBe(409);
        expect(res.json().errors[0]).toMatchObject({ code: 'CUSTOMER_DELETED' });
        expect(res.json().errors[0].message).not.toMatch(/pending/);
      }
      expect(await trail(id)).toEqual(before);
    });

    it('blocking and activating a digital railcard write the account changes trail', async () => {
      const id = railcardCaseCustomerId(BRANDS, BRAND, 4);
      const cards = (await api(hq, 'GET', `/digital-railcards/admin/${id}/railcards`)).json().result;
      const card = cards.find((c: { railcardState: string }) => c.railcardState === 'ACTIVE');
      const url = `/digital-railcards/admin/${id}/railcards/${card.id}`;
      expect((await api(hq, 'PUT', url, { railcardState: 'BLOCKED' })).statusCode).toBe(200);
      expect((await api(hq, 'PUT', url, { railcardState: 'ACTIVE' })).statusCode).toBe(200);
      const texts = await trail(id);
      expect(texts.slice(0, 2)).toEqual([
        `Digital railcard ${card.railcardNumber} activated`,
        `Digital railcard ${card.railcardNumber} blocked`,
      ]);
    });
  });

  describe('KeyGo taps and the clock', () => {
    it('at 03:20 a tap at 05:00 today is refused as in the future, charging nothing; today is not editable yet', async () => {
      const cid = keyGoCaseId(BRANDS, BRAND, 'keyGoActive');
      const today = londonToday();
      const balance = (await api(agent, 'GET', `/customers/${cid}/smartcard/keygo`)).json().result.balance;
      now = londonInstant(today, '03:20');
      try {
        const tap = (transactionDate: string, dateTime: string) =>
          api(agent, 'POST', `/smartcard/${cid}/keygo/taps`, {
            transactionDate,
            type: 'ENTRY',
            dateTime,
            locationNlc: '5268',
            reasonCode: 'incomplete-journey',
            dayVersion: 0,
          });
        const future = await tap(today, `${today}T05:00`);
        expect(future.statusCode).toBe(400);
        expect(future.json().errors[0]).toMatchObject({
          code: 'KEYGO_INVALID_TAP_TIME',
          message: 'The tap time is in the future',
        });
        // yesterday's transaction day runs to 04:29 today: 03:25 has not happened yet either
        const yesterday = addDays(today, -1);
        expect((await tap(yesterday, `${today}T03:25`)).json().errors[0].message).toBe('The tap time is in the future');
        const days = (
          await api(agent, 'GET', `/smartcard/${cid}/keygo/journey-history`, undefined, {
            startDate: yesterday,
            endDate: today,
          })
        ).json().result.days as { date: string; editable: boolean; editability: string }[];
        expect(days.find((d) => d.date === today)).toMatchObject({ editable: false, editability: 'notEditable' });
        expect((await api(agent, 'GET', `/customers/${cid}/smartcard/keygo`)).json().result.balance).toBe(balance);
      } finally {
        now = new Date();
      }
    });
  });

  describe('smartcards', () => {
    it('a named transfer refusal has its own code; another refusal stays SMARTCARD_TRANSFER_ERROR', async () => {
      const from = smartcardCaseId(BRANDS, BRAND, 'emptyCard');
      const transfer = (to: number, isrn = smartcardCaseIsrn(from)) =>
        api(supervisor, 'PUT', `/admin/customers/${from}/smartcard-transfer`, { from, to, isrn });
      const hasCard = await transfer(smartcardCaseId(BRANDS, BRAND, 'transferRecipient'));
      expect(hasCard.json().errors[0]).toMatchObject({
        code: 'SMARTCARD_TRANSFER_RECIPIENT_REFUSED',
        message: expect.stringMatching(/already has a Smartcard\.$/),
      });
      const wrongCard = await transfer(
        smartcardCaseId(BRANDS, BRAND, 'noCard'),
        smartcardCaseIsrn(smartcardCaseId(BRANDS, BRAND, 'active')),
      );
      expect(wrongCard.json().errors[0].code).toBe('SMARTCARD_TRANSFER_ERROR');
    });

    it("GET /customers/{id}/smartcard/journeys: the card's tap journeys day by day with their fares; 404 without a card", async () => {
      const cid = keyGoCaseId(BRANDS, BRAND, 'keyGoActive');
      const today = londonToday();
      const res = await api(agent, 'GET', `/customers/${cid}/smartcard/journeys`, undefined, {
        startDate: addDays(today, -13),
        endDate: today,
      });
      expect(res.statusCode).toBe(200);
      const { days } = res.json().result as {
        days: { date: string; value: number; journeys: { complete: boolean; fare: number; entry: unknown }[] }[];
      };
      expect(days).toHaveLength(14);
      expect(days[0].date).toBe(today);
      const journeys = days.flatMap((d) => d.journeys);
      expect(journeys.length).toBeGreaterThan(5);
      expect(journeys.some((j) => !j.complete)).toBe(true);
      for (const day of days)
        expect(day.journeys.reduce((sum, j) => sum + j.fare, 0)).toBeGreaterThanOrEqual(day.value);
      // the same journeys as the tap editor's history of that week
      const history = (
        await api(agent, 'GET', `/smartcard/${cid}/keygo/journey-history`, undefined, {
          startDate: addDays(today, -6),
          endDate: today,
        })
      ).json().result.days as { date: string; value: number }[];
      for (const day of history) expect(days.find((d) => d.date === day.date)!.value).toBe(day.value);
      const none = await api(agent, 'GET', `/customers/${smartcardCaseId(BRANDS, BRAND, 'noCard')}/smartcard/journeys`);
      expect(none.statusCode).toBe(404);
      const tooLong = await api(agent, 'GET', `/customers/${cid}/smartcard/journeys`, undefined, {
        startDate: addDays(today, -40),
        endDate: today,
      });
      expect(tooLong.statusCode).toBe(400);
    });
  });
});
