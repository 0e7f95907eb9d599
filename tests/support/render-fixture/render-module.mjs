// A render module for the render threads' tests: each path exercises one part of their protocol.
export async function render(request) {
  const path = new URL(request.url, 'http://page.invalid').pathname;
  if (path === '/redirect') return { type: 'redirect', status: 302, location: '/elsewhere', setCookies: ['a=1'] };
  if (path === '/throws') throw new TypeError('the render failed');
  if (path === '/exits') process.exit(3);
  const init = path === '/hangs' ? { signal: AbortSignal.timeout(50) } : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ from: request.cookieHeader }) };
  let answer;
  try {
    const response = await request.api.fetch(`${request.api.baseUrl}/api${path}`, init);
    answer = `${response.status} ${response.headers.get('x-answer')} ${await response.text()}`;
  } catch (error) {
    answer = `${error.name}: ${error.message}`;
  }
  return {
    type: 'document',
    status: 200,
    setCookies: [],
    document: { template: 'app', lang: request.requestLanguage, theme: 'classic', title: path, modules: [], stateJson: '{}' },
    pipe(destination) {
      destination.write(Buffer.from(`<p>${answer}</p>`));
      destination.write(Buffer.from(`<p>${request.nonce}</p>`));
      destination.end();
    },
    abort() {},
  };
}
