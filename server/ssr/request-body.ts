/** A fetch call's headers and body as bytes, as fetch itself would send them. */
export interface RequestBytes {
  headers: Headers;
  body: Buffer<ArrayBuffer> | undefined;
}

/**
 * Reads the body of a fetch call: text and bytes as they are (text as UTF-8, `text/plain` unless
 * the call names its type); anything else (forms, blobs, streams) through a Request, which
 * encodes it and gives its content type (a form's boundary).
 */
export async function requestBytesOf(url: URL, init: RequestInit): Promise<RequestBytes> {
  const { body } = init;
  if (body === undefined || body === null) return { headers: new Headers(init.headers), body: undefined };
  if (typeof body === 'string' || body instanceof Uint8Array) {
    const headers = new Headers(init.headers);
    if (typeof body === 'string' && !headers.has('content-type')) headers.set('content-type', 'text/plain;charset=UTF-8');
    return { headers, body: Buffer.from(body) };
  }
  const request = new Request(url, { ...init, signal: null });
  return { headers: new Headers(request.headers), body: Buffer.from(await request.arrayBuffer()) };
}
