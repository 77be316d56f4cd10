// 000 §4 Refund error path: back on the order page a failed-refund modal shows the message per code; a reply with
// needsManualHotlisting opens its own modal. The refund page hands over through router state (docs/api/orders.md
// "Console hand-over"); the order page places <RefundOutcomeDialog /> anywhere.
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '../../runtime/useTranslation';
import { checkGate } from '../../domain/checkGate';
import { Dialog, useRuntimeServices } from '../../runtime';
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
  const outcome = (location.state ?? {}) as RefundOutcomeState;
  const open = outcome.refundError !== undefined || outcome.needsManualHotlisting === true;

  if (!open) return null;
  // Replacing the entry drops the state, so neither reload nor Back shows the modal again.
  const close = () => navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  const canSeeItsoDetail = checkGate({ permission: 'canDisplayItsoRefundFailureModal' }, gateContext);
  const title = outcome.refundError ? 'REFUND_FAILED_TITLE' : 'REFUND_MANUAL_HOTLIST_TITLE';
  const messageKey = outcome.refundError ? refundErrorMessage(outcome.refundError.code, canSeeItsoDetail) : undefined;
  return (
    <Dialog
      title={t(title)}
      onClose={close}
      className="refund-outcome"
      footer={
        <button
          type="button"
          className="button button--primary"
          onClick={close}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog or the sign-in form puts the focus on its first control when it opens (WAI-ARIA dialog pattern; native <dialog> honours autofocus)
          autoFocus
        >
          {t('REFUND_CLOSE')}
        </button>
      }
    >
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
    </Dialog>
  );
}
