import type { Language, Theme } from './appearance';

/**
 * The boundary between the server and the client's render module (client/entry-server.tsx),
 * which the server loads at run time: server code never imports client code.
 */

/** The nonce placeholder that the HTML template carries; the server puts each response's nonce there. */
export const PAGE_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** The id of the script element holding the page's state (JSON) for hydration. */
export const PAGE_STATE_ELEMENT_ID = 'page-state';

/**
 * How the render reaches the API for one page request. The server decides how a request travels:
 * into its own API in-process, from the page request's client address, or over HTTP to the
 * upstream in proxy mode.
 */
export interface PageApi {
  /** Put before the API's paths ('/api/...'). */
  baseUrl: string;
  /** Sends one API request, as the global fetch would. */
  fetch(url: string, init: RequestInit): Promise<Response>;
}

export interface PageRenderRequest {
  /** Path and query string of the page. */
  url: string;
  /** The browser's Cookie header: the render talks to the API with these cookies. */
  cookieHeader: string | undefined;
  /** The language the request asks for (language cookie, then Accept-Language); a signed-in user's preference wins. */
  requestLanguage: Language;
  api: PageApi;
  /** This response's CSP nonce: every script in the page carries it. */
  nonce: string;
}

/**
 * The HTML template a page goes into: the app's, or the sign-in page's, whose script is the form
 * alone (no router, no query cache, no i18next), so that a visitor's first page loads little.
 */
export type PageTemplate = 'app' | 'sign-in';

/** Each template's HTML file, under client/ (the build's inputs) and, built, under dist/client/. */
export const PAGE_TEMPLATE_FILES = { app: 'index.html', 'sign-in': 'sign-in.html' } as const satisfies Record<PageTemplate, string>;

/** What goes into the HTML template around the rendered app. */
export interface PageDocument {
  template: PageTemplate;
  lang: Language;
  theme: Theme;
  title: string;
  /** The files (under client/) of the code that this page loads on demand: the server preloads them. */
  modules: readonly string[];
  /** The page state as JSON, already safe to place inside a script element. */
  stateJson: string;
}

export interface PageRedirect {
  type: 'redirect';
  status: number;
  location: string;
  /** Set-Cookie headers of the API (a session renewed while deciding), for the browser. */
  setCookies: readonly string[];
}

export interface PageStream {
  type: 'document';
  status: number;
  setCookies: readonly string[];
  document: PageDocument;
  /** Streams the rendered app (the inside of the root element) and ends `destination`. */
  pipe(destination: NodeJS.WritableStream): void;
  abort(reason?: unknown): void;
}

export type PageRenderResult = PageRedirect | PageStream;

export type RenderPage = (request: PageRenderRequest) => Promise<PageRenderResult>;
