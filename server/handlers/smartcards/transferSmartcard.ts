// 001 §7 PUT /admin/customers/{id}/smartcard-transfer (smartcardAddress, from, to, isrn); 001 §4/§5: the card moves
// from one account to the recipient, refused with the 001 §8 texts (src/domain/transferRefusal) when the recipient has
// or registered for a card or has no account, and refused while products remain on the card (409).
import { and, eq, isNull } from 'drizzle-orm';
import { normaliseIsrn } from '../../../src/domain/normaliseIsrn';
import { smartcardProductsRemain } from '../../../src/domain/smartcardProductsRemain';
import { transferRefusal } from '../../../src/domain/transferRefusal';
import { requireStaff, type Handler } from '../../context';
import type { Db } from '../../db/connect';
import { customers, smartcardApprovals, smartcards } from '../../db/schema';
import { ApiError } from '../../errors';
import { findCustomer } from '../customers/findCustomer';
import { writeCustomerTrail } from '../customers/writeCustomerTrail';
import { cardProducts, requireCard } from './currentCard';
import { saveSmartcardAddress, type AddressInput } from './saveAddress';
import { conflict } from './conflict';
import { SmartcardCodes } from './smartcardErrors';
import { nowOf, todayOf } from './today';

const refused = (message: string, field = 'to') => ApiError.of(400, SmartcardCodes.TRANSFER_REFUSED, message, [field]);

export const transferSmartcard: Handler<'transferSmartcard'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const body = ctx.body as { from: number; to: number; isrn: string; smartcardAddress?: AddressInput };
  if (String(body.from) !== ctx.params.id) throw refused('from must be the account of the path', 'from');
  if (body.to === body.from) throw refused('A smartcard cannot be transferred to the same account');
  const from = await findCustomer(ctx.db, staff.brand, ctx.params.id);
  const card = await requireCard(ctx.db, from);
  if (normaliseIsrn(body.isrn) !== card.isrn) throw refused('isrn is not the smartcard of this account', 'isrn');
  const now = nowOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.select({ id: smartcards.id }).from(smartcards).where(eq(smartcards.id, card.id)).for('update');
    const [to] = await t
      .select()
      .from(customers)
      .where(and(eq(customers.id, body.to), eq(customers.brand, staff.brand)))
      .for('update');
    const [registration] = to
      ? await t
          .select({ id: smartcardApprovals.id })
          .from(smartcardApprovals)
          .where(
            and(
              eq(smartcardApprovals.customerId, to.id),
              eq(smartcardApprovals.status, 'pending'),
              eq(smartcardApprovals.deleted, false),
            ),
          )
          .limit(1)
      : [];
    const refusal = transferRefusal(
      to
        ? [
            {
              firstNames: to.firstNames,
              surname: to.surname,
              email: to.email,
              hasSmartcard: to.smartcardNumber !== null,
              smartcardRegistered: registration !== undefined,
            },
          ]
        : [],
      to?.email ?? `customer ${body.to}`,
    );
    if (refusal) throw ApiError.of(400, SmartcardCodes.TRANSFER_RECIPIENT_REFUSED, refusal, ['to']);
    if (smartcardProductsRemain(await cardProducts(t, card.id), todayOf(ctx))) {
      throw conflict(SmartcardCodes.PRODUCTS_REMAIN, 'The smartcard cannot be transferred while products remain on it');
    }
    const [left] = await t
      .update(customers)
      .set({ smartcardNumber: null })
      .where(and(eq(customers.id, from.id), eq(customers.smartcardNumber, card.isrn)))
      .returning({ id: customers.id });
    const [arrived] = await t
      .update(customers)
      .set({ smartcardNumber: card.isrn })
      .where(and(eq(customers.id, to.id), isNull(customers.smartcardNumber)))
      .returning({ id: customers.id });
    if (!left || !arrived)
      throw conflict(SmartcardCodes.NOT_PENDING, 'The smartcard or the recipient changed meanwhile');
    await t.update(smartcards).set({ customerId: to.id }).where(eq(smartcards.id, card.id));
    if (body.smartcardAddress) await saveSmartcardAddress(t, to.id, body.smartcardAddress, staff.email, now);
    await writeCustomerTrail(
      t,
      from.id,
      `Smartcard ${card.isrn} transferred to customer ${to.id} (${to.email})`,
      staff.email,
      now,
    );
    await writeCustomerTrail(
      t,
      to.id,
      `Smartcard ${card.isrn} transferred from customer ${from.id} (${from.email})`,
      staff.email,
      now,
    );
  });
  return { result: { status: 'SMARTCARD_TRANSFER_SUCCESS', from: from.id, to: body.to, isrn: card.isrn } };
};
