import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Security alerts (migration 0057; a tenant table whose rows with no company only platform staff
 * read): written by modules/it-admin/security-alerts-record.ts, counted and listed by the Overview tab.
 */
export const securityEvents = pgTable('security_events', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id'),
  kind: text('kind').notNull(),
  accountId: uuid('account_id'),
  email: text('email'),
  ip: text('ip'),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
});

/** When the job runner last polled and the mail transport last delivered or failed (a platform table). */
export const serviceHeartbeats = pgTable('service_heartbeats', {
  name: text('name').primaryKey(),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
  lastError: text('last_error'),
});
