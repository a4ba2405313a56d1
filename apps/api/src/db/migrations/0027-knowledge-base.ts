/**
 * The company knowledge base (issue 12; spec sections 2, 3, 4, 7): web pages a company adds (read at
 * once, or after review), split into passages the assistant searches with PostgreSQL full-text search
 * in the language each page is written in; the company's review rule; and the web pages an answer
 * offers when the knowledge base had none (External Sources Found).
 *
 * Tenant tables under forced row-level security as in 0008, with one addition: rows marked
 * product_wide (the platform's own content, kept by the system owner company) are readable by every
 * company, never writable by them.
 */
import { SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';

const tenantTable = (table: string) => `
ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON ${table}
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
DO $$ BEGIN
  EXECUTE format('CREATE POLICY owner_access ON ${table} TO %I USING (true) WITH CHECK (true)', current_user);
END $$;
GRANT SELECT, INSERT, UPDATE, DELETE ON ${table} TO competencyhub_app;
`;

/** A stemmer by name, as a constant (a generated column needs an immutable expression). */
const searchConfig = (column: string) => `(CASE ${column}
  WHEN 'english' THEN 'english'::regconfig WHEN 'german' THEN 'german'::regconfig
  WHEN 'french' THEN 'french'::regconfig WHEN 'spanish' THEN 'spanish'::regconfig
  WHEN 'portuguese' THEN 'portuguese'::regconfig ELSE 'simple'::regconfig END)`;

export default /* sql */ `
CREATE TABLE knowledge_sources (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  product_wide boolean NOT NULL DEFAULT false,
  url text NOT NULL,
  title text NOT NULL,
  description text,
  search_query text,
  tags text[] NOT NULL DEFAULT '{}',
  category text NOT NULL CHECK (category IN ('general', 'hr_policies', 'competencies', 'training_materials',
    'job_descriptions', 'performance_reviews', 'compliance', 'technical_docs', 'best_practices', 'company_handbook')),
  notes text,
  status text NOT NULL CHECK (status IN ('pending_review', 'ready', 'rejected')),
  auto_approved boolean NOT NULL,
  search_config text NOT NULL DEFAULT 'english'
    CHECK (search_config IN ('english', 'german', 'french', 'spanish', 'portuguese', 'simple')),
  content_type text,
  passage_count integer NOT NULL DEFAULT 0,
  text_length integer NOT NULL DEFAULT 0,
  -- Who submitted and reviewed, with their names as they were: a platform administrator's profile
  -- belongs to the platform company, which a company's own queries cannot read.
  submitted_by uuid REFERENCES profiles(id) ON DELETE SET NULL,
  submitted_by_name text,
  submitted_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  reviewed_by uuid REFERENCES profiles(id) ON DELETE SET NULL,
  reviewed_by_name text,
  reviewed_at timestamptz,
  rejection_reason text,
  fetched_at timestamptz,
  fetch_problem text,
  fetch_problem_at timestamptz,
  CHECK (NOT product_wide OR status <> 'pending_review'),
  -- Only the platform's own company keeps product-wide content: no company can publish to all the others.
  CHECK (NOT product_wide OR company_id = '${SYSTEM_OWNER_COMPANY_ID}')
);
-- A page is in a company's knowledge base once (a rejected one may be suggested again).
CREATE UNIQUE INDEX knowledge_sources_url ON knowledge_sources (company_id, product_wide, url)
  WHERE status <> 'rejected';
CREATE INDEX knowledge_sources_list ON knowledge_sources (company_id, product_wide, submitted_at DESC, id DESC);
${tenantTable('knowledge_sources')}
CREATE POLICY product_wide_read ON knowledge_sources FOR SELECT TO competencyhub_app USING (product_wide);

CREATE TABLE knowledge_passages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  source_id uuid NOT NULL REFERENCES knowledge_sources(id) ON DELETE CASCADE,
  product_wide boolean NOT NULL DEFAULT false,
  position integer NOT NULL,
  heading text,
  body text NOT NULL,
  search_config text NOT NULL
    CHECK (search_config IN ('english', 'german', 'french', 'spanish', 'portuguese', 'simple')),
  CHECK (NOT product_wide OR company_id = '${SYSTEM_OWNER_COMPANY_ID}'),
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector(${searchConfig('search_config')}, coalesce(heading, '')), 'A') ||
    setweight(to_tsvector(${searchConfig('search_config')}, body), 'B')
  ) STORED,
  UNIQUE (source_id, position)
);
CREATE INDEX knowledge_passages_search ON knowledge_passages USING gin (search);
CREATE INDEX knowledge_passages_company ON knowledge_passages (company_id);
CREATE INDEX knowledge_passages_product_wide ON knowledge_passages (product_wide) WHERE product_wide;
${tenantTable('knowledge_passages')}
CREATE POLICY product_wide_read ON knowledge_passages FOR SELECT TO competencyhub_app USING (product_wide);

-- The search of the knowledge base, for the app role. Row-level security evaluates its policies before
-- any condition that is not leakproof, and @@ is not: under the policies PostgreSQL cannot use the GIN
-- index and tests every passage of the company (30 ms for each query on 10,000 passages). This function
-- runs as the tables' owner, so the index is used, and applies the same rule as the policies itself: the
-- company of the transaction (app.company_id, which the app sets) or product-wide rows. It returns ids
-- and ranks only; the passages themselves are read under the policies.
CREATE FUNCTION knowledge_passage_matches(match tsquery, ranking tsquery, config text)
RETURNS TABLE (passage_id uuid, rank real)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp ROWS 100 AS $fn$
  SELECT id, ts_rank_cd(search, ranking) FROM knowledge_passages
  WHERE (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid OR product_wide)
    AND search_config = config AND search @@ match
$fn$;
REVOKE ALL ON FUNCTION knowledge_passage_matches(tsquery, tsquery, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION knowledge_passage_matches(tsquery, tsquery, text) TO competencyhub_app;

CREATE TABLE company_knowledge_settings (
  company_id uuid PRIMARY KEY REFERENCES companies(id) ON DELETE CASCADE,
  review_everyone boolean NOT NULL DEFAULT false,
  updated_by uuid REFERENCES profiles(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
${tenantTable('company_knowledge_settings')}

ALTER TABLE assistant_messages ADD COLUMN external_sources jsonb NOT NULL DEFAULT '[]';
`;
