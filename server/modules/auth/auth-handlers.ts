import type { Request, Response } from 'express';
import { initServer } from '@ts-rest/express';
import { apiContract, CSRF_COOKIE, DEVICE_COOKIE, REFRESH_COOKIE } from '../../../contract';
import type { Config } from '../../config';
import { notSignedIn } from '../../http/api-error';
import { contextOf, cookieValue } from '../../http/request-context';
import { secondsUntil, type AuthService } from './auth-service';
import { clearSessionCookies, setSessionCookies, signedInAnswer } from './session-cookies';

const s = initServer();

export function authHandlers(auth: AuthService, config: Config) {
  /** The signed-in actor, or the owner of the refresh cookie when the access token has expired. */
  async function sessionActor(req: Request) {
    if (req.actor) return req.actor;
    const refreshToken = cookieValue(req, REFRESH_COOKIE);
    return refreshToken ? auth.actorOfRefreshToken(refreshToken) : null;
  }

  return s.router(apiContract.auth, {
    login: async ({ body, req, res }) => {
      const { user, session } = await auth.login(body, contextOf(req).address, cookieValue(req, DEVICE_COOKIE));
      return { status: 200, body: signedInAnswer(res, config, user, session) };
    },

    refresh: async ({ req, res }) => {
      const refreshToken = cookieValue(req, REFRESH_COOKIE);
      if (!refreshToken) throw notSignedIn();
      try {
        const { session } = await auth.refresh(refreshToken, contextOf(req).address, cookieValue(req, CSRF_COOKIE));
        setSessionCookies(res, config, session);
        return { status: 200, body: { expires_in: secondsUntil(session.accessExpiresAt) } };
      } catch (error) {
        clearSessionCookies(res, config);
        throw error;
      }
    },

    logout: async ({ req, res }) => {
      const actor = await sessionActor(req);
      clearSessionCookies(res as Response, config);
      if (!actor) throw notSignedIn();
      await auth.logout(actor, contextOf(req).address);
      res.setHeader('Clear-Site-Data', '"cookies"');
      return { status: 204, body: undefined };
    },

    me: async ({ req }) => {
      const actor = req.actor;
      if (!actor) throw notSignedIn();
      return {
        status: 200,
        body: {
          user_id: actor.userId,
          username: actor.username,
          email: actor.email,
          role: actor.role,
          expires_in: secondsUntil(actor.accessExpiresAt),
        },
      };
    },
  });
}
