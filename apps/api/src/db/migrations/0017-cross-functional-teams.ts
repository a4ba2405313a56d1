/**
 * Cross-functional teams (issue 9): besides each line manager's direct reports (a team with no
 * set-up), learning leads and administrators make teams of their own: a name, a lead, members (a
 * person may be in several) and, optionally, a chosen set of competencies the matrix shows instead of
 * what the members' job profiles require. Everything stays within one company (foreign keys over
 * (company_id, id)); a deleted person leaves the teams they were in, a deleted lead leaves the team
 * without one. Row-level security as in 0008.
 */
export default /* sql */ `
CREATE TABLE teams (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  name text NOT NULL,
  lead_id uuid,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, id),
  FOREIGN KEY (company_id, lead_id) REFERENCES profiles (company_id, id) ON DELETE SET NULL (lead_id)
);
CREATE UNIQUE INDEX teams_name_key ON teams (company_id, lower(name));
CREATE INDEX teams_lead_idx ON teams (company_id, lead_id);

CREATE TABLE team_members (
  company_id uuid NOT NULL,
  team_id uuid NOT NULL,
  profile_id uuid NOT NULL,
  PRIMARY KEY (team_id, profile_id),
  FOREIGN KEY (company_id, team_id) REFERENCES teams (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, profile_id) REFERENCES profiles (company_id, id) ON DELETE CASCADE
);
CREATE INDEX team_members_profile_idx ON team_members (company_id, profile_id);

CREATE TABLE team_competencies (
  company_id uuid NOT NULL,
  team_id uuid NOT NULL,
  competency_id uuid NOT NULL,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (team_id, competency_id),
  FOREIGN KEY (company_id, team_id) REFERENCES teams (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, competency_id) REFERENCES competencies (company_id, id) ON DELETE CASCADE
);

DO $$
DECLARE
  t text;
  rule text := 'company_id = NULLIF(current_setting(''app.company_id'', true), '''')::uuid';
BEGIN
  FOREACH t IN ARRAY ARRAY['teams', 'team_members', 'team_competencies']
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
