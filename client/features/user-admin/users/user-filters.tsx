import { useTranslation } from '../../../lib/i18n/use-translation';
import { ROLES, USER_STATUSES, type Role, type UserStatus } from '../../../../contract';
import { SearchFilter, SelectFilter } from '../../../components/filter-fields/filter-fields';

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
      <SearchFilter
        id="user-search"
        label={t('userAdmin.list.search')}
        placeholder={t('userAdmin.list.searchPlaceholder')}
        value={search}
        onChange={onSearchChange}
        maxLength={100}
      />
      <SelectFilter
        id="user-role-filter"
        label={t('userAdmin.list.role')}
        anyLabel={t('userAdmin.list.allRoles')}
        choices={ROLES}
        choiceLabel={(choice) => t(`common:roles.${choice}`)}
        value={role}
        onChange={onRoleChange}
      />
      <SelectFilter
        id="user-status-filter"
        label={t('userAdmin.list.status')}
        anyLabel={t('userAdmin.list.allStatuses')}
        choices={USER_STATUSES}
        choiceLabel={(choice) => t(`common:userStatus.${choice}`)}
        value={status}
        onChange={onStatusChange}
      />
    </form>
  );
}
