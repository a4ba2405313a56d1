import type { HrisPersonRow } from '@competencyhub/domain/hris-csv';
import type { HrisColumn } from '@competencyhub/domain/schemas/hris-import-messages';
import type { FilePosition } from './hris-plan-positions.ts';
import { type Tree, treeRef } from './hris-plan-tree.ts';
import type { Bounded, PersonWrite, Plan, Ref } from './hris-plan-types.ts';
import type { Snapshot, SnapshotPerson, SnapshotPosition } from './hris-snapshot.ts';
import { turn } from './turn.ts';

/**
 * The people of an HRIS file (decision 0056): each matched by external id, else by e-mail (and then
 * given the external id); their new unit, place, seat, job profile, cost centre and manager resolved;
 * a seat given to one person at a time; and loops among managers found over the file's changes and
 * every other person's current manager, each walk marking what it has seen, so the whole is one pass.
 */

export interface PeopleContext {
  plan: Plan;
  issues: Bounded;
  notices: Bounded;
  units: Tree;
  costCentres: Tree;
  dbLocations: Map<string, { id: string }>;
  dbPositions: Map<string, SnapshotPosition>;
  filePositions: Map<string, FilePosition>;
  locationKnown: (externalId: string) => boolean;
  fileLocations: Set<string>;
  jobProfile: (row: number, column: HrisColumn, title: string) => string | null | undefined;
}

const sameRef = (ref: Ref, id: string | null) => 'id' in ref && ref.id === id;

/** How the rows of a file name people: each person row's match, and CompetencyHub's people by key. */
export interface PeopleMatch {
  /** A person row's external id → its person in CompetencyHub, or null: not there yet. */
  matched: Map<string, SnapshotPerson | null>;
  byExternalId: Map<string, SnapshotPerson>;
  byEmail: Map<string, SnapshotPerson>;
}

/** People between two turns of the event loop. */
const PEOPLE_PER_TURN = 2000;

export async function planPeople(
  rows: HrisPersonRow[],
  snap: Snapshot,
  today: string,
  ctx: PeopleContext,
): Promise<PeopleMatch> {
  const { plan, issues, notices } = ctx;
  const byExternalId = new Map<string, SnapshotPerson>();
  const byEmail = new Map<string, SnapshotPerson>();
  const byId = new Map<string, SnapshotPerson>();
  for (const person of snap.people) {
    byId.set(person.id, person);
    byEmail.set(person.email, person);
    if (person.externalId) byExternalId.set(person.externalId, person);
  }
  // Each row's person in CompetencyHub (by external id, else by e-mail), or null: not there yet.
  const matched = new Map<string, SnapshotPerson | null>();
  for (const row of rows) {
    const byExt = byExternalId.get(row.externalId);
    const byMail = byEmail.get(row.email);
    if (byExt && byMail && byExt.id !== byMail.id) {
      issues.add(row.row, 'email', 'email_other_person');
      matched.set(row.externalId, byExt);
    } else if (!byExt && byMail?.externalId && byMail.externalId !== row.externalId) {
      issues.add(row.row, 'email', 'email_other_person');
      matched.set(row.externalId, null);
    } else matched.set(row.externalId, byExt ?? byMail ?? null);
  }
  const managerOf = new Map<string, string | null>();
  const seatTaker = new Map<string, number>();
  const writes: PersonWrite[] = [];
  let read = 0;
  for (const row of rows) {
    if (++read % PEOPLE_PER_TURN === 0) await turn();
    const person = matched.get(row.externalId) ?? null;
    if (!person) {
      ctx.plan.counts.person.notFound++;
      notices.add(row.row, 'email', 'person_not_found', row.email);
      continue;
    }
    const before = {
      unit: person.orgUnitId,
      location: person.locationId,
      position: person.positionId,
      jobProfileId: person.jobProfileId,
      managerId: person.managerId,
      costCentre: person.costCentreId,
    };
    let bad = false;
    const write: PersonWrite = {
      row: row.row,
      personId: person.id,
      externalId: person.externalId === row.externalId ? null : row.externalId,
      mode: 'none',
      openId: person.openId,
      effectiveOn: row.effectiveDate || today,
      jobProfileId: before.jobProfileId,
      managerId: before.managerId,
      unit: { id: before.unit },
      location: { id: before.location },
      position: { id: before.position },
      costCentre: { id: before.costCentre },
    };
    if (row.positionExternalId) {
      const db = ctx.dbPositions.get(row.positionExternalId);
      const inFile = ctx.filePositions.get(row.positionExternalId);
      if (!db && !inFile) {
        issues.add(row.row, 'position_external_id', 'unknown_position', row.positionExternalId);
        bad = true;
      } else {
        if (db && (db.status === 'frozen' || db.status === 'closed')) {
          issues.add(row.row, 'position_external_id', 'position_unavailable');
          bad = true;
        }
        const first = seatTaker.get(row.positionExternalId);
        if (first !== undefined) {
          issues.add(row.row, 'position_external_id', 'position_taken');
          bad = true;
        } else seatTaker.set(row.positionExternalId, row.row);
        write.position = db ? { id: db.id } : { externalId: row.positionExternalId };
        if (inFile) {
          write.jobProfileId = inFile.jobProfileId;
          write.unit = refTo(inFile.unit, ctx.units.db, ctx.units.file);
          write.location = inFile.location
            ? refTo(inFile.location, ctx.dbLocations, ctx.fileLocations)
            : { id: null };
        } else if (db) {
          write.jobProfileId = db.jobProfileId;
          write.unit = { id: db.orgUnitId };
          write.location = { id: db.locationId };
        }
      }
    }
    if (row.unitExternalId) {
      const unit = treeRef(ctx.units, ctx.costCentres, issues, {
        row: row.row,
        column: 'unit_external_id',
        externalId: row.unitExternalId,
      });
      if (unit) write.unit = unit;
      else bad = true;
    }
    if (row.costCentreExternalId) {
      const costCentre = treeRef(ctx.costCentres, ctx.units, issues, {
        row: row.row,
        column: 'cost_centre_external_id',
        externalId: row.costCentreExternalId,
        active: true,
      });
      if (costCentre) write.costCentre = costCentre;
      else bad = true;
    }
    if (row.locationExternalId) {
      if (!ctx.locationKnown(row.locationExternalId)) {
        issues.add(row.row, 'location_external_id', 'unknown_location', row.locationExternalId);
        bad = true;
      } else write.location = refTo(row.locationExternalId, ctx.dbLocations, ctx.fileLocations);
    }
    if (row.jobProfile) {
      const id = ctx.jobProfile(row.row, 'job_profile', row.jobProfile);
      if (id === undefined) bad = true;
      else write.jobProfileId = id;
    }
    if (row.managerExternalId) {
      if (row.managerExternalId === row.externalId) {
        issues.add(row.row, 'manager_external_id', 'manager_self');
        bad = true;
      } else if (matched.has(row.managerExternalId)) {
        const manager = matched.get(row.managerExternalId);
        if (manager && !manager.active) {
          issues.add(row.row, 'manager_external_id', 'unknown_manager', row.managerExternalId);
          bad = true;
        } else if (manager) write.managerId = manager.id;
        else notices.add(row.row, 'manager_external_id', 'manager_not_found', row.managerExternalId);
      } else {
        const manager = byExternalId.get(row.managerExternalId);
        if (!manager?.active) {
          issues.add(row.row, 'manager_external_id', 'unknown_manager', row.managerExternalId);
          bad = true;
        } else write.managerId = manager.id;
      }
    }
    if (bad) continue;
    managerOf.set(person.id, write.managerId);
    const same =
      sameRef(write.unit, before.unit) &&
      sameRef(write.location, before.location) &&
      sameRef(write.position, before.position) &&
      sameRef(write.costCentre, before.costCentre) &&
      write.jobProfileId === before.jobProfileId &&
      write.managerId === before.managerId;
    if (same && person.openId) {
      if (write.externalId) {
        plan.counts.person.change++;
        writes.push(write);
      } else plan.counts.person.unchanged++;
      continue;
    }
    if (!person.openId) write.mode = 'hire';
    else if (person.openStartsOn && write.effectiveOn < person.openStartsOn) {
      issues.add(row.row, 'effective_date', 'date_too_early', person.openStartsOn);
      continue;
    } else write.mode = write.effectiveOn === person.openStartsOn ? 'correct' : 'change';
    plan.counts.person[write.mode === 'hire' ? 'create' : 'change']++;
    writes.push(write);
  }
  // A seat held by someone the file leaves in it cannot be given to another.
  const seats = new Map(snap.positions.map((p) => [p.id, p]));
  const writeOf = new Map(writes.map((w) => [w.personId, w]));
  for (const write of writes) {
    if (write.mode === 'none' || !('id' in write.position) || !write.position.id) continue;
    const seat = seats.get(write.position.id);
    if (!seat?.holderId || seat.holderId === write.personId) continue;
    const holderWrite = writeOf.get(seat.holderId);
    if (!holderWrite || sameRef(holderWrite.position, seat.id))
      issues.add(write.row, 'position_external_id', 'position_taken');
  }
  // Manager loops over the file's changes and every other person's current manager.
  const state = new Map<string, 1 | 2>();
  const manager = (id: string) =>
    managerOf.has(id) ? (managerOf.get(id) ?? null) : (byId.get(id)?.managerId ?? null);
  let walked = 0;
  for (const write of writes) {
    if (++walked % PEOPLE_PER_TURN === 0) await turn();
    if (state.get(write.personId) === 2) continue;
    const path: string[] = [];
    let at: string | null = write.personId;
    let loop = false;
    while (at !== null && state.get(at) !== 2) {
      if (state.get(at) === 1) {
        loop = true;
        break;
      }
      state.set(at, 1);
      path.push(at);
      at = manager(at);
    }
    for (const id of path) state.set(id, 2);
    if (loop) issues.add(write.row, 'manager_external_id', 'manager_loop');
  }
  plan.people = writes;
  return { matched, byExternalId, byEmail };
}

function refTo(
  externalId: string,
  db: Map<string, { id: string }>,
  file: { has(key: string): boolean },
): Ref {
  if (file.has(externalId) && !db.has(externalId)) return { externalId };
  return { id: db.get(externalId)?.id ?? null };
}
