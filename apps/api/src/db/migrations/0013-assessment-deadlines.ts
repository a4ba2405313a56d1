/**
 * Deadlines that act by themselves (issue 8): a feedback request left unanswered for a week after its
 * due date expires (it leaves the colleague's tasks, and whoever asked may ask someone else), and an
 * open cycle sends one automatic reminder a few days before its deadline (auto_reminded_at). Open
 * 360 requests to a person's own line manager are withdrawn: the manager rates by name instead.
 */
export default /* sql */ `
ALTER TABLE feedback_requests DROP CONSTRAINT feedback_requests_status_check;
ALTER TABLE feedback_requests ADD CONSTRAINT feedback_requests_status_check
  CHECK (status IN ('pending', 'accepted', 'declined', 'completed', 'cancelled', 'expired'));
ALTER TABLE assessment_cycles ADD COLUMN auto_reminded_at timestamptz;
-- The line manager rates by name and is no longer asked for the anonymous 360: withdraw what is open.
UPDATE feedback_requests f SET status = 'cancelled', updated_at = now()
FROM profiles s
WHERE s.company_id = f.company_id AND s.id = f.subject_id AND s.line_manager_id = f.rater_id
  AND f.status IN ('pending', 'accepted');
`;
