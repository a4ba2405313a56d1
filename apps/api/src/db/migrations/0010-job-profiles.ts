/**
 * Job profiles (issue 8): what a company expects of a role, as required competencies with a
 * required level and an importance, and who holds each role.
 *
 * - profiles.job_profile_id is the assignment; the foreign key runs over (company_id, id) so a
 *   person can never hold another company's profile, and deleting a profile clears only the link.
 *   profiles.job_title and profiles.department stay as columns (every list reads them) but are
 *   written from the assigned job profile by the service, never by the employee.
 * - A requirement's level is on its framework's current scale; a scale change remaps it with the
 *   same checked mapping the ratings are read through (see competencies/frameworks.ts).
 * - Row-level security as in 0008 and 0009.
 */
export default /* sql */ `
CREATE TABLE job_profiles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  title text NOT NULL,
  department text NOT NULL DEFAULT '',
  grade text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  archived_at timestamptz,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, id)
);
CREATE UNIQUE INDEX job_profiles_title_key ON job_profiles (company_id, lower(title), lower(grade));

CREATE TABLE job_profile_requirements (
  company_id uuid NOT NULL,
  job_profile_id uuid NOT NULL,
  competency_id uuid NOT NULL,
  required_level integer NOT NULL CHECK (required_level >= 1),
  importance text NOT NULL CHECK (importance IN ('critical', 'important', 'nice_to_have')),
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (job_profile_id, competency_id),
  FOREIGN KEY (company_id, job_profile_id) REFERENCES job_profiles (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, competency_id) REFERENCES competencies (company_id, id) ON DELETE CASCADE
);
CREATE INDEX job_profile_requirements_competency_idx ON job_profile_requirements (competency_id);

ALTER TABLE profiles ADD COLUMN job_profile_id uuid;
ALTER TABLE profiles
  ADD CONSTRAINT profiles_job_profile_same_company_fkey
  FOREIGN KEY (company_id, job_profile_id) REFERENCES job_profiles (company_id, id)
  ON DELETE SET NULL (job_profile_id);
CREATE INDEX profiles_job_profile_idx ON profiles (company_id, job_profile_id);

DO $$
DECLARE
  t text;
  rule text := 'company_id = NULLIF(current_setting(''app.company_id'', true), '''')::uuid';
BEGIN
  FOREACH t IN ARRAY ARRAY['job_profiles', 'job_profile_requirements']
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
