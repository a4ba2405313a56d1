/**
 * Certifications as evidence (issue 23, point 6; decision 0065, second slice). A certification linked
 * to a competency (`certification_competencies`, migration 0043) is now also a piece of that person's
 * evidence for it, with the day it was linked and who linked it, beside the links and files given
 * with ratings. The piece references the link itself, so it leaves when the link goes (a competency
 * taken off the certification, the certification deleted) and never outlives it; the app role still
 * never deletes evidence. A statement trigger writes the piece of every new link, whichever path made
 * it (the experience page, the demo seed, a later import), added by the certification's holder (the
 * only one who records certifications). Every existing link becomes a piece, dated on the day its
 * certification was recorded.
 */
export default /* sql */ `
ALTER TABLE evidence DROP CONSTRAINT evidence_kind_check;
ALTER TABLE evidence ADD CONSTRAINT evidence_kind_check CHECK (kind IN ('link', 'file', 'certification'));
ALTER TABLE evidence ADD COLUMN certification_id uuid;
ALTER TABLE evidence ADD CONSTRAINT evidence_certification_kind CHECK ((kind = 'certification') = (certification_id IS NOT NULL));
ALTER TABLE evidence ADD CONSTRAINT evidence_certification_link
  FOREIGN KEY (company_id, certification_id, competency_id)
  REFERENCES certification_competencies (company_id, certification_id, competency_id) ON DELETE CASCADE;
-- The cascade from a removed link, and a certification's pieces.
CREATE INDEX evidence_by_certification ON evidence (company_id, certification_id) WHERE certification_id IS NOT NULL;
-- A person's evidence for one competency, newest first, each rating's pieces in the order given
-- (the "Why this level?" list pages by it).
DROP INDEX evidence_by_person;
CREATE INDEX evidence_by_person ON evidence (company_id, person_id, competency_id, created_at DESC, position, id);

CREATE FUNCTION certification_link_evidence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO evidence (company_id, person_id, competency_id, kind, certification_id, added_by)
  SELECT l.company_id, c.person_id, l.competency_id, 'certification', l.certification_id, c.person_id
  FROM added l
  JOIN certifications c ON c.company_id = l.company_id AND c.id = l.certification_id;
  RETURN NULL;
END $$;
CREATE TRIGGER certification_link_evidence AFTER INSERT ON certification_competencies
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION certification_link_evidence();

INSERT INTO evidence (company_id, person_id, competency_id, kind, certification_id, added_on, added_by, created_at)
SELECT l.company_id, c.person_id, l.competency_id, 'certification', l.certification_id, c.created_at::date,
  c.person_id, c.created_at
FROM certification_competencies l
JOIN certifications c ON c.company_id = l.company_id AND c.id = l.certification_id;
`;
