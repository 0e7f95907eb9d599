import { and, eq, gt, inArray, isNull, lt, min, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { loginFailures } from './tables';

/** Who a password check is for and where it comes from. */
export interface AttemptSubject {
  /** `user:<id>` for a known account, `name:<identifier>` for an unknown one, `password:<id>` for a password change. */
  accountKey: string;
  address: string;
  /** The trusted device the attempt comes from (a valid device cookie of this account), or null. */
  device: string | null;
}

/** How many failures in the window each scope tolerates before the next attempt is refused. */
export interface AttemptLimits {
  perAccountAndAddress: number;
  /** Failures of the account from unknown clients, across every address. */
  perAccountUntrusted: number;
  perAddress: number;
  perDevice: number;
}

export type Reservation = { reservedId: number } | { blockedSince: Date };

interface Scope {
  where: SQL | undefined;
  limit: number;
}

function scopesOf(subject: AttemptSubject, limits: AttemptLimits): Scope[] {
  const { accountKey, address, device } = subject;
  // A trusted device answers only for its own failures: an attacker elsewhere cannot lock it out.
  if (device) return [{ where: eq(loginFailures.device, device), limit: limits.perDevice }];
  return [
    {
      where: and(eq(loginFailures.accountKey, accountKey), eq(loginFailures.address, address), isNull(loginFailures.device)),
      limit: limits.perAccountAndAddress,
    },
    { where: and(eq(loginFailures.accountKey, accountKey), isNull(loginFailures.device)), limit: limits.perAccountUntrusted },
    { where: eq(loginFailures.address, address), limit: limits.perAddress },
  ];
}

/** Transaction-scoped advisory lock on a text key: concurrent reservations of one key run one after another. */
async function lockKey(tx: Executor, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

export const loginFailuresRepository = {
  /**
   * Counts the failures of every scope of the subject and, when none is at its limit, records this
   * attempt as a failure before the password is checked (the caller removes it on success). Runs
   * under locks on the account and the address, so parallel attempts cannot all pass the count.
   */
  async reserve(tx: Executor, subject: AttemptSubject, limits: AttemptLimits, since: Date): Promise<Reservation> {
    await lockKey(tx, `login-account:${subject.accountKey}`);
    await lockKey(tx, `login-address:${subject.address}`);
    for (const scope of scopesOf(subject, limits)) {
      const [row] = await tx
        .select({ count: sql<number>`count(*)::int`, oldest: min(loginFailures.createdAt) })
        .from(loginFailures)
        .where(and(scope.where, gt(loginFailures.createdAt, since)));
      if ((row?.count ?? 0) >= scope.limit) return { blockedSince: row?.oldest ? new Date(row.oldest) : new Date() };
    }
    const [inserted] = await tx
      .insert(loginFailures)
      .values({ accountKey: subject.accountKey, address: subject.address, device: subject.device })
      .returning({ id: loginFailures.id });
    if (!inserted) throw new Error('Insert returned no row');
    return { reservedId: inserted.id };
  },

  /** After a successful check: the reservation and the earlier failures of this client for this account. */
  async clearAfterSuccess(db: Executor, subject: AttemptSubject, reservedId: number): Promise<void> {
    const ofThisClient = subject.device
      ? eq(loginFailures.device, subject.device)
      : and(eq(loginFailures.accountKey, subject.accountKey), eq(loginFailures.address, subject.address), isNull(loginFailures.device));
    await db.delete(loginFailures).where(or(inArray(loginFailures.id, [reservedId]), ofThisClient));
  },

  async deleteOlderThan(db: Executor, before: Date): Promise<void> {
    await db.delete(loginFailures).where(lt(loginFailures.createdAt, before));
  },
};
