import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The rate limits' counters by key (migration 0001; platform table, no tenant): modules/rate-limit. */

export const authRateLimits = pgTable('auth_rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
