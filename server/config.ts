import { availableParallelism } from 'node:os';
import { z } from 'zod';
import type { JobsSettings } from './jobs/job-queue';
import { PASSWORD_HASH_LIMITS, PRODUCTION_PASSWORD_HASH_COST, type PasswordHashCost } from './security/password-hash-cost';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const seconds = z.coerce.number().int().positive();

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().positive().default(10),
  DATABASE_PREPARED_STATEMENTS: booleanFlag.default('true'),
  EMBEDDED_DB_CONCURRENCY: z.coerce.number().int().min(0).default(4),
  EMBEDDED_DB_QUEUE_TIMEOUT_MS: z.coerce.number().int().positive().default(2000),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL: seconds.default(900),
  COOKIE_SECURE: booleanFlag.default('true'),
  REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).default(10),
  REMEMBER_ME_DAYS: seconds.default(30),
  SESSION_MAX_HOURS: seconds.default(12),
  LOGIN_MAX_FAILURES: seconds.default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: seconds.default(50),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: seconds.default(20),
  PASSWORD_CHANGE_MAX_FAILURES: seconds.default(5),
  RATE_LIMIT_SIGN_IN_PER_MINUTE: seconds.default(60),
  RATE_LIMIT_ANONYMOUS_PER_MINUTE: seconds.default(600),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  LOGIN_WINDOW_SECONDS: seconds.default(900),
  API_UPSTREAM_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  TRUST_PROXY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_USERNAME: z.string().optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  SMTP_URL: z.string().url().optional(),
  SMTP_FROM: z.string().default('Back-office <no-reply@localhost>'),
  AGENCY_TIME_ZONE: z.string().refine(isTimeZone, 'must be an IANA time zone such as Europe/Rome').default('Europe/Rome'),
  RESPONSE_VALIDATION: booleanFlag.default('true'),
  API_DOCS: booleanFlag.optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10000),
  KEEP_ALIVE_SECONDS: z.coerce.number().int().min(1).max(3600).default(65),
  RENDER_THREADS: z.coerce.number().int().min(0).max(16).optional(),
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).default(2),
  JOBS_RETRY_LIMIT: z.coerce.number().int().min(0).default(10),
  JOBS_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(30),
  JOBS_LEASE_SECONDS: z.coerce.number().int().min(1).default(300),
  JOBS_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).default(60),
  JOBS_POOL_SIZE: z.coerce.number().int().positive().default(2),
  PASSWORD_HASH_MEMORY_KIB: z.coerce
    .number()
    .int()
    .min(PASSWORD_HASH_LIMITS.memoryKib.min)
    .max(PASSWORD_HASH_LIMITS.memoryKib.max)
    .default(PRODUCTION_PASSWORD_HASH_COST.memoryKib),
  PASSWORD_HASH_TIME_COST: z.coerce
    .number()
    .int()
    .min(PASSWORD_HASH_LIMITS.timeCost.min)
    .max(PASSWORD_HASH_LIMITS.timeCost.max)
    .default(PRODUCTION_PASSWORD_HASH_COST.timeCost),
});

export type Env = z.infer<typeof configSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  databasePreparedStatements: boolean;
  /** API requests let through at once on the embedded database (PGlite); 0 lets all through. */
  embeddedDbConcurrency: number;
  /** How long an API request may wait for its turn on the embedded database before it gets 503. */
  embeddedDbQueueTimeoutMs: number;
  /** Absent when it must be generated and kept in the data directory. */
  sessionSecret: string | undefined;
  accessTokenTtlSeconds: number;
  cookieSecure: boolean;
  refreshGraceSeconds: number;
  rememberMeDays: number;
  sessionMaxHours: number;
  loginMaxFailures: number;
  loginMaxFailuresPerAddress: number;
  /** Failures of one account from unknown clients, across all addresses; trusted devices are counted apart. */
  loginMaxFailuresPerAccount: number;
  passwordChangeMaxFailures: number;
  /** Front limits per client address: sign-in class (login, refresh, invitations, password change) and other anonymous API calls. */
  rateLimitSignInPerMinute: number;
  rateLimitAnonymousPerMinute: number;
  databaseConnectTimeoutMs: number;
  loginWindowSeconds: number;
  apiUpstreamUrl: string | undefined;
  publicUrl: string | undefined;
  trustProxy: boolean | number | string;
  logLevel: Env['LOG_LEVEL'];
  admin: { username: string | undefined; email: string | undefined; password: string | undefined };
  smtpUrl: string | undefined;
  smtpFrom: string;
  /** Decides the agency's "today": what is due, overdue, and when reminders go out. */
  agencyTimeZone: string;
  responseValidation: boolean;
  /** Whether /api/openapi.json and /api/docs are served: off in production unless API_DOCS turns them on. */
  apiDocs: boolean;
  shutdownTimeoutMs: number;
  /**
   * How long an idle keep-alive connection stays open. Longer than the idle time of what sits in
   * front (nginx and load balancers keep theirs 60 s): the side that closes first must be the
   * client, or a request it sends as the server closes is reset.
   */
  keepAliveSeconds: number;
  /** Worker threads that render the built pages; 0 renders them in the main thread (development always does). */
  renderThreads: number;
  /** The durable job queue: polling, retries with back-off, the lease of a running job, and how often expired leases are found. */
  jobs: JobsSettings;
  /** The cost of new password hashes (argon2id); lower than production's only for tests. */
  passwordHashCost: PasswordHashCost;
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** Reads and validates the environment once; the only place that touches process.env. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== '')),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    databasePreparedStatements: env.DATABASE_PREPARED_STATEMENTS,
    embeddedDbConcurrency: env.EMBEDDED_DB_CONCURRENCY,
    embeddedDbQueueTimeoutMs: env.EMBEDDED_DB_QUEUE_TIMEOUT_MS,
    sessionSecret: env.SESSION_SECRET,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL,
    cookieSecure: env.COOKIE_SECURE,
    refreshGraceSeconds: env.REFRESH_GRACE_SECONDS,
    rememberMeDays: env.REMEMBER_ME_DAYS,
    sessionMaxHours: env.SESSION_MAX_HOURS,
    loginMaxFailures: env.LOGIN_MAX_FAILURES,
    loginMaxFailuresPerAddress: env.LOGIN_MAX_FAILURES_PER_ADDRESS,
    loginMaxFailuresPerAccount: env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    passwordChangeMaxFailures: env.PASSWORD_CHANGE_MAX_FAILURES,
    rateLimitSignInPerMinute: env.RATE_LIMIT_SIGN_IN_PER_MINUTE,
    rateLimitAnonymousPerMinute: env.RATE_LIMIT_ANONYMOUS_PER_MINUTE,
    databaseConnectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    loginWindowSeconds: env.LOGIN_WINDOW_SECONDS,
    apiUpstreamUrl: env.API_UPSTREAM_URL,
    publicUrl: env.PUBLIC_URL,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL,
    admin: { username: env.ADMIN_USERNAME, email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    smtpUrl: env.SMTP_URL,
    smtpFrom: env.SMTP_FROM,
    agencyTimeZone: env.AGENCY_TIME_ZONE,
    responseValidation: env.RESPONSE_VALIDATION,
    apiDocs: env.API_DOCS ?? env.NODE_ENV !== 'production',
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    keepAliveSeconds: env.KEEP_ALIVE_SECONDS,
    // One core stays with the main thread (HTTP, the API, the embedded database); renders take up to two more.
    renderThreads: env.RENDER_THREADS ?? Math.min(2, availableParallelism() - 1),
    jobs: {
      pollSeconds: env.JOBS_POLL_SECONDS,
      retryLimit: env.JOBS_RETRY_LIMIT,
      retryDelaySeconds: env.JOBS_RETRY_DELAY_SECONDS,
      leaseSeconds: env.JOBS_LEASE_SECONDS,
      maintenanceSeconds: env.JOBS_MAINTENANCE_SECONDS,
      poolSize: env.JOBS_POOL_SIZE,
    },
    passwordHashCost: { memoryKib: env.PASSWORD_HASH_MEMORY_KIB, timeCost: env.PASSWORD_HASH_TIME_COST },
  };
}
