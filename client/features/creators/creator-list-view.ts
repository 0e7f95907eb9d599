import { z } from 'zod';
import { CREATOR_LIST_PAGE_SIZE, creatorListQuerySchema, type CreatorFilter, type CreatorListQuery } from '../../../contract';
import { defineListView } from '../../lib/routing/list-view';

const fields = creatorListQuerySchema.shape;
const idParam = z.string().regex(/^\d{1,10}$/).optional();

/** The creator list's view in the address: `/creatori?q=travel&platform=tiktok&tier=micro&sort=followers&dir=desc`. */
export const creatorListView = defineListView({
  filters: {
    q: fields.q,
    status: fields.status,
    manager: idParam,
    category: idParam,
    platform: fields.platform,
    tier: fields.tier,
    country: fields.country,
    archived: z.enum(['archived', 'all']).optional(),
  },
  sort: fields.sort,
  dir: fields.dir,
  page: fields.page,
  hideableColumns: ['primary_account', 'followers', 'categories', 'manager', 'country', 'city', 'email', 'updated_at'],
});

export type CreatorListView = ReturnType<typeof creatorListView.parse>;

export function creatorListQuery({ filters, sort, dir, page }: Pick<CreatorListView, 'filters' | 'sort' | 'dir' | 'page'>): CreatorListQuery {
  return {
    page,
    page_size: CREATOR_LIST_PAGE_SIZE,
    sort,
    dir,
    archived: filters.archived ?? 'current',
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.manager ? { manager_id: Number(filters.manager) } : {}),
    ...(filters.category ? { category_id: Number(filters.category) } : {}),
    ...(filters.platform ? { platform: filters.platform } : {}),
    ...(filters.tier ? { tier: filters.tier } : {}),
    ...(filters.country ? { country: filters.country } : {}),
  };
}

/** The filter part of a list request: what an export is about. */
export function creatorFilterOf({ page: _page, page_size: _size, sort: _sort, dir: _dir, ...filter }: CreatorListQuery): CreatorFilter {
  return filter;
}

export function creatorPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / CREATOR_LIST_PAGE_SIZE));
}
