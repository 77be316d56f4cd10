// 000 §3 Season refund calculation shown per season ticket: used / unused, weekly / weekday / saturday breakdown,
// missing costs with Recalculate (enabled only when filled), flexi passes.
import { memo, type Dispatch } from 'react';
import { useTranslation } from '../../runtime/useTranslation';
import { formatMoney } from '../../domain/formatMoney';
import { formatDate } from '../../runtime';
import type { RefundDerived } from './deriveRefund';
import { FieldError } from './FieldError';
import { RefundField } from './RefundField';
import type { MissingCosts, RefundFormAction, RefundFormState } from './refundFormState';
import type { BasketTicket } from '../../generated/types/BasketTicket';
import type { SeasonCalculation } from '../../generated/types/SeasonCalculation';
import { sectionPropsEqual } from './sectionPropsEqual';

/** The rules the panel shows (its props' `derived`). */
const RULES = ['missingCostFields', 'flexiEditable', 'errors', 'recalculateAllowed'] as const satisfies ReadonlyArray<
  keyof RefundDerived
>;

export interface SeasonCalculationPanelProps {
  tickets: BasketTicket[];
  state: RefundFormState;
  derived: Pick<RefundDerived, (typeof RULES)[number]>;
  excludedRailcards: readonly string[];
  passesPerFlexi: number;
  busy: boolean;
  error: string | undefined;
  dispatch: Dispatch<RefundFormAction>;
  onRecalculate(ticketId: string): void;
  onFlexiCommit(ticketId: string): void;
}

function Breakdown({ calc }: { calc: SeasonCalculation }) {
  const { t } = useTranslation();
  return (
    <table className="refund-breakdown">
      <caption className="visually-hidden">{t('REFUND_SEASON_BREAKDOWN')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('REFUND_SEASON_PERIOD')}</th>
          <th scope="col" className="refund-cell--money">
            {t('REFUND_SEASON_COST')}
          </th>
          <th scope="col">{t('REFUND_SEASON_COUNT')}</th>
        </tr>
      </thead>
      <tbody>
        {(['weekly', 'weekday', 'saturday'] as const).map((period) => (
          <tr key={period}>
            <th scope="row">{t(`REFUND_SEASON_${period.toUpperCase()}`)}</th>
            <td className="refund-cell--money">
              {calc.breakdown[period].cost === null
                ? t('REFUND_SEASON_COST_MISSING')
                : formatMoney(calc.breakdown[period].cost)}
            </td>
            <td>{calc.breakdown[period].count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Memoised (sectionPropsEqual): a keystroke elsewhere on the page does not re-render it. */
export const SeasonCalculationPanel = memo(
  function SeasonCalculationPanel(props: SeasonCalculationPanelProps) {
    const { t } = useTranslation();
    const { state, derived, dispatch } = props;
    return (
      <section
        className="panel refund-season"
        aria-labelledby="refund-season-title"
        aria-busy={props.busy || undefined}
      >
        <h2 id="refund-season-title">{t('REFUND_SEASON_TITLE')}</h2>
        {props.error && (
          <p className="runtime-error" role="alert">
            {t(props.error)}
          </p>
        )}
        {props.tickets.map((ticket) => {
          const calc = state.seasonCalculations.find((c) => c.ticketId === ticket.ticketId);
          if (!calc)
            return (
              <p key={ticket.ticketId} className="panel__empty">
                {t('REFUND_SEASON_NO_CALCULATION', { name: ticket.name })}
              </p>
            );
          const missing = derived.missingCostFields[ticket.ticketId] ?? [];
          const discounts = calc.discountInfo.discountTypes.filter((code) => !props.excludedRailcards.includes(code));
          const idBase = ticket.ticketId.replace(/\W/g, '-');
          return (
            <article key={ticket.ticketId} className="refund-season__ticket" aria-label={ticket.name}>
              <h3>
                {ticket.name} <span className="refund-row__meta">{ticket.ticketId}</span>
              </h3>
              <dl className="panel__fields">
                <div className="panel__field">
                  <dt>{t('REFUND_SEASON_VALIDITY')}</dt>
                  <dd>
                    {calc.validityLabel ? t(`REFUND_VALIDITY_${calc.validityLabel}`) : '—'} (
                    {formatDate(calc.validFrom.slice(0, 10))} – {formatDate(calc.validTo.slice(0, 10))})
                  </dd>
                </div>
                <div className="panel__field">
                  <dt>{t('REFUND_SEASON_COLLECTED')}</dt>
                  <dd>{t(calc.collected ? 'REFUND_YES' : 'REFUND_NO')}</dd>
                </div>
                <div className="panel__field">
                  <dt>{t('REFUND_SEASON_USED')}</dt>
                  <dd>
                    {calc.dateUsed
                      ? `${formatDate(calc.dateUsed.from)} – ${formatDate(calc.dateUsed.to)}`
                      : t('REFUND_SEASON_NOT_USED')}{' '}
                    ({t('REFUND_SEASON_DURATION', calc.durationUsed)})
                  </dd>
                </div>
                <div className="panel__field">
                  <dt>{t('REFUND_SEASON_UNUSED')}</dt>
                  <dd>
                    {calc.dateUnused
                      ? `${formatDate(calc.dateUnused.from)} – ${formatDate(calc.dateUnused.to)}`
                      : t('REFUND_SEASON_NOTHING_LEFT')}
                  </dd>
                </div>
                <div className="panel__field">
                  <dt>{t('REFUND_SEASON_ORIGINAL')}</dt>
                  <dd>{formatMoney(calc.originalAmount)}</dd>
                </div>
                <div className="panel__field">
                  <dt>{t('REFUND_SEASON_TOTAL_USED')}</dt>
                  <dd>{calc.totalUsed === null ? t('REFUND_SEASON_INCOMPLETE') : formatMoney(calc.totalUsed)}</dd>
                </div>
                <div className="panel__field">
                  <dt>{t('REFUND_SEASON_REFUND_AMOUNT')}</dt>
                  <dd>{calc.refundAmount === null ? t('REFUND_SEASON_INCOMPLETE') : formatMoney(calc.refundAmount)}</dd>
                </div>
                {discounts.length > 0 && (
                  <div className="panel__field">
                    <dt>{t('REFUND_SEASON_DISCOUNTS')}</dt>
                    <dd>{discounts.join(', ')}</dd>
                  </div>
                )}
                {calc.isFlexi && (
                  <div className="panel__field">
                    <dt>{t('REFUND_FLEXI_PASSES')}</dt>
                    <dd>
                      {t('REFUND_FLEXI_PASSES_VALUE', {
                        used: calc.usedPasses ?? 0,
                        unused: calc.unusedPasses ?? 0,
                        total: calc.passesPerFlexi ?? props.passesPerFlexi,
                      })}
                    </dd>
                  </div>
                )}
              </dl>
              {!calc.isFlexi && <Breakdown calc={calc} />}
              {ticket.isFlexi && derived.flexiEditable && (
                <div className="refund-field refund-field--narrow">
                  <label htmlFor={`refund-flexi-${idBase}`}>{t('REFUND_FLEXI_REMAINING')}</label>
                  <input
                    id={`refund-flexi-${idBase}`}
                    type="number"
                    inputMode="numeric"
                    min={ticket.unusedPasses ?? 0}
                    max={props.passesPerFlexi}
                    step="1"
                    value={state.flexiPasses[ticket.ticketId] ?? ''}
                    aria-describedby={
                      derived.errors[`flexi-${ticket.ticketId}`] ? `refund-flexi-${idBase}-error` : undefined
                    }
                    onChange={(e) =>
                      dispatch({ type: 'flexiPasses', ticketId: ticket.ticketId, value: e.target.value })
                    }
                    onBlur={() => props.onFlexiCommit(ticket.ticketId)}
                  />
                  <FieldError id={`refund-flexi-${idBase}-error`} error={derived.errors[`flexi-${ticket.ticketId}`]} />
                </div>
              )}
              {missing.length > 0 && (
                <fieldset className="refund-missing-costs">
                  <legend>{t('REFUND_SEASON_MISSING_COSTS')}</legend>
                  {missing.map((cost: keyof MissingCosts) => {
                    const id = `refund-cost-${idBase}-${cost}`;
                    const error = derived.errors[`cost-${ticket.ticketId}-${cost}`];
                    return (
                      <RefundField
                        key={cost}
                        id={id}
                        label={`REFUND_SEASON_${cost.toUpperCase()}_COST`}
                        error={error}
                        money
                      >
                        {(control) => (
                          <input
                            {...control}
                            type="number"
                            inputMode="decimal"
                            min="0"
                            step="0.05"
                            value={state.missingCosts[ticket.ticketId]?.[cost] ?? ''}
                            onChange={(e) =>
                              dispatch({ type: 'missingCost', ticketId: ticket.ticketId, cost, value: e.target.value })
                            }
                          />
                        )}
                      </RefundField>
                    );
                  })}
                  <button
                    type="button"
                    className="button"
                    disabled={!derived.recalculateAllowed || props.busy}
                    onClick={() => props.onRecalculate(ticket.ticketId)}
                  >
                    {props.busy ? t('REFUND_RECALCULATING') : t('REFUND_RECALCULATE')}
                  </button>
                  {!derived.recalculateAllowed && <p className="refund-hint">{t('REFUND_RECALCULATE_HINT')}</p>}
                </fieldset>
              )}
            </article>
          );
        })}
      </section>
    );
  },
  sectionPropsEqual<SeasonCalculationPanelProps>(['seasonCalculations', 'missingCosts', 'flexiPasses'], RULES),
);
