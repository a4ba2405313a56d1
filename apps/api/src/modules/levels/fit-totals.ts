import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { uuidArray } from '../../db/id-lists.ts';
import { rowsOf } from '../../db/migrate.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { JobHandler } from '../../jobs/runner.ts';

/**
 * Each job profile's active holders and their stored fits, summed (migration 0048, decision 0064).
 * Triggers on `profiles` and `stored_fits` append each statement's difference; a profile's figures are
 * the sum of its rows. Reading them costs a few rows per profile whatever the number of holders, and
 * the compaction job below keeps it so.
 */

export interface HolderCount {
  /** Active holders. */
  holders: number;
  /** Active holders whose stored fit to this profile has a figure. */
  known: number;
  /** The sum of those figures. */
  total: number;
  /** Of `known`, the fits the viewer may not see (someone else's reports, for a viewer who is no editor). */
  hidden: number;
}

/**
 * Per job profile: the totals, and for a viewer who may not see everyone's fit, how many known fits
 * are not their own direct reports' (their reports are read by the line-manager index).
 */
export async function holderCountsOf(
  tx: Tx,
  viewer: Viewer,
  jobProfileIds: readonly string[],
  everyone: boolean,
): Promise<Map<string, HolderCount>> {
  const counts = new Map<string, HolderCount>();
  if (jobProfileIds.length === 0) return counts;
  const ids = uuidArray(jobProfileIds);
  const totals = rowsOf<{ job_profile_id: string; holders: string; known: string; total: string }>(
    await tx.execute(sql`
      select t.job_profile_id, sum(t.holders) as holders, sum(t.known) as known, sum(t.total) as total
      from job_profile_fit_totals t
      where t.company_id = ${viewer.tenantId} and t.job_profile_id = any(${ids}::uuid[])
      group by t.job_profile_id`),
  );
  const visible = everyone
    ? new Map<string, number>()
    : new Map(
        rowsOf<{ job_profile_id: string; known: string }>(
          await tx.execute(sql`
            select p.job_profile_id, count(f.fit_percent) as known
            from profiles p
            join stored_fits f
              on f.company_id = p.company_id and f.person_id = p.id and f.job_profile_id = p.job_profile_id
            where p.company_id = ${viewer.tenantId} and p.line_manager_id = ${viewer.userId}
              and p.status = 'active' and p.job_profile_id = any(${ids}::uuid[])
            group by p.job_profile_id`),
        ).map((row) => [row.job_profile_id, Number(row.known)]),
      );
  for (const row of totals) {
    const known = Number(row.known);
    counts.set(row.job_profile_id, {
      holders: Number(row.holders),
      known,
      total: Number(row.total),
      hidden: everyone ? 0 : known - (visible.get(row.job_profile_id) ?? 0),
    });
  }
  return counts;
}

/**
 * Folds each profile's rows into one, across the platform (or one company), and drops the rows of
 * profiles that no longer exist. Rows a writer appends meanwhile are not yet visible to it and stay
 * (a concurrent compaction skips the rows this one deleted), so nothing is counted twice or lost.
 * Run by the owner connection: the job works for every company at once.
 */
export async function compactFitTotals(database: Database, companyId?: string): Promise<number> {
  const scope = companyId ? sql`where t.company_id = ${companyId}` : sql``;
  const rows = rowsOf<{ folded: string }>(
    await database.db.execute(sql`
      with busy as (
        select t.company_id, t.job_profile_id from job_profile_fit_totals t ${scope}
        group by t.company_id, t.job_profile_id
        having count(*) > 1
          or not exists (select 1 from job_profiles jp where jp.company_id = t.company_id and jp.id = t.job_profile_id)
      ),
      gone as (
        delete from job_profile_fit_totals t using busy b
        where t.company_id = b.company_id and t.job_profile_id = b.job_profile_id
        returning t.*
      ),
      kept as (
        insert into job_profile_fit_totals (company_id, job_profile_id, holders, known, total)
        select g.company_id, g.job_profile_id, sum(g.holders), sum(g.known), sum(g.total)
        from gone g
        where exists (select 1 from job_profiles jp where jp.company_id = g.company_id and jp.id = g.job_profile_id)
        group by g.company_id, g.job_profile_id
        having sum(g.holders) <> 0 or sum(g.known) <> 0 or sum(g.total) <> 0
      )
      select count(*) as folded from gone`),
  );
  return Number(rows[0]?.folded ?? 0);
}

/**
 * Sets one company's totals from its people and fits as they stand, for data written with triggers
 * off (a bulk load under `session_replication_role = replica`, as the large bench seeds).
 */
export async function rebuildFitTotals(tx: Tx, companyId: string): Promise<void> {
  await tx.execute(sql`delete from job_profile_fit_totals where company_id = ${companyId}`);
  await tx.execute(sql`
    insert into job_profile_fit_totals (company_id, job_profile_id, holders, known, total)
    select p.company_id, p.job_profile_id, count(*), count(f.fit_percent), coalesce(sum(f.fit_percent), 0)
    from profiles p
    left join stored_fits f
      on f.company_id = p.company_id and f.person_id = p.id and f.job_profile_id = p.job_profile_id
    where p.company_id = ${companyId} and p.status = 'active' and p.job_profile_id is not null
    group by p.company_id, p.job_profile_id`);
}

export const COMPACT_FIT_TOTALS = 'levels.compact_fit_totals';
/** Every ten minutes: between two runs a profile gathers a row per rating that moved a fit. */
export const COMPACT_FIT_TOTALS_EVERY_MS = 10 * 60_000;

export function compactFitTotalsJob(database: Database): JobHandler {
  return {
    kind: COMPACT_FIT_TOTALS,
    run: async ({ payload }) => {
      await compactFitTotals(database, typeof payload.companyId === 'string' ? payload.companyId : undefined);
    },
  };
}
