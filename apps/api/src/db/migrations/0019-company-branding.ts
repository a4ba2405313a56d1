/**
 * Company branding (issue 10; spec section 3): one row per company, upserted on company_id. The
 * colours stay on `companies` (primary_color, secondary_color, accent_color), as the spec places
 * them. custom_css holds what is applied: the CSS as typed, reduced by the sanitiser.
 * Row-level security as in 0008.
 */
export default /* sql */ `
CREATE TABLE company_branding_settings (
  company_id uuid PRIMARY KEY REFERENCES companies(id) ON DELETE CASCADE,
  theme_mode text NOT NULL DEFAULT 'light' CHECK (theme_mode IN ('light', 'dark', 'system')),
  custom_css text NOT NULL DEFAULT '',
  logo_position text NOT NULL DEFAULT 'left' CHECK (logo_position IN ('left', 'center')),
  show_company_name boolean NOT NULL DEFAULT true,
  header_style text NOT NULL DEFAULT 'default' CHECK (header_style IN ('default', 'minimal', 'bold')),
  sidebar_style text NOT NULL DEFAULT 'default' CHECK (sidebar_style IN ('default', 'compact', 'expanded')),
  font_family text NOT NULL DEFAULT 'Inter',
  updated_by uuid,
  updated_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE company_branding_settings ENABLE ROW LEVEL SECURITY;
ALTER TABLE company_branding_settings FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON company_branding_settings
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
DO $$ BEGIN
  EXECUTE format('CREATE POLICY owner_access ON company_branding_settings TO %I USING (true) WITH CHECK (true)', current_user);
END $$;
GRANT SELECT, INSERT, UPDATE, DELETE ON company_branding_settings TO competencyhub_app;
`;
