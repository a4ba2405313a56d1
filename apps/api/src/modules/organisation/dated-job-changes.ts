import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { JobHandler } from '../../jobs/runner.ts';
import { companyDaySql } from './company-day.ts';
import { isoDay, refreshCurrentJobs } from './job-assignments.ts';
import { applyDueMoves } from './scheduled-moves.ts';

export const DATED_JOB_CHANGES = 'organisation.dated_job_changes';
export const DATED_JOB_CHANGES_EVERY_MS = 60 * 60_000;
/** How far back a run looks: a server stopped for up to a week still applies what it missed. */
const CATCH_UP_DAYS = 7;

/**
 * Changes dated in the future take effect on their day, as the company's time zone counts days: every hour, the unit moves that are due are
 * applied (scheduled-moves.ts), and the profiles of everyone
 * whose primary assignment started in the last week are brought in line with the assignment that
 * holds today, in one set-based statement across companies (only rows that differ are written).
 */
export function datedJobChanges(database: Database): JobHandler {
  return {
    kind: DATED_JOB_CHANGES,
    run: async ({ now }) => {
      // Units first: a job change dated the same day may name a unit in its new place.
      await applyDueMoves(database, now);
      // Each company's own day (company-day.ts); UTC's, a day either side, bounds the records read.
      const utcDay = isoDay(now);
      const today = companyDaySql(sql`a.company_id`, now);
      await database.db.transaction((tx) =>
        refreshCurrentJobs(
          tx,
          today,
          sql`a.starts_on > ${utcDay}::date - ${CATCH_UP_DAYS + 1}::int and a.starts_on <= ${utcDay}::date + 1
            and a.starts_on > ${today} - ${CATCH_UP_DAYS}::int and a.starts_on <= ${today}`,
        ),
      );
    },
  };
}
