import { useEffect } from 'react';
import { useTranslation } from '../../runtime/useTranslation';

/** 000 §2: the page title comes from the route's title key, or the default (APP_NAME). */
export function usePageTitle(titleKey: string | undefined): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = titleKey ? t('PAGE_TITLE', { title: t(titleKey) }) : t('APP_NAME');
  }, [titleKey, t]);
}
