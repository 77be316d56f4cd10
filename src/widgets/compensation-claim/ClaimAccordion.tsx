// 001 §2 claim add / amend: the claim accordion. Its sections are declared sub-forms (schemas/forms/compensation/
// claim*.json) rendered by the runtime's DeclaredFields; this widget only assembles them into lists (routes → tickets,
// weeks → days → outward + optional return) and judges the whole draft on every change with the domain's rules
// (src/domain/compensationClaimErrors, the server's own 400s), levels decided from the eligibility service's answers
// by the same function the server uses (compensationDraftEligibility). Each section's header counts its shown errors;
// a submit with errors opens the first invalid section and focuses its first invalid field.
import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  callQueryKey,
  DeclaredFields,
  describeCallFailure,
  Dialog,
  DialogCancel,
  useRuntimeServices,
  type DeclaredForm,
} from '../../runtime';
import { checkGate } from '../../domain/checkGate';
import { addDayBlocked } from '../../domain/addDayBlocked';
import {
  compensationClaimErrors,
  ticketErrors,
  type ClaimDraft,
  type ClaimTicketDraft,
  type ClaimKind,
  type DayDraft,
  type DayTicketDraft,
  type RouteDraft,
  type WeekDraft,
} from '../../domain/compensationClaimErrors';
import { compensationDraftEligibility, draftJourneys } from '../../domain/compensationDraftEligibility';
import { compensationErrorText } from '../../domain/compensationErrorText';
import { compensationLimitsOf, type CompensationLimits } from '../../domain/compensationLimits';
import { nonSeasonTicketType, seasonTicketType } from '../../domain/compensationReference';
import { dayReturnTicket } from '../../domain/dayReturnTicket';
import type { EligibilityRoute } from '../../domain/routeEligibility';
import {
  claimBody,
  draftPhotocards,
  errorShown,
  fieldKeysAt,
  getIn,
  sectionOf,
  setIn,
  ticketFields,
  ticketRequired,
  without,
  type Path,
  type SectionId,
} from './claimEditing';
import customerSchema from '../../../schemas/forms/compensation/claimCustomer.schema.json';
import customerUi from '../../../schemas/forms/compensation/claimCustomer.ui.json';
import addressSchema from '../../../schemas/forms/compensation/claimAddress.schema.json';
import addressUi from '../../../schemas/forms/compensation/claimAddress.ui.json';
import routeSchema from '../../../schemas/forms/compensation/claimRoute.schema.json';
import routeUi from '../../../schemas/forms/compensation/claimRoute.ui.json';
import seasonTicketSchema from '../../../schemas/forms/compensation/claimSeasonTicket.schema.json';
import seasonTicketUi from '../../../schemas/forms/compensation/claimSeasonTicket.ui.json';
import weekSchema from '../../../schemas/forms/compensation/claimWeek.schema.json';
import weekUi from '../../../schemas/forms/compensation/claimWeek.ui.json';
import daySchema from '../../../schemas/forms/compensation/claimDay.schema.json';
import dayUi from '../../../schemas/forms/compensation/claimDay.ui.json';
import dayTicketSchema from '../../../schemas/forms/compensation/claimDayTicket.schema.json';
import dayTicketUi from '../../../schemas/forms/compensation/claimDayTicket.ui.json';
import informationSchema from '../../../schemas/forms/compensation/claimInformation.schema.json';
import informationUi from '../../../schemas/forms/compensation/claimInformation.ui.json';
import overridesSchema from '../../../schemas/forms/compensation/claimOverrides.schema.json';
import overridesUi from '../../../schemas/forms/compensation/claimOverrides.ui.json';
import amountSchema from '../../../schemas/forms/compensation/claimAmount.schema.json';
import amountUi from '../../../schemas/forms/compensation/claimAmount.ui.json';
import { EvidenceImages } from './EvidenceImages';
import './compensationClaim.css';

const FORMS = {
  customer: { schema: customerSchema, ui: customerUi },
  address: { schema: addressSchema, ui: addressUi },
  route: { schema: routeSchema, ui: routeUi },
  seasonTicket: { schema: seasonTicketSchema, ui: seasonTicketUi },
  week: { schema: weekSchema, ui: weekUi },
  day: { schema: daySchema, ui: dayUi },
  dayTicket: { schema: dayTicketSchema, ui: dayTicketUi },
  information: { schema: informationSchema, ui: informationUi },
  overrides: { schema: overridesSchema, ui: overridesUi },
  amount: { schema: amountSchema, ui: amountUi },
} as unknown as Record<string, DeclaredForm>;

const HIDE_EMAIL = ['email'] as const;
const HIDE_LINE3 = ['line3'] as const;
const DECLARED_ERRORS = {
  COMPENSATION_CLAIM_EXISTS: 'CLAIM_FORM_CLAIM_EXISTS',
  COMPENSATION_ON_WHITELIST: 'COMPENSATION_ON_WHITELIST',
  COMPENSATION_EMAIL_EXISTS: 'COMPENSATION_EMAIL_EXISTS',
};

type Errors = Record<string, string>;
type Update = (path: Path, value: unknown) => void;

interface Shared {
  /** error texts of shown errors by path */
  shown: Errors;
  update: Update;
  touch(path: string): void;
  edit(path: Path, change: (value: any) => unknown): void;
  limits: CompensationLimits;
  routesOf(origin?: string, destination?: string): EligibilityRoute[] | undefined;
  pending: ReadonlySet<string>;
}

const pairKey = (o?: string, d?: string) => `${(o ?? '').toUpperCase()}-${(d ?? '').toUpperCase()}`;

export interface ClaimAccordionProps {
  kind: ClaimKind;
  /** the claim to amend (its draft and request id); without it a new claim is added */
  initial?: ClaimDraft;
  requestId?: string;
  onClose(): void;
  onSuccess(result: { requestId: string }): void;
}

const emptyDraft = (kind: ClaimAccordionProps['kind']): ClaimDraft => ({
  kind,
  customer: { address: { country: 'GBR' } },
  ...(kind === 'season' ? { routes: [{ tickets: [] }] } : kind === 'non-season' ? { weeks: [{ days: [] }] } : {}),
});

export function ClaimAccordion({ kind, initial, requestId, onClose, onSuccess }: ClaimAccordionProps) {
  const { t } = useTranslation();
  const services = useRuntimeServices();
  const queryClient = useQueryClient();
  const limits = useMemo(() => compensationLimitsOf(services.config), [services.config]);
  const mayBypass = checkGate({ permission: 'canBypassClaimChecks' }, services.gateContext);
  const [draft, setDraft] = useState<ClaimDraft>(() => initial ?? emptyDraft(kind));
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [open, setOpen] = useState<SectionId | undefined>('customer');
  const [focusRequest, setFocusRequest] = useState(0);
  const [routesByPair, setRoutesByPair] = useState<Record<string, EligibilityRoute[]>>({});
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());
  // pairs whose check failed (unknown station, service down) for this draft: asked again only after the user's next change
  const [failed, setFailed] = useState<{ draft: ClaimDraft; keys: ReadonlySet<string> }>();
  const bodyRef = useRef<HTMLDivElement>(null);

  // 001 §4: each station pair is checked with the eligibility service (through the server) as soon as it is complete
  useEffect(() => {
    const failedNow = failed?.draft === draft ? failed.keys : undefined;
    const asked = draftJourneys(draft).filter((j) => {
      const key = pairKey(j.origin, j.destination);
      return !(key in routesByPair) && !pending.has(key) && !failedNow?.has(key);
    });
    if (!asked.length) return;
    const keys = asked.map((j) => pairKey(j.origin, j.destination));
    setPending((p) => new Set([...p, ...keys]));
    const batches: Array<typeof asked> = [];
    for (let i = 0; i < asked.length; i += 20) batches.push(asked.slice(i, i + 20));
    for (const journeys of batches) {
      services
        .call('checkClaimEligibility', { body: { journeys }, notify: false })
        .then((reply: { results: Array<{ routes: EligibilityRoute[] }> }) => {
          setRoutesByPair((r) => ({
            ...r,
            ...Object.fromEntries(
              journeys.map((j, i) => [pairKey(j.origin, j.destination), reply.results[i]?.routes ?? []]),
            ),
          }));
        })
        // an unknown station or an unreachable service: the pair stays unchecked ('Check the route…') and is asked again on the next change
        .catch(() => setFailed((f) => ({ draft, keys: new Set([...(f?.draft === draft ? f.keys : []), ...keys]) })))
        .finally(() => setPending((p) => new Set([...p].filter((k) => !keys.includes(k)))));
    }
  }, [draft, routesByPair, pending, failed, services]);

  const checked = useMemo(() => compensationDraftEligibility(draft, routesByPair), [draft, routesByPair]);
  const errors = useMemo(() => compensationClaimErrors(checked, limits), [checked, limits]);
  const shown = useMemo(() => {
    const out: Errors = {};
    for (const [path, key] of Object.entries(errors))
      if (errorShown(path, touched, submitted)) out[path] = compensationErrorText(key, limits);
    return out;
  }, [errors, touched, submitted, limits]);

  const touch = useCallback((path: string) => setTouched((s) => (s.has(path) ? s : new Set(s).add(path))), []);
  const update = useCallback<Update>(
    (path, value) => {
      setDraft((d) => {
        let next = setIn(d, path, value);
        // 001 §4 day form: the return follows the outward type
        if (path[0] === 'weeks' && path[2] === 'days' && path[4] === 'outward' && path[5] === 'type') {
          const dayPath = path.slice(0, 4);
          next = setIn(next, dayPath, dayReturnTicket(getIn(next, dayPath) as DayDraft));
        }
        return next;
      });
      touch(path.join('.'));
    },
    [touch],
  );
  const edit = useCallback(
    (path: Path, change: (value: any) => unknown) => {
      setDraft((d) => setIn(d, path, change(getIn(d, path))));
      touch(path.join('.'));
    },
    [touch],
  );
  const routesOf = useCallback(
    (o?: string, d?: string) => routesByPair[pairKey(o, d)] ?? routesByPair[pairKey(d, o)],
    [routesByPair],
  );
  const shared: Shared = { shown, update, touch, edit, limits, routesOf, pending };
  const customerChange = useFieldChange(update, 'customer');

  const sections: SectionId[] = [
    'customer',
    'address',
    // 001 §2: the compensation amount is the whitelist claim's; the override checkboxes are for the others only
    ...(kind === 'whitelist'
      ? (['amount'] as const)
      : kind === 'season'
        ? (['season'] as const)
        : (['nonSeason', 'information'] as const)),
    ...(mayBypass && kind !== 'whitelist' ? (['overrides'] as const) : []),
  ];
  const counts = useMemo(() => {
    const c: Partial<Record<SectionId, number>> = {};
    for (const path of Object.keys(shown)) c[sectionOf(path)] = (c[sectionOf(path)] ?? 0) + 1;
    return c;
  }, [shown]);

  useEffect(() => {
    if (!focusRequest) return;
    const target = bodyRef.current?.querySelector<HTMLElement>(
      '.claim-section__body [aria-invalid="true"], .claim-section__body .claim-group-error',
    );
    target?.focus();
  }, [focusRequest]);

  const mutation = useMutation({
    mutationFn: async () => {
      const body = claimBody(draft);
      // a whitelist claim (HQ) goes straight to the whitelist, its passcode e-mailed (001 §7 create-whitelist-customer)
      if (kind === 'whitelist') return services.call('createWhitelistCustomer', { body, notify: false });
      if (requestId) return services.call('amendCompensationClaim', { params: { requestId }, body, notify: false });
      const bypass = !!(draft.bypassEmailCheck || draft.bypassCustomerCheck);
      // 001 §5: a manual claim is validated first unless a check is bypassed
      if (!bypass) {
        await services.call('validateCompensationCustomer', {
          body: { email: draft.customer?.email, kind, photocardNumbers: draftPhotocards(draft) },
          notify: false,
        });
      }
      return services.call('addCompensationClaim', {
        body,
        query: bypass ? { bypass: true } : undefined,
        notify: false,
      });
    },
    onSuccess: async (reply) => {
      const done = requestId
        ? 'CLAIM_FORM_AMENDED'
        : kind === 'whitelist'
          ? 'COMPENSATION_WHITELIST_ADDED'
          : 'CLAIM_FORM_ADDED';
      services.notify({ kind: 'success', message: t(done) });
      onSuccess({ requestId: requestId ?? reply?.result?.requestId });
      await queryClient.invalidateQueries({ queryKey: callQueryKey('').slice(0, 1) });
    },
  });
  const failure = mutation.isError ? describeCallFailure(DECLARED_ERRORS, mutation.error, t) : undefined;

  const submit = () => {
    setSubmitted(true);
    const first = sections.find((s) => Object.keys(errors).some((p) => sectionOf(p) === s));
    if (first) {
      setOpen(first);
      setFocusRequest((n) => n + 1);
      return;
    }
    mutation.mutate();
  };

  const titles: Record<SectionId, string> = {
    customer: 'CLAIM_FORM_SECTION_CUSTOMER',
    address: 'CLAIM_FORM_SECTION_ADDRESS',
    season: 'CLAIM_FORM_SECTION_SEASON',
    nonSeason: 'CLAIM_FORM_SECTION_NON_SEASON',
    information: 'CLAIM_FORM_SECTION_INFORMATION',
    overrides: 'CLAIM_FORM_SECTION_OVERRIDES',
    amount: 'CLAIM_FORM_SECTION_AMOUNT',
  };

  const body = (section: SectionId): ReactNode => {
    switch (section) {
      case 'customer':
        return (
          <DeclaredFields
            form={FORMS.customer!}
            idPrefix="claim-customer"
            values={draft.customer as Record<string, unknown>}
            errors={fieldTexts(shown, 'customer')}
            onChange={customerChange}
            hidden={draft.bypassEmailCheck ? HIDE_EMAIL : undefined}
          />
        );
      case 'address':
        return (
          <DeclaredFields
            form={FORMS.address!}
            idPrefix="claim-address"
            values={draft.customer?.address as Record<string, unknown>}
            errors={fieldTexts(shown, 'customer.address')}
            onChange={(field, value) => update(['customer', 'address', field], value)}
            hidden={draft.bypassCustomerCheck ? HIDE_LINE3 : undefined}
          />
        );
      case 'season':
        return <SeasonRoutes routes={draft.routes ?? []} checkedRoutes={checked.routes ?? []} shared={shared} />;
      case 'nonSeason':
        return <Weeks weeks={draft.weeks ?? []} checkedWeeks={checked.weeks ?? []} errors={errors} shared={shared} />;
      case 'information':
        return (
          <DeclaredFields
            form={FORMS.information!}
            idPrefix="claim-information"
            values={draft as unknown as Record<string, unknown>}
            errors={{ requestInformation: shown.requestInformation }}
            onChange={(field, value) => update([field], value)}
          >
            <p className="claim-hint">
              {t('CLAIM_FORM_CHARACTERS_LEFT', { count: 500 - (draft.requestInformation ?? '').length })}
            </p>
          </DeclaredFields>
        );
      case 'amount':
        return (
          <DeclaredFields
            form={FORMS.amount!}
            idPrefix="claim-amount"
            values={draft as unknown as Record<string, unknown>}
            errors={{ compensationAmount: shown.compensationAmount, photocardNumber: shown.photocardNumber }}
            onChange={(field, value) => update([field], value)}
          />
        );
      case 'overrides':
        return (
          <DeclaredFields
            form={FORMS.overrides!}
            idPrefix="claim-overrides"
            values={draft as unknown as Record<string, unknown>}
            onChange={(field, value) => update([field], value === true ? true : undefined)}
          />
        );
    }
  };

  return (
    <Dialog
      title={t(
        requestId
          ? 'CLAIM_FORM_AMEND_TITLE'
          : kind === 'whitelist'
            ? 'COMPENSATION_ADD_WHITELIST'
            : kind === 'season'
              ? 'CLAIM_FORM_ADD_SEASON_TITLE'
              : 'CLAIM_FORM_ADD_DAILY_TITLE',
      )}
      onClose={onClose}
      busy={mutation.isPending}
      error={failure?.message}
      className="claim-accordion"
      onSubmit={submit}
      footer={
        <>
          <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
            {t(requestId ? 'COMPENSATION_SAVE' : 'CLAIM_FORM_ADD')}
          </button>
          <DialogCancel />
        </>
      }
    >
      <div ref={bodyRef} className="claim-accordion__sections">
        {sections.map((section) => {
          const count = counts[section] ?? 0;
          const expanded = open === section;
          return (
            <section
              key={section}
              className={`claim-section${count ? ' claim-section--invalid' : ''}`}
              aria-labelledby={`claim-section-${section}`}
            >
              <h3 className="claim-section__header">
                <button
                  type="button"
                  id={`claim-section-${section}`}
                  aria-expanded={expanded}
                  aria-controls={`claim-section-${section}-body`}
                  onClick={() => setOpen(expanded ? undefined : section)}
                >
                  <span>{t(titles[section])}</span>
                  {count > 0 && <span className="claim-section__count">{t('CLAIM_FORM_ERROR_COUNT', { count })}</span>}
                </button>
              </h3>
              {expanded && (
                <div id={`claim-section-${section}-body`} className="claim-section__body">
                  {body(section)}
                </div>
              )}
            </section>
          );
        })}
      </div>
    </Dialog>
  );
}

/** Texts of the shown errors of the fields directly under `base`. */
function fieldTexts(shown: Errors, base: string): Record<string, string> {
  return fieldKeysAt(shown, base);
}

// a stable change handler per group path (so a memoised group is not rendered again while another one changes)
function useFieldChange(update: Update, base: string) {
  return useMemo(() => (field: string, value: unknown) => update([...base.split('.'), field], value), [update, base]);
}

function GroupError({ text }: { text?: string }) {
  if (!text) return null;
  return (
    <p className="text-danger claim-group-error" role="alert" tabIndex={-1}>
      {text}
    </p>
  );
}

/** A button that stays in the tab order when it cannot be used, and says why (runtime "disabled with a reason"). */
/** The shown fields a ticket of its type must have (001 §5), for their required marks (`*`). */
function requiredOfTicket(
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

function ReasonButton({
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

/** Level of a checked journey, or the route-travelled choice of an ambiguous one. */
function RouteStatus({
  base,
  journey,
  checkedJourney,
  shared,
}: {
  base: Path;
  journey: { origin?: string; destination?: string; routeCode?: string };
  checkedJourney?: { level?: number; ambiguous?: boolean };
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
            aria-invalid={shared.shown[`${base.join('.')}.routeCode`] ? true : undefined}
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
      {checkedJourney?.level ? (
        <p className="claim-hint">{t('CLAIM_FORM_LEVEL', { level: checkedJourney.level })}</p>
      ) : null}
    </>
  );
}

function SeasonRoutes({
  routes,
  checkedRoutes,
  shared,
}: {
  routes: RouteDraft[];
  checkedRoutes: RouteDraft[];
  shared: Shared;
}) {
  const { t } = useTranslation();
  const total = routes.reduce((n, r) => n + (r.tickets?.length ?? 0), 0);
  return (
    <div className="claim-list">
      <GroupError text={shared.shown.routes} />
      {routes.map((route, i) => {
        const base = `routes.${i}`;
        const checkedRoute = checkedRoutes[i];
        const addReason =
          checkedRoute?.level === undefined || checkedRoute.level === 0
            ? t('CLAIM_FORM_ADD_TICKET_ROUTE_FIRST')
            : total >= shared.limits.maxTickets
              ? compensationErrorText('journeysLimitReached', shared.limits)
              : undefined;
        return (
          <fieldset key={i} className="claim-group">
            <legend>{t('CLAIM_FORM_ROUTE_N', { n: i + 1 })}</legend>
            <DeclaredFields
              form={FORMS.route!}
              idPrefix={`claim-route-${i}`}
              values={route as Record<string, unknown>}
              errors={fieldKeysAt(shared.shown, base)}
              onChange={(f, v) => shared.update(['routes', i, f], v)}
            />
            <RouteStatus base={['routes', i]} journey={route} checkedJourney={checkedRoute} shared={shared} />
            <GroupError text={shared.shown[base] ?? shared.shown[`${base}.routeCode`]} />
            {(route.tickets ?? []).map((ticket, j) => (
              <fieldset key={j} className="claim-group claim-group--ticket">
                <legend>{t('CLAIM_FORM_TICKET_N', { n: j + 1 })}</legend>
                <DeclaredFields
                  form={FORMS.seasonTicket!}
                  idPrefix={`claim-route-${i}-ticket-${j}`}
                  values={ticket as Record<string, unknown>}
                  errors={fieldKeysAt(shared.shown, `${base}.tickets.${j}`)}
                  onChange={(f, v) => shared.update(['routes', i, 'tickets', j, f], v)}
                  only={ticketFields(seasonTicketType(ticket.type), ticket, false)}
                  required={requiredOfTicket(
                    ticketFields(seasonTicketType(ticket.type), ticket, false),
                    ticket,
                    'season',
                    shared.limits,
                  )}
                />
                <button
                  type="button"
                  className="btn btn-link"
                  onClick={() => shared.edit(['routes', i, 'tickets'], (list) => without(list, j))}
                >
                  {t('CLAIM_FORM_REMOVE_TICKET')}
                </button>
              </fieldset>
            ))}
            <ReasonButton
              id={`claim-route-${i}-add-ticket`}
              label={t('CLAIM_FORM_ADD_TICKET')}
              reason={addReason}
              onClick={() => shared.edit(['routes', i, 'tickets'], (list) => [...(list ?? []), {}])}
            />
            {routes.length > 1 && (
              <button
                type="button"
                className="btn btn-link"
                onClick={() => shared.edit(['routes'], (list) => without(list, i))}
              >
                {t('CLAIM_FORM_REMOVE_ROUTE')}
              </button>
            )}
          </fieldset>
        );
      })}
      <button
        type="button"
        className="btn btn-secondary"
        onClick={() => shared.edit(['routes'], (list) => [...(list ?? []), { tickets: [] }])}
      >
        {t('CLAIM_FORM_ADD_ROUTE')}
      </button>
    </div>
  );
}

function Weeks({
  weeks,
  checkedWeeks,
  errors,
  shared,
}: {
  weeks: WeekDraft[];
  checkedWeeks: WeekDraft[];
  errors: Errors;
  shared: Shared;
}) {
  const { t } = useTranslation();
  const addWeekReason =
    weeks.length >= shared.limits.maxWeeks ? compensationErrorText('tooManyWeeks', shared.limits) : undefined;
  return (
    <div className="claim-list">
      <GroupError text={shared.shown.weeks} />
      {weeks.map((week, i) => {
        const blocked = addDayBlocked(week, i, errors);
        return (
          <fieldset key={i} className="claim-group">
            <legend>{t('CLAIM_FORM_WEEK_N', { n: i + 1 })}</legend>
            <DeclaredFields
              form={FORMS.week!}
              idPrefix={`claim-week-${i}`}
              values={week as Record<string, unknown>}
              errors={fieldKeysAt(shared.shown, `weeks.${i}`)}
              onChange={(f, v) => shared.update(['weeks', i, f], v)}
            />
            <GroupError text={shared.shown[`weeks.${i}`]} />
            {(week.days ?? []).map((day, k) => (
              <Day
                key={k}
                week={i}
                index={k}
                day={day}
                checkedDay={checkedWeeks[i]?.days?.[k]}
                shown={slice(shared.shown, `weeks.${i}.days.${k}`)}
                shared={shared}
              />
            ))}
            <ReasonButton
              id={`claim-week-${i}-add-day`}
              label={t('CLAIM_FORM_ADD_DAY')}
              reason={
                blocked
                  ? t(blocked === 'addDayNoPeriod' ? 'CLAIM_FORM_ADD_DAY_NO_PERIOD' : 'CLAIM_FORM_ADD_DAY_FIX_ERRORS')
                  : undefined
              }
              onClick={() => shared.edit(['weeks', i, 'days'], (list) => [...(list ?? []), { outward: {} }])}
              // 001 §5 Add day is disabled while a day has errors: activating it shows them, the first one focused
              onBlocked={() => revealDayErrors(i, errors, shared.touch)}
            />
            {weeks.length > 1 && (
              <button
                type="button"
                className="btn btn-link"
                onClick={() => shared.edit(['weeks'], (list) => without(list, i))}
              >
                {t('CLAIM_FORM_REMOVE_WEEK')}
              </button>
            )}
          </fieldset>
        );
      })}
      <ReasonButton
        id="claim-add-week"
        label={t('CLAIM_FORM_ADD_WEEK')}
        reason={addWeekReason}
        onClick={() => shared.edit(['weeks'], (list) => [...(list ?? []), { days: [] }])}
      />
    </div>
  );
}

/** Shows every error of a week's days (as if each field had been left) and moves the focus to the first one. */
function revealDayErrors(week: number, errors: Errors, touch: (path: string) => void): void {
  const paths = Object.keys(errors).filter((p) => p.startsWith(`weeks.${week}.days.`));
  for (const p of paths) touch(p);
  const first = paths[0];
  if (!first) return;
  // field ids are `claim-week-{w}-day-{d}-{outward|return}-{field}` (DeclaredFields' idPrefix-field)
  const id = `claim-week-${first.replace(/^weeks\.(\d+)\.days\.(\d+)\./, '$1-day-$2-').replace(/\./g, '-')}`;
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

/** The shown errors under one path (a day's), so a day whose errors did not change is not rendered again. */
function slice(shown: Errors, base: string): Errors {
  const out: Errors = {};
  for (const [p, text] of Object.entries(shown)) if (p === base || p.startsWith(`${base}.`)) out[p] = text;
  return out;
}

interface DayProps {
  week: number;
  index: number;
  day: DayDraft;
  checkedDay?: DayDraft;
  shown: Errors;
  shared: Shared;
}

const Day = memo(
  function Day({ week, index, day, checkedDay, shown, shared }: DayProps) {
    const { t } = useTranslation();
    const base = `weeks.${week}.days.${index}`;
    const rule = nonSeasonTicketType(day.outward?.type);
    const ticket = (which: 'outward' | 'return', value: DayTicketDraft | undefined) => {
      const fields = ticketFields(nonSeasonTicketType(value?.type), value, true);
      const idPrefix = `claim-week-${week}-day-${index}-${which}`;
      return (
        <fieldset className="claim-group claim-group--ticket">
          <legend>{t(which === 'outward' ? 'CLAIM_FORM_OUTWARD' : 'CLAIM_FORM_RETURN')}</legend>
          <DeclaredFields
            form={FORMS.dayTicket!}
            idPrefix={idPrefix}
            values={value as Record<string, unknown>}
            errors={fieldKeysAt(shown, `${base}.${which}`)}
            onChange={(f, v) => shared.update(['weeks', week, 'days', index, which, f], v)}
            only={fields}
            required={requiredOfTicket(fields, value, 'daily', shared.limits)}
          />
          {/* 001 §3 the evidence's ticket image and receipt, where the type asks for evidence */}
          {fields.includes('evidenceType') && (
            <EvidenceImages
              idPrefix={idPrefix}
              ticketImageId={value?.ticketImageId}
              receiptImageId={value?.receiptImageId}
              onChange={(f, id) => shared.update(['weeks', week, 'days', index, which, f], id)}
            />
          )}
          <RouteStatus
            base={['weeks', week, 'days', index, which]}
            journey={value ?? {}}
            checkedJourney={checkedDay?.[which]}
            shared={shared}
          />
          <GroupError text={shown[`${base}.${which}.route`] ?? shown[`${base}.${which}.routeCode`]} />
        </fieldset>
      );
    };
    return (
      <fieldset className="claim-group claim-group--day">
        <legend>{t('CLAIM_FORM_DAY_N', { n: index + 1 })}</legend>
        <DeclaredFields
          form={FORMS.day!}
          idPrefix={`claim-week-${week}-day-${index}`}
          values={day as Record<string, unknown>}
          errors={fieldKeysAt(shown, base)}
          onChange={(f, v) => shared.update(['weeks', week, 'days', index, f], v)}
        />
        {ticket('outward', day.outward)}
        {day.return ? ticket('return', day.return) : null}
        <GroupError text={shown[base] ?? shown[`${base}.return`]} />
        {rule?.return === 'optional' &&
          (day.return ? (
            <button
              type="button"
              className="btn btn-link"
              onClick={() => shared.update(['weeks', week, 'days', index, 'return'], undefined)}
            >
              {t('CLAIM_FORM_REMOVE_RETURN')}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-link"
              onClick={() =>
                shared.update(['weeks', week, 'days', index, 'return'], {
                  type: day.outward?.type,
                  origin: day.outward?.destination,
                  destination: day.outward?.origin,
                })
              }
            >
              {t('CLAIM_FORM_ADD_RETURN')}
            </button>
          ))}
        <button
          type="button"
          className="btn btn-link"
          onClick={() => shared.edit(['weeks', week, 'days'], (list) => without(list, index))}
        >
          {t('CLAIM_FORM_REMOVE_DAY')}
        </button>
      </fieldset>
    );
  },
  (a, b) =>
    a.day === b.day &&
    a.week === b.week &&
    a.index === b.index &&
    a.checkedDay?.outward?.level === b.checkedDay?.outward?.level &&
    a.checkedDay?.return?.level === b.checkedDay?.return?.level &&
    a.shared.pending === b.shared.pending &&
    a.shared.routesOf === b.shared.routesOf &&
    a.shared.update === b.shared.update &&
    Object.keys(a.shown).length === Object.keys(b.shown).length &&
    Object.entries(a.shown).every(([k, v]) => b.shown[k] === v),
);
