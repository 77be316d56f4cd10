// 001 §2 add / edit tap and complete journey modals: type (add only), date-time picker limited to 04:30 on the
// transaction day … 04:29 the next in 5-minute steps, KeyGo location (the shared station type-ahead), reason. Checked while choosing (001 §5): the
// window, exit before entry, entry after exit, journey longer than the brand's maxMinutesBetweenTaps (001 §9: 4h36m);
// the server checks the same again, with the same setting.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../runtime/useTranslation';
import type { TapType } from '../../domain/buildKeyGoJourneys';
import { hoursAndMinutes } from '../../domain/hoursAndMinutes';
import { keyGoTapOrderError } from '../../domain/keyGoTapOrderError';
import { addDays, keyGoTapStart, tapTimeError } from '../../domain/keyGoTapWindow';
import { londonNow } from '../../domain/londonNow';
import { CallTypeahead, callQueryKey, describeCallFailure, Dialog, useRuntimeServices } from '../../runtime';
import { BlockedSaveFooter } from './BlockedSaveFooter';
import { KEYGO_ERRORS } from './keyGoErrors';
import { KeyGoReasonOptions, useKeyGoReasons } from './useKeyGoReasons';
import { ddmmyyyy, type KeyGoTap } from './useKeyGoWeek';
import type { AddKeyGoTapReply } from '../../generated/replies/AddKeyGoTapReply';
import type { CompleteKeyGoJourneyReply } from '../../generated/replies/CompleteKeyGoJourneyReply';
import type { KeyGoDayChange } from '../../generated/types/KeyGoDayChange';

export type TapDialogMode =
  | { kind: 'add'; journeyId?: number; fixedType?: TapType; other?: KeyGoTap }
  | { kind: 'edit'; tap: KeyGoTap; other?: KeyGoTap }
  | { kind: 'complete'; journeyId: number; other: KeyGoTap };

export interface TapDialogProps {
  customerId: string;
  date: string;
  dayVersion: number;
  mode: TapDialogMode;
  onClose(): void;
  onDone(result: { delta: number; balance: number }): void;
}

const HOURS = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));
const MINUTES = Array.from({ length: 12 }, (_, m) => String(m * 5).padStart(2, '0'));

export function TapDialog({ customerId, date, dayVersion, mode, onClose, onDone }: TapDialogProps) {
  const { t } = useTranslation();
  const { call, config } = useRuntimeServices();
  const maxMinutes = Number(config.maxMinutesBetweenTaps);
  // the texts that name the limit say the brand's own ('The journey is longer than 4h36m.')
  const limit = { max: hoursAndMinutes(maxMinutes) };
  const queryClient = useQueryClient();
  const ids = useId();
  const editing = mode.kind === 'edit' ? mode.tap : undefined;
  const other = mode.other;
  const initialType: TapType =
    editing?.type ??
    (mode.kind === 'add' ? mode.fixedType : undefined) ??
    (other ? (other.type === 'ENTRY' ? 'EXIT' : 'ENTRY') : 'ENTRY');
  const [type, setType] = useState<TapType>(initialType);
  // an edit starts at its tap; a new tap next to the journey's other one, on the right side of it (001 §5 order), so
  // the dialog never opens already in error
  const start =
    editing?.timestamp ?? keyGoTapStart(date, initialType, other && { type: other.type, at: other.timestamp });
  const [day, setDay] = useState(start.slice(0, 10));
  const [hour, setHour] = useState(start.slice(11, 13));
  const [minute, setMinute] = useState(String(Math.floor(Number(start.slice(14, 16)) / 5) * 5).padStart(2, '0'));
  const [location, setLocation] = useState(editing?.locationNlc ?? '');
  const [reason, setReason] = useState('');
  const dateTime = `${day}T${hour}:${minute}`;
  // the shared station input (001 §5: 3 characters, 500 ms, list only) over the KeyGo network's stations
  const locationOptions = useMemo(
    () => ({
      call: 'listKeyGoLocations',
      params: { id: customerId },
      value: 'nlc',
      label: '{name} ({crs})',
      valueLabel: editing?.locationName,
    }),
    [customerId, editing?.locationName],
  );
  const reasons = useKeyGoReasons();
  const timeProblem = useMemo(() => {
    // a tap has happened: one after now is refused as the server refuses it
    const windowError = tapTimeError(dateTime, date, undefined, londonNow());
    if (windowError) return windowError;
    return keyGoTapOrderError(type, dateTime, other && { type: other.type, at: other.timestamp }, maxMinutes) ?? null;
  }, [dateTime, date, type, other, maxMinutes]);
  const missing = !location ? 'KEYGO_LOCATION_REQUIRED' : !reason ? 'KEYGO_REASON_REQUIRED' : null;
  const save = useMutation({
    mutationFn: async () => {
      const base = { dateTime, locationNlc: location, reasonCode: reason, dayVersion };
      if (mode.kind === 'complete')
        return (
          (await call('completeKeyGoJourney', {
            params: { id: customerId, journeyId: mode.journeyId },
            body: base,
            notify: false,
          })) as CompleteKeyGoJourneyReply
        ).result;
      const body = {
        ...base,
        transactionDate: date,
        type,
        ...(mode.kind === 'edit' ? { tapId: mode.tap.id } : {}),
        ...(mode.kind === 'add' && mode.journeyId ? { journeyId: mode.journeyId } : {}),
      };
      return ((await call('addKeyGoTap', { params: { id: customerId }, body, notify: false })) as AddKeyGoTapReply)
        .result;
    },
    onSuccess: async (result: KeyGoDayChange) => {
      await queryClient.invalidateQueries({ queryKey: callQueryKey('').slice(0, 1) });
      onDone(result);
    },
  });
  const failure = save.error ? describeCallFailure(KEYGO_ERRORS, save.error, t).message : undefined;
  const title =
    mode.kind === 'complete'
      ? 'KEYGO_COMPLETE_JOURNEY_TITLE'
      : mode.kind === 'edit'
        ? 'KEYGO_EDIT_TAP_TITLE'
        : 'KEYGO_ADD_TAP_TITLE';
  const blocked = timeProblem ? `KEYGO_TIME_${timeProblem}` : missing;
  return (
    <Dialog
      title={t(title, { date: ddmmyyyy(date) })}
      onClose={onClose}
      busy={save.isPending}
      error={failure}
      onSubmit={() => !blocked && save.mutate()}
      footer={
        <BlockedSaveFooter
          id={ids}
          blocked={blocked ? t(blocked, limit) : undefined}
          busy={save.isPending}
          label={t(save.isPending ? 'KEYGO_SAVING' : 'KEYGO_SAVE_TAP')}
        />
      }
    >
      <p className="keygo-hint">{t('KEYGO_AMENDMENT_24H')}</p>
      {other && (
        <p>
          {t('KEYGO_OTHER_TAP', {
            type: t(`KEYGO_TAP_${other.type}`),
            time: other.timestamp.slice(11),
            date: ddmmyyyy(other.timestamp.slice(0, 10)),
            location: other.locationName,
          })}
        </p>
      )}
      <div className="keygo-form">
        <label htmlFor={`${ids}-type`}>{t('KEYGO_TAP_TYPE')}</label>
        <select
          id={`${ids}-type`}
          value={type}
          disabled={mode.kind !== 'add' || Boolean(mode.kind === 'add' && mode.fixedType)}
          onChange={(e) => setType(e.target.value as TapType)}
        >
          <option value="ENTRY">{t('KEYGO_TAP_ENTRY')}</option>
          <option value="EXIT">{t('KEYGO_TAP_EXIT')}</option>
        </select>
        <fieldset className="keygo-datetime" aria-describedby={timeProblem ? `${ids}-time` : undefined}>
          <legend>{t('KEYGO_TAP_TIME')}</legend>
          <label htmlFor={`${ids}-day`}>{t('KEYGO_TAP_DATE')}</label>
          <select id={`${ids}-day`} value={day} onChange={(e) => setDay(e.target.value)}>
            <option value={date}>{ddmmyyyy(date)}</option>
            <option value={addDays(date, 1)}>{ddmmyyyy(addDays(date, 1))}</option>
          </select>
          <label htmlFor={`${ids}-hour`}>{t('KEYGO_TAP_HOUR')}</label>
          <select id={`${ids}-hour`} value={hour} onChange={(e) => setHour(e.target.value)}>
            {HOURS.map((h) => (
              <option key={h} value={h}>
                {h}
              </option>
            ))}
          </select>
          <label htmlFor={`${ids}-minute`}>{t('KEYGO_TAP_MINUTE')}</label>
          <select id={`${ids}-minute`} value={minute} onChange={(e) => setMinute(e.target.value)}>
            {MINUTES.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </fieldset>
        {timeProblem && (
          <p id={`${ids}-time`} role="alert" className="keygo-error">
            {t(`KEYGO_TIME_${timeProblem}`, limit)}
          </p>
        )}
        <div className="keygo-form__wide">
          <CallTypeahead
            id={`${ids}-location`}
            label={t('KEYGO_TAP_LOCATION')}
            value={location || undefined}
            onChange={(v) => setLocation(v ?? '')}
            options={locationOptions}
            required
          />
        </div>
        <label htmlFor={`${ids}-reason`}>{t('KEYGO_TAP_REASON')}</label>
        <select
          id={`${ids}-reason`}
          value={reason}
          disabled={reasons.isPending}
          onChange={(e) => setReason(e.target.value)}
        >
          <option value="">{t(reasons.isPending ? 'KEYGO_LOADING' : 'KEYGO_CHOOSE')}</option>
          <KeyGoReasonOptions reasons={reasons.data ?? []} />
        </select>
      </div>
    </Dialog>
  );
}
