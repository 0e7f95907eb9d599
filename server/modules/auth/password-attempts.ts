import type { LogAction } from '../../../contract';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { ActivityLogService, ActivityLogSubject } from '../activity-log';
import { rateLimitCountersRepository } from '../../security/rate-limit-counters-repository';
import { loginFailuresRepository, type AttemptLimits, type AttemptSubject } from './login-failures-repository';

export interface ThrottleNotice {
  subject: ActivityLogSubject;
  /** The audit action written, once per window, while the subject is throttled. */
  action: LogAction;
}

export type PasswordAttempts = ReturnType<typeof createPasswordAttempts>;

/**
 * Password checks under a failure budget. The attempt is counted before the check (and uncounted
 * when it succeeds), so parallel guesses cannot all pass a count taken before any was recorded.
 */
export function createPasswordAttempts(deps: { db: Database; config: Config; activityLog: ActivityLogService }) {
  const { db, config, activityLog } = deps;
  const windowMs = config.loginWindowSeconds * 1000;

  async function noteThrottledOncePerWindow(attempt: AttemptSubject, notice: ThrottleNotice): Promise<void> {
    const key = `notice:${notice.action}:${attempt.accountKey}:${attempt.device ?? attempt.address}`;
    const { hits } = await rateLimitCountersRepository.hit(db, key, windowMs);
    if (hits === 1) await activityLog.record(notice.subject, notice.action, 429, attempt.address);
  }

  return {
    /** Runs the check if the budget allows it, else 429 with Retry-After. True when the check passed. */
    async check(attempt: AttemptSubject, limits: AttemptLimits, notice: ThrottleNotice, passwordCheck: () => Promise<boolean>): Promise<boolean> {
      const since = new Date(Date.now() - windowMs);
      const reservation = await db.transaction((tx) => loginFailuresRepository.reserve(tx, attempt, limits, since));
      if ('blockedSince' in reservation) {
        await noteThrottledOncePerWindow(attempt, notice);
        const retryAfter = Math.max(1, Math.ceil((reservation.blockedSince.getTime() + windowMs - Date.now()) / 1000));
        throw new ApiError(429, 'too_many_attempts', 'Too many attempts. Try again later.', undefined, { 'Retry-After': String(retryAfter) });
      }
      const passed = await passwordCheck();
      if (passed) await loginFailuresRepository.clearAfterSuccess(db, attempt, reservation.reservedId);
      return passed;
    },

    signInLimits(): AttemptLimits {
      return {
        perAccountAndAddress: config.loginMaxFailures,
        perAccountUntrusted: config.loginMaxFailuresPerAccount,
        perAddress: config.loginMaxFailuresPerAddress,
        perDevice: config.loginMaxFailures,
      };
    },

    passwordChangeLimits(): AttemptLimits {
      return {
        perAccountAndAddress: config.passwordChangeMaxFailures,
        perAccountUntrusted: config.passwordChangeMaxFailures,
        perAddress: config.loginMaxFailuresPerAddress,
        perDevice: config.passwordChangeMaxFailures,
      };
    },
  };
}
