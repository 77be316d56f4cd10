// 000 §2 payment tables (cards, PayPal, Amazon Pay, e-vouchers): the refund split, from allocateRefund until edited.
import { memo, type Dispatch } from 'react';
import { useTranslation } from '../../runtime/useTranslation';
import { formatMoney } from '../../domain/formatMoney';
import { allocationTexts, type PaymentLine, type RefundDerived } from './deriveRefund';
import { FieldError } from './FieldError';
import type { RefundFormAction, RefundFormState } from './refundFormState';
import { sectionPropsEqual } from './sectionPropsEqual';

const GROUPS: Array<{ caption: string; types: string[] }> = [
  { caption: 'REFUND_PAYMENTS_CARDS', types: ['CARD', 'APPLE_PAY', 'GOOGLE_PAY'] },
  { caption: 'REFUND_PAYMENTS_PAYPAL', types: ['PAYPAL'] },
  { caption: 'REFUND_PAYMENTS_AMAZON_PAY', types: ['AMAZON_PAY'] },
  { caption: 'REFUND_PAYMENTS_VOUCHERS', types: ['VOUCHER'] },
  { caption: 'REFUND_PAYMENTS_WARRANTS', types: ['WARRANT'] },
];

function describe(line: PaymentLine): string {
  const p = line.payment;
  switch (p.type) {
    case 'VOUCHER':
      return `#${p.voucherId}`;
    case 'PAYPAL':
    case 'AMAZON_PAY':
      return p.email;
    case 'WARRANT':
      return p.reference;
    default:
      return p.pan;
  }
}

/** The rules the tables show (their props' `derived`). */
const RULES = ['payments', 'priceMismatch', 'totals', 'paymentsEdited', 'errors'] as const satisfies ReadonlyArray<
  keyof RefundDerived
>;

export interface PaymentTablesProps {
  state: RefundFormState;
  derived: Pick<RefundDerived, (typeof RULES)[number]>;
  dispatch: Dispatch<RefundFormAction>;
  disabled: boolean;
}

/** Memoised (sectionPropsEqual): a keystroke elsewhere on the page re-renders it only with the new split. */
export const PaymentTables = memo(
  function PaymentTables({ state, derived, dispatch, disabled }: PaymentTablesProps) {
    const { t } = useTranslation();
    if (derived.payments.length === 0) return <p className="panel__empty">{t('REFUND_NO_PAYMENTS')}</p>;
    const allocated = derived.payments.reduce((sum, p) => sum + (p.pence ?? 0), 0);
    return (
      <>
        {GROUPS.map((group) => {
          const lines = derived.payments.filter((p) => group.types.includes(p.payment.type));
          if (lines.length === 0) return null;
          return (
            <div className="data-table refund-payment-table" key={group.caption}>
              <table>
                <caption>{t(group.caption)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('REFUND_PAYMENT_COLUMN_PAYMENT')}</th>
                    <th scope="col" className="refund-cell--money">
                      {t('REFUND_PAYMENT_COLUMN_CHARGED')}
                    </th>
                    <th scope="col" className="refund-cell--money">
                      {t('REFUND_PAYMENT_COLUMN_REFUNDED')}
                    </th>
                    <th scope="col">{t('REFUND_PAYMENT_COLUMN_STATUS')}</th>
                    <th scope="col">{t('REFUND_PAYMENT_COLUMN_REFUND')}</th>
                  </tr>
                </thead>
                <tbody>
                  {lines.map((line) => {
                    const id = `refund-payment-${line.payment.id.replace(/\W/g, '-')}`;
                    const field = `payment-${line.payment.id}`;
                    const error = state.showAllErrors || state.touched[field] ? derived.errors[field] : undefined;
                    return (
                      <tr key={line.payment.id}>
                        <th scope="row">
                          {describe(line)}
                          {'cardType' in line.payment && (
                            <span className="refund-row__meta">{line.payment.cardType}</span>
                          )}
                        </th>
                        <td className="refund-cell--money">{formatMoney(line.payment.amount)}</td>
                        <td className="refund-cell--money">{formatMoney(line.payment.refundAmount)}</td>
                        <td>{t(line.payment.refundStatus)}</td>
                        <td>
                          <span className="refund-money">
                            <span aria-hidden="true">£</span>
                            <input
                              id={id}
                              type="number"
                              inputMode="decimal"
                              min="0"
                              max={(line.left / 100).toFixed(2)}
                              step="0.01"
                              // what was typed shows at once; the split follows with the deferred rules
                              value={
                                state.paymentOverrides ? (state.paymentOverrides[line.payment.id] ?? '') : line.text
                              }
                              disabled={disabled || line.left === 0}
                              aria-label={t('REFUND_PAYMENT_AMOUNT', { payment: describe(line) })}
                              aria-invalid={error ? true : undefined}
                              aria-describedby={error ? `${id}-error` : undefined}
                              onChange={(e) =>
                                dispatch({
                                  type: 'payment',
                                  paymentId: line.payment.id,
                                  value: e.target.value,
                                  allocation: allocationTexts(derived.payments),
                                })
                              }
                              onBlur={() => dispatch({ type: 'touch', field })}
                            />
                          </span>
                          <FieldError id={`${id}-error`} error={error} />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          );
        })}
        <p
          className={derived.priceMismatch ? 'refund-mismatch' : 'refund-hint'}
          role={derived.priceMismatch ? 'alert' : undefined}
        >
          {derived.priceMismatch
            ? t('REFUND_PRICE_MISMATCH', {
                allocated: formatMoney(allocated),
                total: formatMoney(derived.totals.total),
              })
            : t('REFUND_PAYMENTS_ALLOCATED', { allocated: formatMoney(allocated) })}
        </p>
        {derived.paymentsEdited && (
          <button
            type="button"
            className="button"
            onClick={() => dispatch({ type: 'resetPayments' })}
            disabled={disabled}
          >
            {t('REFUND_PAYMENTS_RESET')}
          </button>
        )}
      </>
    );
  },
  sectionPropsEqual<PaymentTablesProps>(['paymentOverrides'], RULES),
);
