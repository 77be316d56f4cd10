// 001 §2 Delay-repay search, §3 filters, §5 rules (src/domain/delayRepayFilterErrors), §9 sort options and page size;
// §7 GET /delay-repay/claims/customer (reply result, pagination).
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { delayRepayFilterErrors, type DelayRepayFilters } from '../../../src/domain/delayRepayFilterErrors';
import { statesOfGroup, type DelayRepayStateGroup } from '../../../src/domain/delayRepayStateGroup';
import { londonToday } from '../../../src/domain/londonToday';
import { requireStaff, type Handler } from '../../context';
import { delayRepayClaims } from '../../db/schema';
import { ApiError, Codes } from '../../errors';
import { likePrefix, paging, selectPage } from '../paging';
import { stationNames, toClaimSummary, type ClaimRow } from './claimRecord';

type Query = DelayRepayFilters &
  Partial<Record<DelayRepayStateGroup, boolean>> & { claimType?: string[]; sorting?: string };

const ORDER: Record<string, SQL[]> = {
  'date-desc': [desc(delayRepayClaims.submitted), desc(delayRepayClaims.id)],
  'date-asc': [asc(delayRepayClaims.submitted), asc(delayRepayClaims.id)],
  'refundAmount-desc': [sql`${delayRepayClaims.refundAmount} DESC NULLS LAST`, desc(delayRepayClaims.id)],
  'refundAmount-asc': [sql`${delayRepayClaims.refundAmount} ASC NULLS LAST`, asc(delayRepayClaims.id)],
};

export const searchDelayRepayClaims: Handler<'searchDelayRepayClaims'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const raw = ctx.query as Query;
  // a claim reference is compared in capitals: 'drso000301' is DRSO000301 (as `comp…` is a COMP reference)
  const q: Query = raw.claimRef ? { ...raw, claimRef: raw.claimRef.toUpperCase() } : raw;
  const errors = delayRepayFilterErrors(q, londonToday());
  if (Object.keys(errors).length) {
    throw new ApiError(
      400,
      Object.entries(errors).map(([field, message]) => ({
        code: Codes.VALIDATION,
        message: message!,
        fields: [field],
      })),
    );
  }
  const c = delayRepayClaims;
  const where: SQL[] = [eq(c.brand, staff.brand)];
  const text = (v: string | undefined) => v?.trim() || undefined;
  if (text(q.claimRef)) where.push(eq(sql`upper(${c.claimRef})`, q.claimRef!.trim().toUpperCase()));
  if (text(q.requestId)) where.push(eq(c.requestId, q.requestId!.trim()));
  if (text(q.customerId)) where.push(eq(c.customerId, Number(q.customerId)));
  if (text(q.email)) where.push(sql`lower(${c.email}) LIKE ${likePrefix(q.email!.trim().toLowerCase())}`);
  if (text(q.postcode)) {
    where.push(
      sql`upper(replace(${c.postcode}, ' ', '')) LIKE ${likePrefix(q.postcode!.replace(/\s/g, '').toUpperCase())}`,
    );
  }
  if (text(q.photocardNumber))
    where.push(eq(sql`upper(${c.photocardNumber})`, q.photocardNumber!.trim().toUpperCase()));
  if (text(q.smartcardNumber)) where.push(eq(c.smartcardNumber, q.smartcardNumber!.replace(/[\s-]/g, '')));
  if (text(q.utn)) where.push(eq(sql`upper(${c.ticketNumber})`, q.utn!.trim().toUpperCase()));
  if (q.dateFrom) where.push(gte(c.journeyDate, q.dateFrom));
  if (q.dateTo) where.push(lte(c.journeyDate, q.dateTo));
  if (q.refundAmountFrom !== undefined) where.push(gte(c.refundAmount, q.refundAmountFrom));
  if (q.refundAmountTo !== undefined) where.push(lte(c.refundAmount, q.refundAmountTo));
  const groups = (['approved', 'rejected', 'pending', 'awaitingInformation'] as const).filter((g) => q[g] === true);
  if (groups.length) where.push(inArray(c.state, groups.flatMap(statesOfGroup)));
  if (q.claimType?.length) where.push(inArray(c.claimType, q.claimType));
  const condition = and(...where);

  const p = paging(ctx.query, staff.profile.config.paginationSize);
  const { rows, total } = await selectPage(
    ctx.db,
    p,
    ctx.db
      .select()
      .from(c)
      .where(condition)
      .orderBy(...ORDER[q.sorting ?? staff.profile.config.delayRepayDefaultSort]),
    { table: c, where: condition },
  );
  const names = await stationNames(ctx.db, rows as ClaimRow[]);
  return {
    result: (rows as ClaimRow[]).map((row) => toClaimSummary(row, names)),
    pagination: { limit: p.limit, page: p.page, total, moreResultsAvailable: p.offset + rows.length < total },
  };
};
