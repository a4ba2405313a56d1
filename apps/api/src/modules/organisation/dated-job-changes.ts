import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { JobHandler } from '../../jobs/runner.ts';
import { isoDay, refreshCurrentJobs } from './job-assignments.ts';
import { applyDueMoves } from './scheduled-moves.ts';

export const DATED_JOB_CHANGES = 'organisation.dated_job_changes';
export const DATED_JOB_CHANGES_EVERY_MS = 60 * 60_000;
/** How far back a run looks: a server stopped for up to a week still applies what it missed. */
const CATCH_UP_DAYS = 7;

/**
 * Changes dated in the future take effect on their day: every hour, the unit moves that are due are
 * applied (scheduled-moves.ts), and the profiles of everyone
 * whose primary assignment started in the last week are brought in line with the assignment that
 * holds today, in one set-based statement across companies (only rows that differ are written).
 */
export function datedJobChanges(database: Database): JobHandler {
  return {
    kind: DATED_JOB_CHANGES,
    run: async ({ now }) => {
      const today = isoDay(now);
      // Units first: a job change dated the same day may name a unit in its new place.
      await applyDueMoves(database, today);
      await database.db.transaction((tx) =>
        refreshCurrentJobs(
          tx,
          today,
          sql`a.starts_on > ${today}::date - ${CATCH_UP_DAYS}::int and a.starts_on <= ${today}::date`,
        ),
      );
    },
  };
}
