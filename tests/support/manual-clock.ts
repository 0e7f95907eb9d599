import type { Clock } from '../../server/clock';

/** A clock a test sets by hand: services read this time, whatever the machine's. */
export class ManualClock implements Clock {
  private current: Date;

  constructor(start: string) {
    this.current = new Date(start);
  }

  now(): Date {
    return new Date(this.current);
  }

  set(instant: string): void {
    this.current = new Date(instant);
  }
}
