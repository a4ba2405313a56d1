/**
 * Audit-log ids were numbers from one sequence shared by every company, so the gap between two of
 * a company's ids told it how much the others had done. They become random UUIDs: existing rows get
 * one each (gen_random_uuid() is evaluated per row), new rows by default. The list pages on
 * (created_at, id), which the index follows.
 */
export default /* sql */ `
ALTER TABLE audit_log ALTER COLUMN id DROP DEFAULT;
ALTER TABLE audit_log ALTER COLUMN id SET DATA TYPE uuid USING gen_random_uuid();
ALTER TABLE audit_log ALTER COLUMN id SET DEFAULT gen_random_uuid();
DROP SEQUENCE IF EXISTS audit_log_id_seq;
DROP INDEX IF EXISTS audit_log_company_idx;
CREATE INDEX audit_log_company_idx ON audit_log (company_id, created_at DESC, id DESC);
`;
