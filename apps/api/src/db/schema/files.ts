import { sql } from 'drizzle-orm';
import { bigint, customType, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { companies } from './companies.ts';

/** Stored files (migration 0004; tenant table, reached through modules/files/file-store.ts). */

/** PostgreSQL bytea: node-postgres answers a Buffer, PGlite a Uint8Array; both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const storedFiles = pgTable('stored_files', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  ownerId: uuid('owner_id'),
  purpose: text('purpose').notNull(),
  contentType: text('content_type').notNull(),
  byteSize: integer('byte_size').notNull(),
  bytes: bytea('bytes').notNull(),
  sha256: text('sha256').notNull(),
  /** The uploaded file's own name (evidence), for the download; null for photos. */
  fileName: text('file_name'),
  createdAt: createdAt(),
});

/**
 * Each company's stored files and bytes (migration 0054; tenant table), kept by triggers on
 * stored_files: never written by the app.
 */
export const companyStorage = pgTable('company_storage', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  files: integer('files').notNull().default(0),
  bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
});
