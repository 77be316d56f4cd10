// 000 §7 / 001 §7 reference calls: stations (search, type, filterByBrand; lookup by NLC or CRS, 0000 = none),
// the postcode lookup (spaces removed; 'Postcode not valid' 400, 'No addresses found for this postcode' 404),
// the delivery methods and the smartcard collection points. Every one needs a signed-in caller.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { queryRows } from '../../server/db/connect';
import { ORDER_ROUTE_STATIONS } from '../../server/handlers/orders/orderDetail';
import { findStation } from '../../server/handlers/reference/findStation';
import { call, signIn, type Session } from './support/client';
import { DRIVERS, openTestDatabase, type TestDatabase } from './support/testDatabase';

describe.each(DRIVERS)('reference calls (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let southern: Session;
  let southeastern: Session;
  let trainhugger: Session;
  let gatwick: Session;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    app = await buildApp({ db: database.db, sandbox: true, distDir: null });
    [southern, southeastern, trainhugger, gatwick] = await Promise.all([
      signIn(app, 'basic@southern.example'),
      signIn(app, 'basic@southeastern.example'),
      signIn(app, 'basic@trainhugger.example'),
      signIn(app, 'basic@gatwick.example'),
    ]);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const get = (session: Session | undefined, url: string, query?: Record<string, string>) =>
    call(app, 'GET', `/api${url}`, { token: session?.accessToken, query });

  it('refuses every reference call without a signed-in caller', async () => {
    for (const url of [
      '/config/stations',
      '/data/stations/BTN',
      '/customers/address/postcode-lookup?postcode=BN13XE',
      '/delivery/methods',
      '/delivery/collection-points/smartcard',
    ]) {
      expect((await get(undefined, url)).statusCode, url).toBe(401);
    }
  });

  describe('GET /config/stations', () => {
    it('finds stations by part of the name, names starting with the text first', async () => {
      const res = await get(southern, '/config/stations', { search: 'bri' });
      expect(res.statusCode).toBe(200);
      const names = res.json().result.map((s: { name: string }) => s.name);
      expect(names).toContain('Brighton');
      expect(names).toContain('London Bridge');
      expect(names.indexOf('Brighton')).toBeLessThan(names.indexOf('London Bridge'));
      expect(res.json().result.find((s: { name: string }) => s.name === 'Brighton')).toEqual({
        name: 'Brighton',
        nlc: '5268',
        crs: 'BTN',
      });
    });

    it('finds a station by its CRS or NLC and caps the list at limit', async () => {
      expect((await get(southern, '/config/stations', { search: 'vic' })).json().result[0]).toMatchObject({
        crs: 'VIC',
        name: 'London Victoria',
      });
      expect((await get(southern, '/config/stations', { search: '5268' })).json().result[0]).toMatchObject({
        crs: 'BTN',
      });
      expect((await get(southern, '/config/stations', { search: 'a', limit: '5' })).json().result).toHaveLength(5);
    });

    it('takes % and _ literally', async () => {
      expect((await get(southern, '/config/stations', { search: '%%%' })).json().result).toEqual([]);
    });

    it('keeps the brand network stations with filterByBrand, and every station for a retailer', async () => {
      const dover = (session: Session, filterByBrand: string) =>
        get(session, '/config/stations', { search: 'dover', filterByBrand }).then((r) =>
          r.json().result.map((s: { crs: string }) => s.crs),
        );
      expect(await dover(southern, 'true')).toEqual([]);
      expect(await dover(southern, 'false')).toEqual(['DVP']);
      expect(await dover(southeastern, 'true')).toEqual(['DVP']);
      expect(await dover(trainhugger, 'true')).toEqual(['DVP']);
    });

    it('lists stations by name, up to limit, when no search is given', async () => {
      const res = await get(southern, '/config/stations', { limit: '5' });
      expect(res.statusCode, res.body).toBe(200);
      const names = res.json().result.map((s: { name: string }) => s.name);
      expect(names).toHaveLength(5);
      // ordered by name, so a longer list starts with the same stations
      const ten = (await get(southern, '/config/stations', { limit: '10' }))
        .json()
        .result.map((s: { name: string }) => s.name);
      expect(ten.slice(0, 5)).toEqual(names);
    });

    it('keeps the smartcard collection offices with type SMARTCARD_COLLECTION', async () => {
      const all = (await get(southern, '/config/stations', { search: 'brighton' })).json().result;
      const offices = (
        await get(southern, '/config/stations', { search: 'brighton', type: 'SMARTCARD_COLLECTION' })
      ).json().result;
      expect(all.map((s: { crs: string }) => s.crs)).toEqual(expect.arrayContaining(['BTN', 'LRB']));
      expect(offices.map((s: { crs: string }) => s.crs)).toEqual(['BTN']);
    });

    it('answers 400 naming the field for a bad type or limit', async () => {
      const res = await get(southern, '/config/stations', { type: 'AIRPORT' });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json().errors)).toContain('type');
      expect((await get(southern, '/config/stations', { limit: '0' })).statusCode).toBe(400);
    });
  });

  describe('GET /data/stations/{code}', () => {
    it('finds a station by NLC, zero padded, or by CRS in any case', async () => {
      expect((await get(southern, '/data/stations/5268')).json()).toEqual({
        result: { name: 'Brighton', nlc: '5268', crs: 'BTN' },
      });
      expect((await get(southern, '/data/stations/btn')).json().result.nlc).toBe('5268');
      const [short] = await queryRows<{ nlc: string }>(
        database.db,
        sql`SELECT nlc FROM stations WHERE nlc LIKE '0%' LIMIT 1`,
      );
      if (short) expect((await get(southern, `/data/stations/${Number(short.nlc)}`)).json().result.nlc).toBe(short.nlc);
    });

    it('answers null for 0000 (no station), 404 for an unknown code and 400 for a malformed one', async () => {
      expect((await get(southern, '/data/stations/0000')).json()).toEqual({ result: null });
      expect((await get(southern, '/data/stations/0')).json()).toEqual({ result: null });
      const missing = await get(southern, '/data/stations/ZZZ');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().errors[0].message).toBe('Station not found');
      expect((await get(southern, '/data/stations/12345')).statusCode).toBe(400);
      expect((await get(southern, '/data/stations/AB1')).statusCode).toBe(400);
    });

    it('knows every station the seeded orders name (findStation, the lookup other handlers share)', async () => {
      for (const name of ORDER_ROUTE_STATIONS) {
        const [row] = await queryRows<{ crs: string }>(database.db, sql`SELECT crs FROM stations WHERE name = ${name}`);
        expect(row, name).toBeDefined();
        expect((await findStation(database.db, row.crs))?.name).toBe(name);
      }
    });
  });

  describe('GET /customers/address/postcode-lookup', () => {
    it("finds a seeded customer's own address at their postcode, with or without spaces and in any case", async () => {
      const [address] = await queryRows<{ line1: string; town: string; post_code: string }>(
        database.db,
        sql`SELECT line1, town, post_code FROM addresses WHERE line1 ~ '^[0-9]+ ' ORDER BY id LIMIT 1`,
      );
      for (const postcode of [
        address.post_code,
        address.post_code.replace(' ', '').toLowerCase(),
        ` ${address.post_code} `,
      ]) {
        const res = await get(southern, '/customers/address/postcode-lookup', { postcode });
        expect(res.statusCode, postcode).toBe(200);
        const found = res.json().result;
        expect(found.length).toBeGreaterThanOrEqual(3);
        expect(found).toContainEqual(
          expect.objectContaining({
            line1: address.line1,
            town: address.town,
            postCode: address.post_code,
            country: 'GBR',
          }),
        );
      }
    });

    it("answers every seeded customer's postcode", async () => {
      const [{ missing }] = await queryRows<{ missing: number }>(
        database.db,
        sql`SELECT count(*)::int AS missing FROM customers c
            WHERE c.postcode IS NOT NULL
              AND NOT EXISTS (SELECT 1 FROM postcode_addresses p WHERE p.postcode = upper(replace(c.postcode, ' ', '')))`,
      );
      expect(missing).toBe(0);
    });

    it("answers 400 'Postcode not valid' and 404 'No addresses found for this postcode'", async () => {
      const invalid = await get(southern, '/customers/address/postcode-lookup', { postcode: 'NOT A CODE' });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().errors[0]).toMatchObject({ message: 'Postcode not valid', fields: ['postcode'] });
      const none = await get(southern, '/customers/address/postcode-lookup', { postcode: 'ZE2 9ZZ' });
      expect(none.statusCode).toBe(404);
      expect(none.json().errors[0]).toMatchObject({
        message: 'No addresses found for this postcode',
        fields: ['postcode'],
      });
      expect((await get(southern, '/customers/address/postcode-lookup')).statusCode).toBe(400);
    });
  });

  describe('GET /delivery/methods and /delivery/collection-points/smartcard', () => {
    it("lists the brand's delivery methods, S-ticket only where the brand offers S-tickets", async () => {
      const codes = async (session: Session) =>
        (await get(session, '/delivery/methods')).json().result.map((m: { code: string }) => m.code);
      expect(await codes(southern)).toEqual(['00001', '00003', '00005', '00006', '00007', '00009']);
      expect(await codes(gatwick)).not.toContain('00007');
      expect((await get(southern, '/delivery/methods')).json().result[0]).toEqual({
        code: '00001',
        key: 'smartcard',
        name: 'Smartcard',
      });
    });

    it("lists the smartcard offices of the brand's network by name", async () => {
      const names = async (session: Session) =>
        (await get(session, '/delivery/collection-points/smartcard'))
          .json()
          .result.map((s: { name: string }) => s.name);
      const southernOffices = await names(southern);
      expect(southernOffices).toContain('Brighton');
      expect(southernOffices).not.toContain('Dover Priory');
      expect(southernOffices).toEqual([...southernOffices].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      expect(await names(southeastern)).toContain('Dover Priory');
      expect((await names(trainhugger)).length).toBeGreaterThan(southernOffices.length);
    });
  });
});
