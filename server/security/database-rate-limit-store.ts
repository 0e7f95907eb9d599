import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type { Database } from '../db/database';
import { rateLimitCountersRepository } from './rate-limit-counters-repository';

/** express-rate-limit's counters in the application's database, so that every process shares them. */
export class DatabaseRateLimitStore implements Store {
  private windowMs = 60_000;

  constructor(
    private readonly db: Database,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const { hits, resetAt } = await rateLimitCountersRepository.hit(this.db, this.prefix + key, this.windowMs);
    return { totalHits: hits, resetTime: resetAt };
  }

  async decrement(key: string): Promise<void> {
    await rateLimitCountersRepository.unhit(this.db, this.prefix + key);
  }

  async resetKey(key: string): Promise<void> {
    await rateLimitCountersRepository.reset(this.db, this.prefix + key);
  }
}
