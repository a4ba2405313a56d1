/**
 * The request that queued a job (decision 0077): the job's log lines carry that request's id, so an
 * operator follows one user action from its request through the background work it started. Empty
 * for recurring jobs, which no request queues. Never read by the app's role: only logged.
 */
export default /* sql */ `
ALTER TABLE jobs ADD COLUMN request_id text CHECK (length(request_id) <= 64);
`;
