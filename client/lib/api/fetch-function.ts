/** The subset of `fetch` the API transports implement: a URL string and request options. */
export type FetchFunction = (url: string, init: RequestInit) => Promise<Response>;
