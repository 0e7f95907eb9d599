import { z } from 'zod';
import { SPONSOR_LIST_PAGE_SIZE, sponsorListQuerySchema, type SponsorFilter, type SponsorListQuery } from '../../../contract';
import { defineListView } from '../../lib/routing/list-view';

const fields = sponsorListQuerySchema.shape;

/** An owner's id as the address holds it (the select's value). */
const ownerParam = z.string().regex(/^\d{1,10}$/).optional();

/** The sponsor list's view in the address: `/sponsor?q=acme&status=active&archived=all&sort=updated_at&dir=desc&page=2`. */
export const sponsorListView = defineListView({
  filters: {
    q: fields.q,
    status: fields.status,
    owner: ownerParam,
    tag: fields.tag,
    archived: z.enum(['archived', 'all']).optional(),
  },
  sort: fields.sort,
  dir: fields.dir,
  page: fields.page,
  hideableColumns: ['owner', 'contact', 'vat_number', 'city', 'tags', 'payment_terms_days', 'updated_at'],
});

export type SponsorListView = ReturnType<typeof sponsorListView.parse>;

/** The list request for a view: empty filters left out. */
export function sponsorListQuery({ filters, sort, dir, page }: Pick<SponsorListView, 'filters' | 'sort' | 'dir' | 'page'>): SponsorListQuery {
  return {
    page,
    page_size: SPONSOR_LIST_PAGE_SIZE,
    sort,
    dir,
    archived: filters.archived ?? 'current',
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.owner ? { owner_id: Number(filters.owner) } : {}),
    ...(filters.tag ? { tag: filters.tag } : {}),
  };
}

export function sponsorPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / SPONSOR_LIST_PAGE_SIZE));
}

/** The filter part of a list request: what an export or a bulk change of "all matching" is about. */
export function sponsorFilterOf({ q, status, owner_id, tag, archived }: SponsorListQuery): SponsorFilter {
  return { archived, ...(q ? { q } : {}), ...(status ? { status } : {}), ...(owner_id ? { owner_id } : {}), ...(tag ? { tag } : {}) };
}
