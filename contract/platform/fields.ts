import { z } from 'zod';

/** C0 control characters but tab, line feed and carriage return, and DEL: never part of a name, filter or address. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;
const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

/** Text that can be stored and searched: PostgreSQL refuses NUL bytes, and no field needs control characters. */
export function plainText(options: { requiredError?: string; message?: string } = {}) {
  return z.string({ required_error: options.requiredError }).regex(NO_CONTROL_CHARACTERS, options.message ?? CONTROL_CHARACTERS_MESSAGE);
}

export interface WholeNumberBounds {
  min: number;
  max: number;
  minMessage?: string;
  maxMessage?: string;
}

/**
 * A whole number given as a JSON number or as plain decimal digits (query strings, paths).
 * `0x10`, `0b11`, `1e3` or `5.` are refused rather than read as numbers.
 */
export function wholeNumberField(name: string, bounds: WholeNumberBounds) {
  const notWhole = `${name} must be a whole number`;
  return z
    .union([z.number(), z.string().regex(/^-?\d{1,20}$/, notWhole).transform(Number)], { errorMap: () => ({ message: notWhole }) })
    .pipe(
      z
        .number()
        .int(notWhole)
        .min(bounds.min, bounds.minMessage ?? `${name} must be ${bounds.min} or more`)
        .max(bounds.max, bounds.maxMessage ?? `${name} must be at most ${bounds.max}`),
    );
}

const DATE_ONLY = z.string().date();
const DATE_TIME = z.string().datetime({ offset: true });
const FIRST_YEAR = 1;
const LAST_YEAR = 9999;

/** A real calendar date (YYYY-MM-DD) or an ISO-8601 date-time with an offset, in the years 1 to 9999 (what PostgreSQL stores). */
function isCalendarDateOrTime(value: string): boolean {
  if (!DATE_ONLY.safeParse(value).success && !DATE_TIME.safeParse(value).success) return false;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return false;
  const year = new Date(time).getUTCFullYear();
  return Number(value.slice(0, 4)) >= FIRST_YEAR && year >= FIRST_YEAR && year <= LAST_YEAR;
}

export function calendarDateOrTime(message = 'must be an ISO-8601 date or date-time') {
  return z.string().trim().refine(isCalendarDateOrTime, message);
}
