import type { UIMatch } from 'react-router';
import type { AdminMessages } from '../lib/i18n/resources';

export type PageTitleKey =
  | 'common:app.name'
  | 'common:login.pageTitle'
  | 'common:errors.notFound.title'
  | 'creator:title'
  | `admin:pages.${keyof AdminMessages['pages']}`
  | `admin:nav.${keyof AdminMessages['nav']}`;

/** What a route declares about itself: the title of its page. */
export interface RouteHandle {
  titleKey: PageTitleKey;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'titleKey' in handle;
}

/** The title key of the deepest route that declares one. */
export function pageTitleKey(matches: readonly { route: { handle?: unknown } }[]): PageTitleKey | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.route.handle;
    if (isRouteHandle(handle)) return handle.titleKey;
  }
  return undefined;
}

export function uiMatchesAsRoutes(matches: readonly UIMatch[]) {
  return matches.map((match) => ({ route: { handle: match.handle } }));
}
