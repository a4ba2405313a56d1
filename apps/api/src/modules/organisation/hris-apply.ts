import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { withTenant } from '../../db/client.ts';
import { hrisImports } from '../../db/schema/organisation.ts';
import type { JobHandler } from '../../jobs/runner.ts';
import { compactFitTotals } from '../levels/fit-totals.ts';
import { lockReportingLines } from '../profiles/reporting-lines.ts';
import { companyToday } from './company-day.ts';
import { planImport } from './hris-plan.ts';
import type { Plan, Ref } from './hris-plan-types.ts';
import { readHrisFile } from './hris-read.ts';
import { readSnapshot } from './hris-snapshot.ts';
import { writePlaces, writeUnits } from './hris-write-structure.ts';
import { type ImportedJob, recordImportedJobs } from './job-assignments.ts';
import { lockTrees } from './org-tree.ts';
import { type ImportedSecondary, recordImportedSecondaries } from './secondary-assignments.ts';
import { turn } from './turn.ts';

/**
 * Applying an HRIS import (decision 0056), the `organisation.hris_import` job. The file is read again
 * and checked whole against the company as it is now; with any problem nothing is written and the
 * import is marked failed with them. Then units and cost centres (parents first, under the tree lock),
 * locations and positions are written (hris-write-structure.ts), and people in chunks of PEOPLE_CHUNK,
 * each its own short transaction under the reporting-lines lock through the assignment service's
 * set-based writer (recordImportedJobs), the progress moved in the same transaction; then secondary
 * assignments as many at a time (recordImportedSecondaries). A process that dies resumes where
 * it stopped: a retry plans again, and what is already applied reads as unchanged.
 */

export const HRIS_IMPORT_JOB = 'organisation.hris_import';
/** People per transaction: five set-based statements, each a tenth of a second or two on PGlite. */
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
  return planned;
}

export interface RunOptions {
  /** People per transaction (tests use fewer). */
  chunk?: number;
  /** Called after each chunk commits (tests stop a run there, as a process dying would). */
  afterChunk?: () => Promise<void>;
}

export async function runHrisImport(
  database: Database,
  companyId: string,
  importId: string,
  { chunk: chunkSize = PEOPLE_CHUNK, afterChunk }: RunOptions = {},
): Promise<void> {
  const run = await withTenant(database, companyId, async (tx) => {
    const [row] = await tx
      .select()
      .from(hrisImports)
      .where(and(eq(hrisImports.companyId, companyId), eq(hrisImports.id, importId)));
    return row ?? null;
  });
  if (!run || !(['queued', 'running'] as Status[]).includes(run.status as Status)) return;
  await setRun(database, companyId, importId, { status: 'running', startedAt: run.startedAt ?? sql`now()` });
  const file = await readHrisFile(run.file);
  const first = await plan(database, companyId, file);
  if (first.issueCount > 0) {
    // The company changed since the preview: nothing is written, and the import says why.
    await setRun(database, companyId, importId, {
      status: 'failed',
      failure: 'invalid',
      file: '',
      issues: first.issues,
      issueCount: first.issueCount,
      finishedAt: sql`now()`,
    });
    return;
  }
  await withTenant(database, companyId, async (tx) => {
    await lockTrees(tx, companyId);
    await writeUnits(tx, companyId, first);
  });
  await turn();
  await withTenant(database, companyId, (tx) => writePlaces(tx, companyId, first));
  await turn();
  // Planned again: the units, places and seats just written now have ids.
  const people = await plan(database, companyId, file);
  if (people.issueCount > 0)
    throw new Error('hris import: the file no longer checks after its structure was written');
  const total = run.donePeople + people.people.length;
  await setRun(database, companyId, importId, { totalPeople: total });
  const today = await withTenant(database, companyId, (tx) => companyToday(tx, companyId));
  for (let at = 0; at < people.people.length; at += chunkSize) {
    const chunk = people.people.slice(at, at + chunkSize).map(asImportedJob);
    await withTenant(database, companyId, async (tx) => {
      await lockReportingLines(tx, companyId);
      await recordImportedJobs(tx, companyId, chunk, run.createdBy, today);
      await tx
        .update(hrisImports)
        .set({
          donePeople: sql`least(${hrisImports.totalPeople}, ${hrisImports.donePeople} + ${chunk.length})`,
        })
        .where(and(eq(hrisImports.companyId, companyId), eq(hrisImports.id, importId)));
    });
    await afterChunk?.();
    await turn();
  }
  // Secondary assignments once everyone's primary job is written, as many at a time.
  for (let at = 0; at < people.secondaries.length; at += chunkSize) {
    const chunk = people.secondaries.slice(at, at + chunkSize).map(asImportedSecondary);
    await withTenant(database, companyId, (tx) =>
      recordImportedSecondaries(tx, companyId, chunk, run.createdBy),
    );
    await turn();
  }
  // Each chunk appended a row per job profile to the fit totals: folded now, not at the next slot.
  await compactFitTotals(database, companyId);
  // The file holds people's details: once applied it is not kept.
  await setRun(database, companyId, importId, {
    status: 'done',
    donePeople: total,
    file: '',
    finishedAt: sql`now()`,
  });
}

const idOf = (ref: Ref): string | null => ('id' in ref ? ref.id : null);

function asImportedJob(write: Plan['people'][number]): ImportedJob {
  return {
    personId: write.personId,
    externalId: write.externalId,
    mode: write.mode,
    openId: write.openId,
    effectiveOn: write.effectiveOn,
    positionId: idOf(write.position),
    jobProfileId: write.jobProfileId,
    orgUnitId: idOf(write.unit),
    locationId: idOf(write.location),
    costCentreId: idOf(write.costCentre),
    managerId: write.managerId,
  };
}

function asImportedSecondary(write: Plan['secondaries'][number]): ImportedSecondary {
  return {
    personId: write.personId,
    managerId: write.managerId,
    orgUnitId: idOf(write.unit),
    jobProfileId: write.jobProfileId,
    startsOn: write.startsOn,
  };
}

/** The job; `apply` is the work itself (tests give one that fails). */
export function hrisImportJob(database: Database, apply = runHrisImport): JobHandler {
  return {
    kind: HRIS_IMPORT_JOB,
    // Its last failure ends the run it worked on: a new one is started from its own page.
    retryable: false,
    run: async ({ payload, lastAttempt }) => {
      const companyId = String(payload.companyId ?? '');
      const importId = String(payload.importId ?? '');
      if (!companyId || !importId) return;
      try {
        await apply(database, companyId, importId);
      } catch (error) {
        // Retried from where it stopped while attempts remain; after the last, the import says it failed.
        if (lastAttempt)
          await setRun(database, companyId, importId, {
            status: 'failed',
            failure: 'stopped',
            file: '',
            finishedAt: sql`now()`,
          });
        throw error;
      }
    },
  };
}
