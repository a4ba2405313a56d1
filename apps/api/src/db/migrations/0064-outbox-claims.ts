/**
 * The e-mail outbox claimed like the job runner's jobs (decision 0080): several API processes share one
 * database, and each pending message must leave once. A process claims a message with FOR UPDATE SKIP
 * LOCKED and a lease (locked_until, locked_by); a process that died while sending leaves a lease that
 * runs out, and another process takes the message again. A failed attempt waits until next_attempt_at
 * (exponential back-off with a cap) instead of the old five tries five seconds apart, so a mail server
 * down for an hour no longer turns every message into 'failed'; only a message older than two days
 * gives up.
 *
 * email_outbox_due_idx serves the claim (pending, due first); email_outbox_pending_idx (created_at)
 * stays for the Overview's "oldest waiting" (decision 0072).
 */
export default /* sql */ `
ALTER TABLE email_outbox
  ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN locked_until timestamptz,
  ADD COLUMN locked_by text;
UPDATE email_outbox SET next_attempt_at = created_at WHERE status = 'pending';
CREATE INDEX email_outbox_due_idx ON email_outbox (next_attempt_at) WHERE status = 'pending';
`;
