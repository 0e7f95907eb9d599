import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import type { CampaignDetail, CampaignFilter, CampaignListQuery } from '../../../contract';
import type { ApiClient } from '../../lib/api/api-client';
import type { AppServices } from '../../lib/app-services';
import { searchParamsOf } from '../../lib/routing/list-route';
import { recordIdOf } from '../../lib/routing/record-id';
import { campaignFilterOf, campaignLayoutOf, campaignListQuery, campaignListView } from './campaign-list-view';

/** Every cached campaign answer (lists, boards, records, deals, activity): reloaded after a change. */
export const CAMPAIGNS_QUERY_KEY = ['campaigns'] as const;

export function campaignListQueryOptions(api: ApiClient, query: CampaignListQuery) {
  return queryOptions({
    queryKey: [...CAMPAIGNS_QUERY_KEY, 'list', query],
    queryFn: async ({ signal }) => {
      const response = await api.campaigns.list.query({ query, fetchOptions: { signal } });
      if (response.status !== 200) throw response;
      return response.body;
    },
    placeholderData: keepPreviousData,
  });
}

export function campaignBoardQueryOptions(api: ApiClient, filter: CampaignFilter) {
  return queryOptions({
    queryKey: [...CAMPAIGNS_QUERY_KEY, 'board', filter],
    queryFn: async ({ signal }) => {
      const response = await api.campaigns.board.query({ query: filter, fetchOptions: { signal } });
      if (response.status !== 200) throw response;
      return response.body;
    },
    placeholderData: keepPreviousData,
  });
}

const campaignKey = (id: number) => [...CAMPAIGNS_QUERY_KEY, 'record', id] as const;
export const campaignDealsKey = (id: number) => [...CAMPAIGNS_QUERY_KEY, 'deals', id] as const;
export const campaignActivityKey = (id: number) => [...CAMPAIGNS_QUERY_KEY, 'activity', id] as const;

export function campaignQueryOptions(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: campaignKey(id),
    queryFn: async ({ signal }) => {
      const response = await api.campaigns.get.query({ params: { id }, fetchOptions: { signal } });
      if (response.status !== 200) throw response;
      return response.body;
    },
  });
}

export function campaignDealsQueryOptions(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: campaignDealsKey(id),
    queryFn: async ({ signal }) => {
      const response = await api.campaigns.deals.query({ params: { id }, fetchOptions: { signal } });
      if (response.status !== 200) throw response;
      return response.body.deals;
    },
  });
}

/** The sponsors a campaign can be for. */
export function sponsorOptionsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: [...CAMPAIGNS_QUERY_KEY, 'sponsor-options'],
    queryFn: async ({ signal }) => {
      const response = await api.campaigns.sponsorOptions.query({ query: {}, fetchOptions: { signal } });
      if (response.status !== 200) throw response;
      return response.body.sponsors;
    },
    staleTime: 60_000,
  });
}

/** The staff a campaign can be given to. */
export function campaignOwnerOptionsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: [...CAMPAIGNS_QUERY_KEY, 'owner-options'],
    queryFn: async ({ signal }) => {
      const response = await api.sponsors.ownerOptions.query({ query: {}, fetchOptions: { signal } });
      if (response.status !== 200) throw response;
      return response.body.owners;
    },
    staleTime: 60_000,
  });
}

const OPTION_KEYS = new Set(['sponsor-options', 'owner-options']);

/** A campaign as a save answered it: its record's cache entry, and every list, board and activity page to be read again. */
export async function storeSavedCampaign(queryClient: QueryClient, campaign: CampaignDetail): Promise<void> {
  queryClient.setQueryData(campaignKey(campaign.campaign_id), campaign);
  await queryClient.invalidateQueries({ queryKey: CAMPAIGNS_QUERY_KEY, predicate: (query) => query.queryKey[1] !== 'record' && !OPTION_KEYS.has(String(query.queryKey[1])) });
}

/** After a change to a campaign's deals: its deals, its record (the totals) and the lists. */
export async function reloadAfterDealChange(queryClient: QueryClient, campaignId: number): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: CAMPAIGNS_QUERY_KEY, predicate: (query) => !OPTION_KEYS.has(String(query.queryKey[1])) && (query.queryKey[1] !== 'record' || query.queryKey[2] === campaignId) });
}

type Services = Pick<AppServices, 'api' | 'queryClient'>;

/** For the list's route loader: the page or the board the address names, and the filters' options. */
export function prefetchCampaignList({ api, queryClient }: Services) {
  return async ({ request }: LoaderFunctionArgs) => {
    const params = searchParamsOf(request);
    const query = campaignListQuery(campaignListView.parse(params));
    await Promise.all([
      campaignLayoutOf(params) === 'board'
        ? queryClient.prefetchQuery({ ...campaignBoardQueryOptions(api, campaignFilterOf(query)), retry: false })
        : queryClient.prefetchQuery({ ...campaignListQueryOptions(api, query), retry: false }),
      queryClient.prefetchQuery({ ...sponsorOptionsQueryOptions(api), retry: false }),
      queryClient.prefetchQuery({ ...campaignOwnerOptionsQueryOptions(api), retry: false }),
    ]);
  };
}

/** For the record's route loader: the campaign, its deals and the form's options. */
export function prefetchCampaign({ api, queryClient }: Services) {
  return async ({ params }: LoaderFunctionArgs) => {
    const id = recordIdOf(params.id);
    if (id === null) return;
    await Promise.all([
      queryClient.prefetchQuery({ ...campaignQueryOptions(api, id), staleTime: 0, retry: false }),
      queryClient.prefetchQuery({ ...campaignDealsQueryOptions(api, id), staleTime: 0, retry: false }),
      queryClient.prefetchQuery({ ...sponsorOptionsQueryOptions(api), retry: false }),
      queryClient.prefetchQuery({ ...campaignOwnerOptionsQueryOptions(api), retry: false }),
    ]);
  };
}

export const campaignDeliverablesKey = (id: number) => [...CAMPAIGNS_QUERY_KEY, 'deliverables', id] as const;

/** GET /api/campaigns/:id/deliverables, with the agency's today they were judged overdue by. */
export function campaignDeliverablesQueryOptions(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: campaignDeliverablesKey(id),
    queryFn: async ({ signal }) => {
      const response = await api.campaigns.deliverables.query({ params: { id }, fetchOptions: { signal } });
      if (response.status !== 200) throw response;
      return response.body;
    },
  });
}

/** GET /api/deliverables/:id/drafts. */
export function deliverableDraftsQueryOptions(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: [...CAMPAIGNS_QUERY_KEY, 'drafts', id],
    queryFn: async ({ signal }) => {
      const response = await api.campaigns.drafts.query({ params: { id }, fetchOptions: { signal } });
      if (response.status !== 200) throw response;
      return response.body;
    },
  });
}
