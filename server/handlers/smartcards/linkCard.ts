// 001 §7 POST /smartcard/{id}/link and the card half of register / issue: a smartcard number becomes the account's card.
// 001 §8 link errors carry a message the console shows: 400 the account already has a card or the card is someone
// else's, 403 the card is hotlisted, 404 a number outside the brand's range (prefix 633597). A number not seen before
// is a blank card handed over at a station: it is issued (ACTIVE) on linking. Runs in the caller's transaction.
import { and, eq, isNull } from 'drizzle-orm';
import { normaliseIsrn } from '../../../src/domain/normaliseIsrn';
import type { Db } from '../../db/connect';
import { customers, smartcards } from '../../db/schema';
import { ApiError } from '../../errors';
import { writeCustomerTrail } from '../customers/writeCustomerTrail';
import type { Card, Customer } from './currentCard';
import { SmartcardCodes } from './smartcardErrors';

export const ISSUER_PREFIX = '633597';

const linkError = (status: number, message: string) =>
  ApiError.of(status, SmartcardCodes.SMARTCARD_LINK, message, ['smartcardNumber']);

export async function linkCard(
  t: Db,
  customer: Customer,
  number: string,
  editor: string,
  today: string,
  at: Date,
): Promise<Card> {
  const isrn = normaliseIsrn(number);
  if (!isrn.startsWith(ISSUER_PREFIX)) throw linkError(404, `Smartcard ${isrn} was not found`);
  const [existing] = await t.select().from(smartcards).where(eq(smartcards.isrn, isrn)).for('update');
  if (existing && existing.brand !== customer.brand) throw linkError(404, `Smartcard ${isrn} was not found`);
  if (existing?.cardStatus === 'HOTLISTED') throw linkError(403, 'This smartcard is hotlisted and cannot be linked');
  if (
    existing &&
    existing.customerId !== null &&
    existing.customerId !== customer.id &&
    existing.cardStatus !== 'REMOVED'
  ) {
    throw linkError(400, 'This smartcard is registered to another customer');
  }
  const [claimed] = await t
    .update(customers)
    .set({ smartcardNumber: isrn })
    .where(and(eq(customers.id, customer.id), isNull(customers.smartcardNumber)))
    .returning({ id: customers.id });
  if (!claimed) throw linkError(400, 'The customer already has a smartcard');
  const expiry = new Date(`${today}T12:00:00Z`);
  expiry.setUTCFullYear(expiry.getUTCFullYear() + 10);
  const [card] = existing
    ? await t
        .update(smartcards)
        .set({ customerId: customer.id, cardStatus: 'ACTIVE' })
        .where(eq(smartcards.id, existing.id))
        .returning()
    : await t
        .insert(smartcards)
        .values({
          brand: customer.brand,
          customerId: customer.id,
          isrn,
          dateIssued: today,
          expiryDate: expiry.toISOString().slice(0, 10),
        })
        .returning();
  await writeCustomerTrail(t, customer.id, `Smartcard ${isrn} linked to the account`, editor, at);
  return card;
}
