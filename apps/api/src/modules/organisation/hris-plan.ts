import type { HrisFile } from '@competencyhub/domain/hris-csv';
import type { HrisImportCounts } from '@competencyhub/domain/schemas/hris-import';
import type { HrisColumn } from '@competencyhub/domain/schemas/hris-import-messages';
import { ORG_DEPTH_MAX } from '@competencyhub/domain/schemas/organisation-messages';
import { planPeople } from './hris-plan-people.ts';
import { Bounded, type Plan } from './hris-plan-types.ts';
import type { Snapshot, SnapshotUnit } from './hris-snapshot.ts';

/**
 * What an HRIS file would change (decision 0056), worked out from the file and the company as it is
 * (hris-snapshot.ts), the same for the preview and for the job that applies it: every reference
 * resolved by external id (in the file, else in CompetencyHub), loops in the unit tree and among
 * managers found over the file and what it leaves as it is, and each record counted as created,
 * changed or unchanged. Time and memory grow with the file and the company, never faster: each loop
 * walk marks what it has seen, and problems are counted past the first HRIS_MAX_ISSUES kept.
 */

const zero = () => ({ create: 0, change: 0, unchanged: 0 });

export async function planImport(file: HrisFile, snap: Snapshot, today: string): Promise<Plan> {
  const issues = new Bounded();
  for (const issue of file.issues) issues.add(issue.row, issue.column, issue.problem, issue.value);
  // The reader kept the first problems but counted them all.
  issues.count = file.issueCount;
  const notices = new Bounded();
  const counts: HrisImportCounts = {
    unit: zero(),
    location: zero(),
    position: zero(),
    person: { ...zero(), notFound: 0 },
  };
  const plan: Plan = {
    counts,
    issues: issues.list,
    issueCount: 0,
    notices: notices.list,
    noticeCount: 0,
    units: [],
    locations: [],
    positions: [],
    people: [],
  };

  // Units: parents resolved in the file first, then in CompetencyHub; loops and depth over both.
  const dbUnits = new Map<string, SnapshotUnit>();
  const unitById = new Map<string, SnapshotUnit>();
  for (const unit of snap.units) {
    unitById.set(unit.id, unit);
    if (unit.externalId) dbUnits.set(unit.externalId, unit);
  }
  const fileUnits = new Map(file.units.map((unit) => [unit.externalId, unit]));
  const unitKnown = (externalId: string) => fileUnits.has(externalId) || dbUnits.has(externalId);
  // Each unit's parent after the import, as a key: `x:<external id>` for units with one, `i:<id>` else.
  const keyOf = (unit: SnapshotUnit) => (unit.externalId ? `x:${unit.externalId}` : `i:${unit.id}`);
  const parentOf = (key: string): string | null => {
    if (key.startsWith('x:')) {
      const externalId = key.slice(2);
      const row = fileUnits.get(externalId);
      if (row) return row.parentExternalId ? `x:${row.parentExternalId}` : null;
      const unit = dbUnits.get(externalId);
      const parent = unit?.parentId ? unitById.get(unit.parentId) : undefined;
      return parent ? keyOf(parent) : null;
    }
    const unit = unitById.get(key.slice(2));
    const parent = unit?.parentId ? unitById.get(unit.parentId) : undefined;
    return parent ? keyOf(parent) : null;
  };
  const depth = new Map<string, number>();
  const depthOf = (start: string): number => {
    // Walks up until a unit of known depth, a root or a loop (a unit seen twice in this walk).
    const path: string[] = [];
    const onPath = new Set<string>();
    let key: string | null = start;
    let base = 0;
    while (key !== null) {
      const known = depth.get(key);
      if (known !== undefined) {
        base = known;
        break;
      }
      if (onPath.has(key)) {
        for (const k of path) depth.set(k, -1);
        return -1;
      }
      onPath.add(key);
      path.push(key);
      key = parentOf(key);
    }
    if (base === -1) {
      for (const k of path) depth.set(k, -1);
      return -1;
    }
    for (let i = path.length - 1; i >= 0; i--) depth.set(path[i] as string, base + path.length - i);
    return depth.get(start) ?? -1;
  };
  // Active siblings' names differ: compared under each unit's parent after the import.
  const siblingNames = new Set<string>();
  for (const unit of snap.units) {
    if (unit.archived || (unit.externalId && fileUnits.has(unit.externalId))) continue;
    siblingNames.add(`${parentOf(keyOf(unit)) ?? ''}|${unit.name.toLocaleLowerCase()}`);
  }
  const unitCodes = new Map<string, number>();
  for (const unit of snap.units)
    if (unit.code && !(unit.externalId && fileUnits.has(unit.externalId)))
      unitCodes.set(unit.code.toLocaleLowerCase(), 0);
  for (const row of file.units) {
    const existing = dbUnits.get(row.externalId) ?? null;
    let bad = false;
    if (existing?.archived) {
      issues.add(row.row, 'external_id', 'unit_archived');
      bad = true;
    }
    if (row.parentExternalId && !unitKnown(row.parentExternalId)) {
      issues.add(row.row, 'parent_external_id', 'unknown_parent_unit', row.parentExternalId);
      continue;
    }
    const unitDepth = depthOf(`x:${row.externalId}`);
    if (unitDepth === -1) {
      issues.add(row.row, 'parent_external_id', 'unit_loop');
      continue;
    }
    if (unitDepth > ORG_DEPTH_MAX) {
      issues.add(row.row, 'parent_external_id', 'too_deep', String(ORG_DEPTH_MAX));
      continue;
    }
    const parentKey = row.parentExternalId ? `x:${row.parentExternalId}` : '';
    const nameKey = `${parentKey}|${row.name.toLocaleLowerCase()}`;
    if (siblingNames.has(nameKey)) {
      issues.add(row.row, 'name', 'name_taken');
      bad = true;
    } else siblingNames.add(nameKey);
    if (row.code) {
      const codeKey = row.code.toLocaleLowerCase();
      if (unitCodes.has(codeKey)) {
        issues.add(row.row, 'code', 'code_taken');
        bad = true;
      } else unitCodes.set(codeKey, row.row);
    }
    if (bad) continue;
    const parentNow = existing?.parentId ? unitById.get(existing.parentId) : undefined;
    const parentNowKey = parentNow ? keyOf(parentNow) : '';
    const moves = existing !== null && parentNowKey !== parentKey;
    const same =
      existing !== null &&
      !moves &&
      existing.name === row.name &&
      existing.kind === row.kind &&
      (existing.code ?? '') === row.code;
    counts.unit[existing ? (same ? 'unchanged' : 'change') : 'create']++;
    if (same) continue;
    plan.units.push({
      row: row.row,
      id: existing?.id ?? null,
      externalId: row.externalId,
      name: row.name,
      kind: row.kind,
      code: row.code || null,
      parentExternalId: row.parentExternalId || null,
      depth: unitDepth,
      moves,
    });
  }
  plan.units.sort((a, b) => a.depth - b.depth);

  // Locations.
  const dbLocations = new Map(
    snap.locations.flatMap((l) => (l.externalId ? [[l.externalId, l] as const] : [])),
  );
  const fileLocations = new Set(file.locations.map((l) => l.externalId));
  const locationNames = new Map<string, number>();
  for (const l of snap.locations)
    if (!l.archived && !(l.externalId && fileLocations.has(l.externalId)))
      locationNames.set(l.name.toLocaleLowerCase(), 0);
  for (const row of file.locations) {
    const existing = dbLocations.get(row.externalId) ?? null;
    const nameKey = row.name.toLocaleLowerCase();
    if (locationNames.has(nameKey)) {
      issues.add(row.row, 'name', 'name_taken');
      continue;
    }
    locationNames.set(nameKey, row.row);
    const same =
      existing !== null &&
      !existing.archived &&
      existing.name === row.name &&
      existing.country === row.country &&
      (existing.city ?? '') === row.city &&
      existing.timeZone === row.timeZone;
    counts.location[existing ? (same ? 'unchanged' : 'change') : 'create']++;
    if (!same)
      plan.locations.push({
        id: existing?.id ?? null,
        externalId: row.externalId,
        name: row.name,
        country: row.country,
        city: row.city || null,
        timeZone: row.timeZone,
      });
  }
  const locationKnown = (externalId: string) => fileLocations.has(externalId) || dbLocations.has(externalId);

  // Job profiles by title.
  const jobProfile = (row: number, column: HrisColumn, title: string): string | null | undefined => {
    const ids = snap.jobProfiles.get(title.toLocaleLowerCase());
    if (!ids) issues.add(row, column, 'unknown_job_profile', title);
    else if (ids.length > 1) issues.add(row, column, 'ambiguous_job_profile', title);
    else return ids[0];
    return undefined;
  };

  // Positions.
  const dbPositions = new Map(
    snap.positions.flatMap((p) => (p.externalId ? [[p.externalId, p] as const] : [])),
  );
  const filePositions = new Map<string, { jobProfileId: string; unit: string; location: string }>();
  const positionCodes = new Map<string, number>();
  const filePositionIds = new Set(file.positions.map((p) => p.externalId));
  for (const p of snap.positions)
    if (p.code && !(p.externalId && filePositionIds.has(p.externalId)))
      positionCodes.set(p.code.toLocaleLowerCase(), 0);
  for (const row of file.positions) {
    const existing = dbPositions.get(row.externalId) ?? null;
    const jobProfileId = jobProfile(row.row, 'job_profile', row.jobProfile);
    let bad = jobProfileId === undefined;
    if (!unitKnown(row.unitExternalId)) {
      issues.add(row.row, 'unit_external_id', 'unknown_unit', row.unitExternalId);
      bad = true;
    }
    if (row.locationExternalId && !locationKnown(row.locationExternalId)) {
      issues.add(row.row, 'location_external_id', 'unknown_location', row.locationExternalId);
      bad = true;
    }
    if (row.code) {
      const codeKey = row.code.toLocaleLowerCase();
      if (positionCodes.has(codeKey)) {
        issues.add(row.row, 'code', 'code_taken');
        bad = true;
      } else positionCodes.set(codeKey, row.row);
    }
    if (bad || !jobProfileId) continue;
    filePositions.set(row.externalId, {
      jobProfileId,
      unit: row.unitExternalId,
      location: row.locationExternalId,
    });
    const unitId = dbUnits.get(row.unitExternalId)?.id ?? null;
    const locationId = row.locationExternalId ? (dbLocations.get(row.locationExternalId)?.id ?? null) : null;
    const same =
      existing !== null &&
      existing.jobProfileId === jobProfileId &&
      unitId !== null &&
      existing.orgUnitId === unitId &&
      existing.locationId === locationId &&
      (existing.code ?? '') === row.code;
    counts.position[existing ? (same ? 'unchanged' : 'change') : 'create']++;
    if (!same)
      plan.positions.push({
        id: existing?.id ?? null,
        externalId: row.externalId,
        code: row.code || null,
        jobProfileId,
        unitExternalId: row.unitExternalId,
        locationExternalId: row.locationExternalId || null,
      });
  }

  await planPeople(file.people, snap, today, {
    plan,
    issues,
    notices,
    dbUnits,
    dbLocations,
    dbPositions,
    filePositions,
    unitKnown,
    locationKnown,
    fileUnits,
    fileLocations,
    jobProfile,
  });
  plan.issueCount = issues.count;
  plan.noticeCount = notices.count;
  if (plan.issueCount > 0) {
    plan.units = [];
    plan.locations = [];
    plan.positions = [];
    plan.people = [];
  }
  return plan;
}
