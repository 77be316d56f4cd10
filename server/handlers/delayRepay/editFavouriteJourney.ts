// 001 §5 one-click rules as for add; §7 PUT /delay-repay/favourite-journey/customer/{userId}/journeys/{journeyId}.
// The limit counts the customer's other journeys plus the edited one.
import { and, eq } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import { favouriteJourneys } from '../../db/schema';
import { notFound } from '../../errors';
import { readJourneyInput, toFavouriteJourney, withinJourneyLimit } from './favouriteJourneyRecord';

export const editFavouriteJourney: Handler<'editFavouriteJourney'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const values = await readJourneyInput(ctx.db, ctx.body as never);
  const row = await withinJourneyLimit(
    ctx,
    staff.brand,
    values,
    staff.profile.config.oneClickMaxJourneys,
    async (tx, customerId) => {
      const [updated] = await tx
        .update(favouriteJourneys)
        .set(values)
        .where(
          and(eq(favouriteJourneys.id, Number(ctx.params.journeyId)), eq(favouriteJourneys.customerId, customerId)),
        )
        .returning();
      if (!updated) throw notFound();
      return updated;
    },
    ctx.params.journeyId,
  );
  return { result: toFavouriteJourney(row) };
};
