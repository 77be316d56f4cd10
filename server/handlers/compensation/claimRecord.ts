// Shared by the compensation handlers: loading a claim of the caller's brand, its reply shapes, the §8 conflicts
// (claim exists → 401, on the whitelist → 409, e-mail taken → 409) and the state checks of src/domain.
import { randomBytes } from 'node:crypto';
import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { checkGate } from '../../../src/domain/checkGate';
import { compensationClaimErrors, type ClaimDraft } from '../../../src/domain/compensationClaimErrors';
import {
  compensationActionAllowed,
  compensationToolbar,
  isCurrentClaim,
  type ClaimForChecks,
  type CompensationAction,
  type CompensationClaimType,
} from '../../../src/domain/compensationClaimChecks';
import { withDefaultDelay } from '../../../src/domain/compensationClaimDelay';
import { compensationCodeOf } from '../../../src/domain/compensationCode';
import { compensationErrorText } from '../../../src/domain/compensationErrorText';
import { claimsInState, requestClaimsOf, type RequestClaimRecord } from '../../../src/domain/compensationRequestClaims';
import { compensationLimitsOf, type CompensationLimits } from '../../../src/domain/compensationLimits';
import type { CompensationClaimState } from '../../../src/domain/compensationReference';
import type { CompensationClaim } from '../../../src/generated/types/CompensationClaim';
import type { CompensationClaimSummary } from '../../../src/generated/types/CompensationClaimSummary';
import type { CompensationRoute } from '../../../src/generated/types/CompensationRoute';
import type { CompensationWeek } from '../../../src/generated/types/CompensationWeek';
import { requireStaff, type CallContext } from '../../context';
import { queryRows, type Db } from '../../db/connect';
import { compensationClaims } from '../../db/schema';
import { ApiError, Codes, forbidden, notFound } from '../../errors';
import { routesBetween } from './eligibilityRoutes';

export type ClaimRow = typeof compensationClaims.$inferSelect;

/** Error codes of the compensation calls (001 §8 names the statuses, not codes: these are the sandbox's). */
export const CompensationCodes = {
  CLAIM_EXISTS: 'COMPENSATION_CLAIM_EXISTS',
  ON_WHITELIST: 'COMPENSATION_ON_WHITELIST',
  EMAIL_EXISTS: 'COMPENSATION_EMAIL_EXISTS',
  INVALID_PASSCODE: 'COMPENSATION_INVALID_PASSCODE',
  STATE: 'COMPENSATION_STATE',
} as const;

export const CLAIM_TYPE_NAMES: Record<CompensationClaimType, CompensationClaim['claimType']> = {
  whitelist: 'whitelist',
  season: 'season-ticket-compensation',
  'non-season': 'daily-ticket-compensation',
};

export const limitsOf = (ctx: CallContext): CompensationLimits =>
  compensationLimitsOf(requireStaff(ctx).profile.config);

export const checksOf = (row: ClaimRow): ClaimForChecks => ({
  type: row.type as CompensationClaimType,
  claimState: row.state,
  whitelisted: row.whitelisted,
  schemeName: row.schemeName,
});

/** The claim of the caller's brand (404 otherwise), locked for the call's transaction when it will change it. */
export async function loadClaim(ctx: CallContext, requestId: string, forUpdate = false): Promise<ClaimRow> {
  const staff = requireStaff(ctx);
  const where = and(eq(compensationClaims.requestId, requestId), eq(compensationClaims.brand, staff.brand));
  const query = ctx.db.select().from(compensationClaims).where(where).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/**
 * Refuses an action the toolbar would not offer: 403 when the caller's level lacks its permission, 409 when the
 * claim's state, type or scheme does not allow it (src/domain/compensationClaimChecks).
 */
export function requireAction(ctx: CallContext, row: ClaimRow, action: CompensationAction): void {
  const staff = requireStaff(ctx);
  const allowed = (p: string) => checkGate({ permission: p }, staff.gateContext);
  const current = limitsOf(ctx).currentScheme;
  if (compensationActionAllowed(action, checksOf(row), current, allowed)) return;
  if (compensationActionAllowed(action, checksOf(row), current, () => true)) throw forbidden();
  throw ApiError.of(409, CompensationCodes.STATE, `The claim (${row.state}) does not allow this action`);
}

/** 400 naming every path of compensationClaimErrors, each with its text (src/domain/compensationErrorText). */
export function requireValidDraft(draft: ClaimDraft, limits: CompensationLimits): void {
  const errors = compensationClaimErrors(draft, limits);
  if (Object.keys(errors).length) {
    throw new ApiError(
      400,
      Object.entries(errors).map(([path, key]) => ({
        code: Codes.VALIDATION,
        message: compensationErrorText(key, limits),
        fields: [path],
      })),
    );
  }
}

/** A 400 of one field with the text of a compensation error key. */
export const fieldError = (ctx: CallContext, key: string, field: string) =>
  ApiError.of(400, Codes.VALIDATION, compensationErrorText(key, limitsOf(ctx)), [field]);

/** Photocards of a draft (season tickets and the whitelist photocard). */
export function photocardsOf(draft: Pick<ClaimDraft, 'routes' | 'weeks' | 'photocardNumber'>): string[] {
  const numbers = [
    draft.photocardNumber,
    ...(draft.routes ?? []).flatMap((r) => (r.tickets ?? []).map((t) => t.photocardNumber)),
    ...(draft.weeks ?? []).flatMap((w) =>
      (w.days ?? []).flatMap((d) => [d.outward?.photocardNumber, d.return?.photocardNumber]),
    ),
  ];
  return [...new Set(numbers.map((n) => n?.trim().toUpperCase()).filter((n): n is string => !!n))];
}

const lower = (v: string) => v.trim().toLowerCase();

/** 409 when the e-mail or a photocard is on the brand's whitelist (another request than `except`). */
export async function refuseWhitelisted(
  db: Db,
  brand: string,
  email: string | undefined,
  photocards: string[],
  except?: string,
): Promise<void> {
  const c = compensationClaims;
  const who: SQL[] = [];
  if (email) who.push(eq(sql`lower(${c.email})`, lower(email)));
  for (const p of photocards) who.push(eq(sql`upper(${c.photocardId})`, p));
  if (!who.length) return;
  const where = [eq(c.brand, brand), eq(c.whitelisted, true), or(...who)!];
  if (except) where.push(ne(c.requestId, except));
  const [hit] = await db
    .select({ id: c.id })
    .from(c)
    .where(and(...where))
    .limit(1);
  if (hit)
    throw ApiError.of(409, CompensationCodes.ON_WHITELIST, 'The customer or photocard is already on the whitelist', [
      'customer.email',
    ]);
}

/** 401 when the customer already has a claim of that kind in the current scheme (a rejected one does not count). */
export async function refuseExistingClaim(
  db: Db,
  brand: string,
  scheme: string,
  kind: string,
  email: string | undefined,
): Promise<void> {
  if (!email) return;
  const c = compensationClaims;
  const [hit] = await db
    .select({ id: c.id })
    .from(c)
    .where(
      and(
        eq(c.brand, brand),
        eq(c.schemeName, scheme),
        eq(c.type, kind),
        eq(sql`lower(${c.email})`, lower(email)),
        ne(c.state, 'rejected'),
      ),
    )
    .limit(1);
  if (hit)
    throw ApiError.of(401, CompensationCodes.CLAIM_EXISTS, 'A claim already exists for this customer', [
      'customer.email',
    ]);
}

/** 409 when another claim of the brand has this e-mail (001 §8 amend). */
export async function refuseTakenEmail(db: Db, brand: string, email: string, requestId: string): Promise<void> {
  const c = compensationClaims;
  const [hit] = await db
    .select({ id: c.id })
    .from(c)
    .where(and(eq(c.brand, brand), eq(sql`lower(${c.email})`, lower(email)), ne(c.requestId, requestId)))
    .limit(1);
  if (hit)
    throw ApiError.of(409, CompensationCodes.EMAIL_EXISTS, 'The e-mail address belongs to another claim', ['email']);
}

/** Next claim id with its request id and claim reference (both derived from it, so they are unique and stable). */
export async function nextClaimIds(db: Db): Promise<{ id: number; requestId: string; claimRef: string }> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select nextval(pg_get_serial_sequence('compensation_claims', 'id'))::int as id`,
  );
  const id = Number(row!.id);
  return { id, ...claimIdsOf(id) };
}
export const claimIdsOf = (id: number) => ({
  requestId: `CR-${String(id).padStart(8, '0')}`,
  claimRef: String(100000 + id),
});

/** The unique code a whitelisted customer is e-mailed (8 letters and digits, no look-alikes). */
export function newPasscode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(8)].map((b) => alphabet[b % alphabet.length]).join('');
}

/** The row's columns of a draft (customer and tickets). */
export function columnsOfDraft(draft: ClaimDraft) {
  const c = draft.customer ?? {};
  const a = c.address ?? {};
  const text = (v: string | undefined) => (v?.trim() ? v.trim() : null);
  return {
    title: c.title!.trim(),
    firstNames: c.firstNames!.trim(),
    surname: c.surname!.trim(),
    email: draft.bypassEmailCheck && draft.kind !== 'whitelist' ? text(c.email) : c.email!.trim(),
    phoneNumber: c.phoneNumber!.trim(),
    bankClaims: !!c.bankClaims,
    line1: a.line1!.trim(),
    line2: text(a.line2),
    line3: draft.bypassCustomerCheck && draft.kind !== 'whitelist' ? null : text(a.line3),
    town: a.town!.trim(),
    postcode: a.postcode!.trim().toUpperCase(),
    country: a.country!,
    requestInformation: draft.kind === 'non-season' ? draft.requestInformation!.trim() : null,
    bypassEmailCheck: !!draft.bypassEmailCheck,
    bypassCustomerCheck: !!draft.bypassCustomerCheck,
    routes: draft.kind === 'season' ? withDefaultDelay(draft.routes) : [],
    weeks: draft.kind === 'non-season' ? withDefaultDelay(draft.weeks) : [],
  };
}

/** The eligibility service's description of a route code between two stations (001 §3 routeDescription). */
export const routeDescription = (origin?: string, destination?: string, routeCode?: string): string | null =>
  (origin && destination && routesBetween(origin, destination).find((r) => r.routeCode === routeCode)?.description) ||
  null;

/** 001 §3 the claims of a new (or amended) request in `state`, one per ticket (src/domain/compensationRequestClaims). */
export const claimsOfDraft = (draft: ClaimDraft, requestRowId: number, state: string): RequestClaimRecord[] =>
  requestClaimsOf(draft, { requestRowId, state, routeDescription });

/** The row's claims; a request saved before they were recorded (migration 0009) reads them from its tickets. */
export const claimsOfRow = (row: ClaimRow): RequestClaimRecord[] =>
  row.claims.length
    ? row.claims
    : claimsInState(claimsOfDraft(draftOfRow(row), row.id, row.state), row.state, row.rejectionReason);

/** 001 §9 compensationBrand: the name the scheme is run under, by default the brand's own. */
export const compensationBrandOf = (ctx: CallContext): string => {
  const profile = requireStaff(ctx).profile;
  return (profile.config.compensationBrand as string | null) ?? profile.displayName;
};

export const displayRef = (claimRef: string) => `COMP${claimRef}`;

/** The row's state: the column holds 001 §4's states only (the seed and the calls here write nothing else). */
export const stateOf = (row: ClaimRow) => row.state as CompensationClaimState;

export function toSummary(row: ClaimRow): CompensationClaimSummary {
  return {
    requestId: row.requestId,
    claimId: row.id,
    claimRef: displayRef(row.claimRef),
    claimType: CLAIM_TYPE_NAMES[row.type as CompensationClaimType],
    isWhitelisted: row.whitelisted,
    claimState: stateOf(row),
    customerEmail: row.email,
    customerPostcode: row.postcode,
    photocardId: row.photocardId,
    scheme: row.schemeName,
  };
}

export function toDetail(ctx: CallContext, row: ClaimRow): CompensationClaim {
  const staff = requireStaff(ctx);
  const current = limitsOf(ctx).currentScheme;
  return {
    requestId: row.requestId,
    claimId: row.id,
    claimRef: displayRef(row.claimRef),
    schemeName: row.schemeName,
    compensationBrand: compensationBrandOf(ctx),
    compensationCode: compensationCodeOf({
      kind: row.type as CompensationClaimType,
      routes: row.routes,
      weeks: row.weeks,
    }),
    type: row.type as CompensationClaimType,
    claimType: CLAIM_TYPE_NAMES[row.type as CompensationClaimType],
    claimState: stateOf(row),
    whiteListed: row.whitelisted,
    requestInformation: row.requestInformation,
    refundComment: row.refundComment,
    rejectionReason: row.rejectionReason,
    emailLastSent: row.emailLastSent?.toISOString() ?? null,
    compensationAmount: row.compensationAmount,
    customer: {
      title: row.title,
      firstNames: row.firstNames,
      surname: row.surname,
      email: row.email,
      phoneNumber: row.phoneNumber,
      bankClaims: row.bankClaims,
      photocardId: row.photocardId,
      customerId: row.customerId,
      address: {
        line1: row.line1,
        line2: row.line2,
        line3: row.line3,
        town: row.town,
        postcode: row.postcode,
        country: row.country,
      },
    },
    // CHEQUE by default, else a method the complete call's body allowed (an enum there)
    reimbursement: { method: row.reimbursementMethod as CompensationClaim['reimbursement']['method'] },
    bypassEmailCheck: row.bypassEmailCheck,
    bypassCustomerCheck: row.bypassCustomerCheck,
    // a claim saved before delays were recorded has the default too; the drafts were saved as the declaration of the
    // add / amend body allowed them (the same route and week entities), so their text fields are the enums declared
    routes: withDefaultDelay(row.routes) as CompensationRoute[],
    weeks: withDefaultDelay(row.weeks) as CompensationWeek[],
    // the records hold 001 §4 states, 001 §3 delay lengths and the saved tickets (written only by claimsOfDraft and
    // claimsInState from the declared drafts)
    claims: claimsOfRow(row).map((c) => ({
      ...c,
      claimType: CLAIM_TYPE_NAMES[row.type as CompensationClaimType],
      whiteListed: row.whitelisted,
    })) as CompensationClaim['claims'],
    payments: row.payments,
    isCurrentClaim: isCurrentClaim(checksOf(row), current),
    actions: compensationToolbar(checksOf(row), current, (p) => checkGate({ permission: p }, staff.gateContext)),
  };
}

/** The draft a claim row was made from (for an amend). */
export function draftOfRow(row: ClaimRow): ClaimDraft {
  return {
    kind: row.type as CompensationClaimType,
    customer: {
      title: row.title,
      firstNames: row.firstNames,
      surname: row.surname,
      email: row.email ?? undefined,
      phoneNumber: row.phoneNumber,
      bankClaims: row.bankClaims,
      address: {
        line1: row.line1,
        line2: row.line2 ?? undefined,
        line3: row.line3 ?? undefined,
        town: row.town,
        postcode: row.postcode,
        country: row.country,
      },
    },
    routes: row.routes,
    weeks: row.weeks,
    requestInformation: row.requestInformation ?? undefined,
    compensationAmount: row.compensationAmount ?? undefined,
    photocardNumber: row.photocardId ?? undefined,
  };
}
