// The refund form of one order. State in one reducer (refundFormState.ts); everything else is derived by the pure
// deriveRefund, so rules live in src/domain and this file only lays the page out and talks to the server.
import { useCallback, useEffect, useMemo, useReducer, useState, type Dispatch } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { callQueryKey, Dialog, DialogCancel, ModalForm, useRuntimeServices, type ModalDef } from '../../runtime';
import { checkGate } from '../../domain/checkGate';
import { manualRefundAllowed } from '../../domain/manualRefundAllowed';
import { defaultAdminFee } from '../../domain/defaultAdminFee';
import { formatMoney } from '../../domain/formatMoney';
import { levelNameOf } from '../../domain/levels';
import { londonToday } from '../../domain/londonToday';
import { parseSurrenderDate } from '../../domain/surrenderDateLimits';
import { refundAmountToPence } from '../../domain/refundAmountToPence';
import { formValidators } from '../../generated/validators';
import { buildRefundPayload } from './buildRefundPayload';
import {
  deriveRefund,
  type DeriveInput,
  type RefundConfig,
  type RefundDerived,
  type RefundRights,
} from './deriveRefund';
import { FieldError } from './FieldError';
import { PaymentTables } from './PaymentTables';
import { RefundField } from './RefundField';
import type { RefundOutcomeState } from './RefundOutcomeDialog';
import {
  initialRefundFormState,
  penceToInput,
  refundFormReducer,
  surrenderDateForApi,
  type RefundFormAction,
  type RefundFormState,
} from './refundFormState';
import type { RefundOrder, SeasonCalculation, ServerRefundReason } from './refundOrder.types';
import { SeasonCalculationPanel } from './SeasonCalculationPanel';
import { TicketTable } from './TicketTable';

export interface RefundFormProps {
  order: RefundOrder;
  reasons: ServerRefundReason[];
  manualOptions: Array<{ code: string; name: string }>;
}

interface HttpFailure {
  status?: number;
  errors?: Array<{ code?: string; message?: string; fields?: string[] }>;
}

const RIGHTS = [
  'canModifyAdminFeeWithoutReason',
  'canEditSeasonRefundFields',
  'canEditItsoSeasonRefundFields',
  'canEditItsoSeasonRefundSurrenderDate',
  'canRecalculateItsoSeasonRefund',
  'canUseManualRefund',
  'canCompleteItsoManualRefund',
  'canAmendFlexiRefundCount',
  'canRejectItsoSeasonRefund',
  'canRejectRefund',
] as const;

/** Error under a field, shown once the field was left or a submit was attempted. */
function shownError(state: RefundFormState, derived: RefundDerived, field: string) {
  return state.showAllErrors || state.touched[field] ? derived.errors[field] : undefined;
}

function describedBy(error: unknown, id: string, hint?: string) {
  return [error ? `${id}-error` : undefined, hint].filter(Boolean).join(' ') || undefined;
}

function TextField(props: {
  id: string;
  field: 'reasonDescription' | 'caseReference' | 'rebookBookingReference' | 'rebookOrderNumber';
  label: string;
  maxLength: number;
  required?: boolean;
  state: RefundFormState;
  derived: RefundDerived;
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

export function RefundForm({ order, reasons, manualOptions }: RefundFormProps) {
  const { t } = useTranslation();
  const services = useRuntimeServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const config = services.config as unknown as RefundConfig;
  const { gateContext } = services;

  const rights: RefundRights = useMemo(() => {
    const has = (permission: string) => checkGate({ permission }, gateContext);
    return {
      ...(Object.fromEntries(RIGHTS.map((name) => [name, has(name)])) as Omit<RefundRights, 'category'>),
      // the manual block for this order: its ITSO and paper season rules too, as the server checks them
      canUseManualRefund: manualRefundAllowed(
        order.basket.filter((t) => !t.refunded).map((t) => t.category),
        gateContext,
      ),
      category: {
        NON_SEASON: has('canRefundNonSeason'),
        PAPER_SEASON: has('canRefundPaperSeason'),
        ITSO_SEASON: has('canRefundItsoSeason'),
        PLUS_BUS: has('canRefundPlusBus'),
      },
    };
  }, [gateContext, order]);

  const deriveInput: DeriveInput = useMemo(
    () => ({
      order,
      reasons,
      config,
      rights,
      flags: services.flags,
      level: levelNameOf(gateContext.level),
      today: londonToday(),
    }),
    [order, reasons, config, rights, services.flags, gateContext.level],
  );

  const [state, dispatch] = useReducer(refundFormReducer, undefined, () =>
    initialRefundFormState(
      order,
      defaultAdminFee({
        defaultAdminFee: config.defaultAdminFee,
        adminFeeFreeReasons: config.adminFeeFreeReasons,
        alreadyPaidForRefund: order.alreadyPaidForRefund,
        reason: undefined,
      }),
      gateContext.flags,
      rights.canEditItsoSeasonRefundFields,
    ),
  );
  const derived = useMemo(() => deriveRefund(state, deriveInput), [state, deriveInput]);

  // The season auto-choice and the reason-12 rule pick or clear the reason; the fee follows the reason.
  useEffect(() => {
    if (state.reasonCode !== derived.wantedReasonCode)
      dispatch({
        type: 'reason',
        code: derived.wantedReasonCode,
        byUser: false,
        adminFee: penceToInput(derived.feeDefault),
      });
  }, [state.reasonCode, derived.wantedReasonCode, derived.feeDefault]);

  // Season calculation at the chosen surrender date (000 §7 GET …/refund/calculate?surrenderDate=).
  const [calcBusy, setCalcBusy] = useState(false);
  const [calcError, setCalcError] = useState<string>();
  const mergeCalculations = useCallback(
    (fresh: SeasonCalculation[]) => {
      const byId = new Map(fresh.map((c) => [c.ticketId, c]));
      dispatch({
        type: 'calculations',
        calculations: state.seasonCalculations
          .map((c) => byId.get(c.ticketId) ?? c)
          .concat(fresh.filter((c) => !state.seasonCalculations.some((o) => o.ticketId === c.ticketId))),
      });
    },
    [state.seasonCalculations],
  );
  const calculatedDay = state.seasonCalculations[0]?.surrenderDate?.slice(0, 10);
  const surrenderDay = parseSurrenderDate(state.surrenderDay);
  useEffect(() => {
    if (!order.hasSeason || !surrenderDay || surrenderDay === calculatedDay) return;
    let current = true;
    const timer = setTimeout(() => {
      setCalcBusy(true);
      services
        .call('calculateRefund', {
          params: { id: String(order.id) },
          query: { surrenderDate: surrenderDateForApi(surrenderDay, config.surrenderDateFormats) },
          notify: false,
        })
        .then((reply: { result: SeasonCalculation[] }) => {
          if (!current) return;
          setCalcError(undefined);
          dispatch({ type: 'calculations', calculations: reply.result });
        })
        .catch((error: HttpFailure) => {
          if (current)
            setCalcError(
              error?.status === 403 ? 'REFUND_WARNING_CALCULATION_UNAVAILABLE' : 'REFUND_ERROR_GETTING_CALCULATION',
            );
        })
        .finally(() => current && setCalcBusy(false));
    }, 350);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [order.hasSeason, order.id, surrenderDay, calculatedDay, services, config.surrenderDateFormats]);

  const recalculate = useCallback(
    (ticketId: string, extra: Record<string, number> = {}) => {
      if (!surrenderDay) return;
      const costs: Record<string, number> = {};
      for (const [name, text] of Object.entries(state.missingCosts[ticketId] ?? {})) {
        const typed = refundAmountToPence(text, { minimum: 0, maximum: 99_999_999, step: 5 });
        if (typed.pence !== undefined && text !== '') costs[`${name}Cost`] = typed.pence;
      }
      setCalcBusy(true);
      services
        .call('recalculateRefund', {
          params: { id: String(order.id) },
          body: {
            surrenderDate: surrenderDateForApi(surrenderDay, config.surrenderDateFormats),
            ticketId,
            ...costs,
            ...extra,
          },
          notify: false,
        })
        .then((reply: { result: SeasonCalculation[] }) => {
          setCalcError(undefined);
          mergeCalculations(reply.result);
        })
        .catch((error: HttpFailure) =>
          setCalcError(
            error?.status === 403 ? 'REFUND_WARNING_CALCULATION_UNAVAILABLE' : 'REFUND_ERROR_GETTING_CALCULATION',
          ),
        )
        .finally(() => setCalcBusy(false));
    },
    [state.missingCosts, surrenderDay, services, order.id, config.surrenderDateFormats, mergeCalculations],
  );
  const commitFlexi = useCallback(
    (ticketId: string) => {
      dispatch({ type: 'touch', field: `flexi-${ticketId}` });
      const passes = Number(state.flexiPasses[ticketId]);
      const ticket = order.basket.find((b) => b.ticketId === ticketId);
      if (!derived.errors[`flexi-${ticketId}`] && Number.isInteger(passes) && ticket && passes !== ticket.unusedPasses)
        recalculate(ticketId, { unusedPasses: passes });
    },
    [state.flexiPasses, order.basket, derived.errors, recalculate],
  );

  // Submit (000 §7 routing) and the error path (000 §4): back to the order page, which shows the outcome modal.
  const [submitProblem, setSubmitProblem] = useState<string[]>();
  const submit = useMutation({
    mutationFn: () => {
      const { callId, body } = buildRefundPayload(order, state, derived, config.surrenderDateFormats);
      return services.call(callId, { params: { id: String(order.id) }, body, notify: false }) as Promise<{
        result: { refundId: string; total: number; needsManualHotlisting?: boolean };
      }>;
    },
    onSuccess: async (reply) => {
      const result = reply.result;
      services.notify({
        kind: 'success',
        message: t('REFUND_SUCCESS', { id: order.id, total: formatMoney(result.total) }),
      });
      const outcome: RefundOutcomeState = result.needsManualHotlisting
        ? { needsManualHotlisting: true }
        : { refundDone: { refundId: result.refundId, total: result.total } };
      await queryClient.invalidateQueries({ queryKey: callQueryKey('getOrder').slice(0, 1) });
      void navigate(`/orders/${order.id}`, { state: outcome });
    },
    onError: async (error: HttpFailure) => {
      const first = error?.errors?.[0];
      // Nothing reached the server, or the form let bad input through: stay, keep everything typed, say what is wrong.
      if (!error?.status || (error.status === 400 && first?.code === '1000')) {
        setSubmitProblem(
          error?.status ? (error.errors ?? []).map((e) => e.message ?? '').filter(Boolean) : [t('REFUND_NO_ANSWER')],
        );
        return;
      }
      await queryClient.invalidateQueries({ queryKey: callQueryKey('getOrder').slice(0, 1) });
      const outcome: RefundOutcomeState = {
        refundError: { code: String(first?.code ?? error.status), message: first?.message ?? '' },
      };
      void navigate(`/orders/${order.id}`, { state: outcome });
    },
  });

  const itsoVariant = order.isItsoSeason && services.flags.enableItsoSeasonRefund === true;
  const [confirming, setConfirming] = useState(false);
  const [rejecting, setRejecting] = useState(false);

  const onConfirm = () => {
    setSubmitProblem(undefined);
    if (!derived.confirm.allowed) return;
    if (itsoVariant) setConfirming(true);
    else submit.mutate();
  };
  const showProblems = () => {
    dispatch({ type: 'showAllErrors' });
    // after the errors render, take the keyboard to the first field that has one
    setTimeout(() => (document.querySelector('.refund-page [aria-invalid="true"]') as HTMLElement | null)?.focus(), 0);
  };

  const railTickets = useMemo(() => order.basket.filter((b) => b.category !== 'PLUS_BUS'), [order.basket]);
  const plusBusTickets = useMemo(() => order.basket.filter((b) => b.category === 'PLUS_BUS'), [order.basket]);
  const seasonTickets = useMemo(() => order.basket.filter((b) => b.isSeason && !b.refunded), [order.basket]);
  const bookingSundry = order.sundries.find((s) => s.isBookingFee);
  const bookingFeeOffered =
    services.flags.canRefundBookingFee === true &&
    bookingSundry !== undefined &&
    !bookingSundry.refunded &&
    order.bookingFee > 0;
  const discountSundries = order.sundries.filter((s) => s.isOrderLevelDiscount);
  const busy = submit.isPending;

  const rejectForm =
    order.isItsoSeason && 'orders/rejectItsoRefund' in formValidators
      ? 'orders/rejectItsoRefund'
      : 'orders/rejectRefund';
  const rejectErrors = {
    RefundNotAllowed: 'ORDER_REJECT_REFUND_NOT_ALLOWED',
    RefundUnauthorised: 'ORDER_REJECT_REFUND_UNAUTHORISED',
  };
  const rejectModal: ModalDef = order.hasSeason
    ? {
        title: 'REFUND_REJECT_TITLE',
        form: rejectForm,
        call: 'rejectRefundNotify',
        params: { id: '{id}' },
        body: { seasonCalculations: '{record.seasonCalculations}' },
        confirm: true,
        success: 'REFUND_PAGE_REJECTED_NOTIFIED',
        navigate: '/orders/{id}',
        errors: rejectErrors,
      }
    : {
        title: 'REFUND_REJECT_TITLE',
        form: rejectForm,
        call: 'rejectRefund',
        params: { id: '{id}' },
        confirm: true,
        success: 'REFUND_PAGE_REJECTED',
        navigate: '/orders/{id}',
        errors: rejectErrors,
      };

  const feeError = shownError(state, derived, 'adminFee');
  const dateError = shownError(state, derived, 'surrenderDay');
  const reasonError = shownError(state, derived, 'reason');
  const noteError = shownError(state, derived, 'note');
  const blockersId = 'refund-confirm-blockers';

  return (
    // No <form>: Enter in a ticket amount must not send a refund; Confirm is an explicit button.
    <div className="refund-page" aria-busy={busy || undefined}>
      <p className="refund-page__order">
        <Link to={`/orders/${order.id}`}>{t('REFUND_BACK_TO_ORDER', { id: order.id })}</Link>
        <span className="refund-row__meta">{t('REFUND_ORDER_TOTAL', { total: formatMoney(order.orderTotal) })}</span>
      </p>

      {derived.warnings.length > 0 && (
        <div className="refund-warnings" role="status">
          <ul>
            {derived.warnings.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        </div>
      )}

      {itsoVariant && (
        <section className="panel" aria-labelledby="refund-itso-title">
          <h2 id="refund-itso-title">{t('REFUND_ITSO_TITLE')}</h2>
          <dl className="panel__fields">
            <div className="panel__field">
              <dt>{t('REFUND_ITSO_SMARTCARD')}</dt>
              <dd>{order.smartcardNumber ?? '—'}</dd>
            </div>
            <div className="panel__field">
              <dt>{t('REFUND_ITSO_COLLECTION_LOCATION')}</dt>
              <dd>
                {order.collectionLocation
                  ? `${order.collectionLocation.name} (${order.collectionLocation.nlc})`
                  : t('REFUND_ITSO_NO_COLLECTION_LOCATION')}
              </dd>
            </div>
          </dl>
        </section>
      )}

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
                value={derived.wantedReasonCode ?? ''}
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

      <section className="panel" aria-labelledby="refund-tickets-title">
        <h2 id="refund-tickets-title">{t('REFUND_TICKETS_TITLE')}</h2>
        <TicketTable
          orderId={order.id}
          caption="REFUND_RAIL_TICKETS"
          tickets={railTickets}
          state={state}
          derived={derived}
          minimum={config.refundAmountMinimum}
          numberMaxLength={config.paperTicketNumberMaxLength}
          dispatch={dispatch}
        />
        <TicketTable
          orderId={order.id}
          caption="REFUND_PLUSBUS_TICKETS"
          tickets={plusBusTickets}
          state={state}
          derived={derived}
          minimum={config.refundAmountMinimum}
          numberMaxLength={config.paperTicketNumberMaxLength}
          dispatch={dispatch}
        />
        {order.basket.length === 0 && <p className="panel__empty">{t('REFUND_NO_TICKETS')}</p>}
        {bookingFeeOffered && (
          <p className="refund-check">
            <input
              id="refund-booking-fee"
              type="checkbox"
              checked={state.refundBookingFee}
              onChange={(e) => dispatch({ type: 'refundBookingFee', value: e.target.checked })}
            />
            <label htmlFor="refund-booking-fee">
              {t('REFUND_BOOKING_FEE', { amount: formatMoney(order.bookingFee) })}
            </label>
          </p>
        )}
        {discountSundries.length > 0 && (
          <ul className="refund-discounts" aria-label={t('REFUND_DISCOUNTS')}>
            {discountSundries.map((s) => (
              <li key={s.id}>
                {t('REFUND_DISCOUNT_LINE', { name: s.name, code: s.code, amount: formatMoney(Math.abs(s.price)) })}
                {s.refunded && ` (${t('REFUND_DISCOUNT_ALREADY_TAKEN')})`}
              </li>
            ))}
          </ul>
        )}
        {derived.railcardFailing.length > 0 && (
          <p className="refund-mismatch" role="alert">
            {t('REFUND_RAILCARD_MINIMUM', { codes: derived.railcardFailing.join(', ') })}
          </p>
        )}
      </section>

      {seasonTickets.length > 0 && (
        <SeasonCalculationPanel
          tickets={seasonTickets}
          state={state}
          derived={derived}
          excludedRailcards={config.refundCalculationExcludedRailcards}
          passesPerFlexi={config.passesPerFlexi}
          busy={calcBusy}
          error={calcError}
          dispatch={dispatch}
          onRecalculate={(ticketId) => recalculate(ticketId)}
          onFlexiCommit={commitFlexi}
        />
      )}

      <section className="panel" aria-labelledby="refund-payments-title">
        <h2 id="refund-payments-title">{t('REFUND_PAYMENTS_TITLE')}</h2>
        {derived.manualUsesPayments ? (
          <PaymentTables state={state} derived={derived} dispatch={dispatch} disabled={busy} />
        ) : (
          <p className="refund-hint">{t('REFUND_PAYMENTS_MANUAL')}</p>
        )}
      </section>

      {rights.canUseManualRefund && (
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
                            text: t('REFUND_MANUAL_CHEQUE_DAYS', { days: services.config.chequeMaxDays ?? 10 }),
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
      )}

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
            {t(gateContext.level <= 10 ? 'REFUND_CEILING_LEVEL1' : 'REFUND_CEILING_EXCEEDED', {
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

      {submitProblem && (
        <div className="runtime-error" role="alert">
          <p>{t('REFUND_SUBMIT_PROBLEM')}</p>
          {submitProblem.length > 0 && (
            <ul>
              {submitProblem.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </div>
      )}

      <div className="form-buttons refund-buttons">
        <button
          type="button"
          className="button button--primary"
          onClick={onConfirm}
          disabled={!derived.confirm.allowed || busy}
          aria-describedby={derived.confirm.allowed ? undefined : blockersId}
        >
          {busy ? t('REFUND_CONFIRMING') : t('REFUND_CONFIRM')}
        </button>
        <button
          type="button"
          className="button"
          disabled={!derived.rejectAllowed || busy}
          onClick={() => setRejecting(true)}
        >
          {t('REFUND_REJECT')}
        </button>
        {!derived.confirm.allowed && (
          <div id={blockersId} className="refund-blockers">
            <ul>
              {derived.confirm.blockers.map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ul>
            {derived.confirm.blockers.includes('REFUND_BLOCKED_FORM_INVALID') && (
              <button type="button" className="button" onClick={showProblems}>
                {t('REFUND_SHOW_PROBLEMS')}
              </button>
            )}
          </div>
        )}
      </div>

      {confirming && (
        <Dialog
          title={t('REFUND_ITSO_CONFIRM_TITLE')}
          onClose={() => setConfirming(false)}
          footer={
            <>
              <button
                type="button"
                className="button button--primary"
                disabled={busy}
                onClick={() => {
                  setConfirming(false);
                  submit.mutate();
                }}
              >
                {t('REFUND_CONFIRM')}
              </button>
              <DialogCancel label="REFUND_CANCEL" />
            </>
          }
        >
          <p>
            {t('REFUND_ITSO_CONFIRM_MESSAGE', {
              total: formatMoney(derived.totals.total),
              isrn: order.smartcardNumber ?? '',
            })}
          </p>
        </Dialog>
      )}
      {rejecting && (
        <ModalForm
          modal={rejectModal}
          record={{ seasonCalculations: state.seasonCalculations }}
          routeParams={{ id: String(order.id) }}
          onClose={() => setRejecting(false)}
        />
      )}
    </div>
  );
}
