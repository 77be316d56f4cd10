// Compensation claim screens (schemas/screens/compensation): the claim accordion's action widgets, the toolbar's predicates — src/domain/compensationClaimChecks,
// the same functions the server refuses actions with — and the panels' derivations.
import { lazy } from 'react';
import { checkGate } from '../../domain/checkGate';
import {
  compensationActionAllowed,
  type ClaimForChecks,
  type CompensationAction,
} from '../../domain/compensationClaimChecks';
import { claimDurationParts, type ClaimDuration } from '../../domain/claimDurationParts';
import { compensationWeekRows } from '../../domain/compensationWeekRows';
import { whitelistProcessErrors } from '../../domain/whitelistProcessErrors';
import type { CompensationClaim } from '../../generated/types/CompensationClaim';
import {
  registerActionWidget,
  registerDerivation,
  registerFormat,
  registerFormRule,
  registerPredicate,
  type PredicateContext,
} from '../../runtime/registry';
import { formatDate } from '../../runtime/formats';

// 001 §7 the no-passcode variant of whitelist processing: a code left empty needs the photocard (docs/decisions/2576);
// the other 001 §5 rules are the form schema's
registerFormRule('whitelistProcessIdentity', (values): Record<string, string> => {
  const withPasscode = String(values.passcode ?? '').trim() !== '';
  return whitelistProcessErrors(values, { withPasscode }).photocardNumber === 'required'
    ? { photocardNumber: 'COMPENSATION_PROCESS_PHOTOCARD_NEEDED' }
    : {};
});

/** The claim detail's record (getCompensationClaim's compensationClaim), as far as the toolbar reads it. */
type ClaimRecord = Pick<CompensationClaim, 'type' | 'claimState' | 'whiteListed' | 'schemeName' | 'isCurrentClaim'>;

/** The claim, whether given the record itself or the reply that holds it. */
function claimOf(value: unknown): ClaimRecord | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as { compensationClaim?: ClaimRecord } & Partial<ClaimRecord>;
  return v.compensationClaim ?? (v.claimState ? (v as ClaimRecord) : undefined);
}

const checks = (c: ClaimRecord): ClaimForChecks => ({
  type: c.type,
  claimState: c.claimState,
  whitelisted: c.whiteListed,
  schemeName: c.schemeName,
});

function actionPredicate(action: CompensationAction) {
  return (record: unknown, context: PredicateContext) => {
    const claim = claimOf(record);
    if (!claim) return false;
    // the server says whether the claim's scheme is the brand's current one (the console holds no scheme config)
    const current = claim.isCurrentClaim ? claim.schemeName : '';
    return compensationActionAllowed(action, checks(claim), current, (permission) =>
      checkGate({ permission }, context.gateContext),
    );
  };
}

registerPredicate('compensationCanResendEmail', actionPredicate('resendEmail'));
registerPredicate('compensationCanAmend', actionPredicate('amend'));
// a whitelisted claim is amended with update-customer (e-mail or amount); a manual one with the claim accordion
registerPredicate(
  'compensationCanAmendWhitelist',
  (record, context) => !!claimOf(record)?.whiteListed && actionPredicate('amend')(record, context),
);
registerPredicate('compensationCanAddPayment', actionPredicate('addPayment'));
registerPredicate('compensationCanProcess', actionPredicate('process'));
registerPredicate('compensationCanReject', actionPredicate('reject'));
registerPredicate('compensationIsWhitelistable', actionPredicate('addToWhitelist'));
// isCurrentClaim is decided by the server against the brand's compensationCurrentScheme (src/domain isCurrentClaim)
registerPredicate('compensationIsOldScheme', (record) => {
  const claim = claimOf(record);
  return !!claim && !claim.isCurrentClaim;
});

registerDerivation('compensationEmailLastSent', (row) => {
  const sent = (row as { emailLastSent?: string | null }).emailLastSent;
  return sent ? new Date(sent).toLocaleString('en-GB', { timeZone: 'Europe/London' }) : 'Not sent';
});
registerDerivation('compensationCustomerName', (row) => {
  const c = row as { title?: string; firstNames?: string; surname?: string };
  return [c.title, c.firstNames, c.surname].filter(Boolean).join(' ');
});
// 001 §3 compensationCode in words (the level codes of the eligibility service)
registerFormat('compensationCode', {
  text: (v, t) => (typeof v === 'string' && v !== '' ? t(`COMPENSATION_CODE_${v}`) : ''),
});
// 001 §3 a claim ticket's class and evidence type in words
registerFormat('compensationTicketClass', {
  text: (v, t) => (typeof v === 'string' && v !== '' ? t(`COMPENSATION_CLASS_${v}`) : ''),
});
registerFormat('compensationEvidence', {
  text: (v, t) => (typeof v === 'string' && v !== '' ? t(`COMPENSATION_EVIDENCE_${v}`) : ''),
});
registerDerivation('compensationWeekRows', (weeks) => compensationWeekRows(weeks as never));
// 001 §3 a request's claim: its journey's departure and scheduled arrival (date and time, either may be unknown) and a
// season ticket's duration in months and days
type ClaimJourney = CompensationClaim['claims'][number]['journey'];
const journeyOf = (row: unknown) => (row as { journey?: ClaimJourney } | undefined)?.journey;
const moment = (date: string | null | undefined, time: string | null | undefined) =>
  [date ? formatDate(date) : '', time ?? ''].filter(Boolean).join(' ');
registerDerivation('compensationClaimDeparture', (row) =>
  moment(journeyOf(row)?.departureDate, journeyOf(row)?.departureTime),
);
registerDerivation('compensationClaimArrival', (row) =>
  moment(journeyOf(row)?.scheduledArrivalDate, journeyOf(row)?.scheduledArrivalTime),
);
registerFormat('compensationDuration', {
  text: (v, t) =>
    claimDurationParts(v as ClaimDuration | null)
      .map((p) => t(`COMPENSATION_DURATION_${p.unit.toUpperCase()}`, { count: p.count }))
      .join(' '),
});

// the claim accordion (001 §2 claim add / amend), a lazy chunk of its own
registerActionWidget(
  'compensationSeasonClaimAdd',
  lazy(() => import('./SeasonClaimAdd')),
);
registerActionWidget(
  'compensationDailyClaimAdd',
  lazy(() => import('./DailyClaimAdd')),
);
registerActionWidget(
  'compensationWhitelistClaimAdd',
  lazy(() => import('./WhitelistClaimAdd')),
);
registerActionWidget(
  'compensationClaimAmend',
  lazy(() => import('./ClaimAmend')),
);
// a manual claim is amended with the claim accordion; a whitelisted one with update-customer
registerPredicate('compensationCanAmendManual', (record, context) => {
  const claim = claimOf(record);
  return !!claim && !claim.whiteListed && claim.type !== 'whitelist' && actionPredicate('amend')(record, context);
});
