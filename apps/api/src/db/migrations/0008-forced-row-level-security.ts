/**
 * Row-level security on every tenant table, forced, with the owner's cross-tenant access written
 * down as a policy instead of implied by ownership (decision 0004).
 *
 * Until now the connecting role owned the tables and so bypassed their policies (no FORCE), and
 * email_outbox, though it carries company_id, had no policy at all. For every table with a
 * company_id column (and companies, keyed by id) this:
 * - enables and FORCEs row-level security: the owner is subject to policies too;
 * - adds the tenant policy where it is missing (email_outbox): every role sees and writes only the
 *   rows of the company in app.company_id, and nothing without one;
 * - adds owner_access, TO the table's owner only: the deliberate cross-tenant work (session
 *   loading, the sign-up domain look-up, the outbox worker, system-level lists, migrations) keeps
 *   running as that role. Tenant transactions switch to competencyhub_app, which is not a member
 *   of the owner, so only the tenant policy applies to them.
 * Superusers bypass row-level security whatever it says (PostgreSQL's rule); production should
 * connect as an ordinary role that owns the tables. A later migration that adds a tenant table
 * writes the same three statements for it; the row-level security test fails until it does.
 */
export default /* sql */ `
DO $$
DECLARE
  t record;
  rule text;
BEGIN
  FOR t IN
    SELECT c.relname AS name,
           pg_get_userbyid(c.relowner) AS owner,
           CASE WHEN c.relname = 'companies' THEN 'id' ELSE 'company_id' END AS key
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
      AND (c.relname = 'companies' OR EXISTS (
        SELECT 1 FROM pg_attribute a
        WHERE a.attrelid = c.oid AND a.attname = 'company_id' AND NOT a.attisdropped))
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t.name);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.name);
    IF NOT EXISTS (SELECT 1 FROM pg_policies
                   WHERE schemaname = 'public' AND tablename = t.name AND policyname = 'tenant_isolation') THEN
      rule := format('%I = NULLIF(current_setting(%L, true), %L)::uuid', t.key, 'app.company_id', '');
      EXECUTE format('CREATE POLICY tenant_isolation ON %I USING (%s) WITH CHECK (%s)', t.name, rule, rule);
    END IF;
    IF NOT EXISTS (SELECT 1 FROM pg_policies
                   WHERE schemaname = 'public' AND tablename = t.name AND policyname = 'owner_access') THEN
      EXECUTE format('CREATE POLICY owner_access ON %I TO %I USING (true) WITH CHECK (true)', t.name, t.owner);
    END IF;
  END LOOP;
END
$$;
`;
