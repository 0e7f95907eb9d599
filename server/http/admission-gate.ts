import type { NextFunction, RequestHandler, Response } from 'express';
import { ApiError } from './api-error';

export interface AdmissionGateOptions {
  /** Requests let through at once; the others wait for a slot in arrival order. */
  concurrency: number;
  /** How long a request may wait for a slot before it is answered 503 without running. */
  maxWaitMs: number;
}

interface Waiter {
  admit(): void;
}

const overloaded = (retryAfterSeconds: number) =>
  new ApiError(503, 'overloaded', 'The server is busy; try again shortly', undefined, { 'Retry-After': String(retryAfterSeconds) });

/**
 * At most `concurrency` requests in flight; the rest wait first come, first served. The embedded
 * database runs one query at a time, so without a bound every request in flight interleaves its
 * queries with all the others and each waits many times over; with it, a request waits once, for
 * its turn, and then shares the database with only a few others. A request still waiting after maxWaitMs is answered 503
 * with Retry-After; one whose client went away leaves the queue. A slot is released when its
 * response finishes or its connection closes, whichever comes first.
 */
export function admissionGate({ concurrency, maxWaitMs }: AdmissionGateOptions): RequestHandler {
  // A Set keeps arrival order and lets a waiter leave from anywhere in the queue.
  const waiting = new Set<Waiter>();
  let inFlight = 0;
  // By then every request queued now has been admitted or turned away.
  const retryAfterSeconds = Math.max(1, Math.ceil(maxWaitMs / 1000));

  function admit(res: Response, next: NextFunction): void {
    inFlight += 1;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      inFlight -= 1;
      admitFirstWaiter();
    };
    res.once('finish', release);
    res.once('close', release);
    next();
  }

  function admitFirstWaiter(): void {
    const [first] = waiting;
    first?.admit();
  }

  function wait(res: Response, next: NextFunction): void {
    const leave = () => {
      clearTimeout(timer);
      waiting.delete(waiter);
      res.off('close', leave);
    };
    const waiter: Waiter = {
      admit: () => {
        leave();
        admit(res, next);
      },
    };
    const timer = setTimeout(() => {
      leave();
      next(overloaded(retryAfterSeconds));
    }, maxWaitMs);
    waiting.add(waiter);
    res.once('close', leave);
  }

  return (_req, res, next) => {
    // Waiters exist only while every slot is taken, so a newcomer never overtakes them.
    if (inFlight < concurrency) admit(res, next);
    else wait(res, next);
  };
}
