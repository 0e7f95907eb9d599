import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { IMPORT_FIELDS, IMPORT_ROWS_PAGE_SIZE, type ImportRowOutcome, type ImportRowResult, type ImportSummary } from '../../../contract';
import { Pagination } from '../../components/pagination/pagination';
import { useAppServices } from '../../lib/app-services';
import { importRowsQueryOptions } from './import-queries';
import { useImportTexts } from './import-texts';

export type RowFilter = { outcome: ImportRowOutcome } | { result: ImportRowResult } | Record<string, never>;

/** The fields that name a row's record for a reader: its key and required fields, as mapped. */
function namingColumns(summary: ImportSummary): number[] {
  return IMPORT_FIELDS[summary.entity]
    .filter((field) => field.key || field.required)
    .map((field) => summary.mapping[field.name])
    .filter((column): column is number => column !== null && column !== undefined);
}

/** A page of an import's rows: number, what the preview or run made of it, the record it names, and its problems. */
export function ImportRowsTable({ summary, filter }: { summary: ImportSummary; filter: RowFilter }) {
  const { t } = useTranslation('admin');
  const { api } = useAppServices();
  const texts = useImportTexts(summary.entity);
  const [paged, setPaged] = useState({ filter, page: 1 });
  const page = paged.filter === filter ? paged.page : 1;
  const version = `${summary.status}:${summary.preview?.error ?? ''}:${summary.result?.rejected ?? ''}`;
  const rows = useQuery(importRowsQueryOptions(api, summary.id, { ...filter, page, page_size: IMPORT_ROWS_PAGE_SIZE }, version));
  const naming = namingColumns(summary);
  const pages = Math.max(1, Math.ceil((rows.data?.total ?? 0) / IMPORT_ROWS_PAGE_SIZE));

  return (
    <>
      <div className="import-table-frame">
        <table className="import-table" aria-label={t('imports.preview.rowsLabel')} aria-busy={rows.isFetching}>
          <thead>
            <tr>
              <th scope="col">{t('imports.preview.row')}</th>
              <th scope="col">{t('imports.preview.outcome')}</th>
              <th scope="col">{t('imports.preview.key')}</th>
              <th scope="col">{t('imports.preview.problems')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.data?.rows.map((row) => {
              const shown = row.result ?? row.outcome;
              return (
                <tr key={row.row_number}>
                  <th scope="row" className="import-table__number" data-label={t('imports.preview.row')}>
                    {row.row_number}
                  </th>
                  <td data-label={t('imports.preview.outcome')}>
                    {shown && <span className={`record-status import-outcome--${shown}`}>{row.result ? t(`imports.preview.results.${row.result}`) : t(`imports.preview.outcomes.${row.outcome!}`)}</span>}
                  </td>
                  <td data-label={t('imports.preview.key')}>{naming.map((column) => row.cells[column]).filter(Boolean).join(' · ')}</td>
                  <td data-label={t('imports.preview.problems')} className="import-table__problems">
                    {texts.describe(row)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {rows.data?.rows.length === 0 && <p className="import-table__empty">{t('imports.preview.noRows')}</p>}
      </div>
      {pages > 1 && (
        <Pagination
          page={page}
          pages={pages}
          onPage={(next) => setPaged({ filter, page: next })}
          labels={{
            pages: t('imports.preview.pagination.label'),
            previous: t('imports.preview.pagination.previous'),
            next: t('imports.preview.pagination.next'),
            position: t('imports.preview.pagination.position', { page, pages }),
          }}
        />
      )}
    </>
  );
}
