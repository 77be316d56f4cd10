// 001 §2 one-click delay repay panel, §7 GET /delay-repay/favourite-journey/customer/{userId}/journeys (reply journeys),
// with the opt-in (the list shows only for customers who opted in), the count and the limit (§9: 50, counter from 40).
import { asc, eq } from 'drizzle-orm';
import { oneClickJourneyCount } from '../../../src/domain/oneClickJourneyCount';
import { requireStaff, type Handler } from '../../context';
import { favouriteJourneys } from '../../db/schema';
import { findCustomer } from '../customers/findCustomer';
import { isOptedIn, toFavouriteJourney } from './favouriteJourneyRecord';

export const listFavouriteJourneys: Handler<'listFavouriteJourneys'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const customer = await findCustomer(ctx.db, staff.brand, ctx.params.userId);
  const rows = await ctx.db
    .select()
    .from(favouriteJourneys)
    .where(eq(favouriteJourneys.customerId, customer.id))
    .orderBy(asc(favouriteJourneys.id));
  const journeys = rows.map(toFavouriteJourney);
  return {
    journeys,
    optedIn: isOptedIn(customer.preferences),
    count: oneClickJourneyCount(journeys),
    limit: staff.profile.config.oneClickMaxJourneys,
    counterFrom: staff.profile.config.oneClickCounterFrom,
  };
};
