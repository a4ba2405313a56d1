/**
 * Deadlines that act by themselves (issue 8): a feedback request left unanswered for a week after its
 * due date expires (it leaves the colleague's tasks, and whoever asked may ask someone else), and an
 * open cycle sends one automatic reminder a few days before its deadline (auto_reminded_at).
 */
export default /* sql */ `
ALTER TABLE feedback_requests DROP CONSTRAINT feedback_requests_status_check;
ALTER TABLE feedback_requests ADD CONSTRAINT feedback_requests_status_check
  CHECK (status IN ('pending', 'accepted', 'declined', 'completed', 'cancelled', 'expired'));
ALTER TABLE assessment_cycles ADD COLUMN auto_reminded_at timestamptz;
`;
