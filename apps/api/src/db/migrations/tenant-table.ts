/**
 * The row-level-security block every tenant table gets from migration 0029 on: forced RLS, a tenant
 * policy that reads app.company_id once per statement (decision 0051), the owner's policy, and the
 * app role's grants. Frozen like the migrations that use it: a change here would rewrite history.
 */
export const tenantTable = (table: string) => `
ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON ${table}
  USING (company_id = (SELECT NULLIF(current_setting('app.company_id', true), '')::uuid))
  WITH CHECK (company_id = (SELECT NULLIF(current_setting('app.company_id', true), '')::uuid));
DO $$ BEGIN
  EXECUTE format('CREATE POLICY owner_access ON ${table} TO %I USING (true) WITH CHECK (true)', current_user);
END $$;
GRANT SELECT, INSERT, UPDATE, DELETE ON ${table} TO competencyhub_app;
`;
