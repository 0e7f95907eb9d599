/** The pieces an address may be wrapped between: a break goes before the @ and before each dot. */
export function emailLineParts(email: string): string[] {
  return email.split(/(?=[@.])/).filter((part) => part !== '');
}
