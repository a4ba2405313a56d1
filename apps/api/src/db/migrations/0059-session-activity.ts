/**
 * Sessions across a company (issue 24, IT Administration > Users; decision 0074). Better Auth's
 * `session` rows had no company and no last activity; an IT team lists them per company, newest
 * activity first, and the company's session policy ends them.
 *
 * - `company_id`: the company of the person the session is theirs (their profile's), copied in by
 *   triggers so a page of a company's sessions is read in the order of one index that leads with
 *   company_id, whatever the number of people. A session made before its profile (sign-up writes the
 *   identity first) gets it when the profile is written.
 * - `last_active_at`: written by the session check at most once a minute per session.
 * - A new session's `expires_at` is cut to the company's session lifetime.
 * - Row-level security as on tenant tables: the app role reads a company's sessions (never the token)
 *   and deletes them only inside that company's transaction. Better Auth and the session check run
 *   as the owner, whose policy lets them through as before.
 * - `profiles.password_reset_required_at`: an IT administrator forced a password reset; password
 *   sign-in is refused until the person sets a new one through the reset link.
 */
export default /* sql */ `
ALTER TABLE session ADD COLUMN company_id uuid REFERENCES companies(id) ON DELETE CASCADE;
ALTER TABLE session ADD COLUMN last_active_at timestamptz NOT NULL DEFAULT now();
UPDATE session s SET company_id = p.company_id, last_active_at = s.updated_at
  FROM profiles p WHERE p.id = s.user_id;
CREATE INDEX session_company_activity ON session (company_id, last_active_at DESC, id DESC);

ALTER TABLE profiles ADD COLUMN password_reset_required_at timestamptz;

-- Runs as the owner (SECURITY DEFINER): the policy row and the profile are read whoever inserts.
CREATE FUNCTION session_company() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  lifetime integer;
BEGIN
  SELECT p.company_id, coalesce(sp.session_lifetime_hours, 168)
    INTO NEW.company_id, lifetime
    FROM profiles p LEFT JOIN company_security_policy sp ON sp.company_id = p.company_id
    WHERE p.id = NEW.user_id;
  IF lifetime IS NOT NULL THEN
    NEW.expires_at := least(NEW.expires_at, NEW.created_at + make_interval(hours => lifetime));
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER session_company BEFORE INSERT ON session FOR EACH ROW EXECUTE FUNCTION session_company();

-- A profile written after its first session (sign-up): that session joins the company now. Once per
-- statement, set-based, so an import of 100,000 people costs one join, not 100,000 probes.
CREATE FUNCTION profiles_sessions_company() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  UPDATE session s SET company_id = a.company_id FROM added a
    WHERE s.user_id = a.id AND s.company_id IS DISTINCT FROM a.company_id;
  RETURN NULL;
END $$;
CREATE TRIGGER profiles_sessions_company AFTER INSERT ON profiles
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION profiles_sessions_company();

-- A person moved to another company (rare): their sessions follow.
CREATE FUNCTION profile_sessions_moved() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  UPDATE session SET company_id = NEW.company_id WHERE user_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER profile_sessions_moved AFTER UPDATE OF company_id ON profiles
  FOR EACH ROW WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id) EXECUTE FUNCTION profile_sessions_moved();

ALTER TABLE session ENABLE ROW LEVEL SECURITY;
ALTER TABLE session FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON session
  USING (company_id = (SELECT NULLIF(current_setting('app.company_id', true), '')::uuid))
  WITH CHECK (company_id = (SELECT NULLIF(current_setting('app.company_id', true), '')::uuid));
DO $$ BEGIN
  EXECUTE format('CREATE POLICY owner_access ON session TO %I USING (true) WITH CHECK (true)', current_user);
END $$;
-- Never the token: the app role lists and ends sessions, it cannot sign in as one.
GRANT SELECT (id, user_id, company_id, created_at, updated_at, last_active_at, expires_at, ip_address, user_agent)
  ON session TO competencyhub_app;
GRANT DELETE ON session TO competencyhub_app;
`;
