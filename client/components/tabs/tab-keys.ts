/** The tab an arrow, Home or End key moves to from `current` (ARIA tabs pattern), if any; arrows wrap around. */
export function tabAfterKey<Tab extends string>(tabs: readonly Tab[], current: Tab, key: string): Tab | undefined {
  const index = tabs.indexOf(current);
  const last = tabs.length - 1;
  const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[key];
  if (target === undefined) return undefined;
  return tabs[(target + tabs.length) % tabs.length];
}
