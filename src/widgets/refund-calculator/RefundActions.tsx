// 000 §2 Refund page: Confirm and Reject, why Confirm is off (with a way to the first field in error) and what the
// server said about bad input. Memoised: a keystroke re-renders it only once the rules have judged the new draft.
import { memo } from 'react';
import { useTranslation } from '../../runtime/useTranslation';
import type { RefundDerived } from './deriveRefund';
import { sectionPropsEqual } from './sectionPropsEqual';

/** The rules the buttons follow (its props' `derived`). */
const RULES = ['confirm', 'rejectAllowed'] as const satisfies ReadonlyArray<keyof RefundDerived>;

export interface RefundActionsProps {
  derived: Pick<RefundDerived, (typeof RULES)[number]>;
  busy: boolean;
  /** what the server said was wrong with the input (or that nothing reached it); undefined = nothing to say */
  submitProblem: string[] | undefined;
  onConfirm(): void;
  onReject(): void;
  onShowProblems(): void;
}

const blockersId = 'refund-confirm-blockers';

export const RefundActions = memo(
  function RefundActions({ derived, busy, submitProblem, onConfirm, onReject, onShowProblems }: RefundActionsProps) {
    const { t } = useTranslation();
    return (
      <>
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
          <button type="button" className="button" disabled={!derived.rejectAllowed || busy} onClick={onReject}>
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
                <button type="button" className="button" onClick={onShowProblems}>
                  {t('REFUND_SHOW_PROBLEMS')}
                </button>
              )}
            </div>
          )}
        </div>
      </>
    );
  },
  sectionPropsEqual<RefundActionsProps>([], RULES),
);
