/**
 * A manager approves the colleagues a person proposes for their 360 feedback (decision 0048).
 *
 * - companies.feedback_rater_approval: the company's setting, on by default (and for every company
 *   that already exists): a person's own choice of raters waits as `proposed` until their line
 *   manager (or an administrator) approves it, and only then do the requests go out.
 * - feedback_requests: the `proposed` state (an open request no rater has been told of yet), who
 *   approved it and when. A proposed request counts as open, so one colleague is never asked twice.
 */
export default /* sql */ `
ALTER TABLE companies ADD COLUMN feedback_rater_approval boolean NOT NULL DEFAULT true;

ALTER TABLE feedback_requests DROP CONSTRAINT feedback_requests_status_check;
ALTER TABLE feedback_requests ADD CONSTRAINT feedback_requests_status_check
  CHECK (status IN ('proposed', 'pending', 'accepted', 'declined', 'completed', 'cancelled', 'expired'));
ALTER TABLE feedback_requests ADD COLUMN approved_by uuid;
ALTER TABLE feedback_requests ADD COLUMN approved_at timestamptz;
ALTER TABLE feedback_requests ADD CONSTRAINT feedback_requests_approved_by_fkey
  FOREIGN KEY (company_id, approved_by) REFERENCES profiles (company_id, id) ON DELETE SET NULL (approved_by);

DROP INDEX feedback_requests_open_key;
CREATE UNIQUE INDEX feedback_requests_open_key ON feedback_requests (subject_id, rater_id)
  WHERE status IN ('proposed', 'pending', 'accepted');
DROP INDEX feedback_requests_due_idx;
CREATE INDEX feedback_requests_due_idx ON feedback_requests (due_on)
  WHERE status IN ('proposed', 'pending', 'accepted');
`;
