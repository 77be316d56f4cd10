// 000 §2 Refund page, refund details: reason (and its description), case reference, administration fee, surrender
// date and the rebook fields. Memoised (sectionPropsEqual): a keystroke elsewhere on the page does not re-render it.
import { memo, type Dispatch } from 'react';
import { useTranslation } from '../../runtime/useTranslation';
import { defaultAdminFee } from '../../domain/defaultAdminFee';
import type { RefundConfig, RefundDerived } from './deriveRefund';
import { RefundField } from './RefundField';
import { penceToInput, type RefundFormAction, type RefundFormState } from './refundFormState';
import type { RefundOrder } from '../../generated/types/RefundOrder';
import type { RefundReason as ServerRefundReason } from '../../generated/types/RefundReason';
import { sectionPropsEqual } from './sectionPropsEqual';
import { shownError } from './shownError';

/** The rules the section shows (its props' `derived`). */
const RULES = [
  'reasonOptions',
  'reason',
  'isOtherReason',
  'feeDisabled',
  'feeDefault',
  'surrenderLimits',
  'surrenderEditable',
  'rebookRequired',
  'errors',
] as const satisfies ReadonlyArray<keyof RefundDerived>;

export interface RefundDetailsSectionProps {
  order: RefundOrder;
  reasons: ServerRefundReason[];
  config: RefundConfig;
  state: RefundFormState;
  derived: Pick<RefundDerived, (typeof RULES)[number]>;
  /** the reason the select shows: the one just picked until the rules have caught up, then the one they hold */
  reasonValue: number | undefined;
  dispatch: Dispatch<RefundFormAction>;
}

function TextField(props: {
  id: string;
  field: 'reasonDescription' | 'caseReference' | 'rebookBookingReference' | 'rebookOrderNumber';
  label: string;
  maxLength: number;
  required?: boolean;
  state: RefundFormState;
  derived: Pick<RefundDerived, 'errors'>;
  dispatch: Dispatch<RefundFormAction>;
}) {
  const error = shownError(props.state, props.derived, props.field);
  return (
    <RefundField id={props.id} label={props.label} required={props.required} error={error}>
      {(control) => (
        <input
          {...control}
          type="text"
          maxLength={props.maxLength}
          required={props.required}
          value={props.state[props.field]}
          onChange={(e) => props.dispatch({ type: 'field', field: props.field, value: e.target.value })}
          onBlur={() => props.dispatch({ type: 'touch', field: props.field })}
        />
      )}
    </RefundField>
  );
}

export const RefundDetailsSection = memo(
  function RefundDetailsSection({
    order,
    reasons,
    config,
    state,
    derived,
    reasonValue,
    dispatch,
  }: RefundDetailsSectionProps) {
    const { t } = useTranslation();
    const feeError = shownError(state, derived, 'adminFee');
    const dateError = shownError(state, derived, 'surrenderDay');
    const reasonError = shownError(state, derived, 'reason');
    return (
      <section className="panel" aria-labelledby="refund-details-title">
        <h2 id="refund-details-title">{t('REFUND_DETAILS_TITLE')}</h2>
        <div className="refund-fields">
          <RefundField
            id="refund-reason"
            label="REFUND_REASON"
            required
            error={reasonError}
            className="refund-field--reason"
          >
            {(control) => (
              <select
                {...control}
                required
                value={reasonValue ?? ''}
                onChange={(e) => {
                  const code = e.target.value === '' ? undefined : Number(e.target.value);
                  const reason = reasons.find((r) => r.code === code);
                  const fee = defaultAdminFee({
                    defaultAdminFee: config.defaultAdminFee,
                    adminFeeFreeReasons: config.adminFeeFreeReasons,
                    alreadyPaidForRefund: order.alreadyPaidForRefund,
                    reason,
                  });
                  dispatch({ type: 'reason', code, byUser: true, adminFee: penceToInput(fee) });
                }}
                onBlur={() => dispatch({ type: 'touch', field: 'reason' })}
              >
                <option value="">{t('REFUND_REASON_CHOOSE')}</option>
                {derived.reasonOptions.map((option) => (
                  <option key={option.code} value={option.code} disabled={option.disabled}>
                    {option.code} – {t(option.name)}
                    {option.disabled ? ` (${t('REFUND_REASON_UNAVAILABLE')})` : ''}
                  </option>
                ))}
              </select>
            )}
          </RefundField>
          {derived.isOtherReason && (
            <RefundField
              id="refund-reason-description"
              label="REFUND_REASON_DESCRIPTION"
              required
              error={shownError(state, derived, 'reasonDescription')}
              className="refund-field--wide"
            >
              {(control) => (
                <textarea
                  {...control}
                  required
                  maxLength={300}
                  rows={2}
                  value={state.reasonDescription}
                  onChange={(e) => dispatch({ type: 'field', field: 'reasonDescription', value: e.target.value })}
                  onBlur={() => dispatch({ type: 'touch', field: 'reasonDescription' })}
                />
              )}
            </RefundField>
          )}
          <TextField
            id="refund-case-reference"
            field="caseReference"
            label="REFUND_CASE_REFERENCE"
            maxLength={20}
            state={state}
            derived={derived}
            dispatch={dispatch}
          />
          <RefundField
            id="refund-admin-fee"
            label="REFUND_ADMIN_FEE"
            error={feeError}
            money
            hint={
              derived.feeDisabled
                ? {
                    id: 'refund-admin-fee-hint',
                    text: t(
                      order.alreadyPaidForRefund
                        ? 'REFUND_ADMIN_FEE_ALREADY_PAID'
                        : derived.reason
                          ? 'REFUND_ADMIN_FEE_FIXED_BY_REASON'
                          : 'REFUND_ADMIN_FEE_NEEDS_REASON',
                    ),
                  }
                : undefined
            }
          >
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="decimal"
                min={(config.minimumAdminFee / 100).toFixed(2)}
                step="0.05"
                required
                disabled={derived.feeDisabled}
                value={derived.feeDisabled ? penceToInput(derived.feeDefault) : state.adminFee}
                onChange={(e) => dispatch({ type: 'field', field: 'adminFee', value: e.target.value })}
                onBlur={() => dispatch({ type: 'touch', field: 'adminFee' })}
              />
            )}
          </RefundField>
          <RefundField id="refund-surrender-date" label="REFUND_SURRENDER_DATE" required error={dateError}>
            {(control) => (
              <input
                {...control}
                type="date"
                required
                min={derived.surrenderLimits.min}
                max={derived.surrenderLimits.max}
                disabled={!derived.surrenderEditable}
                value={state.surrenderDay}
                onChange={(e) => dispatch({ type: 'surrenderDay', value: e.target.value })}
                onBlur={() => dispatch({ type: 'touch', field: 'surrenderDay' })}
              />
            )}
          </RefundField>
          {derived.rebookRequired && (
            <>
              <TextField
                id="refund-rebook-reference"
                field="rebookBookingReference"
                label="REFUND_REBOOK_BOOKING_REFERENCE"
                maxLength={20}
                required
                state={state}
                derived={derived}
                dispatch={dispatch}
              />
              <TextField
                id="refund-rebook-order"
                field="rebookOrderNumber"
                label="REFUND_REBOOK_ORDER_NUMBER"
                maxLength={20}
                required
                state={state}
                derived={derived}
                dispatch={dispatch}
              />
            </>
          )}
        </div>
      </section>
    );
  },
  sectionPropsEqual<RefundDetailsSectionProps>(
    [
      'reasonCode',
      'reasonDescription',
      'caseReference',
      'adminFee',
      'surrenderDay',
      'rebookBookingReference',
      'rebookOrderNumber',
    ],
    RULES,
  ),
);
