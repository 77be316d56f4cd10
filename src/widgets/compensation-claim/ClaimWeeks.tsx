// 001 §2 claim accordion, non-season tickets: weeks → days → outward and optional return ticket, each a declared
// sub-form (claimWeek, claimDay, claimDayTicket). Typing within a frame (issue 24): every level is a memoised group
// whose props keep their identity unless its own part of the draft changed, so a keystroke renders one week, one day
// and one ticket. The day a keystroke changed is judged at once by the domain's day rule (dayErrors, the same the
// whole-draft rule and the server apply); the whole draft (weeks, limits, cross-day rules) is judged by the accordion
// when the browser is idle (useDeferredValue) and reaches the groups as `shown`.
import { memo, useCallback, useMemo, useRef } from 'react';
import { DeclaredFields, type DeclaredForm } from '../../runtime';
import { dayErrors, type DayDraft, type DayTicketDraft, type WeekDraft } from '../../domain/compensationClaimErrors';
import { compensationErrorText } from '../../domain/compensationErrorText';
import { nonSeasonTicketType } from '../../domain/compensationReference';
import weekSchema from '../../../schemas/forms/compensation/claimWeek.schema.json';
import weekUi from '../../../schemas/forms/compensation/claimWeek.ui.json';
import daySchema from '../../../schemas/forms/compensation/claimDay.schema.json';
import dayUi from '../../../schemas/forms/compensation/claimDay.ui.json';
import dayTicketSchema from '../../../schemas/forms/compensation/claimDayTicket.schema.json';
import dayTicketUi from '../../../schemas/forms/compensation/claimDayTicket.ui.json';
import {
  GroupError,
  ReasonButton,
  RouteStatus,
  requiredOfTicket,
  sameShown,
  shownUnder,
  type Errors,
  type Shared,
} from './accordionParts';
import { fieldKeysAt, ticketFields, without } from './claimEditing';
import { addDayReason } from './addDayReason';
import { EvidenceImages } from './EvidenceImages';

const FORMS = {
  week: { schema: weekSchema, ui: weekUi },
  day: { schema: daySchema, ui: dayUi },
  dayTicket: { schema: dayTicketSchema, ui: dayTicketUi },
} as unknown as Record<'week' | 'day' | 'dayTicket', DeclaredForm>;

const NO_DAYS: DayDraft[] = [];

export interface ClaimWeeksProps {
  /** the draft's weeks, as typed */
  weeks: WeekDraft[];
  /** the weeks the errors were judged on (the same objects once the judgement caught up) */
  judgedWeeks: WeekDraft[];
  /** the judged weeks with the levels the eligibility service gave */
  checkedWeeks: WeekDraft[];
  /** error keys of the whole draft by path (judged) */
  errors: Record<string, string>;
  /** texts of the shown errors by path (judged) */
  shown: Errors;
  shared: Shared;
}

export function ClaimWeeks({ weeks, judgedWeeks, checkedWeeks, errors, shown, shared }: ClaimWeeksProps) {
  const { t } = shared;
  // the latest judgement for Add day's reveal, read when it is activated (not a prop: weeks would render again)
  const errorsRef = useRef(errors);
  errorsRef.current = errors;
  const reveal = useCallback(
    (week: number) => {
      shared.judgeNow();
      revealDayErrors(week, errorsRef.current, shared.touch);
    },
    [shared],
  );
  // texts that do not change while the user types are translated once (i18next's t is not free, and every keystroke
  // renders the lists it passes through)
  const addWeek = useMemo(() => t('CLAIM_FORM_ADD_WEEK'), [t]);
  // Add day's reasons read the judged errors and each week's period only: worked out again when those change, not on
  // every keystroke in a day
  const periods = weeks.map((week) => week.period ?? '').join('\n');
  const addDayReasons = useMemo(
    () =>
      periods
        .split('\n')
        .map((period, i) => addDayReason({ period: period || undefined }, i, errors, t, shared.limits)),
    [periods, errors, t, shared.limits],
  );
  const addWeekReason =
    weeks.length >= shared.limits.maxWeeks ? compensationErrorText('tooManyWeeks', shared.limits) : undefined;
  return (
    <div className="claim-list">
      <GroupError text={shown.weeks} />
      {weeks.map((week, i) => (
        <Week
          key={i}
          index={i}
          week={week}
          judged={judgedWeeks[i]}
          checked={checkedWeeks[i]}
          shown={shownUnder(shown, `weeks.${i}`)}
          blocked={addDayReasons[i]}
          removable={weeks.length > 1}
          reveal={reveal}
          shared={shared}
        />
      ))}
      <ReasonButton
        id="claim-add-week"
        label={addWeek}
        reason={addWeekReason}
        onClick={() => shared.edit(['weeks'], (list) => [...(list ?? []), { days: [] }])}
      />
    </div>
  );
}

/** Shows every error of a week's days (as if each field had been left) and moves the focus to the first one. */
function revealDayErrors(week: number, errors: Record<string, string>, touch: (path: string) => void): void {
  const paths = Object.keys(errors).filter((p) => p.startsWith(`weeks.${week}.days.`));
  for (const p of paths) touch(p);
  const first = paths[0];
  if (!first) return;
  // field ids are `claim-week-{w}-day-{d}-{outward|return}-{field}` (DeclaredFields' idPrefix-field)
  const id = `claim-week-${first.replace(/^weeks\.(\d+)\.days\.(\d+)\./, '$1-day-$2-').replace(/\./g, '-')}`;
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

/** Levels of a checked week's tickets as one string: groups compare it rather than the re-checked objects. */
const levelsOf = (week: WeekDraft | undefined) =>
  (week?.days ?? []).map((d) => `${d.outward?.level}/${d.return?.level}`).join(',');

interface WeekProps {
  index: number;
  week: WeekDraft;
  judged?: WeekDraft;
  checked?: WeekDraft;
  shown: Errors;
  /** why Add day is blocked (addDayReason), or undefined */
  blocked?: string;
  removable: boolean;
  reveal(week: number): void;
  shared: Shared;
}

const Week = memo(
  function Week({ index, week, judged, checked, shown, blocked, removable, reveal, shared }: WeekProps) {
    const { t } = shared;
    const texts = useMemo(
      () => ({
        legend: t('CLAIM_FORM_WEEK_N', { n: index + 1 }),
        addDay: t('CLAIM_FORM_ADD_DAY'),
        remove: t('CLAIM_FORM_REMOVE_WEEK'),
      }),
      [t, index],
    );
    const base = `weeks.${index}`;
    return (
      <fieldset className="claim-group">
        <legend>{texts.legend}</legend>
        <DeclaredFields
          form={FORMS.week}
          idPrefix={`claim-week-${index}`}
          values={week as Record<string, unknown>}
          errors={fieldKeysAt(shown, base)}
          onChange={shared.changeAt(['weeks', index])}
        />
        <GroupError text={shown[base]} />
        {(week.days ?? NO_DAYS).map((day, k) => (
          <Day
            key={k}
            week={index}
            index={k}
            day={day}
            judged={judged?.days?.[k]}
            outwardLevel={checked?.days?.[k]?.outward?.level}
            returnLevel={checked?.days?.[k]?.return?.level}
            shown={shownUnder(shown, `${base}.days.${k}`)}
            shared={shared}
          />
        ))}
        <ReasonButton
          id={`claim-week-${index}-add-day`}
          label={texts.addDay}
          reason={blocked}
          onClick={() => shared.edit(['weeks', index, 'days'], (list) => [...(list ?? []), { outward: {} }])}
          // 001 §5 Add day is disabled while a day has errors: activating it shows them, the first one focused
          onBlocked={() => reveal(index)}
        />
        {removable && (
          <button
            type="button"
            className="btn btn-link"
            onClick={() => shared.edit(['weeks'], (list) => without(list, index))}
          >
            {texts.remove}
          </button>
        )}
      </fieldset>
    );
  },
  (a, b) =>
    a.index === b.index &&
    a.week === b.week &&
    a.judged === b.judged &&
    a.blocked === b.blocked &&
    a.removable === b.removable &&
    a.reveal === b.reveal &&
    a.shared === b.shared &&
    levelsOf(a.checked) === levelsOf(b.checked) &&
    sameShown(a.shown, b.shown),
);

/** Texts of the errors of the fields under `base` in a day judged at once (keys relative to the day). */
function localTexts(local: Record<string, string>, dayBase: string, group: string, shared: Shared): Errors {
  const out: Errors = {};
  const prefix = group ? `${group}.` : '';
  for (const [path, key] of Object.entries(local)) {
    if (!path.startsWith(prefix)) continue;
    const field = path.slice(prefix.length);
    // only the fields' own rules: group rules (the route, a missing return) wait for the whole-draft judgement
    if (!field || field.includes('.') || field === 'route') continue;
    if (shared.isShown(`${dayBase}.${path}`)) out[field] = compensationErrorText(key, shared.limits);
  }
  return out;
}

interface DayProps {
  week: number;
  index: number;
  day: DayDraft;
  /** the day the shown errors were judged on */
  judged?: DayDraft;
  outwardLevel?: number;
  returnLevel?: number;
  shown: Errors;
  shared: Shared;
}

const Day = memo(
  function Day({ week, index, day, judged, outwardLevel, returnLevel, shown, shared }: DayProps) {
    const { t } = shared;
    const texts = useMemo(
      () => ({
        legend: t('CLAIM_FORM_DAY_N', { n: index + 1 }),
        removeReturn: t('CLAIM_FORM_REMOVE_RETURN'),
        addReturn: t('CLAIM_FORM_ADD_RETURN'),
        remove: t('CLAIM_FORM_REMOVE_DAY'),
      }),
      [t, index],
    );
    const base = `weeks.${week}.days.${index}`;
    const rule = nonSeasonTicketType(day.outward?.type);
    // the day a keystroke changed, judged now by the domain's day rule; the rest waits for the whole-draft judgement
    const local = day === judged ? undefined : dayErrors(day, shared.limits);
    const fieldTexts = (group: 'outward' | 'return' | '') =>
      local ? localTexts(local, base, group, shared) : fieldKeysAt(shown, group ? `${base}.${group}` : base);
    const ticket = (which: 'outward' | 'return', value: DayTicketDraft | undefined, level: number | undefined) => (
      <DayTicket
        week={week}
        day={index}
        which={which}
        value={value}
        level={level}
        errors={fieldTexts(which)}
        routeError={shown[`${base}.${which}.route`] ?? shown[`${base}.${which}.routeCode`]}
        routeCodeInvalid={!!shown[`${base}.${which}.routeCode`]}
        shared={shared}
      />
    );
    return (
      <fieldset className="claim-group claim-group--day">
        <legend>{texts.legend}</legend>
        <DeclaredFields
          form={FORMS.day}
          idPrefix={`claim-week-${week}-day-${index}`}
          values={day as Record<string, unknown>}
          errors={fieldTexts('')}
          onChange={shared.changeAt(['weeks', week, 'days', index])}
        />
        {ticket('outward', day.outward, outwardLevel)}
        {day.return ? ticket('return', day.return, returnLevel) : null}
        <GroupError text={shown[base] ?? shown[`${base}.return`]} />
        {rule?.return === 'optional' &&
          (day.return ? (
            <button
              type="button"
              className="btn btn-link"
              onClick={() => shared.update(['weeks', week, 'days', index, 'return'], undefined)}
            >
              {texts.removeReturn}
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
              {texts.addReturn}
            </button>
          ))}
        <button
          type="button"
          className="btn btn-link"
          onClick={() => shared.edit(['weeks', week, 'days'], (list) => without(list, index))}
        >
          {texts.remove}
        </button>
      </fieldset>
    );
  },
  (a, b) =>
    a.day === b.day &&
    a.judged === b.judged &&
    a.week === b.week &&
    a.index === b.index &&
    a.outwardLevel === b.outwardLevel &&
    a.returnLevel === b.returnLevel &&
    a.shared === b.shared &&
    sameShown(a.shown, b.shown),
);

interface DayTicketProps {
  week: number;
  day: number;
  which: 'outward' | 'return';
  value?: DayTicketDraft;
  level?: number;
  /** texts of the ticket's field errors by field */
  errors: Errors;
  routeError?: string;
  routeCodeInvalid: boolean;
  shared: Shared;
}

const DayTicket = memo(
  function DayTicket({ week, day, which, value, level, errors, routeError, routeCodeInvalid, shared }: DayTicketProps) {
    const { t } = shared;
    const fields = ticketFields(nonSeasonTicketType(value?.type), value, true);
    const idPrefix = `claim-week-${week}-day-${day}-${which}`;
    const change = shared.changeAt(['weeks', week, 'days', day, which]);
    const legend = useMemo(() => t(which === 'outward' ? 'CLAIM_FORM_OUTWARD' : 'CLAIM_FORM_RETURN'), [t, which]);
    return (
      <fieldset className="claim-group claim-group--ticket">
        <legend>{legend}</legend>
        <DeclaredFields
          form={FORMS.dayTicket}
          idPrefix={idPrefix}
          values={value as Record<string, unknown>}
          errors={errors}
          onChange={change}
          only={fields}
          required={requiredOfTicket(fields, value, 'daily', shared.limits)}
        />
        {/* 001 §3 the evidence's ticket image and receipt, where the type asks for evidence */}
        {fields.includes('evidenceType') && (
          <EvidenceImages
            idPrefix={idPrefix}
            ticketImageId={value?.ticketImageId}
            receiptImageId={value?.receiptImageId}
            onChange={change}
          />
        )}
        <RouteStatus
          base={['weeks', week, 'days', day, which]}
          journey={value ?? {}}
          level={level}
          invalid={routeCodeInvalid}
          shared={shared}
        />
        <GroupError text={routeError} />
      </fieldset>
    );
  },
  (a, b) =>
    a.value === b.value &&
    a.week === b.week &&
    a.day === b.day &&
    a.which === b.which &&
    a.level === b.level &&
    a.routeError === b.routeError &&
    a.routeCodeInvalid === b.routeCodeInvalid &&
    a.shared === b.shared &&
    sameShown(a.errors, b.errors),
);
