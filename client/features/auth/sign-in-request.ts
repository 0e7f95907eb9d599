import { initClient } from '@ts-rest/core';
import type { z } from 'zod';
import { authContract } from '../../../contract/auth/routes';
import { API_PATH_PREFIX } from '../../../contract/platform/api-path';
import type { loginResponseSchema, loginSchema } from '../../../contract/auth/schemas';

export type Credentials = z.infer<ReturnType<typeof loginSchema>>;
export type SignedIn = z.infer<typeof loginResponseSchema>;

/** The auth routes alone: the sign-in page's script carries no other domain of the contract. */
const auth = initClient(authContract, { baseUrl: API_PATH_PREFIX, validateResponse: false });

/** Spec section 4: sign in (the server sets the session cookies). Throws the failed answer. */
export async function requestSignIn(credentials: Credentials): Promise<SignedIn> {
  const response = await auth.login({ body: credentials });
  if (response.status !== 200) throw response;
  return response.body;
}
