import type { CreatorFilter, FollowerTier } from '../../../contract';
import type { CreatorListFilter } from './creators-repository';

/** The repository's filter for a list, export or bulk query. */
export function creatorListFilterOf(filter: CreatorFilter): CreatorListFilter {
  return {
    text: filter.q || undefined,
    status: filter.status,
    managerId: filter.manager_id,
    categoryId: filter.category_id,
    platform: filter.platform,
    tier: filter.tier as FollowerTier | undefined,
    country: filter.country,
    archived: filter.archived,
  };
}
