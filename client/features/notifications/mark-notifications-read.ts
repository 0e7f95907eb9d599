import { useQueryClient } from '@tanstack/react-query';
import { useAppServices } from '../../lib/app-services';
import { NOTIFICATIONS } from './get-notifications';

/** POST /api/notifications/:id/read and /read-all; the bell reads its list again after either. */
export function useMarkNotificationsRead() {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const refresh = { onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS.queryKey }) };
  return {
    one: api.notifications.markRead.useMutation(refresh),
    all: api.notifications.markAllRead.useMutation(refresh),
  };
}
