/** Signs in through the API and returns the session's Cookie header. */
export async function signInCookie(base: string, identifier: string, password: string): Promise<string> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier, password }),
  });
  if (!login.ok) throw new Error(`signing in as ${identifier} failed: ${login.status}`);
  return login.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}
