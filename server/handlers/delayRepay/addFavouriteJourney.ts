// 001 §5 one-click: origin and destination required and different, a weekday for the weekday type, at most 50
// journeys (§9); §7 POST /delay-repay/favourite-journey/customer/{userId}.
import { requireStaff, type Handler } from '../../context';
import { favouriteJourneys } from '../../db/schema';
import { readJourneyInput, toFavouriteJourney, withinJourneyLimit } from './favouriteJourneyRecord';

export const addFavouriteJourney: Handler<'addFavouriteJourney'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const values = await readJourneyInput(ctx.db, ctx.body as never);
  const row = await withinJourneyLimit(
    ctx,
    staff.brand,
    values,
    staff.profile.config.oneClickMaxJourneys,
    async (tx, customerId) => {
      const [inserted] = await tx
        .insert(favouriteJourneys)
        .values({ ...values, customerId, brand: staff.brand })
        .returning();
      return inserted;
    },
  );
  return { result: toFavouriteJourney(row) };
};
