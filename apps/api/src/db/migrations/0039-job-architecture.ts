/**
 * Job architecture (issue 23, decision 0054): job families, which job profiles belong to, and a
 * company grade ladder replacing the free-text grade, each grade with an optional pay range.
 *
 * - job_families: a name unique per company whatever the case (archived ones too: restore one rather
 *   than make its twin), a description.
 * - job_grades: a code ("G7", unique per company whatever the case), an optional name, a rank (its
 *   place on the ladder, 1 the lowest, unique per company; deferrable so one statement can reorder the
 *   whole ladder), and a pay range: minimum, maximum and currency together or none of them, in whole
 *   units of an ISO 4217 currency per year. The currency is the grade's own (a ladder may one day mix
 *   countries); the API offers the ladder's, else the company's billing currency, for a new range.
 * - job_profiles.job_family_id and grade_id run over (company_id, id), so a profile can never point
 *   into another company's architecture.
 * - The data: each company's distinct free-text grades become its ladder. Grades are told apart as
 *   the old unique index on profiles told them apart (lower(grade)), so every (title, grade) pair that
 *   was unique stays unique and the new index on (title, grade_id) cannot fail; each grade takes its
 *   most used spelling as its code, with no pay range, ranked by its text with numbers compared as
 *   numbers ("L2" below "L10"). The old column is renamed legacy_grade and kept as typed (case and
 *   all) for a later migration to drop; no code reads it.
 */
import { tenantTable } from './tenant-table.ts';

/**
 * Free-text grades onto the ladder, and each profile linked to its grade. Safe to run again (it adds
 * only what is missing): the API test runs it on data made after 0039.
 */
export const LADDER_FROM_FREE_TEXT = /* sql */ `
WITH spellings AS (
  SELECT company_id, lower(legacy_grade) AS key, legacy_grade AS spelling, count(*) AS uses
  FROM job_profiles WHERE legacy_grade <> '' AND grade_id IS NULL
  GROUP BY company_id, lower(legacy_grade), legacy_grade
),
chosen AS (
  SELECT DISTINCT ON (company_id, key) company_id, key, spelling
  FROM spellings ORDER BY company_id, key, uses DESC, spelling
),
missing AS (
  SELECT c.company_id, c.key, c.spelling FROM chosen c
  WHERE NOT EXISTS (SELECT 1 FROM job_grades g WHERE g.company_id = c.company_id AND lower(g.code) = c.key)
)
INSERT INTO job_grades (company_id, code, rank)
SELECT m.company_id, m.spelling,
  coalesce((SELECT max(g.rank) FROM job_grades g WHERE g.company_id = m.company_id), 0)
    + row_number() OVER (PARTITION BY m.company_id
        ORDER BY regexp_replace(m.key, '[0-9]+', '', 'g'),
                 nullif(substring(m.key FROM '[0-9]+'), '')::numeric NULLS FIRST,
                 m.key)
FROM missing m;

UPDATE job_profiles p SET grade_id = g.id
FROM job_grades g
WHERE p.grade_id IS NULL AND p.legacy_grade <> '' AND g.company_id = p.company_id
  AND lower(g.code) = lower(p.legacy_grade);
`;

export default /* sql */ `
CREATE TABLE job_families (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 1000),
  archived_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, id)
);
CREATE UNIQUE INDEX job_families_name ON job_families (company_id, lower(name));
${tenantTable('job_families')}

CREATE TABLE job_grades (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  -- At least one character; the API keeps new codes to 40, a grade typed before 0039 keeps its text.
  code text NOT NULL CHECK (length(code) >= 1),
  name text NOT NULL DEFAULT '' CHECK (length(name) <= 120),
  rank integer NOT NULL CHECK (rank >= 1),
  pay_min bigint CHECK (pay_min >= 0),
  pay_max bigint,
  currency text CHECK (currency ~ '^[A-Z]{3}$'),
  archived_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, id),
  CONSTRAINT job_grades_rank UNIQUE (company_id, rank) DEFERRABLE INITIALLY IMMEDIATE,
  CONSTRAINT job_grades_pay_range CHECK (
    (pay_min IS NULL) = (pay_max IS NULL) AND (pay_min IS NULL) = (currency IS NULL) AND pay_min <= pay_max)
);
CREATE UNIQUE INDEX job_grades_code ON job_grades (company_id, lower(code));
${tenantTable('job_grades')}

ALTER TABLE job_profiles ADD COLUMN job_family_id uuid;
ALTER TABLE job_profiles ADD COLUMN grade_id uuid;
ALTER TABLE job_profiles ADD CONSTRAINT job_profiles_family_fkey
  FOREIGN KEY (company_id, job_family_id) REFERENCES job_families (company_id, id);
ALTER TABLE job_profiles ADD CONSTRAINT job_profiles_grade_fkey
  FOREIGN KEY (company_id, grade_id) REFERENCES job_grades (company_id, id);
CREATE INDEX job_profiles_family ON job_profiles (company_id, job_family_id) WHERE job_family_id IS NOT NULL;
CREATE INDEX job_profiles_grade ON job_profiles (company_id, grade_id) WHERE grade_id IS NOT NULL;

DROP INDEX job_profiles_title_key;
ALTER TABLE job_profiles RENAME COLUMN grade TO legacy_grade;
COMMENT ON COLUMN job_profiles.legacy_grade IS
  'The free-text grade as typed before migration 0039 made grades a ladder (grade_id); read by nothing.';
${LADDER_FROM_FREE_TEXT}
-- A title is unique per grade, as it was per free-text grade (no grade: the zero id).
CREATE UNIQUE INDEX job_profiles_title_key ON job_profiles
  (company_id, lower(title), COALESCE(grade_id, '00000000-0000-0000-0000-000000000000'::uuid));
`;
