import { and, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { withTenant } from '../../db/client.ts';
import { hrisImports, locations, orgUnits, positions } from '../../db/schema/organisation.ts';
import type { JobHandler } from '../../jobs/runner.ts';
import { lockReportingLines } from '../profiles/reporting-lines.ts';
import { planImport } from './hris-plan.ts';
import type { Plan, Ref } from './hris-plan-types.ts';
import { readHrisFile } from './hris-read.ts';
import { readSnapshot } from './hris-snapshot.ts';
import { type ImportedJob, isoDay, recordImportedJobs } from './job-assignments.ts';
import { addLeaf, lockTrees, moveSubtree } from './org-tree.ts';

/**
 * Applying an HRIS import (decision 0056), the `organisation.hris_import` job. The file is read again
 * and checked whole against the company as it is now; with any problem nothing is written and the
 * import is marked failed with them. Then units (parents first), locations and positions are written
 * in one transaction under the tree lock, and people in chunks of PEOPLE_CHUNK, each its own short
 * transaction under the reporting-lines lock through the assignment service's set-based writer
 * (recordImportedJobs), the progress moved in the same transaction. A process that dies resumes where
 * it stopped: a retry plans again, and what is already applied reads as unchanged.
 */

export const HRIS_IMPORT_JOB = 'organisation.hris_import';
/** People per transaction: a thousand rows are a few set-based statements, well under a second. */
export const PEOPLE_CHUNK = 1000;

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
  const snapshot = await withTenant(database, companyId, (tx) => readSnapshot(tx, companyId));
  return planImport(file, snapshot, isoDay(new Date()));
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
    await writeStructure(tx, companyId, first);
  });
  // Planned again: the units, places and seats just written now have ids.
  const people = await plan(database, companyId, file);
  if (people.issueCount > 0)
    throw new Error('hris import: the file no longer checks after its structure was written');
  const total = run.donePeople + people.people.length;
  await setRun(database, companyId, importId, { totalPeople: total });
  const today = isoDay(new Date());
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
    // Let requests waiting on the event loop through between chunks.
    await new Promise((resolve) => setImmediate(resolve));
  }
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
    managerId: write.managerId,
  };
}

/** Units parents first (each new one added to the closure, each moved one re-hung), then places and seats. */
async function writeStructure(tx: Tx, companyId: string, plan: Plan) {
  const unitIds = new Map<string, string>();
  const knownUnit = async (externalId: string) => {
    const known = unitIds.get(externalId);
    if (known) return known;
    const [row] = await tx
      .select({ id: orgUnits.id })
      .from(orgUnits)
      .where(
        and(
          eq(orgUnits.companyId, companyId),
          eq(orgUnits.hierarchy, 'organisation'),
          eq(orgUnits.externalId, externalId),
        ),
      );
    if (row) unitIds.set(externalId, row.id);
    return row?.id ?? null;
  };
  for (const unit of plan.units) {
    const parentId = unit.parentExternalId ? await knownUnit(unit.parentExternalId) : null;
    if (!unit.id) {
      const [row] = await tx
        .insert(orgUnits)
        .values({
          companyId,
          hierarchy: 'organisation',
          parentId,
          name: unit.name,
          kind: unit.kind,
          code: unit.code,
          externalId: unit.externalId,
        })
        .returning({ id: orgUnits.id });
      if (!row) throw new Error('unit insert failed');
      await addLeaf(tx, companyId, row.id, parentId);
      unitIds.set(unit.externalId, row.id);
      continue;
    }
    unitIds.set(unit.externalId, unit.id);
    if (unit.moves) await moveSubtree(tx, companyId, unit.id, parentId);
    await tx
      .update(orgUnits)
      .set({ name: unit.name, kind: unit.kind, code: unit.code, parentId, updatedAt: sql`now()` })
      .where(and(eq(orgUnits.companyId, companyId), eq(orgUnits.id, unit.id)));
  }
  const locationIds = new Map<string, string>();
  for (const place of plan.locations) {
    const values = {
      name: place.name,
      country: place.country,
      city: place.city,
      timeZone: place.timeZone,
      needsReview: false,
      archivedAt: null,
    };
    if (place.id) {
      await tx
        .update(locations)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(locations.companyId, companyId), eq(locations.id, place.id)));
      locationIds.set(place.externalId, place.id);
    } else {
      const [row] = await tx
        .insert(locations)
        .values({ companyId, externalId: place.externalId, ...values })
        .returning({ id: locations.id });
      if (row) locationIds.set(place.externalId, row.id);
    }
  }
  const knownLocation = async (externalId: string | null) => {
    if (!externalId) return null;
    const known = locationIds.get(externalId);
    if (known) return known;
    const [row] = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.companyId, companyId), eq(locations.externalId, externalId)));
    return row?.id ?? null;
  };
  for (const seat of plan.positions) {
    const orgUnitId = await knownUnit(seat.unitExternalId);
    if (!orgUnitId) throw new Error('hris import: a position’s unit is missing');
    const values = {
      code: seat.code,
      jobProfileId: seat.jobProfileId,
      orgUnitId,
      locationId: await knownLocation(seat.locationExternalId),
    };
    if (seat.id) {
      await tx
        .update(positions)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(positions.companyId, companyId), eq(positions.id, seat.id)));
    } else {
      await tx.insert(positions).values({ companyId, externalId: seat.externalId, ...values });
    }
  }
}

/** The job; `apply` is the work itself (tests give one that fails). */
export function hrisImportJob(database: Database, apply = runHrisImport): JobHandler {
  return {
    kind: HRIS_IMPORT_JOB,
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
