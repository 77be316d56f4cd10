// Widget `keyGoWeeklyHistory` (001 §2 KeyGo weekly transaction history): one week at a time, back up to 8 (001 §9);
// per day its transactions (value in pounds, description, reason, journey pattern with tickets, journeys and taps), per
// week the weekly cap, total and saving — as numbers and as a small bar chart of the days.
import { useState } from 'react';
import { useTranslation } from '../../runtime/useTranslation';
import { formatMoney, LoadError, LoadingNotice, type WidgetProps } from '../../runtime';
import { customerIdOf, ddmmyyyy, useKeyGoWeek, type KeyGoWeek } from './useKeyGoWeek';
import { WeekStepper } from './WeekStepper';
import './keygo.css';

export default function KeyGoWeeklyHistory({ routeParams }: WidgetProps) {
  const { t } = useTranslation();
  const [weeksBack, setWeeksBack] = useState(0);
  const week = useKeyGoWeek(customerIdOf(routeParams), weeksBack);
  if (week.isPending) return <LoadingNotice />;
  if (week.isError) return <LoadError error={week.error} onRetry={() => void week.refetch()} />;
  const h = week.data;
  const days = h.days.filter((d) => d.transactions.length);
  return (
    <section className="keygo-history" aria-label={t('KEYGO_HISTORY_TITLE')}>
      <WeekStepper weeksBack={weeksBack} maxWeeks={h.maxWeeks} onChange={setWeeksBack} />
      {h.weeks.map((w) => (
        <WeekSummary key={w.start} week={w} />
      ))}
      {days.length === 0 ? (
        <p className="keygo-hint">{t('KEYGO_NO_TRANSACTIONS')}</p>
      ) : (
        <table className="data-table keygo-history__table">
          <thead>
            <tr>
              <th scope="col">{t('KEYGO_DATE')}</th>
              <th scope="col">{t('KEYGO_VALUE')}</th>
              <th scope="col">{t('KEYGO_DESCRIPTION')}</th>
              <th scope="col">{t('KEYGO_REASON')}</th>
              <th scope="col">{t('KEYGO_JOURNEY_PATTERN')}</th>
            </tr>
          </thead>
          <tbody>
            {days.flatMap((d) =>
              d.transactions.map((x) => (
                <tr key={`${d.date}-${x.id}`}>
                  <td>{ddmmyyyy(d.date)}</td>
                  <td>{formatMoney(x.value)}</td>
                  <td>
                    {x.description}
                    {x.cap ? ` · ${t(`KEYGO_CAP_${x.cap}`, { saving: formatMoney(x.saving) })}` : ''}
                  </td>
                  <td>{x.reasonDescription ?? x.reasonCode ?? ''}</td>
                  <td>
                    {x.journeyPattern ? (
                      <details>
                        <summary>{t('KEYGO_TICKETS_COUNT', { count: x.journeyPattern.tickets.length })}</summary>
                        <ul>
                          {x.journeyPattern.tickets.map((tk) => (
                            <li key={tk.id}>
                              {tk.originName ?? '?'} → {tk.destinationName ?? '?'} ({tk.description},{' '}
                              {formatMoney(tk.fare)}):{' '}
                              {tk.journeys
                                .flatMap((j) => j.taps)
                                .map(
                                  (tap) =>
                                    `${t(`KEYGO_TAP_${tap.type}`)} ${tap.timestamp.slice(11)} ${tap.locationName}`,
                                )
                                .join(', ')}
                            </li>
                          ))}
                        </ul>
                      </details>
                    ) : (
                      ''
                    )}
                  </td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The week's numbers and a bar per day (height = the day's value against the weekly cap or the dearest day). */
function WeekSummary({ week }: { week: KeyGoWeek }) {
  const { t } = useTranslation();
  const top = Math.max(1, ...week.days.map((d) => d.value + d.saving));
  return (
    <div className="keygo-week" data-testid={`keygo-week-${week.start}`}>
      <dl className="keygo-week__numbers">
        <div>
          <dt>{t('KEYGO_WEEK_TOTAL', { start: ddmmyyyy(week.start) })}</dt>
          <dd>{formatMoney(week.total)}</dd>
        </div>
        <div>
          <dt>{t('KEYGO_WEEKLY_CAP')}</dt>
          <dd>{week.weeklyCap === null ? t('KEYGO_NO_CAP') : formatMoney(week.weeklyCap)}</dd>
        </div>
        <div>
          <dt>{t('KEYGO_SAVING')}</dt>
          <dd>{formatMoney(week.saving)}</dd>
        </div>
      </dl>
      <svg
        className="keygo-chart"
        viewBox="0 0 70 24"
        role="img"
        aria-label={t('KEYGO_CHART_LABEL', {
          days: week.days.map((d) => `${ddmmyyyy(d.date)} ${formatMoney(d.value)}`).join(', '),
        })}
      >
        {week.days.map((d, i) => {
          const paid = (d.value / top) * 20;
          const saved = (d.saving / top) * 20;
          return (
            <g key={d.date}>
              <rect x={i * 10 + 2} y={22 - paid - saved} width="6" height={saved} className="keygo-chart__saving" />
              <rect x={i * 10 + 2} y={22 - paid} width="6" height={paid} className="keygo-chart__paid" />
            </g>
          );
        })}
      </svg>
    </div>
  );
}
