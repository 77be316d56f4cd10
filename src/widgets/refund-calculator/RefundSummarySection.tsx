// 000 §2 Refund page, summary: subtotal, fee, discount, booking fee and total, the level's ceiling, the annual ticket
// return and the note. Memoised (sectionPropsEqual): a keystroke elsewhere re-renders it only with the new totals.
import { memo, type Dispatch } from 'react';
import { useTranslation } from '../../runtime/useTranslation';
import { formatMoney } from '../../domain/formatMoney';
import type { RefundDerived } from './deriveRefund';
import { FieldError } from './FieldError';
import { RefundField } from './RefundField';
import type { RefundFormAction, RefundFormState } from './refundFormState';
import { sectionPropsEqual } from './sectionPropsEqual';
import { shownError } from './shownError';

/** The rules the section shows (its props' `derived`). */
const RULES = [
  'totals',
  'ceiling',
  'ceilingExceeded',
  'annualRequired',
  'noteMaxLength',
  'errors',
] as const satisfies ReadonlyArray<keyof RefundDerived>;

export interface RefundSummarySectionProps {
  /** the user's level: the ceiling message of level 1 asks for a team leader */
  level: number;
  state: RefundFormState;
  derived: Pick<RefundDerived, (typeof RULES)[number]>;
  dispatch: Dispatch<RefundFormAction>;
}

function describedBy(error: unknown, id: string, hint?: string) {
  return [error ? `${id}-error` : undefined, hint].filter(Boolean).join(' ') || undefined;
}

export const RefundSummarySection = memo(
  function RefundSummarySection({ level, state, derived, dispatch }: RefundSummarySectionProps) {
    const { t } = useTranslation();
    const noteError = shownError(state, derived, 'note');
    return (
      <section className="panel refund-summary" aria-labelledby="refund-summary-title">
        <h2 id="refund-summary-title">{t('REFUND_SUMMARY_TITLE')}</h2>
        <dl className="refund-summary__lines" aria-live="polite">
          <div>
            <dt>{t('REFUND_SUMMARY_SUBTOTAL')}</dt>
            <dd>{formatMoney(derived.totals.subTotal)}</dd>
          </div>
          <div>
            <dt>{t('REFUND_SUMMARY_FEE')}</dt>
            <dd>−{formatMoney(derived.totals.fee)}</dd>
          </div>
          {derived.totals.discount > 0 && (
            <div>
              <dt>{t('REFUND_SUMMARY_DISCOUNT')}</dt>
              <dd>−{formatMoney(derived.totals.discount)}</dd>
            </div>
          )}
          {derived.totals.bookingFee > 0 && (
            <div>
              <dt>{t('REFUND_SUMMARY_BOOKING_FEE')}</dt>
              <dd>{formatMoney(derived.totals.bookingFee)}</dd>
            </div>
          )}
          <div className="refund-summary__total">
            <dt>{t('REFUND_SUMMARY_TOTAL')}</dt>
            {/* the same minus sign as the fee line above when the fee is more than what is ticked */}
            <dd data-testid="refund-total">
              {derived.totals.total < 0 ? `−${formatMoney(-derived.totals.total)}` : formatMoney(derived.totals.total)}
            </dd>
          </div>
        </dl>
        {derived.ceilingExceeded && derived.ceiling !== null && (
          <p className="refund-mismatch" role="alert">
            {t(level <= 10 ? 'REFUND_CEILING_LEVEL1' : 'REFUND_CEILING_EXCEEDED', {
              limit: formatMoney(derived.ceiling),
            })}
          </p>
        )}
        {derived.annualRequired && (
          <p className="refund-check">
            <input
              id="refund-annual-returned"
              type="checkbox"
              required
              checked={state.annualReturned}
              aria-invalid={shownError(state, derived, 'annualReturned') ? true : undefined}
              aria-describedby={describedBy(shownError(state, derived, 'annualReturned'), 'refund-annual-returned')}
              onChange={(e) => dispatch({ type: 'annualReturned', value: e.target.checked })}
              onBlur={() => dispatch({ type: 'touch', field: 'annualReturned' })}
            />
            <label htmlFor="refund-annual-returned">{t('REFUND_ANNUAL_RETURNED')}</label>
            <FieldError id="refund-annual-returned-error" error={shownError(state, derived, 'annualReturned')} />
          </p>
        )}
        <RefundField id="refund-note" label="REFUND_NOTE" error={noteError} className="refund-field--wide">
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={derived.noteMaxLength}
              value={state.note}
              onChange={(e) => dispatch({ type: 'field', field: 'note', value: e.target.value })}
              onBlur={() => dispatch({ type: 'touch', field: 'note' })}
            />
          )}
        </RefundField>
      </section>
    );
  },
  sectionPropsEqual<RefundSummarySectionProps>(['annualReturned', 'note'], RULES),
);
