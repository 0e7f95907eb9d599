import { useTranslation } from 'react-i18next';
import { ROLES, USER_STATUSES, type Role, type UserStatus } from '../../../../contract';
import { SearchIcon } from '../../../components/icons/icons';

interface UserFiltersProps {
  search: string;
  role: Role | '';
  status: UserStatus | '';
  onSearchChange: (search: string) => void;
  onRoleChange: (role: Role | '') => void;
  onStatusChange: (status: UserStatus | '') => void;
}

/** Username search, role and status filters (spec section 2). */
export function UserFilters({ search, role, status, onSearchChange, onRoleChange, onStatusChange }: UserFiltersProps) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <form role="search" className="user-filters" aria-label={t('userAdmin.list.filters')} onSubmit={(event) => event.preventDefault()}>
      <div className="field user-filters__search">
        <label className="field__label" htmlFor="user-search">
          {t('userAdmin.list.search')}
        </label>
        <div className="field__control">
          <SearchIcon className="user-filters__search-icon" />
          <input
            id="user-search"
            className="field__input user-filters__search-input"
            type="search"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={100}
            placeholder={t('userAdmin.list.searchPlaceholder')}
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
          />
        </div>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="user-role-filter">
          {t('userAdmin.list.role')}
        </label>
        <select id="user-role-filter" className="field__input" value={role} onChange={(event) => onRoleChange(event.target.value as Role | '')}>
          <option value="">{t('userAdmin.list.allRoles')}</option>
          {ROLES.map((choice) => (
            <option key={choice} value={choice}>
              {t(`common:roles.${choice}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="user-status-filter">
          {t('userAdmin.list.status')}
        </label>
        <select
          id="user-status-filter"
          className="field__input"
          value={status}
          onChange={(event) => onStatusChange(event.target.value as UserStatus | '')}
        >
          <option value="">{t('userAdmin.list.allStatuses')}</option>
          {USER_STATUSES.map((choice) => (
            <option key={choice} value={choice}>
              {t(`common:userStatus.${choice}`)}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
