const SAME_SITE = 'http://same-site.invalid';

/**
 * The `from` parameter as a path on this site, or null. Only relative paths count: an absolute
 * URL, a protocol-relative `//host` or a backslash trick would send the user elsewhere.
 */
export function safeRedirectTarget(from: string | null): string | null {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(from, SAME_SITE);
  } catch {
    return null;
  }
  if (url.origin !== SAME_SITE || url.pathname === '/login') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
