import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/**
 * A company's sign-in and session rules (migration 0055; tenant table). No row means the platform's
 * defaults (SECURITY_POLICY_DEFAULTS in packages/domain/src/security-policy.ts).
 */
export const companySecurityPolicy = pgTable('company_security_policy', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  passwordMinLength: integer('password_min_length').notNull(),
  sessionLifetimeHours: integer('session_lifetime_hours').notNull(),
  idleTimeoutMinutes: integer('idle_timeout_minutes'),
  twoFactorRequired: text('two_factor_required').notNull(),
  twoFactorGraceDays: integer('two_factor_grace_days').notNull(),
  twoFactorRequiredSince: timestamp('two_factor_required_since', { withTimezone: true, mode: 'date' }),
  signInMethods: text('sign_in_methods').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedBy: uuid('updated_by'),
});
