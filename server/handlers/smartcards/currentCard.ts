// 001 §3 Smartcard: the account's current card is the one whose ISRN is customers.smartcard_number (of the same brand).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { addresses, customers, smartcardProducts, smartcards } from '../../db/schema';
import { notFound } from '../../errors';

export type Customer = typeof customers.$inferSelect;
export type Card = typeof smartcards.$inferSelect;
export type Product = typeof smartcardProducts.$inferSelect;

export async function currentCard(db: Db, customer: Customer): Promise<Card | null> {
  if (!customer.smartcardNumber) return null;
  const [card] = await db
    .select()
    .from(smartcards)
    .where(and(eq(smartcards.isrn, customer.smartcardNumber), eq(smartcards.brand, customer.brand)))
    .limit(1);
  return card ?? null;
}

/** The current card, or 404 'Requested data not found' when the account has none. */
export async function requireCard(db: Db, customer: Customer): Promise<Card> {
  const card = await currentCard(db, customer);
  if (!card) throw notFound();
  return card;
}

export async function cardProducts(db: Db, cardId: number): Promise<Product[]> {
  return db
    .select()
    .from(smartcardProducts)
    .where(eq(smartcardProducts.smartcardId, cardId))
    .orderBy(sql`${smartcardProducts.validTo} DESC NULLS FIRST`, asc(smartcardProducts.id));
}

export async function smartcardAddressOf(db: Db, customerId: number) {
  const [address] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.customerId, customerId), eq(addresses.isSmartcard, true)))
    .orderBy(asc(addresses.id))
    .limit(1);
  return address ?? null;
}
