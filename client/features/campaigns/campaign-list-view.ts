import { z } from 'zod';
import { CAMPAIGN_LIST_PAGE_SIZE, campaignListQuerySchema, type CampaignFilter, type CampaignListQuery } from '../../../contract';
import { defineListView } from '../../lib/routing/list-view';

const fields = campaignListQuerySchema.shape;

/** An id as the address holds it (a select's value). */
const idParam = z.string().regex(/^\d{1,10}$/).optional();

/** The campaign list's view in the address: `/campagne?q=estate&status=confirmed&sponsor=4&sort=name&dir=asc&page=2`. */
export const campaignListView = defineListView({
  filters: {
    q: fields.q,
    status: fields.status,
    sponsor: idParam,
    owner: idParam,
    archived: z.enum(['archived', 'all']).optional(),
  },
  sort: fields.sort,
  dir: fields.dir,
  page: fields.page,
  hideableColumns: ['sponsor', 'owner', 'period', 'deals', 'budget', 'updated_at'],
});

export type CampaignListView = ReturnType<typeof campaignListView.parse>;

/** The campaigns as a table (paged) or as a board by status: `?layout=board`. */
export const CAMPAIGN_LAYOUTS = ['list', 'board'] as const;
export type CampaignLayout = (typeof CAMPAIGN_LAYOUTS)[number];
export const LAYOUT_PARAM = 'layout';

export function campaignLayoutOf(params: URLSearchParams): CampaignLayout {
  return params.get(LAYOUT_PARAM) === 'board' ? 'board' : 'list';
}

export function campaignListQuery({ filters, sort, dir, page }: Pick<CampaignListView, 'filters' | 'sort' | 'dir' | 'page'>): CampaignListQuery {
  return {
    page,
    page_size: CAMPAIGN_LIST_PAGE_SIZE,
    sort,
    dir,
    archived: filters.archived ?? 'current',
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.sponsor ? { sponsor_id: Number(filters.sponsor) } : {}),
    ...(filters.owner ? { owner_id: Number(filters.owner) } : {}),
  };
}

export function campaignPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / CAMPAIGN_LIST_PAGE_SIZE));
}

/** The filter part of a list request: what the board shows (every status, so without the status filter). */
export function campaignFilterOf({ q, sponsor_id, owner_id, archived }: CampaignListQuery): CampaignFilter {
  return { archived, ...(q ? { q } : {}), ...(sponsor_id ? { sponsor_id } : {}), ...(owner_id ? { owner_id } : {}) };
}
