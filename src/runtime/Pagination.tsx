// Page links for a server-paged table. With `hrefFor` the links are real links (search screens keep the page in the URL).
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
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
      {disabled || current ? (
        <span className={current ? 'pagination__current' : 'pagination__disabled'} aria-current={current ? 'page' : undefined} aria-disabled={disabled || undefined}>
          {label}
        </span>
      ) : hrefFor ? (
        <Link to={hrefFor(target)} aria-label={ariaLabel}>
          {label}
        </Link>
      ) : (
        <button type="button" className="button--link" onClick={() => onPageChange(target)} aria-label={ariaLabel}>
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
