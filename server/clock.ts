/** The time as services see it: the system's in the product, one a test moves by hand. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) that `instant` falls on in `timeZone`: the agency's "today". */
export function dayIn(instant: Date, timeZone: string): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}
