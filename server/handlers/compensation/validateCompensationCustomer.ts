// 001 §7 POST /delay-repay/compensation/validate-customer, §8: 401 a claim exists for the customer, 409 on the whitelist.
import { requireStaff, type Handler } from '../../context';
import { limitsOf, refuseExistingClaim, refuseWhitelisted } from './claimRecord';

export const validateCompensationCustomer: Handler<'validateCompensationCustomer'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const body = ctx.body as { email?: string; kind?: string; photocardNumbers?: string[] };
  const limits = limitsOf(ctx);
  await refuseWhitelisted(
    ctx.db,
    staff.brand,
    body.email,
    (body.photocardNumbers ?? []).map((p) => p.trim().toUpperCase()).filter(Boolean),
  );
  for (const kind of body.kind ? [body.kind] : ['season', 'non-season'])
    await refuseExistingClaim(ctx.db, staff.brand, limits.currentScheme, kind, body.email);
  return undefined;
};
