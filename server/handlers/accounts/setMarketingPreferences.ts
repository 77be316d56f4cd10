// 001 §7 POST /customers/{id}/preferences; §4 under 16 the promotions and products e-mail and SMS are forced off —
// applied here, whatever the console sent, by the rule the account panel shows (src/domain/marketingPreferencesFor).
// Whether the customer is over 16 is the account's fact (date of birth), not the request's.
import { eq } from 'drizzle-orm';
import { marketingPreferencesFor } from '../../../src/domain/marketingPreferencesFor';
import { requireStaff, type Handler } from '../../context';
import { customers } from '../../db/schema';
import { ApiError, Codes } from '../../errors';
import { findLiveCustomer } from '../customers/findLiveCustomer';
import { writeCustomerTrail } from '../customers/writeCustomerTrail';
import { nowOf } from '../smartcards/today';
import { customerIsOver16 } from './customerIsOver16';

export const setMarketingPreferences: Handler<'setMarketingPreferences'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const customer = await findLiveCustomer(ctx.db, staff.brand, ctx.params.id);
  const body = ctx.body as Record<string, unknown>;
  const allowed = staff.profile.config.brandPreferences as readonly string[];
  if (body.brandPreference != null && !allowed.includes(String(body.brandPreference))) {
    throw ApiError.of(
      400,
      Codes.VALIDATION,
      `brandPreference must be one of ${allowed.join(', ') || 'none'} for this brand`,
      ['brandPreference'],
    );
  }
  const preferences = marketingPreferencesFor(body, customerIsOver16(ctx, customer));
  await ctx.db.update(customers).set({ preferences }).where(eq(customers.id, customer.id));
  await writeCustomerTrail(ctx.db, customer.id, 'Marketing preferences updated', staff.email, nowOf(ctx));
  return { result: preferences };
};
