import { initContract } from '@ts-rest/core';
import { publicRoute, signedInRoute } from '../platform/access';
import { errorSchema } from '../platform/errors';
import { authMeSchema, loginResponseSchema, loginSchema, refreshResponseSchema } from './schemas';

const c = initContract();

/** Sessions: sign in, renew, sign out, and who is signed in. */
export const authContract = c.router(
  {
    login: {
      method: 'POST',
      metadata: publicRoute,
      path: '/auth/login',
      body: loginSchema(),
      responses: { 200: loginResponseSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema },
      summary: 'Sign in with a username or e-mail; sets the session cookies',
    },
    refresh: {
      method: 'POST',
      metadata: publicRoute,
      path: '/auth/refresh',
      body: c.noBody(),
      responses: { 200: refreshResponseSchema, 401: errorSchema, 403: errorSchema },
      summary: 'Rotate the refresh token and issue a new access token',
    },
    logout: {
      method: 'POST',
      metadata: publicRoute,
      path: '/auth/logout',
      body: c.noBody(),
      responses: { 204: c.noBody(), 401: errorSchema, 403: errorSchema },
      summary: 'End the session: revoke its refresh tokens and clear the cookies',
    },
    me: {
      method: 'GET',
      metadata: signedInRoute,
      path: '/auth/me',
      responses: { 200: authMeSchema, 401: errorSchema },
      summary: 'The signed-in user and the seconds left on the access token',
    },
  },
  { strictStatusCodes: true },
);
