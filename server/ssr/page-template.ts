import { PAGE_NONCE_PLACEHOLDER, PAGE_STATE_ELEMENT_ID, type PageDocument } from '../../contract';

/** The slots of client/index.html. */
const SLOTS = {
  lang: '__SSR_LANG__',
  theme: '__SSR_THEME__',
  title: '__SSR_TITLE__',
  head: '<!--ssr-head-->',
  body: '<!--ssr-body-->',
} as const;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** The page's HTML around the streamed app. */
export interface FilledTemplate {
  beforeApp: string;
  afterApp: string;
}

/**
 * Fills the template for one response. The nonce goes in first, so that nothing coming from
 * data (a title, the state) can be mistaken for the placeholder.
 */
export function fillTemplate(template: string, document: PageDocument, nonce: string, modulePreloads: readonly string[] = []): FilledTemplate {
  const bodyAt = template.indexOf(SLOTS.body);
  if (bodyAt === -1) throw new Error(`The HTML template has no ${SLOTS.body} slot`);
  const withNonce = (html: string) => html.replaceAll(PAGE_NONCE_PLACEHOLDER, nonce);
  const stateScript = `<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json" nonce="${nonce}">${document.stateJson}</script>`;
  const preloadLinks = modulePreloads.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" nonce="${nonce}">`).join('');
  const beforeApp = withNonce(template.slice(0, bodyAt))
    .replace(SLOTS.lang, () => escapeHtml(document.lang))
    .replace(SLOTS.theme, () => escapeHtml(document.theme))
    .replace(SLOTS.title, () => escapeHtml(document.title))
    .replace(SLOTS.head, () => preloadLinks + stateScript);
  return { beforeApp, afterApp: withNonce(template.slice(bodyAt + SLOTS.body.length)) };
}
