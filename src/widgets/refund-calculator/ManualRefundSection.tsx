// 000 §2 Refund page, manual refund (SUPERVISOR): to the original payment, or by another method paid out by hand.
// Memoised (sectionPropsEqual): a keystroke elsewhere on the page does not re-render it.
import { memo, type Dispatch } from 'react';
import { useTranslation } from '../../runtime/useTranslation';
import type { RefundDerived } from './deriveRefund';
import { RefundField } from './RefundField';
import type { RefundFormAction, RefundFormState } from './refundFormState';
import { sectionPropsEqual } from './sectionPropsEqual';
import { shownError } from './shownError';

/** The rules the section shows (its props' `derived`). */
const RULES = ['errors'] as const satisfies ReadonlyArray<keyof RefundDerived>;

export interface ManualRefundSectionProps {
  manualOptions: Array<{ code: string; name: string }>;
  /** brand config chequeMaxDays: the cheque hint */
  chequeMaxDays: number;
  state: RefundFormState;
  derived: Pick<RefundDerived, (typeof RULES)[number]>;
  dispatch: Dispatch<RefundFormAction>;
}

export const ManualRefundSection = memo(
  function ManualRefundSection({ manualOptions, chequeMaxDays, state, derived, dispatch }: ManualRefundSectionProps) {
    const { t } = useTranslation();
    return (
      <section className="panel refund-manual" aria-labelledby="refund-manual-title" data-testid="manual-refund">
        <h2 id="refund-manual-title">{t('REFUND_MANUAL_TITLE')}</h2>
        <p className="refund-check">
          <input
            id="refund-manual"
            type="checkbox"
            checked={state.manual.enabled}
            onChange={(e) => dispatch({ type: 'manual', patch: { enabled: e.target.checked } })}
          />
          <label htmlFor="refund-manual">{t('REFUND_MANUAL_ENABLE')}</label>
        </p>
        {state.manual.enabled && (
          <fieldset className="refund-fields">
            <legend>{t('REFUND_MANUAL_HOW')}</legend>
            <div className="refund-field--wide refund-radios">
              <p className="refund-check">
                <input
                  id="refund-manual-original"
                  type="radio"
                  name="refund-manual-method"
                  checked={state.manual.originalPayment}
                  onChange={() => dispatch({ type: 'manual', patch: { originalPayment: true } })}
                />
                <label htmlFor="refund-manual-original">{t('REFUND_MANUAL_ORIGINAL')}</label>
              </p>
              <p className="refund-check">
                <input
                  id="refund-manual-alternative"
                  type="radio"
                  name="refund-manual-method"
                  checked={!state.manual.originalPayment}
                  onChange={() => dispatch({ type: 'manual', patch: { originalPayment: false } })}
                />
                <label htmlFor="refund-manual-alternative">{t('REFUND_MANUAL_ALTERNATIVE')}</label>
              </p>
            </div>
            {!state.manual.originalPayment && (
              <>
                <RefundField
                  id="refund-manual-option"
                  label="REFUND_MANUAL_OPTION"
                  required
                  error={shownError(state, derived, 'manualOption')}
                  hint={
                    state.manual.option === 'CHEQUE'
                      ? {
                          id: 'refund-manual-cheque',
                          text: t('REFUND_MANUAL_CHEQUE_DAYS', { days: chequeMaxDays }),
                        }
                      : undefined
                  }
                >
                  {(control) => (
                    <select
                      {...control}
                      required
                      value={state.manual.option}
                      onChange={(e) => dispatch({ type: 'manual', patch: { option: e.target.value } })}
                      onBlur={() => dispatch({ type: 'touch', field: 'manualOption' })}
                    >
                      <option value="">{t('REFUND_MANUAL_OPTION_CHOOSE')}</option>
                      {manualOptions.map((o) => (
                        <option key={o.code} value={o.code}>
                          {t(o.name)}
                        </option>
                      ))}
                    </select>
                  )}
                </RefundField>
                <RefundField
                  id="refund-manual-amount"
                  label="REFUND_MANUAL_AMOUNT"
                  required
                  error={shownError(state, derived, 'manualAmount')}
                  money
                >
                  {(control) => (
                    <input
                      {...control}
                      type="number"
                      inputMode="decimal"
                      min="0"
                      step="0.01"
                      required
                      value={state.manual.amount}
                      onChange={(e) => dispatch({ type: 'manual', patch: { amount: e.target.value } })}
                      onBlur={() => dispatch({ type: 'touch', field: 'manualAmount' })}
                    />
                  )}
                </RefundField>
                <RefundField
                  id="refund-manual-info"
                  label="REFUND_MANUAL_ADDITIONAL_INFO"
                  required
                  error={shownError(state, derived, 'manualAdditionalInfo')}
                  className="refund-field--wide"
                >
                  {(control) => (
                    <textarea
                      {...control}
                      rows={2}
                      maxLength={500}
                      required
                      value={state.manual.additionalInfo}
                      onChange={(e) => dispatch({ type: 'manual', patch: { additionalInfo: e.target.value } })}
                      onBlur={() => dispatch({ type: 'touch', field: 'manualAdditionalInfo' })}
                    />
                  )}
                </RefundField>
              </>
            )}
          </fieldset>
        )}
      </section>
    );
  },
  sectionPropsEqual<ManualRefundSectionProps>(['manual'], RULES),
);
