import { and, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { withTenant } from '../../db/client.ts';
import { hrisImports, locations, orgUnits, positions } from '../../db/schema/organisation.ts';
import type { JobHandler } from '../../jobs/runner.ts';
import { compactFitTotals } from '../levels/fit-totals.ts';
import { lockReportingLines } from '../profiles/reporting-lines.ts';
import { companyToday } from './company-day.ts';
import { planImport } from './hris-plan.ts';
import type { Plan, Ref } from './hris-plan-types.ts';
import { readHrisFile } from './hris-read.ts';
import { readSnapshot } from './hris-snapshot.ts';
import { type ImportedJob, recordImportedJobs } from './job-assignments.ts';
import { addLeaves, lockTrees, moveSubtree } from './org-tree.ts';
import { turn } from './turn.ts';

/**
 * Applying an HRIS import (decision 0056), the `organisation.hris_import` job. The file is read again
 * and checked whole against the company as it is now; with any problem nothing is written and the
 * import is marked failed with them. Then units (parents first, under the tree lock), locations and
 * positions are written, and people in chunks of PEOPLE_CHUNK, each its own short
 * transaction under the reporting-lines lock through the assignment service's set-based writer
 * (recordImportedJobs), the progress moved in the same transaction. A process that dies resumes where
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
  const snapshot = await readSnapshot(database, companyId);
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
    managerId: write.managerId,
  };
}

/**
 * Units parents first: the new ones a level of the tree at a time (one insert, and their closure rows
 * in one statement by the tree's writer), then the changed ones, each moved one re-hung with its
 * sub-tree. A company's 2,000 units are a few statements, not thousands.
 */
async function writeUnits(tx: Tx, companyId: string, plan: Plan) {
  // Every unit of the tree by external id: thousands at most, read once.
  const unitIds = new Map<string, string>();
  const known = await tx
    .select({ id: orgUnits.id, externalId: orgUnits.externalId })
    .from(orgUnits)
    .where(and(eq(orgUnits.companyId, companyId), eq(orgUnits.hierarchy, 'organisation')));
  for (const row of known) if (row.externalId) unitIds.set(row.externalId, row.id);
  const parentOf = (externalId: string | null) => (externalId ? (unitIds.get(externalId) ?? null) : null);
  const levels = new Map<number, Plan['units']>();
  for (const unit of plan.units) {
    if (unit.id) continue;
    const level = levels.get(unit.depth) ?? [];
    level.push(unit);
    levels.set(unit.depth, level);
  }
  for (const depth of [...levels.keys()].sort((a, b) => a - b)) {
    const level = levels.get(depth) ?? [];
    const rows = await tx
      .insert(orgUnits)
      .values(
        level.map((unit) => ({
          companyId,
          hierarchy: 'organisation' as const,
          parentId: parentOf(unit.parentExternalId),
          name: unit.name,
          kind: unit.kind,
          code: unit.code,
          externalId: unit.externalId,
        })),
      )
      .returning({ id: orgUnits.id, externalId: orgUnits.externalId, parentId: orgUnits.parentId });
    for (const row of rows) if (row.externalId) unitIds.set(row.externalId, row.id);
    await addLeaves(tx, companyId, rows);
  }
  for (const unit of plan.units) {
    if (!unit.id) continue;
    unitIds.set(unit.externalId, unit.id);
    const parentId = parentOf(unit.parentExternalId);
    if (unit.moves) await moveSubtree(tx, companyId, unit.id, parentId);
    await tx
      .update(orgUnits)
      .set({ name: unit.name, kind: unit.kind, code: unit.code, parentId, updatedAt: sql`now()` })
      .where(and(eq(orgUnits.companyId, companyId), eq(orgUnits.id, unit.id)));
  }
}

/** Locations, and then seats, new ones in one insert each; their references found by external id. */
async function writePlaces(tx: Tx, companyId: string, plan: Plan) {
  const added = plan.locations.filter((place) => !place.id);
  if (added.length > 0)
    await tx.insert(locations).values(
      added.map((place) => ({
        companyId,
        externalId: place.externalId,
        name: place.name,
        country: place.country,
        city: place.city,
        timeZone: place.timeZone,
      })),
    );
  for (const place of plan.locations) {
    if (!place.id) continue;
    await tx
      .update(locations)
      .set({
        name: place.name,
        country: place.country,
        city: place.city,
        timeZone: place.timeZone,
        needsReview: false,
        updatedAt: sql`now()`,
      })
      .where(and(eq(locations.companyId, companyId), eq(locations.id, place.id)));
  }
  if (plan.positions.length === 0) return;
  const units = new Map(
    (
      await tx
        .select({ id: orgUnits.id, externalId: orgUnits.externalId })
        .from(orgUnits)
        .where(and(eq(orgUnits.companyId, companyId), eq(orgUnits.hierarchy, 'organisation')))
    ).map((row) => [row.externalId, row.id]),
  );
  const places = new Map(
    (
      await tx
        .select({ id: locations.id, externalId: locations.externalId })
        .from(locations)
        .where(eq(locations.companyId, companyId))
    ).map((row) => [row.externalId, row.id]),
  );
  const values = (seat: Plan['positions'][number]) => {
    const orgUnitId = units.get(seat.unitExternalId);
    if (!orgUnitId) throw new Error('hris import: a position’s unit is missing');
    return {
      code: seat.code,
      jobProfileId: seat.jobProfileId,
      orgUnitId,
      locationId: seat.locationExternalId ? (places.get(seat.locationExternalId) ?? null) : null,
    };
  };
  const seats = plan.positions.filter((seat) => !seat.id);
  if (seats.length > 0)
    await tx
      .insert(positions)
      .values(seats.map((seat) => ({ companyId, externalId: seat.externalId, ...values(seat) })));
  for (const seat of plan.positions) {
    if (!seat.id) continue;
    await tx
      .update(positions)
      .set({ ...values(seat), updatedAt: sql`now()` })
      .where(and(eq(positions.companyId, companyId), eq(positions.id, seat.id)));
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
