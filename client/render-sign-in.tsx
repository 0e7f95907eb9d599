import type { i18n } from 'i18next';
import { DEFAULT_THEME, type Language, type PageRenderRequest, type PageRenderResult } from '../contract';
import { decideVisitorAccess } from './app/route-guards';
import { serializePageState } from './app/page-state';
import { SignInPage } from './features/auth/sign-in-page';
import { signInPageStateOf, signInTitle, type SignInPageState } from './features/auth/sign-in-texts';
import { createApiClient } from './lib/api/api-client';
import { loadSession } from './lib/session/session-query';
import { createServerTransport } from './lib/session/server-transport';
import { renderShell } from './render-shell';

/** The sign-in page's path. The app's router has the page too, for a visitor who gets there from within the app (after signing out, say) and for other spellings of the path (`/login/`). */
export const SIGN_IN_PATH = '/login';

/** The parts of the sign-in page that depend on its language alone. */
interface SignInRendering {
  state: SignInPageState;
  stateJson: string;
  title: string;
}

/**
 * Renders the sign-in page (client/sign-in.html): a signed-in user goes to their home, a visitor
 * gets the form. Its texts, in every language, are read from i18next once per process.
 */
export function createSignInRender(i18nFor: (language: Language) => i18n, apiTimeoutMs: number) {
  const byLanguage = new Map<Language, SignInRendering>();
  const renderingIn = (language: Language): SignInRendering => {
    let rendering = byLanguage.get(language);
    if (!rendering) {
      const state = signInPageStateOf(i18nFor(language), language);
      rendering = { state, stateJson: serializePageState(state), title: signInTitle(state.texts[language]) };
      byLanguage.set(language, rendering);
    }
    return rendering;
  };

  return async (request: PageRenderRequest): Promise<PageRenderResult> => {
    const transport = createServerTransport({ api: request.api, cookieHeader: request.cookieHeader, timeoutMs: apiTimeoutMs });
    // Without a session cookie nobody is signed in: a visitor's page asks the API nothing.
    const session = transport.hasSessionCookies() ? await loadSession(createApiClient({ baseUrl: request.api.baseUrl, fetch: transport.fetch })) : null;
    const access = decideVisitorAccess(session);
    if (access.type === 'redirect') return { type: 'redirect', status: 302, location: access.location, setCookies: transport.setCookieHeaders() };

    const language = request.requestLanguage;
    const { state, stateJson, title } = renderingIn(language);
    const stream = await renderShell(<SignInPage state={state} />, request.nonce);
    return {
      type: 'document',
      status: 200,
      setCookies: transport.setCookieHeaders(),
      document: { template: 'sign-in', lang: language, theme: DEFAULT_THEME, title, modules: [], stateJson },
      ...stream,
    };
  };
}
