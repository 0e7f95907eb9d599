import type { ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';

interface PaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The list's own words: the navigation's name, the buttons, and "Page 2 of 5". */
  labels: { pages: string; previous: string; next: string; position: string };
  /** 'from–to of total', when the list shows it beside the controls. */
  range?: ReactNode;
}

/** Previous and next, with where the reader is; on narrow screens the buttons show their arrows only. */
export function Pagination({ page, pages, onPage, labels, range }: PaginationProps) {
  return (
    <nav className="pagination" aria-label={labels.pages}>
      {range !== undefined && <p className="pagination__range">{range}</p>}
      <div className="pagination__controls">
        <button type="button" className="button button--secondary button--small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeftIcon className="pagination__icon" />
          <span className="pagination__label">{labels.previous}</span>
        </button>
        <p className="pagination__position" aria-live="polite">
          {labels.position}
        </p>
        <button type="button" className="button button--secondary button--small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          <span className="pagination__label">{labels.next}</span>
          <ChevronRightIcon className="pagination__icon" />
        </button>
      </div>
    </nav>
  );
}
