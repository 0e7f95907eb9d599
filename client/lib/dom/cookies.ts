/** A cookie's decoded value from a `Cookie` header or `document.cookie`. */
export function cookieFrom(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

export function readBrowserCookie(name: string): string | undefined {
  return cookieFrom(document.cookie, name);
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** A long-lived, page-readable cookie the server can read on the next page request. */
export function writeBrowserCookie(name: string, value: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}
