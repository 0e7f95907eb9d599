import { useTranslation } from '../../lib/i18n/use-translation';
import { CAMPAIGN_STATUSES, type PersonRef } from '../../../contract';
import { SearchFilter, SelectFilter } from '../../components/filter-fields/filter-fields';
import type { CampaignListView } from './campaign-list-view';

type Filters = CampaignListView['filters'];

interface CampaignFiltersProps {
  filters: Filters;
  /** The search as typed, ahead of the address while the reader types. */
  search: string;
  onSearchChange: (text: string) => void;
  onChange: (changes: Partial<Filters>) => void;
  sponsors: readonly { sponsor_id: number; display_name: string }[];
  owners: readonly PersonRef[];
  /** The board shows every status: no status filter there. */
  withStatus: boolean;
  clearable: boolean;
  onClear: () => void;
}

const ARCHIVE_SCOPES = ['archived', 'all'] as const;

/** Search (name, code), status, sponsor, owner and which campaigns to show. */
export function CampaignFilters({ filters, search, onSearchChange, onChange, sponsors, owners, withStatus, clearable, onClear }: CampaignFiltersProps) {
  const { t } = useTranslation('admin');
  const sponsorName = new Map(sponsors.map((sponsor) => [String(sponsor.sponsor_id), sponsor.display_name]));
  const ownerName = new Map(owners.map((owner) => [String(owner.user_id), owner.username]));
  return (
    <div className="list-filters" role="group" aria-label={t('campaigns.list.filtersLabel')}>
      <SearchFilter
        id="campaign-search"
        className="list-filters__search"
        label={t('campaigns.list.search')}
        placeholder={t('campaigns.list.searchPlaceholder')}
        value={search}
        onChange={onSearchChange}
        maxLength={100}
      />
      {withStatus && (
        <SelectFilter
          id="campaign-status"
          label={t('campaigns.list.status')}
          anyLabel={t('campaigns.list.anyStatus')}
          choices={CAMPAIGN_STATUSES}
          choiceLabel={(status) => t(`campaigns.statuses.${status}`)}
          value={filters.status ?? ''}
          onChange={(status) => onChange({ status: status || undefined })}
        />
      )}
      <SelectFilter
        id="campaign-sponsor"
        label={t('campaigns.list.sponsor')}
        anyLabel={t('campaigns.list.anySponsor')}
        choices={[...sponsorName.keys()]}
        choiceLabel={(id) => sponsorName.get(id) ?? id}
        value={filters.sponsor ?? ''}
        onChange={(sponsor) => onChange({ sponsor: sponsor || undefined })}
      />
      <SelectFilter
        id="campaign-owner"
        label={t('campaigns.list.owner')}
        anyLabel={t('campaigns.list.anyOwner')}
        choices={[...ownerName.keys()]}
        choiceLabel={(id) => ownerName.get(id) ?? id}
        value={filters.owner ?? ''}
        onChange={(owner) => onChange({ owner: owner || undefined })}
      />
      <SelectFilter
        id="campaign-archived"
        label={t('campaigns.list.archived')}
        anyLabel={t('campaigns.list.current')}
        choices={ARCHIVE_SCOPES}
        choiceLabel={(scope) => (scope === 'archived' ? t('campaigns.list.archivedOnly') : t('campaigns.list.all'))}
        value={filters.archived ?? ''}
        onChange={(archived) => onChange({ archived: archived || undefined })}
      />
      {clearable && (
        <button type="button" className="button button--secondary list-filters__clear" onClick={onClear}>
          {t('campaigns.list.clear')}
        </button>
      )}
    </div>
  );
}
