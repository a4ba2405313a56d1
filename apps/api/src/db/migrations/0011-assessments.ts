/**
 * Assessments (issue 8): evidence on ratings, 360 feedback requests, assessment cycles, each
 * company's rules for combining rating sources, and the background job runner's table.
 *
 * - A rating may carry evidence: a link, or a stored file (stored_files gains the uploaded file's
 *   name, shown on download). It may come from a feedback request or within a cycle.
 * - feedback_requests: one colleague asked to rate a person; pending → accepted → completed, or
 *   declined with a reason, or cancelled by whoever asked. At most one open request per person and
 *   rater at a time.
 * - assessment_cycles and their members, fixed when the cycle is launched, so people joining later
 *   do not change its progress.
 * - company_competency_settings: the anonymity threshold for peer answers (never below 3) and how
 *   sources combine into a current level.
 * - jobs: the runner's queue (decision 0029). Not a tenant table: the runner works for every company
 *   as the owning role; each job's payload names its company.
 */
export default /* sql */ `
ALTER TABLE stored_files ADD COLUMN file_name text CHECK (file_name IS NULL OR length(file_name) BETWEEN 1 AND 255);

CREATE TABLE feedback_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  subject_id uuid NOT NULL,
  rater_id uuid NOT NULL,
  requested_by uuid,
  relationship text NOT NULL CHECK (relationship IN ('peer', 'direct_report', 'other')),
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'accepted', 'declined', 'completed', 'cancelled')),
  message text NOT NULL DEFAULT '',
  decline_reason text,
  competency_ids uuid[] NOT NULL,
  due_on date NOT NULL,
  reminder_sent_at timestamptz,
  responded_at timestamptz,
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, id),
  FOREIGN KEY (company_id, subject_id) REFERENCES profiles (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, rater_id) REFERENCES profiles (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, requested_by) REFERENCES profiles (company_id, id) ON DELETE SET NULL (requested_by),
  CHECK (subject_id <> rater_id),
  CHECK ((status = 'declined') = (decline_reason IS NOT NULL))
);
CREATE UNIQUE INDEX feedback_requests_open_key ON feedback_requests (subject_id, rater_id)
  WHERE status IN ('pending', 'accepted');
CREATE INDEX feedback_requests_rater_idx ON feedback_requests (company_id, rater_id, status);
CREATE INDEX feedback_requests_subject_idx ON feedback_requests (company_id, subject_id, status);
CREATE INDEX feedback_requests_due_idx ON feedback_requests (due_on) WHERE status IN ('pending', 'accepted');

CREATE TABLE assessment_cycles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  name text NOT NULL,
  scope text NOT NULL CHECK (scope IN ('company', 'department', 'job_profile')),
  scope_value text,
  due_on date NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz,
  last_reminded_at timestamptz,
  UNIQUE (company_id, id),
  CHECK ((scope = 'company') = (scope_value IS NULL))
);

CREATE TABLE assessment_cycle_members (
  company_id uuid NOT NULL,
  cycle_id uuid NOT NULL,
  person_id uuid NOT NULL,
  reminder_sent_at timestamptz,
  PRIMARY KEY (cycle_id, person_id),
  FOREIGN KEY (company_id, cycle_id) REFERENCES assessment_cycles (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, person_id) REFERENCES profiles (company_id, id) ON DELETE CASCADE
);
CREATE INDEX assessment_cycle_members_person_idx ON assessment_cycle_members (company_id, person_id);

ALTER TABLE competency_ratings ADD COLUMN evidence_url text
  CHECK (evidence_url IS NULL OR (length(evidence_url) <= 2000 AND evidence_url ~ '^https?://'));
ALTER TABLE competency_ratings ADD COLUMN evidence_file_id uuid;
ALTER TABLE competency_ratings ADD COLUMN feedback_request_id uuid;
ALTER TABLE competency_ratings ADD COLUMN cycle_id uuid;
ALTER TABLE competency_ratings
  ADD CONSTRAINT competency_ratings_evidence_file_fkey
  FOREIGN KEY (company_id, evidence_file_id) REFERENCES stored_files (company_id, id)
  ON DELETE SET NULL (evidence_file_id);
ALTER TABLE competency_ratings
  ADD CONSTRAINT competency_ratings_feedback_request_fkey
  FOREIGN KEY (company_id, feedback_request_id) REFERENCES feedback_requests (company_id, id)
  ON DELETE SET NULL (feedback_request_id);
ALTER TABLE competency_ratings
  ADD CONSTRAINT competency_ratings_cycle_fkey
  FOREIGN KEY (company_id, cycle_id) REFERENCES assessment_cycles (company_id, id)
  ON DELETE SET NULL (cycle_id);

CREATE TABLE company_competency_settings (
  company_id uuid PRIMARY KEY REFERENCES companies(id) ON DELETE CASCADE,
  min_peer_raters integer NOT NULL DEFAULT 3 CHECK (min_peer_raters BETWEEN 3 AND 20),
  source_policy jsonb NOT NULL DEFAULT '{"mode":"first_available","order":["manager","peers","self"]}',
  updated_by uuid,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind ~ '^[a-z][a-z_.]{0,59}$'),
  payload jsonb NOT NULL DEFAULT '{}',
  run_at timestamptz NOT NULL DEFAULT now(),
  dedupe_key text UNIQUE,
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 5,
  locked_until timestamptz,
  locked_by text,
  finished_at timestamptz,
  failed_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX jobs_due_idx ON jobs (run_at) WHERE finished_at IS NULL AND failed_at IS NULL;

DO $$
DECLARE
  t text;
  rule text := 'company_id = NULLIF(current_setting(''app.company_id'', true), '''')::uuid';
BEGIN
  FOREACH t IN ARRAY ARRAY['feedback_requests', 'assessment_cycles', 'assessment_cycle_members',
                           'company_competency_settings']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_isolation ON %I USING (%s) WITH CHECK (%s)', t, rule, rule);
    EXECUTE format('CREATE POLICY owner_access ON %I TO %I USING (true) WITH CHECK (true)', t, current_user);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO competencyhub_app', t);
  END LOOP;
END
$$;
`;
