// 001 §7 DELETE /delay-repay/favourite-journey/customer/{userId}/journeys/{journeyId} (204; the console asks ARE_YOU_SURE first).
import { and, eq } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import { favouriteJourneys } from '../../db/schema';
import { notFound } from '../../errors';
import { findCustomer } from '../customers/findCustomer';

export const removeFavouriteJourney: Handler<'removeFavouriteJourney'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const customer = await findCustomer(ctx.db, staff.brand, ctx.params.userId);
  const removed = await ctx.db
    .delete(favouriteJourneys)
    .where(and(eq(favouriteJourneys.id, Number(ctx.params.journeyId)), eq(favouriteJourneys.customerId, customer.id)))
    .returning({ id: favouriteJourneys.id });
  if (removed.length === 0) throw notFound();
  return undefined;
};
