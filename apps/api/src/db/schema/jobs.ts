import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** The background jobs (migration 0011; platform table, no tenant), run by jobs/runner.ts. */

export const jobs = pgTable('jobs', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  kind: text('kind').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
  dedupeKey: text('dedupe_key'),
  attempts: integer('attempts').notNull().default(0),
  maxAttempts: integer('max_attempts').notNull().default(5),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lockedBy: text('locked_by'),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  failedAt: timestamp('failed_at', { withTimezone: true }),
  lastError: text('last_error'),
  /** The request that queued it (migration 0063): its log lines carry this reqId. */
  requestId: text('request_id'),
  createdAt: createdAt(),
});
