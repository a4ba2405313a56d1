import { auditLog } from './schema/audit.ts';
import { authSchema } from './schema/auth.ts';
import { companies, companyDomains } from './schema/companies.ts';
import { invitations } from './schema/invitations.ts';
import { emailOutbox } from './schema/mail.ts';
import { profiles } from './schema/profiles.ts';
import { authRateLimits } from './schema/rate-limit.ts';

/**
 * The schema Drizzle's client is built with (db/client.ts): the tables of migration 0001. Every table
 * is declared in its area's file under schema/, named after its module: import a table from there.
 */
export const schema = {
  ...authSchema,
  companies,
  companyDomains,
  profiles,
  invitations,
  auditLog,
  emailOutbox,
  authRateLimits,
};
