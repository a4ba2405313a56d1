/**
 * Evidence as its own record (issue 23, point 6; decision 0065). Until now a rating carried at most one
 * link (`evidence_url`) and one file (`evidence_file_id`) in its own row. Evidence is now one table of
 * pieces per person and competency, each with its kind, the day it was added and who added it. A
 * rating may carry several pieces (`rating_id`).
 *
 * The existing links and files of every company become pieces of their ratings, with the rating's day
 * and rater. A colleague's answer never had evidence, but its rater is never copied anyway: the person
 * rated must not learn who answered. Then the two columns go.
 *
 * Like ratings, pieces are appended and never edited by the app. They leave with the rating, the
 * person, the competency or the file they belong to.
 */
import { tenantTable } from './tenant-table.ts';

export default /* sql */ `
ALTER TABLE competency_ratings ADD CONSTRAINT competency_ratings_company_id_id_key UNIQUE (company_id, id);

CREATE TABLE evidence (
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  person_id uuid NOT NULL,
  competency_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('link', 'file')),
  rating_id uuid,
  url text CHECK (url IS NULL OR (length(url) <= 2000 AND url ~ '^https?://')),
  file_id uuid,
  -- Its place among the pieces given together (a rating's, in the order the rater gave them).
  position smallint NOT NULL DEFAULT 0,
  added_on date NOT NULL DEFAULT current_date,
  added_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, id),
  CHECK ((kind = 'link') = (url IS NOT NULL)),
  CHECK ((kind = 'file') = (file_id IS NOT NULL)),
  FOREIGN KEY (company_id, person_id) REFERENCES profiles (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, competency_id) REFERENCES competencies (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, rating_id) REFERENCES competency_ratings (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, file_id) REFERENCES stored_files (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, added_by) REFERENCES profiles (company_id, id) ON DELETE SET NULL (added_by)
);
-- A rating's pieces; a file's uses (the file route's access check and the clean-up of unattached
-- uploads probe it per file); a person's evidence for one competency.
CREATE INDEX evidence_by_rating ON evidence (company_id, rating_id) WHERE rating_id IS NOT NULL;
CREATE INDEX evidence_by_file ON evidence (company_id, file_id) WHERE file_id IS NOT NULL;
CREATE INDEX evidence_by_person ON evidence (company_id, person_id, competency_id);
${tenantTable('evidence')}
-- Appended, never edited: a piece leaves only with what it belongs to.
REVOKE UPDATE, DELETE ON evidence FROM competencyhub_app;

INSERT INTO evidence (company_id, person_id, competency_id, kind, rating_id, url, file_id, position, added_on, added_by, created_at)
SELECT r.company_id, r.subject_id, r.competency_id, 'link', r.id, r.evidence_url, NULL, 0, r.rated_at::date,
  CASE WHEN r.source IN ('self', 'manager') THEN r.rater_id END, r.rated_at
FROM competency_ratings r WHERE r.evidence_url IS NOT NULL
UNION ALL
SELECT r.company_id, r.subject_id, r.competency_id, 'file', r.id, NULL, r.evidence_file_id, 1, r.rated_at::date,
  CASE WHEN r.source IN ('self', 'manager') THEN r.rater_id END, r.rated_at
FROM competency_ratings r WHERE r.evidence_file_id IS NOT NULL;

ALTER TABLE competency_ratings DROP COLUMN evidence_url;
ALTER TABLE competency_ratings DROP COLUMN evidence_file_id;
`;
