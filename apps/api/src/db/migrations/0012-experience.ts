/**
 * Experience (issue 8): a person's employment history and their qualifications and certifications,
 * with an optional certificate file (a stored evidence file) and links to the competencies they
 * evidence. A certification about to expire is e-mailed about once (expiry_reminder_sent_at), by the
 * reminders sweep of the job runner. Row-level security as in 0008.
 */
export default /* sql */ `
CREATE TABLE employment_history (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  person_id uuid NOT NULL,
  employer text NOT NULL,
  title text NOT NULL,
  start_on date NOT NULL,
  end_on date,
  description text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (company_id, person_id) REFERENCES profiles (company_id, id) ON DELETE CASCADE,
  CHECK (end_on IS NULL OR end_on >= start_on)
);
CREATE INDEX employment_history_person_idx ON employment_history (company_id, person_id);

CREATE TABLE certifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  person_id uuid NOT NULL,
  name text NOT NULL,
  issuer text NOT NULL DEFAULT '',
  credential_id text NOT NULL DEFAULT '',
  issued_on date,
  expires_on date,
  file_id uuid,
  competency_ids uuid[] NOT NULL DEFAULT '{}',
  expiry_reminder_sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (company_id, person_id) REFERENCES profiles (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, file_id) REFERENCES stored_files (company_id, id) ON DELETE SET NULL (file_id),
  CHECK (expires_on IS NULL OR issued_on IS NULL OR expires_on >= issued_on)
);
CREATE INDEX certifications_person_idx ON certifications (company_id, person_id);
CREATE INDEX certifications_expiry_idx ON certifications (expires_on) WHERE expiry_reminder_sent_at IS NULL;

DO $$
DECLARE
  t text;
  rule text := 'company_id = NULLIF(current_setting(''app.company_id'', true), '''')::uuid';
BEGIN
  FOREACH t IN ARRAY ARRAY['employment_history', 'certifications']
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
