import { tenantTable } from './tenant-table.ts';

/**
 * Role requests (issue 24, IT Administration > Roles; decision 0073): a company's IT administrator
 * asks for a role change they cannot make themselves ("make P an account holder", with a reason), and
 * an account holder (or platform staff managing the company) approves or rejects it. At most one open
 * request per person and role (the partial unique index); the list is read by status, newest first,
 * through an index that leads with company_id as the tenant policy needs. The Roles tab's grouped
 * count of role holders reads the active people's roles through an index of its own.
 */
export default /* sql */ `
CREATE TABLE role_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  person_id uuid NOT NULL,
  role text NOT NULL,
  -- The person's role when asked: what the decider compares with.
  from_role text NOT NULL,
  reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 500),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'withdrawn')),
  -- Who asked and who decided, with their names as they were: platform staff who manage the
  -- company are people of the system owner company, which the tenant policy keeps out of a join.
  requested_by uuid NOT NULL,
  requested_by_name text NOT NULL,
  requested_by_email text NOT NULL,
  decided_by uuid,
  decided_by_name text,
  decision_note text CHECK (decision_note IS NULL OR char_length(decision_note) <= 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  FOREIGN KEY (company_id, person_id) REFERENCES profiles (company_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX role_requests_one_open ON role_requests (company_id, person_id, role) WHERE status = 'pending';
CREATE INDEX role_requests_by_status ON role_requests (company_id, status, created_at DESC, id);
CREATE INDEX profiles_active_by_role ON profiles (company_id, role) WHERE status = 'active';
${tenantTable('role_requests')}
`;
