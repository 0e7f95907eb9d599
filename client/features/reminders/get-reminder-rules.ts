import type { AppServices } from '../../lib/app-services';
import { useAppServices } from '../../lib/app-services';

/** GET /api/reminder-rules (the current ones): read by the page, filled by the route loader. */
export const REMINDER_RULES = { queryKey: ['reminder-rules'] as const, queryData: { query: { archived: 'current' as const } } };

export function useReminderRules() {
  const { api } = useAppServices();
  return api.reminders.listRules.useQuery({ ...REMINDER_RULES, select: (response) => response.body });
}

export function prefetchReminderRules({ api, queryClient }: Pick<AppServices, 'api' | 'queryClient'>) {
  return () => api.reminders.initQueryClient(queryClient).listRules.prefetchQuery({ ...REMINDER_RULES, retry: false });
}
