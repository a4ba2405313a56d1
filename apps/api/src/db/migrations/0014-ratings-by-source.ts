/**
 * A person's latest rating of each competency from each source, read straight from the index
 * (issue 8 benchmark): the ratings index gains the source before the date, newest first, so the
 * current-level query finds each latest self and manager rating per person without sorting all of a
 * team's ratings together. It still serves every lookup by company, person and competency.
 */
export default /* sql */ `
CREATE INDEX competency_ratings_latest_idx
  ON competency_ratings (company_id, subject_id, competency_id, source, rated_at DESC);
DROP INDEX competency_ratings_subject_idx;
`;
