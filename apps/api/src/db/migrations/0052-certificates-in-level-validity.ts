/**
 * A certification linked to a competency keeps the person's level in it valid until the certificate
 * expires, when that is later than the re-assessment date (issue 23, point 4; decision 0065). From now
 * on the levels' one writer works it out (domain/level-confidence.ts `levelValidUntil`) whenever a
 * rating or a certification changes (a level that moves in such a rewrite is logged as 'evidence').
 * The levels stored before are brought in line here once, by the same rule in SQL: the later of the
 * stored date and the latest expiry of a linked certification.
 */
export default /* sql */ `
ALTER TABLE level_changes DROP CONSTRAINT level_changes_cause_check;
ALTER TABLE level_changes ADD CONSTRAINT level_changes_cause_check CHECK (cause IN ('rating', 'recompute', 'evidence'));

UPDATE stored_levels s SET valid_until = x.expires_on
FROM (
  SELECT e.company_id, e.person_id, e.competency_id, max(c.expires_on) AS expires_on
  FROM evidence e
  JOIN certifications c ON c.company_id = e.company_id AND c.id = e.certification_id
  WHERE e.kind = 'certification' AND c.expires_on IS NOT NULL
  GROUP BY e.company_id, e.person_id, e.competency_id
) x
WHERE s.company_id = x.company_id AND s.person_id = x.person_id AND s.competency_id = x.competency_id
  AND s.valid_until IS NOT NULL AND x.expires_on > s.valid_until;
`;
