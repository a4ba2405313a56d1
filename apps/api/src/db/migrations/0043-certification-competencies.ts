/**
 * Certifications link competencies through a junction table with foreign keys (issue 23, point 6),
 * replacing the uuid[] column: a link can only name a competency of the certification's own company,
 * disappears with either side, and "whose certificates show competency X" is one indexed lookup
 * (talent search and reports ask it that way). Existing links move over; an id in an array that names
 * no competency of the company (none can be made through the API) is not carried over.
 */
import { tenantTable } from './tenant-table.ts';

export default /* sql */ `
ALTER TABLE certifications ADD CONSTRAINT certifications_company_id_id_key UNIQUE (company_id, id);

CREATE TABLE certification_competencies (
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  certification_id uuid NOT NULL,
  competency_id uuid NOT NULL,
  PRIMARY KEY (company_id, certification_id, competency_id),
  FOREIGN KEY (company_id, certification_id) REFERENCES certifications (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, competency_id) REFERENCES competencies (company_id, id) ON DELETE CASCADE
);
CREATE INDEX certification_competencies_by_competency ON certification_competencies (company_id, competency_id);
${tenantTable('certification_competencies')}

INSERT INTO certification_competencies (company_id, certification_id, competency_id)
SELECT DISTINCT c.company_id, c.id, x.competency_id
FROM certifications c
CROSS JOIN LATERAL unnest(c.competency_ids) AS x(competency_id)
JOIN competencies k ON k.company_id = c.company_id AND k.id = x.competency_id;

ALTER TABLE certifications DROP COLUMN competency_ids;
`;
