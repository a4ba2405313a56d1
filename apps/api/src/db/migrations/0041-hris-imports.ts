import { tenantTable } from './tenant-table.ts';

/**
 * The HRIS import (issue 23, point 3; decision 0056). A person's external id (the id their HR system
 * gives them), unique in the company; and `hris_imports`, one row per uploaded file: the file itself
 * (the job reads it again, so a crash loses nothing), its state, what the preview counted, its first
 * problems and notices, and the applying job's progress over the file's people.
 */
export default /* sql */ `
ALTER TABLE profiles ADD COLUMN external_id text CHECK (length(external_id) BETWEEN 1 AND 120);
CREATE UNIQUE INDEX profiles_external_id ON profiles (company_id, external_id) WHERE external_id IS NOT NULL;

CREATE TABLE hris_imports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  status text NOT NULL DEFAULT 'previewed'
    CHECK (status IN ('previewed', 'queued', 'running', 'done', 'failed')),
  file_name text NOT NULL DEFAULT '' CHECK (length(file_name) <= 200),
  file text NOT NULL,
  total_rows integer NOT NULL DEFAULT 0,
  total_people integer NOT NULL DEFAULT 0,
  done_people integer NOT NULL DEFAULT 0,
  counts jsonb NOT NULL DEFAULT '{}',
  issues jsonb NOT NULL DEFAULT '[]',
  issue_count integer NOT NULL DEFAULT 0,
  notices jsonb NOT NULL DEFAULT '[]',
  notice_count integer NOT NULL DEFAULT 0,
  failure text,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz,
  UNIQUE (company_id, id)
);
CREATE INDEX hris_imports_latest ON hris_imports (company_id, created_at DESC);
${tenantTable('hris_imports')}
`;
