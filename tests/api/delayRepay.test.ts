// 001 §2/§3/§4/§5/§7/§9 delay repay and one-click: claim search (every filter, state groups, types, sorting, paging),
// claim detail with the data block, account list, favourite journeys (rules, stations, the 50 limit, opt-in), auto-dr
// opt in/out, bank holidays, the journey planner; gates (403, nothing changed) and 400s; audit rows of mutations.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { allBrandIds } from '../../server/brands';
import { queryRows } from '../../server/db/connect';
import {
  DEMO_CLAIMS,
  delayRepayDemoClaimId,
  delayRepayDemoCustomerId,
  oneClickLimitCustomerId,
  oneClickOptedOutCustomerId,
} from '../../server/db/seed/delayRepay';
import { londonToday } from '../../src/domain/londonToday';
import { journeyPlanRequest } from '../../src/widgets/one-click-journeys/journeyPlan';
import { call, signIn, type Session } from './support/client';
import { DRIVERS, openTestDatabase, type TestDatabase } from './support/testDatabase';

const BRANDS = allBrandIds();
const today = londonToday();

describe.each(DRIVERS)('delay repay (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const sessions: Record<string, Session> = {};
  const demo = delayRepayDemoCustomerId(BRANDS, 'southern');
  const atLimit = oneClickLimitCustomerId(BRANDS, 'southern');
  const optedOut = oneClickOptedOutCustomerId(BRANDS, 'southern');

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    app = await buildApp({ db: database.db, sandbox: true, distDir: null });
    for (const email of [
      'basic@southern.example',
      'agent@southern.example',
      'agent@trainhugger.example',
      'agent@southeastern.example',
      'agent@thameslink.example',
    ]) {
      sessions[email] = await signIn(app, email);
    }
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const basic = () => sessions['basic@southern.example'].accessToken;
  const agent = () => sessions['agent@southern.example'].accessToken;
  const search = (query: Record<string, string>, token = agent()) =>
    call(app, 'GET', '/api/delay-repay/claims/customer', { token, query });
  const count = async (table: string) =>
    (await queryRows<{ n: number }>(database.db, sql.raw(`SELECT count(*)::int AS n FROM ${table}`)))[0].n;
  const journeysUrl = (customer: number) => `/api/delay-repay/favourite-journey/customer/${customer}`;
  const leg = {
    origin: '5268',
    destination: '5426',
    departure: `${today}T07:30:00`,
    arrival: `${today}T08:33:00`,
    toc: 'SN',
    rsid: 'SN100500',
    tuid: 'W10005',
  };
  const journey = (over: Record<string, unknown> = {}) => ({
    journeyType: 'weekday',
    origin: 'BTN',
    destination: 'VIC',
    daysOfWeek: ['MONDAY', 'TUESDAY'],
    serviceTimes: [{ time: '07:30', legs: [leg] }],
    ...over,
  });

  describe('claim search', () => {
    it("finds a customer's claims, newest first, 10 a page, with state groups and tones", async () => {
      const res = await search({ customerId: String(demo) });
      expect(res.statusCode).toBe(200);
      const { result, pagination } = res.json();
      expect(pagination).toEqual({ limit: 10, page: 1, total: DEMO_CLAIMS, moreResultsAvailable: true });
      expect(result).toHaveLength(10);
      const dates = result.map((c: { submissionDateTime: string }) => c.submissionDateTime);
      expect([...dates].sort().reverse()).toEqual(dates);
      const invalid = result.find((c: { state: string }) => c.state === 'invalid');
      expect(invalid).toMatchObject({ stateGroup: 'rejected', stateTone: 'danger' });
      expect(result[0].displayId).toBe(`DRCL${result[0].id}`);
      expect(result[0].originStation.name).toMatch(/\w/);
      const page2 = await search({ customerId: String(demo), page: '2' });
      expect(page2.json().result).toHaveLength(DEMO_CLAIMS - 10);
      expect(page2.json().pagination.moreResultsAvailable).toBe(false);
    });

    it('sorts by each of the four options', async () => {
      const amounts = async (sorting: string) =>
        (await search({ customerId: String(demo), sorting, limit: '50' }))
          .json()
          .result.map((c: { refundAmount: number | null }) => c.refundAmount);
      const desc = (await amounts('refundAmount-desc')).filter((a: number | null) => a !== null);
      expect(desc).toEqual([...desc].sort((a, b) => b - a));
      const asc = (await amounts('refundAmount-asc')).filter((a: number | null) => a !== null);
      expect(asc).toEqual([...asc].sort((a, b) => a - b));
      const dates = (await search({ customerId: String(demo), sorting: 'date-asc', limit: '50' }))
        .json()
        .result.map((c: { submissionDateTime: string }) => c.submissionDateTime);
      expect(dates).toEqual([...dates].sort());
    });

    it('narrows by state groups (approved = approved or complete) and claim types', async () => {
      const approved = await search({ customerId: String(demo), approved: 'true', limit: '50' });
      const states = new Set(approved.json().result.map((c: { state: string }) => c.state));
      expect([...states].sort()).toEqual(['approved', 'complete']);
      const rejected = await search({
        customerId: String(demo),
        rejected: 'true',
        awaitingInformation: 'true',
        limit: '50',
      });
      expect(new Set(rejected.json().result.map((c: { state: string }) => c.state))).toEqual(
        new Set(['rejected', 'invalid', 'awaiting-information']),
      );
      const typed = await search({ customerId: String(demo), claimType: 'auto-delay-repay', limit: '50' });
      expect(typed.json().result.length).toBeGreaterThan(0);
      expect(typed.json().result.every((c: { claimType: string }) => c.claimType === 'auto-delay-repay')).toBe(true);
    });

    it('finds by each criterion', async () => {
      const detail = (
        await call(app, 'GET', `/api/delay-repay/claims/${delayRepayDemoClaimId(BRANDS, 'southern', 0)}`, {
          token: agent(),
        })
      ).json().result;
      const single = async (query: Record<string, string>) =>
        (await search(query)).json().result.map((c: { id: number }) => c.id);
      expect(await single({ claimRef: detail.claimRef })).toEqual([detail.id]);
      expect(await single({ utn: detail.ticket.number })).toEqual([detail.id]);
      expect(await single({ photocardNumber: detail.ticket.photocardNumber })).toEqual([detail.id]);
      expect(await single({ smartcardNumber: detail.ticket.smartcardNumber })).toEqual([detail.id]);
      expect(await single({ requestId: detail.requestId })).toContain(detail.id);
      expect(await single({ email: detail.email.slice(0, 6), limit: '50' } as never)).toContain(detail.id);
      expect(await single({ postcode: detail.customer.address.postCode, limit: '50' } as never)).toContain(detail.id);
      const dated = await search({
        customerId: String(demo),
        dateFrom: detail.journeyDate,
        dateTo: detail.journeyDate,
      });
      expect(dated.json().result.map((c: { id: number }) => c.id)).toEqual([detail.id]);
      const priced = await search({
        customerId: String(demo),
        refundAmountFrom: String(detail.refundAmount),
        refundAmountTo: String(detail.refundAmount),
      });
      expect(priced.json().result.map((c: { id: number }) => c.id)).toContain(detail.id);
    });

    it('answers 400 naming the field for bad filters', async () => {
      const fields = async (query: Record<string, string>) => {
        const res = await search(query);
        expect(res.statusCode).toBe(400);
        return res.json().errors.flatMap((e: { fields: string[] }) => e.fields);
      };
      expect(await fields({})).toEqual(['filters']);
      expect(await fields({ approved: 'true' })).toEqual(['filters']);
      expect(await fields({ utn: '1234567890' })).toContain('utn');
      expect(await fields({ claimRef: 'XX123' })).toContain('claimRef');
      expect(await fields({ dateTo: '2999-01-01' })).toContain('dateTo');
      expect(await fields({ dateFrom: '2026-02-02', dateTo: '2026-02-01' })).toContain('dateFrom');
      expect(await fields({ refundAmountFrom: '500', refundAmountTo: '400' })).toContain('refundAmountTo');
      expect(await fields({ customerId: '1', sorting: 'name' })).toContain('sorting');
    });

    it('is for AGENT and brands with delay repay', async () => {
      expect((await search({ customerId: String(demo) }, basic())).statusCode).toBe(403);
      expect((await search({ customerId: '1' }, sessions['agent@trainhugger.example'].accessToken)).statusCode).toBe(
        403,
      );
      // another brand's agent finds nothing of southern's
      const other = await search({ customerId: String(demo) }, sessions['agent@thameslink.example'].accessToken);
      expect(other.json().result).toEqual([]);
    });
  });

  describe('claim detail and account list', () => {
    it('splits the version-1 data block into journey id and legs', async () => {
      const res = await call(app, 'GET', `/api/delay-repay/claims/${delayRepayDemoClaimId(BRANDS, 'southern', 0)}`, {
        token: agent(),
      });
      expect(res.statusCode).toBe(200);
      const claim = res.json().result;
      expect(claim.journey.journeyId).toMatch(/^JP-SOU-/);
      expect(claim.journey.legs[0]).toMatchObject({
        index: 1,
        operatorCode: expect.any(String),
        serviceId: expect.any(String),
      });
      expect(claim.delay.additionalInformation).not.toContain('#DATA#');
      expect(claim.delay.dataBlockProblem).toBeNull();
      // the Delay panel says the block was read, not an empty "Journey data —"
      expect(claim.delay.dataBlockStatus).toBe('read');
    });

    it("gives the journey's arrival date, and a season ticket's travelcard station, start date and duration (001 §3)", async () => {
      const journeyOf = async (k: number) =>
        (
          await call(app, 'GET', `/api/delay-repay/claims/${delayRepayDemoClaimId(BRANDS, 'southern', k)}`, {
            token: agent(),
          })
        ).json().result.journey;
      const dayBefore = (date: string) =>
        new Date(Date.parse(`${date}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      // k = 2: a weekly season with a travelcard; k = 6: one without; k = 0: a day ticket
      const travelcard = await journeyOf(2);
      expect(travelcard).toMatchObject({
        scheduledArrivalDate: travelcard.departureDate,
        travelcardStation: { nlc: '5355', name: 'East Croydon' },
        startDate: dayBefore(travelcard.departureDate),
        duration: { months: 0, days: 7 },
      });
      expect(await journeyOf(6)).toMatchObject({ travelcardStation: null, duration: { months: 0, days: 7 } });
      const day = await journeyOf(0);
      expect(day).toMatchObject({
        scheduledArrivalDate: day.departureDate,
        travelcardStation: null,
        startDate: null,
        duration: null,
      });
    });

    it('shows malformed and versionless blocks as text only', async () => {
      const malformed = (
        await call(app, 'GET', `/api/delay-repay/claims/${delayRepayDemoClaimId(BRANDS, 'southern', 1)}`, {
          token: agent(),
        })
      ).json().result;
      expect(malformed.delay.dataBlockProblem).toBe('malformed');
      expect(malformed.journey.legs).toEqual([]);
      const versionless = (
        await call(app, 'GET', `/api/delay-repay/claims/${delayRepayDemoClaimId(BRANDS, 'southern', 2)}`, {
          token: agent(),
        })
      ).json().result;
      expect(versionless.delay.dataBlockProblem).toBe('versionless');
      expect(versionless.delay.dataBlockStatus).toBe('versionless');
      const none = (
        await call(app, 'GET', `/api/delay-repay/claims/${delayRepayDemoClaimId(BRANDS, 'southern', 3)}`, {
          token: agent(),
        })
      ).json().result;
      expect(none.delay.dataBlockStatus).toBe('absent');
    });

    it('masks the account number and covers every reimbursement method', async () => {
      const methods = new Set<string>();
      for (let k = 0; k < DEMO_CLAIMS; k++) {
        const claim = (
          await call(app, 'GET', `/api/delay-repay/claims/${delayRepayDemoClaimId(BRANDS, 'southern', k)}`, {
            token: agent(),
          })
        ).json().result;
        methods.add(claim.reimbursement.method);
        if (claim.reimbursement.method === 'BACS') expect(claim.reimbursement.accountNumber).toMatch(/^\*{4}\d{4}$/);
      }
      expect(methods.size).toBe(7);
    });

    it("answers 404 for another brand's claim and 400 for a prefixed id", async () => {
      const id = delayRepayDemoClaimId(BRANDS, 'southern', 0);
      expect(
        (
          await call(app, 'GET', `/api/delay-repay/claims/${id}`, {
            token: sessions['agent@thameslink.example'].accessToken,
          })
        ).statusCode,
      ).toBe(404);
      expect((await call(app, 'GET', `/api/delay-repay/claims/DRCL${id}`, { token: agent() })).statusCode).toBe(400);
    });

    it("lists the account's claims 10 a page for every level", async () => {
      const res = await call(app, 'GET', `/api/customers/${demo}/delay-repay/claims`, { token: basic() });
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toHaveLength(10);
      expect(res.json().links).toEqual({ page: 1, limit: 10, total: DEMO_CLAIMS });
      expect(
        (
          await call(app, 'GET', `/api/customers/${demo}/delay-repay/claims`, {
            token: sessions['agent@trainhugger.example'].accessToken,
          })
        ).statusCode,
      ).toBe(403);
    });
  });

  describe('one-click favourite journeys', () => {
    it('lists journeys with opt-in, count and limit', async () => {
      const res = await call(app, 'GET', `${journeysUrl(demo)}/journeys`, { token: basic() });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ optedIn: true, count: 11, limit: 50, counterFrom: 40 });
      expect(res.json().journeys[0]).toMatchObject({
        origin: { nlc: '5268', name: 'Brighton' },
        journeyType: 'weekday',
      });
      const full = await call(app, 'GET', `${journeysUrl(atLimit)}/journeys`, { token: basic() });
      expect(full.json().count).toBe(50);
    });

    it('adds, edits and deletes, each with an audit row', async () => {
      const audits = await count('audit_trail');
      const added = await call(app, 'POST', journeysUrl(demo), { token: agent(), body: journey() });
      expect(added.statusCode).toBe(201);
      const { journeyId, origin, destination } = added.json().result;
      expect(origin).toEqual({ name: 'Brighton', nlc: '5268' });
      expect(destination.nlc).toBe('5426');
      const edited = await call(app, 'PUT', `${journeysUrl(demo)}/journeys/${journeyId}`, {
        token: agent(),
        body: journey({ daysOfWeek: ['FRIDAY'] }),
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().result.daysOfWeek).toEqual(['FRIDAY']);
      expect(
        (await call(app, 'DELETE', `${journeysUrl(demo)}/journeys/${journeyId}`, { token: agent() })).statusCode,
      ).toBe(204);
      expect(
        (await call(app, 'DELETE', `${journeysUrl(demo)}/journeys/${journeyId}`, { token: agent() })).statusCode,
      ).toBe(404);
      expect(await count('audit_trail')).toBe(audits + 3);
    });

    it('refuses passing 50 (409) but lets an edit keep the count', async () => {
      const before = await count('favourite_journeys');
      const res = await call(app, 'POST', journeysUrl(atLimit), {
        token: agent(),
        body: journey({ daysOfWeek: ['MONDAY'] }),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().errors[0].code).toBe('ONE_CLICK_JOURNEY_LIMIT');
      expect(await count('favourite_journeys')).toBe(before);
      const list = (await call(app, 'GET', `${journeysUrl(atLimit)}/journeys`, { token: agent() })).json().journeys;
      const same = list[0];
      const edit = await call(app, 'PUT', `${journeysUrl(atLimit)}/journeys/${same.journeyId}`, {
        token: agent(),
        body: journey({ origin: 'GTW', daysOfWeek: same.daysOfWeek, serviceTimes: same.serviceTimes }),
      });
      expect(edit.statusCode).toBe(200);
      const grow = await call(app, 'PUT', `${journeysUrl(atLimit)}/journeys/${same.journeyId}`, {
        token: agent(),
        body: journey({
          origin: 'GTW',
          daysOfWeek: same.daysOfWeek,
          serviceTimes: [...same.serviceTimes, same.serviceTimes[0]],
        }),
      });
      expect(grow.statusCode).toBe(409);
    });

    it('answers 400 by field for the one-click rules and unknown stations, changing nothing', async () => {
      const before = await count('favourite_journeys');
      const fields = async (body: unknown) => {
        const res = await call(app, 'POST', journeysUrl(demo), { token: agent(), body });
        expect(res.statusCode).toBe(400);
        return res.json().errors.flatMap((e: { fields: string[] }) => e.fields);
      };
      expect(await fields(journey({ destination: 'BTN' }))).toContain('destination');
      expect(await fields(journey({ destination: '5268' }))).toContain('destination');
      expect(await fields(journey({ daysOfWeek: ['SATURDAY'] }))).toContain('daysOfWeek');
      expect(await fields(journey({ origin: 'ZZZ' }))).toContain('origin');
      expect(await fields(journey({ journeyType: 'holiday' }))).toContain('journeyType');
      expect(await fields(journey({ serviceTimes: [] }))).toContain('serviceTimes');
      expect(await fields(journey({ serviceTimes: [{ time: '25:00', legs: [leg] }] }))).toContain(
        'serviceTimes.0.time',
      );
      expect(await count('favourite_journeys')).toBe(before);
    });

    it('refuses a customer who has not opted in (409) and gates by level and flag (403)', async () => {
      const before = await count('favourite_journeys');
      const out = await call(app, 'POST', journeysUrl(optedOut), { token: agent(), body: journey() });
      expect(out.statusCode).toBe(409);
      expect(out.json().errors[0].code).toBe('ONE_CLICK_NOT_OPTED_IN');
      expect((await call(app, 'POST', journeysUrl(demo), { token: basic(), body: journey() })).statusCode).toBe(403);
      expect((await call(app, 'DELETE', `${journeysUrl(demo)}/journeys/1`, { token: basic() })).statusCode).toBe(403);
      const se = sessions['agent@southeastern.example'].accessToken;
      expect(
        (
          await call(app, 'GET', `${journeysUrl(delayRepayDemoCustomerId(BRANDS, 'southeastern'))}/journeys`, {
            token: se,
          })
        ).statusCode,
      ).toBe(403);
      expect(await count('favourite_journeys')).toBe(before);
    });

    it('opts a customer in and out (PUT / DELETE auto-dr), gated like marketing preferences', async () => {
      const url = `/api/customers/${optedOut}/smartcard/auto-dr`;
      expect((await call(app, 'PUT', url, { token: basic() })).statusCode).toBe(403);
      expect((await call(app, 'GET', `${journeysUrl(optedOut)}/journeys`, { token: agent() })).json().optedIn).toBe(
        false,
      );
      expect((await call(app, 'PUT', url, { token: agent() })).statusCode).toBe(204);
      expect((await call(app, 'GET', `${journeysUrl(optedOut)}/journeys`, { token: agent() })).json().optedIn).toBe(
        true,
      );
      // the change is on the account changes trail, newest first
      const trail = (await call(app, 'GET', `/api/customers/${optedOut}/trail`, { token: agent() })).json().result
        .trails;
      expect(trail[0].description).toBe('Automatic delay repay switched on');
      expect((await call(app, 'DELETE', url, { token: agent() })).statusCode).toBe(204);
      expect((await call(app, 'GET', `${journeysUrl(optedOut)}/journeys`, { token: agent() })).json().optedIn).toBe(
        false,
      );
      expect(
        (
          await call(app, 'PUT', `/api/customers/${delayRepayDemoCustomerId(BRANDS, 'thameslink')}/smartcard/auto-dr`, {
            token: agent(),
          })
        ).statusCode,
      ).toBe(404);
    });
  });

  describe('bank holidays and the journey planner', () => {
    it('lists England and Wales bank holidays, without past ones when asked', async () => {
      const all = (await call(app, 'GET', '/api/ddm-alerts/bank-holidays', { token: basic() })).json()[
        'england-and-wales'
      ].events;
      const year = today.slice(0, 4);
      expect(all.some((e: { date: string; title: string }) => e.date === `${year}-12-25`)).toBe(true);
      const future = (
        await call(app, 'GET', '/api/ddm-alerts/bank-holidays', { token: basic(), query: { excludePastDates: 'true' } })
      ).json()['england-and-wales'].events;
      expect(future.every((e: { date: string }) => e.date >= today)).toBe(true);
      expect(future.length).toBeLessThan(all.length + 1);
    });

    it("accepts the console's whole planner request, every flag of 001 §7 included", async () => {
      const res = await call(app, 'POST', '/api/jp/journey-plan', {
        token: agent(),
        body: journeyPlanRequest('5268', '5426', '2026-12-01', { start: 480, end: 660 }, 5),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().outward).toHaveLength(5);
    });

    it('plans 5 real journeys in the window with operator, rsid and uid', async () => {
      const res = await call(app, 'POST', '/api/jp/journey-plan', {
        token: agent(),
        body: {
          origin: 'BTN',
          destination: 'VIC',
          numJourneys: 5,
          outward: { rangeStart: '2026-12-01T08:00:00', rangeEnd: '2026-12-01T11:00:00', arriveDepart: 'Depart' },
        },
      });
      expect(res.statusCode).toBe(200);
      const { outward, links } = res.json();
      expect(outward).toHaveLength(5);
      const journeys = outward.map((link: string) => links[link]);
      for (const j of journeys) {
        expect(j.departureTime >= '2026-12-01T08:00:00' && j.departureTime <= '2026-12-01T11:00:00').toBe(true);
        expect(j.legs[0]).toMatchObject({
          origin: '5268',
          toc: expect.stringMatching(/^(SN|TL)$/),
          rsid: expect.any(String),
          tuid: expect.any(String),
        });
        expect(j.legs.at(-1).destination).toBe('5426');
      }
      const change = await call(app, 'POST', '/api/jp/journey-plan', {
        token: agent(),
        body: {
          origin: 'BDM',
          destination: 'VIC',
          outward: { rangeStart: '2026-12-01T08:00:00', rangeEnd: '2026-12-01T11:00:00' },
        },
      });
      const first = change.json().links[change.json().outward[0]];
      expect(first.legs).toHaveLength(2);
      expect(first.legs[1].transferTime).toBeGreaterThanOrEqual(5);
    });

    it('answers 400 for unknown or equal stations and a bad range', async () => {
      const plan = (body: Record<string, unknown>) =>
        call(app, 'POST', '/api/jp/journey-plan', {
          token: agent(),
          body: {
            origin: 'BTN',
            destination: 'VIC',
            outward: { rangeStart: '2026-12-01T08:00:00', rangeEnd: '2026-12-01T11:00:00' },
            ...body,
          },
        });
      expect((await plan({ origin: 'ZZZ' })).json().errors[0].fields).toEqual(['origin']);
      expect((await plan({ destination: 'BTN' })).statusCode).toBe(400);
      expect(
        (await plan({ outward: { rangeStart: '2026-12-01T11:00:00', rangeEnd: '2026-12-01T08:00:00' } })).statusCode,
      ).toBe(400);
      expect((await plan({ outward: { rangeStart: 'soon', rangeEnd: '2026-12-01T08:00:00' } })).statusCode).toBe(400);
      expect(
        (
          await call(app, 'POST', '/api/jp/journey-plan', {
            token: sessions['agent@southeastern.example'].accessToken,
            body: {
              origin: 'LBG',
              destination: 'DVP',
              outward: { rangeStart: '2026-12-01T08:00:00', rangeEnd: '2026-12-01T11:00:00' },
            },
          })
        ).statusCode,
      ).toBe(403);
    });
  });
});
