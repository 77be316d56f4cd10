import { useTranslation } from './useTranslation';

/** The runtime's inline loading state (a screen's record, a panel's page, a form's resources). */
export function LoadingNotice() {
  const { t } = useTranslation();
  return (
    <p className="runtime-loading" role="status">
      {t('RUNTIME_LOADING')}
    </p>
  );
}
