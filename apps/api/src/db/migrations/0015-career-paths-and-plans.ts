/**
 * Career paths and career plans (issue 9).
 *
 * - job_profile_next_steps links a job profile to the roles one can move on to: a promotion or a
 *   lateral move. Both ends are of the same company (foreign keys over (company_id, id)); deleting
 *   either profile removes the link.
 * - career_targets are the one or two roles a person aims for, each with a target date; the limit
 *   of two is the service's (it locks the person's row while it replaces the list).
 * - career_plan_comments are the conversation on a person's plan (their manager's notes, their replies).
 * - profiles.open_to_internal_opportunities: off until the person turns it on (talent search reads it).
 * - Row-level security as in 0008.
 */
export default /* sql */ `
CREATE TABLE job_profile_next_steps (
  company_id uuid NOT NULL,
  from_job_profile_id uuid NOT NULL,
  to_job_profile_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('promotion', 'lateral')),
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (from_job_profile_id, to_job_profile_id),
  CHECK (from_job_profile_id <> to_job_profile_id),
  FOREIGN KEY (company_id, from_job_profile_id) REFERENCES job_profiles (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, to_job_profile_id) REFERENCES job_profiles (company_id, id) ON DELETE CASCADE
);
CREATE INDEX job_profile_next_steps_to_idx ON job_profile_next_steps (company_id, to_job_profile_id);

CREATE TABLE career_targets (
  company_id uuid NOT NULL,
  profile_id uuid NOT NULL,
  job_profile_id uuid NOT NULL,
  target_date date NOT NULL,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (profile_id, job_profile_id),
  FOREIGN KEY (company_id, profile_id) REFERENCES profiles (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, job_profile_id) REFERENCES job_profiles (company_id, id) ON DELETE CASCADE
);
CREATE INDEX career_targets_job_profile_idx ON career_targets (company_id, job_profile_id);

CREATE TABLE career_plan_comments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL,
  profile_id uuid NOT NULL,
  author_id uuid,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (company_id, profile_id) REFERENCES profiles (company_id, id) ON DELETE CASCADE
);
CREATE INDEX career_plan_comments_profile_idx ON career_plan_comments (company_id, profile_id, created_at);

ALTER TABLE profiles ADD COLUMN open_to_internal_opportunities boolean NOT NULL DEFAULT false;

DO $$
DECLARE
  t text;
  rule text := 'company_id = NULLIF(current_setting(''app.company_id'', true), '''')::uuid';
BEGIN
  FOREACH t IN ARRAY ARRAY['job_profile_next_steps', 'career_targets', 'career_plan_comments']
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
