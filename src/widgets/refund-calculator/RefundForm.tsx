// The refund form of one order. State in one reducer (refundFormState.ts); everything else is derived by the pure
// deriveRefund, so rules live in src/domain and this file only lays the page out and talks to the server.
// Issue 24 (typing within a frame): a keystroke renders what was typed at once, and only the memoised section (and
// row) it changed, which judges its own field; deriveRefund's whole-draft rules run on a deferred copy of the state
// (useDeferredValue), in a render React may interrupt, so input never waits for them.
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../runtime/useTranslation';
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
import { ManualRefundSection } from './ManualRefundSection';
import { PaymentTables } from './PaymentTables';
import { RefundActions } from './RefundActions';
import { RefundDetailsSection } from './RefundDetailsSection';
import { RefundPageHead } from './RefundPageHead';
import type { RefundOutcomeState } from './RefundOutcomeDialog';
import { keepEqualParts } from './keepEqualParts';
import { initialRefundFormState, penceToInput, refundFormReducer, surrenderDateForApi } from './refundFormState';
import type { CalculateRefundReply } from '../../generated/replies/CalculateRefundReply';
import type { RecalculateRefundReply } from '../../generated/replies/RecalculateRefundReply';
import type { RefundOrderManualReply } from '../../generated/replies/RefundOrderManualReply';
import type { RefundOrderReply } from '../../generated/replies/RefundOrderReply';
import type { RefundSmartcardOrderReply } from '../../generated/replies/RefundSmartcardOrderReply';
import type { RefundOrder } from '../../generated/types/RefundOrder';
import type { SeasonCalculation } from '../../generated/types/SeasonCalculation';
import type { RefundReason as ServerRefundReason } from '../../generated/types/RefundReason';
import { RefundSummarySection } from './RefundSummarySection';
import { RefundTicketsSection } from './RefundTicketsSection';
import { SeasonCalculationPanel } from './SeasonCalculationPanel';

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
  // The whole-draft rules judge the state as of the last idle moment; an urgent render (a keystroke) keeps the
  // previous copy and the previous rules, so it costs only the section that shows the typed value.
  const settled = useDeferredValue(state);
  // every part of the rules that did not change stays the same object, so the sections it does not concern skip the
  // rules' render too (sectionPropsEqual); compared with the rules last shown
  const shown = useRef<RefundDerived | undefined>(undefined);
  const derived = useMemo(
    () => keepEqualParts(shown.current, deriveRefund(settled, deriveInput)),
    [settled, deriveInput],
  );
  const latest = useRef({ state, settled, derived });
  useLayoutEffect(() => {
    shown.current = derived;
    latest.current = { state, settled, derived };
  });
  /** The rules of the state as it is now, for a decision taken on it (Confirm, a flexi count left, the payload). */
  const currentDerived = useCallback((): RefundDerived => {
    const now = latest.current;
    return now.settled === now.state ? now.derived : deriveRefund(now.state, deriveInput);
  }, [deriveInput]);
  // the reason just picked until the rules have caught up with it, then the one they hold
  const reasonValue = settled === state ? derived.wantedReasonCode : state.reasonCode;

  // The season auto-choice and the reason-12 rule pick or clear the reason; the fee follows the reason. Only once the
  // rules have caught up: rules of an older draft must not undo a reason picked since.
  useEffect(() => {
    if (settled === state && state.reasonCode !== derived.wantedReasonCode)
      dispatch({
        type: 'reason',
        code: derived.wantedReasonCode,
        byUser: false,
        adminFee: penceToInput(derived.feeDefault),
      });
  }, [settled, state, derived.wantedReasonCode, derived.feeDefault]);

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
        .then((reply: CalculateRefundReply) => {
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
        .then((reply: RecalculateRefundReply) => {
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
      if (
        !currentDerived().errors[`flexi-${ticketId}`] &&
        Number.isInteger(passes) &&
        ticket &&
        passes !== ticket.unusedPasses
      )
        recalculate(ticketId, { unusedPasses: passes });
    },
    [state.flexiPasses, order.basket, currentDerived, recalculate],
  );

  // Submit (000 §7 routing) and the error path (000 §4): back to the order page, which shows the outcome modal.
  const [submitProblem, setSubmitProblem] = useState<string[]>();
  const submit = useMutation({
    mutationFn: () => {
      const { callId, body } = buildRefundPayload(order, state, currentDerived(), config.surrenderDateFormats);
      return services.call(callId, { params: { id: String(order.id) }, body, notify: false }) as Promise<
        RefundOrderReply | RefundOrderManualReply | RefundSmartcardOrderReply
      >;
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

  const { mutate } = submit;
  const onConfirm = useCallback(() => {
    setSubmitProblem(undefined);
    if (!currentDerived().confirm.allowed) return;
    if (itsoVariant) setConfirming(true);
    else mutate();
  }, [currentDerived, itsoVariant, mutate]);
  const onReject = useCallback(() => setRejecting(true), []);
  const showProblems = useCallback(() => {
    dispatch({ type: 'showAllErrors' });
    // after the errors render, take the keyboard to the first field that has one
    setTimeout(() => (document.querySelector('.refund-page [aria-invalid="true"]') as HTMLElement | null)?.focus(), 0);
  }, []);

  const railTickets = useMemo(() => order.basket.filter((b) => b.category !== 'PLUS_BUS'), [order.basket]);
  const plusBusTickets = useMemo(() => order.basket.filter((b) => b.category === 'PLUS_BUS'), [order.basket]);
  const seasonTickets = useMemo(() => order.basket.filter((b) => b.isSeason && !b.refunded), [order.basket]);
  const bookingSundry = order.sundries.find((s) => s.isBookingFee);
  const bookingFeeOffered =
    services.flags.canRefundBookingFee === true &&
    bookingSundry !== undefined &&
    !bookingSundry.refunded &&
    order.bookingFee > 0;
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

  return (
    // No <form>: Enter in a ticket amount must not send a refund; Confirm is an explicit button.
    <div className="refund-page" aria-busy={busy || undefined}>
      <RefundPageHead order={order} warnings={derived.warnings} itsoVariant={itsoVariant} />

      <RefundDetailsSection
        order={order}
        reasons={reasons}
        config={config}
        state={state}
        derived={derived}
        reasonValue={reasonValue}
        dispatch={dispatch}
      />

      <RefundTicketsSection
        order={order}
        railTickets={railTickets}
        plusBusTickets={plusBusTickets}
        bookingFeeOffered={bookingFeeOffered}
        config={config}
        state={state}
        derived={derived}
        dispatch={dispatch}
      />

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
          onRecalculate={recalculate}
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
        <ManualRefundSection
          manualOptions={manualOptions}
          chequeMaxDays={Number(services.config.chequeMaxDays ?? 10)}
          state={state}
          derived={derived}
          dispatch={dispatch}
        />
      )}

      <RefundSummarySection level={gateContext.level} state={state} derived={derived} dispatch={dispatch} />

      <RefundActions
        derived={derived}
        busy={busy}
        submitProblem={submitProblem}
        onConfirm={onConfirm}
        onReject={onReject}
        onShowProblems={showProblems}
      />

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
