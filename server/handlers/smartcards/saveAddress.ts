// 001 §3/§5 Smartcard address (add, change): a smartcard address is the account's address marked isSmartcard; marking
// one unmarks the others. Writes the trail ('Customer address successfully updated', 001 §8) in the caller's transaction.
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { addresses } from '../../db/schema';
import { writeCustomerTrail } from '../customers/writeCustomerTrail';

export interface AddressInput {
  name?: string;
  contactName?: string;
  line1: string;
  line2?: string;
  line3?: string;
  town: string;
  postCode: string;
  country?: string;
  telephoneNumber?: string;
  isSmartcard?: boolean;
}

function columns(a: AddressInput) {
  return {
    name: a.name ?? null,
    contactName: a.contactName ?? null,
    line1: a.line1.trim(),
    line2: a.line2?.trim() || null,
    line3: a.line3?.trim() || null,
    town: a.town.trim(),
    postCode: a.country && a.country !== 'GBR' ? a.postCode.trim() : a.postCode.trim().toUpperCase(),
    country: a.country ?? 'GBR',
    telephoneNumber: a.telephoneNumber ?? null,
    isSmartcard: a.isSmartcard ?? true,
  };
}

/** Inserts (addressId undefined) or updates the address; returns the row. */
export async function saveAddress(
  t: Db,
  customerId: number,
  input: AddressInput,
  editor: string,
  at: Date,
  addressId?: number,
) {
  const values = columns(input);
  const [row] =
    addressId === undefined
      ? await t
          .insert(addresses)
          .values({ customerId, ...values })
          .returning()
      : await t
          .update(addresses)
          .set(values)
          .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)))
          .returning();
  if (values.isSmartcard) {
    await t
      .update(addresses)
      .set({ isSmartcard: false })
      .where(and(eq(addresses.customerId, customerId), ne(addresses.id, row.id)));
  }
  await writeCustomerTrail(t, customerId, 'Customer address successfully updated', editor, at);
  return row;
}

/** Replaces the account's smartcard address (updates the marked one, or adds one). */
export async function saveSmartcardAddress(t: Db, customerId: number, input: AddressInput, editor: string, at: Date) {
  const [marked] = await t
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.customerId, customerId), eq(addresses.isSmartcard, true)))
    .limit(1);
  return saveAddress(t, customerId, { ...input, isSmartcard: true }, editor, at, marked?.id);
}
