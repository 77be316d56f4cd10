// 001 §7 "Smartcard and account" calls: every call, its gate (403, nothing changed), its 400s and conflicts, the
// asynchronous in-person replacement settling over (injected) time, races that one side wins, and the account changes
// trail and audit trail written with each change.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { allBrandIds } from '../../server/brands';
import { queryRows } from '../../server/db/connect';
import {
  smartcardCaseId,
  smartcardCaseIsrn,
  smartcardCaseProductRef,
  type SmartcardCase,
} from '../../server/db/seed/smartcards';
import { call, signIn, type Session } from './support/client';
import { DRIVERS, openTestDatabase, type TestDatabase } from './support/testDatabase';

const brands = allBrandIds();
const BRAND = 'southern';
const id = (kind: SmartcardCase, brand = BRAND) => smartcardCaseId(brands, brand, kind);

/** A PNG's signature and IHDR header (what the server reads), padded to `bytes`. */
function png(width: number, height: number, bytes = 64): string {
  const buffer = Buffer.alloc(Math.max(bytes, 33));
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).copy(buffer, 0);
  buffer.write('IHDR', 12, 'latin1');
  buffer.writeUInt32BE(width, 16);
  buffer.writeUInt32BE(height, 20);
  return `data:image/png;base64,${buffer.toString('base64')}`;
}

describe.each(DRIVERS)('smartcards (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let now = new Date();
  let basic: Session;
  let stationAgent: Session;
  let agent: Session;
  let supervisor: Session;
  let hq: Session;
  let gatwickAgent: Session;
  let ticketybooSupervisor: Session;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    app = await buildApp({ db: database.db, sandbox: true, distDir: null, clock: () => now });
    [basic, stationAgent, agent, supervisor, hq, gatwickAgent, ticketybooSupervisor] = await Promise.all([
      signIn(app, `basic@${BRAND}.example`),
      signIn(app, `station_agent@${BRAND}.example`),
      signIn(app, `agent@${BRAND}.example`),
      signIn(app, `supervisor@${BRAND}.example`),
      signIn(app, `hq@${BRAND}.example`),
      signIn(app, 'agent@gatwick.example'),
      signIn(app, 'supervisor@ticketyboo.example'),
    ]);
  }, 180_000); // seven sign-ins (scrypt) on a shared, busy machine
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const get = (s: Session, url: string, query?: Record<string, string>) =>
    call(app, 'GET', `/api${url}`, { token: s.accessToken, query });
  const send = (s: Session, method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    call(app, method, `/api${url}`, { token: s.accessToken, body });
  const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(database.db, query))[0];
  const counts = (customerId: number) =>
    one<{
      trail: number;
      audit: number;
    }>(sql`SELECT (SELECT count(*)::int FROM customer_trail WHERE customer_id = ${customerId}) AS trail,
                                                     (SELECT count(*)::int FROM audit_trail) AS audit`);
  const cardOf = (customerId: number) =>
    one<{ smartcard_number: string | null }>(sql`SELECT smartcard_number FROM customers WHERE id = ${customerId}`).then(
      (r) => r.smartcard_number,
    );
  const codes = (res: { json(): any }) => res.json().errors.map((e: { code: string }) => e.code);

  it('shows the card with its products in validity, all products, and whether it is active', async () => {
    const res = await get(basic, `/customers/${id('active')}/smartcard`);
    expect(res.statusCode).toBe(200);
    const card = res.json().result;
    expect(card.isrn).toBe(smartcardCaseIsrn(id('active')));
    expect(card.products.map((p: { productType: string }) => p.productType).sort()).toEqual([
      'flexi',
      'keyGo',
      'season',
    ]);
    expect(card.keyGo).toEqual({ enabled: true, manualFillCount: 2 });
    expect(card.address).toMatchObject({ line1: '1 Queens Road', postCode: 'BN1 1AA', country: 'GBR' });

    expect((await get(basic, `/customers/${id('expiredProduct')}/smartcard`)).json().result.products).toEqual([]);
    const all = await get(basic, `/smartcard/${id('expiredProduct')}/products/all`);
    expect(all.json().result).toHaveLength(1);
    // each product carries the card's gold card block (001 §5: a week after a request), null when none blocks
    expect(all.json().result[0].goldCardBlockedUntil).toBeNull();
    const blockedRows = (await get(basic, `/smartcard/${id('goldCardBlocked')}/products/all`)).json().result;
    expect(blockedRows.length).toBeGreaterThan(0);
    for (const row of blockedRows) expect(Date.parse(row.goldCardBlockedUntil)).toBeGreaterThan(Date.now());
    expect((await get(basic, `/smartcard/${id('hotlistedCard')}/active`)).json().result).toEqual({
      active: false,
      cardStatus: 'HOTLISTED',
    });
    expect((await get(basic, `/smartcard/${id('active')}/active`)).json().result.active).toBe(true);
    expect((await get(basic, `/customers/${id('noCard')}/smartcard`)).statusCode).toBe(404);
    // another brand's customer does not exist for this caller
    expect((await get(basic, `/customers/${id('active', 'thameslink')}/smartcard`)).statusCode).toBe(404);
    // the collection points come from the station reference data (tests/api/reference.test.ts covers the call)
    expect((await get(basic, '/delivery/collection-points/smartcard')).json().result).toContainEqual({
      nlc: '5268',
      name: 'Brighton',
      crs: 'BTN',
    });
  });

  it('hotlists by reference for SUPERVISOR (202) and refuses expired, cancelling and hotlisted products', async () => {
    const cid = id('active');
    const ref = smartcardCaseProductRef(cid, 1);
    const before = await counts(cid);
    const refused = await send(agent, 'DELETE', `/smartcard/${cid}/product/${ref}`);
    expect(refused.statusCode).toBe(403);
    expect(await counts(cid)).toEqual(before);

    const done = await send(supervisor, 'DELETE', `/smartcard/${cid}/product/${ref}`);
    expect(done.statusCode).toBe(202);
    expect(done.json().result.isHotlisted).toBe(true);
    const after = await counts(cid);
    expect(after).toEqual({ trail: before.trail + 1, audit: before.audit + 1 });

    const again = await send(supervisor, 'DELETE', `/smartcard/${cid}/product/${ref}`);
    expect(again.statusCode).toBe(409);
    expect(codes(again)).toEqual(['PRODUCT_ALREADY_HOTLISTED']);
    const expired = await send(
      supervisor,
      'DELETE',
      `/smartcard/${id('expiredProduct')}/product/${smartcardCaseProductRef(id('expiredProduct'), 1)}`,
    );
    expect(expired.statusCode).toBe(409);
    expect(expired.json().errors[0].message).toBe('Product is expired');
    const cancelling = await send(
      supervisor,
      'DELETE',
      `/smartcard/${id('cancellingProduct')}/product/${smartcardCaseProductRef(id('cancellingProduct'), 1)}`,
    );
    expect(codes(cancelling)).toEqual(['PRODUCT_CANCELLING']);
    expect((await send(supervisor, 'DELETE', `/smartcard/${cid}/product/NOPE-1`)).statusCode).toBe(404);
  });

  it('hotlists by order for HQ only (204)', async () => {
    const cid = id('transferCancelled');
    expect((await send(supervisor, 'PUT', `/smartcard/${cid}/amendSmartcardTicket`, { orderId: cid })).statusCode).toBe(
      403,
    );
    const res = await send(hq, 'PUT', `/smartcard/${cid}/amendSmartcardTicket`, { orderId: cid });
    expect(res.statusCode).toBe(204);
    const [product] = (await get(basic, `/smartcard/${cid}/products/all`)).json().result;
    expect(product.isHotlisted).toBe(true);
    expect((await send(hq, 'PUT', `/smartcard/${cid}/amendSmartcardTicket`, { orderId: 1 })).statusCode).toBe(404);
    expect((await send(hq, 'PUT', `/smartcard/${cid}/amendSmartcardTicket`, { orderId: 'x' })).statusCode).toBe(400);
  });

  describe('replacement', () => {
    const postal = { type: 'POSTAL', reason: 'lost', declaration: true };

    it('needs canRequestSmartcardReplacement and the 001 §5 rules', async () => {
      const cid = id('active');
      const before = await counts(cid);
      expect((await send(basic, 'POST', `/customers/${cid}/smartcard/replacement`, postal)).statusCode).toBe(403);
      expect(await counts(cid)).toEqual(before);
      const noDeclaration = await send(agent, 'POST', `/customers/${cid}/smartcard/replacement`, {
        ...postal,
        declaration: false,
      });
      expect(noDeclaration.statusCode).toBe(400);
      expect(noDeclaration.json().errors[0].fields).toEqual(['declaration']);
      const noNames = await send(agent, 'POST', `/customers/${cid}/smartcard/replacement`, {
        ...postal,
        reason: 'change-of-name',
      });
      expect(noNames.json().errors.flatMap((e: { fields: string[] }) => e.fields)).toEqual(
        expect.arrayContaining(['firstNames', 'surname']),
      );
      const inPersonNoNumber = await send(agent, 'POST', `/customers/${cid}/smartcard/replacement`, {
        ...postal,
        type: 'IN_PERSON',
      });
      expect(inPersonNoNumber.json().errors.flatMap((e: { fields: string[] }) => e.fields)).toContain(
        'smartcardNumber',
      );
      const child = await send(agent, 'POST', `/customers/${id('under16')}/smartcard/replacement`, {
        ...postal,
        type: 'IN_PERSON',
        smartcardNumber: '633597-9000-0000-0001',
      });
      expect(child.statusCode).toBe(400);
      expect(child.json().errors[0].fields).toEqual(['type']);
      // gatwick has no 'stolen' (001 §3)
      const stolen = await send(gatwickAgent, 'POST', `/customers/${id('active', 'gatwick')}/smartcard/replacement`, {
        ...postal,
        reason: 'stolen',
      });
      expect(stolen.statusCode).toBe(400);
      expect(stolen.json().errors[0].fields).toEqual(['reason']);
      expect(await counts(cid)).toEqual(before);
    });

    it('needs a collection point of the brand in person and a valid different address by post (src/domain/replacementFormErrors)', async () => {
      const cid = id('active');
      const before = await counts(cid);
      const inPerson = {
        type: 'IN_PERSON',
        reason: 'lost',
        declaration: true,
        smartcardNumber: '633597-9100-0000-0001',
      };
      const refused = async (body: unknown) => {
        const res = await send(agent, 'POST', `/customers/${cid}/smartcard/replacement`, body);
        expect(res.statusCode).toBe(400);
        return res.json().errors as { fields: string[]; message: string }[];
      };
      expect(await refused(inPerson)).toEqual([
        expect.objectContaining({
          fields: ['collectionLocation'],
          message: 'collectionLocation (the collection station) is required for an in-person replacement',
        }),
      ]);
      // no such station, and a station that hands out no smartcards (West Worthing)
      for (const nlc of ['9999', '5278']) {
        expect(await refused({ ...inPerson, collectionLocation: nlc })).toEqual([
          expect.objectContaining({
            fields: ['collectionLocation'],
            message: 'collectionLocation is not a smartcard collection point of the brand',
          }),
        ]);
      }
      expect(await refused({ ...inPerson, collectionLocation: '5268', changeAddress: true })).toEqual([
        expect.objectContaining({
          fields: ['changeAddress'],
          message: 'a different address applies to a postal replacement only',
        }),
      ]);
      const address = await refused({
        ...postal,
        changeAddress: true,
        line1: '2 New Road',
        town: 'Hove',
        postCode: 'NOPE 12',
      });
      expect(address).toEqual([
        expect.objectContaining({ fields: ['postCode'], message: 'postCode must be a UK postcode' }),
      ]);
      const missing = await refused({ ...postal, changeAddress: true });
      expect(missing.flatMap((e) => e.fields).sort()).toEqual(['line1', 'postCode', 'town']);
      expect(await counts(cid)).toEqual(before);
    });

    it('answers 503 while the replacement service is unavailable', async () => {
      const cid = id('replacementUnavailable');
      expect((await get(basic, `/smartcard/${cid}/replacement`)).statusCode).toBe(503);
      expect((await send(agent, 'POST', `/customers/${cid}/smartcard/replacement`, postal)).statusCode).toBe(503);
    });

    it('is Requested at once by post, with a delivery date, and renames the account for a change of name', async () => {
      const cid = id('hotlistedProduct');
      expect((await get(basic, `/smartcard/${cid}/replacement`)).statusCode).toBe(404);
      const res = await send(stationAgent, 'POST', `/customers/${cid}/smartcard/replacement`, {
        ...postal,
        reason: 'change-of-name',
        title: 'Dr',
        firstNames: 'Ada',
        surname: 'Lovelace',
        changeAddress: true,
        line1: '2 New Road',
        town: 'Hove',
        postCode: 'BN3 1AA',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().result).toMatchObject({ type: 'POSTAL', status: 'Requested' });
      expect(res.json().result.deliverBy > now.toISOString().slice(0, 10)).toBe(true);
      expect((await get(basic, `/smartcard/${cid}/replacement`)).json().result.status).toBe('Requested');
      const customer = await one<{ first_names: string; surname: string }>(
        sql`SELECT first_names, surname FROM customers WHERE id = ${cid}`,
      );
      expect(customer).toEqual({ first_names: 'Ada', surname: 'Lovelace' });
      expect((await get(basic, `/customers/${cid}/smartcard`)).json().result.address.line1).toBe('2 New Road');
    });

    it('settles in person over time: completes, fails or never finishes', async () => {
      const start = new Date();
      now = start;
      const at = (seconds: number) => (now = new Date(start.getTime() + seconds * 1000));
      const request = (cid: number, isrn: string) =>
        send(agent, 'POST', `/customers/${cid}/smartcard/replacement`, {
          type: 'IN_PERSON',
          reason: 'not-working',
          declaration: true,
          smartcardNumber: isrn,
          collectionLocation: '5268',
        });
      const poll = async (cid: number) => (await get(basic, `/smartcard/${cid}/replacement`)).json().result.status;

      // last digit 3 → completes after 34 s; 6 → fails after 20 s; 9 → never (001 §4 TIMEOUT in the console)
      const completes = id('replacementCompleted');
      const fails = id('replacementFailed');
      const never = id('goldCardBlocked');
      const oldIsrn = await cardOf(completes);
      expect((await request(completes, '633597-7700-0000-0003')).json().result.status).toBe('Pending');
      expect((await request(fails, '633597-7700-0000-0006')).statusCode).toBe(201);
      expect((await request(never, '633597-7700-0000-0009')).statusCode).toBe(201);
      expect((await request(never, '633597-7700-0000-0019')).statusCode).toBe(409); // one at a time

      at(19);
      expect([await poll(completes), await poll(fails), await poll(never)]).toEqual(['Pending', 'Pending', 'Pending']);
      at(21);
      expect([await poll(completes), await poll(fails)]).toEqual(['Pending', 'Failed']);
      at(34);
      expect(await poll(completes)).toBe('Completed');
      expect(await poll(completes)).toBe('Completed');
      at(600);
      expect(await poll(never)).toBe('Pending');

      // the completed one issued the new card: products moved, old card REPLACED
      expect(await cardOf(completes)).toBe('633597770000000003');
      expect(await cardOf(fails)).toBe(smartcardCaseIsrn(fails));
      const old = await one<{ card_status: string }>(sql`SELECT card_status FROM smartcards WHERE isrn = ${oldIsrn}`);
      expect(old.card_status).toBe('REPLACED');
      const card = (await get(basic, `/customers/${completes}/smartcard`)).json().result;
      expect(card.cardStatus).toBe('ACTIVE');
      now = new Date();
    });
  });

  describe('gold card replacement', () => {
    it('needs an active on-track 1200 product and blocks for a week', async () => {
      const cid = id('goldCard');
      const body = {
        productReference: smartcardCaseProductRef(cid, 1),
        reason: 'lost',
        additionalDetails: 'Left on a train',
      };
      expect((await send(basic, 'POST', `/smartcard/${cid}/gold-card-replacement`, body)).statusCode).toBe(403);
      const notGold = await send(agent, 'POST', `/smartcard/${id('transferRejected')}/gold-card-replacement`, {
        ...body,
        productReference: smartcardCaseProductRef(id('transferRejected'), 1),
      });
      expect(codes(notGold)).toEqual(['GOLD_CARD_NOT_ELIGIBLE']);
      const res = await send(agent, 'POST', `/smartcard/${cid}/gold-card-replacement`, body);
      expect(res.statusCode).toBe(201);
      const again = await send(agent, 'POST', `/smartcard/${cid}/gold-card-replacement`, body);
      expect(again.statusCode).toBe(409);
      expect(codes(again)).toEqual(['GOLD_CARD_BLOCKED']);
      const list = (await get(basic, `/smartcard/${cid}/gold-card-replacements`)).json().result;
      expect(list.replacements).toHaveLength(2);
      expect(list.blockedUntil).not.toBeNull();
      const blocked = await send(agent, 'POST', `/smartcard/${id('goldCardBlocked')}/gold-card-replacement`, {
        ...body,
        productReference: smartcardCaseProductRef(id('goldCardBlocked'), 1),
      });
      expect(blocked.statusCode).toBe(409);
      // a week later it is allowed again
      now = new Date(Date.now() + 8 * 86_400_000);
      expect((await send(agent, 'POST', `/smartcard/${cid}/gold-card-replacement`, body)).statusCode).toBe(201);
      now = new Date();
      // ticketyboo has no gold card replacement
      expect(
        (await get(ticketybooSupervisor, `/smartcard/${id('goldCard', 'ticketyboo')}/gold-card-replacements`))
          .statusCode,
      ).toBe(403);
    });
  });

  describe('transfer', () => {
    const transfer = (s: Session, from: number, to: number, isrn = smartcardCaseIsrn(from)) =>
      send(s, 'PUT', `/admin/customers/${from}/smartcard-transfer`, { from, to, isrn });

    it('refuses with the 001 §8 texts and while products remain, changing nothing', async () => {
      const from = id('emptyCard');
      const before = await counts(from);
      expect((await transfer(agent, from, id('noCard'))).statusCode).toBe(403);
      const hasCard = await transfer(supervisor, from, id('transferRecipient'));
      expect(hasCard.statusCode).toBe(400);
      expect(hasCard.json().errors[0].message).toBe(
        `Customer Smartcard TransferRecipient (smartcard.transferrecipient@${BRAND}.example) already has a Smartcard.`,
      );
      const registered = await transfer(supervisor, from, id('registered'));
      expect(registered.json().errors[0].message).toMatch(/is already registered for a Smartcard$/);
      const nobody = await transfer(supervisor, from, 1_999_999_999);
      expect(nobody.json().errors[0].message).toMatch(/does not have an account\.$/);
      const withProducts = await transfer(supervisor, id('transferRejected'), id('noCard'));
      expect(withProducts.statusCode).toBe(409);
      expect(codes(withProducts)).toEqual(['SMARTCARD_PRODUCTS_REMAIN']);
      expect((await transfer(supervisor, from, id('noCard'), smartcardCaseIsrn(id('active')))).statusCode).toBe(400);
      expect(await counts(from)).toEqual(before);
      expect(await cardOf(id('noCard'))).toBeNull();
    });

    it('moves the card and writes both trails', async () => {
      const from = id('emptyCard');
      const to = id('noCard');
      const lookup = (await get(basic, '/admin/customers/', { email: `smartcard.nocard@${BRAND}.example` })).json()
        .result;
      expect(lookup).toHaveLength(1);
      expect(lookup[0]).toMatchObject({ hasSmartcard: false, smartcardRegistered: false });
      const before = [await counts(from), await counts(to)];
      const res = await send(supervisor, 'PUT', `/admin/customers/${from}/smartcard-transfer`, {
        from,
        to,
        isrn: smartcardCaseIsrn(from),
        smartcardAddress: { line1: '9 High St', town: 'Lewes', postCode: 'BN7 2AA', country: 'GBR' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().result.status).toBe('SMARTCARD_TRANSFER_SUCCESS');
      expect(await cardOf(from)).toBeNull();
      expect(await cardOf(to)).toBe(smartcardCaseIsrn(from));
      expect((await counts(from)).trail).toBe(before[0].trail + 1);
      expect((await counts(to)).trail).toBeGreaterThan(before[1].trail);
      expect((await get(basic, `/customers/${to}/smartcard`)).json().result.address.line1).toBe('9 High St');
    });
  });

  describe('smartcard transfer records', () => {
    it('lists, shows, confirms (moving the product) and rejects pending transfers; decided ones answer 409', async () => {
      const list = await get(basic, '/admin/smartcard-transfers', { status: 'pending' });
      expect(list.statusCode).toBe(200);
      expect(list.json().result.map((t: { id: number }) => t.id)).toContain(id('transferPending'));
      const detail = (await get(basic, `/admin/smartcard-transfers/${id('transferVerified')}`)).json().result;
      expect(detail).toMatchObject({ status: 'verified', price: 420000, ticketType: { code: 'SAN' } });
      expect((await send(agent, 'PUT', `/admin/smartcard-transfers/${id('transferPending')}/confirm`)).statusCode).toBe(
        403,
      );
      const confirmed = await send(supervisor, 'PUT', `/admin/smartcard-transfers/${id('transferPending')}/confirm`);
      expect(confirmed.json().result.status).toBe('verified');
      const moved = (await get(basic, `/smartcard/${id('transferRecipient')}/products/all`)).json().result;
      expect(moved.map((p: { reference: string }) => p.reference)).toContain(
        smartcardCaseProductRef(id('transferPending'), 1),
      );
      expect(
        (await send(supervisor, 'PUT', `/admin/smartcard-transfers/${id('transferPending')}/reject`)).statusCode,
      ).toBe(409);
      expect(
        (await send(supervisor, 'PUT', `/admin/smartcard-transfers/${id('transferVerified')}/confirm`)).statusCode,
      ).toBe(409);
      expect((await get(basic, '/admin/smartcard-transfers', { status: 'nope' })).statusCode).toBe(400);
    });
  });

  describe('approvals', () => {
    it('is for SUPERVISOR: list, detail, photo, notes and contacted', async () => {
      expect((await get(agent, '/admin/smartcard-approvals')).statusCode).toBe(403);
      const list = (await get(supervisor, '/admin/smartcard-approvals', { status: 'pending' })).json().result;
      expect(list.map((a: { id: number }) => a.id)).toEqual(
        expect.arrayContaining([id('approvalPortrait'), id('approvalLandscape')]),
      );
      const detail = (await get(supervisor, `/admin/smartcard-approvals/${id('approvalLandscape')}`)).json().result;
      expect(detail).toMatchObject({ status: 'pending', contacted: true, photo: { width: 640, height: 480 } });
      expect(detail.customer.id).toBe(id('approvalLandscape'));
      const photo = (await get(supervisor, `/admin/smartcard-approvals/${id('approvalPortrait')}/photo`)).json().result;
      expect(photo.src).toMatch(/^data:image\/svg\+xml;base64,/);
      const updated = await send(supervisor, 'PUT', `/admin/smartcard-approvals/${id('approvalPortrait')}`, {
        notes: 'Called the customer',
        contacted: true,
      });
      expect(updated.json().result).toMatchObject({ notes: 'Called the customer', contacted: true });
      expect(
        (
          await send(supervisor, 'PUT', `/admin/smartcard-approvals/${id('approvalPortrait')}`, {
            notes: 'x'.repeat(301),
          })
        ).statusCode,
      ).toBe(400);
    });

    it('refuses a landscape, too large or non-image photo and takes a portrait one', async () => {
      const url = `/admin/smartcard-approvals/${id('approvalLandscape')}/photo`;
      const landscape = await send(supervisor, 'POST', url, { photo: png(640, 480) });
      expect(landscape.statusCode).toBe(400);
      expect(landscape.json().errors[0]).toMatchObject({
        code: 'PHOTO_NOT_PORTRAIT',
        message: 'not portrait',
        fields: ['photo'],
      });
      const large = await send(supervisor, 'POST', url, { photo: png(360, 480, 2 * 1024 * 1024 + 1) });
      expect(large.json().errors[0]).toMatchObject({ code: 'PHOTO_TOO_LARGE', message: 'too large' });
      const svg = await send(supervisor, 'POST', url, {
        photo: `data:image/png;base64,${Buffer.from('<svg/>').toString('base64')}`,
      });
      expect(codes(svg)).toEqual(['PHOTO_NOT_IMAGE']);
      const portrait = await send(supervisor, 'POST', url, { photo: png(360, 480) });
      expect(portrait.statusCode).toBe(200);
      expect(portrait.json().result.photo).toEqual({ contentType: 'image/png', width: 360, height: 480 });
      expect((await get(supervisor, `${url}`)).json().result.src).toMatch(/^data:image\/png;base64,/);
    });

    it('approves once when two supervisors approve at once, and rejects only with a reason', async () => {
      const url = `/admin/smartcard-approvals/${id('approvalLandscape')}/approve`;
      const replies = await Promise.all([send(supervisor, 'PUT', url), send(hq, 'PUT', url)]);
      expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const reject = `/admin/smartcard-approvals/${id('approvalPortrait')}/reject`;
      expect((await send(supervisor, 'PUT', reject, {})).statusCode).toBe(400);
      expect((await send(supervisor, 'PUT', reject, { reason: 'x'.repeat(301) })).statusCode).toBe(400);
      const rejected = await send(supervisor, 'PUT', reject, { reason: 'Face not visible' });
      expect(rejected.json().result).toMatchObject({ status: 'rejected', reason: 'Face not visible' });
      expect(
        (
          await send(supervisor, 'POST', `/admin/smartcard-approvals/${id('approvalPortrait')}/photo`, {
            photo: png(360, 480),
          })
        ).statusCode,
      ).toBe(409);
    });
  });

  describe('child cards and swaps', () => {
    it('verifies a swap once: the account moves to the new ISRN', async () => {
      expect((await get(agent, '/admin/swap-pending/')).statusCode).toBe(403);
      const pending = (await get(supervisor, '/admin/swap-pending/')).json().result;
      const swap = pending.find((s: { customerId: number }) => s.customerId === id('swapPending'));
      expect(swap).toBeDefined();
      const url = `/smartcard/${id('swapPending')}/swap/${swap.id}/status`;
      expect((await send(supervisor, 'PUT', url, { status: 'rejected' })).statusCode).toBe(400); // reason needed
      const replies = await Promise.all([
        send(supervisor, 'PUT', url, { status: 'verified' }),
        send(hq, 'PUT', url, { status: 'verified' }),
      ]);
      expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await cardOf(id('swapPending'))).toBe(swap.newIsrn);
      expect((await get(basic, `/customers/${id('swapPending')}/smartcard`)).json().result.isrn).toBe(swap.newIsrn);
      expect(
        (
          await send(supervisor, 'PUT', `/smartcard/${id('swapPending')}/swap/${id('swapRejected')}/status`, {
            status: 'verified',
          })
        ).statusCode,
      ).toBe(404);
    });

    it('corrects, re-photographs and decides a child card', async () => {
      const childId = id('childPending');
      const pending = (await get(supervisor, '/smartcard/child-pending')).json().result;
      expect(pending.map((c: { id: number }) => c.id)).toContain(childId);
      const dob = new Date(Date.now() - 10 * 365 * 86_400_000).toISOString().slice(0, 10);
      expect(
        (
          await send(supervisor, 'PUT', `/smartcard/${childId}/child`, {
            firstNames: 'Tom',
            surname: 'Thumb',
            dateOfBirth: dob,
          })
        ).json().result.firstNames,
      ).toBe('Tom');
      expect(
        (
          await send(supervisor, 'PUT', `/smartcard/${childId}/child`, {
            firstNames: 'Tom',
            surname: 'Thumb',
            dateOfBirth: '1990-01-01',
          })
        ).statusCode,
      ).toBe(400);
      expect((await get(supervisor, `/smartcard/${childId}/child/photo`)).json().result.width).toBe(300);
      expect(
        (await send(supervisor, 'POST', `/smartcard/${childId}/child/photo`, { photo: png(500, 400) })).statusCode,
      ).toBe(400);
      expect(
        (await send(supervisor, 'POST', `/smartcard/${childId}/child/photo`, { photo: png(300, 400) })).statusCode,
      ).toBe(200);
      expect((await send(agent, 'PUT', `/smartcard/${childId}/child/status`, { status: 'verified' })).statusCode).toBe(
        403,
      );
      expect(
        (await send(supervisor, 'PUT', `/smartcard/${childId}/child/status`, { status: 'verified' })).json().result
          .status,
      ).toBe('verified');
      expect(
        (await send(supervisor, 'PUT', `/smartcard/${childId}/child/status`, { status: 'rejected', reason: 'late' }))
          .statusCode,
      ).toBe(409);
    });
  });

  describe('registration, issue and link', () => {
    const registration = (email: string, extra: Record<string, unknown> = {}) => ({
      title: 'Ms',
      firstNames: "Anne-Marie O'Neil",
      surname: 'St. John',
      email,
      address: { line1: '1 Station Road', town: 'Brighton', postCode: 'BN1 3XP' },
      preferences: { correct: true, isOver16: true },
      ...extra,
    });

    it('creates, links, and refuses an e-mail in use with 8000 creating nothing', async () => {
      // 001 §5 the smartcard number is required for registration: without one nothing is created
      const [{ n: before }] = await queryRows<{ n: number }>(
        database.db,
        sql`SELECT count(*)::int AS n FROM customers`,
      );
      const cardless = await send(basic, 'POST', '/admin/customers/smartcard', registration('cardless@example.com'));
      expect(cardless.statusCode).toBe(400);
      expect(cardless.json().errors.flatMap((e: { fields: string[] }) => e.fields)).toEqual(['isrn']);
      expect((await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM customers`))[0].n).toBe(
        before,
      );
      const created = await send(
        basic,
        'POST',
        '/admin/customers/smartcard',
        registration('New.Customer@Example.com', { isrn: '633597-8800-0000-0009' }),
      );
      expect(created.statusCode).toBe(201);
      expect(created.json().result.outcome).toBe('linked');
      const account = (await get(basic, `/customers/${created.json().result.customerId}`)).json().result;
      expect(account.email).toBe('new.customer@example.com');

      const [{ n }] = await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM customers`);
      const inUse = await send(
        basic,
        'POST',
        '/admin/customers/smartcard',
        registration('NEW.customer@example.com', { isrn: '633597-8800-0000-0010' }),
      );
      expect(inUse.statusCode).toBe(400);
      expect(codes(inUse)).toEqual(['8000']);
      expect((await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM customers`))[0].n).toBe(n);

      const linked = await send(
        stationAgent,
        'POST',
        '/admin/customers/smartcard',
        registration('linked@example.com', { isrn: '633597-8800-0000-0001' }),
      );
      expect(linked.json().result.outcome).toBe('linked');
      expect(await cardOf(linked.json().result.customerId)).toBe('633597880000000001');
      const takenCard = await send(
        basic,
        'POST',
        '/admin/customers/smartcard',
        registration('taken@example.com', { isrn: smartcardCaseIsrn(id('active')) }),
      );
      expect(takenCard.json().result).toMatchObject({ outcome: 'created', linkError: { status: 400 } });
    });

    it('checks the 001 §5 fields', async () => {
      const bad = async (body: Record<string, unknown>) =>
        (await send(basic, 'POST', '/admin/customers/smartcard', { isrn: '633597-8800-0000-0011', ...body }))
          .json()
          .errors.flatMap((e: { fields: string[] }) => e.fields);
      expect(await bad(registration('a@example.com', { firstNames: 'R2D2' }))).toEqual(['firstNames']);
      expect(await bad(registration('a@example.com', { surname: 'X' }))).toEqual(['surname']);
      expect(await bad(registration('a@example.com', { preferences: { correct: true, isOver16: false } }))).toEqual([
        'preferences.isOver16',
      ]);
      expect(
        await bad(registration('a@example.com', { address: { line1: '1', town: 'Hove', postCode: 'BN3' } })),
      ).toEqual(expect.arrayContaining(['address.line1', 'address.postCode']));
      expect(await bad(registration(`${'a'.repeat(250)}@example.com`))).toContain('email');
      // self-registration only under the promotional discount flag (ticketyboo: off)
      const self = await send(
        ticketybooSupervisor,
        'POST',
        '/admin/customers/smartcard',
        registration('self@example.com', { selfRegistration: true, isrn: '633597-8800-0000-0012' }),
      );
      expect(self.json().errors[0].fields).toEqual(['selfRegistration']);
    });

    it('links a card with the 001 §8 errors and issues one to an existing account', async () => {
      const cid = id('registered');
      expect(
        (
          await send(basic, 'POST', `/smartcard/${cid}/link`, {
            smartcardNumber: smartcardCaseIsrn(id('hotlistedCard')),
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await send(basic, 'POST', `/smartcard/${cid}/link`, { smartcardNumber: '123456-0000-0000-0001' })).statusCode,
      ).toBe(404);
      const ok = await send(basic, 'POST', `/smartcard/${cid}/link`, { smartcardNumber: '633597-8800-0000-0002' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().result.isrn).toBe('633597880000000002');
      expect(
        (await send(basic, 'POST', `/smartcard/${cid}/link`, { smartcardNumber: '633597-8800-0000-0003' })).json()
          .errors[0].message,
      ).toBe('The customer already has a smartcard');

      const issue = id('approvalApproved');
      const email = `smartcard.approvalapproved@${BRAND}.example`;
      expect(
        (await send(basic, 'PUT', `/admin/customers/${issue}/smartcard`, registration('other@example.com'))).statusCode,
      ).toBe(400);
      // 001 §7 the PUT takes "name fields, address, preferences, e-mail": without a card number it saves those
      // (outcome updated) and the console links the card next with POST /smartcard/{id}/link (issue 32 item 15)
      const detailsOnly = await send(basic, 'PUT', `/admin/customers/${issue}/smartcard`, registration(email));
      expect(detailsOnly.statusCode).toBe(200);
      expect(detailsOnly.json().result).toEqual({ outcome: 'updated', customerId: issue });
      expect(await cardOf(issue)).toBeNull();
      const account = (await get(basic, `/customers/${issue}`)).json().result;
      expect([account.firstNames, account.surname]).toEqual(["Anne-Marie O'Neil", 'St. John']);
      const linked = await send(basic, 'POST', `/smartcard/${issue}/link`, {
        smartcardNumber: '633597-8800-0000-0004',
        email,
      });
      expect(linked.statusCode).toBe(200);
      expect(linked.json().result).toMatchObject({ isrn: '633597880000000004', customerId: issue });
      expect(await cardOf(issue)).toBe('633597880000000004');
      // with the card number the PUT links it in the same step (another account without a card)
      const other = id('approvalRejected');
      const otherEmail = (await get(basic, `/customers/${other}`)).json().result.email;
      const issued = await send(
        basic,
        'PUT',
        `/admin/customers/${other}/smartcard`,
        registration(otherEmail, { isrn: '633597880000000013' }),
      );
      expect(issued.json().result).toEqual({ outcome: 'linked', customerId: other });
      expect(await cardOf(other)).toBe('633597880000000013');
    });
  });

  describe('account details, DOB, addresses, promotion and removal', () => {
    it('changes the name, and the e-mail only with canModifyCustomerEmail and a matching retype', async () => {
      const cid = id('under16');
      const name = { title: 'Mr', firstNames: 'Sam', surname: 'Young' };
      expect((await send(basic, 'PUT', `/customers/${cid}`, name)).statusCode).toBe(403);
      expect(
        (
          await send(agent, 'PUT', `/customers/${cid}`, {
            ...name,
            email: 'sam@example.com',
            confirmEmail: 'sam@example.com',
          })
        ).statusCode,
      ).toBe(403);
      expect((await send(agent, 'PUT', `/customers/${cid}`, name)).json().result).toMatchObject({
        firstNames: 'Sam',
        surname: 'Young',
      });
      const different = await send(supervisor, 'PUT', `/customers/${cid}`, {
        ...name,
        email: 'sam@example.com',
        confirmEmail: 'sammy@example.com',
      });
      expect(codes(different)).toEqual(['EMAILS_DIFFERENT']);
      const ok = await send(supervisor, 'PUT', `/customers/${cid}`, {
        ...name,
        email: 'Sam.Young@Example.com',
        confirmEmail: 'sam.young@example.COM',
      });
      expect(ok.json().result.email).toBe('sam.young@example.com');
      const taken = await send(supervisor, 'PUT', `/customers/${cid}`, {
        ...name,
        email: `smartcard.active@${BRAND}.example`,
        confirmEmail: `smartcard.active@${BRAND}.example`,
      });
      expect(codes(taken)).toEqual(['8000']);
    });

    it('keeps the date of birth between 5 and 98 years ago', async () => {
      const cid = id('under16');
      const years = (n: number) => new Date(Date.now() - n * 365.25 * 86_400_000).toISOString().slice(0, 10);
      expect((await send(basic, 'PUT', `/customers/${cid}/date-of-birth`, { dateOfBirth: years(30) })).statusCode).toBe(
        403,
      );
      expect(codes(await send(agent, 'PUT', `/customers/${cid}/date-of-birth`, { dateOfBirth: years(4) }))).toEqual([
        'DOB_TOO_RECENT',
      ]);
      expect(codes(await send(agent, 'PUT', `/customers/${cid}/date-of-birth`, { dateOfBirth: years(99) }))).toEqual([
        'DOB_TOO_EARLY',
      ]);
      expect(
        (await send(agent, 'PUT', `/customers/${cid}/date-of-birth`, { dateOfBirth: '2001-02-30' })).statusCode,
      ).toBe(400);
      expect((await send(agent, 'PUT', `/customers/${cid}/date-of-birth`, { dateOfBirth: years(30) })).statusCode).toBe(
        200,
      );
    });

    it('adds and changes the smartcard address with the GBR postcode rule', async () => {
      const cid = id('inactiveCard');
      const address = { line1: '5 Pier Road', town: 'Brighton', postCode: 'BN2 1TB', country: 'GBR' };
      expect((await send(basic, 'POST', `/customers/${cid}/addresses`, address)).statusCode).toBe(403);
      expect(
        (await send(agent, 'POST', `/customers/${cid}/addresses`, { ...address, postCode: 'NOT A PC' })).statusCode,
      ).toBe(400);
      expect(
        (await send(agent, 'POST', `/customers/${cid}/addresses`, { ...address, country: 'FRA', postCode: '75001' }))
          .statusCode,
      ).toBe(201);
      const added = await send(agent, 'POST', `/customers/${cid}/addresses`, address);
      expect(added.json().result).toMatchObject({ line1: '5 Pier Road', isSmartcard: true });
      const changed = await send(agent, 'PUT', `/customers/${cid}/addresses`, {
        ...address,
        addressId: added.json().result.id,
        line1: '6 Pier Road',
      });
      expect(changed.statusCode).toBe(200);
      expect((await get(basic, `/customers/${cid}/smartcard`)).json().result.address.line1).toBe('6 Pier Road');
      expect((await send(agent, 'PUT', `/customers/${cid}/addresses`, { ...address, addressId: 1 })).statusCode).toBe(
        404,
      );
    });

    it('applies the promotional discount once, with canApplyPromotionalDiscount, where the brand offers it', async () => {
      const cid = id('under16');
      const promo = async () =>
        (
          await one<{ promo_discount: boolean }>(
            sql`SELECT s.promo_discount FROM smartcards s JOIN customers c ON c.smartcard_number = s.isrn WHERE c.id = ${cid}`,
          )
        ).promo_discount;
      const before = await counts(cid);
      // BASIC lacks the permission: 403, nothing changed (card, trail, audit)
      expect((await send(basic, 'PUT', '/smartcard/auto-promo-discount', { customerId: cid })).statusCode).toBe(403);
      expect(await promo()).toBe(false);
      expect(await counts(cid)).toEqual(before);
      // the brand without the promotion refuses even a supervisor
      expect(
        (
          await send(ticketybooSupervisor, 'PUT', '/smartcard/auto-promo-discount', {
            customerId: id('promoDiscount', 'ticketyboo'),
          })
        ).statusCode,
      ).toBe(403);
      const applied = await send(agent, 'PUT', '/smartcard/auto-promo-discount', { customerId: cid });
      expect(applied.statusCode).toBe(200);
      expect(applied.json().result).toEqual({ customerId: cid, promoDiscount: true });
      expect(await promo()).toBe(true);
      // the account's trail and the audit trail, written with the change
      expect(await counts(cid)).toEqual({ trail: before.trail + 1, audit: before.audit + 1 });
      const [audit] = await queryRows<{ action: string; api_endpoint: string }>(
        database.db,
        sql`SELECT action, api_endpoint FROM audit_trail ORDER BY id DESC LIMIT 1`,
      );
      expect(audit).toEqual({ action: 'applyPromotionalDiscount', api_endpoint: '/api/smartcard/auto-promo-discount' });
      // a second time: 400 'already has the promotional discount', nothing written
      const again = await send(agent, 'PUT', '/smartcard/auto-promo-discount', { customerId: cid });
      expect(again.statusCode).toBe(400);
      expect(codes(again)).toEqual(['PROMOTION_ALREADY_APPLIED']);
      expect(
        codes(await send(agent, 'PUT', '/smartcard/auto-promo-discount', { customerId: id('promoDiscount') })),
      ).toEqual(['PROMOTION_ALREADY_APPLIED']);
      expect(await counts(cid)).toEqual({ trail: before.trail + 1, audit: before.audit + 1 });
    });

    it('removes a card only without products', async () => {
      expect((await send(agent, 'DELETE', `/admin/customers/${id('expiredProduct')}/smartcard`)).statusCode).toBe(403);
      expect(codes(await send(supervisor, 'DELETE', `/admin/customers/${id('transferRejected')}/smartcard`))).toEqual([
        'SMARTCARD_PRODUCTS_REMAIN',
      ]);
      expect((await send(supervisor, 'DELETE', `/admin/customers/${id('expiredProduct')}/smartcard`)).statusCode).toBe(
        204,
      );
      expect(await cardOf(id('expiredProduct'))).toBeNull();
      expect((await get(basic, `/customers/${id('expiredProduct')}/smartcard`)).statusCode).toBe(404);
    });
  });
});
