// Inline state of a call that failed. The app has already shown the notification of 000 §8; this says what the
// failure means for this part of the page and offers the way on (try again, or go back from a record that does not exist).
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from './useTranslation';

/** HTTP status of a rejected call (the app's HttpError carries `status`; 0 = no answer), or undefined. */
export function errorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

export interface LoadErrorProps {
  error: unknown;
  /** Offered as 'Try again' unless the data does not exist (404): asking again gives the same answer. */
  onRetry?(): void;
  /** The whole screen failed: a missing record also offers a way back. */
  screen?: boolean;
  /** i18n key of the failure text (not used for 404); default RUNTIME_LOAD_ERROR. */
  message?: string;
  /** For a call sent with `notify: false`: what 000 §8 says of the failure (describeCallFailure), under the text. */
  detail?: string;
}

/** @example if (reply.data === undefined) return <LoadError error={reply.error} onRetry={() => reply.refetch()} screen />; */
export function LoadError({ error, onRetry, screen, message = 'RUNTIME_LOAD_ERROR', detail }: LoadErrorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (errorStatus(error) === 404) {
    // React Router numbers history entries; 0 means the page was opened directly and there is nowhere to go back to.
    const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
    return (
      <div className="runtime-notice" role="status">
        <p>{t('RUNTIME_NOT_FOUND')}</p>
        {screen &&
          (canGoBack ? (
            <button type="button" className="button" onClick={() => navigate(-1)}>
              {t('RUNTIME_BACK')}
            </button>
          ) : (
            <p>
              <Link to="/">{t('RUNTIME_START_PAGE')}</Link>
            </p>
          ))}
      </div>
    );
  }
  return (
    <div className="runtime-error" role="alert">
      <p>{t(message)}</p>
      {detail && <p className="call-failure">{detail}</p>}
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          {t('RUNTIME_RETRY')}
        </button>
      )}
    </div>
  );
}
