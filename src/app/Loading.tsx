import { useTranslation } from 'react-i18next';

/** The shell's loading notice while a lazy page or the brand profile arrives. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <p className="loading" role="status">
      {t('LOADING')}
    </p>
  );
}
