import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/migrate.ts';

/** The database's part of a scrape (decision 0077). */
export interface DatabaseFigures {
  /** Jobs due now and not finished or failed, by kind. */
  jobsDue: Map<string, number>;
  outboxPending: number;
  outboxFailed: number;
  /** Plan credits used in the companies' current periods. */
  aiCreditsPlan: number;
  /** Credits used from purchased or granted packs. */
  aiCreditsAddOn: number;
}

/**
 * One statement, one round trip, every figure: each part reads a partial index (jobs_due_idx,
 * email_outbox_pending_idx, email_outbox_failed_idx) or a table of one row per company
 * (subscriptions, subscription_add_ons). Runs as the tables' owner: platform-wide, like the outbox
 * worker and the job runner.
 */
const FIGURES = sql`
  select 'jobs_due' as figure, kind as label, count(*)::float8 as value
    from jobs where finished_at is null and failed_at is null and run_at <= now() group by kind
  union all
  select 'outbox', 'pending', count(*)::float8 from email_outbox where status = 'pending'
  union all
  select 'outbox', 'failed', count(*)::float8 from email_outbox where status = 'failed'
  union all
  select 'ai_credits', 'plan', coalesce(sum(plan_credits_used), 0)::float8 from subscriptions
  union all
  select 'ai_credits', 'add_on', coalesce(sum(credits_granted - credits_remaining), 0)::float8
    from subscription_add_ons where credits_remaining is not null`;

export async function readDatabaseFigures(database: Database): Promise<DatabaseFigures> {
  const rows = rowsOf<{ figure: string; label: string; value: number }>(await database.db.execute(FIGURES));
  const figures: DatabaseFigures = {
    jobsDue: new Map(),
    outboxPending: 0,
    outboxFailed: 0,
    aiCreditsPlan: 0,
    aiCreditsAddOn: 0,
  };
  for (const { figure, label, value } of rows) {
    const n = Number(value);
    if (figure === 'jobs_due') figures.jobsDue.set(label, n);
    else if (figure === 'outbox' && label === 'pending') figures.outboxPending = n;
    else if (figure === 'outbox') figures.outboxFailed = n;
    else if (label === 'plan') figures.aiCreditsPlan = n;
    else figures.aiCreditsAddOn = n;
  }
  return figures;
}
