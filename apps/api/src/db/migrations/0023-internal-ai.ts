/**
 * Internal AI (issue 11, spec section 4; decision 0039): the OpenAI-compatible endpoint an enterprise
 * company's AI runs on, its API key encrypted by the server (AES-256-GCM, never stored in clear), and
 * every call the server makes to it, from which usage is measured. Row-level security as in 0008.
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

export default /* sql */ `
CREATE TABLE internal_ai_endpoints (
  company_id uuid PRIMARY KEY REFERENCES companies(id) ON DELETE CASCADE,
  base_url text NOT NULL,
  model text NOT NULL,
  api_key_encrypted text NOT NULL,
  api_key_hint text NOT NULL,
  last_checked_at timestamptz,
  last_check_ok boolean,
  last_check_reason text,
  last_check_http_status integer,
  last_check_ms integer,
  configured_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
${tenantTable('internal_ai_endpoints')}

CREATE TABLE internal_ai_calls (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('health_check', 'assistant', 'generator')),
  started_at timestamptz NOT NULL,
  duration_ms integer NOT NULL CHECK (duration_ms >= 0),
  ok boolean NOT NULL,
  http_status integer
);
CREATE INDEX internal_ai_calls_company ON internal_ai_calls (company_id, started_at);
${tenantTable('internal_ai_calls')}
`;
