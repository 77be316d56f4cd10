// 001 §7 PUT /customers/{id} with emailMarketing, smsMarketing, brandUpdate (the call's marketing form; its name form
// is server/handlers/smartcards/changeCustomerName): canModifyMarketingPreferences, the under-16 rule applied from the
// account's date of birth, a trail row saying what was set.
import { eq } from 'drizzle-orm';
import { checkGate } from '../../../src/domain/checkGate';
import { marketingFlagsApplied, type MarketingFlags } from '../../../src/domain/marketingFlagsApplied';
import { marketingPreferencesFor } from '../../../src/domain/marketingPreferencesFor';
import { requireStaff, type CallContext } from '../../context';
import { customers } from '../../db/schema';
import { forbidden } from '../../errors';
import { findLiveCustomer } from '../customers/findLiveCustomer';
import { writeCustomerTrail } from '../customers/writeCustomerTrail';
import { nowOf } from '../smartcards/today';
import { customerIsOver16 } from './customerIsOver16';

const WORDS: Record<keyof MarketingFlags, string> = {
  emailMarketing: 'promotions and products by e-mail',
  smsMarketing: 'promotions and products by SMS',
  brandUpdate: 'service updates',
};

/** True when the body is the marketing form of PUT /customers/{id}. */
export function isMarketingUpdate(body: Record<string, unknown>): boolean {
  return Object.keys(WORDS).some((key) => key in body);
}

export async function updateCustomerMarketing(ctx: CallContext) {
  const staff = requireStaff(ctx);
  if (!checkGate({ permission: 'canModifyMarketingPreferences' }, staff.gateContext)) throw forbidden();
  const customer = await findLiveCustomer(ctx.db, staff.brand, ctx.params.id);
  const flags = ctx.body as MarketingFlags;
  const isOver16 = customerIsOver16(ctx, customer);
  const current = marketingPreferencesFor(customer.preferences as Record<string, unknown>, isOver16);
  const preferences = marketingFlagsApplied(current, flags, isOver16);
  await ctx.db.update(customers).set({ preferences }).where(eq(customers.id, customer.id));
  const said = (Object.keys(WORDS) as Array<keyof MarketingFlags>)
    .filter((k) => flags[k] !== undefined)
    .map((k) => `${WORDS[k]} ${flags[k] ? 'on' : 'off'}`);
  await writeCustomerTrail(
    ctx.db,
    customer.id,
    `Marketing preferences updated: ${said.join(', ')}`,
    staff.email,
    nowOf(ctx),
  );
  return { result: preferences };
}
