// 001 §2 related-claims panel: the same customer's other claims (hidden path, docs/api/compensation.md).
import { and, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import { compensationClaims } from '../../db/schema';
import { CLAIM_TYPE_NAMES, displayRef, loadClaim, stateOf } from './claimRecord';
import type { CompensationClaimType } from '../../../src/domain/compensationClaimChecks';

export const getRelatedCompensationClaims: Handler<'getRelatedCompensationClaims'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const row = await loadClaim(ctx, ctx.params.requestId!);
  const c = compensationClaims;
  const same: SQL[] = [and(eq(c.postcode, row.postcode), eq(sql`lower(${c.surname})`, row.surname.toLowerCase()))!];
  if (row.email) same.push(eq(sql`lower(${c.email})`, row.email.toLowerCase()));
  if (row.photocardId) same.push(eq(c.photocardId, row.photocardId));
  const rows = await ctx.db
    .select()
    .from(c)
    .where(and(eq(c.brand, staff.brand), ne(c.id, row.id), or(...same)))
    .orderBy(desc(c.created), desc(c.id))
    .limit(50);
  return {
    result: rows.map((r) => ({
      id: r.id,
      requestId: r.requestId,
      claimRef: displayRef(r.claimRef),
      claimState: stateOf(r),
      claimType: CLAIM_TYPE_NAMES[r.type as CompensationClaimType],
      customerEmail: r.email,
      customerPostcode: r.postcode,
      scheme: r.schemeName,
    })),
  };
};
