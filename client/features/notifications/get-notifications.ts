import { useAppServices } from '../../lib/app-services';

/** The bell looks for new notifications this often (and whenever the window comes back). */
const NOTIFICATION_POLL_MS = 60_000;

/** GET /api/notifications (the first page): one cache entry, polled and refreshed when the window comes back. */
export const NOTIFICATIONS = { queryKey: ['notifications'] as const, queryData: { query: { page: 1 } } };

/** The newest notifications and the unread count; a non-2xx answer is the query's error. */
export function useNotifications() {
  const { api } = useAppServices();
  return api.notifications.list.useQuery({
    ...NOTIFICATIONS,
    select: (response) => response.body,
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchOnWindowFocus: true,
  });
}
