/**
 * Pseudonymous rater keys (issue 23, point 6; decision 0057): a colleague's 360
 * answers carry a stable key of their own, so that erasing the colleague (their profile deleted, the
 * ratings' rater_id cleared) never turns their several answers into "several colleagues" and never
 * changes a past average or the count a minimum of answers is checked against.
 *
 * - rater_pseudonyms: one random key per colleague per company, deleted with the colleague's profile;
 *   once it is gone, nothing links the key on their answers to anyone.
 * - competency_ratings.rater_key: the key, for colleague answers (peer, direct report, other); null for
 *   self and manager ratings, which show who rated by name anyway.
 * - A trigger fills it on every insert, whoever inserts (the 360 answer route, the demo seed, tests),
 *   so no write path can forget it. Existing answers get their colleague's key here; an answer whose
 *   colleague was erased before this migration can no longer be joined to the others and keeps counting
 *   as its own, as before.
 */
import { tenantTable } from './tenant-table.ts';

export default /* sql */ `
CREATE TABLE rater_pseudonyms (
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  rater_id uuid NOT NULL,
  rater_key uuid NOT NULL DEFAULT gen_random_uuid(),
  PRIMARY KEY (company_id, rater_id),
  FOREIGN KEY (company_id, rater_id) REFERENCES profiles (company_id, id) ON DELETE CASCADE
);
${tenantTable('rater_pseudonyms')}

ALTER TABLE competency_ratings ADD COLUMN rater_key uuid;

INSERT INTO rater_pseudonyms (company_id, rater_id)
SELECT DISTINCT company_id, rater_id FROM competency_ratings
WHERE rater_id IS NOT NULL AND source NOT IN ('self', 'manager');

UPDATE competency_ratings r SET rater_key = p.rater_key
FROM rater_pseudonyms p
WHERE p.company_id = r.company_id AND p.rater_id = r.rater_id AND r.source NOT IN ('self', 'manager');

CREATE FUNCTION competency_ratings_rater_key() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF NEW.source NOT IN ('self', 'manager') AND NEW.rater_id IS NOT NULL AND NEW.rater_key IS NULL THEN
    INSERT INTO rater_pseudonyms (company_id, rater_id) VALUES (NEW.company_id, NEW.rater_id)
      ON CONFLICT DO NOTHING;
    SELECT p.rater_key INTO NEW.rater_key FROM rater_pseudonyms p
      WHERE p.company_id = NEW.company_id AND p.rater_id = NEW.rater_id;
  END IF;
  RETURN NEW;
END
$fn$;
CREATE TRIGGER competency_ratings_rater_key BEFORE INSERT ON competency_ratings
  FOR EACH ROW EXECUTE FUNCTION competency_ratings_rater_key();
`;
