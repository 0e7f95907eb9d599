import { useTranslation } from 'react-i18next';
import type { LogEntry, LogListQuery, SortDirection } from '../../../contract';
import { SortableHeader } from '../../components/sortable-header/sortable-header';
import { DateTime } from '../../components/date-time/date-time';
import { LogStatusBadge } from './log-status-badge';

const NOTHING = '—';

/**
 * The entries: a table on wide screens, one card per entry on narrow ones (each cell names its
 * column there). Timestamps are the reader's local time once the page runs in the browser.
 */
interface LogTableProps {
  logs: LogEntry[];
  busy: boolean;
  sort: { sort: LogListQuery['sort']; dir: SortDirection };
  onSort: (column: LogListQuery['sort']) => void;
}

export function LogTable({ logs, busy, sort, onSort }: LogTableProps) {
  const { t } = useTranslation(['admin', 'common']);
  const columns = {
    username: t('activityLog.columns.username'),
    role: t('activityLog.columns.role'),
    action: t('activityLog.columns.action'),
    timestamp: t('activityLog.columns.timestamp'),
    status: t('activityLog.columns.status'),
  };

  return (
    <div className="log-table-frame">
      <table className="log-table" aria-busy={busy} aria-describedby="log-range">
        <caption className="visually-hidden">{t('activityLog.caption')}</caption>
        <thead>
          <tr>
            {Object.entries(columns).map(([key, label]) =>
              key === 'timestamp' ? (
                <SortableHeader key={key} column="timestamp" label={label} sort={sort} onSort={onSort} />
              ) : (
                <th key={key} scope="col">
                  {label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {logs.map((log) => (
            <tr key={log.log_id}>
              <td data-label={columns.username} className="log-table__username">
                {log.username ?? NOTHING}
              </td>
              <td data-label={columns.role}>{log.role ? t(`common:roles.${log.role}`) : NOTHING}</td>
              <td data-label={columns.action}>{t(`logActions.${log.message}`)}</td>
              <td data-label={columns.timestamp} className="log-table__timestamp">
                <DateTime value={log.timestamp} precision="second" />
              </td>
              <td data-label={columns.status}>
                <LogStatusBadge statusCode={log.status_code} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
