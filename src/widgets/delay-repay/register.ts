// Delay-repay pieces for the declared screens of schemas/screens/delayRepay and the account's delay-repay panel
// (001 §2–§4). No components: the screens are declarations; the rules are src/domain (state groups and colours,
// the claim id prefix).
import { claimDurationParts, type ClaimDuration } from '../../domain/claimDurationParts';
import { delayRepayFilterErrors, type DelayRepayFilters } from '../../domain/delayRepayFilterErrors';
import { delayRepayStateTone } from '../../domain/delayRepayStateGroup';
import { removeClaimIdPrefix } from '../../domain/removeClaimIdPrefix';
import { registerDerivation, registerFormat, registerFormRule, registerPredicate } from '../../runtime/registry';

const empty = (v: unknown) => v === undefined || v === null || v === '';
const keyOf = (v: unknown) => String(v).toUpperCase().replace(/[\s-]/g, '_');
interface Station {
  name?: string;
  nlc?: string;
}
const stationName = (s: unknown) =>
  s && typeof s === 'object' ? ((s as Station).name ?? (s as Station).nlc ?? '') : '';

// 001 §4: the state's own label, in its group's colour (rejected/invalid red, approved/complete green, awaiting amber)
registerFormat('delayRepayState', {
  text: (v, t) => (empty(v) ? '' : t(`DELAY_REPAY_STATE_${keyOf(v)}`)),
  tone: (v) => delayRepayStateTone(String(v)),
});
registerFormat('delayRepayClaimType', {
  text: (v, t) => (empty(v) ? '' : t(`DELAY_REPAY_TYPE_${keyOf(v)}`)),
});
registerFormat('delayLength', {
  text: (v, t) => (empty(v) ? '' : t(`DELAY_REPAY_LENGTH_${String(v)}`)),
});
// 001 §3 a season ticket's duration in months and days
registerFormat('delayRepayDuration', {
  text: (v, t) =>
    claimDurationParts(v as ClaimDuration | null)
      .map((p) => t(`DELAY_REPAY_DURATION_${p.unit.toUpperCase()}`, { count: p.count }))
      .join(' '),
});
registerFormat('reimbursementMethod', {
  text: (v, t) => (empty(v) ? '' : t(`DELAY_REPAY_METHOD_${String(v)}`)),
});
// what became of the claim's data block (001 §3): read (its legs are under Journey), why it was not read
// (parseClaimDataBlock's problem), or none given
registerFormat('delayRepayDataBlockStatus', {
  text: (v, t) => (empty(v) ? '' : t(`DELAY_REPAY_DATA_BLOCK_${keyOf(v)}`)),
});

// the address holds the displayed id (DRCL123); the detail call wants it without the prefix (001 §3)
registerDerivation('removeClaimIdPrefix', (id) => (empty(id) ? id : removeClaimIdPrefix(String(id))));
registerDerivation('delayRepayStations', (row) => {
  const r = row as { originStation?: unknown; destinationStation?: unknown };
  const from = stationName(r.originStation);
  const to = stationName(r.destinationStation);
  return from || to ? `${from} → ${to}` : '';
});
registerDerivation('delayRepayRoute', (journey) => {
  const j = journey as { originStation?: unknown; destinationStation?: unknown } | undefined;
  return j ? `${stationName(j.originStation)} → ${stationName(j.destinationStation)}` : '';
});
registerDerivation('delayRepayVia', (journey) => {
  const via = (journey as { viaStations?: unknown[] } | undefined)?.viaStations;
  return Array.isArray(via) ? via.map(stationName).filter(Boolean).join(', ') : '';
});

// 001 §3 marketing preference autoDelayRepay: the account's opt in / opt out actions (the one-click panel)
const optedIn = (account: unknown) =>
  (account as { preferences?: { autoDelayRepay?: unknown } } | undefined)?.preferences?.autoDelayRepay === true;
registerPredicate('autoDelayRepayOptedIn', optedIn);
registerPredicate('autoDelayRepayOptedOut', (account) => !optedIn(account));

// 001 §5 search rules across filters, as the server applies them (its 400 names the same fields): from date after the
// to date or in the future, amount to below amount from, no filter at all. The single-field rules are the form
// schema's, said as a field is left.
const CROSS_FIELD = ['dateFrom', 'dateTo', 'refundAmountTo', 'filters'] as const;
registerFormRule('delayRepayFilters', (values, { today }) => {
  const errors = delayRepayFilterErrors(values as DelayRepayFilters, today);
  return Object.fromEntries(CROSS_FIELD.filter((key) => errors[key]).map((key) => [key, errors[key] as string]));
});
