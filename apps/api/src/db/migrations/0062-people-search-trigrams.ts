/**
 * Substring searches of people by name or e-mail (`ILIKE '%…%'`) over a trigram index instead of every
 * profile of the company (issue 24; the IT Administration bench: a search of a company's sessions at
 * 100,000 people took 300 ms scanning them all).
 *
 * Under row-level security the planner may not use an index for a qual whose operator is not leakproof
 * (ILIKE is not) before the tenant policy has filtered the rows, so in a tenant transaction the index
 * would sit unused. tenant_people_matching runs the match as the tables' owner, whose policy lets
 * every row through, and confines it itself to the company of the transaction (app.company_id, as the
 * tenant policy does): it answers nothing the policy would not, and nothing outside a tenant
 * transaction. pg_trgm is a trusted extension (PostgreSQL 13 and later), so the database's owner may
 * create it; PGlite loads it with the database (PGLITE_EXTENSIONS in db/client.ts). Patterns under
 * three characters still scan.
 */
export default /* sql */ `
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX profiles_full_name_trgm ON profiles USING gin (full_name gin_trgm_ops);
CREATE INDEX profiles_email_trgm ON profiles USING gin (email gin_trgm_ops);

CREATE FUNCTION tenant_people_matching(pattern text) RETURNS SETOF uuid
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT id FROM profiles
  WHERE company_id = nullif(current_setting('app.company_id', true), '')::uuid
    AND (full_name ILIKE pattern OR email ILIKE pattern)
$$;
REVOKE ALL ON FUNCTION tenant_people_matching(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION tenant_people_matching(text) TO competencyhub_app;
`;
