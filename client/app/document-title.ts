import type { i18n } from 'i18next';
import type { DataRouter } from 'react-router';
import { routeErrorKind } from './route-errors';
import { pageTitleKey } from './route-handle';

interface TitledState {
  matches: readonly { route: { handle?: unknown } }[];
  errors: Record<string, unknown> | null;
}

/** The tab title: the page's title and the product's name (the home page is the product's name alone). */
export function documentTitle(state: TitledState, t: i18n['t']): string {
  const product = t('common:app.name');
  const error = state.errors ? Object.values(state.errors)[0] : undefined;
  const titleKey = pageTitleKey(state.matches);
  const page = error !== undefined ? t(`common:errors.${routeErrorKind(error)}.title`) : titleKey ? t(titleKey) : undefined;
  return !page || page === product ? product : `${page} · ${product}`;
}

/** Keeps document.title in step with navigation and language changes in the browser. */
export function syncDocumentTitle(router: DataRouter, i18nInstance: i18n): void {
  const update = () => {
    document.title = documentTitle(router.state, i18nInstance.t);
  };
  router.subscribe(update);
  i18nInstance.on('languageChanged', update);
}
