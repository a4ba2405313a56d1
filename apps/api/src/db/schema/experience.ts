import { sql } from 'drizzle-orm';
import { date, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/** A person's experience (migration 0012; tenant tables): employment history and certifications. */

export const employmentHistory = pgTable('employment_history', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  personId: uuid('person_id').notNull(),
  employer: text('employer').notNull(),
  title: text('title').notNull(),
  startOn: date('start_on', { mode: 'string' }).notNull(),
  endOn: date('end_on', { mode: 'string' }),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const certifications = pgTable('certifications', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  personId: uuid('person_id').notNull(),
  name: text('name').notNull(),
  issuer: text('issuer').notNull().default(''),
  credentialId: text('credential_id').notNull().default(''),
  issuedOn: date('issued_on', { mode: 'string' }),
  expiresOn: date('expires_on', { mode: 'string' }),
  fileId: uuid('file_id'),
  expiryReminderSentAt: timestamp('expiry_reminder_sent_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The competencies a certification shows (migration 0043): foreign keys both ways, one company. */
export const certificationCompetencies = pgTable(
  'certification_competencies',
  {
    companyId: uuid('company_id').notNull(),
    certificationId: uuid('certification_id').notNull(),
    competencyId: uuid('competency_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.certificationId, table.competencyId] })],
);
