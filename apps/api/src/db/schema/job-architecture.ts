import { sql } from 'drizzle-orm';
import { bigint, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/** Job families and the grade ladder (migration 0039, decision 0054): tenant tables. */

export const jobFamilies = pgTable('job_families', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const jobGrades = pgTable('job_grades', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  code: text('code').notNull(),
  name: text('name').notNull().default(''),
  /** Its place on the ladder, 1 the lowest; unique per company (checked at the end of a statement). */
  rank: integer('rank').notNull(),
  /** Whole units of `currency` per year; all three set or none. */
  payMin: bigint('pay_min', { mode: 'number' }),
  payMax: bigint('pay_max', { mode: 'number' }),
  currency: text('currency'),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
