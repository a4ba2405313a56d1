/** Accounts, companies, membership, invitations, audit log, e-mail outbox and row-level security. */
export default /* sql */ `
CREATE TABLE "user" (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL UNIQUE,
  email_verified boolean NOT NULL DEFAULT false,
  image text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE session (
  id uuid PRIMARY KEY,
  expires_at timestamptz NOT NULL,
  token text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  ip_address text,
  user_agent text,
  user_id uuid NOT NULL REFERENCES "user"(id) ON DELETE CASCADE
);
CREATE INDEX session_user_id_idx ON session(user_id);

CREATE TABLE account (
  id uuid PRIMARY KEY,
  account_id text NOT NULL,
  provider_id text NOT NULL,
  user_id uuid NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  access_token text,
  refresh_token text,
  id_token text,
  access_token_expires_at timestamptz,
  refresh_token_expires_at timestamptz,
  scope text,
  password text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_user_id_idx ON account(user_id);

CREATE TABLE verification (
  id uuid PRIMARY KEY,
  identifier text NOT NULL,
  value text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verification_identifier_idx ON verification(identifier);

CREATE TABLE companies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  description text,
  logo_url text,
  primary_color text,
  secondary_color text,
  accent_color text,
  website_url text,
  contact_email text,
  contact_phone text,
  address text,
  timezone text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE company_domains (
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  domain text NOT NULL UNIQUE CHECK (domain = lower(domain)),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, domain)
);

CREATE TABLE profiles (
  id uuid PRIMARY KEY REFERENCES "user"(id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies(id),
  email text NOT NULL,
  full_name text NOT NULL,
  role text NOT NULL DEFAULT 'employee' CHECK (role IN
    ('employee','team_manager','learning_lead','company_it_admin','account_holder','system_admin','system_owner')),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active','pending_approval','unauthorized','deactivated')),
  avatar_url text,
  -- E.164; a second way to sign in, so unique across the platform.
  phone text CHECK (phone ~ '^\\+[1-9][0-9]{6,14}$'),
  managed_company_id uuid REFERENCES companies(id) ON DELETE SET NULL,
  last_sign_in_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, id)
);
CREATE INDEX profiles_company_status_idx ON profiles(company_id, status, created_at);
CREATE UNIQUE INDEX profiles_phone_idx ON profiles(phone) WHERE phone IS NOT NULL;

CREATE TABLE invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  email text NOT NULL,
  role text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','accepted','revoked','expired')),
  -- sha256 of the secret in the e-mailed link; the secret itself is never stored or returned.
  token_hash text NOT NULL UNIQUE,
  invited_by uuid REFERENCES "user"(id) ON DELETE SET NULL,
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, id)
);
CREATE UNIQUE INDEX invitations_one_pending_idx ON invitations(company_id, email) WHERE status = 'pending';

CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  company_id uuid,
  actor_id uuid,
  actor_email text,
  action text NOT NULL,
  target_type text,
  target_id text,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  ip text,
  request_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_company_idx ON audit_log(company_id, id DESC);

CREATE TABLE email_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','sent','logged','failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX email_outbox_pending_idx ON email_outbox(created_at) WHERE status = 'pending';

CREATE TABLE auth_rate_limits (
  key text PRIMARY KEY,
  window_started_at timestamptz NOT NULL,
  count integer NOT NULL
);

-- Row-level security: the second wall behind the repositories' WHERE company_id = ...
-- Tenant transactions run as competencyhub_app with app.company_id set for the transaction.
-- The connecting role owns the tables and is not subject to the policies (no FORCE), so the few
-- deliberate cross-tenant reads (sign-up domain lookup, session loading) run as the owner.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'competencyhub_app') THEN
    CREATE ROLE competencyhub_app NOLOGIN;
  END IF;
END
$$;
GRANT competencyhub_app TO CURRENT_USER;
GRANT USAGE ON SCHEMA public TO competencyhub_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON companies, company_domains, profiles, invitations, audit_log TO competencyhub_app;
GRANT USAGE ON SEQUENCE audit_log_id_seq TO competencyhub_app;
-- E-mail is queued in the same transaction as the change that causes it.
GRANT INSERT ON email_outbox TO competencyhub_app;
GRANT SELECT ON "user" TO competencyhub_app;
GRANT UPDATE (email_verified, updated_at) ON "user" TO competencyhub_app;

ALTER TABLE companies ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON companies
  USING (id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (id = NULLIF(current_setting('app.company_id', true), '')::uuid);

ALTER TABLE company_domains ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON company_domains
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);

ALTER TABLE profiles ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON profiles
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);

ALTER TABLE invitations ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON invitations
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);

ALTER TABLE audit_log ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON audit_log
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);

-- The system owner company exists on every database (spec: fixed all-zero-style id ending in 1).
INSERT INTO companies (id, name) VALUES ('00000000-0000-0000-0000-000000000001', 'CompetencyHub');
`;
