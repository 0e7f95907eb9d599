import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { loginSchema } from '../../../contract';
import type { ApiClient } from '../api/api-client';
import { sessionQueryOptions, type Session } from './session-query';

export type Credentials = z.infer<ReturnType<typeof loginSchema>>;

/** Spec section 4: sign in, then load the user and the preferences. Throws the failed answer. */
export async function signIn(api: ApiClient, queryClient: QueryClient, credentials: Credentials): Promise<Session> {
  const response = await api.auth.login.mutate({ body: credentials });
  if (response.status !== 200) throw response;
  const session = await queryClient.fetchQuery({ ...sessionQueryOptions(api), staleTime: 0 });
  if (!session) throw new Error('Signed in, but the session could not be loaded');
  return session;
}
