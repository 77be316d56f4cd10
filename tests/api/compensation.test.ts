// 001 §3/§4/§5/§6/§7/§8 compensation: claim search (scheme + 2 filters, COMP mask), detail with the caller's toolbar,
// related claims, manual claims (401 claim exists, 409 on the whitelist, bypass), whitelist claims (409 already on
// it), amend (409 e-mail exists), reject, add to whitelist, resend, process (401 'Invalid passcode/photocard number'),
// incremental payment, the eligibility service behind basic auth; gates (403, nothing changed), 400s by path, audit rows.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { allBrandIds } from '../../server/brands';
import { queryRows } from '../../server/db/connect';
import {
  COMPENSATION_CLAIMS_PER_BRAND,
  DEMO_PASSCODE,
  DEMO_PHOTOCARD,
  RELATED_EMAIL,
  compensationDemoImageIds,
  compensationDemoRequestId,
} from '../../server/db/seed/compensation';
import { demoPng } from '../../server/db/seed/demoPng';
import { SANDBOX_SERVICE_CREDENTIALS } from '../../server/handlers/compensation/serviceAuth';
import { call, signIn, type Session } from './support/client';
import { DRIVERS, openTestDatabase, type TestDatabase } from './support/testDatabase';

const BRANDS = allBrandIds();
const rid = (
  type: 'whitelist' | 'season' | 'non-season' | 'old',
  state?: 'season-new' | 'approved' | 'confirmed' | 'rejected' | 'complete',
) => compensationDemoRequestId(BRANDS, 'southern', type, state);

const customer = (email: string) => ({
  title: 'Ms',
  firstNames: 'Nia',
  surname: 'Newclaim',
  email,
  phoneNumber: '07700 900123',
  address: { line1: '2 Queens Road', town: 'Brighton', postcode: 'BN1 3XE', country: 'GBR' },
});
const seasonDraft = (email: string, photocard = 'PHNEW01') => ({
  kind: 'season',
  customer: customer(email),
  routes: [
    {
      origin: 'BTN',
      destination: 'VIC',
      routeCode: '00100',
      level: 1,
      tickets: [
        {
          type: 'season-standard-class',
          number: 'S9999',
          photocardNumber: photocard,
          price: 412000,
          duration: 'annual',
          startDate: '2018-01-08',
          purchaseLocation: 'online',
        },
      ],
    },
  ],
});
const t = (o: string, d: string) => ({
  type: 'single',
  number: 'AB123',
  price: 1850,
  purchaseLocation: 'online',
  evidenceType: 'receipt',
  origin: o,
  destination: d,
  level: 1,
});
const week = (period: string, dates: string[]) => ({
  period,
  days: dates.map((date) => ({ date, outward: t('BTN', 'VIC'), return: t('VIC', 'BTN') })),
});
const nonSeasonDraft = (email: string) => ({
  kind: 'non-season',
  customer: customer(email),
  requestInformation: 'Late every day',
  weeks: [week('2018-03-05', ['2018-03-05', '2018-03-06', '2018-03-07'])],
});
/** A multipart/form-data body with the image file and its kind, as the console's FormData sends it. */
function imageUpload(kind: string, file: Buffer, type: string, name = 'ticket.png') {
  const boundary = '----claim-image-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const basicAuth = (credentials = SANDBOX_SERVICE_CREDENTIALS) => `Basic ${Buffer.from(credentials).toString('base64')}`;

describe.each(DRIVERS)('compensation (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const sessions: Record<string, Session> = {};

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    app = await buildApp({ db: database.db, sandbox: true, distDir: null });
    for (const email of [
      'basic@southern.example',
      'agent@southern.example',
      'hq@southern.example',
      'agent@trainhugger.example',
      'agent@gatwick.example',
    ]) {
      sessions[email] = await signIn(app, email);
    }
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const agent = () => sessions['agent@southern.example'].accessToken;
  const hq = () => sessions['hq@southern.example'].accessToken;
  const basic = () => sessions['basic@southern.example'].accessToken;
  const api = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    token: string,
    body?: unknown,
    query?: Record<string, string>,
  ) => call(app, method, `/api${url}`, { token, body, query });
  const detail = async (requestId: string, token = hq()) =>
    (await api('GET', `/delay-repay/compensation/${requestId}`, token)).json().compensationClaim;
  /** every claim row as text: "nothing changed" compares it before and after */
  const snapshot = async () =>
    (
      await queryRows<{ s: string }>(
        database.db,
        sql`SELECT coalesce(string_agg(row_to_json(c)::text, '|' ORDER BY id), '') AS s FROM compensation_claims c`,
      )
    )[0].s;
  const audits = async () =>
    (await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM audit_trail`))[0].n;
  const unchanged = async <R extends { statusCode: number }>(run: () => Promise<R>, status: number): Promise<R> => {
    const before = await snapshot();
    const res = await run();
    expect(res.statusCode).toBe(status);
    expect(await snapshot()).toBe(before);
    return res;
  };

  describe('search', () => {
    it('needs a scheme and at least 2 filters (400 by field)', async () => {
      const none = await api('GET', '/delay-repay/compensation', agent(), undefined, {
        email: 'claimant',
        postcode: 'BN1',
      });
      expect(none.statusCode).toBe(400);
      expect(none.json().errors[0]).toMatchObject({ message: 'Choose a scheme', fields: ['scheme'] });
      const one = await api('GET', '/delay-repay/compensation', agent(), undefined, {
        scheme: 'COMP2018',
        email: 'claimant',
      });
      expect(one.json().errors[0]).toMatchObject({
        message: 'Enter at least 2 search filters besides the scheme',
        fields: ['filters'],
      });
      const short = await api('GET', '/delay-repay/compensation', agent(), undefined, {
        scheme: 'COMP2018',
        email: 'c',
        postcode: 'BN1',
      });
      expect(short.json().errors[0]).toMatchObject({ message: 'Enter at least 2 characters', fields: ['email'] });
    });

    it("searches only the brand's compensationSchemes (001 §9), the old scheme among them", async () => {
      const unknown = await api('GET', '/delay-repay/compensation', agent(), undefined, {
        scheme: 'COMP1999',
        email: 'claimant',
        postcode: 'BN1',
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors[0]).toMatchObject({ fields: ['scheme'] });
      const old = await api('GET', '/delay-repay/compensation', agent(), undefined, {
        scheme: 'COMP2017',
        requestId: rid('old'),
        postcode: 'BN',
      });
      expect(old.statusCode).toBe(200);
      expect(old.json().result.map((r: { requestId: string }) => r.requestId)).toEqual([rid('old')]);
    });

    it('finds by e-mail and postcode prefix, and by the COMP reference (digits kept)', async () => {
      const res = await api('GET', '/delay-repay/compensation', agent(), undefined, {
        scheme: 'COMP2018',
        email: RELATED_EMAIL,
        postcode: 'bn14',
      });
      expect(res.statusCode).toBe(200);
      const { result, pagination } = res.json();
      expect(result.map((r: { claimType: string }) => r.claimType).sort()).toEqual([
        'daily-ticket-compensation',
        'season-ticket-compensation',
        'whitelist',
      ]);
      expect(pagination).toMatchObject({ page: 1, total: 3, moreResultsAvailable: false });
      const one = result[0];
      const byRef = await api('GET', '/delay-repay/compensation', agent(), undefined, {
        scheme: 'COMP2018',
        claimRef: one.claimRef,
        postcode: 'BN1',
      });
      expect(byRef.json().result).toEqual([one]);
      expect(one.claimRef).toMatch(/^COMP[0-9]+$/);
      const other = await api('GET', '/delay-repay/compensation', agent(), undefined, {
        scheme: 'COMP2017',
        email: RELATED_EMAIL,
        postcode: 'BN1',
      });
      expect(other.json().result).toEqual([]);
    });

    it('pages with limit and page', async () => {
      const res = await api('GET', '/delay-repay/compensation', agent(), undefined, {
        scheme: 'COMP2018',
        email: 'claimant',
        postcode: 'BN1',
        limit: '5',
        page: '2',
      });
      const { result, pagination } = res.json();
      expect(result).toHaveLength(5);
      expect(pagination).toMatchObject({ limit: 5, page: 2, moreResultsAvailable: true });
      expect(pagination.total).toBe(COMPENSATION_CLAIMS_PER_BRAND - 3 - 1);
    });

    it('is refused below AGENT and in a brand without compensation (403)', async () => {
      const query = { scheme: 'COMP2018', email: 'claimant', postcode: 'BN1' };
      expect((await api('GET', '/delay-repay/compensation', basic(), undefined, query)).statusCode).toBe(403);
      expect(
        (
          await api(
            'GET',
            '/delay-repay/compensation',
            sessions['agent@trainhugger.example'].accessToken,
            undefined,
            query,
          )
        ).statusCode,
      ).toBe(403);
    });
  });

  describe('detail and related claims', () => {
    it("answers the claim with the caller's toolbar (001 §6)", async () => {
      const wl = rid('whitelist', 'season-new');
      expect((await detail(wl, hq())).actions).toEqual(['resendEmail', 'amend', 'process', 'reject']);
      expect((await detail(wl, agent())).actions).toEqual(['resendEmail', 'process']);
      const rejected = await detail(rid('season', 'rejected'), hq());
      expect(rejected).toMatchObject({
        claimState: 'rejected',
        rejectionReason: expect.any(String),
        whiteListed: false,
        actions: ['amend', 'addToWhitelist'],
      });
      expect((await detail(rid('non-season', 'approved'), hq())).actions).toEqual(['addPayment']);
      const old = await detail(rid('old'), hq());
      expect(old).toMatchObject({ schemeName: 'COMP2017', isCurrentClaim: false, actions: [] });
    });

    it('carries compensationCode, the default delay length 15-29 and the compensationBrand (001 §3, §9)', async () => {
      const season = await detail(rid('season', 'approved'));
      expect(season.compensationCode).toMatch(/^QUALIFIES_(MONTHLY|WEEKLY)_CAP$/);
      expect(season.compensationBrand).toBe('Govia Thameslink Railway');
      expect(season.routes.length).toBeGreaterThan(0);
      for (const route of season.routes) expect(route.delay).toEqual({ length: '15_29' });
      const daily = await detail(rid('non-season', 'approved'));
      for (const week of daily.weeks) expect(week.delay.length).toBe('15_29');
      expect((await detail(rid('whitelist', 'approved'))).compensationCode).toBeNull();
    });

    it("404 for an unknown request id or another brand's claim", async () => {
      expect((await api('GET', '/delay-repay/compensation/CR-99999999', agent())).statusCode).toBe(404);
      const southeastern = compensationDemoRequestId(BRANDS, 'southeastern', 'season', 'approved');
      expect((await api('GET', `/delay-repay/compensation/${southeastern}`, agent())).statusCode).toBe(404);
    });

    it("lists the same customer's other claims", async () => {
      const res = await api('GET', `/delay-repay/compensation/${rid('season', 'approved')}/related`, agent());
      expect(res.statusCode).toBe(200);
      const related = res.json().result;
      expect(related.map((r: { requestId: string }) => r.requestId).sort()).toEqual(
        [rid('whitelist', 'complete'), rid('non-season', 'rejected')].sort(),
      );
      expect(related[0]).toMatchObject({
        customerEmail: RELATED_EMAIL,
        scheme: 'COMP2018',
        claimRef: expect.stringMatching(/^COMP/),
      });
    });
  });

  describe("a request's claims and customer.bankClaims (001 §3 Claim, issue 32)", () => {
    it('a season request holds one claim per ticket: journey with start date and duration, delay with its route', async () => {
      const season = await detail(rid('season', 'approved'));
      expect(season.customer.bankClaims).toBe(false);
      expect(season.claims).toEqual([
        {
          id: season.claimId * 1000 + 1,
          index: 1,
          claimType: 'season-ticket-compensation',
          whiteListed: false,
          state: 'approved',
          refundAmount: 10400,
          rejectionReason: null,
          journey: {
            originStation: 'BTN',
            destinationStation: 'VIC',
            changeStation: null,
            departureDate: null,
            departureTime: null,
            scheduledArrivalDate: null,
            scheduledArrivalTime: null,
            travelcardStation: 'East Croydon',
            startDate: '2018-01-08',
            duration: { months: 12, days: 0 },
          },
          delay: {
            length: '15_29',
            reason: null,
            additionalInformation: {
              routeCode: '00100',
              routeDescription: 'Brighton to London Victoria via Gatwick Airport',
              travelcardNlc: '5355',
              travelcardStation: 'East Croydon',
              CPAY: false,
            },
          },
          ticket: season.routes[0].tickets[0],
        },
      ]);
      expect((await detail(rid('whitelist', 'confirmed'))).customer.bankClaims).toBe(true);
    });

    it('a non-season request holds a claim per outward and return ticket, each with its own state and refund', async () => {
      const daily = await detail(rid('non-season', 'complete'));
      expect(daily.claims.map((c: { index: number }) => c.index)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(daily.claims[1]).toMatchObject({
        claimType: 'daily-ticket-compensation',
        state: 'complete',
        refundAmount: 2080,
        journey: {
          originStation: 'VIC',
          destinationStation: 'BTN',
          changeStation: 'GTW',
          departureDate: '2018-03-05',
          departureTime: '17:45',
          scheduledArrivalDate: '2018-03-05',
          scheduledArrivalTime: '18:52',
          startDate: null,
          duration: null,
        },
        delay: { additionalInformation: { routeCode: '00100', travelcardNlc: null, CPAY: false } },
      });
      expect(daily.claims[5]).toMatchObject({
        state: 'rejected',
        rejectionReason: 'The return journey was not delayed',
        refundAmount: null,
      });
      const paid = daily.claims.reduce(
        (sum: number, c: { refundAmount: number | null }) => sum + (c.refundAmount ?? 0),
        0,
      );
      expect(paid).toBe(daily.compensationAmount);
    });

    it('a new request keeps bankClaims and makes its claims; rejecting the request rejects each with its reason', async () => {
      const draft = nonSeasonDraft('nia.claims@example.com');
      const res = await api('POST', '/delay-repay/claims', agent(), {
        ...draft,
        customer: { ...draft.customer, bankClaims: true },
      });
      expect(res.statusCode).toBe(201);
      const { requestId } = res.json().result;
      const added = await detail(requestId);
      expect(added.customer.bankClaims).toBe(true);
      expect(added.claims).toHaveLength(6);
      expect(added.claims[0]).toMatchObject({
        id: added.claimId * 1000 + 1,
        state: 'season-new',
        refundAmount: null,
        journey: { originStation: 'BTN', destinationStation: 'VIC', departureDate: '2018-03-05', departureTime: null },
        delay: { length: '15_29', additionalInformation: { routeCode: '00100' } },
        ticket: { number: 'AB123', price: 1850 },
      });
      const rejected = await api('PATCH', '/delay-repay/whitelist/patch-customer', hq(), {
        id: requestId,
        op: 'transition',
        state: 'rejected',
        reason: 'Not in the scheme',
      });
      expect(rejected.statusCode).toBe(200);
      for (const claim of rejected.json().compensationClaim.claims)
        expect(claim).toMatchObject({ state: 'rejected', rejectionReason: 'Not in the scheme' });
    });

    it("a whitelist request holds one claim for its amount, which follows the amount's amendment", async () => {
      const id = rid('whitelist', 'season-new');
      expect((await detail(id)).claims).toMatchObject([
        { index: 1, claimType: 'whitelist', whiteListed: true, refundAmount: 25000, ticket: null },
      ]);
      const res = await api('PATCH', '/delay-repay/whitelist/update-customer', hq(), {
        requestId: id,
        refundAmount: 26000,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().compensationClaim.claims[0].refundAmount).toBe(26000);
      await api('PATCH', '/delay-repay/whitelist/update-customer', hq(), { requestId: id, refundAmount: 25000 });
    });
  });

  describe('manual claims', () => {
    it('adds a season claim (AGENT) and refuses a second one for the customer (401 claim exists)', async () => {
      const before = await audits();
      const res = await api('POST', '/delay-repay/claims', agent(), seasonDraft('nia.season@example.com'));
      expect(res.statusCode).toBe(201);
      const { requestId, claimRef } = res.json().result;
      expect(claimRef).toMatch(/^COMP[0-9]+$/);
      expect(await audits()).toBe(before + 1);
      expect(await detail(requestId)).toMatchObject({
        type: 'season',
        claimState: 'season-new',
        customer: { email: 'nia.season@example.com' },
      });
      const again = await unchanged(
        () => api('POST', '/delay-repay/claims', agent(), seasonDraft('Nia.Season@example.com', 'PHNEW02')),
        401,
      );
      expect(again.json().errors[0].code).toBe('COMPENSATION_CLAIM_EXISTS');
      // the check is skipped with a bypass (agent-only override)
      const bypassed = await api(
        'POST',
        '/delay-repay/claims',
        agent(),
        { ...seasonDraft('nia.season@example.com', 'PHNEW03'), bypassCustomerCheck: true },
        { bypass: 'true' },
      );
      expect(bypassed.statusCode).toBe(201);
    });

    it('409 when the customer or a photocard is on the whitelist', async () => {
      const res = await unchanged(() => api('POST', '/delay-repay/claims', agent(), seasonDraft(RELATED_EMAIL)), 409);
      expect(res.json().errors[0].code).toBe('COMPENSATION_ON_WHITELIST');
      await unchanged(
        () => api('POST', '/delay-repay/claims', agent(), seasonDraft('fresh.person@example.com', DEMO_PHOTOCARD)),
        409,
      );
    });

    it('validate-customer answers 204, 401 and 409 by the real situation', async () => {
      expect(
        (
          await api('POST', '/delay-repay/compensation/validate-customer', agent(), {
            email: 'nobody.yet@example.com',
            photocardNumbers: ['PHX99'],
          })
        ).statusCode,
      ).toBe(204);
      expect(
        (
          await api('POST', '/delay-repay/compensation/validate-customer', agent(), {
            email: 'nia.season@example.com',
            kind: 'season',
          })
        ).statusCode,
      ).toBe(401);
      expect(
        (
          await api('POST', '/delay-repay/compensation/validate-customer', agent(), {
            email: 'nobody.yet@example.com',
            photocardNumbers: [DEMO_PHOTOCARD],
          })
        ).statusCode,
      ).toBe(409);
    });

    it('adds a non-season claim; every rule answers 400 by path and changes nothing', async () => {
      const added = await api('POST', '/delay-repay/claims', agent(), nonSeasonDraft('nia.daily@example.com'));
      expect(added.statusCode).toBe(201);
      const dup = nonSeasonDraft('other.daily@example.com');
      dup.weeks.push(structuredClone(dup.weeks[0]));
      const res = await unchanged(() => api('POST', '/delay-repay/claims', agent(), dup), 400);
      expect(res.json().errors).toContainEqual(
        expect.objectContaining({ message: 'This week is already in the claim', fields: ['weeks.1'] }),
      );
      const bad = seasonDraft('bad.card@example.com');
      bad.routes[0].tickets[0].photocardNumber = 'P';
      const badRes = await unchanged(() => api('POST', '/delay-repay/claims', agent(), bad), 400);
      expect(badRes.json().errors).toEqual([
        expect.objectContaining({
          message: 'The photocard number has 3 to 20 characters',
          fields: ['routes.0.tickets.0.photocardNumber'],
        }),
      ]);
      await unchanged(() => api('POST', '/delay-repay/claims', agent(), { kind: 'season', customer: 'x' }), 400);
    });

    it("keeps a ticket's class, book size and evidence comments (001 §3); a bad class or long comment is a 400", async () => {
      const draft = nonSeasonDraft('nia.evidence@example.com');
      const outward = draft.weeks[0]!.days[0]!.outward as Record<string, unknown>;
      Object.assign(outward, { ticketClass: 'first', previousUpload: true, evidenceComments: 'Receipt in the post' });
      const added = await api('POST', '/delay-repay/claims', agent(), draft);
      expect(added.statusCode, added.body).toBe(201);
      const saved = (await detail(added.json().result.requestId)).weeks[0].days[0].outward;
      expect(saved).toMatchObject({
        ticketClass: 'first',
        previousUpload: true,
        evidenceComments: 'Receipt in the post',
      });
      const long = nonSeasonDraft('nia.long@example.com');
      (long.weeks[0]!.days[0]!.outward as Record<string, unknown>).evidenceComments = 'x'.repeat(501);
      (long.weeks[0]!.days[1]!.outward as Record<string, unknown>).ticketClass = 'premium';
      const res = await unchanged(() => api('POST', '/delay-repay/claims', agent(), long), 400);
      expect(res.json().errors.map((e: { fields: string[] }) => e.fields[0])).toEqual(
        expect.arrayContaining(['weeks.0.days.0.outward.evidenceComments', 'weeks.0.days.1.outward.ticketClass']),
      );
    });

    it('is refused below AGENT (403) and a whitelist claim is not added here', async () => {
      await unchanged(() => api('POST', '/delay-repay/claims', basic(), seasonDraft('basic.try@example.com')), 403);
      await unchanged(
        () =>
          api('POST', '/delay-repay/claims', agent(), {
            ...seasonDraft('wl.try@example.com'),
            kind: 'whitelist',
            compensationAmount: 100,
          }),
        400,
      );
    });

    it('amends a rejected claim (season-new again); 409 for an e-mail of another claim or a claim not rejected', async () => {
      const id = rid('non-season', 'rejected');
      const taken = await unchanged(
        () => api('PUT', `/delay-repay/claims/${id}`, agent(), nonSeasonDraft('nia.daily@example.com')),
        409,
      );
      expect(taken.json().errors[0].code).toBe('COMPENSATION_EMAIL_EXISTS');
      await unchanged(
        () =>
          api(
            'PUT',
            `/delay-repay/claims/${rid('non-season', 'approved')}`,
            agent(),
            nonSeasonDraft('z.amend@example.com'),
          ),
        409,
      );
      const res = await api('PUT', `/delay-repay/claims/${id}`, agent(), nonSeasonDraft('robin.amended@example.com'));
      expect(res.statusCode).toBe(200);
      expect(res.json().compensationClaim).toMatchObject({
        claimState: 'season-new',
        rejectionReason: null,
        customer: { email: 'robin.amended@example.com' },
      });
    });
  });

  // 001 §3 claim ticket ticketImage / receiptImage (ticketImageId / receiptImageId), docs/decisions/2285
  describe('claim ticket images', () => {
    const upload = (token: string, kind: string, file: Buffer, type = 'image/png', name?: string) => {
      const body = imageUpload(kind, file, type, name);
      return app.inject({
        method: 'POST',
        url: '/api/delay-repay/compensation/images',
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${token}` },
      });
    };
    const images = async () =>
      (await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM compensation_images`))[0].n;
    const ticketPng = demoPng(300, 120, [255, 255, 255], [200, 90, 0], 12);

    it('takes a ticket image as multipart (201, any shape), keeps it and writes the audit row with it', async () => {
      const before = { images: await images(), audits: await audits() };
      const res = await upload(agent(), 'ticket', ticketPng);
      expect(res.statusCode, res.body).toBe(201);
      const image = res.json().result;
      expect(image).toMatchObject({
        kind: 'ticket',
        contentType: 'image/png',
        width: 300,
        height: 120,
        bytes: ticketPng.length,
        uploadedBy: 'agent@southern.example',
        requestId: null,
      });
      expect(image.src).toBeUndefined();
      expect(await images()).toBe(before.images + 1);
      expect(await audits()).toBe(before.audits + 1);
      const [audit] = await queryRows<{ data: { kind: string; image: string } }>(
        database.db,
        sql`SELECT data FROM audit_trail WHERE action = 'uploadCompensationImage' ORDER BY id DESC LIMIT 1`,
      );
      expect(audit.data.kind).toBe('ticket');
      expect(audit.data.image).toMatch(/^data:image\/png;base64,… \(\d+ characters\)$/);
      const read = await api('GET', `/delay-repay/compensation/images/${image.id}`, agent());
      expect(read.statusCode).toBe(200);
      expect(read.json().result.src).toBe(`data:image/png;base64,${ticketPng.toString('base64')}`);
      // another brand's staff do not see it
      expect(
        (
          await api(
            'GET',
            `/delay-repay/compensation/images/${image.id}`,
            sessions['agent@gatwick.example'].accessToken,
          )
        ).statusCode,
      ).toBe(404);
      expect((await api('GET', '/delay-repay/compensation/images/999999', agent())).statusCode).toBe(404);
    });

    it('refuses a file that is not an image, a too large one or a bad kind (400 naming the field), and changes nothing', async () => {
      const before = { images: await images(), audits: await audits() };
      const pdf = await upload(agent(), 'receipt', Buffer.from('%PDF-1.4 a receipt'), 'application/pdf', 'r.pdf');
      expect(pdf.statusCode).toBe(400);
      expect(pdf.json().errors).toEqual([
        expect.objectContaining({
          code: 'PHOTO_NOT_IMAGE',
          message: 'not an image: jpg, jpeg, png or gif only',
          fields: ['image'],
        }),
      ]);
      // the bytes decide, not the type the browser claimed
      const text = await upload(agent(), 'receipt', Buffer.from('not a picture at all'), 'image/png');
      expect(text.json().errors).toEqual([expect.objectContaining({ code: 'PHOTO_NOT_IMAGE', fields: ['image'] })]);
      const large = await upload(agent(), 'ticket', Buffer.concat([ticketPng, Buffer.alloc(2 * 1024 * 1024)]));
      expect(large.statusCode).toBe(400);
      expect(large.json().errors).toEqual([
        expect.objectContaining({ code: 'PHOTO_TOO_LARGE', message: 'too large', fields: ['image'] }),
      ]);
      expect((await upload(agent(), 'boarding-pass', ticketPng)).statusCode).toBe(400);
      expect(await images()).toBe(before.images);
      expect(await audits()).toBe(before.audits);
    });

    it('is refused below AGENT and in a brand without compensation (403), nothing kept', async () => {
      const before = await images();
      expect((await upload(basic(), 'ticket', ticketPng)).statusCode).toBe(403);
      expect((await upload(sessions['agent@trainhugger.example'].accessToken, 'ticket', ticketPng)).statusCode).toBe(
        403,
      );
      expect(await images()).toBe(before);
    });

    it('a claim names its images by id and they become its own; an unknown, mismatched or taken id is a 400 by path', async () => {
      const ticket = (await upload(agent(), 'ticket', ticketPng)).json().result.id as number;
      const receipt = (await upload(agent(), 'receipt', ticketPng)).json().result.id as number;
      const draft = nonSeasonDraft('nia.images@example.com');
      const day = draft.weeks[0]!.days[0]!;
      Object.assign(day.outward, { ticketImageId: ticket, receiptImageId: receipt });
      // one receipt may cover the outward and its return
      Object.assign(day.return, { receiptImageId: receipt });
      const added = await api('POST', '/delay-repay/claims', agent(), draft);
      expect(added.statusCode, added.body).toBe(201);
      const requestId = added.json().result.requestId as string;
      expect((await detail(requestId)).weeks[0].days[0].outward).toMatchObject({
        ticketImageId: ticket,
        receiptImageId: receipt,
      });
      expect((await api('GET', `/delay-repay/compensation/images/${ticket}`, agent())).json().result.requestId).toBe(
        requestId,
      );

      const other = nonSeasonDraft('nia.other@example.com');
      Object.assign(other.weeks[0]!.days[0]!.outward, { ticketImageId: ticket });
      Object.assign(other.weeks[0]!.days[1]!.outward, { ticketImageId: receipt, receiptImageId: 999999 });
      const refused = await unchanged(() => api('POST', '/delay-repay/claims', agent(), other), 400);
      expect(refused.json().errors).toEqual([
        expect.objectContaining({
          message: 'The image belongs to another claim',
          fields: ['weeks.0.days.0.outward.ticketImageId'],
        }),
        expect.objectContaining({
          message: 'The image was uploaded as a receipt image',
          fields: ['weeks.0.days.1.outward.ticketImageId'],
        }),
        expect.objectContaining({
          message: 'No uploaded image has this id',
          fields: ['weeks.0.days.1.outward.receiptImageId'],
        }),
      ]);
    });

    it("amending keeps the claim's previous uploads and takes a new one", async () => {
      const ticket = (await upload(agent(), 'ticket', ticketPng)).json().result.id as number;
      const receipt = (await upload(agent(), 'receipt', ticketPng)).json().result.id as number;
      const draft = nonSeasonDraft('nia.amend.images@example.com');
      Object.assign(draft.weeks[0]!.days[0]!.outward, { ticketImageId: ticket, receiptImageId: receipt });
      const requestId = (await api('POST', '/delay-repay/claims', agent(), draft)).json().result.requestId as string;
      const rejected = await api('PATCH', '/delay-repay/whitelist/patch-customer', hq(), {
        id: requestId,
        op: 'transition',
        state: 'rejected',
        reason: 'Receipt unreadable',
      });
      expect(rejected.statusCode, rejected.body).toBe(200);
      const fresh = (await upload(agent(), 'receipt', ticketPng)).json().result.id as number;
      Object.assign(draft.weeks[0]!.days[0]!.outward, { receiptImageId: fresh });
      const res = await api('PUT', `/delay-repay/claims/${requestId}`, agent(), draft);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().compensationClaim.weeks[0].days[0].outward).toMatchObject({
        ticketImageId: ticket,
        receiptImageId: fresh,
      });
      expect((await api('GET', `/delay-repay/compensation/images/${fresh}`, agent())).json().result.requestId).toBe(
        requestId,
      );
    });

    it("seeds a ticket image and a receipt on each brand's rejected non-season claim (README demo data)", async () => {
      const seeded = compensationDemoImageIds(BRANDS, 'southern');
      const image = (await api('GET', `/delay-repay/compensation/images/${seeded.receiptImageId}`, agent())).json()
        .result;
      expect(image).toMatchObject({
        kind: 'receipt',
        requestId: rid('non-season', 'rejected'),
        src: expect.stringMatching(/^data:image\/png;base64,/),
      });
      // read from a brand no test changes: the claim's first outward ticket names both
      const gatwick = compensationDemoRequestId(BRANDS, 'gatwick', 'non-season', 'rejected');
      const [row] = await queryRows<{ weeks: Array<{ days: Array<{ outward: object }> }> }>(
        database.db,
        sql`SELECT weeks FROM compensation_claims WHERE request_id = ${gatwick}`,
      );
      expect(row!.weeks[0]!.days[0]!.outward).toMatchObject(compensationDemoImageIds(BRANDS, 'gatwick'));
    });
  });

  describe('whitelist', () => {
    const wlDraft = (email: string, photocardNumber = 'PHWL777') => ({
      kind: 'whitelist',
      customer: customer(email),
      compensationAmount: 50000,
      photocardNumber,
    });

    it('HQ adds a whitelist claim and its passcode is e-mailed; 409 when already on the whitelist', async () => {
      await unchanged(
        () => api('POST', '/delay-repay/whitelist/create-whitelist-customer', agent(), wlDraft('wl.new@example.com')),
        403,
      );
      const tooMuch = await unchanged(
        () =>
          api('POST', '/delay-repay/whitelist/create-whitelist-customer', hq(), {
            ...wlDraft('wl.new@example.com'),
            compensationAmount: 100001,
          }),
        400,
      );
      expect(tooMuch.json().errors[0]).toMatchObject({
        message: 'The amount cannot be more than £1000.00',
        fields: ['compensationAmount'],
      });
      const res = await api(
        'POST',
        '/delay-repay/whitelist/create-whitelist-customer',
        hq(),
        wlDraft('wl.new@example.com'),
      );
      expect(res.statusCode).toBe(201);
      const mail = (await call(app, 'GET', '/api/sandbox/outbox', { query: { to: 'wl.new@example.com' } })).json()
        .result[0];
      expect(mail.code).toMatch(/^[A-Z2-9]{8}$/);
      const claim = await detail(res.json().result.requestId);
      expect(claim).toMatchObject({
        type: 'whitelist',
        whiteListed: true,
        claimState: 'season-new',
        compensationAmount: 50000,
        emailLastSent: expect.any(String),
      });
      await unchanged(
        () =>
          api(
            'POST',
            '/delay-repay/whitelist/create-whitelist-customer',
            hq(),
            wlDraft('WL.new@example.com', 'PHOTHER'),
          ),
        409,
      );
      await unchanged(
        () =>
          api(
            'POST',
            '/delay-repay/whitelist/create-whitelist-customer',
            hq(),
            wlDraft('wl.other@example.com', 'phwl777'),
          ),
        409,
      );
    });

    it("processing needs the right passcode and photocard (401 'Invalid passcode/photocard number')", async () => {
      const id = rid('whitelist', 'season-new');
      const email = (await detail(id)).customer.email;
      const body = { requestId: id, email, passcode: 'WRONG1', photocardNumber: DEMO_PHOTOCARD };
      const wrong = await unchanged(
        () => api('PATCH', '/delay-repay/whitelist/complete-whitelist-claim', agent(), body),
        401,
      );
      expect(wrong.json().errors[0].message).toBe('Invalid passcode/photocard number');
      await unchanged(
        () =>
          api('PATCH', '/delay-repay/whitelist/complete-whitelist-claim', agent(), {
            ...body,
            passcode: DEMO_PASSCODE,
            photocardNumber: null,
          }),
        401,
      );
      await unchanged(
        () => api('PATCH', '/delay-repay/whitelist/complete-whitelist-claim', agent(), { ...body, passcode: 'X' }),
        400,
      );
      await unchanged(
        () =>
          api('PATCH', '/delay-repay/whitelist/complete-whitelist-claim', basic(), {
            ...body,
            passcode: DEMO_PASSCODE,
          }),
        403,
      );
      const ok = await api('PATCH', '/delay-repay/whitelist/complete-whitelist-claim', agent(), {
        ...body,
        passcode: DEMO_PASSCODE.toLowerCase(),
        reimbursement: { method: 'BACS' },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().compensationClaim).toMatchObject({
        claimState: 'confirmed',
        reimbursement: { method: 'BACS' },
        actions: [],
      });
      await unchanged(
        () =>
          api('PATCH', '/delay-repay/whitelist/complete-whitelist-claim', agent(), {
            ...body,
            passcode: DEMO_PASSCODE,
          }),
        409,
      );
    });

    it('HQ rejects a manual season-new claim and adds it to the whitelist; each only once', async () => {
      const id = rid('season', 'season-new');
      await unchanged(
        () =>
          api('PATCH', '/delay-repay/whitelist/patch-customer', agent(), {
            id,
            op: 'transition',
            state: 'rejected',
            reason: 'No',
          }),
        403,
      );
      await unchanged(
        () =>
          api('PATCH', '/delay-repay/whitelist/patch-customer', hq(), {
            id,
            op: 'transition',
            state: 'rejected',
            reason: 'x'.repeat(301),
          }),
        400,
      );
      const rejected = await api('PATCH', '/delay-repay/whitelist/patch-customer', hq(), {
        id,
        op: 'transition',
        state: 'rejected',
        reason: 'Outside the scheme',
      });
      expect(rejected.json().compensationClaim).toMatchObject({
        claimState: 'rejected',
        rejectionReason: 'Outside the scheme',
        actions: ['amend', 'addToWhitelist'],
      });
      await unchanged(
        () => api('PATCH', '/delay-repay/whitelist/patch-customer', hq(), { id, op: 'transition', state: 'rejected' }),
        409,
      );
      await unchanged(() => api('POST', '/delay-repay/whitelist/add-claim', agent(), { requestId: id }), 403);
      const added = await api('POST', '/delay-repay/whitelist/add-claim', hq(), { requestId: id });
      expect(added.statusCode).toBe(200);
      expect(added.json().compensationClaim).toMatchObject({
        whiteListed: true,
        claimState: 'season-new',
        actions: ['resendEmail', 'amend', 'process', 'reject'],
      });
      await unchanged(() => api('POST', '/delay-repay/whitelist/add-claim', hq(), { requestId: id }), 409);
    });

    it('a rejected claim whose customer is already whitelisted is not added (409)', async () => {
      // make the seeded rejected season claim's customer the related (whitelisted) customer
      const id = rid('season', 'rejected');
      await database.db.execute(sql`UPDATE compensation_claims SET email = ${RELATED_EMAIL} WHERE request_id = ${id}`);
      const res = await unchanged(() => api('POST', '/delay-repay/whitelist/add-claim', hq(), { requestId: id }), 409);
      expect(res.json().errors[0].code).toBe('COMPENSATION_ON_WHITELIST');
    });

    it('amends a whitelisted season-new claim (HQ): e-mail (409 when taken) or amount', async () => {
      const id = rid('season', 'season-new'); // whitelisted above
      await unchanged(
        () => api('PATCH', '/delay-repay/whitelist/update-customer', agent(), { requestId: id, refundAmount: 700 }),
        403,
      );
      await unchanged(
        () => api('PATCH', '/delay-repay/whitelist/update-customer', hq(), { requestId: id, email: RELATED_EMAIL }),
        409,
      );
      await unchanged(() => api('PATCH', '/delay-repay/whitelist/update-customer', hq(), { requestId: id }), 400);
      await unchanged(
        () => api('PATCH', '/delay-repay/whitelist/update-customer', hq(), { requestId: id, refundAmount: 100001 }),
        400,
      );
      const res = await api('PATCH', '/delay-repay/whitelist/update-customer', hq(), {
        requestId: id,
        refundAmount: 700,
      });
      expect(res.json().compensationClaim.compensationAmount).toBe(700);
      await unchanged(
        () =>
          api('PATCH', '/delay-repay/whitelist/update-customer', hq(), {
            requestId: rid('whitelist', 'approved'),
            refundAmount: 700,
          }),
        409,
      );
    });

    it('resends the e-mail of a whitelisted season-new claim only', async () => {
      const id = rid('season', 'season-new');
      const res = await api('POST', '/delay-repay/whitelist/resend-email', agent(), { requestId: id });
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toMatchObject({
        email: expect.stringContaining('@'),
        emailLastSent: expect.any(String),
      });
      expect((await detail(id)).emailLastSent).toBe(res.json().result.emailLastSent);
      await unchanged(
        () => api('POST', '/delay-repay/whitelist/resend-email', agent(), { requestId: rid('whitelist', 'approved') }),
        409,
      );
      await unchanged(
        () => api('POST', '/delay-repay/whitelist/resend-email', agent(), { requestId: 'CR-99999999' }),
        404,
      );
    });

    it('resends to the address the resend dialog gives (001 §2 modal, §5 valid e-mail), the claim keeping its own', async () => {
      // whitelisted by the tests above, and still season-new
      const id = rid('season', 'season-new');
      const own = (await detail(id)).customer.email;
      const res = await api('POST', '/delay-repay/whitelist/resend-email', agent(), {
        requestId: id,
        email: 'resend.elsewhere@example.com',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().result.email).toBe('resend.elsewhere@example.com');
      const mail = (
        await call(app, 'GET', '/api/sandbox/outbox', { query: { to: 'resend.elsewhere@example.com' } })
      ).json();
      expect(JSON.stringify(mail)).toContain('Your Govia Thameslink Railway compensation claim');
      expect((await detail(id)).customer.email).toBe(own);
      const bad = await unchanged(
        () => api('POST', '/delay-repay/whitelist/resend-email', agent(), { requestId: id, email: 'not-an-e-mail' }),
        400,
      );
      expect(bad.json().errors[0].fields).toEqual(['email']);
    });
  });

  describe('incremental payment', () => {
    it('HQ adds to an approved or complete claim, in pence', async () => {
      const id = rid('non-season', 'complete');
      const before = (await detail(id)).compensationAmount;
      await unchanged(
        () =>
          api('POST', '/delay-repay/compensation/incremental-payment', agent(), {
            requestId: id,
            incrementalPayment: 250,
          }),
        403,
      );
      await unchanged(
        () =>
          api('POST', '/delay-repay/compensation/incremental-payment', hq(), {
            requestId: id,
            incrementalPayment: 2.5,
          }),
        400,
      );
      await unchanged(
        () =>
          api('POST', '/delay-repay/compensation/incremental-payment', hq(), {
            requestId: rid('non-season', 'confirmed'),
            incrementalPayment: 250,
          }),
        409,
      );
      const res = await api('POST', '/delay-repay/compensation/incremental-payment', hq(), {
        requestId: id,
        incrementalPayment: 250,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().compensationClaim.compensationAmount).toBe(before + 250);
      expect(res.json().compensationClaim.payments).toEqual([
        expect.objectContaining({ amount: 250, by: 'hq@southern.example' }),
      ]);
    });
  });

  describe('eligibility service (basic auth)', () => {
    const service = (
      method: 'GET' | 'POST',
      url: string,
      authorization?: string,
      payload?: unknown,
      query?: Record<string, string>,
    ) =>
      app.inject({
        method,
        url: `/api/compensation-service${url}`,
        headers: authorization ? { authorization } : {},
        payload: payload as object,
        query,
      });

    it('refuses without the service credentials (a staff token is not enough)', async () => {
      expect((await service('GET', '/location', undefined, undefined, { partial: 'Bri' })).statusCode).toBe(401);
      expect(
        (await service('GET', '/location', basicAuth('compensation:wrong'), undefined, { partial: 'Bri' })).statusCode,
      ).toBe(401);
      const staff = await app.inject({
        method: 'GET',
        url: '/api/compensation-service/location',
        headers: { authorization: `Bearer ${agent()}` },
        query: { partial: 'Bri' },
      });
      expect(staff.statusCode).toBe(401);
    });

    it('finds locations by partial name (at least 3 characters)', async () => {
      const res = await service('GET', '/location', basicAuth(), undefined, { partial: 'brig' });
      expect(res.json().locations).toContainEqual({ name: 'Brighton', nlc: '5268', crs: 'BTN' });
      expect(
        (await service('GET', '/location', basicAuth(), undefined, { partial: 'vic' })).json().locations,
      ).toContainEqual({ name: 'London Victoria', nlc: '5426', crs: 'VIC' });
      expect((await service('GET', '/location', basicAuth(), undefined, { partial: 'br' })).statusCode).toBe(400);
    });

    it('answers routes and levels: level 1, level 2, ambiguous, ineligible; 400 for an unknown station', async () => {
      const res = await service('POST', '/ticket', basicAuth(), {
        journeys: [
          { origin: 'BTN', destination: 'VIC' },
          { origin: '5426', destination: 'GTW' },
          { origin: 'BTN', destination: 'LBG' },
          { origin: 'BTN', destination: 'CBG' },
          { origin: 'DVP', destination: 'LBG' },
        ],
      });
      expect(res.statusCode).toBe(200);
      const levels = res
        .json()
        .results.map((r: { routes: Array<{ compensationLevel: string }> }) => r.routes.map((x) => x.compensationLevel));
      expect(levels).toEqual([
        ['QUALIFIES_MONTHLY_CAP'],
        ['QUALIFIES_WEEKLY_CAP'],
        ['QUALIFIES_MONTHLY_CAP', 'QUALIFIES_WEEKLY_CAP'],
        [],
        ['OFF_ROUTE'],
      ]);
      expect(res.json().results[1].origin).toEqual({ nlc: '5426', crs: 'VIC', name: 'London Victoria' });
      const unknown = await service('POST', '/ticket', basicAuth(), {
        journeys: [{ origin: 'ZZZ', destination: 'VIC' }],
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors[0].fields).toEqual(['journeys.0.origin']);
    });
  });

  describe('eligibility from the console (staff-side proxy)', () => {
    it('asks the service with its credentials for a signed-in AGENT (403 below, 401 without a token)', async () => {
      const found = await api('GET', '/compensation/eligibility/location', agent(), undefined, { partial: 'brig' });
      expect(found.statusCode).toBe(200);
      expect(found.json().locations).toContainEqual({ name: 'Brighton', nlc: '5268', crs: 'BTN' });
      const checked = await api('POST', '/compensation/eligibility/ticket', agent(), {
        journeys: [{ origin: 'BTN', destination: 'LBG' }],
      });
      expect(checked.statusCode).toBe(200);
      expect(checked.json().results[0].routes.map((r: { routeCode: string }) => r.routeCode)).toEqual([
        '00301',
        '00302',
      ]);
      expect(
        (
          await api('POST', '/compensation/eligibility/ticket', agent(), {
            journeys: [{ origin: 'ZZZ', destination: 'VIC' }],
          })
        ).statusCode,
      ).toBe(400);
      expect(
        (await api('GET', '/compensation/eligibility/location', basic(), undefined, { partial: 'brig' })).statusCode,
      ).toBe(403);
      expect(
        (await app.inject({ method: 'GET', url: '/api/compensation/eligibility/location', query: { partial: 'brig' } }))
          .statusCode,
      ).toBe(401);
    });

    it('says 502 when the service does not answer, and a claim is then not saved', async () => {
      process.env.COMPENSATION_SERVICE_URL = 'http://127.0.0.1:9/none';
      try {
        const res = await api('POST', '/compensation/eligibility/ticket', agent(), {
          journeys: [{ origin: 'BTN', destination: 'VIC' }],
        });
        expect(res.statusCode).toBe(502);
        expect(res.json().errors[0].code).toBe('COMPENSATION_SERVICE_UNAVAILABLE');
        await unchanged(
          () => api('POST', '/delay-repay/claims', agent(), nonSeasonDraft('service.down@example.com')),
          502,
        );
      } finally {
        delete process.env.COMPENSATION_SERVICE_URL;
      }
    });

    it('a saved claim gets its levels from the service, not from the client', async () => {
      const draft = nonSeasonDraft('levels.from.service@example.com');
      // the client claims level 2 for a level-1 pair; BTN-LBG is ambiguous until a route code is chosen
      for (const day of draft.weeks[0]!.days) Object.assign(day.outward, { level: 2 });
      const res = await api('POST', '/delay-repay/claims', agent(), draft);
      expect(res.statusCode).toBe(201);
      const saved = await detail(res.json().result.requestId);
      expect(saved.weeks[0].days.map((d: { outward: { level: number } }) => d.outward.level)).toEqual([1, 1, 1]);
      const ambiguous = seasonDraft('ambiguous.route@example.com', 'PHAMB01');
      Object.assign(ambiguous.routes[0]!, { destination: 'LBG', routeCode: undefined, level: 1 });
      const refused = await unchanged(() => api('POST', '/delay-repay/claims', agent(), ambiguous), 400);
      expect(refused.json().errors.map((e: { fields: string[] }) => e.fields[0])).toContain('routes.0.routeCode');
      Object.assign(ambiguous.routes[0]!, { routeCode: '00302' });
      const chosen = await api('POST', '/delay-repay/claims', agent(), ambiguous);
      expect(chosen.statusCode).toBe(201);
      expect((await detail(chosen.json().result.requestId)).routes[0].level).toBe(2);
    });
  });
});
