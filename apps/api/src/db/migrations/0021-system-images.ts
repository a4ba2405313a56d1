/**
 * System images (issue 10; spec section 3): the platform's logo, favicon and system-owner picture,
 * owned by the system owner company. The bytes are a stored file (stored_files, purpose
 * 'system_image'), like profile photos and company logos; the row keeps the spec's file fields.
 * One active image per company and type (a partial unique index): uploading a logo deactivates
 * the others first (spec section 4). Row-level security as in 0008.
 */
export default /* sql */ `
CREATE TABLE system_images (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  image_type text NOT NULL CHECK (image_type IN ('logo', 'favicon', 'system_owner')),
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  is_active boolean NOT NULL DEFAULT false,
  file_id uuid NOT NULL REFERENCES stored_files(id),
  file_name text NOT NULL,
  file_path text NOT NULL UNIQUE,
  file_url text NOT NULL,
  file_type text NOT NULL,
  file_size integer NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX system_images_one_active ON system_images (company_id, image_type) WHERE is_active;
CREATE INDEX system_images_by_type ON system_images (company_id, image_type, created_at DESC);

ALTER TABLE system_images ENABLE ROW LEVEL SECURITY;
ALTER TABLE system_images FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON system_images
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);
DO $$ BEGIN
  EXECUTE format('CREATE POLICY owner_access ON system_images TO %I USING (true) WITH CHECK (true)', current_user);
END $$;
GRANT SELECT, INSERT, UPDATE, DELETE ON system_images TO competencyhub_app;
`;
