import { useTranslation } from '../../lib/i18n/use-translation';
import { CREATOR_STATUSES, FOLLOWER_TIER_NAMES, PLATFORMS, type CreatorCategory, type PersonRef } from '../../../contract';
import { SearchFilter, SelectFilter } from '../../components/filter-fields/filter-fields';
import type { CreatorListView } from './creator-list-view';

type Filters = CreatorListView['filters'];

interface CreatorFiltersProps {
  filters: Filters;
  search: string;
  country: string;
  onSearchChange: (text: string) => void;
  onCountryChange: (text: string) => void;
  onChange: (changes: Partial<Filters>) => void;
  managers: readonly PersonRef[];
  categories: readonly CreatorCategory[];
  clearable: boolean;
  onClear: () => void;
}

/** Search (name, handle, e-mail), status, manager, category, platform, size, country and which creators to show. */
export function CreatorFilters({ filters, search, country, onSearchChange, onCountryChange, onChange, managers, categories, clearable, onClear }: CreatorFiltersProps) {
  const { t } = useTranslation('admin');
  const managerName = new Map(managers.map((manager) => [String(manager.user_id), manager.username]));
  const categoryName = new Map(categories.map((category) => [String(category.category_id), category.name]));
  return (
    <div className="list-filters list-filters--wide" role="group" aria-label={t('creators.list.filtersLabel')}>
      <SearchFilter
        id="creator-search"
        className="list-filters__search"
        label={t('creators.list.search')}
        placeholder={t('creators.list.searchPlaceholder')}
        value={search}
        onChange={onSearchChange}
        maxLength={100}
      />
      <SelectFilter
        id="creator-status"
        label={t('creators.list.status')}
        anyLabel={t('creators.list.anyStatus')}
        choices={CREATOR_STATUSES}
        choiceLabel={(status) => t(`creators.statuses.${status}`)}
        value={filters.status ?? ''}
        onChange={(status) => onChange({ status: status || undefined })}
      />
      <SelectFilter
        id="creator-platform"
        label={t('creators.list.platform')}
        anyLabel={t('creators.list.anyPlatform')}
        choices={PLATFORMS}
        choiceLabel={(platform) => t(`creators.platforms.${platform}`)}
        value={filters.platform ?? ''}
        onChange={(platform) => onChange({ platform: platform || undefined })}
      />
      <SelectFilter
        id="creator-tier"
        label={t('creators.list.tier')}
        anyLabel={t('creators.list.anyTier')}
        choices={FOLLOWER_TIER_NAMES}
        choiceLabel={(tier) => t(`creators.tiers.${tier}`)}
        value={(filters.tier as (typeof FOLLOWER_TIER_NAMES)[number] | undefined) ?? ''}
        onChange={(tier) => onChange({ tier: tier || undefined })}
      />
      <SelectFilter
        id="creator-manager"
        label={t('creators.list.manager')}
        anyLabel={t('creators.list.anyManager')}
        choices={[...managerName.keys()]}
        choiceLabel={(id) => managerName.get(id) ?? id}
        value={filters.manager ?? ''}
        onChange={(manager) => onChange({ manager: manager || undefined })}
      />
      <SelectFilter
        id="creator-category"
        label={t('creators.list.category')}
        anyLabel={t('creators.list.anyCategory')}
        choices={[...categoryName.keys()]}
        choiceLabel={(id) => categoryName.get(id) ?? id}
        value={filters.category ?? ''}
        onChange={(category) => onChange({ category: category || undefined })}
      />
      <SearchFilter id="creator-country" label={t('creators.list.country')} placeholder={t('creators.list.countryPlaceholder')} value={country} onChange={onCountryChange} maxLength={2} />
      <SelectFilter
        id="creator-archived"
        label={t('creators.list.archived')}
        anyLabel={t('creators.list.current')}
        choices={['archived', 'all'] as const}
        choiceLabel={(scope) => (scope === 'archived' ? t('creators.list.archivedOnly') : t('creators.list.all'))}
        value={filters.archived ?? ''}
        onChange={(archived) => onChange({ archived: archived || undefined })}
      />
      {clearable && (
        <button type="button" className="button button--secondary list-filters__clear" onClick={onClear}>
          {t('creators.list.clear')}
        </button>
      )}
    </div>
  );
}
