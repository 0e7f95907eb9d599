import { dehydrate } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { DEFAULT_THEME } from '../contract';
import type { RenderPage } from '../contract';
import { AppProviders } from './app/app-providers';
import { documentTitle } from './app/document-title';
import { serializePageState } from './app/page-state';
import { lazyModulesOf } from './app/lazy-page';
import { createRoutes } from './app/routes';
import { createAppServices, type AppServices } from './lib/app-services';
import type { RouteServices } from './lib/routing/route-loader';
import { createRequestI18n } from './lib/i18n/request-i18n';
import { createQueryClient } from './lib/query-client';
import { endSession, ensureSession } from './lib/session/session-query';
import { createServerTransport } from './lib/session/server-transport';
import { createSignInRender, SIGN_IN_PATH } from './render-sign-in';
import { renderShell } from './render-shell';

const API_TIMEOUT_MS = 10_000;
/** Routes only look at the path; the origin of the request URL does not matter. */
const PAGE_ORIGIN = 'http://page.invalid';
const i18nFor = createRequestI18n();

/**
 * The request context of a render: what its loaders work with. The server has every text; it
 * notes whether the page needs the areas' texts, which the browser then loads before hydrating.
 */
class RequestServices implements RouteServices {
  usesAppTexts = false;

  constructor(private readonly services: AppServices) {}

  get api() {
    return this.services.api;
  }

  get queryClient() {
    return this.services.queryClient;
  }

  appTexts(): Promise<void> {
    this.usesAppTexts = true;
    return Promise.resolve();
  }
}

function requestServicesOf(context: unknown): RouteServices {
  if (!(context instanceof RequestServices)) throw new Error('A route loader ran without its request services');
  return context;
}

/** Built once: a loader finds the services of its page's request in the request context. */
const handler = createStaticHandler(createRoutes(({ context }) => requestServicesOf(context)));

const renderSignIn = createSignInRender(i18nFor, API_TIMEOUT_MS);

/**
 * Renders one page of the app on the server: the session is read from the API with the browser's
 * cookies (renewed if needed; not asked for without a session cookie), the route guards decide
 * (redirect, 403, 404), and the app streams with the query cache and the language ready for
 * hydration.
 */
const renderApp: RenderPage = async (request) => {
  const transport = createServerTransport({ api: request.api, cookieHeader: request.cookieHeader, timeoutMs: API_TIMEOUT_MS });
  const queryClient = createQueryClient('server');
  const services = createAppServices(queryClient, { baseUrl: request.api.baseUrl, fetch: transport.fetch });
  // Without a session cookie nobody is signed in: a visitor's page asks the API nothing about the session.
  if (!transport.hasSessionCookies()) endSession(queryClient);
  const session = await ensureSession(services.api, queryClient);

  const routeServices = new RequestServices(services);
  const context = await handler.query(new Request(new URL(request.url, PAGE_ORIGIN)), { requestContext: routeServices });
  if (context instanceof Response) {
    return { type: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/', setCookies: transport.setCookieHeaders() };
  }

  const language = session?.preferences.language ?? request.requestLanguage;
  const i18n = i18nFor(language);
  const router = createStaticRouter(handler.dataRoutes, context);
  const stream = await renderShell(
    <AppProviders services={services} i18n={i18n}>
      <StaticRouterProvider router={router} context={context} nonce={request.nonce} />
    </AppProviders>,
    request.nonce,
  );
  return {
    type: 'document',
    status: context.statusCode,
    setCookies: transport.setCookieHeaders(),
    document: {
      template: 'app',
      lang: language,
      theme: session?.preferences.theme ?? DEFAULT_THEME,
      title: documentTitle(context, i18n.t),
      modules: lazyModulesOf(context.matches),
      stateJson: serializePageState({ queryState: dehydrate(queryClient), language, appTexts: routeServices.usesAppTexts }),
    },
    ...stream,
  };
};

/** Every page: the sign-in page is a page of its own (client/sign-in.html), the others are the app's. */
export const render: RenderPage = (request) => (new URL(request.url, PAGE_ORIGIN).pathname === SIGN_IN_PATH ? renderSignIn(request) : renderApp(request));
