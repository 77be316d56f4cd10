// 001 §2 claim search, §3 search result and filter, §5 search rules; §7 GET /delay-repay/compensation.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  claimRefDigits,
  compensationSearchErrors,
  type CompensationFilters,
} from '../../../src/domain/compensationSearchErrors';
import { requireStaff, type Handler } from '../../context';
import { compensationClaims } from '../../db/schema';
import { ApiError, Codes } from '../../errors';
import { likePrefix, links, paging, selectPage } from '../paging';
import { toSummary, type ClaimRow } from './claimRecord';

/** The search's reasons in words: the search screen lists them in the results' place. */
const SEARCH_TEXTS: Record<string, string> = {
  required: 'Choose a scheme',
  unknownScheme: 'Choose one of the schemes offered',
  atLeastTwoFilters: 'Enter at least 2 search filters besides the scheme',
  badClaimRef: 'The claim reference is COMP followed by 1 to 10 digits',
  badRequestId: 'The request id has letters, digits and dashes only',
  badCustomerId: 'The customer id is a number',
  tooShort: 'Enter at least 2 characters',
};

export const searchCompensationClaims: Handler<'searchCompensationClaims'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const q = ctx.query as CompensationFilters;
  // 001 §9 compensationSchemes: the schemes a brand's claims are searched in
  const errors = compensationSearchErrors(q, staff.profile.config.compensationSchemes);
  if (Object.keys(errors).length) {
    throw new ApiError(
      400,
      Object.entries(errors).map(([field, key]) => ({
        code: Codes.VALIDATION,
        message: SEARCH_TEXTS[key] ?? key,
        fields: [field],
      })),
    );
  }
  const c = compensationClaims;
  const t = (v: string | undefined) => v?.trim() || undefined;
  const where: SQL[] = [eq(c.brand, staff.brand), eq(c.schemeName, q.scheme!.trim())];
  if (t(q.requestId)) where.push(eq(c.requestId, q.requestId!.trim().toUpperCase()));
  if (t(q.claimRef)) where.push(eq(c.claimRef, claimRefDigits(q.claimRef!)!.replace(/^0+(?=\d)/, '')));
  if (t(q.customerId)) where.push(eq(c.customerId, Number(q.customerId)));
  if (t(q.email)) where.push(sql`lower(${c.email}) LIKE ${likePrefix(q.email!.trim().toLowerCase())}`);
  if (t(q.postcode))
    where.push(
      sql`upper(replace(${c.postcode}, ' ', '')) LIKE ${likePrefix(q.postcode!.replace(/\s/g, '').toUpperCase())}`,
    );
  if (t(q.photocardId)) where.push(eq(sql`upper(${c.photocardId})`, q.photocardId!.trim().toUpperCase()));
  const condition = and(...where);
  const p = paging(ctx.query, staff.profile.config.defaultPaginationLimit);
  const { rows, total } = await selectPage(
    ctx.db,
    p,
    ctx.db.select().from(c).where(condition).orderBy(desc(c.created), desc(c.id)),
    { table: c, where: condition },
  );
  return {
    result: (rows as ClaimRow[]).map(toSummary),
    pagination: { limit: p.limit, page: p.page, total, moreResultsAvailable: p.offset + rows.length < total },
    // the sandbox's paging convention too, which the console's search screens read
    links: links(p, total),
  };
};
