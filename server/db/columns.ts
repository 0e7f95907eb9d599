import { customType, integer, text, timestamp } from 'drizzle-orm/pg-core';

/** Columns that many tables share. */

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** The columns of a stored picture (a profile picture, a logo, a screenshot): what was checked of it, and its bytes. */
export const storedImageColumns = () => ({
  contentType: text('content_type').notNull(),
  sha256: text('sha256').notNull(),
  byteSize: integer('byte_size').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: bytea('bytes').notNull(),
});
