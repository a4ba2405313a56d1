/**
 * A dry run of a rules change whose job fails on its last attempt (issue 23, decision 0053) is marked
 * 'failed' with its finished_at, like a recompute that stops for good: the preview says so and can be
 * run again instead of showing "running" forever. The check PostgreSQL generated for the column in
 * 0037 (level_dry_runs_status_check) is replaced by one that allows it.
 */
export default /* sql */ `
ALTER TABLE level_dry_runs DROP CONSTRAINT IF EXISTS level_dry_runs_status_check;
ALTER TABLE level_dry_runs ADD CONSTRAINT level_dry_runs_status_check
  CHECK (status IN ('queued', 'running', 'done', 'failed'));
`;
