/**
 * Per-profile totals of holders and fits (issue 23, point 5: "job-profile lists … compute every holder's
 * level on each call"; decision 0064). The job-profile list showed each profile's holder count and
 * average fit by grouping every active holder with their stored fit: 75–100 ms at 100,000 people, and
 * growing with the company. Here the database keeps the sums as the rows change.
 *
 * A person counts toward their job profile while they are active: one holder, and one known fit of
 * `fit_percent` when their stored fit is for that same profile. Triggers on `profiles` and
 * `stored_fits` add the difference each statement makes, set-based (transition tables, one insert per
 * statement). Writers only append rows, and a profile's figure is the sum of its rows. Appending takes
 * no row lock, so a rating never waits behind a recompute chunk of the same profile, and two writers
 * cannot deadlock on shared counters. The `levels.compact_fit_totals` job folds each profile's rows
 * back into one (levels/fit-totals.ts).
 *
 * Each statement changes one of the two tables, so its difference can be taken with the other table
 * as it now is. A deleted person is taken off before the delete (a row trigger). The cascade then
 * removes their fit, and that delete finds no active person and adds nothing. There is no foreign key:
 * a company or profile deleted in one statement can have rows added while it goes. The compaction
 * removes what no longer has a job profile.
 */
import { tenantTable } from './tenant-table.ts';

/** A person's contribution: `sign` × (holder, known fit, fit) for rows `p` of profiles and `f` of fits. */
const contribution = (sign: '1' | '-1') => `
  ${sign} * 1 AS holders,
  ${sign} * (f.fit_percent IS NOT NULL)::int AS known,
  ${sign} * coalesce(f.fit_percent, 0)::bigint AS total`;

/** Appends the summed differences of `parts` (rows of company_id, job_profile_id, holders, known, total). */
const append = (parts: string) => `
  INSERT INTO job_profile_fit_totals (company_id, job_profile_id, holders, known, total)
  SELECT company_id, job_profile_id, sum(holders), sum(known), sum(total)
  FROM (${parts}) d
  GROUP BY company_id, job_profile_id
  HAVING sum(holders) <> 0 OR sum(known) <> 0 OR sum(total) <> 0`;

/*
 * The other table is read by its primary key alone, one row per changed row, in a LATERAL lookup that
 * its LIMIT keeps from being flattened into a join; the job profile is compared outside it. PGlite
 * never analyses: given the job profile too, it walked the index of that profile's holders or fits
 * (growing with every chunk of an import), and as a join it hashed the company's every profile.
 */

/** People rows `p` (a transition table) counted with their fits as the table holds them now. */
const people = (rows: string, sign: '1' | '-1') => `
  SELECT p.company_id, p.job_profile_id, ${contribution(sign)}
  FROM ${rows} p
  LEFT JOIN LATERAL (
    SELECT s.job_profile_id, s.fit_percent FROM stored_fits s
    WHERE s.company_id = p.company_id AND s.person_id = p.id
    LIMIT 1
  ) stored ON true
  CROSS JOIN LATERAL (
    SELECT CASE WHEN stored.job_profile_id = p.job_profile_id THEN stored.fit_percent END AS fit_percent
  ) f
  WHERE p.status = 'active' AND p.job_profile_id IS NOT NULL`;

/** Fit rows `f` (a transition table) counted for the active holders of their profile now. */
const fits = (rows: string, sign: '1' | '-1') => `
  SELECT f.company_id, f.job_profile_id, 0 AS holders,
    ${sign} * 1 AS known, ${sign} * f.fit_percent::bigint AS total
  FROM ${rows} f
  CROSS JOIN LATERAL (
    SELECT p.status, p.job_profile_id FROM profiles p
    WHERE p.company_id = f.company_id AND p.id = f.person_id
    LIMIT 1
  ) holder
  WHERE f.fit_percent IS NOT NULL AND holder.status = 'active' AND holder.job_profile_id = f.job_profile_id`;

const statementTrigger = (name: string, table: string, event: string, referencing: string, body: string) => `
CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
${body};
  RETURN NULL;
END $fn$;
CREATE TRIGGER ${name} AFTER ${event} ON ${table}
  REFERENCING ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION ${name}();
`;

export default /* sql */ `
CREATE TABLE job_profile_fit_totals (
  company_id uuid NOT NULL,
  job_profile_id uuid NOT NULL,
  holders integer NOT NULL,
  known integer NOT NULL,
  total bigint NOT NULL
);
CREATE INDEX job_profile_fit_totals_by_profile
  ON job_profile_fit_totals (company_id, job_profile_id) INCLUDE (holders, known, total);
${tenantTable('job_profile_fit_totals')}

${statementTrigger(
  'fit_totals_people_inserted',
  'profiles',
  'INSERT',
  'NEW TABLE AS new_rows',
  append(people('new_rows', '1')),
)}
${statementTrigger(
  'fit_totals_people_updated',
  'profiles',
  'UPDATE',
  'OLD TABLE AS old_rows NEW TABLE AS new_rows',
  // Only people whose status or job profile changed: most updates of a profile (a name, a photo, the
  // reporting line) change neither, and cost one join of the transition tables.
  `WITH moved AS (
    SELECT n.company_id, n.id FROM new_rows n JOIN old_rows o ON o.company_id = n.company_id AND o.id = n.id
    WHERE (n.status, n.job_profile_id) IS DISTINCT FROM (o.status, o.job_profile_id)
  )
  ${append(`${people('(SELECT * FROM new_rows WHERE (company_id, id) IN (SELECT * FROM moved))', '1')}
    UNION ALL ${people('(SELECT * FROM old_rows WHERE (company_id, id) IN (SELECT * FROM moved))', '-1')}`)}`,
)}
CREATE FUNCTION fit_totals_person_deleted() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF OLD.status = 'active' AND OLD.job_profile_id IS NOT NULL THEN
    INSERT INTO job_profile_fit_totals (company_id, job_profile_id, holders, known, total)
    SELECT OLD.company_id, OLD.job_profile_id, -1, -(f.fit_percent IS NOT NULL)::int, -coalesce(f.fit_percent, 0)
    FROM (SELECT 1) AS one
    LEFT JOIN LATERAL (
      SELECT CASE WHEN s.job_profile_id = OLD.job_profile_id THEN s.fit_percent END AS fit_percent
      FROM stored_fits s WHERE s.company_id = OLD.company_id AND s.person_id = OLD.id
      LIMIT 1
    ) f ON true;
  END IF;
  RETURN OLD;
END $fn$;
CREATE TRIGGER fit_totals_person_deleted BEFORE DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION fit_totals_person_deleted();

${statementTrigger(
  'fit_totals_fits_inserted',
  'stored_fits',
  'INSERT',
  'NEW TABLE AS new_rows',
  append(fits('new_rows', '1')),
)}
${statementTrigger(
  'fit_totals_fits_updated',
  'stored_fits',
  'UPDATE',
  'OLD TABLE AS old_rows NEW TABLE AS new_rows',
  `WITH moved AS (
    SELECT n.company_id, n.person_id FROM new_rows n
    JOIN old_rows o ON o.company_id = n.company_id AND o.person_id = n.person_id
    WHERE (n.job_profile_id, n.fit_percent) IS DISTINCT FROM (o.job_profile_id, o.fit_percent)
  )
  ${append(`${fits('(SELECT * FROM new_rows WHERE (company_id, person_id) IN (SELECT * FROM moved))', '1')}
    UNION ALL ${fits('(SELECT * FROM old_rows WHERE (company_id, person_id) IN (SELECT * FROM moved))', '-1')}`)}`,
)}
${statementTrigger(
  'fit_totals_fits_deleted',
  'stored_fits',
  'DELETE',
  'OLD TABLE AS old_rows',
  append(fits('old_rows', '-1')),
)}

-- Every company's totals as its people and fits stand now.
INSERT INTO job_profile_fit_totals (company_id, job_profile_id, holders, known, total)
SELECT p.company_id, p.job_profile_id, count(*), count(f.fit_percent), coalesce(sum(f.fit_percent), 0)
FROM profiles p
LEFT JOIN stored_fits f
  ON f.company_id = p.company_id AND f.person_id = p.id AND f.job_profile_id = p.job_profile_id
WHERE p.status = 'active' AND p.job_profile_id IS NOT NULL
GROUP BY p.company_id, p.job_profile_id;
`;
