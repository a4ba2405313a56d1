import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { withTenant } from '../../db/client.ts';
import { hrisImports } from '../../db/schema/organisation.ts';
import { ANALYZE_AFTER_ROWS, refreshStatistics } from '../../db/statistics.ts';
import { type JobHandler, JobInterrupted, stopIfInterrupted } from '../../jobs/runner.ts';
import { compactFitTotals } from '../levels/fit-totals.ts';
import { lockReportingLines } from '../profiles/reporting-lines.ts';
import { companyToday } from './company-day.ts';
import { planImport } from './hris-plan.ts';
import type { Plan, Ref } from './hris-plan-types.ts';
import { readHrisFile } from './hris-read.ts';
import { readSnapshot } from './hris-snapshot.ts';
import { type NewStructureIds, newStructureIds, writePlaces, writeUnits } from './hris-write-structure.ts';
import { type ImportedJob, recordImportedJobs } from './job-assignments.ts';
import { lockTrees } from './org-tree.ts';
import { lockPositions } from './positions.ts';
import { type ImportedSecondary, recordImportedSecondaries } from './secondary-assignments.ts';
import { turn } from './turn.ts';

/**
 * Applying an HRIS import (decision 0056, and 0082 for its one commit), the `organisation.hris_import`
 * job. The file is read again and checked whole against the company as it is now; with any problem
 * nothing is written and the import is marked failed with them. Then everything is written in ONE
 * transaction, so the import is all or nothing: units and cost centres (parents first), locations and
 * positions (hris-write-structure.ts), each new one with the id the plan gave it (newStructureIds), and
 * people PEOPLE_CHUNK at a time through the assignment service's set-based writer (recordImportedJobs),
 * then secondary assignments, then the import marked done, all committed together. A process that dies,
 * or a statement that fails, leaves the company as it was: the next attempt plans again from scratch.
 */

export const HRIS_IMPORT_JOB = 'organisation.hris_import';
/** People per statement group: five set-based statements, each a tenth of a second or two on PGlite. */
export const PEOPLE_CHUNK = 500;

type Status = 'queued' | 'running' | 'done' | 'failed';

async function setRun(
  database: Database,
  companyId: string,
  importId: string,
  values: Record<string, unknown>,
) {
  await withTenant(database, companyId, (tx) =>
    tx
      .update(hrisImports)
      .set(values)
      .where(and(eq(hrisImports.companyId, companyId), eq(hrisImports.id, importId))),
  );
}

async function plan(database: Database, companyId: string, file: Awaited<ReturnType<typeof readHrisFile>>) {
  const snapshot = await readSnapshot(database, companyId, { secondaries: file.secondaries.length > 0 });
  const today = await withTenant(database, companyId, (tx) => companyToday(tx, companyId));
  const planned = await planImport(file, snapshot, today);
  await turn();
  return { planned, today };
}

export interface RunOptions {
  /** People per statement group (tests use fewer). */
  chunk?: number;
  /** Called inside the transaction after each group of people (tests stop a run there, as a process dying would). */
  afterChunk?: () => Promise<void>;
  /** The job runner's: aborted, the run stops after its group of people, and nothing is committed. */
  signal?: AbortSignal;
}

export async function runHrisImport(
  database: Database,
  companyId: string,
  importId: string,
  { chunk: chunkSize = PEOPLE_CHUNK, afterChunk, signal }: RunOptions = {},
): Promise<void> {
  const run = await withTenant(database, companyId, async (tx) => {
    const [row] = await tx
      .select()
      .from(hrisImports)
      .where(and(eq(hrisImports.companyId, companyId), eq(hrisImports.id, importId)));
    return row ?? null;
  });
  if (!run || !(['queued', 'running'] as Status[]).includes(run.status as Status)) return;
  // An attempt starts from nothing: a run stopped before commits nothing, and its progress is undone too.
  await setRun(database, companyId, importId, {
    status: 'running',
    startedAt: run.startedAt ?? sql`now()`,
    donePeople: 0,
  });
  const file = await readHrisFile(run.file);
  const { planned, today } = await plan(database, companyId, file);
  if (planned.issueCount > 0) {
    // The company changed since the preview: nothing is written, and the import says why.
    await setRun(database, companyId, importId, {
      status: 'failed',
      failure: 'invalid',
      file: '',
      issues: planned.issues,
      issueCount: planned.issueCount,
      finishedAt: sql`now()`,
    });
    return;
  }
  const ids = newStructureIds(planned);
  const people = planned.people.map((write) => asImportedJob(write, ids));
  const secondaries = planned.secondaries.map((write) => asImportedSecondary(write, ids));
  const total = people.length;
  await setRun(database, companyId, importId, { totalPeople: total });
  // Progress can be shown only from outside the transaction, on a connection of its own: PostgreSQL's pool
  // has one; PGlite's one connection is the transaction's until it ends (the page's polls wait for it).
  const progress = database.kind === 'postgres';
  await withTenant(database, companyId, async (tx) => {
    // Every lock the import needs, taken first and in one order (org-tree, positions, reporting lines).
    await lockTrees(tx, companyId);
    await lockPositions(tx, companyId);
    await lockReportingLines(tx, companyId);
    await writeUnits(tx, companyId, planned, ids);
    await turn();
    await writePlaces(tx, companyId, planned, ids);
    await turn();
    for (let at = 0; at < people.length; at += chunkSize) {
      const part = people.slice(at, at + chunkSize);
      await recordImportedJobs(tx, companyId, part, run.createdBy, today);
      await afterChunk?.();
      // A drain past its limit: rolled back here, and another process applies the file from the check.
      stopIfInterrupted(signal);
      if (progress)
        await setRun(database, companyId, importId, { donePeople: Math.min(total, at + part.length) });
      await turn();
    }
    // Secondary assignments once everyone's primary job is written, as many at a time.
    for (let at = 0; at < secondaries.length; at += chunkSize) {
      await recordImportedSecondaries(tx, companyId, secondaries.slice(at, at + chunkSize), run.createdBy);
      await turn();
    }
    // Done in the same commit: the file holds people's details, and once applied it is not kept.
    await tx
      .update(hrisImports)
      .set({ status: 'done', donePeople: total, file: '', finishedAt: sql`now()` })
      .where(and(eq(hrisImports.companyId, companyId), eq(hrisImports.id, importId)));
  });
  // The people's new fits appended a row per job profile to the fit totals: folded now, not at the next
  // slot (a fold is its own transaction; one left undone is folded by the slot's job).
  await compactFitTotals(database, companyId);
  if (people.length + planned.positions.length >= ANALYZE_AFTER_ROWS)
    await refreshStatistics(database, STATISTICS_OF);
}

/** The tables an import writes, whose statistics it refreshes once it wrote ANALYZE_AFTER_ROWS or more. */
const STATISTICS_OF = [
  'profiles',
  'job_assignments',
  'org_units',
  'org_unit_closure',
  'positions',
  'locations',
  'stored_fits',
] as const;

/** Where the plan meets the ids: an id already in CompetencyHub, or the one given to a record the file creates. */
const idOf = (ref: Ref, created: ReadonlyMap<string, string>): string | null =>
  'id' in ref ? ref.id : (created.get(ref.externalId) ?? null);

function asImportedJob(write: Plan['people'][number], ids: NewStructureIds): ImportedJob {
  return {
    personId: write.personId,
    externalId: write.externalId,
    mode: write.mode,
    openId: write.openId,
    effectiveOn: write.effectiveOn,
    positionId: idOf(write.position, ids.positions),
    jobProfileId: write.jobProfileId,
    orgUnitId: idOf(write.unit, ids.units.organisation),
    locationId: idOf(write.location, ids.locations),
    costCentreId: idOf(write.costCentre, ids.units.cost_centre),
    managerId: write.managerId,
  };
}

function asImportedSecondary(write: Plan['secondaries'][number], ids: NewStructureIds): ImportedSecondary {
  return {
    personId: write.personId,
    managerId: write.managerId,
    orgUnitId: idOf(write.unit, ids.units.organisation),
    jobProfileId: write.jobProfileId,
    startsOn: write.startsOn,
  };
}

/** The job; `apply` is the work itself (tests give one that fails). */
export function hrisImportJob(database: Database, apply: typeof runHrisImport = runHrisImport): JobHandler {
  return {
    kind: HRIS_IMPORT_JOB,
    // Its last failure ends the run it worked on: a new one is started from its own page.
    retryable: false,
    run: async ({ payload, lastAttempt, signal }) => {
      const companyId = String(payload.companyId ?? '');
      const importId = String(payload.importId ?? '');
      if (!companyId || !importId) return;
      try {
        await apply(database, companyId, importId, { signal });
      } catch (error) {
        // Nothing of the attempt was committed. Tried again from the start while attempts remain; after
        // the last, the import says it failed and that nothing changed.
        // An interruption is not an attempt: the job is handed back, the import still running.
        if (lastAttempt && !(error instanceof JobInterrupted))
          await setRun(database, companyId, importId, {
            status: 'failed',
            failure: 'stopped',
            donePeople: 0,
            file: '',
            finishedAt: sql`now()`,
          });
        throw error;
      }
    },
  };
}
