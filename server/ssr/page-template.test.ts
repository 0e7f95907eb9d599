import { PAGE_NONCE_PLACEHOLDER, PAGE_STATE_ELEMENT_ID, type PageDocument } from '../../contract';
import { fillTemplate } from './page-template';

const template = `<!doctype html><html lang="__SSR_LANG__" data-theme="__SSR_THEME__"><head><title>__SSR_TITLE__</title><!--ssr-head--><script type="module" src="/a.js" nonce="${PAGE_NONCE_PLACEHOLDER}"></script></head><body><div id="root"><!--ssr-body--></div><script nonce="${PAGE_NONCE_PLACEHOLDER}"></script></body></html>`;

const document: PageDocument = { template: 'app', lang: 'it', theme: 'dark', title: 'Stats · <Back-office> & $&', stateJson: '{"user":"__CSP_NONCE__"}', modules: [] };

test('fills lang, theme, title and the state script, and splits around the app', () => {
  const { beforeApp, afterApp } = fillTemplate(template, document, 'n0nce');
  expect(beforeApp).toContain('<html lang="it" data-theme="dark">');
  expect(beforeApp).toContain('<title>Stats · &lt;Back-office&gt; &amp; $&amp;</title>');
  expect(beforeApp).toContain(`<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json" nonce="n0nce">{"user":"__CSP_NONCE__"}</script>`);
  expect(beforeApp.endsWith('<div id="root">')).toBe(true);
  expect(afterApp).toBe('</div><script nonce="n0nce"></script></body></html>');
});

test('puts the nonce on every script and never into data', () => {
  const { beforeApp, afterApp } = fillTemplate(template, document, 'n0nce');
  expect(`${beforeApp}${afterApp}`.match(/nonce="n0nce"/g)).toHaveLength(3);
  expect(beforeApp).toContain('"user":"__CSP_NONCE__"');
});

test('names the lazy chunks of the page as modulepreload links with the nonce', () => {
  const { beforeApp } = fillTemplate(template, document, 'n0nce', ['/assets/account-page-1.js']);
  expect(beforeApp).toContain('<link rel="modulepreload" crossorigin href="/assets/account-page-1.js" nonce="n0nce">');
});

test('refuses a template without the app slot', () => {
  expect(() => fillTemplate('<html></html>', document, 'n')).toThrow('ssr-body');
});
