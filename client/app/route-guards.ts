import { data, redirect } from 'react-router';
import { ROLE_HOME, type Role } from '../../contract';
import type { ServiceLoader } from '../lib/routing/route-loader';
import { ensureSession, type Session } from '../lib/session/session-query';

export type AccessDecision = { type: 'allow' } | { type: 'redirect'; location: string } | { type: 'forbidden' };

const ALLOW: AccessDecision = { type: 'allow' };

function isWithin(pathname: string, area: string): boolean {
  return pathname === area || pathname.startsWith(`${area}/`);
}

export function signInLocation(url: URL): string {
  return `/login?from=${encodeURIComponent(`${url.pathname}${url.search}`)}`;
}

/**
 * The route guard of spec section 2. A visitor goes to sign in, remembering the page; a wrong
 * role goes to its home; inside its own home area (where going home would not help, e.g. an
 * editor on /admin/advanced-options) the user gets the 403 page.
 */
export function decideAccess(allowedRoles: readonly Role[], session: Session | null, url: URL): AccessDecision {
  if (!session) return { type: 'redirect', location: signInLocation(url) };
  const { role } = session.user;
  if (allowedRoles.includes(role)) return ALLOW;
  const home = ROLE_HOME[role];
  return isWithin(url.pathname, home) ? { type: 'forbidden' } : { type: 'redirect', location: home };
}

/** The sign-in page is for visitors: a signed-in user goes to their home. */
export function decideVisitorAccess(session: Session | null): AccessDecision {
  return session ? { type: 'redirect', location: ROLE_HOME[session.user.role] } : ALLOW;
}

function enforce(decision: AccessDecision): null {
  if (decision.type === 'redirect') throw redirect(decision.location);
  if (decision.type === 'forbidden') throw data(null, { status: 403 });
  return null;
}

/** The guard of a route open to some roles, on the server before rendering and in the browser on navigation. */
export function requireRoles(roles: readonly Role[]): ServiceLoader<null> {
  return ({ api, queryClient }) =>
    async ({ request }) =>
      enforce(decideAccess(roles, await ensureSession(api, queryClient), new URL(request.url)));
}

/** The guard of the sign-in page. */
export const visitorsOnly: ServiceLoader<null> =
  ({ api, queryClient }) =>
  async () =>
    enforce(decideVisitorAccess(await ensureSession(api, queryClient)));
