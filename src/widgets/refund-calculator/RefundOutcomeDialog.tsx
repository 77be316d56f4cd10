// 000 §4 Refund error path: back on the order page a failed-refund modal shows the message per code; a reply with
// needsManualHotlisting opens its own modal. The refund page hands over through router state (docs/api/orders.md
// "Console hand-over"); the order page places <RefundOutcomeDialog /> anywhere.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { checkGate } from '../../domain/checkGate';
import { useRuntimeServices } from '../../runtime';
import { refundErrorMessage } from './refundErrorMessage';
import './refundCalculator.css';

export interface RefundOutcomeState {
  refundError?: { code: string; message: string };
  needsManualHotlisting?: boolean;
  refundDone?: { refundId: string; total: number };
}

export function RefundOutcomeDialog() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { gateContext } = useRuntimeServices();
  const dialog = useRef<HTMLDialogElement>(null);
  const outcome = (location.state ?? {}) as RefundOutcomeState;
  const open = outcome.refundError !== undefined || outcome.needsManualHotlisting === true;

  useEffect(() => {
    const el = dialog.current;
    if (!open || !el) return;
    // jsdom has no showModal; a real browser always does.
    if (typeof el.showModal === 'function') el.showModal();
    else el.setAttribute('open', '');
    return () => {
      if (typeof el.close === 'function' && el.open) el.close();
    };
  }, [open]);

  if (!open) return null;
  // Replacing the entry drops the state, so neither reload nor Back shows the modal again.
  const close = () => navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  const canSeeItsoDetail = checkGate({ permission: 'canDisplayItsoRefundFailureModal' }, gateContext);
  const title = outcome.refundError ? 'REFUND_FAILED_TITLE' : 'REFUND_MANUAL_HOTLIST_TITLE';
  const messageKey = outcome.refundError ? refundErrorMessage(outcome.refundError.code, canSeeItsoDetail) : undefined;
  return (
    <dialog
      ref={dialog}
      className="modal refund-outcome"
      aria-labelledby="refund-outcome-title"
      onClose={close}
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
    >
      <h2 id="refund-outcome-title">{t(title)}</h2>
      {outcome.refundError ? (
        <>
          <p role="alert">{t(messageKey!)}</p>
          {outcome.refundError.message && (
            <p className="refund-outcome__detail">
              {t('REFUND_FAILED_SERVER_SAID', { message: outcome.refundError.message })}
            </p>
          )}
          {/* 000 §8: an unexplained failure may be a refund still being processed */}
          {messageKey === 'REFUND_UNSUCCESSFUL' && <p>{t('REFUND_RETRY_AFTER_HOUR')}</p>}
        </>
      ) : (
        <p role="alert">{t('REFUND_MANUAL_HOTLIST_REQUIRED')}</p>
      )}
      <div className="form-buttons">
        <button type="button" className="button button--primary" onClick={close} autoFocus>
          {t('REFUND_CLOSE')}
        </button>
      </div>
    </dialog>
  );
}
