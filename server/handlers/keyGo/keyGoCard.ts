// The KeyGo side of an account's current card: its KeyGo product (status, 001 §4), its account (balance, closed,
// saved card) and the rules every change checks first.
import { and, eq, type SQL } from 'drizzle-orm';
import { keyGoStatus, type KeyGoStatus } from '../../../src/domain/keyGoStatus';
import { requireStaff, type CallContext } from '../../context';
import type { Db } from '../../db/connect';
import { customers, keyGoAccounts, smartcardProducts, smartcards } from '../../db/schema';
import { notFound } from '../../errors';
import type { Card, Customer } from '../smartcards/currentCard';
import { KeyGoCodes, keyGoConflict } from './keyGoErrors';

export type KeyGoAccount = typeof keyGoAccounts.$inferSelect;

export interface KeyGoCard {
  customer: Customer;
  card: Card | null;
  status: KeyGoStatus;
  account: KeyGoAccount | null;
}

/**
 * The select every KeyGo read starts from: the account, its current card (currentCard: the card whose ISRN is the
 * account's smartcard number, same brand), the card's KeyGo product and its KeyGo account — one query, with `extra`
 * columns read in it too (subqueries may name `smartcards.id`; NULL when the account has no card). The caller adds
 * the account's id and brand.
 */
export function selectKeyGo<E extends Record<string, SQL>>(db: Db, extra: E) {
  return db
    .select({ customer: customers, card: smartcards, product: smartcardProducts, account: keyGoAccounts, ...extra })
    .from(customers)
    .leftJoin(smartcards, and(eq(smartcards.isrn, customers.smartcardNumber), eq(smartcards.brand, customers.brand)))
    .leftJoin(
      smartcardProducts,
      and(eq(smartcardProducts.smartcardId, smartcards.id), eq(smartcardProducts.productType, 'keyGo')),
    )
    .leftJoin(keyGoAccounts, eq(keyGoAccounts.smartcardId, smartcards.id));
}

/** A row of selectKeyGo as the KeyGo calls use it; 404 when there is none (an unknown account or another brand's). */
export function keyGoCardOf(
  row:
    | {
        customer: Customer;
        card: Card | null;
        product: typeof smartcardProducts.$inferSelect | null;
        account: KeyGoAccount | null;
      }
    | undefined,
): KeyGoCard {
  if (!row) throw notFound();
  const { customer, card, product, account } = row;
  if (!card) return { customer, card, status: 'notActive', account: null };
  return { customer, card, status: card.keyGoEnabled ? keyGoStatus(product) : 'notActive', account };
}

/**
 * The account's current card, its KeyGo product and account in one query (selectKeyGo) — every KeyGo call starts
 * here. 404 for an unknown account or one of another brand (findCustomer).
 */
export async function loadKeyGo(ctx: CallContext, id = ctx.params.id): Promise<KeyGoCard> {
  const staff = requireStaff(ctx);
  const numeric = Number(id);
  if (!Number.isSafeInteger(numeric)) throw notFound();
  const [row] = await selectKeyGo(ctx.db, {})
    .where(and(eq(customers.id, numeric), eq(customers.brand, staff.brand)))
    .limit(1);
  return keyGoCardOf(row);
}

/** The card and account of a change: 409 KeyGo not active / account closed otherwise. Locks the account row. */
export async function requireOpenKeyGo(
  db: Db,
  k: KeyGoCard,
  allowClosedStatus = false,
): Promise<{ card: Card; account: KeyGoAccount }> {
  if (!k.card || !k.account) throw keyGoConflict(KeyGoCodes.NOT_ACTIVE, 'KeyGo is not active on this card');
  if (k.account.closed) throw keyGoConflict(KeyGoCodes.ACCOUNT_CLOSED, 'The KeyGo account is closed');
  if (k.status === 'notActive' && !allowClosedStatus)
    throw keyGoConflict(KeyGoCodes.NOT_ACTIVE, 'KeyGo is not active on this card');
  const [locked] = await db.select().from(keyGoAccounts).where(eq(keyGoAccounts.smartcardId, k.card.id)).for('update');
  return { card: k.card, account: locked };
}

export function maskedCard(account: KeyGoAccount | null) {
  if (!account?.cardLast4) return null;
  return {
    scheme: account.cardScheme,
    maskedNumber: `**** **** **** ${account.cardLast4}`,
    expiry: account.cardExpiry,
  };
}

export interface OpenKeyGo {
  customer: Customer;
  card: Card;
  account: KeyGoAccount;
}

/** The path's account with an open KeyGo account (taps are still processed while pending closure). */
export async function keyGoCardOrThrow(ctx: CallContext): Promise<OpenKeyGo> {
  const k = await loadKeyGo(ctx);
  const { card, account } = await requireOpenKeyGo(ctx.db, k);
  return { customer: k.customer, card, account };
}
