function parseCookieHeader(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    const name = part.slice(0, separator).trim();
    if (name) cookies.set(name, part.slice(separator + 1).trim());
  }
  return cookies;
}

function isRemoval(attributes: string[]): boolean {
  for (const attribute of attributes) {
    const [rawName = '', ...rest] = attribute.split('=');
    const name = rawName.trim().toLowerCase();
    const value = rest.join('=').trim();
    if (name === 'max-age' && Number(value) <= 0) return true;
    if (name === 'expires' && Date.parse(value) <= Date.now()) return true;
  }
  return false;
}

/**
 * The cookies of one page request, as the API sees them while the server renders it: starts from
 * the browser's Cookie header and follows the API's Set-Cookie answers, which it also keeps so
 * they can be sent on to the browser with the page.
 */
export class CookieJar {
  private readonly cookies: Map<string, string>;
  private readonly received: string[] = [];

  constructor(cookieHeader: string | undefined) {
    this.cookies = parseCookieHeader(cookieHeader);
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }

  value(name: string): string | undefined {
    const raw = this.cookies.get(name);
    if (raw === undefined) return undefined;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }

  /** The Cookie header for the next request, or undefined when there are no cookies. */
  header(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  receive(setCookieHeaders: readonly string[]): void {
    for (const header of setCookieHeaders) {
      this.received.push(header);
      const [pair = '', ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      if (separator === -1) continue;
      const name = pair.slice(0, separator).trim();
      if (isRemoval(attributes)) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(separator + 1).trim());
    }
  }

  /** Every Set-Cookie header received, in order. */
  get setCookieHeaders(): readonly string[] {
    return this.received;
  }
}
