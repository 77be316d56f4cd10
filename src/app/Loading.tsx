import { useTranslation } from '../runtime/useTranslation';

/**
 * The shell's loading notice while a lazy page or the brand profile arrives. A screen still loading is a page of its
 * own to assistive technology, so it has a level-1 heading (axe page-has-heading-one); `page` also gives it the main
 * landmark (axe landmark-one-main) where no layout is drawn yet — inside the signed-in layout's main it must not nest
 * one. Kept minimal: it is in the sign-in page's first chunk (≤ 100 KB brotli, docs/decisions/0061-sign-forms-have-light-renderer-their.md).
 */
export function Loading({ page }: { page?: boolean }) {
  const { t } = useTranslation();
  const notice = (
    <div className="loading" role="status">
      <h1>{t('LOADING')}</h1>
    </div>
  );
  return page ? <main id="main">{notice}</main> : notice;
}
