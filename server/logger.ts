import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

const CENSOR = '[redacted]';

/** Everything secret that could reach a log line is removed here, in one place. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
  '*.old_password',
  '*.new_password',
  'token',
  '*.token',
];

/**
 * URL paths whose next segment is a secret: an invitation link's token lets whoever reads it
 * take the invitation. The API path is the preview call of clients older than its move to a
 * request body.
 */
const SECRET_BEARING_PATHS = [['invite'], ['api', 'invitations', 'accept']];

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function startsWith(segments: readonly string[], prefix: readonly string[]): boolean {
  return prefix.every((name, index) => segments[index] === name);
}

/**
 * A URL (path and query) as it may be logged: a secret path segment and whatever follows it
 * becomes [redacted]. Paths are compared as the router matches them: decoded, case-insensitive,
 * empty segments ignored.
 */
export function redactUrl(url: string): string {
  const queryAt = url.search(/[?#]/);
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const segments = path.split('/').map(decodeSegment).join('/').toLowerCase().split('/').filter(Boolean);
  const secretBearing = SECRET_BEARING_PATHS.find((prefix) => segments.length > prefix.length && startsWith(segments, prefix));
  if (!secretBearing) return url;
  return `/${secretBearing.join('/')}/${CENSOR}${queryAt === -1 ? '' : url.slice(queryAt)}`;
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'agency-backoffice' },
    redact: { paths: REDACTED_PATHS, censor: CENSOR },
    serializers: { url: (url: unknown) => (typeof url === 'string' ? redactUrl(url) : url) },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  return destination ? pino(options, destination) : pino(options);
}
