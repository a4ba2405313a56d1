import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { withTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { levelRecomputes, type RecomputeReason } from '../../db/schema/levels.ts';
import { ANALYZE_AFTER_ROWS, refreshStatistics } from '../../db/statistics.ts';
import { type JobHandler, JobInterrupted, stopIfInterrupted } from '../../jobs/runner.ts';
import { currentRequestId } from '../../ops/request-context.ts';
import { loadLevelRules } from '../competencies/levels.ts';
import { compactFitTotals } from './fit-totals.ts';
import { writeStoredLevels } from './stored-levels.ts';

/**
 * Recomputing a company's stored levels after its rules or a scale changed (decision 0053). A
 * request is a `level_recomputes` row and a `levels.recompute` job, queued in the transaction that
 * changed the rules (a change cannot commit without its recompute). The job takes the company's
 * people in id order, RECOMPUTE_CHUNK at a time, each chunk its own short transaction that also
 * moves the cursor: a process that dies resumes after the last chunk it committed, other requests
 * are never held behind one long transaction, and the administrator sees the progress.
 */

export const RECOMPUTE_LEVELS = 'levels.recompute';
/**
 * People per transaction. Each chunk's level computation holds the event loop while it runs: at 250
 * people a colleague's request waited up to 55 ms behind it at 100,000 people (decision 0059); at 100
 * the waits stay within the read budget and the whole recompute still ends in under three minutes.
 */
export const RECOMPUTE_CHUNK = 100;

/**
 * Queues a recompute of the company's levels (in `tx`, the transaction that made it necessary). One
 * that is queued and not started yet already covers this change (each chunk reads the rules as they
 * are when it runs): it is reused.
 */
export async function requestRecompute(
  tx: Tx,
  companyId: string,
  reason: RecomputeReason,
  rulesVersion: number,
  requestedBy: string | null,
): Promise<string> {
  const [queued] = await tx
    .select({ id: levelRecomputes.id })
    .from(levelRecomputes)
    .where(and(eq(levelRecomputes.companyId, companyId), eq(levelRecomputes.status, 'queued')))
    .limit(1);
  if (queued) {
    await tx
      .update(levelRecomputes)
      .set({ rulesVersion })
      .where(and(eq(levelRecomputes.companyId, companyId), eq(levelRecomputes.id, queued.id)));
    return queued.id;
  }
  const [row] = await tx
    .insert(levelRecomputes)
    .values({ companyId, reason, rulesVersion, requestedBy })
    .returning({ id: levelRecomputes.id });
  if (!row) throw new Error('recompute insert failed');
  // The recompute's own id makes the key: it cannot exist yet (and the app role may only insert).
  await tx.execute(sql`
    insert into jobs (kind, payload, dedupe_key, request_id)
    values (${RECOMPUTE_LEVELS}, ${JSON.stringify({ companyId, recomputeId: row.id })}::jsonb,
            ${`${RECOMPUTE_LEVELS}:${row.id}`}, ${currentRequestId()})`);
  if (await isSmallCompany(tx, companyId)) await finishInline(tx, companyId, row.id);
  return row.id;
}

/**
 * A company of at most this many people has its levels recomputed in the transaction that changed its
 * rules (well under a second): its people see the new levels at once. Larger ones wait for the job.
 */
export const RECOMPUTE_INLINE_PEOPLE = 300;

async function isSmallCompany(tx: Tx, companyId: string): Promise<boolean> {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      select count(*)::int as n from (
        select 1 from profiles where company_id = ${companyId} limit ${RECOMPUTE_INLINE_PEOPLE + 1}) p`),
  );
  return (row?.n ?? 0) <= RECOMPUTE_INLINE_PEOPLE;
}

/** Every level of a small company, now, in `tx`; the recompute is then done (its job finds nothing). */
async function finishInline(tx: Tx, companyId: string, recomputeId: string): Promise<void> {
  const people = rowsOf<{ id: string }>(
    await tx.execute(sql`select id from profiles where company_id = ${companyId} order by id`),
  ).map((person) => person.id);
  const rules = await loadLevelRules(tx, companyId);
  const changed = await writeStoredLevels(tx, companyId, { personIds: people }, 'recompute', rules);
  await tx
    .update(levelRecomputes)
    .set({
      status: 'done',
      startedAt: sql`now()`,
      finishedAt: sql`now()`,
      totalPeople: people.length,
      donePeople: people.length,
      changedLevels: changed,
      cursorPersonId: people.at(-1) ?? null,
      rulesVersion: rules.version,
    })
    .where(and(eq(levelRecomputes.companyId, companyId), eq(levelRecomputes.id, recomputeId)));
}

type ChunkOutcome = 'more' | 'done';

/** One chunk of a recompute, in its own transaction; the recompute row is locked while it runs. */
export async function recomputeChunk(
  database: Database,
  companyId: string,
  recomputeId: string,
  chunk = RECOMPUTE_CHUNK,
): Promise<ChunkOutcome> {
  return withTenant(database, companyId, async (tx) => {
    const [run] = await tx
      .select()
      .from(levelRecomputes)
      .where(and(eq(levelRecomputes.companyId, companyId), eq(levelRecomputes.id, recomputeId)))
      .for('update');
    if (!run || run.status === 'done' || run.status === 'failed') return 'done';
    if (run.status === 'queued') {
      const [count] = rowsOf<{ n: number }>(
        await tx.execute(sql`select count(*)::int as n from profiles where company_id = ${companyId}`),
      );
      run.totalPeople = count?.n ?? 0;
      await tx
        .update(levelRecomputes)
        .set({ status: 'running', startedAt: sql`now()`, totalPeople: run.totalPeople })
        .where(and(eq(levelRecomputes.companyId, companyId), eq(levelRecomputes.id, recomputeId)));
    }
    const people = rowsOf<{ id: string }>(
      await tx.execute(sql`
        select id from profiles
        where company_id = ${companyId}
          ${run.cursorPersonId ? sql`and id > ${run.cursorPersonId}` : sql``}
        order by id limit ${chunk}`),
    ).map((row) => row.id);
    if (people.length === 0) {
      await tx
        .update(levelRecomputes)
        .set({ status: 'done', finishedAt: sql`now()`, donePeople: run.totalPeople })
        .where(and(eq(levelRecomputes.companyId, companyId), eq(levelRecomputes.id, recomputeId)));
      return 'done';
    }
    const rules = await loadLevelRules(tx, companyId);
    const changed = await writeStoredLevels(tx, companyId, { personIds: people }, 'recompute', rules);
    await tx
      .update(levelRecomputes)
      .set({
        cursorPersonId: people.at(-1),
        // People may join while it runs: the count never goes past the total shown.
        donePeople: sql`least(${levelRecomputes.totalPeople}, ${levelRecomputes.donePeople} + ${people.length})`,
        changedLevels: sql`${levelRecomputes.changedLevels} + ${changed}`,
        rulesVersion: rules.version,
      })
      .where(and(eq(levelRecomputes.companyId, companyId), eq(levelRecomputes.id, recomputeId)));
    return 'more';
  });
}

/** Runs a recompute to its end (the job, the demo seed and tests). */
export async function runRecompute(
  database: Database,
  companyId: string,
  recomputeId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<void> {
  while ((await recomputeChunk(database, companyId, recomputeId)) === 'more') {
    // A drain past its limit: the chunks done stay, and another process goes on from the cursor.
    stopIfInterrupted(signal);
    // Let requests waiting on the event loop through between chunks.
    await new Promise((resolve) => setImmediate(resolve));
  }
  // Each chunk appended a row per job profile to the fit totals: folded now, not at the next slot.
  await compactFitTotals(database, companyId);
  // A first recompute of a large company fills its levels from nothing: without fresh statistics the
  // planner goes on planning their reads for empty tables (for good on PGlite, which never analyses).
  const [run] = await withTenant(database, companyId, (tx) =>
    tx
      .select({ totalPeople: levelRecomputes.totalPeople })
      .from(levelRecomputes)
      .where(and(eq(levelRecomputes.companyId, companyId), eq(levelRecomputes.id, recomputeId))),
  );
  if ((run?.totalPeople ?? 0) >= ANALYZE_AFTER_ROWS) await refreshStatistics(database, RECOMPUTE_WRITES);
}

/** The tables a recompute writes (writeStoredLevels), whose statistics a large one refreshes. */
const RECOMPUTE_WRITES = ['stored_levels', 'level_changes', 'stored_fits'] as const;

/** Computes every stored level of a company now (demo data and benches, after inserting ratings). */
export async function recomputeCompanyNow(database: Database, companyId: string): Promise<void> {
  const id = await withTenant(database, companyId, async (tx) => {
    const rules = await loadLevelRules(tx, companyId);
    const [row] = await tx
      .insert(levelRecomputes)
      .values({ companyId, reason: 'initial', rulesVersion: rules.version })
      .returning({ id: levelRecomputes.id });
    return row?.id ?? '';
  });
  await runRecompute(database, companyId, id);
}

/** The job; `recompute` is the work itself (tests give one that fails). */
export function recomputeLevelsJob(
  database: Database,
  recompute: typeof runRecompute = runRecompute,
): JobHandler {
  return {
    kind: RECOMPUTE_LEVELS,
    // Its last failure ends the run it worked on: a new one is started from its own page.
    retryable: false,
    run: async ({ payload, lastAttempt, signal }) => {
      const companyId = String(payload.companyId ?? '');
      const recomputeId = String(payload.recomputeId ?? '');
      if (!companyId || !recomputeId) return;
      try {
        await recompute(database, companyId, recomputeId, { signal });
      } catch (error) {
        // Retried from its cursor while attempts remain; after the last, the card says it stopped.
        // An interruption is not an attempt: handed back, it goes on from its cursor elsewhere.
        if (lastAttempt && !(error instanceof JobInterrupted))
          await markRecomputeFailed(database, companyId, recomputeId);
        throw error;
      }
    },
  };
}

async function markRecomputeFailed(database: Database, companyId: string, recomputeId: string) {
  await withTenant(database, companyId, (tx) =>
    tx
      .update(levelRecomputes)
      .set({ status: 'failed', finishedAt: sql`now()` })
      .where(and(eq(levelRecomputes.companyId, companyId), eq(levelRecomputes.id, recomputeId))),
  );
}

/** The company's latest recompute, for the administrator's progress bar. */
export async function latestRecompute(tx: Tx, companyId: string) {
  const [row] = await tx
    .select({
      id: levelRecomputes.id,
      reason: levelRecomputes.reason,
      status: levelRecomputes.status,
      rulesVersion: levelRecomputes.rulesVersion,
      totalPeople: levelRecomputes.totalPeople,
      donePeople: levelRecomputes.donePeople,
      changedLevels: levelRecomputes.changedLevels,
      createdAt: levelRecomputes.createdAt,
      startedAt: levelRecomputes.startedAt,
      finishedAt: levelRecomputes.finishedAt,
    })
    .from(levelRecomputes)
    .where(eq(levelRecomputes.companyId, companyId))
    .orderBy(desc(levelRecomputes.createdAt))
    .limit(1);
  return row ?? null;
}
