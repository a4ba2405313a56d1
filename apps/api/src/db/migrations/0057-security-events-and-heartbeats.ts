import { tenantTable } from './tenant-table.ts';

/**
 * What IT Administration's Overview tab reads (issue 24, decision 0072), each a count over an index
 * that leads with what the count is about:
 * - security_events: one row per alert (a burst of failed sign-ins, a locked account, an address the
 *   outbound guard refused, a webhook whose signature did not hold), not one per attempt, so a flood of
 *   failed sign-ins adds a row per account and window. A row with no company (an address nobody holds,
 *   a webhook) is seen by platform staff only: the tenant policy never matches a null company;
 * - service_heartbeats: when the job runner last polled and the mail transport last delivered or
 *   failed, written by every API process (a platform table, one row per service);
 * - the indexes the active-user counts use: people by company and last sign-in, sessions by activity.
 */
export default /* sql */ `
CREATE TABLE security_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid REFERENCES companies(id) ON DELETE CASCADE,
  kind text NOT NULL
    CHECK (kind IN ('sign_in_burst', 'account_locked', 'ssrf_refused', 'webhook_signature_failed')),
  account_id uuid,
  email text,
  ip text,
  details jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The counts by kind over the last days, and the list filtered by kind, newest first.
CREATE INDEX security_events_kind_idx ON security_events (company_id, kind, created_at DESC, id DESC);
-- The list of every kind, newest first.
CREATE INDEX security_events_recent_idx ON security_events (company_id, created_at DESC, id DESC);
${tenantTable('security_events')}

CREATE TABLE service_heartbeats (
  name text PRIMARY KEY CHECK (name IN ('job_runner', 'mail_transport')),
  last_success_at timestamptz,
  last_failure_at timestamptz,
  last_error text
);

CREATE INDEX profiles_last_sign_in_idx ON profiles (company_id, last_sign_in_at)
  WHERE last_sign_in_at IS NOT NULL;
CREATE INDEX session_updated_at_idx ON session (updated_at);
-- "Now" joins a company's people to their sessions inside the tenant transaction: the columns it
-- needs, never the token.
GRANT SELECT (user_id, updated_at, expires_at) ON session TO competencyhub_app;
`;
