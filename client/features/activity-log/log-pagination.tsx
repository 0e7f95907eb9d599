import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons/icons';

interface LogPaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous and next, with where the reader is. */
export function LogPagination({ page, pages, onPage }: LogPaginationProps) {
  const { t } = useTranslation('admin');
  return (
    <nav className="log-pagination" aria-label={t('activityLog.pagination.label')}>
      <button type="button" className="button button--secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeftIcon className="log-pagination__icon" />
        <span className="log-pagination__label">{t('activityLog.pagination.previous')}</span>
      </button>
      <p className="log-pagination__position" aria-live="polite">
        {t('activityLog.pagination.position', { page, pages })}
      </p>
      <button type="button" className="button button--secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <span className="log-pagination__label">{t('activityLog.pagination.next')}</span>
        <ChevronRightIcon className="log-pagination__icon" />
      </button>
    </nav>
  );
}
