import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/app-providers';
import { syncDocumentTitle } from './app/document-title';
import { readPageState } from './app/page-state';
import { createRoutes } from './app/routes';
import { createAppServices } from './lib/app-services';
import { loadAppTexts } from './lib/i18n/app-texts';
import { createI18n } from './lib/i18n/create-i18n';
import { createQueryClient } from './lib/query-client';
import type { RouteServices } from './lib/routing/route-loader';
import { resolveLazyRoutes } from './lib/routing/resolve-lazy-routes';
import { createBrowserTransport } from './lib/session/browser-transport';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const pageState = readPageState();
const queryClient = createQueryClient('browser');
hydrate(queryClient, pageState.queryState);

const services = createAppServices(queryClient, { baseUrl: '', fetch: createBrowserTransport(queryClient) });
const i18n = createI18n(pageState.language);
const routeServices: RouteServices = { ...services, appTexts: () => loadAppTexts(i18n) };
// The router picks up the server's loader results and errors (window.__staticRouterHydrationData).
const routes = createRoutes(() => routeServices);
await Promise.all([resolveLazyRoutes(routes, window.location.pathname), pageState.appTexts ? loadAppTexts(i18n) : undefined]);
const router = createBrowserRouter(routes);
syncDocumentTitle(router, i18n);

hydrateRoot(
  container,
  <StrictMode>
    <AppProviders services={services} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
