import { useTranslation } from 'react-i18next';
import { LOG_ACTIONS, ROLES } from '../../../contract';
import { SearchFilter, SelectFilter } from '../../components/filter-fields/filter-fields';
import { hasFilters, NO_FILTERS, withDate, type LogFilters } from './log-view';
import { DateField } from '../../components/date-field/date-field';

interface LogFiltersBarProps {
  filters: LogFilters;
  onChange: (filters: LogFilters) => void;
}

/** Username search, action, role and date range of the log registry. */
export function LogFiltersBar({ filters, onChange }: LogFiltersBarProps) {
  const { t } = useTranslation(['admin', 'common']);
  const set = <K extends keyof LogFilters>(key: K, value: LogFilters[K]) => onChange({ ...filters, [key]: value });

  return (
    <div className="log-filters" role="group" aria-label={t('activityLog.filters.label')}>
      <SearchFilter
        id="log-username"
        className="log-filters__search"
        label={t('activityLog.filters.username')}
        placeholder={t('activityLog.filters.usernamePlaceholder')}
        value={filters.username}
        onChange={(username) => set('username', username)}
      />
      <SelectFilter
        id="log-action"
        label={t('activityLog.filters.action')}
        anyLabel={t('activityLog.filters.allActions')}
        choices={LOG_ACTIONS}
        choiceLabel={(action) => t(`logActions.${action}`)}
        value={filters.action}
        onChange={(action) => set('action', action)}
      />
      <SelectFilter
        id="log-role"
        label={t('activityLog.filters.role')}
        anyLabel={t('activityLog.filters.allRoles')}
        choices={ROLES}
        choiceLabel={(role) => t(`common:roles.${role}`)}
        value={filters.role}
        onChange={(role) => set('role', role)}
      />
      <DateField
        id="log-from"
        label={t('activityLog.filters.from')}
        value={filters.from}
        onChange={(from) => onChange(withDate(filters, 'from', from))}
      />
      <DateField
        id="log-to"
        label={t('activityLog.filters.to')}
        value={filters.to}
        onChange={(to) => onChange(withDate(filters, 'to', to))}
      />
      {hasFilters(filters) && (
        <button type="button" className="button button--secondary log-filters__clear" onClick={() => onChange(NO_FILTERS)}>
          {t('activityLog.filters.clear')}
        </button>
      )}
    </div>
  );
}
