import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { levelConsistencyChecks } from '../../db/schema/levels.ts';

import type { JobHandler } from '../../jobs/runner.ts';
import { computeLevels, loadLevelRules } from '../competencies/levels.ts';
import { freshFits } from './stored-fits.ts';
import { certificateExpiries, storedRow } from './stored-levels.ts';

type LevelConsistencyCheck = typeof levelConsistencyChecks.$inferSelect;

/**
 * The nightly check of stored levels (decision 0053): a random sample of stored levels across the
 * platform is computed afresh from the ratings, and the levels that differ are reported (IT
 * Administration reads the latest report). A difference means a path wrote ratings without the
 * writer, or a recompute is still running: the report says which people and competencies. A sample
 * of stored fits is compared the same way, and a sample of the job profiles' fit totals (decision 0064).
 */

export const CHECK_STORED_LEVELS = 'levels.consistency_check';
export const CHECK_STORED_LEVELS_EVERY_MS = 24 * 60 * 60_000;
/** Levels compared each night. */
export const CHECK_SAMPLE = 500;
const MAX_EXAMPLES = 20;

interface SampledRow {
  company_id: string;
  person_id: string;
  competency_id: string;
  level_tenths: number | null;
  proficient: boolean;
  valid_until: string | null;
}

export async function checkStoredLevels(database: Database, sample = CHECK_SAMPLE) {
  // A Bernoulli sample of about `sample` rows (the planner's row count sets the rate): no sort of the
  // whole table, whatever its size.
  const percent = await samplePercent(database, 'stored_levels', sample);
  const rows = rowsOf<SampledRow>(
    await database.db.execute(sql`
      select company_id, person_id, competency_id, level_tenths, proficient, valid_until::text as valid_until
      from stored_levels tablesample bernoulli (${sql.raw(percent.toFixed(6))})
      limit ${sample}`),
  );
  const byCompany = groupByCompany(rows);
  const examples: Array<{
    companyId: string;
    personId: string;
    competencyId: string;
    stored: number | null;
    fresh: number | null;
  }> = [];
  let mismatched = 0;
  for (const [companyId, sampled] of byCompany) {
    await database.db.transaction(async (tx) => {
      const rules = await loadLevelRules(tx, companyId);
      const computed = await computeLevels(
        tx,
        companyId,
        rules,
        [...new Set(sampled.map((row) => row.person_id))],
        { competencyIds: [...new Set(sampled.map((row) => row.competency_id))] },
      );
      const expiries = await certificateExpiries(
        tx,
        companyId,
        [...new Set(sampled.map((row) => row.person_id))],
        [...new Set(sampled.map((row) => row.competency_id))],
      );
      const asOf = new Date().toISOString();
      for (const row of sampled) {
        const level = computed.levels.get(row.person_id)?.get(row.competency_id);
        const frameworkId = computed.frameworkOf.get(row.competency_id);
        const scale = frameworkId ? computed.scales.get(frameworkId) : undefined;
        const fresh =
          level && frameworkId && scale
            ? storedRow(
                row.person_id,
                row.competency_id,
                frameworkId,
                level,
                scale,
                asOf,
                expiries.get(`${row.person_id}:${row.competency_id}`) ?? null,
              )
            : null;
        // How long it holds counts too: a certificate's expiry changes it without a rating.
        if (
          fresh?.level_tenths === row.level_tenths &&
          fresh.proficient === row.proficient &&
          fresh.valid_until === row.valid_until
        )
          continue;
        mismatched++;
        if (examples.length < MAX_EXAMPLES) {
          examples.push({
            companyId,
            personId: row.person_id,
            competencyId: row.competency_id,
            stored: row.level_tenths,
            fresh: fresh?.level_tenths ?? null,
          });
        }
      }
    });
  }
  const fits = await checkStoredFits(database, sample);
  const totals = await checkFitTotals(database, sample);
  const [report] = await database.db
    .insert(levelConsistencyChecks)
    .values({
      sampled: rows.length,
      mismatched,
      examples,
      fitsSampled: fits.sampled,
      fitsMismatched: fits.mismatched,
      fitExamples: fits.examples,
      fitTotalsSampled: totals.sampled,
      fitTotalsMismatched: totals.mismatched,
      fitTotalExamples: totals.examples,
    })
    .returning();
  return report;
}

function groupByCompany<T extends { company_id: string }>(rows: readonly T[]): Map<string, T[]> {
  const byCompany = new Map<string, T[]>();
  for (const row of rows) {
    const list = byCompany.get(row.company_id);
    if (list) list.push(row);
    else byCompany.set(row.company_id, [row]);
  }
  return byCompany;
}

/** A Bernoulli sample of about `sample` rows of a table (the planner's row count sets the rate). */
async function samplePercent(
  database: Database,
  table: 'stored_levels' | 'stored_fits' | 'job_profiles',
  sample: number,
) {
  const [stats] = rowsOf<{ rows: number }>(
    await database.db.execute(
      sql`select greatest(1, reltuples)::float8 as rows from pg_class where relname = ${table}`,
    ),
  );
  return Math.min(100, (100 * sample * 2) / Math.max(1, stats?.rows ?? 1));
}

interface SampledFit {
  company_id: string;
  person_id: string;
  job_profile_id: string;
  fit_percent: number | null;
}

/**
 * The same for stored fits: each sampled fit worked out afresh by the writer's own computation
 * (stored-fits.ts `freshFits`: the person's profile, its requirements in use, their stored levels);
 * a fit for another profile than the one held, or a different percentage, is a difference.
 */
async function checkStoredFits(database: Database, sample: number) {
  const percent = await samplePercent(database, 'stored_fits', sample);
  const rows = rowsOf<SampledFit>(
    await database.db.execute(sql`
      select company_id, person_id, job_profile_id, fit_percent
      from stored_fits tablesample bernoulli (${sql.raw(percent.toFixed(6))})
      limit ${sample}`),
  );
  const examples: NonNullable<LevelConsistencyCheck['fitExamples']> = [];
  let mismatched = 0;
  for (const [companyId, sampled] of groupByCompany(rows)) {
    await database.db.transaction(async (tx) => {
      const fresh = new Map(
        (
          await freshFits(
            tx,
            companyId,
            sampled.map((row) => row.person_id),
          )
        ).map((fit) => [fit.person_id, fit]),
      );
      for (const row of sampled) {
        const now = fresh.get(row.person_id);
        if (now && now.job_profile_id === row.job_profile_id && now.fit_percent === row.fit_percent) continue;
        mismatched++;
        if (examples.length < MAX_EXAMPLES) {
          examples.push({
            companyId,
            personId: row.person_id,
            jobProfileId: now?.job_profile_id ?? null,
            stored: row.fit_percent,
            fresh: now?.fit_percent ?? null,
          });
        }
      }
    });
  }
  return { sampled: rows.length, mismatched, examples };
}

interface ComparedTotals {
  company_id: string;
  job_profile_id: string;
  holders: string;
  known: string;
  total: string;
  fresh_holders: string;
  fresh_known: string;
  fresh_total: string;
}

/**
 * The same for the job profiles' fit totals (decision 0064): for a sample of profiles, the sum of
 * each one's rows beside a fresh count of its active holders, their known fits and the sum of those.
 * One statement, so both sides read the same snapshot while writers go on; a difference means a path
 * changed people or fits with the triggers off (a bulk load that forgot `rebuildFitTotals`).
 */
async function checkFitTotals(database: Database, sample: number) {
  const percent = await samplePercent(database, 'job_profiles', sample);
  const rows = rowsOf<ComparedTotals>(
    await database.db.execute(sql`
      with sampled as materialized (
        select company_id, id as job_profile_id
        from job_profiles tablesample bernoulli (${sql.raw(percent.toFixed(6))})
        limit ${sample}
      ),
      kept as (
        select s.company_id, s.job_profile_id,
          coalesce(sum(t.holders), 0) as holders, coalesce(sum(t.known), 0) as known,
          coalesce(sum(t.total), 0) as total
        from sampled s
        left join job_profile_fit_totals t
          on t.company_id = s.company_id and t.job_profile_id = s.job_profile_id
        group by s.company_id, s.job_profile_id
      ),
      fresh as (
        select s.company_id, s.job_profile_id,
          count(p.id) as holders, count(f.fit_percent) as known, coalesce(sum(f.fit_percent), 0) as total
        from sampled s
        left join profiles p
          on p.company_id = s.company_id and p.job_profile_id = s.job_profile_id and p.status = 'active'
        left join stored_fits f
          on f.company_id = p.company_id and f.person_id = p.id and f.job_profile_id = p.job_profile_id
        group by s.company_id, s.job_profile_id
      )
      select k.company_id, k.job_profile_id, k.holders, k.known, k.total,
        f.holders as fresh_holders, f.known as fresh_known, f.total as fresh_total
      from kept k join fresh f using (company_id, job_profile_id)`),
  );
  const examples: LevelConsistencyCheck['fitTotalExamples'] = [];
  let mismatched = 0;
  for (const row of rows) {
    const stored = { holders: Number(row.holders), known: Number(row.known), total: Number(row.total) };
    const fresh = {
      holders: Number(row.fresh_holders),
      known: Number(row.fresh_known),
      total: Number(row.fresh_total),
    };
    if (stored.holders === fresh.holders && stored.known === fresh.known && stored.total === fresh.total)
      continue;
    mismatched++;
    if (examples.length < MAX_EXAMPLES) {
      examples.push({ companyId: row.company_id, jobProfileId: row.job_profile_id, stored, fresh });
    }
  }
  return { sampled: rows.length, mismatched, examples };
}

export function storedLevelsCheckJob(database: Database): JobHandler {
  return {
    kind: CHECK_STORED_LEVELS,
    run: async () => {
      await checkStoredLevels(database);
    },
  };
}
