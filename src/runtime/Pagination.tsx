// Page links for a server-paged table. With `hrefFor` the links are real links (search screens keep the page in the URL).
import { Link } from 'react-router-dom';
import { useTranslation } from './useTranslation';
import { pageWindow } from './pageWindow';

export interface PaginationProps {
  /** 1-based current page */
  page: number;
  pageCount: number;
  maxPageLinks: number;
  onPageChange(page: number): void;
  hrefFor?(page: number): string;
}

export function Pagination({ page, pageCount, maxPageLinks, onPageChange, hrefFor }: PaginationProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const item = (target: number, label: string, key: string, current = false, disabled = false) => {
    const ariaLabel = key === String(target) ? t('RUNTIME_PAGE_N', { page: target }) : undefined;
    return (
      <li key={key}>
        {disabled ? (
          <span className="pagination__disabled" aria-disabled>
            {label}
          </span>
        ) : hrefFor ? (
          // The current page stays the same kind of element as the others, so a clicked link keeps keyboard focus.
          <Link
            to={hrefFor(target)}
            aria-label={ariaLabel}
            aria-current={current ? 'page' : undefined}
            className={current ? 'pagination__current' : undefined}
          >
            {label}
          </Link>
        ) : (
          <button
            type="button"
            className={current ? 'button--link pagination__current' : 'button--link'}
            onClick={() => onPageChange(target)}
            aria-label={ariaLabel}
            aria-current={current ? 'page' : undefined}
          >
            {label}
          </button>
        )}
      </li>
    );
  };
  return (
    <nav className="pagination" aria-label={t('RUNTIME_PAGINATION')}>
      <ul>
        {item(page - 1, t('RUNTIME_PAGE_PREVIOUS'), 'prev', false, page <= 1)}
        {pageWindow(page, pageCount, maxPageLinks).map((p) => item(p, String(p), String(p), p === page))}
        {item(page + 1, t('RUNTIME_PAGE_NEXT'), 'next', false, page >= pageCount)}
      </ul>
    </nav>
  );
}
