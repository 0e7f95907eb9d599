import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/api-client';
import { endSession } from './session-query';

/** Ends the session on the server, and locally even when the server call fails (spec section 4). */
export async function signOut(api: ApiClient, queryClient: QueryClient): Promise<void> {
  try {
    await api.auth.logout.mutate({});
  } catch (error) {
    console.error('Logout request failed; signing out locally', error);
  } finally {
    endSession(queryClient);
  }
}
