import type { Database } from '../db/database';
import type { Logger } from '../logger';
import { loginFailuresRepository } from '../auth/login-failures-repository';
import { sessionsRepository } from '../auth/sessions-repository';
import { rateLimitCountersRepository } from '../security/rate-limit-counters-repository';

const HOUR_MS = 3_600_000;

/** Hourly clean-up of expired sessions, old sign-in failures and ended rate-limit windows. */
export function startMaintenance(db: Database, logger: Logger): { stop(): void } {
  const run = async () => {
    const dayAgo = new Date(Date.now() - 24 * HOUR_MS);
    try {
      await sessionsRepository.deleteExpired(db, dayAgo);
      await loginFailuresRepository.deleteOlderThan(db, dayAgo);
      await rateLimitCountersRepository.deleteEnded(db, new Date());
    } catch (error) {
      logger.warn({ err: error }, 'maintenance failed');
    }
  };
  void run();
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
