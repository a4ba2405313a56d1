/**
 * The AI help assistant (issue 12; spec sections 2, 3, 4, 7): the product's own help articles (kept in
 * code and synchronised at start-up, product-wide), full-text search over them and the FAQ in each
 * language, and each company's conversations and feedback on answers (tenant tables under row-level
 * security as in 0008). The knowledge base of each company comes in a later migration.
 */
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

/** The text-search configuration of each FAQ and help language (the stemmer that language needs). */
const searchConfig = (column: string) => `(CASE ${column}
  WHEN 'de-DE' THEN 'german'::regconfig WHEN 'fr-FR' THEN 'french'::regconfig
  WHEN 'es-ES' THEN 'spanish'::regconfig WHEN 'pt-PT' THEN 'portuguese'::regconfig
  ELSE 'english'::regconfig END)`;

export default /* sql */ `
CREATE TABLE help_articles (
  slug text NOT NULL,
  locale text NOT NULL,
  area text NOT NULL,
  path text NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  position integer NOT NULL,
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector(${searchConfig('locale')}, title), 'A') ||
    setweight(to_tsvector(${searchConfig('locale')}, body), 'B')
  ) STORED,
  PRIMARY KEY (slug, locale)
);
CREATE INDEX help_articles_search ON help_articles USING gin (search);
GRANT SELECT ON help_articles TO competencyhub_app;

ALTER TABLE faq_entries ADD COLUMN search tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector(${searchConfig('locale')}, question), 'A') ||
  setweight(to_tsvector(${searchConfig('locale')}, answer), 'B')
) STORED;
CREATE INDEX faq_entries_search ON faq_entries USING gin (search);

CREATE TABLE assistant_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX assistant_sessions_user ON assistant_sessions (company_id, user_id, updated_at DESC);
${tenantTable('assistant_sessions')}

CREATE TABLE assistant_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  session_id uuid NOT NULL REFERENCES assistant_sessions(id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('user', 'assistant')),
  content text NOT NULL,
  -- The passages an answer quotes: [{kind, title, url, excerpt}].
  citations jsonb NOT NULL DEFAULT '[]',
  mode text CHECK (mode IN ('retrieval', 'model', 'error')),
  current_page text,
  user_role text,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX assistant_messages_session ON assistant_messages (session_id, created_at);
${tenantTable('assistant_messages')}

CREATE TABLE assistant_feedback (
  message_id uuid NOT NULL REFERENCES assistant_messages(id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  rating text NOT NULL CHECK (rating IN ('helpful', 'not_helpful')),
  comment text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (message_id, user_id)
);
${tenantTable('assistant_feedback')}
`;
