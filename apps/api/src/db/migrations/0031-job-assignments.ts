/**
 * Positions and dated job assignments (issue 23, decision 0052), and the move of every company's
 * free-text departments and locations onto units and locations, without loss.
 *
 * - positions: a seat (job profile, unit, location, the position it reports to, FTE, status,
 *   critical), which succession and requisitions attach to later.
 * - job_assignments: who held which job, in which unit and location, charged to which cost centre,
 *   under which manager, from when to when, and why. At most one open primary assignment per person,
 *   enforced by a unique index. profiles.org_unit_id, location_id and cost_centre_id join
 *   job_profile_id and line_manager_id as the cache of the current primary assignment, written only
 *   by modules/organisation/job-assignments.ts.
 * - The data: each company's distinct departments (from its people and job profiles, spaces and case
 *   aside) become top-level units marked `origin = 'free_text'` under their most used spelling, its
 *   distinct locations become locations marked for review (a country and a time zone cannot be read
 *   from "London, UK" without guessing), and every person gets a first assignment from what their
 *   profile says today, dated the day they joined. Near-duplicate names are shown to an administrator
 *   to merge (GET /organisation/units/similar); nothing is merged here.
 */
import { tenantTable } from './tenant-table.ts';

/** Free text as one key: trimmed, inner spaces single, case aside. */
const textKey = (column: string) => `lower(regexp_replace(btrim(${column}), '\\s+', ' ', 'g'))`;

/**
 * Free-text departments and locations onto units and locations, and each person's first assignment.
 * Safe to run again (it adds only what is missing): the API test runs it on data made after 0031.
 */
export const MOVE_FREE_TEXT = /* sql */ `
-- Every company's departments, from its people and its job profiles, under their most used spelling.
WITH spellings AS (
  SELECT company_id, btrim(regexp_replace(department, '\\s+', ' ', 'g')) AS name, ${textKey('department')} AS key
  FROM profiles WHERE btrim(coalesce(department, '')) <> ''
  UNION ALL
  SELECT company_id, btrim(regexp_replace(department, '\\s+', ' ', 'g')), ${textKey('department')}
  FROM job_profiles WHERE btrim(department) <> ''
),
ranked AS (
  SELECT company_id, key, name,
    row_number() OVER (PARTITION BY company_id, key ORDER BY count(*) DESC, name) AS n
  FROM spellings GROUP BY company_id, key, name
),
created AS (
  INSERT INTO org_units (company_id, hierarchy, name, kind, origin)
  SELECT r.company_id, 'organisation', left(r.name, 120), 'department', 'free_text' FROM ranked r
  WHERE r.n = 1 AND NOT EXISTS (
    SELECT 1 FROM org_units u WHERE u.company_id = r.company_id AND u.hierarchy = 'organisation'
      AND u.parent_id IS NULL AND lower(u.name) = lower(left(r.name, 120)) AND u.archived_at IS NULL)
  RETURNING id, company_id
)
INSERT INTO org_unit_closure (company_id, ancestor_id, descendant_id, depth)
SELECT company_id, id, id, 0 FROM created;

WITH spellings AS (
  SELECT company_id, btrim(regexp_replace(location, '\\s+', ' ', 'g')) AS name, ${textKey('location')} AS key
  FROM profiles WHERE btrim(coalesce(location, '')) <> ''
),
ranked AS (
  SELECT company_id, key, name,
    row_number() OVER (PARTITION BY company_id, key ORDER BY count(*) DESC, name) AS n
  FROM spellings GROUP BY company_id, key, name
)
INSERT INTO locations (company_id, name, needs_review)
SELECT r.company_id, left(r.name, 120), true FROM ranked r
WHERE r.n = 1 AND NOT EXISTS (
  SELECT 1 FROM locations l WHERE l.company_id = r.company_id AND lower(l.name) = lower(left(r.name, 120))
    AND l.archived_at IS NULL);

-- Each person's place, as their profile says it today.
UPDATE profiles p SET org_unit_id = u.id
FROM org_units u
WHERE p.org_unit_id IS NULL AND u.company_id = p.company_id AND u.hierarchy = 'organisation' AND u.parent_id IS NULL
  AND u.archived_at IS NULL AND btrim(coalesce(p.department, '')) <> ''
  AND lower(u.name) = left(${textKey('p.department')}, 120);
UPDATE profiles p SET location_id = l.id
FROM locations l
WHERE p.location_id IS NULL AND l.company_id = p.company_id AND l.archived_at IS NULL AND btrim(coalesce(p.location, '')) <> ''
  AND lower(l.name) = left(${textKey('p.location')}, 120);

INSERT INTO job_assignments (company_id, person_id, job_profile_id, org_unit_id, location_id, manager_id,
  starts_on, reason)
SELECT p.company_id, p.id, p.job_profile_id, p.org_unit_id, p.location_id, p.line_manager_id, p.created_at::date,
  'initial_record'
FROM profiles p
WHERE status IN ('active', 'deactivated')
  AND NOT EXISTS (SELECT 1 FROM job_assignments a WHERE a.company_id = p.company_id AND a.person_id = p.id);
`;

export default /* sql */ `
ALTER TABLE org_units ADD COLUMN origin text CHECK (origin IN ('free_text'));
ALTER TABLE locations ALTER COLUMN country DROP NOT NULL;
ALTER TABLE locations ALTER COLUMN time_zone DROP NOT NULL;
ALTER TABLE locations ADD COLUMN needs_review boolean NOT NULL DEFAULT false;
ALTER TABLE locations ADD CONSTRAINT locations_complete CHECK (needs_review OR (country IS NOT NULL AND time_zone IS NOT NULL));

CREATE TABLE positions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  code text CHECK (length(code) BETWEEN 1 AND 40),
  external_id text CHECK (length(external_id) BETWEEN 1 AND 120),
  job_profile_id uuid NOT NULL,
  org_unit_id uuid NOT NULL,
  location_id uuid,
  reports_to_id uuid,
  fte numeric(4, 2) NOT NULL DEFAULT 1 CHECK (fte > 0 AND fte <= 1.5),
  status text NOT NULL DEFAULT 'vacant' CHECK (status IN ('filled', 'vacant', 'frozen', 'closed')),
  critical boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, id),
  CHECK (reports_to_id IS DISTINCT FROM id),
  FOREIGN KEY (company_id, job_profile_id) REFERENCES job_profiles (company_id, id),
  FOREIGN KEY (company_id, org_unit_id) REFERENCES org_units (company_id, id),
  FOREIGN KEY (company_id, location_id) REFERENCES locations (company_id, id),
  FOREIGN KEY (company_id, reports_to_id) REFERENCES positions (company_id, id)
);
CREATE UNIQUE INDEX positions_code ON positions (company_id, lower(code)) WHERE code IS NOT NULL;
CREATE UNIQUE INDEX positions_external_id ON positions (company_id, external_id) WHERE external_id IS NOT NULL;
CREATE INDEX positions_unit ON positions (company_id, org_unit_id);
${tenantTable('positions')}

CREATE TABLE job_assignments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  person_id uuid NOT NULL,
  kind text NOT NULL DEFAULT 'primary' CHECK (kind IN ('primary', 'secondary')),
  position_id uuid,
  job_profile_id uuid,
  org_unit_id uuid,
  location_id uuid,
  cost_centre_id uuid,
  manager_id uuid,
  starts_on date NOT NULL,
  ends_on date,
  reason text NOT NULL CHECK (reason IN ('initial_record', 'hire', 'promotion', 'lateral_move', 'reorganisation',
    'leave', 'return', 'leaving', 'correction', 'project')),
  note text CHECK (length(note) <= 500),
  recorded_by uuid,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, id),
  CHECK (ends_on IS NULL OR ends_on > starts_on),
  CHECK (manager_id IS DISTINCT FROM person_id),
  FOREIGN KEY (company_id, person_id) REFERENCES profiles (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, position_id) REFERENCES positions (company_id, id),
  FOREIGN KEY (company_id, job_profile_id) REFERENCES job_profiles (company_id, id),
  FOREIGN KEY (company_id, org_unit_id) REFERENCES org_units (company_id, id),
  FOREIGN KEY (company_id, location_id) REFERENCES locations (company_id, id),
  FOREIGN KEY (company_id, cost_centre_id) REFERENCES org_units (company_id, id),
  FOREIGN KEY (company_id, manager_id) REFERENCES profiles (company_id, id) ON DELETE SET NULL (manager_id),
  FOREIGN KEY (company_id, recorded_by) REFERENCES profiles (company_id, id) ON DELETE SET NULL (recorded_by)
);
-- The database's guarantee: one open primary assignment per person.
CREATE UNIQUE INDEX job_assignments_open_primary ON job_assignments (company_id, person_id)
  WHERE kind = 'primary' AND ends_on IS NULL;
CREATE INDEX job_assignments_history ON job_assignments (company_id, person_id, starts_on DESC);
CREATE INDEX job_assignments_unit ON job_assignments (company_id, org_unit_id) WHERE ends_on IS NULL;
CREATE INDEX job_assignments_position ON job_assignments (company_id, position_id) WHERE position_id IS NOT NULL;
-- The daily sweep finds the changes that take effect (or end) on a date.
CREATE INDEX job_assignments_starts ON job_assignments (starts_on);
CREATE INDEX job_assignments_ends ON job_assignments (ends_on) WHERE ends_on IS NOT NULL;
${tenantTable('job_assignments')}

ALTER TABLE profiles ADD COLUMN org_unit_id uuid;
ALTER TABLE profiles ADD COLUMN location_id uuid;
ALTER TABLE profiles ADD COLUMN cost_centre_id uuid;
ALTER TABLE profiles ADD CONSTRAINT profiles_org_unit_fkey
  FOREIGN KEY (company_id, org_unit_id) REFERENCES org_units (company_id, id);
ALTER TABLE profiles ADD CONSTRAINT profiles_location_fkey
  FOREIGN KEY (company_id, location_id) REFERENCES locations (company_id, id);
ALTER TABLE profiles ADD CONSTRAINT profiles_cost_centre_fkey
  FOREIGN KEY (company_id, cost_centre_id) REFERENCES org_units (company_id, id);
CREATE INDEX profiles_org_unit ON profiles (company_id, org_unit_id) WHERE org_unit_id IS NOT NULL;
CREATE INDEX profiles_location ON profiles (company_id, location_id) WHERE location_id IS NOT NULL;
${MOVE_FREE_TEXT}
`;
