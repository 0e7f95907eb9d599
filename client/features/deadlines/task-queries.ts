import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TaskLinkKind } from '../../../contract';
import type { ApiClient } from '../../lib/api/api-client';
import { DEADLINES_QUERY_KEY } from './deadline-queries';

/** The kinds of record the task form can search for; deals and deliverables are linked through the API. */
export const SEARCHABLE_LINK_KINDS = ['sponsor', 'creator', 'campaign'] as const satisfies readonly TaskLinkKind[];
export type SearchableLinkKind = (typeof SEARCHABLE_LINK_KINDS)[number];

const TASKS_QUERY_KEY = ['tasks'] as const;
/** The link search shows this many matches. */
const LINK_OPTIONS_MAX = 20;

/** GET /api/tasks/:id: the task the edit dialog opens. */
export function taskQueryOptions(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: [...TASKS_QUERY_KEY, 'record', id],
    queryFn: async ({ signal }) => {
      const response = await api.tasks.get.query({ params: { id }, fetchOptions: { signal } });
      if (response.status !== 200) throw response;
      return response.body;
    },
    staleTime: 0,
  });
}

/** The staff a task can be assigned to (active staff, by name). */
export function taskAssigneeOptionsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: [...TASKS_QUERY_KEY, 'assignee-options'],
    queryFn: async ({ signal }) => {
      const response = await api.sponsors.ownerOptions.query({ query: {}, fetchOptions: { signal } });
      if (response.status !== 200) throw response;
      return response.body.owners;
    },
    staleTime: 60_000,
  });
}

/** The sponsors, creators or campaigns whose name contains `text`: what a task can be linked to, as value and name. */
export function taskLinkOptionsQueryOptions(api: ApiClient, kind: SearchableLinkKind, text: string) {
  const query = { q: text || undefined, page_size: LINK_OPTIONS_MAX };
  return queryOptions({
    queryKey: [...TASKS_QUERY_KEY, 'link-options', kind, text],
    queryFn: async ({ signal }): Promise<(readonly [string, string])[]> => {
      if (kind === 'sponsor') {
        const response = await api.sponsors.list.query({ query, fetchOptions: { signal } });
        if (response.status !== 200) throw response;
        return response.body.sponsors.map((sponsor) => [String(sponsor.sponsor_id), sponsor.display_name] as const);
      }
      if (kind === 'creator') {
        const response = await api.creators.list.query({ query, fetchOptions: { signal } });
        if (response.status !== 200) throw response;
        return response.body.creators.map((creator) => [String(creator.creator_id), creator.stage_name] as const);
      }
      const response = await api.campaigns.list.query({ query, fetchOptions: { signal } });
      if (response.status !== 200) throw response;
      return response.body.campaigns.map((campaign) => [String(campaign.campaign_id), campaign.name] as const);
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** After a change to a task: the deadlines and the task's own entry are read again. */
export async function reloadAfterTaskChange(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: DEADLINES_QUERY_KEY });
  await queryClient.invalidateQueries({ queryKey: [...TASKS_QUERY_KEY, 'record'] });
}
