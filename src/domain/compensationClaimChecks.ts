// 001 §4 Compensation claim states and availability checks (canResendEmail, canAmend, canAddPayment, canProcess,
// canReject, isWhitelistable, isCurrentClaim) and §6 both toolbars: the console's toolbar and the server's state
// transitions use these same functions, so a button shows exactly when its call would be accepted.
import type { CompensationClaimState } from './compensationReference';

export type CompensationClaimType = 'whitelist' | 'season' | 'non-season';

export interface ClaimForChecks {
  type: CompensationClaimType;
  claimState: CompensationClaimState | string;
  /** a whitelist claim, or a manual season claim added to the whitelist */
  whitelisted: boolean;
  schemeName: string;
}

/** Resend the passcode e-mail: whitelisted season-new claims (any user). */
export const canResendEmail = (c: ClaimForChecks) => c.whitelisted && c.claimState === 'season-new';
/** Amend: rejected when not whitelisted, season-new when whitelisted. */
export const canAmend = (c: ClaimForChecks) =>
  c.whitelisted ? c.claimState === 'season-new' : c.claimState === 'rejected';
/** Add an incremental payment: approved or complete. */
export const canAddPayment = (c: ClaimForChecks) => c.claimState === 'approved' || c.claimState === 'complete';
/** Process (the customer's passcode and photocard): whitelisted season-new claims. */
export const canProcess = (c: ClaimForChecks) => c.whitelisted && c.claimState === 'season-new';
/** Reject: season-new only — whitelisted or not (docs/decisions/0236-compensation-claim-reject.md: the HQ user rejects a manual season-new claim). */
export const canReject = (c: ClaimForChecks) => c.claimState === 'season-new';
/** Add to the whitelist: a rejected manual season claim not whitelisted yet. */
export const isWhitelistable = (c: ClaimForChecks) =>
  c.type === 'season' && !c.whitelisted && c.claimState === 'rejected';
/** A claim of the brand's current scheme; an old scheme's toolbar shows only a warning. */
export const isCurrentClaim = (c: ClaimForChecks, currentScheme: string) => c.schemeName === currentScheme;

export type CompensationAction = 'resendEmail' | 'amend' | 'addPayment' | 'process' | 'reject' | 'addToWhitelist';

/** Named permission (brands/_defaults.yaml) of each action on each toolbar (001 §6). */
export const ACTION_PERMISSIONS: Record<
  'whitelist' | 'season' | 'non-season',
  Partial<Record<CompensationAction, string>>
> = {
  whitelist: {
    resendEmail: 'canResendClaimEmail',
    amend: 'canAmendWhitelistClaim',
    addPayment: 'canAddClaimPayment',
    process: 'canProcessWhitelistClaim',
    reject: 'canRejectWhitelistClaim',
  },
  season: {
    amend: 'canAmendManualClaim',
    addPayment: 'canAddClaimPayment',
    reject: 'canRejectManualClaim',
    addToWhitelist: 'canAddToWhitelist',
  },
  'non-season': { amend: 'canAmendManualClaim', addPayment: 'canAddClaimPayment', reject: 'canRejectManualClaim' },
};

const AVAILABLE: Record<CompensationAction, (c: ClaimForChecks) => boolean> = {
  resendEmail: canResendEmail,
  amend: canAmend,
  addPayment: canAddPayment,
  process: canProcess,
  reject: canReject,
  addToWhitelist: isWhitelistable,
};

export const toolbarKind = (c: ClaimForChecks): 'whitelist' | 'season' | 'non-season' =>
  c.whitelisted ? 'whitelist' : c.type;

/**
 * Whether an action is offered on a claim for a user (`allowed` answers named permissions with checkGate).
 * Old scheme: nothing (the toolbar shows only a warning).
 * @example compensationActionAllowed('reject', claim, 'COMP2018', (p) => p !== 'canRejectManualClaim') // false
 */
export function compensationActionAllowed(
  action: CompensationAction,
  c: ClaimForChecks,
  currentScheme: string,
  allowed: (permission: string) => boolean,
): boolean {
  if (!isCurrentClaim(c, currentScheme)) return false;
  const permission = ACTION_PERMISSIONS[toolbarKind(c)][action];
  return !!permission && AVAILABLE[action](c) && allowed(permission);
}

/** The toolbar's actions, in order. */
export function compensationToolbar(
  c: ClaimForChecks,
  currentScheme: string,
  allowed: (permission: string) => boolean,
): CompensationAction[] {
  return (Object.keys(AVAILABLE) as CompensationAction[]).filter((a) =>
    compensationActionAllowed(a, c, currentScheme, allowed),
  );
}
