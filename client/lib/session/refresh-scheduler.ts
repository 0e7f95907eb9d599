import { REFRESH_LEAD_MAX_SECONDS } from '../ui-constants';

/** Spec section 9: renew at expires_in minus a lead of min(120 s, expires_in / 2). */
export function refreshDelayMs(expiresInSeconds: number): number {
  const lead = Math.min(REFRESH_LEAD_MAX_SECONDS, expiresInSeconds / 2);
  return Math.max(0, expiresInSeconds - lead) * 1000;
}

export interface RefreshScheduler {
  /** Replaces any pending renewal with one timed for this expires_in. */
  schedule(expiresInSeconds: number): void;
  cancel(): void;
}

export function createRefreshScheduler(renew: () => void): RefreshScheduler {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    schedule(expiresInSeconds) {
      cancel();
      timer = setTimeout(() => {
        timer = undefined;
        renew();
      }, refreshDelayMs(expiresInSeconds));
    },
    cancel,
  };
}
