import { useMemo } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
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
    {
      id: 'action',
      label: t('activityLog.columns.action'),
      cell: (log) => (
        <>
          {t(`logActions.${log.message}`)}
          <LogRecord log={log} />
        </>
      ),
    },
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

/** Pages that show one record, by the kind of record an entry names. */
const RECORD_PAGES: Partial<Record<NonNullable<LogEntry['entity_type']>, (id: number) => string>> = {
  sponsor: (id) => `/sponsor/${id}`,
};

/** How many changed fields an entry names before "+N more". */
const CHANGES_SHOWN = 3;

/** Under the action: the record an entry is about (a link where it has a page) and the fields it changed. */
function LogRecord({ log }: { log: LogEntry }) {
  const { t } = useTranslation('admin');
  if (!log.entity_type || log.entity_id === null) return null;
  const label = `${t(`activityLog.entities.${log.entity_type}`)} #${log.entity_id}`;
  const page = RECORD_PAGES[log.entity_type];
  const fields = Object.keys(log.changes ?? {});
  return (
    <span className="log-record">
      {page ? <Link to={page(log.entity_id)}>{label}</Link> : <span>{label}</span>}
      {fields.length > 0 && (
        <span className="log-record__changes">
          {fields.slice(0, CHANGES_SHOWN).join(', ')}
          {fields.length > CHANGES_SHOWN && ` ${t('activityLog.moreChanges', { count: fields.length - CHANGES_SHOWN })}`}
        </span>
      )}
    </span>
  );
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
