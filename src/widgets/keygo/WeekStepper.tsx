// Back one week at a time, up to the history's limit (001 §9 8 weeks, 1 week per step).
import { useTranslation } from '../../runtime/useTranslation';
import { ddmmyyyy, weekRange } from './useKeyGoWeek';

export function WeekStepper({
  weeksBack,
  maxWeeks,
  onChange,
}: {
  weeksBack: number;
  maxWeeks: number;
  onChange(n: number): void;
}) {
  const { t } = useTranslation();
  const { startDate, endDate } = weekRange(weeksBack);
  const oldest = weeksBack >= maxWeeks - 1;
  return (
    <div className="keygo-week-stepper" role="group" aria-label={t('KEYGO_WEEK_NAVIGATION')}>
      <button
        type="button"
        className="button"
        aria-disabled={oldest}
        aria-describedby={oldest ? 'keygo-oldest-week' : undefined}
        onClick={() => !oldest && onChange(weeksBack + 1)}
      >
        {t('KEYGO_PREVIOUS_WEEK')}
      </button>
      <span aria-live="polite">{t('KEYGO_WEEK_OF', { start: ddmmyyyy(startDate), end: ddmmyyyy(endDate) })}</span>
      <button type="button" className="button" disabled={weeksBack === 0} onClick={() => onChange(weeksBack - 1)}>
        {t('KEYGO_NEXT_WEEK')}
      </button>
      {oldest && (
        <span id="keygo-oldest-week" className="keygo-hint">
          {t('KEYGO_OLDEST_WEEK', { weeks: maxWeeks })}
        </span>
      )}
    </div>
  );
}
