// 001 §2 claim add / amend: the claim accordion's sections and the draft they edit (ClaimAccordion is the dialog
// around them). Its sections are declared sub-forms (schemas/forms/compensation/claim*.json) rendered by the runtime's
// DeclaredFields; this only assembles them into lists (SeasonRoutes: routes → tickets; ClaimWeeks: weeks → days →
// outward + optional return) and judges the draft with the domain's rules (src/domain/compensationClaimErrors, the
// server's own 400s), levels decided from the eligibility service's answers by the same function the server uses
// (compensationDraftEligibility). Typing within a frame (issue 24): the draft lives here, inside the dialog, so a
// keystroke renders neither the dialog nor the groups it did not change (each is memoised with stable handlers); the
// day it changed is judged there and then by the domain's day rule, and the whole draft when the browser is idle
// (useIdleValue: an idle callback, then a transition), so input never waits for validation. Each section's header
// counts its shown errors.
import {
  memo,
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import { useTranslation } from '../../runtime/useTranslation';
import { DeclaredFields, useRuntimeServices, type DeclaredForm } from '../../runtime';
import { checkGate } from '../../domain/checkGate';
import {
  compensationClaimErrors,
  type ClaimDraft,
  type ClaimKind,
  type DayDraft,
} from '../../domain/compensationClaimErrors';
import { compensationDraftEligibility, draftJourneys } from '../../domain/compensationDraftEligibility';
import { compensationErrorText } from '../../domain/compensationErrorText';
import { compensationLimitsOf } from '../../domain/compensationLimits';
import { dayReturnTicket } from '../../domain/dayReturnTicket';
import type { EligibilityRoute } from '../../domain/routeEligibility';
import type { CheckClaimEligibilityReply } from '../../generated/replies/CheckClaimEligibilityReply';
import { pairKey, type Errors, type FieldChange, type Shared, type Update } from './accordionParts';
import { errorShown, fieldKeysAt, getIn, sectionOf, setIn, type Path, type SectionId } from './claimEditing';
import { ClaimWeeks } from './ClaimWeeks';
import { SeasonRoutes } from './SeasonRoutes';
import { useIdleValue } from './useIdleValue';
import customerSchema from '../../../schemas/forms/compensation/claimCustomer.schema.json';
import customerUi from '../../../schemas/forms/compensation/claimCustomer.ui.json';
import addressSchema from '../../../schemas/forms/compensation/claimAddress.schema.json';
import addressUi from '../../../schemas/forms/compensation/claimAddress.ui.json';
import informationSchema from '../../../schemas/forms/compensation/claimInformation.schema.json';
import informationUi from '../../../schemas/forms/compensation/claimInformation.ui.json';
import overridesSchema from '../../../schemas/forms/compensation/claimOverrides.schema.json';
import overridesUi from '../../../schemas/forms/compensation/claimOverrides.ui.json';
import amountSchema from '../../../schemas/forms/compensation/claimAmount.schema.json';
import amountUi from '../../../schemas/forms/compensation/claimAmount.ui.json';

const FORMS = {
  customer: { schema: customerSchema, ui: customerUi },
  address: { schema: addressSchema, ui: addressUi },
  information: { schema: informationSchema, ui: informationUi },
  overrides: { schema: overridesSchema, ui: overridesUi },
  amount: { schema: amountSchema, ui: amountUi },
} as unknown as Record<'customer' | 'address' | 'information' | 'overrides' | 'amount', DeclaredForm>;

const HIDE_EMAIL = ['email'] as const;
const HIDE_LINE3 = ['line3'] as const;
const CUSTOMER = ['customer'] as const;
const ADDRESS = ['customer', 'address'] as const;
const TOP: Path = [];
const NONE: never[] = [];

/** What the dialog asks of the sections on submit. */
export interface ClaimSectionsHandle {
  /** the draft to send, or undefined when it breaks a rule (the first invalid section is then opened and focused) */
  submit(): ClaimDraft | undefined;
}

export interface ClaimSectionsProps {
  kind: ClaimKind;
  initial: ClaimDraft;
  handle: Ref<ClaimSectionsHandle>;
}

export const ClaimSections = memo(function ClaimSections({ kind, initial, handle }: ClaimSectionsProps) {
  const { t } = useTranslation();
  const services = useRuntimeServices();
  const limits = useMemo(() => compensationLimitsOf(services.config), [services.config]);
  const mayBypass = checkGate({ permission: 'canBypassClaimChecks' }, services.gateContext);
  const [draft, setDraft] = useState<ClaimDraft>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [open, setOpen] = useState<SectionId | undefined>('customer');
  const [focusRequest, setFocusRequest] = useState(0);
  const [routesByPair, setRoutesByPair] = useState<Record<string, EligibilityRoute[]>>({});
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());
  // pairs whose check failed (unknown station, service down) for this draft: asked again only after the user's next change
  const [failed, setFailed] = useState<{ draft: ClaimDraft; keys: ReadonlySet<string> }>();
  const bodyRef = useRef<HTMLDivElement>(null);
  // the draft as the rules last judged it: a keystroke changes `draft` at once, the whole-draft rules follow when idle
  const typed = useMemo(() => ({ draft, touched }), [draft, touched]);
  const [{ draft: judged, touched: judgedTouched }, judgeNow] = useIdleValue(typed);

  // 001 §4: each station pair is checked with the eligibility service (through the server) as soon as it is complete
  useEffect(() => {
    const failedNow = failed?.draft === judged ? failed.keys : undefined;
    const asked = draftJourneys(judged).filter((j) => {
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
        .then((reply: CheckClaimEligibilityReply) => {
          setRoutesByPair((r) => ({
            ...r,
            ...Object.fromEntries(
              journeys.map((j, i) => [pairKey(j.origin, j.destination), reply.results[i]?.routes ?? []]),
            ),
          }));
        })
        // an unknown station or an unreachable service: the pair stays unchecked ('Check the route…') and is asked again on the next change
        .catch(() =>
          setFailed((f) => ({ draft: judged, keys: new Set([...(f?.draft === judged ? f.keys : []), ...keys]) })),
        )
        .finally(() => setPending((p) => new Set([...p].filter((k) => !keys.includes(k)))));
    }
  }, [judged, routesByPair, pending, failed, services]);

  // whole-draft rules on the judged draft: what they say reaches every group, so it is rendered when the browser is idle
  const checked = useMemo(() => compensationDraftEligibility(judged, routesByPair), [judged, routesByPair]);
  const errors = useMemo(() => compensationClaimErrors(checked, limits), [checked, limits]);
  const shown = useMemo(() => {
    const out: Errors = {};
    for (const [path, key] of Object.entries(errors))
      if (errorShown(path, judgedTouched, submitted)) out[path] = compensationErrorText(key, limits);
    return out;
  }, [errors, judgedTouched, submitted, limits]);
  // the latest touched fields and submit, for the groups that judge a change at once (read, not props: a new touched
  // field must not render every group)
  const latest = useRef({ touched, submitted });
  latest.current = { touched, submitted };

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
  const handlers = useRef(new Map<string, FieldChange>());
  const changeAt = useCallback(
    (path: Path): FieldChange => {
      const key = path.join('.');
      let handler = handlers.current.get(key);
      if (!handler) handlers.current.set(key, (handler = (field, value) => update([...path, field], value)));
      return handler;
    },
    [update],
  );
  const isShown = useCallback((path: string) => errorShown(path, latest.current.touched, latest.current.submitted), []);
  const shared = useMemo<Shared>(
    () => ({ t, update, touch, edit, changeAt, isShown, judgeNow, limits, routesOf, pending }),
    [t, update, touch, edit, changeAt, isShown, judgeNow, limits, routesOf, pending],
  );

  const sections = useMemo<SectionId[]>(
    () => [
      'customer',
      'address',
      // 001 §2: the compensation amount is the whitelist claim's; the override checkboxes are for the others only
      ...(kind === 'whitelist'
        ? (['amount'] as const)
        : kind === 'season'
          ? (['season'] as const)
          : (['nonSeason', 'information'] as const)),
      ...(mayBypass && kind !== 'whitelist' ? (['overrides'] as const) : []),
    ],
    [kind, mayBypass],
  );
  const counts = useMemo(() => {
    const c: Partial<Record<SectionId, number>> = {};
    for (const path of Object.keys(shown)) c[sectionOf(path)] = (c[sectionOf(path)] ?? 0) + 1;
    return c;
  }, [shown]);

  // after a refused submit: the first invalid field once it shows its error (the judgement may be one render behind)
  const focusPending = useRef(false);
  useEffect(() => {
    if (!focusPending.current) return;
    const target = bodyRef.current?.querySelector<HTMLElement>(
      '.claim-section__body [aria-invalid="true"], .claim-section__body .claim-group-error',
    );
    if (!target) return;
    focusPending.current = false;
    target.focus();
  }, [focusRequest, shown, open]);

  // the submit of the dialog: the draft as it is now (never an idle judgement behind it), or undefined with the first
  // invalid section opened and its first invalid field focused
  useImperativeHandle(
    handle,
    () => ({
      submit() {
        setSubmitted(true);
        // what the judgement says is shown with this render, not at idle time
        judgeNow();
        const now =
          judged === draft
            ? errors
            : compensationClaimErrors(compensationDraftEligibility(draft, routesByPair), limits);
        const first = sections.find((s) => Object.keys(now).some((p) => sectionOf(p) === s));
        if (!first) return draft;
        setOpen(first);
        focusPending.current = true;
        setFocusRequest((n) => n + 1);
        return undefined;
      },
    }),
    [draft, judged, judgeNow, errors, routesByPair, limits, sections],
  );

  const body = (section: SectionId): ReactNode => {
    switch (section) {
      case 'customer':
        return (
          <DeclaredFields
            form={FORMS.customer}
            idPrefix="claim-customer"
            values={draft.customer as Record<string, unknown>}
            errors={fieldTexts(shown, 'customer')}
            onChange={shared.changeAt(CUSTOMER)}
            hidden={draft.bypassEmailCheck ? HIDE_EMAIL : undefined}
          />
        );
      case 'address':
        return (
          <DeclaredFields
            form={FORMS.address}
            idPrefix="claim-address"
            values={draft.customer?.address as Record<string, unknown>}
            errors={fieldTexts(shown, 'customer.address')}
            onChange={shared.changeAt(ADDRESS)}
            hidden={draft.bypassCustomerCheck ? HIDE_LINE3 : undefined}
          />
        );
      case 'season':
        return (
          <SeasonRoutes
            routes={draft.routes ?? []}
            checkedRoutes={checked.routes ?? []}
            shown={shown}
            shared={shared}
          />
        );
      case 'nonSeason':
        return (
          <ClaimWeeks
            weeks={draft.weeks ?? NONE}
            judgedWeeks={judged.weeks ?? NONE}
            checkedWeeks={checked.weeks ?? NONE}
            errors={errors}
            shown={shown}
            shared={shared}
          />
        );
      case 'information':
        return (
          <DeclaredFields
            form={FORMS.information}
            idPrefix="claim-information"
            values={draft as unknown as Record<string, unknown>}
            errors={{ requestInformation: shown.requestInformation }}
            onChange={shared.changeAt(TOP)}
          >
            <p className="claim-hint">
              {t('CLAIM_FORM_CHARACTERS_LEFT', { count: 500 - (draft.requestInformation ?? '').length })}
            </p>
          </DeclaredFields>
        );
      case 'amount':
        return (
          <DeclaredFields
            form={FORMS.amount}
            idPrefix="claim-amount"
            values={draft as unknown as Record<string, unknown>}
            errors={{ compensationAmount: shown.compensationAmount, photocardNumber: shown.photocardNumber }}
            onChange={shared.changeAt(TOP)}
          />
        );
      case 'overrides':
        return (
          <DeclaredFields
            form={FORMS.overrides}
            idPrefix="claim-overrides"
            values={draft as unknown as Record<string, unknown>}
            onChange={(field, value) => update([field], value === true ? true : undefined)}
          />
        );
    }
  };

  return (
    <div ref={bodyRef} className="claim-accordion__sections">
      {sections.map((section) => (
        <Section key={section} id={section} count={counts[section] ?? 0} expanded={open === section} onToggle={setOpen}>
          {open === section ? body(section) : null}
        </Section>
      ))}
    </div>
  );
});

const TITLES: Record<SectionId, string> = {
  customer: 'CLAIM_FORM_SECTION_CUSTOMER',
  address: 'CLAIM_FORM_SECTION_ADDRESS',
  season: 'CLAIM_FORM_SECTION_SEASON',
  nonSeason: 'CLAIM_FORM_SECTION_NON_SEASON',
  information: 'CLAIM_FORM_SECTION_INFORMATION',
  overrides: 'CLAIM_FORM_SECTION_OVERRIDES',
  amount: 'CLAIM_FORM_SECTION_AMOUNT',
};

interface SectionProps {
  id: SectionId;
  /** shown errors in the section */
  count: number;
  expanded: boolean;
  onToggle(open: SectionId | undefined): void;
  /** the body, when expanded */
  children: ReactNode;
}

/**
 * One section: a header button with its error count, and its body when open. The header is rendered again only when
 * its count or state changes, not on every keystroke in the body (its texts are translated there); a closed section
 * is not rendered again at all.
 */
const Section = memo(function Section({ id, count, expanded, onToggle, children }: SectionProps) {
  return (
    <section
      className={`claim-section${count ? ' claim-section--invalid' : ''}`}
      aria-labelledby={`claim-section-${id}`}
    >
      <SectionHeader id={id} count={count} expanded={expanded} onToggle={onToggle} />
      {expanded && (
        <div id={`claim-section-${id}-body`} className="claim-section__body">
          {children}
        </div>
      )}
    </section>
  );
});

const SectionHeader = memo(function SectionHeader({ id, count, expanded, onToggle }: Omit<SectionProps, 'children'>) {
  const { t } = useTranslation();
  return (
    <h3 className="claim-section__header">
      <button
        type="button"
        id={`claim-section-${id}`}
        aria-expanded={expanded}
        aria-controls={`claim-section-${id}-body`}
        onClick={() => onToggle(expanded ? undefined : id)}
      >
        <span>{t(TITLES[id])}</span>
        {count > 0 && <span className="claim-section__count">{t('CLAIM_FORM_ERROR_COUNT', { count })}</span>}
      </button>
    </h3>
  );
});

/** Texts of the shown errors of the fields directly under `base`. */
function fieldTexts(shown: Errors, base: string): Record<string, string> {
  return fieldKeysAt(shown, base);
}
