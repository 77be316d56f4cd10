// Issue 33: the smartcard page's read (GET /customers/{id}/smartcard) is one statement whose answer is kept until the
// next change to the embedded database (server/handlers/smartcards/readCustomerSmartcard.ts, decisions 2565, 2566).
// Its reply must be the one the four reads it replaces gave (findCustomer, requireCard, cardProducts in validity,
// smartcardAddressOf through cardView), for every kind of card; and a change — through this server, through another
// server on the same database, or the day turning — must show at once.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { queryRows } from '../../server/db/connect';
import { addresses, smartcardProducts } from '../../server/db/schema';
import { findCustomer } from '../../server/handlers/customers/findCustomer';
import { cardProducts, currentCard, smartcardAddressOf } from '../../server/handlers/smartcards/currentCard';
import { cardView } from '../../server/handlers/smartcards/smartcardView';
import { londonToday } from '../../src/domain/londonToday';
import { call, signIn, type Session } from './support/client';
import { DRIVERS, openTestDatabase, type TestDatabase } from './support/testDatabase';

describe.each(DRIVERS)('the smartcard page read (%s)', (driver) => {
  let database: TestDatabase;
  // two servers on one database: `reader` answers the card, `writer` changes it
  let reader: FastifyInstance;
  let writer: FastifyInstance;
  let now = new Date();
  let agent: Session;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    reader = await buildApp({ db: database.db, sandbox: true, distDir: null, clock: () => now });
    writer = await buildApp({ db: database.db, sandbox: true, distDir: null, clock: () => now });
    agent = await signIn(writer, 'agent@southern.example');
  }, 180_000);
  afterAll(async () => {
    await reader?.close();
    await writer?.close();
    await database?.dispose();
  });

  const read = (id: number | string, session = agent) =>
    call(reader, 'GET', `/api/customers/${id}/smartcard`, { token: session.accessToken });

  /** The reply as the handler made it before issue 33: four reads, then cardView. */
  async function fourReads(brand: string, id: number) {
    const customer = await findCustomer(database.db, brand, String(id));
    const card = await currentCard(database.db, customer);
    if (!card) return undefined;
    const today = londonToday(now);
    const products = (await cardProducts(database.db, card.id)).filter((p) => p.validTo === null || p.validTo >= today);
    return cardView(card, customer.id, products, await smartcardAddressOf(database.db, customer.id));
  }

  it('answers every card of the brand as the four reads did: products in validity in their order, the address', async () => {
    // the accounts with a card, those with the most products (expired, hotlisted, flexi, KeyGo …) first
    const accounts = await queryRows<{ id: number; products: number; expired: number }>(
      database.db,
      sql`SELECT c.id::int AS id, count(p.id)::int AS products,
                 count(p.id) FILTER (WHERE p.valid_to < ${londonToday(now)}::date)::int AS expired
          FROM customers c
          JOIN smartcards s ON s.isrn = c.smartcard_number AND s.brand = c.brand
          LEFT JOIN smartcard_products p ON p.smartcard_id = s.id
          WHERE c.brand = 'southern'
          GROUP BY c.id ORDER BY count(p.id) DESC, c.id LIMIT 150`,
    );
    // the sample covers cards with several products, with expired ones left out, and without products
    expect(accounts.some((a) => a.products > 2)).toBe(true);
    expect(accounts.some((a) => a.expired > 0)).toBe(true);
    const [bare] = await queryRows<{ id: number }>(
      database.db,
      sql`SELECT c.id::int AS id FROM customers c JOIN smartcards s ON s.isrn = c.smartcard_number AND s.brand = c.brand
          WHERE c.brand = 'southern' AND NOT EXISTS (SELECT 1 FROM smartcard_products p WHERE p.smartcard_id = s.id)
          LIMIT 1`,
    );
    let withAddress = 0;
    for (const { id } of bare ? [...accounts, bare] : accounts) {
      const res = await read(id);
      expect(res.statusCode, String(id)).toBe(200);
      const expected = await fourReads('southern', id);
      expect(res.json().result, String(id)).toEqual(JSON.parse(JSON.stringify(expected)));
      if (expected?.address) withAddress++;
    }
    expect(withAddress).toBeGreaterThan(0);
  });

  it('answers 404 for an account without a card, another brand’s account, and no account', async () => {
    const [noCard] = await queryRows<{ id: number }>(
      database.db,
      sql`SELECT id::int AS id FROM customers WHERE brand = 'southern' AND smartcard_number IS NULL LIMIT 1`,
    );
    const [otherBrand] = await queryRows<{ id: number }>(
      database.db,
      sql`SELECT id::int AS id FROM customers WHERE brand <> 'southern' AND smartcard_number IS NOT NULL LIMIT 1`,
    );
    for (const id of [noCard.id, otherBrand.id, 999_999_999_999])
      expect((await read(id)).statusCode, String(id)).toBe(404);
  });

  it('shows a change at once: the address and a hotlisting through the other server, a raw update, the next day', async () => {
    const [account] = await queryRows<{ id: number; product: number; valid_to: string }>(
      database.db,
      sql`SELECT c.id::int AS id, p.id AS product, p.valid_to::text AS valid_to
          FROM customers c JOIN smartcards s ON s.isrn = c.smartcard_number AND s.brand = c.brand
          JOIN smartcard_products p ON p.smartcard_id = s.id
          WHERE c.brand = 'southern' AND p.valid_to >= ${londonToday(now)}::date AND NOT p.is_hotlisted
            AND EXISTS (SELECT 1 FROM addresses a WHERE a.customer_id = c.id AND a.is_smartcard)
          ORDER BY p.valid_to, c.id LIMIT 1`,
    );
    expect(account).toBeDefined();
    const first = (await read(account.id)).json().result;
    expect((await read(account.id)).json().result).toEqual(first);

    // the smartcard address changed through the other server
    const changed = await call(writer, 'PUT', `/api/customers/${account.id}/addresses`, {
      token: agent.accessToken,
      body: {
        ...addressBody(first.address),
        addressId: first.address.id,
        line1: '1 Changed Street',
        isSmartcard: true,
      },
    });
    expect(changed.statusCode, changed.body).toBeLessThan(300);
    expect((await read(account.id)).json().result.address.line1).toBe('1 Changed Street');

    // a product hotlisted straight in the database
    const reference = first.products.find((p: { isHotlisted: boolean }) => !p.isHotlisted).reference;
    await database.db
      .update(smartcardProducts)
      .set({ isHotlisted: true })
      .where(eq(smartcardProducts.reference, reference));
    const hotlisted = (await read(account.id)).json().result;
    expect(hotlisted.products.find((p: { reference: string }) => p.reference === reference).isHotlisted).toBe(true);

    // the address unmarked: none left
    await database.db
      .update(addresses)
      .set({ isSmartcard: false })
      .where(and(eq(addresses.customerId, account.id), eq(addresses.isSmartcard, true)));
    expect((await read(account.id)).json().result.address).toBeNull();

    // the day after a product's last valid day it is no longer shown, with no change to the database
    const lastDay = account.valid_to;
    const shown = (await read(account.id)).json().result.products.map((p: { validTo: string | null }) => p.validTo);
    expect(shown).toContain(lastDay);
    const saved = now;
    try {
      now = new Date(Date.parse(`${lastDay}T12:00:00Z`) + 86_400_000);
      const later = (await read(account.id)).json().result.products;
      expect(later.every((p: { validTo: string | null }) => p.validTo === null || p.validTo > lastDay)).toBe(true);
      expect(later).toEqual(JSON.parse(JSON.stringify((await fourReads('southern', account.id))!.products)));
    } finally {
      now = saved;
    }
  });
});

/** The fields the address form sends, from the reply's address. */
function addressBody(address: Record<string, unknown>) {
  const { name, contactName, line1, line2, line3, town, postCode, country, telephoneNumber } = address;
  return Object.fromEntries(
    Object.entries({ name, contactName, line1, line2, line3, town, postCode, country, telephoneNumber }).filter(
      ([, v]) => v !== null && v !== undefined,
    ),
  );
}
