import { tenantTable } from './tenant-table.ts';

/**
 * What IT Administration's System tab reads (issue 24, decision 0069), each without a walk of the
 * rows it sums up:
 * - company_storage: each company's stored files and bytes, kept by two statement-level triggers on
 *   stored_files (one row per company and statement, however many files a statement adds or removes)
 *   and filled once here from the files already stored;
 * - partial indexes for the jobs that failed for good and the e-mails given up on, which the tab
 *   counts and lists among every job and e-mail ever queued.
 */
export default /* sql */ `
-- No file is added or removed between the counters' fill and their triggers (a server still running
-- the previous version keeps writing until it stops): writers wait for this migration's commit.
LOCK TABLE stored_files IN SHARE ROW EXCLUSIVE MODE;

CREATE TABLE company_storage (
  company_id uuid PRIMARY KEY REFERENCES companies(id) ON DELETE CASCADE,
  files integer NOT NULL DEFAULT 0 CHECK (files >= 0),
  bytes bigint NOT NULL DEFAULT 0 CHECK (bytes >= 0)
);
${tenantTable('company_storage')}
CREATE INDEX company_storage_by_size_idx ON company_storage (bytes DESC, company_id);

CREATE FUNCTION company_storage_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_storage AS s (company_id, files, bytes)
    SELECT company_id, count(*), sum(byte_size) FROM added GROUP BY company_id
  ON CONFLICT (company_id) DO UPDATE SET files = s.files + EXCLUDED.files, bytes = s.bytes + EXCLUDED.bytes;
  RETURN NULL;
END $$;
CREATE TRIGGER company_storage_added AFTER INSERT ON stored_files
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION company_storage_added();

CREATE FUNCTION company_storage_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE company_storage s SET files = greatest(0, s.files - r.files), bytes = greatest(0, s.bytes - r.bytes)
  FROM (SELECT company_id, count(*) AS files, sum(byte_size) AS bytes FROM removed GROUP BY company_id) r
  WHERE s.company_id = r.company_id;
  RETURN NULL;
END $$;
CREATE TRIGGER company_storage_removed AFTER DELETE ON stored_files
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION company_storage_removed();

INSERT INTO company_storage (company_id, files, bytes)
  SELECT company_id, count(*), coalesce(sum(byte_size), 0) FROM stored_files GROUP BY company_id;

CREATE INDEX jobs_failed_idx ON jobs (failed_at DESC) WHERE failed_at IS NOT NULL;
CREATE INDEX email_outbox_failed_idx ON email_outbox (created_at) WHERE status = 'failed';
`;
