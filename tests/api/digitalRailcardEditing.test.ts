// 001 §7 digital-railcard image, device and edit calls (issue 15): a holder's photo replaced under the 001 §5 photo
// rules (multipart as the spec sends it, or a data URL), device 1 or 2 removed, the holders' names edited with reset to
// the original; each gated (canRemoveRailcard, as blocking), each writing the card's trail and the account changes
// trail, a refusal changing nothing.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { allBrandIds } from '../../server/brands';
import { queryRows } from '../../server/db/connect';
import { railcardCaseCustomerId } from '../../server/db/seed/railcards';
import { call, signIn, type Session } from './support/client';
import { DRIVERS, openTestDatabase, type TestDatabase } from './support/testDatabase';

const BRAND = 'southern';
const brands = allBrandIds();
const caseCustomer = (k: number) => railcardCaseCustomerId(brands, BRAND, k);

/** A PNG's signature and IHDR header (what the server reads), padded to `bytes`. */
function pngBytes(width: number, height: number, bytes = 64): Buffer {
  const buffer = Buffer.alloc(Math.max(bytes, 33));
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).copy(buffer, 0);
  buffer.write('IHDR', 12, 'latin1');
  buffer.writeUInt32BE(width, 16);
  buffer.writeUInt32BE(height, 20);
  return buffer;
}
const png = (width: number, height: number, bytes = 64) =>
  `data:image/png;base64,${pngBytes(width, height, bytes).toString('base64')}`;

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
function multipart(field: string, file: Buffer, type: string, name = 'photo.png') {
  const boundary = '----drc-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

interface Card {
  id: number;
  railcardCode: string;
  railcardNumber: string;
  primaryFirstName: string;
  primaryLastName: string;
  secondaryFirstName: string | null;
  hasSecondaryHolder: boolean;
  original: Record<string, string | null>;
  primaryPhoto: { src: string; width: number; height: number; uploaded: boolean };
  secondaryPhoto: { src: string; width: number; height: number; uploaded: boolean } | null;
  device1: string | null;
  device2: string | null;
}

describe.each(DRIVERS)('digital railcard editing (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let stationAgent: Session;
  let stationSupervisor: Session;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    app = await buildApp({ db: database.db, sandbox: true, distDir: null });
    [stationAgent, stationSupervisor] = await Promise.all([
      signIn(app, `station_agent@${BRAND}.example`),
      signIn(app, `station_supervisor@${BRAND}.example`),
    ]);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const url = (customerId: number, path: string) => `/api/digital-railcards/admin/${customerId}${path}`;
  const send = (
    session: Session,
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
    query?: Record<string, string>,
  ) => call(app, method, path, { token: session.accessToken, body, query });

  async function cards(customerId: number): Promise<Card[]> {
    const reply = await call(app, 'GET', url(customerId, '/railcards'), { token: stationSupervisor.accessToken });
    expect(reply.statusCode).toBe(200);
    return reply.json().result as Card[];
  }
  const cardOf = async (customerId: number, code: string) =>
    (await cards(customerId)).find((c) => c.railcardCode === code)!;
  async function trails(customerId: number, cardId: number) {
    const card = await queryRows<{ description: string; editor: string }>(
      database.db,
      sql`SELECT description, editor FROM digital_railcard_trail WHERE digital_railcard_id = ${cardId} ORDER BY id`,
    );
    const account = await queryRows<{ description: string; editor: string }>(
      database.db,
      sql`SELECT description, editor FROM customer_trail WHERE customer_id = ${customerId} AND description LIKE 'Digital railcard %' ORDER BY id`,
    );
    return { card: card.map((r) => r.description), account: account.map((r) => r.description) };
  }

  it('lists each holder with a photo, the original names and the devices; a two-holder card has the second', async () => {
    const list = await cards(caseCustomer(0));
    const two = list.find((c) => c.railcardCode === '2TR')!;
    expect(two).toMatchObject({
      hasSecondaryHolder: true,
      secondaryFirstName: 'Alex',
      device1: expect.any(String),
      device2: expect.any(String),
    });
    expect(two.original).toMatchObject({ primaryFirstName: two.primaryFirstName, secondaryFirstName: 'Alex' });
    expect(two.primaryPhoto).toMatchObject({
      width: 150,
      height: 200,
      uploaded: false,
      src: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    });
    const young = list.find((c) => c.railcardCode === 'YNG')!;
    expect(young).toMatchObject({ hasSecondaryHolder: false, secondaryPhoto: null, device2: null });
  });

  it('replaces a photo sent as multipart/form-data (001 §7) or as a data URL; too large, not portrait and not an image are refused naming the field', async () => {
    const customerId = caseCustomer(1);
    const two = await cardOf(customerId, '2TR');
    const path = url(customerId, `/railcard/${two.id}/image`);
    const inject = (session: Session, body: { payload: Buffer; headers: Record<string, string> }) =>
      app.inject({
        method: 'POST',
        url: path,
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${session.accessToken}` },
      });

    // below the level that blocks a card: refused, nothing changes
    expect((await inject(stationAgent, multipart('secondaryPhoto', pngBytes(300, 400), 'image/png'))).statusCode).toBe(
      403,
    );
    expect((await cardOf(customerId, '2TR')).secondaryPhoto?.uploaded).toBe(false);

    const landscape = await inject(stationSupervisor, multipart('secondaryPhoto', pngBytes(400, 300), 'image/png'));
    expect(landscape.statusCode).toBe(400);
    expect(landscape.json().errors).toEqual([
      expect.objectContaining({ code: 'PHOTO_NOT_PORTRAIT', message: 'not portrait', fields: ['secondaryPhoto'] }),
    ]);
    const large = await inject(
      stationSupervisor,
      multipart('secondaryPhoto', pngBytes(300, 400, 2 * 1024 * 1024 + 1), 'image/png'),
    );
    expect(large.statusCode).toBe(400);
    expect(large.json().errors).toEqual([
      expect.objectContaining({ code: 'PHOTO_TOO_LARGE', message: 'too large', fields: ['secondaryPhoto'] }),
    ]);
    // the bytes decide, not the type the browser claimed
    const text = await inject(
      stationSupervisor,
      multipart('secondaryPhoto', Buffer.from('not a picture at all'), 'image/png'),
    );
    expect(text.json().errors).toEqual([
      expect.objectContaining({ code: 'PHOTO_NOT_IMAGE', fields: ['secondaryPhoto'] }),
    ]);
    expect((await inject(stationSupervisor, multipart('otherPhoto', pngBytes(300, 400), 'image/png'))).statusCode).toBe(
      400,
    );
    expect((await cardOf(customerId, '2TR')).secondaryPhoto?.uploaded).toBe(false);
    expect((await trails(customerId, two.id)).account).toEqual([]);

    const replaced = await inject(stationSupervisor, multipart('secondaryPhoto', pngBytes(270, 300), 'image/png'));
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().result.secondaryPhoto).toMatchObject({
      uploaded: true,
      width: 270,
      height: 300,
      src: expect.stringMatching(/^data:image\/png;base64,/),
    });
    expect(replaced.json().result.primaryPhoto.uploaded).toBe(false);

    const json = await send(stationSupervisor, 'POST', path, { primaryPhoto: png(360, 400) });
    expect(json.statusCode).toBe(200);
    expect(json.json().result.primaryPhoto).toMatchObject({ uploaded: true, width: 360 });
    expect(
      (await send(stationSupervisor, 'POST', path, { primaryPhoto: png(300, 400), secondaryPhoto: png(300, 400) }))
        .statusCode,
    ).toBe(400);

    const { card, account } = await trails(customerId, two.id);
    expect(card).toEqual(["Secondary holder's photo replaced", "Primary holder's photo replaced"]);
    expect(account).toEqual([
      `Digital railcard ${two.railcardNumber}: secondary holder's photo replaced`,
      `Digital railcard ${two.railcardNumber}: primary holder's photo replaced`,
    ]);
    // the audit row records the upload by type and size, not the image
    const [audit] = await queryRows<{ data: { primaryPhoto: string } }>(
      database.db,
      sql`SELECT data FROM audit_trail WHERE action = 'replaceDigitalRailcardPhoto' AND data ? 'primaryPhoto' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit.data.primaryPhoto).toMatch(/^data:image\/png;base64,… \(\d+ characters\)$/);

    // a one-holder card has no secondary photo; another customer's card is not found
    const young = await cardOf(customerId, 'YNG');
    const secondary = await send(stationSupervisor, 'POST', url(customerId, `/railcard/${young.id}/image`), {
      secondaryPhoto: png(300, 400),
    });
    expect(secondary.statusCode).toBe(400);
    expect(secondary.json().errors[0].fields).toEqual(['secondaryPhoto']);
    expect(
      (
        await send(stationSupervisor, 'POST', url(caseCustomer(2), `/railcard/${two.id}/image`), {
          primaryPhoto: png(300, 400),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('removes device 2, then device 1; a device that is not there is a 409; the query says which', async () => {
    const customerId = caseCustomer(2);
    const two = await cardOf(customerId, '2TR');
    const path = url(customerId, `/railcards/${two.id}/device`);
    expect((await send(stationAgent, 'DELETE', path, undefined, { primary: 'false' })).statusCode).toBe(403);
    expect((await send(stationSupervisor, 'DELETE', path)).statusCode).toBe(400);
    expect((await send(stationSupervisor, 'DELETE', path, undefined, { primary: 'maybe' })).statusCode).toBe(400);

    const second = await send(stationSupervisor, 'DELETE', path, undefined, { primary: 'false' });
    expect(second.statusCode).toBe(200);
    expect(second.json().result).toMatchObject({ device1: two.device1, device2: null });
    expect((await send(stationSupervisor, 'DELETE', path, undefined, { primary: 'false' })).statusCode).toBe(409);
    const first = await send(stationSupervisor, 'DELETE', path, undefined, { primary: 'true' });
    expect(first.json().result).toMatchObject({ device1: null, device2: null });
    const { card, account } = await trails(customerId, two.id);
    expect(card).toEqual([`Device 2 (${two.device2}) removed`, `Device 1 (${two.device1}) removed`]);
    expect(account).toHaveLength(2);
  });

  it('a resend the mail service cannot deliver is listed FAILED and answered so (001 §8 partial failure), no mail goes out', async () => {
    const customerId = caseCustomer(4);
    const emails = (await call(app, 'GET', url(customerId, '/emails'), { token: stationSupervisor.accessToken })).json()
      .result;
    const recipient = `nobody.${customerId}@nowhere.invalid`;
    const sent = await send(stationSupervisor, 'POST', url(customerId, '/sendEmail'), {
      emailId: emails[0].id,
      recipient,
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().result).toMatchObject({ recipient, status: 'FAILED', resentFrom: emails[0].id });
    expect((await call(app, 'GET', '/api/sandbox/outbox', { query: { to: recipient } })).json().result).toEqual([]);
    const listed = (await call(app, 'GET', url(customerId, '/emails'), { token: stationSupervisor.accessToken })).json()
      .result[0];
    expect(listed).toMatchObject({ recipient, status: 'FAILED' });
  });

  it("edits the holders' names and resets each to the original; blanks, over-long names and a second holder a card lacks are refused", async () => {
    const customerId = caseCustomer(3);
    const two = await cardOf(customerId, '2TR');
    const path = url(customerId, `/railcards/${two.id}/edit`);
    const keep = (value: string) => ({ reset: false, value });
    const body = {
      primaryFirstName: keep('Annabel'),
      primaryLastName: keep(two.primaryLastName),
      secondaryFirstName: keep('Alexandra'),
      secondaryLastName: keep('Morgan'),
    };
    expect((await send(stationAgent, 'PUT', path, body)).statusCode).toBe(403);
    const blank = await send(stationSupervisor, 'PUT', path, { ...body, primaryFirstName: keep('  ') });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors[0].fields).toEqual(['primaryFirstName']);
    expect(
      (await send(stationSupervisor, 'PUT', path, { ...body, primaryLastName: keep('x'.repeat(51)) })).statusCode,
    ).toBe(400);
    expect((await send(stationSupervisor, 'PUT', path, { primaryFirstName: keep('Annabel') })).statusCode).toBe(400);
    expect((await cardOf(customerId, '2TR')).primaryFirstName).toBe(two.primaryFirstName);

    const edited = await send(stationSupervisor, 'PUT', path, body);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().result).toMatchObject({
      primaryFirstName: 'Annabel',
      secondaryFirstName: 'Alexandra',
      original: { primaryFirstName: two.primaryFirstName, secondaryFirstName: 'Alex' },
    });
    // reset one field, keep the other as edited
    const reset = await send(stationSupervisor, 'PUT', path, { ...body, primaryFirstName: { reset: true } });
    expect(reset.json().result).toMatchObject({
      primaryFirstName: two.primaryFirstName,
      secondaryFirstName: 'Alexandra',
      original: { secondaryFirstName: 'Alex' },
    });
    const { card, account } = await trails(customerId, two.id);
    expect(card).toEqual([
      `Names edited: primary first name ${two.primaryFirstName} → Annabel; secondary first name Alex → Alexandra`,
      `Names edited: primary first name reset to ${two.primaryFirstName}`,
    ]);
    expect(account).toHaveLength(2);

    const young = await cardOf(customerId, 'YNG');
    const lacking = await send(stationSupervisor, 'PUT', url(customerId, `/railcards/${young.id}/edit`), body);
    expect(lacking.statusCode).toBe(400);
    expect(lacking.json().errors.flatMap((e: { fields: string[] }) => e.fields)).toEqual([
      'secondaryFirstName',
      'secondaryLastName',
    ]);
  });
});
