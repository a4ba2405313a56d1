/**
 * The dry run of a rules change (issue 23, decision 0053): before saving new rating rules, an
 * administrator sees who would cross the proficient line and whose fit band would move, in counts per
 * unit. A dry run replays the ratings under the proposed rules beside the stored levels (made under the
 * rules in force), in chunks like a recompute (`levels.dry_run` job, resumable from its cursor), and
 * keeps its counts per unit in `result`. Nothing else changes.
 */
import { tenantTable } from './tenant-table.ts';

export default /* sql */ `
CREATE TABLE level_dry_runs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  source_policy jsonb NOT NULL,
  min_peer_raters integer NOT NULL,
  base_rules_version integer NOT NULL,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done')),
  total_people integer NOT NULL DEFAULT 0,
  done_people integer NOT NULL DEFAULT 0,
  cursor_person_id uuid,
  -- Per unit id ('' for people in no unit): gained and lost proficiencies, fit bands up and down.
  result jsonb NOT NULL DEFAULT '{}',
  requested_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  UNIQUE (company_id, id),
  FOREIGN KEY (company_id, requested_by) REFERENCES profiles (company_id, id) ON DELETE SET NULL (requested_by)
);
CREATE INDEX level_dry_runs_latest ON level_dry_runs (company_id, created_at DESC);
${tenantTable('level_dry_runs')}
`;
