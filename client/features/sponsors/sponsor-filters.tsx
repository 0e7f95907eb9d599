import { useTranslation } from '../../lib/i18n/use-translation';
import { SPONSOR_STATUSES, type PersonRef } from '../../../contract';
import { SearchFilter, SelectFilter } from '../../components/filter-fields/filter-fields';
import type { SponsorListView } from './sponsor-list-view';

type Filters = SponsorListView['filters'];

interface SponsorFiltersProps {
  filters: Filters;
  /** The texts as typed, ahead of the address while the reader types. */
  search: string;
  tag: string;
  onSearchChange: (text: string) => void;
  onTagChange: (text: string) => void;
  onChange: (changes: Partial<Filters>) => void;
  owners: readonly PersonRef[];
  clearable: boolean;
  onClear: () => void;
}

const ARCHIVE_SCOPES = ['archived', 'all'] as const;

/** Search (name, VAT number, contact e-mail), status, owner, tag and which sponsors to show. */
export function SponsorFilters({ filters, search, tag, onSearchChange, onTagChange, onChange, owners, clearable, onClear }: SponsorFiltersProps) {
  const { t } = useTranslation('admin');
  const ownerIds = owners.map((owner) => String(owner.user_id));
  const ownerName = new Map(owners.map((owner) => [String(owner.user_id), owner.username]));
  return (
    <div className="list-filters" role="group" aria-label={t('sponsors.list.filtersLabel')}>
      <SearchFilter
        id="sponsor-search"
        className="list-filters__search"
        label={t('sponsors.list.search')}
        placeholder={t('sponsors.list.searchPlaceholder')}
        value={search}
        onChange={onSearchChange}
        maxLength={100}
      />
      <SelectFilter
        id="sponsor-status"
        label={t('sponsors.list.status')}
        anyLabel={t('sponsors.list.anyStatus')}
        choices={SPONSOR_STATUSES}
        choiceLabel={(status) => t(`sponsors.statuses.${status}`)}
        value={filters.status ?? ''}
        onChange={(status) => onChange({ status: status || undefined })}
      />
      <SelectFilter
        id="sponsor-owner"
        label={t('sponsors.list.owner')}
        anyLabel={t('sponsors.list.anyOwner')}
        choices={ownerIds}
        choiceLabel={(id) => ownerName.get(id) ?? id}
        value={filters.owner ?? ''}
        onChange={(owner) => onChange({ owner: owner || undefined })}
      />
      <SearchFilter
        id="sponsor-tag"
        label={t('sponsors.list.tag')}
        placeholder={t('sponsors.list.tagPlaceholder')}
        value={tag}
        onChange={onTagChange}
        maxLength={40}
      />
      <SelectFilter
        id="sponsor-archived"
        label={t('sponsors.list.archived')}
        anyLabel={t('sponsors.list.current')}
        choices={ARCHIVE_SCOPES}
        choiceLabel={(scope) => (scope === 'archived' ? t('sponsors.list.archivedOnly') : t('sponsors.list.all'))}
        value={filters.archived ?? ''}
        onChange={(archived) => onChange({ archived: archived || undefined })}
      />
      {clearable && (
        <button type="button" className="button button--secondary list-filters__clear" onClick={onClear}>
          {t('sponsors.list.clear')}
        </button>
      )}
    </div>
  );
}
