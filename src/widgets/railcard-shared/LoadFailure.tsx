// A panel's list could not be fetched: why, and a way to try again.
import { useTranslation } from '../../runtime/useTranslation';

export function LoadFailure({ message, onRetry }: { message: string; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div className="runtime-error" role="alert">
      <p>{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('RUNTIME_RETRY')}
      </button>
    </div>
  );
}
