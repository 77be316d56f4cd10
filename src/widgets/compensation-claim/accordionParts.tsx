// What the claim accordion's sections share (ClaimAccordion.tsx, ClaimWeeks.tsx): the stable services every group is
// given (memoised groups compare them by identity, so they never change while the user types), the shown-error
// slices, and the small pieces every list draws (group error, a button blocked with its reason, a journey's route).
import { memo } from 'react';
import { useTranslation } from '../../runtime/useTranslation';
import type { TFunction } from 'i18next';
import { ticketErrors, type ClaimTicketDraft } from '../../domain/compensationClaimErrors';
import type { CompensationLimits } from '../../domain/compensationLimits';
import { nonSeasonTicketType, seasonTicketType } from '../../domain/compensationReference';
import type { EligibilityRoute } from '../../domain/routeEligibility';
import { ticketRequired, type Path } from './claimEditing';

/** error texts by dotted path */
export type Errors = Record<string, string>;
export type Update = (path: Path, value: unknown) => void;
export type FieldChange = (field: string, value: unknown) => void;

export interface Shared {
  /** the accordion's translate function: groups that render on keystrokes use it rather than each asking for it */
  t: TFunction;
  update: Update;
  touch(path: string): void;
  edit(path: Path, change: (value: any) => unknown): void;
  /** the change handler of the group at `path`: the same function on every call (memoised groups keep it) */
  changeAt(path: Path): FieldChange;
  /** whether an error at `path` is shown now: touched (or inside a touched group) or submitted; reads the latest */
  isShown(path: string): boolean;
  /** the next render shows the whole-draft judgement of the draft as it is (a reveal the user asked for) */
  judgeNow(): void;
  limits: CompensationLimits;
  routesOf(origin?: string, destination?: string): EligibilityRoute[] | undefined;
  pending: ReadonlySet<string>;
}

export const pairKey = (o?: string, d?: string) => `${(o ?? '').toUpperCase()}-${(d ?? '').toUpperCase()}`;

const EMPTY: Errors = {};

/** The shown errors under one path (a week's, a day's), so a group whose errors did not change is not rendered again. */
export function shownUnder(shown: Errors, base: string): Errors {
  let out: Errors | undefined;
  const prefix = `${base}.`;
  for (const p in shown) if (p === base || p.startsWith(prefix)) (out ??= {})[p] = shown[p]!;
  return out ?? EMPTY;
}

/** Whether two slices of shown errors say the same. */
export function sameShown(a: Errors, b: Errors): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

export function GroupError({ text }: { text?: string }) {
  if (!text) return null;
  return (
    <p className="text-danger claim-group-error" role="alert" tabIndex={-1}>
      {text}
    </p>
  );
}

/** The shown fields a ticket of its type must have (001 §5), for their required marks (`*`). */
export function requiredOfTicket(
  fields: readonly string[],
  ticket: ClaimTicketDraft | undefined,
  kind: 'season' | 'daily',
  limits: CompensationLimits,
): string[] {
  const rule = kind === 'season' ? seasonTicketType(ticket?.type) : nonSeasonTicketType(ticket?.type);
  // an empty ticket of the type, with the choices that add fields (place of purchase, duration) kept
  const empty = { type: ticket?.type, purchaseLocation: ticket?.purchaseLocation, duration: ticket?.duration };
  return ticketRequired(fields, rule ? ticketErrors(empty, rule, kind, limits) : {});
}

/** A button that stays in the tab order when it cannot be used, and says why (runtime "disabled with a reason"). */
export function ReasonButton({
  label,
  reason,
  onClick,
  onBlocked,
  id,
}: {
  label: string;
  reason?: string;
  onClick(): void;
  /** activated while blocked: show the user what blocks it */
  onBlocked?(): void;
  id: string;
}) {
  return (
    <span className="claim-add">
      <button
        type="button"
        className="btn btn-secondary"
        aria-disabled={reason ? true : undefined}
        aria-describedby={reason ? `${id}-reason` : undefined}
        onClick={() => (reason ? onBlocked?.() : onClick())}
      >
        {label}
      </button>
      {reason && (
        <span id={`${id}-reason`} className="claim-add__reason">
          {reason}
        </span>
      )}
    </span>
  );
}

/**
 * Level of a checked journey, or the route-travelled choice of an ambiguous one. Rendered again only when the journey's
 * stations or route, its level or the services change, not on every keystroke in its ticket's other fields.
 */
export const RouteStatus = memo(
  function RouteStatus({
    base,
    journey,
    level,
    invalid,
    shared,
  }: {
    base: Path;
    journey: { origin?: string; destination?: string; routeCode?: string };
    /** the level the eligibility check gave the journey (undefined: not checked) */
    level?: number;
    /** the route-travelled choice shows an error */
    invalid: boolean;
    shared: Shared;
  }) {
    const { t } = useTranslation();
    const routes = shared.routesOf(journey.origin, journey.destination);
    const id = `claim-${base.join('-')}-routeCode`;
    if (!journey.origin || !journey.destination || journey.origin === journey.destination) return null;
    if (shared.pending.has(pairKey(journey.origin, journey.destination)) && !routes)
      return (
        <p className="claim-hint" role="status">
          {t('CLAIM_FORM_CHECKING_ROUTE')}
        </p>
      );
    const levelSet = routes && new Set(routes.map((r) => r.compensationLevel)).size > 1;
    return (
      <>
        {levelSet && (
          <div className="form-group">
            <label className="control-label" htmlFor={id}>
              {t('CLAIM_FORM_ROUTE_TRAVELLED')}
              <span className="required">*</span>
            </label>
            <select
              id={id}
              className="form-control"
              value={journey.routeCode ?? ''}
              aria-invalid={invalid ? true : undefined}
              onChange={(e) => shared.update([...base, 'routeCode'], e.target.value || undefined)}
            >
              <option value="">{t('RUNTIME_CHOOSE')}</option>
              {routes!.map((r) => (
                <option key={r.routeCode} value={r.routeCode}>
                  {r.routeCode} — {r.description}
                </option>
              ))}
            </select>
          </div>
        )}
        {level ? <p className="claim-hint">{t('CLAIM_FORM_LEVEL', { level })}</p> : null}
      </>
    );
  },
  (a, b) =>
    a.base.join('.') === b.base.join('.') &&
    a.journey.origin === b.journey.origin &&
    a.journey.destination === b.journey.destination &&
    a.journey.routeCode === b.journey.routeCode &&
    a.level === b.level &&
    a.invalid === b.invalid &&
    a.shared === b.shared,
);
