// 001 §4 deletion request pending → approved or rejected; approval is refused while products remain on the
// account's smartcard (src/domain/smartcardProductsRemain, the rule removal and transfer use). An approval deletes
// the account (deleted = true). The request row is locked, so of two decisions at once exactly one is taken.
import { eq } from 'drizzle-orm';
import { smartcardProductsRemain } from '../../../src/domain/smartcardProductsRemain';
import { requireStaff, type Handler } from '../../context';
import { customers, deactivationRequests } from '../../db/schema';
import { ApiError, Codes } from '../../errors';
import { findCustomer } from '../customers/findCustomer';
import { writeCustomerTrail } from '../customers/writeCustomerTrail';
import { cardProducts, currentCard } from '../smartcards/currentCard';
import { nowOf, todayOf } from '../smartcards/today';
import { DeactivationCodes, deactivationView, lockedRequest } from './deactivationRequests';

type DecisionCall = 'approveCustomerDeactivation' | 'rejectCustomerDeactivation';

export function decideCustomerDeactivation<Id extends DecisionCall>(decision: 'APPROVED' | 'REJECTED'): Handler<Id> {
  const handler: Handler<DecisionCall> = async (ctx) => {
    const staff = requireStaff(ctx);
    const customer = await findCustomer(ctx.db, staff.brand, ctx.params.id);
    const request = await lockedRequest(ctx.db, customer.id, ctx.params.rid);
    if (request.state !== 'PENDING')
      throw ApiError.of(409, Codes.CONFLICT, `The deletion request is ${request.state}, no longer pending`, ['state']);
    if (decision === 'APPROVED') {
      const card = await currentCard(ctx.db, customer);
      if (card && smartcardProductsRemain(await cardProducts(ctx.db, card.id), todayOf(ctx))) {
        throw ApiError.of(
          409,
          DeactivationCodes.PRODUCTS_REMAIN,
          'The account cannot be deleted while products remain on its smartcard',
          [],
        );
      }
      await ctx.db.update(customers).set({ deleted: true }).where(eq(customers.id, customer.id));
    }
    const now = nowOf(ctx);
    const [row] = await ctx.db
      .update(deactivationRequests)
      .set({ state: decision, decidedBy: staff.email, decidedAt: now })
      .where(eq(deactivationRequests.id, request.id))
      .returning();
    await writeCustomerTrail(
      ctx.db,
      customer.id,
      decision === 'APPROVED' ? 'Account deletion approved: account deleted' : 'Account deletion rejected',
      staff.email,
      now,
    );
    return { result: deactivationView(row) };
  };
  // both calls declare one reply, the request as decided: this handler answers it for each
  return handler as Handler<Id>;
}
