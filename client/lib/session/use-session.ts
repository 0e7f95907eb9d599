import { useQuery } from '@tanstack/react-query';
import { useAppServices } from '../app-services';
import { sessionQueryOptions, type Session } from './session-query';

/** The signed-in session, or null for a visitor. */
export function useSession(): Session | null {
  const { api } = useAppServices();
  return useQuery(sessionQueryOptions(api)).data ?? null;
}
