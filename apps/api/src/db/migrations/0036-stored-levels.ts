/**
 * Stored levels (issue 23, decision 0053). Each person's current level per competency is stored,
 * written in the rating's own transaction by the one domain function (modules/levels/stored-levels.ts),
 * with an append-only log of every change that records the unit and job profile as they were. The
 * company's rating rules become versioned: `level_rule_versions` keeps every version, the settings
 * row says which is current, and each stored level names the version that produced it. A change of
 * rules or scale queues a recompute (`level_recomputes`, run in chunks by the `levels.recompute` job,
 * resumable from its cursor). Every company that exists now gets its version 1 and a first recompute.
 */
import { tenantTable } from './tenant-table.ts';

export default /* sql */ `
ALTER TABLE company_competency_settings ADD COLUMN rules_version integer NOT NULL DEFAULT 1;

CREATE TABLE level_rule_versions (
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  version integer NOT NULL CHECK (version >= 1),
  source_policy jsonb NOT NULL,
  min_peer_raters integer NOT NULL,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, version),
  FOREIGN KEY (company_id, created_by) REFERENCES profiles (company_id, id) ON DELETE SET NULL (created_by)
);
${tenantTable('level_rule_versions')}

-- Version 1 of every company: its saved rules, or the settings table's column defaults.
INSERT INTO level_rule_versions (company_id, version, source_policy, min_peer_raters, created_at)
SELECT c.id, 1,
  coalesce(s.source_policy, '{"mode":"first_available","order":["manager","peers","self"]}'::jsonb),
  coalesce(s.min_peer_raters, 3), coalesce(s.updated_at, c.created_at)
FROM companies c LEFT JOIN company_competency_settings s ON s.company_id = c.id;

CREATE TABLE stored_levels (
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  person_id uuid NOT NULL,
  competency_id uuid NOT NULL,
  framework_id uuid NOT NULL,
  -- Tenths of a level on the framework's current scale (3.4 is 34); null when no source is usable yet.
  level_tenths smallint CHECK (level_tenths BETWEEN 0 AND 1000),
  proficient boolean NOT NULL DEFAULT false,
  manager_validated boolean NOT NULL DEFAULT false,
  sources text[] NOT NULL DEFAULT '{}',
  peer_count smallint NOT NULL DEFAULT 0,
  peers_withheld smallint NOT NULL DEFAULT 0,
  -- What made the level, without names: source, level, peer count, date, weight (the explanation
  -- itself is always rebuilt from the ratings).
  contributions jsonb NOT NULL DEFAULT '[]',
  last_self_at timestamptz,
  last_manager_at timestamptz,
  last_rated_at timestamptz,
  rules_version integer NOT NULL,
  scale_version integer NOT NULL,
  confidence smallint NOT NULL CHECK (confidence BETWEEN 0 AND 100),
  valid_until date,
  computed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, person_id, competency_id),
  FOREIGN KEY (company_id, person_id) REFERENCES profiles (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, competency_id) REFERENCES competencies (company_id, id) ON DELETE CASCADE
);
-- Who holds a competency at a level (search, job-profile lists, coverage): one range scan.
CREATE INDEX stored_levels_by_competency ON stored_levels (company_id, competency_id, level_tenths);
${tenantTable('stored_levels')}

CREATE TABLE level_changes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  person_id uuid NOT NULL,
  competency_id uuid NOT NULL,
  from_tenths smallint,
  to_tenths smallint,
  proficient boolean NOT NULL,
  rules_version integer NOT NULL,
  -- Where the person was and what job they held when it changed (reports over time read these).
  org_unit_id uuid,
  job_profile_id uuid,
  cause text NOT NULL CHECK (cause IN ('rating', 'recompute')),
  changed_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (company_id, person_id) REFERENCES profiles (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, competency_id) REFERENCES competencies (company_id, id) ON DELETE CASCADE
);
CREATE INDEX level_changes_by_person ON level_changes (company_id, person_id, competency_id, changed_at);
CREATE INDEX level_changes_by_time ON level_changes (company_id, changed_at);
${tenantTable('level_changes')}

CREATE TABLE level_recomputes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  reason text NOT NULL CHECK (reason IN ('initial', 'rules', 'scale', 'competency_archived', 'manual')),
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  rules_version integer NOT NULL,
  total_people integer NOT NULL DEFAULT 0,
  done_people integer NOT NULL DEFAULT 0,
  changed_levels integer NOT NULL DEFAULT 0,
  -- The last person done (people are taken in id order): a crashed run resumes after it.
  cursor_person_id uuid,
  requested_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz,
  UNIQUE (company_id, id),
  FOREIGN KEY (company_id, requested_by) REFERENCES profiles (company_id, id) ON DELETE SET NULL (requested_by)
);
CREATE INDEX level_recomputes_latest ON level_recomputes (company_id, created_at DESC);
${tenantTable('level_recomputes')}

-- The nightly comparison of a sample of stored levels with a fresh computation (platform-wide).
CREATE TABLE level_consistency_checks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  checked_at timestamptz NOT NULL DEFAULT now(),
  sampled integer NOT NULL,
  mismatched integer NOT NULL,
  -- Up to 20 differences: company, person, competency, stored and fresh tenths.
  examples jsonb NOT NULL DEFAULT '[]'
);
CREATE INDEX level_consistency_checks_latest ON level_consistency_checks (checked_at DESC);
GRANT SELECT, INSERT ON level_consistency_checks TO competencyhub_app;
-- A rules change queues its recompute in its own transaction (a rules change without one cannot commit).
GRANT INSERT ON jobs TO competencyhub_app;

-- Every company that exists now computes its stored levels once, in the background.
INSERT INTO level_recomputes (company_id, reason, rules_version)
SELECT id, 'initial', 1 FROM companies;
INSERT INTO jobs (kind, payload, dedupe_key)
SELECT 'levels.recompute', jsonb_build_object('companyId', company_id, 'recomputeId', id), 'levels.recompute:' || id
FROM level_recomputes;
`;
