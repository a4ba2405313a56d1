import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAt, updatedAt } from './columns.ts';
import { companies } from './companies.ts';

/** A person's profile in their company (migration 0001): a tenant table. */

export const profiles = pgTable('profiles', {
  id: uuid('id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id),
  email: text('email').notNull(),
  fullName: text('full_name').notNull(),
  role: text('role').notNull().default('employee'),
  status: text('status').notNull().default('active'),
  avatarUrl: text('avatar_url'),
  phone: text('phone'),
  jobTitle: text('job_title'),
  department: text('department'),
  location: text('location'),
  lineManagerId: uuid('line_manager_id'),
  /** The assigned job profile; job_title and department are copied from it (0010). */
  jobProfileId: uuid('job_profile_id'),
  /**
   * Where the person sits, works and is charged to (0031): with job_profile_id and line_manager_id,
   * the cache of their current primary job assignment, written only by the assignment service.
   */
  orgUnitId: uuid('org_unit_id'),
  locationId: uuid('location_id'),
  costCentreId: uuid('cost_centre_id'),
  /** The id the company's HR system gives the person (0041): matched by the HRIS import, unique per company. */
  externalId: text('external_id'),
  /** Whether talent search may suggest the person for internal roles (0015); off by default. */
  openToInternalOpportunities: boolean('open_to_internal_opportunities').notNull().default(false),
  /** Offered as a mentor where advanced or better (0016); off by default. */
  mentorOptIn: boolean('mentor_opt_in').notNull().default(false),
  /** The weekly e-mail about overdue development actions (0016); on by default. */
  overdueActionEmails: boolean('overdue_action_emails').notNull().default(true),
  managedCompanyId: uuid('managed_company_id'),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  /** An IT administrator forced a password reset (0059): password sign-in waits for a new password. */
  passwordResetRequiredAt: timestamp('password_reset_required_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
