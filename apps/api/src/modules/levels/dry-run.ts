import type { LevelRules } from '@competencyhub/domain/current-level';
import { analyseGaps, bandMove, type Importance, type Requirement } from '@competencyhub/domain/gap-analysis';
import type { LevelRulesDryRun, LevelRulesDryRunInput } from '@competencyhub/domain/schemas/level-rules';
import { and, eq, ne, sql } from 'drizzle-orm';
import { type Database, type Tx, withTenant } from '../../db/client.ts';
import { uuidArray } from '../../db/id-lists.ts';
import { rowsOf } from '../../db/migrate.ts';
import { type DryRunCounts, levelDryRuns } from '../../db/schema/levels.ts';
import { notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import { type JobHandler, JobInterrupted, stopIfInterrupted } from '../../jobs/runner.ts';
import { currentRequestId } from '../../ops/request-context.ts';
import type { Services } from '../../services.ts';
import { requirementInUseAs } from '../assessments/catalog.ts';
import { computeLevels, loadLevelRules, proposedRules } from '../competencies/levels.ts';
import { RECOMPUTE_CHUNK, RECOMPUTE_INLINE_PEOPLE } from './recompute.ts';

/**
 * The dry run of a rules change (issue 23, decision 0053): the ratings of every person replayed under
 * the proposed rules, beside their stored levels (made under the rules in force), counted per unit:
 * levels that would reach or leave the proficient level, and people whose fit to their own job profile
 * would move to another band (domain fitBand). Chunked and resumable like a recompute; a small company
 * gets its answer at once. Nothing but the dry run's own row is written.
 */

export const DRY_RUN_LEVELS = 'levels.dry_run';
/** The units listed in the answer (most changes first); the rest are counted in the totals. */
const UNITS_SHOWN = 50;

const emptyCounts = (): DryRunCounts => ({
  people: 0,
  gainProficient: 0,
  loseProficient: 0,
  fitUp: 0,
  fitDown: 0,
});

interface StoredRow {
  person_id: string;
  competency_id: string;
  level_tenths: number | null;
  proficient: boolean;
}

/** The counts of one chunk of people, per unit id ('' for no unit). */
async function countChunk(
  tx: Tx,
  companyId: string,
  proposed: LevelRules,
  people: readonly string[],
): Promise<Map<string, DryRunCounts>> {
  const counts = new Map<string, DryRunCounts>();
  if (people.length === 0) return counts;
  const ids = uuidArray(people);
  const computed = await computeLevels(tx, companyId, proposedRules(proposed), people);
  // The stored levels on their framework's current scale: what everyone sees now.
  const stored = rowsOf<StoredRow>(
    await tx.execute(sql`
      select s.person_id, s.competency_id, s.level_tenths, s.proficient from stored_levels s
      join competency_frameworks f on f.company_id = s.company_id and f.id = s.framework_id
        and f.scale_version = s.scale_version
      where s.company_id = ${companyId} and s.person_id = any(${ids}::uuid[])`),
  );
  const persons = rowsOf<{ id: string; org_unit_id: string | null; job_profile_id: string | null }>(
    await tx.execute(sql`
      select id, org_unit_id, job_profile_id from profiles
      where company_id = ${companyId} and id = any(${ids}::uuid[])`),
  );
  const profileIds = [...new Set(persons.flatMap((p) => (p.job_profile_id ? [p.job_profile_id] : [])))];
  const requirementRows =
    profileIds.length === 0
      ? []
      : rowsOf<{ job_profile_id: string; competency_id: string; required_level: number; importance: string }>(
          await tx.execute(sql`
            select r.job_profile_id, r.competency_id, r.required_level, r.importance
            from job_profile_requirements r
            where r.company_id = ${companyId} and r.job_profile_id = any(${uuidArray(profileIds)}::uuid[])
              and ${requirementInUseAs('r')}`),
        );
  const requirementsOf = new Map<string, Requirement[]>();
  for (const row of requirementRows) {
    const list = requirementsOf.get(row.job_profile_id) ?? [];
    list.push({
      competencyId: row.competency_id,
      requiredLevel: row.required_level,
      importance: row.importance as Importance,
    });
    requirementsOf.set(row.job_profile_id, list);
  }
  const storedOf = new Map<string, Map<string, StoredRow>>();
  for (const row of stored) {
    const byCompetency = storedOf.get(row.person_id) ?? new Map<string, StoredRow>();
    byCompetency.set(row.competency_id, row);
    storedOf.set(row.person_id, byCompetency);
  }

  for (const person of persons) {
    const unit = person.org_unit_id ?? '';
    const tally = counts.get(unit) ?? emptyCounts();
    counts.set(unit, tally);
    tally.people++;
    const before = storedOf.get(person.id) ?? new Map<string, StoredRow>();
    const after = computed.levels.get(person.id) ?? new Map();
    const oldNumbers = new Map<string, number>();
    const newNumbers = new Map<string, number>();
    for (const [competencyId, row] of before) {
      if (row.level_tenths !== null) oldNumbers.set(competencyId, row.level_tenths / 10);
    }
    for (const competencyId of new Set([...before.keys(), ...after.keys()])) {
      const level = after.get(competencyId)?.level ?? null;
      const frameworkId = computed.frameworkOf.get(competencyId);
      const scale = frameworkId ? computed.scales.get(frameworkId) : undefined;
      if (level !== null) newNumbers.set(competencyId, level);
      const wasProficient = before.get(competencyId)?.proficient ?? false;
      const willBe = level !== null && scale !== undefined && level >= scale.proficientLevel;
      if (willBe && !wasProficient) tally.gainProficient++;
      if (wasProficient && !willBe) tally.loseProficient++;
    }
    const requirements = person.job_profile_id ? (requirementsOf.get(person.job_profile_id) ?? []) : [];
    if (requirements.length > 0) {
      const move = bandMove(
        analyseGaps(requirements, oldNumbers).fitPercent,
        analyseGaps(requirements, newNumbers).fitPercent,
      );
      if (move > 0) tally.fitUp++;
      if (move < 0) tally.fitDown++;
    }
  }
  return counts;
}

const addInto = (sum: DryRunCounts, counts: DryRunCounts) => {
  sum.people += counts.people;
  sum.gainProficient += counts.gainProficient;
  sum.loseProficient += counts.loseProficient;
  sum.fitUp += counts.fitUp;
  sum.fitDown += counts.fitDown;
  return sum;
};

const addCounts = (into: Record<string, DryRunCounts>, counts: Map<string, DryRunCounts>) => {
  for (const [unit, tally] of counts) into[unit] = addInto(into[unit] ?? emptyCounts(), tally);
  return into;
};

/** One chunk of a dry run in `tx` (its row locked); 'done' when nobody is left. */
async function dryRunChunkIn(
  tx: Tx,
  companyId: string,
  dryRunId: string,
  chunk: number,
): Promise<'more' | 'done'> {
  const where = and(eq(levelDryRuns.companyId, companyId), eq(levelDryRuns.id, dryRunId));
  const [run] = await tx.select().from(levelDryRuns).where(where).for('update');
  // A dry run that failed for good is finished too: a late retry of its job does not revive it.
  if (!run || run.status === 'done' || run.status === 'failed') return 'done';
  if (run.status === 'queued') {
    const [count] = rowsOf<{ n: number }>(
      await tx.execute(sql`select count(*)::int as n from profiles where company_id = ${companyId}`),
    );
    run.totalPeople = count?.n ?? 0;
    await tx.update(levelDryRuns).set({ status: 'running', totalPeople: run.totalPeople }).where(where);
  }
  const people = rowsOf<{ id: string }>(
    await tx.execute(sql`
      select id from profiles where company_id = ${companyId}
        ${run.cursorPersonId ? sql`and id > ${run.cursorPersonId}` : sql``}
      order by id limit ${chunk}`),
  ).map((row) => row.id);
  if (people.length === 0) {
    await tx
      .update(levelDryRuns)
      .set({ status: 'done', donePeople: run.totalPeople, finishedAt: sql`now()` })
      .where(where);
    return 'done';
  }
  const counts = await countChunk(
    tx,
    companyId,
    { policy: run.sourcePolicy, minPeers: run.minPeerRaters },
    people,
  );
  await tx
    .update(levelDryRuns)
    .set({
      result: addCounts(run.result, counts),
      cursorPersonId: people.at(-1),
      donePeople: Math.min(run.totalPeople, run.donePeople + people.length),
    })
    .where(where);
  return 'more';
}

export async function runDryRun(
  database: Database,
  companyId: string,
  dryRunId: string,
  { chunk = RECOMPUTE_CHUNK, signal }: { chunk?: number; signal?: AbortSignal } = {},
) {
  while (
    (await withTenant(database, companyId, (tx) => dryRunChunkIn(tx, companyId, dryRunId, chunk))) === 'more'
  ) {
    // A drain past its limit: the chunks done stay, and another process goes on from the cursor.
    stopIfInterrupted(signal);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** The job; `dryRun` is the work itself (tests give one that fails). */
export function dryRunJob(database: Database, dryRun: typeof runDryRun = runDryRun): JobHandler {
  return {
    kind: DRY_RUN_LEVELS,
    // Its last failure ends the run it worked on: a new one is started from its own page.
    retryable: false,
    run: async ({ payload, lastAttempt, signal }) => {
      const companyId = String(payload.companyId ?? '');
      const dryRunId = String(payload.dryRunId ?? '');
      if (!companyId || !dryRunId) return;
      try {
        await dryRun(database, companyId, dryRunId, { signal });
      } catch (error) {
        // Retried from its cursor while attempts remain; after the last, the preview says it stopped.
        // An interruption is not an attempt: handed back, it goes on from its cursor elsewhere.
        if (lastAttempt && !(error instanceof JobInterrupted))
          await markDryRunFailed(database, companyId, dryRunId);
        throw error;
      }
    },
  };
}

async function markDryRunFailed(database: Database, companyId: string, dryRunId: string) {
  await withTenant(database, companyId, (tx) =>
    tx
      .update(levelDryRuns)
      .set({ status: 'failed', finishedAt: sql`now()` })
      .where(
        and(
          eq(levelDryRuns.companyId, companyId),
          eq(levelDryRuns.id, dryRunId),
          // One that finished after all keeps its answer.
          ne(levelDryRuns.status, 'done'),
        ),
      ),
  );
}

async function dryRunView(tx: Tx, companyId: string, dryRunId: string): Promise<LevelRulesDryRun> {
  const [run] = await tx
    .select()
    .from(levelDryRuns)
    .where(and(eq(levelDryRuns.companyId, companyId), eq(levelDryRuns.id, dryRunId)));
  if (!run) throw notFound('Dry run');
  const changed = Object.entries(run.result).filter(
    ([, c]) => c.gainProficient + c.loseProficient + c.fitUp + c.fitDown > 0,
  );
  const impact = (c: DryRunCounts) => c.gainProficient + c.loseProficient + c.fitUp + c.fitDown;
  changed.sort(([a, x], [b, y]) => impact(y) - impact(x) || a.localeCompare(b));
  const shown = changed.slice(0, UNITS_SHOWN);
  const unitIds = shown.flatMap(([unit]) => (unit ? [unit] : []));
  const names = new Map(
    unitIds.length === 0
      ? []
      : rowsOf<{ id: string; name: string }>(
          await tx.execute(sql`
            select id, name from org_units where company_id = ${companyId} and id = any(${uuidArray(unitIds)}::uuid[])`),
        ).map((row) => [row.id, row.name]),
  );
  const totals = Object.values(run.result).reduce(addInto, emptyCounts());
  return {
    id: run.id,
    status: run.status,
    proposed: {
      minPeerRaters: run.minPeerRaters,
      policy:
        run.sourcePolicy.mode === 'first_available'
          ? { mode: 'first_available', order: [...run.sourcePolicy.order] }
          : { mode: 'weighted', weights: { ...run.sourcePolicy.weights } },
    },
    baseRulesVersion: run.baseRulesVersion,
    totalPeople: run.totalPeople,
    donePeople: run.donePeople,
    totals,
    units: shown.map(([unit, c]) => ({
      ...c,
      unitId: unit || null,
      unitName: unit ? (names.get(unit) ?? null) : null,
    })),
    unitsChanged: changed.length,
    createdAt: run.createdAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
  };
}

/**
 * Starts a dry run of the proposed rules: at once for a company of at most RECOMPUTE_INLINE_PEOPLE
 * people (the answer is complete), otherwise as a background job whose progress the answer shows.
 */
export function startDryRun(services: Services, viewer: Viewer, input: LevelRulesDryRunInput) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const companyId = viewer.tenantId;
    const rules = await loadLevelRules(tx, companyId);
    const [row] = await tx
      .insert(levelDryRuns)
      .values({
        companyId,
        sourcePolicy: input.policy,
        minPeerRaters: input.minPeerRaters,
        baseRulesVersion: rules.version,
        requestedBy: viewer.userId,
      })
      .returning({ id: levelDryRuns.id });
    if (!row) throw new Error('dry run insert failed');
    const [size] = rowsOf<{ n: number }>(
      await tx.execute(sql`
        select count(*)::int as n from (
          select 1 from profiles where company_id = ${companyId} limit ${RECOMPUTE_INLINE_PEOPLE + 1}) p`),
    );
    if ((size?.n ?? 0) <= RECOMPUTE_INLINE_PEOPLE) {
      while ((await dryRunChunkIn(tx, companyId, row.id, RECOMPUTE_INLINE_PEOPLE + 1)) === 'more') {
        // A small company: every person in one chunk, then the closing pass.
      }
    } else {
      await tx.execute(sql`
        insert into jobs (kind, payload, dedupe_key, request_id)
        values (${DRY_RUN_LEVELS}, ${JSON.stringify({ companyId, dryRunId: row.id })}::jsonb,
                ${`${DRY_RUN_LEVELS}:${row.id}`}, ${currentRequestId()})`);
    }
    return dryRunView(tx, companyId, row.id);
  });
}

export function getDryRun(services: Services, viewer: Viewer, dryRunId: string) {
  return withTenant(services.database, viewer.tenantId, (tx) => dryRunView(tx, viewer.tenantId, dryRunId));
}
