import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { ZodType, ZodTypeDef } from 'zod';
import type { Database, DatabaseHandle, Executor } from '../db/database';
import type { Logger } from '../logger';
import { executorJobsConnection, pgliteJobsConnection } from './connections';

const QUEUE_CREATION_LOCK_ID = 727_002;

/** The schema of the job tables (the library's own, beside the application's tables). */
export const JOBS_SCHEMA = 'pgboss';

/**
 * A kind of job: its name, the shape of its payload (checked when it is sent and when it runs),
 * and optionally a schedule. Payloads are stored in clear in the jobs table: never a secret
 * (seal it with the application's keys, or store a reference and re-derive it).
 */
export interface JobKind<Payload> {
  name: string;
  payload: ZodType<Payload, ZodTypeDef, unknown>;
  /** Cron expression (UTC): the job is sent on this schedule, once for all processes. */
  schedule?: string;
}

export function jobKind<Payload>(name: string, payload: ZodType<Payload, ZodTypeDef, unknown>, options: { schedule?: string } = {}): JobKind<Payload> {
  if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`Job kind names are lowercase words with hyphens: ${name}`);
  return { name, payload, ...options };
}

export interface JobRun {
  id: string;
  /** 1 for the first attempt, 2 for the first retry… */
  attempt: number;
  /** No retry follows if this attempt fails. */
  lastAttempt: boolean;
}

export type JobHandler<Payload> = (payload: Payload, job: JobRun) => Promise<void>;

export interface JobsSettings {
  /** How often an idle worker looks for work. */
  pollSeconds: number;
  /** Retries after the first attempt, with exponential back-off from `retryDelaySeconds`. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** How long a running job is leased to its process; a process that dies leaves it to be retried after that. */
  leaseSeconds: number;
  /** How often expired leases are looked for (by one process at a time). */
  maintenanceSeconds: number;
  /** Connections of the job queue's own pool on PostgreSQL. */
  poolSize: number;
}

export interface SendOptions {
  /** Store the job in this transaction: it exists if and only if the transaction commits. */
  executor?: Executor;
}

export interface JobQueue {
  /** Registers the handler of a kind; before `start`. */
  handle<Payload>(kind: JobKind<Payload>, handler: JobHandler<Payload>): void;
  /** Installs or upgrades the job tables, creates the queues, starts the workers and the schedules. */
  start(): Promise<void>;
  /**
   * Stores a job. This process's worker looks for it at once: when sent without an executor, at
   * once; when sent in a transaction of `transaction`, once that commits; otherwise at its next poll.
   */
  send<Payload>(kind: JobKind<Payload>, payload: Payload, options?: SendOptions): Promise<string>;
  /** Runs `work` in a transaction of `db`: the jobs it sends with that transaction are looked for as soon as it commits. */
  transaction<T>(db: Database, work: (tx: Executor) => Promise<T>): Promise<T>;
  /** Stops taking work, waits for the running jobs (at most `timeoutMs`), and closes its own connections. */
  stop(timeoutMs: number): Promise<void>;
}

interface Registration {
  kind: JobKind<unknown>;
  handler: JobHandler<unknown>;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Creates the job tables on an embedded database (test snapshots start with them). */
export async function installJobTables(client: PGlite): Promise<void> {
  await client.exec(PgBoss.getConstructionPlans(JOBS_SCHEMA));
}

/** The durable job queue (pg-boss) on the application's database, embedded or PostgreSQL. */
export function createJobQueue(deps: { database: DatabaseHandle; settings: JobsSettings; logger: Logger }): JobQueue {
  const { database, settings, logger } = deps;
  const registrations = new Map<string, Registration>();
  /** This process's worker of each kind, by kind name. */
  const workers = new Map<string, string>();
  /** The kinds sent in each open transaction of `transaction`, to look for once it commits. */
  const sentInTransaction = new WeakMap<Executor, Set<string>>();
  let boss: PgBoss | null = null;
  let stopping: Promise<void> | null = null;

  const retryOptions = {
    retryLimit: settings.retryLimit,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: settings.leaseSeconds,
  };

  function connectionOptions(): PgBoss.ConstructorOptions {
    if (database.embedded) return { db: pgliteJobsConnection(database.embedded) };
    if (database.url) return { connectionString: database.url, max: settings.poolSize, application_name: 'backoffice-jobs' };
    throw new Error('The job queue needs the embedded database or DATABASE_URL');
  }

  /**
   * Has this process's worker of the kind look for a job now rather than at its next poll: after
   * a job (a queue with work drains at once, not one job per polling interval), and after a send.
   */
  function lookNow(kindName: string): void {
    const worker = workers.get(kindName);
    if (boss && worker) boss.notifyWorker(worker);
  }

  async function runJob(registration: Registration, job: PgBoss.JobWithMetadata<unknown>): Promise<void> {
    const { kind, handler } = registration;
    const run: JobRun = { id: job.id, attempt: job.retryCount + 1, lastAttempt: job.retryCount >= job.retryLimit };
    logger.info({ job: run.id, kind: kind.name, attempt: run.attempt }, 'job started');
    try {
      await handler(kind.payload.parse(job.data), run);
    } catch (error) {
      // Only the message: a payload or a stack never goes to the log.
      const retried = job.retryCount < job.retryLimit;
      logger.warn({ job: run.id, kind: kind.name, attempt: run.attempt, error: errorMessage(error) }, retried ? 'job failed; it will be retried' : 'job failed for good');
      throw error instanceof Error ? new Error(error.message) : new Error(String(error));
    }
    logger.info({ job: run.id, kind: kind.name, attempt: run.attempt }, 'job done');
  }

  /**
   * Starts the library and creates the queues with the configured retries. Processes starting
   * together on one PostgreSQL take turns: the library creates its own scheduling queue while it
   * starts, and two queue creations at once deadlock on the job table's foreign keys. An embedded
   * database belongs to one process.
   */
  async function startAndCreateQueues(instance: PgBoss): Promise<void> {
    const run = async () => {
      await instance.start();
      for (const { kind } of registrations.values()) {
        await instance.createQueue(kind.name, { name: kind.name, ...retryOptions });
        // A queue keeps the settings it was created with; these follow the configuration.
        await instance.updateQueue(kind.name, { name: kind.name, ...retryOptions });
      }
    };
    if (database.kind === 'pglite') return run();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${QUEUE_CREATION_LOCK_ID})`);
      await run();
    });
  }

  return {
    handle(kind, handler) {
      if (boss) throw new Error('Register job handlers before starting the queue');
      registrations.set(kind.name, { kind: kind as JobKind<unknown>, handler: handler as JobHandler<unknown> });
    },

    async start() {
      if (boss) return;
      const instance = new PgBoss({
        ...connectionOptions(),
        schema: JOBS_SCHEMA,
        ...retryOptions,
        maintenanceIntervalSeconds: settings.maintenanceSeconds,
        // Finished jobs are kept a week (the failures view counts them), then deleted.
        archiveCompletedAfterSeconds: 3600,
        archiveFailedAfterSeconds: 7 * 86_400,
        deleteAfterDays: 7,
      });
      instance.on('error', (error) => logger.warn({ error: errorMessage(error) }, 'job queue error'));
      try {
        await startAndCreateQueues(instance);
      } catch (error) {
        // A half-started library keeps its pool and timers: close them before reporting.
        await instance.stop({ graceful: false, wait: true }).catch(() => undefined);
        throw error;
      }
      boss = instance;
      for (const registration of registrations.values()) {
        const { kind } = registration;
        const worker = await instance.work<unknown>(kind.name, { pollingIntervalSeconds: settings.pollSeconds, batchSize: 1, includeMetadata: true }, async ([job]) => {
          if (!job) return;
          try {
            await runJob(registration, job);
          } finally {
            lookNow(kind.name);
          }
        });
        workers.set(kind.name, worker);
        if (kind.schedule) await instance.schedule(kind.name, kind.schedule, {}, retryOptions);
      }
    },

    async send(kind, payload, options = {}) {
      if (!boss) throw new Error('The job queue is not running');
      const data = kind.payload.parse(payload) as object;
      const id = await boss.send(kind.name, data, {
        ...retryOptions,
        ...(options.executor ? { db: executorJobsConnection(options.executor) } : {}),
      });
      if (!id) throw new Error(`The job of kind ${kind.name} was not stored`);
      // A job stored in a transaction is not there for the worker until the transaction commits.
      if (options.executor) sentInTransaction.get(options.executor)?.add(kind.name);
      else lookNow(kind.name);
      return id;
    },

    async transaction(db, work) {
      const sent = new Set<string>();
      const result = await db.transaction(async (tx) => {
        sentInTransaction.set(tx, sent);
        return work(tx);
      });
      for (const kindName of sent) lookNow(kindName);
      return result;
    },

    stop(timeoutMs) {
      stopping ??= (async () => {
        const instance = boss;
        if (!instance) return;
        await instance.stop({ graceful: true, wait: true, timeout: timeoutMs });
        boss = null;
        workers.clear();
      })();
      return stopping;
    },
  };
}
