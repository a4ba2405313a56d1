/**
 * Subscriptions (issue 11; spec sections 3, 4, 9): one per company, its add-ons, and the invoices and
 * credit notes every change writes. Money in integer cents (USD). Companies that exist when this runs
 * start a 14-day trial now, as a new company does; the system owner company has no limits and is
 * given none here. Row-level security as in 0008.
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
CREATE TABLE subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL UNIQUE REFERENCES companies(id) ON DELETE CASCADE,
  plan text NOT NULL CHECK (plan IN ('free_trial', 'starter', 'professional', 'enterprise_essentials', 'enterprise_core')),
  status text NOT NULL CHECK (status IN ('trialing', 'active', 'past_due', 'canceled')),
  current_period_start timestamptz NOT NULL,
  current_period_end timestamptz NOT NULL CHECK (current_period_end > current_period_start),
  payment_method text NOT NULL DEFAULT 'bank_transfer' CHECK (payment_method IN ('bank_transfer', 'card')),
  provider_subscription_id text,
  provider_customer_id text,
  has_internal_ai boolean NOT NULL DEFAULT false,
  internal_ai_status text NOT NULL DEFAULT 'not_configured'
    CHECK (internal_ai_status IN ('not_configured', 'configured', 'active')),
  exempt_from_ai_billing boolean NOT NULL DEFAULT false,
  -- The plan's AI credits spent in the current period; add-on credits are counted on their purchase.
  plan_credits_used integer NOT NULL DEFAULT 0 CHECK (plan_credits_used >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
${tenantTable('subscriptions')}

CREATE TABLE subscription_add_ons (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  add_on_id text NOT NULL CHECK (add_on_id IN ('user_block_50', 'ai_credits_50')),
  quantity integer NOT NULL CHECK (quantity > 0),
  unit_price_cents integer NOT NULL CHECK (unit_price_cents >= 0),
  billing_type text NOT NULL CHECK (billing_type IN ('recurring', 'one_time')),
  -- AI credits this row gave (a pack, or credits granted by the system owner) and what is left of them.
  credits_granted integer CHECK (credits_granted >= 0),
  credits_remaining integer CHECK (credits_remaining >= 0),
  -- Why the system owner granted it (a purchase has none).
  grant_reason text,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX subscription_add_ons_company ON subscription_add_ons (company_id, created_at);
${tenantTable('subscription_add_ons')}

CREATE TABLE invoices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  number text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('invoice', 'credit_note')),
  status text NOT NULL CHECK (status IN ('open', 'paid', 'void')),
  payment_method text NOT NULL CHECK (payment_method IN ('bank_transfer', 'card')),
  currency text NOT NULL DEFAULT 'USD',
  total_cents integer NOT NULL CHECK (total_cents >= 0),
  period_start timestamptz,
  period_end timestamptz,
  issued_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  created_by uuid,
  UNIQUE (company_id, number)
);
CREATE INDEX invoices_company ON invoices (company_id, issued_at DESC);
${tenantTable('invoices')}

CREATE TABLE invoice_lines (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  invoice_id uuid NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
  position integer NOT NULL,
  description text NOT NULL,
  quantity integer NOT NULL,
  unit_amount_cents integer NOT NULL,
  amount_cents integer NOT NULL,
  UNIQUE (invoice_id, position)
);
${tenantTable('invoice_lines')}

INSERT INTO subscriptions (company_id, plan, status, current_period_start, current_period_end)
SELECT id, 'free_trial', 'trialing', now(), now() + interval '14 days'
FROM companies WHERE id <> '00000000-0000-0000-0000-000000000001';
`;
