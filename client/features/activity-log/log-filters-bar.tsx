import { useTranslation } from '../../lib/i18n/use-translation';
import { LOG_ACTIONS, LOG_ENTITY_TYPES, ROLES } from '../../../contract';
import { DateField } from '../../components/date-field/date-field';
import { SearchFilter, SelectFilter } from '../../components/filter-fields/filter-fields';
import type { LogViewFilters } from './log-list-view';
import { withDate } from './log-view';

interface LogFiltersBarProps {
  /** The view's filters (the address's). */
  filters: LogViewFilters;
  /** The username search as typed, ahead of the address while the reader types. */
  search: string;
  onSearchChange: (text: string) => void;
  onChange: (changes: Partial<LogViewFilters>) => void;
  /** Shown when a filter is set or a search typed. */
  clearable: boolean;
  onClear: () => void;
}

/** Username search, action, role, kind of record and date range of the log registry. */
export function LogFiltersBar({ filters, search, onSearchChange, onChange, clearable, onClear }: LogFiltersBarProps) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <div className="log-filters" role="group" aria-label={t('activityLog.filters.label')}>
      <SearchFilter
        id="log-username"
        className="log-filters__search"
        label={t('activityLog.filters.username')}
        placeholder={t('activityLog.filters.usernamePlaceholder')}
        value={search}
        onChange={onSearchChange}
      />
      <SelectFilter
        id="log-action"
        label={t('activityLog.filters.action')}
        anyLabel={t('activityLog.filters.allActions')}
        choices={LOG_ACTIONS}
        choiceLabel={(action) => t(`logActions.${action}`)}
        value={filters.action ?? ''}
        onChange={(action) => onChange({ action: action || undefined })}
      />
      <SelectFilter
        id="log-role"
        label={t('activityLog.filters.role')}
        anyLabel={t('activityLog.filters.allRoles')}
        choices={ROLES}
        choiceLabel={(role) => t(`common:roles.${role}`)}
        value={filters.role ?? ''}
        onChange={(role) => onChange({ role: role || undefined })}
      />
      <SelectFilter
        id="log-entity"
        label={t('activityLog.filters.entity')}
        anyLabel={t('activityLog.filters.allEntities')}
        choices={LOG_ENTITY_TYPES}
        choiceLabel={(entity) => t(`activityLog.entities.${entity}`)}
        value={filters.entity ?? ''}
        onChange={(entity) => onChange({ entity: entity || undefined })}
      />
      <DateField
        id="log-from"
        label={t('activityLog.filters.from')}
        value={filters.from ?? ''}
        onChange={(from) => onChange(withDate(filters, 'from', from || undefined))}
      />
      <DateField
        id="log-to"
        label={t('activityLog.filters.to')}
        value={filters.to ?? ''}
        onChange={(to) => onChange(withDate(filters, 'to', to || undefined))}
      />
      {clearable && (
        <button type="button" className="button button--secondary log-filters__clear" onClick={onClear}>
          {t('activityLog.filters.clear')}
        </button>
      )}
    </div>
  );
}
