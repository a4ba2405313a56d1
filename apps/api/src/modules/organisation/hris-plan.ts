import type { HrisFile } from '@competencyhub/domain/hris-csv';
import type { HrisImportCounts } from '@competencyhub/domain/schemas/hris-import';
import type { HrisColumn } from '@competencyhub/domain/schemas/hris-import-messages';
import { planPeople } from './hris-plan-people.ts';
import { planPositions } from './hris-plan-positions.ts';
import { planSecondaries } from './hris-plan-secondary.ts';
import { planTree, treeOf } from './hris-plan-tree.ts';
import { Bounded, type Plan } from './hris-plan-types.ts';
import type { Snapshot } from './hris-snapshot.ts';

/**
 * What an HRIS file would change (decision 0056), worked out from the file and the company as it is
 * (hris-snapshot.ts), the same for the preview and for the job that applies it: every reference
 * resolved by external id (in the file, else in CompetencyHub), loops in the two trees (units and cost
 * centres), among positions and among managers found over the file and what it leaves as it is, and
 * each record counted as created, changed or unchanged. Time and memory grow with the file and the
 * company, never faster: each loop walk marks what it has seen, and problems are counted past the
 * first HRIS_MAX_ISSUES kept.
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
    cost_centre: zero(),
    location: zero(),
    position: zero(),
    person: { ...zero(), notFound: 0 },
    secondary: { ...zero(), notFound: 0 },
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
    secondaries: [],
  };

  // The two trees, each planned by the same code; a reference into the wrong one is refused.
  const units = treeOf('organisation', file.units, snap.units);
  const costCentres = treeOf(
    'cost_centre',
    file.costCentres.map((row) => ({ ...row, kind: null })),
    snap.units,
  );
  plan.units = [
    ...planTree(units, costCentres, snap.units, issues, counts.unit),
    ...planTree(costCentres, units, snap.units, issues, counts.cost_centre),
  ].sort((a, b) => a.depth - b.depth);

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

  const positions = planPositions(file.positions, snap.positions, {
    issues,
    counts: counts.position,
    units,
    costCentres,
    locationKnown,
    dbLocations,
    jobProfile,
  });
  plan.positions = positions.writes;

  const people = await planPeople(file.people, snap, today, {
    plan,
    issues,
    notices,
    units,
    costCentres,
    dbLocations,
    dbPositions: positions.dbPositions,
    filePositions: positions.filePositions,
    locationKnown,
    fileLocations,
    jobProfile,
  });
  await planSecondaries(file.secondaries, snap.secondaries, people, today, {
    plan,
    issues,
    notices,
    units,
    costCentres,
    jobProfile,
  });
  plan.issueCount = issues.count;
  plan.noticeCount = notices.count;
  if (plan.issueCount > 0) {
    plan.units = [];
    plan.locations = [];
    plan.positions = [];
    plan.people = [];
    plan.secondaries = [];
  }
  return plan;
}
