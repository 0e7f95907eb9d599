import { useTranslation } from 'react-i18next';
import { LOG_ACTIONS, ROLES, type LogAction, type Role } from '../../../contract';
import { SearchIcon } from '../../components/icons/icons';
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
      <div className="field log-filters__search">
        <label className="field__label" htmlFor="log-username">
          {t('activityLog.filters.username')}
        </label>
        <div className="field__control">
          <SearchIcon className="log-filters__search-icon" />
          <input
            id="log-username"
            className="field__input log-filters__search-input"
            type="search"
            autoComplete="off"
            spellCheck={false}
            placeholder={t('activityLog.filters.usernamePlaceholder')}
            value={filters.username}
            onChange={(event) => set('username', event.target.value)}
          />
        </div>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="log-action">
          {t('activityLog.filters.action')}
        </label>
        <select id="log-action" className="field__input log-filters__select" value={filters.action} onChange={(event) => set('action', event.target.value as LogAction | '')}>
          <option value="">{t('activityLog.filters.allActions')}</option>
          {LOG_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(`logActions.${action}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="log-role">
          {t('activityLog.filters.role')}
        </label>
        <select id="log-role" className="field__input log-filters__select" value={filters.role} onChange={(event) => set('role', event.target.value as Role | '')}>
          <option value="">{t('activityLog.filters.allRoles')}</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`common:roles.${role}`)}
            </option>
          ))}
        </select>
      </div>
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
