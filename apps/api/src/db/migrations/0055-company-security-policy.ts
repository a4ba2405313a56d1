import { tenantTable } from './tenant-table.ts';

/**
 * A company's sign-in and session rules (issue 24, IT Administration > Security; decision 0070): the
 * password length above the platform's minimum, how long a session lasts and how long it may sit idle,
 * who must use a second factor (and how long they have to enrol), and the sign-in methods allowed. One
 * row per company, written when its IT team first saves the tab; a company without one follows the
 * platform's defaults (`SECURITY_POLICY_DEFAULTS` in the domain), which these column defaults repeat.
 */
export default /* sql */ `
CREATE TABLE company_security_policy (
  company_id uuid PRIMARY KEY REFERENCES companies(id) ON DELETE CASCADE,
  password_min_length integer NOT NULL DEFAULT 8 CHECK (password_min_length BETWEEN 8 AND 128),
  session_lifetime_hours integer NOT NULL DEFAULT 168 CHECK (session_lifetime_hours BETWEEN 1 AND 720),
  idle_timeout_minutes integer CHECK (idle_timeout_minutes BETWEEN 5 AND 10080),
  two_factor_required text NOT NULL DEFAULT 'none' CHECK (two_factor_required IN ('none', 'admins', 'everyone')),
  two_factor_grace_days integer NOT NULL DEFAULT 7 CHECK (two_factor_grace_days BETWEEN 0 AND 90),
  -- When two_factor_required last changed: the grace period runs from here.
  two_factor_required_since timestamptz,
  sign_in_methods text[] NOT NULL DEFAULT '{password,passkey}'
    CHECK (cardinality(sign_in_methods) > 0 AND sign_in_methods <@ '{password,passkey}'::text[]),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid
);
${tenantTable('company_security_policy')}
`;
