/**
 * The nightly comparison of each company's storage counters (company_storage, migration 0054) with the
 * files themselves (decision 0069): one row per night, platform-wide, as level_consistency_checks keeps
 * the stored-levels check. The counters are kept by triggers, so a difference means a write reached
 * stored_files around them (a restore, a hand-run statement); the check reports it and repairs it.
 */
export default /* sql */ `
CREATE TABLE storage_checks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  checked_at timestamptz NOT NULL DEFAULT now(),
  companies integer NOT NULL CHECK (companies >= 0),
  mismatched integer NOT NULL CHECK (mismatched >= 0),
  -- The counters were set to what was counted, in the same snapshot; false when an upload changed one
  -- of them meanwhile (the next night tries again).
  repaired boolean NOT NULL,
  examples jsonb NOT NULL DEFAULT '[]'
);
CREATE INDEX storage_checks_latest ON storage_checks (checked_at DESC);
GRANT SELECT, INSERT ON storage_checks TO competencyhub_app;
`;
