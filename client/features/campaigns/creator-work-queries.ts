import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import type { ApiClient } from '../../lib/api/api-client';
import type { AppServices } from '../../lib/app-services';
import { recordIdOf } from '../../lib/routing/record-id';
import { CAMPAIGNS_QUERY_KEY } from './campaign-queries';

const MINE_KEY = [...CAMPAIGNS_QUERY_KEY, 'mine'] as const;

/** GET /api/campaigns/mine: the signed-in creator's deals, the nearest due day first. */
export function creatorDealsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: MINE_KEY,
    queryFn: async ({ signal }) => {
      const response = await api.campaigns.mine.query({ fetchOptions: { signal } });
      if (response.status !== 200) throw response;
      return response.body;
    },
  });
}

/** GET /api/campaigns/mine/:dealId: one of them, with the campaign's brief. */
export function creatorDealQueryOptions(api: ApiClient, dealId: number) {
  return queryOptions({
    queryKey: [...MINE_KEY, dealId],
    queryFn: async ({ signal }) => {
      const response = await api.campaigns.mineDeal.query({ params: { dealId }, fetchOptions: { signal } });
      if (response.status !== 200) throw response;
      return response.body;
    },
  });
}

/** After a draft or a publication: the creator's deals and the drafts read again. */
export function reloadCreatorWork(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: CAMPAIGNS_QUERY_KEY, predicate: (query) => query.queryKey[1] === 'mine' || query.queryKey[1] === 'drafts' });
}

type Services = Pick<AppServices, 'api' | 'queryClient'>;

export function prefetchCreatorDeals({ api, queryClient }: Services) {
  return async () => {
    await queryClient.prefetchQuery({ ...creatorDealsQueryOptions(api), staleTime: 0, retry: false });
  };
}

export function prefetchCreatorDeal({ api, queryClient }: Services) {
  return async ({ params }: LoaderFunctionArgs) => {
    const dealId = recordIdOf(params.dealId);
    if (dealId === null) return;
    await queryClient.prefetchQuery({ ...creatorDealQueryOptions(api, dealId), staleTime: 0, retry: false });
  };
}
