/**
 * Development plans (issue 9).
 *
 * - development_actions: what a person will do to close a gap (a course, a project, mentoring,
 *   reading, other), due on a day, linked to one to five competencies
 *   (development_action_competencies), optionally with a mentor of the same company. Completing one
 *   keeps its evidence (a link, a file of stored_files, a note) and asks the line manager for a
 *   re-assessment (reassessment_requested_at).
 * - development_plans: one row per person whose plan exists: when its actions last changed
 *   (changed_at), who approved it and when, and when the weekly overdue e-mail last went.
 * - development_plan_comments: the manager's comments and the person's replies.
 * - profiles.mentor_opt_in (off by default): offered as a mentor where the person is advanced or
 *   better; profiles.overdue_action_emails (on by default): the weekly e-mail about overdue actions.
 * - Row-level security as in 0008.
 */
export default /* sql */ `
CREATE TABLE development_actions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL,
  profile_id uuid NOT NULL,
  type text NOT NULL CHECK (type IN ('course', 'project', 'mentoring', 'reading', 'other')),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  url text,
  due_on date NOT NULL,
  status text NOT NULL DEFAULT 'planned' CHECK (status IN ('planned', 'in_progress', 'done', 'cancelled')),
  mentor_id uuid,
  evidence_url text,
  evidence_file_id uuid,
  completion_note text NOT NULL DEFAULT '',
  completed_at timestamptz,
  reassessment_requested_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, id),
  FOREIGN KEY (company_id, profile_id) REFERENCES profiles (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, mentor_id) REFERENCES profiles (company_id, id) ON DELETE SET NULL (mentor_id)
);
CREATE INDEX development_actions_profile_idx ON development_actions (company_id, profile_id, due_on);
CREATE INDEX development_actions_open_due_idx ON development_actions (due_on)
  WHERE status IN ('planned', 'in_progress');

CREATE TABLE development_action_competencies (
  company_id uuid NOT NULL,
  action_id uuid NOT NULL,
  competency_id uuid NOT NULL,
  PRIMARY KEY (action_id, competency_id),
  FOREIGN KEY (company_id, action_id) REFERENCES development_actions (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, competency_id) REFERENCES competencies (company_id, id) ON DELETE CASCADE
);

CREATE TABLE development_plans (
  company_id uuid NOT NULL,
  profile_id uuid PRIMARY KEY,
  changed_at timestamptz NOT NULL DEFAULT now(),
  approved_by uuid,
  approved_at timestamptz,
  overdue_emailed_at timestamptz,
  FOREIGN KEY (company_id, profile_id) REFERENCES profiles (company_id, id) ON DELETE CASCADE
);

CREATE TABLE development_plan_comments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL,
  profile_id uuid NOT NULL,
  author_id uuid,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (company_id, profile_id) REFERENCES profiles (company_id, id) ON DELETE CASCADE
);
CREATE INDEX development_plan_comments_profile_idx ON development_plan_comments (company_id, profile_id, created_at);

ALTER TABLE profiles ADD COLUMN mentor_opt_in boolean NOT NULL DEFAULT false;
ALTER TABLE profiles ADD COLUMN overdue_action_emails boolean NOT NULL DEFAULT true;

DO $$
DECLARE
  t text;
  rule text := 'company_id = NULLIF(current_setting(''app.company_id'', true), '''')::uuid';
BEGIN
  FOREACH t IN ARRAY ARRAY['development_actions', 'development_action_competencies', 'development_plans',
                           'development_plan_comments']
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
