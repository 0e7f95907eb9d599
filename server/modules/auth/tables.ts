import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../users/tables';

/** One row per sign-in: the family of refresh tokens that descend from it. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rememberMe: boolean('remember_me').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    revokedReason: text('revoked_reason'),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true, mode: 'date' }),
    /** The successor token, encrypted, kept so that a retry within the grace window gets the same one. */
    successorSealed: text('successor_sealed'),
  },
  (table) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(table.tokenHash),
    index('refresh_tokens_session_id_idx').on(table.sessionId),
  ],
);

/** A failed (or not yet decided) password check: reserved before the check, removed when it succeeds. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountKey: text('account_key').notNull(),
    address: text('address').notNull(),
    /** The trusted device (device cookie) the attempt came from; null for an unknown client. */
    device: text('device'),
    createdAt: createdAt(),
  },
  (table) => [
    index('login_failures_account_address_idx').on(table.accountKey, table.address, table.createdAt),
    index('login_failures_address_idx').on(table.address, table.createdAt),
    index('login_failures_account_untrusted_idx').on(table.accountKey, table.createdAt).where(sql`${table.device} is null`),
    index('login_failures_device_idx').on(table.device, table.createdAt).where(sql`${table.device} is not null`),
  ],
);
