// 000 §2 Order page refund log (000 §3 Refund log row), newest first; a row made with season calculations
// (season refunds, reject-notify) opens them in place (<details>), each with its used/unused split and breakdown.
import type { ReactNode } from 'react';
import { useTranslation } from '../../runtime/useTranslation';
import type { RefundLogRow } from '../../generated/types/RefundLogRow';
import type { SeasonCalculation } from '../../generated/types/SeasonCalculation';
import {
  FormattedValue,
  formatDate,
  formatDateTime,
  formatMoney,
  useRuntimeServices,
  type WidgetProps,
} from '../../runtime';
import { orderOf } from '../order-common/orderLookups';
import '../order-common/orders.css';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const span = (range: { from: string; to: string } | null | undefined) =>
  range ? `${formatDate(range.from)} – ${formatDate(range.to)}` : '';

function Calculations({ rows }: { rows: SeasonCalculation[] }) {
  const { t } = useTranslation();
  return (
    <details className="order-calculation">
      <summary>{t('ORDER_REFUND_LOG_CALCULATIONS', { count: rows.length })}</summary>
      {rows.map((c, i) => {
        const incomplete = Boolean(c.breakdown?.isIncomplete);
        return (
          <dl key={c.ticketId ?? i} className="order-calculation__fields">
            <Line label={t('ORDER_CALC_TICKET')}>
              {c.ticketId}
              {c.validityLabel ? ` (${t(`VALIDITY_${c.validityLabel}`)})` : ''}
            </Line>
            <Line label={t('ORDER_CALC_ORIGINAL')}>{formatMoney(c.originalAmount)}</Line>
            <Line label={t('ORDER_CALC_USED')}>{span(c.dateUsed) || t('ORDER_CALC_NOTHING_USED')}</Line>
            <Line label={t('ORDER_CALC_UNUSED')}>{span(c.dateUnused) || '—'}</Line>
            {c.durationUsed && (
              <Line label={t('ORDER_CALC_DURATION')}>
                {t('ORDER_CALC_DURATION_VALUE', {
                  months: c.durationUsed.months,
                  days: c.durationUsed.days,
                })}
              </Line>
            )}
            {(['weekly', 'weekday', 'saturday'] as const).map((part) => {
              const line = c.breakdown?.[part];
              return line ? (
                <Line key={part} label={t(`ORDER_CALC_${part.toUpperCase()}`)}>
                  {line.cost === null ? t('ORDER_CALC_COST_MISSING') : `${line.count} × ${formatMoney(line.cost)}`}
                </Line>
              ) : null;
            })}
            {typeof c.usedPasses === 'number' && <Line label={t('ORDER_CALC_USED_PASSES')}>{c.usedPasses}</Line>}
            <Line label={t('ORDER_CALC_TOTAL_USED')}>
              {incomplete ? t('ORDER_CALC_INCOMPLETE') : formatMoney(c.totalUsed)}
            </Line>
            <Line label={t('ORDER_CALC_REFUND')}>{incomplete ? '—' : formatMoney(c.refundAmount)}</Line>
          </dl>
        );
      })}
    </details>
  );
}

export default function OrderRefundLog({ reply, panel }: WidgetProps) {
  const { t } = useTranslation();
  const { config } = useRuntimeServices();
  const log: RefundLogRow[] = orderOf(reply)?.refunds?.log ?? [];
  if (log.length === 0) return <p className="panel__empty">{t(panel?.empty ?? 'RUNTIME_PANEL_EMPTY')}</p>;
  const reasons = (config.refundReasons ?? {}) as Record<string, { name?: string }>;
  const reasonText = (row: RefundLogRow) => {
    if (row.reasonCode === null || row.reasonCode === undefined) return '';
    if (typeof row.reasonCode === 'string' && !/^\d+$/.test(row.reasonCode)) {
      return t(`REFUND_REJECT_REASON_${row.reasonCode}`, {
        defaultValue: row.reasonCode,
      });
    }
    const name = reasons[String(row.reasonCode)]?.name;
    return name ? t(name) : String(row.reasonCode);
  };
  return (
    <div className="data-table">
      <div
        className="data-table__scroll"
        role="group"
        aria-label={panel?.title ? t(panel.title) : undefined}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region takes focus so the keyboard can scroll it (axe scrollable-region-focusable)
        tabIndex={0}
      >
        <table>
          <thead>
            <tr>
              <th scope="col" className="data-table__cell--datetime">
                {t('ORDER_REFUND_LOG_DATE')}
              </th>
              <th scope="col">{t('ORDER_REFUND_LOG_ACTION')}</th>
              <th scope="col">{t('ORDER_REFUND_LOG_USER')}</th>
              <th scope="col">{t('ORDER_REFUND_LOG_VIA')}</th>
              <th scope="col" className="data-table__cell--money">
                {t('ORDER_REFUND_LOG_AMOUNT')}
              </th>
              <th scope="col" className="data-table__cell--money">
                {t('ORDER_REFUND_LOG_FEE')}
              </th>
              <th scope="col">{t('ORDER_REFUND_LOG_REASON')}</th>
              <th scope="col">{t('ORDER_REFUND_LOG_CASE')}</th>
              <th scope="col">{t('ORDER_REFUND_LOG_NOTE')}</th>
            </tr>
          </thead>
          <tbody>
            {log.map((row) => (
              <tr key={row.id}>
                <td className="data-table__cell--datetime">{formatDateTime(row.date ?? row.created)}</td>
                <td>
                  {t(`ORDER_REFUND_LOG_ACTION_${row.action}`, {
                    defaultValue: row.action,
                  })}
                </td>
                <td className="order-refund-log__wrap">{row.user?.email}</td>
                <td>{row.refundVia ?? '—'}</td>
                <td className="data-table__cell--money">{formatMoney(row.amount)}</td>
                <td className="data-table__cell--money">{formatMoney(row.fee)}</td>
                <td className="order-refund-log__wrap">{reasonText(row) || '—'}</td>
                <td>{row.caseReference ?? '—'}</td>
                <td className="order-refund-log__wrap">
                  {row.note ? <FormattedValue value={row.note} format="longText" /> : ''}
                  {row.calculations?.length > 0 && <Calculations rows={row.calculations} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
