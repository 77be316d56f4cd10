// 001 §7 POST /admin/customers/{id}/smartcard/keygo/reimbursement (001 §4): the whole balance back to the saved card.
// The sandbox's card withdrawal fails for the cards marked card_fails (a seeded share), leaving the balance and a
// CARD_FAILED reimbursement the console may turn into a cheque (updateKeyGoReimbursement).
import { eq } from 'drizzle-orm';
import { canReimburseKeyGo } from '../../../src/domain/keyGoStatus';
import { requireStaff, type Handler } from '../../context';
import { keyGoAccounts, keyGoReimbursements } from '../../db/schema';
import { writeCustomerTrail } from '../customers/writeCustomerTrail';
import { loadKeyGo, requireOpenKeyGo } from './keyGoCard';
import { KeyGoCodes, keyGoConflict } from './keyGoErrors';

export const requestKeyGoReimbursement: Handler<'requestKeyGoReimbursement'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const now = ctx.settings.clock();
  const k = await loadKeyGo(ctx);
  const { card, account } = await requireOpenKeyGo(ctx.db, k, true);
  if (!canReimburseKeyGo(k.status, account.balance))
    throw keyGoConflict(KeyGoCodes.REIMBURSEMENT_ERROR, 'Nothing to reimburse: the balance is not above £0.00');
  if (!account.cardLast4) throw keyGoConflict(KeyGoCodes.REIMBURSEMENT_ERROR, 'No saved card to reimburse to');
  const status = account.cardFails ? 'CARD_FAILED' : 'CARD_SUCCESS';
  const [row] = await ctx.db
    .insert(keyGoReimbursements)
    .values({
      customerId: k.customer.id,
      smartcardId: card.id,
      amount: account.balance,
      status,
      createdBy: staff.email,
      created: now,
    })
    .returning();
  const pounds = `£${(account.balance / 100).toFixed(2)}`;
  if (status === 'CARD_SUCCESS') {
    await ctx.db.update(keyGoAccounts).set({ balance: 0 }).where(eq(keyGoAccounts.smartcardId, card.id));
    await writeCustomerTrail(
      ctx.db,
      k.customer.id,
      `KeyGo balance of ${pounds} reimbursed to the card ending ${account.cardLast4}`,
      staff.email,
      now,
    );
  } else {
    await writeCustomerTrail(
      ctx.db,
      k.customer.id,
      `KeyGo reimbursement of ${pounds} to the card ending ${account.cardLast4} failed`,
      staff.email,
      now,
    );
  }
  ctx.status = 201;
  return {
    result: { id: row.id, amount: row.amount, status, balance: status === 'CARD_SUCCESS' ? 0 : account.balance },
  };
};
