/** The agency's today as the browser guesses it (its own calendar day), before or without the server saying. */
export function browserToday(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())).toISOString().slice(0, 10);
}
