import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { levelConsistencyChecks } from '../../db/schema/levels.ts';

import type { JobHandler } from '../../jobs/runner.ts';
import { computeLevels, loadLevelRules } from '../competencies/levels.ts';
import { freshFits } from './stored-fits.ts';
import { storedRow } from './stored-levels.ts';

type LevelConsistencyCheck = typeof levelConsistencyChecks.$inferSelect;

/**
 * The nightly check of stored levels (decision 0053): a random sample of stored levels across the
 * platform is computed afresh from the ratings, and the levels that differ are reported (IT
 * Administration reads the latest report). A difference means a path wrote ratings without the
 * writer, or a recompute is still running: the report says which people and competencies. A sample
 * of stored fits is compared the same way.
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
}

export async function checkStoredLevels(database: Database, sample = CHECK_SAMPLE) {
  // A Bernoulli sample of about `sample` rows (the planner's row count sets the rate): no sort of the
  // whole table, whatever its size.
  const percent = await samplePercent(database, 'stored_levels', sample);
  const rows = rowsOf<SampledRow>(
    await database.db.execute(sql`
      select company_id, person_id, competency_id, level_tenths, proficient
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
      const asOf = new Date().toISOString();
      for (const row of sampled) {
        const level = computed.levels.get(row.person_id)?.get(row.competency_id);
        const frameworkId = computed.frameworkOf.get(row.competency_id);
        const scale = frameworkId ? computed.scales.get(frameworkId) : undefined;
        const fresh =
          level && frameworkId && scale
            ? storedRow(row.person_id, row.competency_id, frameworkId, level, scale, asOf)
            : null;
        if (fresh?.level_tenths === row.level_tenths && fresh.proficient === row.proficient) continue;
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
  const [report] = await database.db
    .insert(levelConsistencyChecks)
    .values({
      sampled: rows.length,
      mismatched,
      examples,
      fitsSampled: fits.sampled,
      fitsMismatched: fits.mismatched,
      fitExamples: fits.examples,
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
async function samplePercent(database: Database, table: 'stored_levels' | 'stored_fits', sample: number) {
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

export function storedLevelsCheckJob(database: Database): JobHandler {
  return {
    kind: CHECK_STORED_LEVELS,
    run: async () => {
      await checkStoredLevels(database);
    },
  };
}
