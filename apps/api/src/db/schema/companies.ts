import { sql } from 'drizzle-orm';
import { boolean, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/** Tenant tables (row-level security on company_id): the companies and their e-mail domains. */

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  description: text('description'),
  logoUrl: text('logo_url'),
  primaryColor: text('primary_color'),
  secondaryColor: text('secondary_color'),
  accentColor: text('accent_color'),
  websiteUrl: text('website_url'),
  contactEmail: text('contact_email'),
  contactPhone: text('contact_phone'),
  address: text('address'),
  timezone: text('timezone'),
  /** A person's own choice of 360 raters waits for their manager's approval (0028). */
  feedbackRaterApproval: boolean('feedback_rater_approval').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const companyDomains = pgTable(
  'company_domains',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.domain] })],
);
