import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogEntry, LogListQuery, SortDirection } from '../../../contract';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { DateTime } from '../../components/date-time/date-time';
import { LogStatusBadge } from './log-status-badge';

const NOTHING = '—';

/** The log's columns, in their order on screen. Timestamps are the reader's local time once the page runs in the browser. */
export function useLogColumns(): DataTableColumn<LogEntry>[] {
  const { t } = useTranslation(['admin', 'common']);
  return useMemo(() => [
    { id: 'username', label: t('activityLog.columns.username'), className: 'log-table__username', cell: (log) => log.username ?? NOTHING },
    { id: 'role', label: t('activityLog.columns.role'), cell: (log) => (log.role ? t(`common:roles.${log.role}`) : NOTHING) },
    { id: 'action', label: t('activityLog.columns.action'), cell: (log) => t(`logActions.${log.message}`) },
    {
      id: 'timestamp',
      label: t('activityLog.columns.timestamp'),
      sortable: true,
      className: 'log-table__timestamp',
      cell: (log) => <DateTime value={log.timestamp} precision="second" />,
    },
    { id: 'status', label: t('activityLog.columns.status'), cell: (log) => <LogStatusBadge statusCode={log.status_code} /> },
  ], [t]);
}

interface LogTableProps {
  columns: DataTableColumn<LogEntry>[];
  logs: LogEntry[];
  busy: boolean;
  sort: { sort: LogListQuery['sort']; dir: SortDirection };
  onSort: (column: LogListQuery['sort']) => void;
  hidden: readonly string[];
}

/** The entries: a table on wide screens, one card per entry on narrow ones (each cell names its column there). */
export function LogTable({ columns, logs, busy, sort, onSort, hidden }: LogTableProps) {
  const { t } = useTranslation('admin');
  return (
    <DataTable
      columns={columns}
      rows={logs}
      rowId={(log) => String(log.log_id)}
      sort={sort}
      onSort={(column) => onSort(column as LogListQuery['sort'])}
      hidden={hidden}
      empty={<p className="list-note">{t('activityLog.empty')}</p>}
      busy={busy}
      className="log-table"
      frameClassName="log-table-frame"
      caption={t('activityLog.caption')}
      describedBy="log-range"
    />
  );
}
