// 001 §2 modal "one-click delay repay journey editor": origin and destination by the shared station input (required
// and different), the day type (weekday / saturday / sunday; at least one weekday for weekday), the travel week, and
// the planner search (POST /jp/journey-plan): 5 journeys in a 3-hour window whose start moves in 15-minute steps, one
// hour earlier or later; a week with a bank holiday on a chosen day moves to the next week without one (001 §9). The
// chosen trains become the journey's service times; saving asks ONE_CLICK_DELAY_REPAY_CONFIRMATION_TITLE / _BODY.
import { useId, useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../runtime/useTranslation';
import {
  journeySearchWindow,
  minutesToTime,
  shiftJourneyWindow,
  timeToMinutes,
  type JourneyWindow,
} from '../../domain/journeySearchWindow';
import { londonToday } from '../../domain/londonToday';
import { dateInWeek, mondayOf, weekWithoutBankHolidayFrom } from '../../domain/nextWeekWithoutBankHoliday';
import { oneClickWithinLimit } from '../../domain/oneClickJourneyCount';
import {
  daysOfDayType,
  oneClickJourneyErrors,
  ONE_CLICK_DAY_TYPES,
  WEEKDAYS,
  type DayOfWeek,
  type OneClickDayType,
  type OneClickJourneyErrors,
} from '../../domain/oneClickJourneyErrors';
import {
  CallTypeahead,
  callQueryKey,
  describeCallFailure,
  Dialog,
  DialogCancel,
  formatDate,
  useRuntimeServices,
} from '../../runtime';
import { CALL_QUERY_ROOT } from '../../runtime/callQueryKey';
import { journeyPlanRequest, plannedJourneys, type ServiceTime } from './journeyPlan';
import type { FavouriteJourney } from '../../generated/types/FavouriteJourney';

const STATION_OPTIONS = {
  call: 'listStations',
  value: 'nlc',
  label: '{name} ({crs})',
  query: { filterByBrand: false },
  lookupCall: 'getStation',
};
const DAY_MS = 86_400_000;

export interface JourneyEditorProps {
  customerId: string;
  /** the journey edited; none adds one */
  journey?: FavouriteJourney;
  journeys: readonly FavouriteJourney[];
  limit: number;
  onClose(): void;
}

interface Search {
  origin: string;
  destination: string;
  day: string;
  /** the chosen week, when it had a bank holiday on a chosen day and the search moved past it */
  movedFrom?: string;
  window: JourneyWindow;
}

const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : fallback);

export function JourneyEditor({ customerId, journey, journeys, limit, onClose }: JourneyEditorProps) {
  const { t } = useTranslation();
  const services = useRuntimeServices();
  const queryClient = useQueryClient();
  const ids = useId();
  const windowConfig = {
    windowHours: num(services.config.journeySearchWindowHours, 3),
    stepMinutes: num(services.config.journeySearchStepMinutes, 15),
  };
  const results = num(services.config.journeySearchResults, 5);
  const nextMonday = useMemo(
    () => new Date(Date.parse(`${mondayOf(londonToday())}T00:00:00Z`) + 7 * DAY_MS).toISOString().slice(0, 10),
    [],
  );

  const [origin, setOrigin] = useState<string | undefined>(journey?.origin.nlc);
  const [destination, setDestination] = useState<string | undefined>(journey?.destination.nlc);
  const [dayType, setDayType] = useState<OneClickDayType>(journey?.journeyType ?? 'weekday');
  const [days, setDays] = useState<DayOfWeek[]>(journey?.daysOfWeek ?? [...WEEKDAYS]);
  const [week, setWeek] = useState(nextMonday);
  const [time, setTime] = useState(journey?.serviceTimes[0]?.time ?? '07:00');
  const [chosen, setChosen] = useState<ServiceTime[]>(journey?.serviceTimes ?? []);
  const [search, setSearch] = useState<Search | undefined>(undefined);
  const [errors, setErrors] = useState<OneClickJourneyErrors & { limit?: string }>({});
  const [confirming, setConfirming] = useState(false);

  const holidaysArgs = { query: { excludePastDates: true }, notify: false };
  const holidays = useQuery({
    queryKey: callQueryKey('listBankHolidays', holidaysArgs),
    queryFn: () => services.call('listBankHolidays', holidaysArgs),
    staleTime: Infinity,
  });
  const holidayDates = useMemo(() => {
    const events = (holidays.data?.['england-and-wales']?.events ?? []) as { date?: string }[];
    return new Set(events.map((e) => String(e.date ?? '')));
  }, [holidays.data]);

  const planArgs = search && {
    body: journeyPlanRequest(search.origin, search.destination, search.day, search.window, results),
    notify: false,
  };
  const plan = useQuery({
    queryKey: callQueryKey('planJourneys', planArgs ?? {}),
    queryFn: () => services.call('planJourneys', planArgs),
    enabled: Boolean(planArgs),
    retry: false,
  });
  const found = plan.data ? plannedJourneys(plan.data) : [];

  const chooseType = (type: OneClickDayType) => {
    setDayType(type);
    setDays(type === 'weekday' ? [...WEEKDAYS] : [...daysOfDayType(type)]);
  };
  const toggleDay = (day: DayOfWeek) =>
    setDays(days.includes(day) ? days.filter((d) => d !== day) : WEEKDAYS.filter((d) => d === day || days.includes(d)));

  const find = () => {
    const e = oneClickJourneyErrors({ origin, destination, journeyType: dayType, daysOfWeek: days });
    setErrors(e);
    if (Object.keys(e).length) return;
    const monday = weekWithoutBankHolidayFrom(week || nextMonday, days, holidayDates);
    const chosenMonday = mondayOf(week || nextMonday);
    setSearch({
      origin: origin!,
      destination: destination!,
      day: dateInWeek(monday, days[0]),
      movedFrom: monday !== chosenMonday ? chosenMonday : undefined,
      window: journeySearchWindow(timeToMinutes(time) ?? 420, windowConfig),
    });
  };
  const shift = (direction: -1 | 1) => {
    if (!search) return;
    const window = shiftJourneyWindow(search.window, direction, windowConfig);
    setSearch({ ...search, window });
    setTime(minutesToTime(window.start));
  };
  // a service time keeps only its time and legs (a planned journey also has its link and times)
  const toggleService = ({ time, legs }: ServiceTime) =>
    setChosen(
      chosen.some((c) => c.time === time)
        ? chosen.filter((c) => c.time !== time)
        : [...chosen, { time, legs }].sort((a, b) => a.time.localeCompare(b.time)),
    );

  const review = () => {
    const e: OneClickJourneyErrors & { limit?: string } = oneClickJourneyErrors({
      origin,
      destination,
      journeyType: dayType,
      daysOfWeek: days,
      serviceTimes: chosen,
    });
    if (
      !e.serviceTimes &&
      !oneClickWithinLimit(journeys, { serviceTimes: chosen, daysOfWeek: days }, limit, journey?.journeyId)
    ) {
      e.limit = t('ONE_CLICK_WOULD_PASS_LIMIT', { limit });
    }
    setErrors(e);
    if (Object.keys(e).length === 0) setConfirming(true);
  };

  const save = useMutation({
    mutationFn: () => {
      const body = { journeyType: dayType, origin, destination, daysOfWeek: days, serviceTimes: chosen };
      return journey
        ? services.call('editFavouriteJourney', {
            params: { userId: customerId, journeyId: journey.journeyId },
            body,
            notify: false,
          })
        : services.call('addFavouriteJourney', { params: { userId: customerId }, body, notify: false });
    },
    onSuccess: async () => {
      services.notify({ kind: 'success', message: t(journey ? 'ONE_CLICK_SAVED' : 'ONE_CLICK_ADDED') });
      await queryClient.invalidateQueries({ queryKey: [CALL_QUERY_ROOT] });
      onClose();
    },
    onError: () => setConfirming(false),
  });
  const failure = save.isError
    ? describeCallFailure({ ONE_CLICK_JOURNEY_LIMIT: 'ONE_CLICK_LIMIT_REACHED' }, save.error, t).message
    : undefined;

  if (confirming) {
    return (
      <Dialog
        title={t('ONE_CLICK_DELAY_REPAY_CONFIRMATION_TITLE')}
        onClose={onClose}
        busy={save.isPending}
        footer={
          <>
            <button
              type="button"
              className="button button--primary"
              disabled={save.isPending}
              onClick={() => save.mutate()}
            >
              {t('ONE_CLICK_CONFIRM')}
            </button>
            <button type="button" className="button" disabled={save.isPending} onClick={() => setConfirming(false)}>
              {t('ONE_CLICK_BACK')}
            </button>
            <DialogCancel />
          </>
        }
      >
        <p>{t('ONE_CLICK_DELAY_REPAY_CONFIRMATION_BODY')}</p>
        <p>
          {t('ONE_CLICK_SUMMARY', {
            times: chosen.map((c) => c.time).join(', '),
            days: days.map((d) => t(`ONE_CLICK_DAY_SHORT_${d}`)).join(', '),
          })}
        </p>
      </Dialog>
    );
  }

  // Issue 22: an error said at Search or Review holds only while its cause does — each is checked again on the
  // current values, so changing the destination takes "must differ" away (and a new cause says its own text).
  const live: OneClickJourneyErrors & { limit?: string } = {
    ...oneClickJourneyErrors({ origin, destination, journeyType: dayType, daysOfWeek: days, serviceTimes: chosen }),
    limit:
      errors.limit &&
      !oneClickWithinLimit(journeys, { serviceTimes: chosen, daysOfWeek: days }, limit, journey?.journeyId)
        ? errors.limit
        : undefined,
  };
  const shownErrors = Object.fromEntries(
    Object.keys(errors).map((key) => [key, live[key as keyof typeof live]]),
  ) as typeof errors;
  const fieldError = (key: keyof typeof errors) =>
    shownErrors[key] ? (
      <p id={`${ids}-${key}-error`} className="text-danger field-error" role="alert">
        {shownErrors[key]}
      </p>
    ) : null;
  return (
    <Dialog
      title={t(journey ? 'ONE_CLICK_EDIT_TITLE' : 'ONE_CLICK_ADD_TITLE')}
      onClose={onClose}
      error={failure}
      className="one-click-editor"
      footer={
        <>
          <button type="button" className="button button--primary" onClick={review}>
            {t('ONE_CLICK_SAVE')}
          </button>
          <DialogCancel />
        </>
      }
    >
      <div className="one-click-editor__stations">
        <CallTypeahead
          id={`${ids}-origin`}
          label={t('ONE_CLICK_ORIGIN')}
          value={origin}
          onChange={setOrigin}
          options={STATION_OPTIONS}
          error={shownErrors.origin}
          required
        />
        <CallTypeahead
          id={`${ids}-destination`}
          label={t('ONE_CLICK_DESTINATION')}
          value={destination}
          onChange={setDestination}
          options={STATION_OPTIONS}
          error={shownErrors.destination}
          required
        />
      </div>
      <fieldset className="one-click-editor__days">
        <legend>{t('ONE_CLICK_DAY_TYPE')}</legend>
        {ONE_CLICK_DAY_TYPES.map((type) => (
          <label key={type}>
            <input type="radio" name={`${ids}-type`} checked={dayType === type} onChange={() => chooseType(type)} />{' '}
            {t(`ONE_CLICK_DAY_TYPE_${type.toUpperCase()}`)}
          </label>
        ))}
      </fieldset>
      {dayType === 'weekday' && (
        <fieldset
          className="one-click-editor__days"
          aria-describedby={shownErrors.daysOfWeek ? `${ids}-daysOfWeek-error` : undefined}
        >
          <legend>{t('ONE_CLICK_DAYS')}</legend>
          {WEEKDAYS.map((day) => (
            <label key={day}>
              <input type="checkbox" checked={days.includes(day)} onChange={() => toggleDay(day)} />{' '}
              {t(`ONE_CLICK_DAY_${day}`)}
            </label>
          ))}
        </fieldset>
      )}
      {fieldError('daysOfWeek')}
      {fieldError('journeyType')}

      <fieldset className="one-click-editor__search">
        <legend>{t('ONE_CLICK_FIND_TRAINS')}</legend>
        <label>
          {t('ONE_CLICK_WEEK')}
          <input type="date" value={week} min={nextMonday} onChange={(e) => setWeek(e.target.value)} />
        </label>
        <label>
          {t('ONE_CLICK_DEPART_FROM')}
          <select value={time} onChange={(e) => setTime(e.target.value)}>
            {Array.from({ length: (24 * 60) / windowConfig.stepMinutes }, (_, n) =>
              minutesToTime(n * windowConfig.stepMinutes),
            ).map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="button" onClick={find} disabled={holidays.isPending}>
          {t('ONE_CLICK_SEARCH')}
        </button>
        {holidays.isPending && <span className="action__reason">{t('ONE_CLICK_HOLIDAYS_LOADING')}</span>}
      </fieldset>

      {holidays.isError && (
        <p className="runtime-error" role="alert">
          {t('ONE_CLICK_HOLIDAYS_FAILED')}
        </p>
      )}
      {search && (
        <section className="one-click-editor__results" aria-label={t('ONE_CLICK_RESULTS')} aria-busy={plan.isFetching}>
          <p role="status">
            {search.movedFrom
              ? t('ONE_CLICK_MOVED_PAST_HOLIDAY', { week: formatDate(search.movedFrom), day: formatDate(search.day) })
              : t('ONE_CLICK_SEARCHING_DAY', { day: formatDate(search.day) })}{' '}
            {t('ONE_CLICK_WINDOW', { from: minutesToTime(search.window.start), to: minutesToTime(search.window.end) })}
          </p>
          <div className="one-click-editor__shift">
            <button type="button" className="button" onClick={() => shift(-1)} disabled={search.window.start === 0}>
              {t('ONE_CLICK_EARLIER')}
            </button>
            <button type="button" className="button" onClick={() => shift(1)} disabled={search.window.end >= 24 * 60}>
              {t('ONE_CLICK_LATER')}
            </button>
          </div>
          {plan.isPending ? (
            <p>{t('RUNTIME_LOADING')}</p>
          ) : plan.isError ? (
            <p className="runtime-error" role="alert">
              {describeCallFailure(undefined, plan.error, t).message}
            </p>
          ) : found.length === 0 ? (
            <p className="panel__empty">{t('ONE_CLICK_NO_TRAINS')}</p>
          ) : (
            <ul className="one-click-editor__journeys">
              {found.map((j) => (
                <li key={j.key}>
                  <label>
                    <input
                      type="checkbox"
                      checked={chosen.some((c) => c.time === j.time)}
                      onChange={() => toggleService(j)}
                    />{' '}
                    {t('ONE_CLICK_TRAIN', {
                      depart: j.departure.slice(11, 16),
                      arrive: j.arrival.slice(11, 16),
                      trains: j.legs.map((l) => `${l.toc ?? ''} ${l.tuid}`.trim()).join(', '),
                    })}
                  </label>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <section className="one-click-editor__chosen" aria-label={t('ONE_CLICK_CHOSEN')}>
        <h3>{t('ONE_CLICK_CHOSEN')}</h3>
        {chosen.length === 0 ? (
          <p className="panel__empty">{t('ONE_CLICK_NONE_CHOSEN')}</p>
        ) : (
          <ul>
            {chosen.map((c) => (
              <li key={c.time}>
                {c.time}{' '}
                <button
                  type="button"
                  className="button button--small"
                  aria-label={t('ONE_CLICK_REMOVE_TIME_LABEL', { time: c.time })}
                  onClick={() => toggleService(c)}
                >
                  {t('ONE_CLICK_REMOVE_TIME')}
                </button>
              </li>
            ))}
          </ul>
        )}
        {fieldError('serviceTimes')}
        {fieldError('limit')}
      </section>
    </Dialog>
  );
}
