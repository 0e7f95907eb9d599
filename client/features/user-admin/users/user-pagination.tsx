import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons/icons';
import { pageCount, pageRange } from './user-list-query';

interface UserPaginationProps {
  page: number;
  shown: number;
  total: number;
  onPageChange: (page: number) => void;
}

/** 'from–to of total', the page number, and the way to the previous and next pages. */
export function UserPagination({ page, shown, total, onPageChange }: UserPaginationProps) {
  const { t } = useTranslation('admin');
  const pages = pageCount(total);
  const { from, to } = pageRange(page, shown);
  return (
    <nav className="pagination" aria-label={t('userAdmin.list.pages')}>
      <p className="pagination__range">{t('userAdmin.list.range', { from, to, total })}</p>
      <div className="pagination__controls">
        <button type="button" className="button button--secondary button--small" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeftIcon />
          {t('userAdmin.list.previous')}
        </button>
        <p className="pagination__page" aria-live="polite">
          {t('userAdmin.list.page', { page, pages })}
        </p>
        <button type="button" className="button button--secondary button--small" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          {t('userAdmin.list.next')}
          <ChevronRightIcon />
        </button>
      </div>
    </nav>
  );
}
