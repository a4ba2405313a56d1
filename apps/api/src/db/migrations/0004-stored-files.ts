/**
 * Files people upload (profile photos first; logos and evidence later), kept in the database so
 * backups stay whole and every API process sees them (DESIGN: storage). Reached only through the
 * FileStore interface, so a bucket can replace the bytes column when large files arrive.
 * Tenant-owned, with the same row-level security as every other tenant table.
 */
export default /* sql */ `
CREATE TABLE stored_files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  -- The person it belongs to; their files go with their account.
  owner_id uuid REFERENCES "user"(id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose ~ '^[a-z][a-z_]{0,39}$'),
  content_type text NOT NULL CHECK (length(content_type) BETWEEN 3 AND 100),
  byte_size integer NOT NULL CHECK (byte_size > 0),
  bytes bytea NOT NULL CHECK (octet_length(bytes) = byte_size),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, id)
);
CREATE INDEX stored_files_owner_idx ON stored_files(company_id, owner_id, purpose);

GRANT SELECT, INSERT, DELETE ON stored_files TO competencyhub_app;
ALTER TABLE stored_files ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON stored_files
  USING (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid)
  WITH CHECK (company_id = NULLIF(current_setting('app.company_id', true), '')::uuid);

-- People edit their own name in a tenant transaction; Better Auth's copy of it changes in the same one.
GRANT UPDATE (name, updated_at) ON "user" TO competencyhub_app;
`;
