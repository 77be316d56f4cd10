// 001 §7 PUT /customers/{id}/smartcard/keygo/reimbursement/{reimbursementId}: after a failed card withdrawal, a cheque
// to the account's postal address (takes up to 10 days); no address → the cheque fails (409, nothing changed).
import { and, asc, eq } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import { addresses, keyGoAccounts, keyGoReimbursements } from '../../db/schema';
import { notFound } from '../../errors';
import { writeCustomerTrail } from '../customers/writeCustomerTrail';
import { loadKeyGo, requireOpenKeyGo } from './keyGoCard';
import { KeyGoCodes, keyGoConflict } from './keyGoErrors';

export const updateKeyGoReimbursement: Handler<'updateKeyGoReimbursement'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const now = ctx.settings.clock();
  const k = await loadKeyGo(ctx);
  const { card, account } = await requireOpenKeyGo(ctx.db, k, true);
  const [row] = await ctx.db
    .select()
    .from(keyGoReimbursements)
    .where(
      and(
        eq(keyGoReimbursements.id, Number(ctx.params.reimbursementId)),
        eq(keyGoReimbursements.customerId, k.customer.id),
      ),
    );
  if (!row) throw notFound();
  if (row.status !== 'CARD_FAILED')
    throw keyGoConflict(
      KeyGoCodes.REIMBURSEMENT_ERROR,
      `The reimbursement is ${row.status}: a cheque follows only a failed card withdrawal`,
    );
  const [address] = await ctx.db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, k.customer.id))
    .orderBy(asc(addresses.id))
    .limit(1);
  if (!address)
    throw keyGoConflict(
      KeyGoCodes.REIMBURSEMENT_ERROR,
      'The cheque could not be issued: the account has no postal address',
    );
  if (account.balance <= 0)
    throw keyGoConflict(KeyGoCodes.REIMBURSEMENT_ERROR, 'Nothing to reimburse: the balance is not above £0.00');
  const [changed] = await ctx.db
    .update(keyGoReimbursements)
    .set({ status: 'CHEQUE_REQUESTED', amount: account.balance, updated: now })
    .where(and(eq(keyGoReimbursements.id, row.id), eq(keyGoReimbursements.status, 'CARD_FAILED')))
    .returning();
  if (!changed) throw keyGoConflict(KeyGoCodes.CONFLICT, 'The reimbursement was changed by someone else');
  await ctx.db.update(keyGoAccounts).set({ balance: 0 }).where(eq(keyGoAccounts.smartcardId, card.id));
  await writeCustomerTrail(
    ctx.db,
    k.customer.id,
    `KeyGo balance of £${(account.balance / 100).toFixed(2)} to be reimbursed by cheque to ${address.line1}, ${address.postCode}`,
    staff.email,
    now,
  );
  return { result: { id: row.id, amount: account.balance, status: 'CHEQUE_REQUESTED', balance: 0 } };
};
