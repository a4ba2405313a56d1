/**
 * The indexes the hot paths were missing (issue 23, point 7; decision 0051). Each leads with
 * company_id, so the tenant policy's condition and the query's own use one index range; the columns
 * that are mostly empty get partial indexes that hold only the rows that have a value.
 *
 * - Ratings by competency (a competency's holders, archiving it), by rater (a person's given
 *   ratings, erasure), by feedback request (a 360 round's answers) and by cycle (a cycle's progress).
 * - Ratings, certifications and development actions by evidence file, and evidence files by age: the
 *   clean-up of unattached evidence (every 15 minutes) reads three index probes per old file instead
 *   of scanning every rating on the platform.
 * - Job-profile requirements by company and competency (who requires a competency).
 */
export default /* sql */ `
CREATE INDEX competency_ratings_competency_idx ON competency_ratings (company_id, competency_id);
CREATE INDEX competency_ratings_rater_idx ON competency_ratings (company_id, rater_id) WHERE rater_id IS NOT NULL;
CREATE INDEX competency_ratings_request_idx ON competency_ratings (company_id, feedback_request_id)
  WHERE feedback_request_id IS NOT NULL;
CREATE INDEX competency_ratings_cycle_idx ON competency_ratings (company_id, cycle_id) WHERE cycle_id IS NOT NULL;
CREATE INDEX competency_ratings_evidence_idx ON competency_ratings (company_id, evidence_file_id)
  WHERE evidence_file_id IS NOT NULL;
CREATE INDEX certifications_file_idx ON certifications (company_id, file_id) WHERE file_id IS NOT NULL;
CREATE INDEX development_actions_evidence_idx ON development_actions (company_id, evidence_file_id)
  WHERE evidence_file_id IS NOT NULL;
CREATE INDEX stored_files_evidence_age_idx ON stored_files (created_at) WHERE purpose = 'evidence';
CREATE INDEX job_profile_requirements_company_competency_idx ON job_profile_requirements (company_id, competency_id);
`;
