import { Link } from 'react-router-dom';
import { useTranslation } from '../../runtime/useTranslation';

/** A route of the spec whose screen is not built yet: a clear notice instead of a broken page. */
export function NotAvailablePage() {
  const { t } = useTranslation();
  return (
    <section className="not-available">
      <h1 tabIndex={-1}>{t('NOT_AVAILABLE_TITLE')}</h1>
      <p>{t('NOT_AVAILABLE_TEXT')}</p>
      <Link to="/search-customers">{t('NOT_AVAILABLE_BACK')}</Link>
    </section>
  );
}
