import type { HrisSecondaryRow } from '@competencyhub/domain/hris-csv';
import type { HrisColumn } from '@competencyhub/domain/schemas/hris-import-messages';
import type { PeopleMatch } from './hris-plan-people.ts';
import { type Tree, treeRef } from './hris-plan-tree.ts';
import type { Bounded, Plan, SecondaryWrite } from './hris-plan-types.ts';
import type { SnapshotPerson, SnapshotSecondary } from './hris-snapshot.ts';
import { turn } from './turn.ts';

/**
 * The secondary assignments of an HRIS file (a dotted-line manager, a project role; issue 23, point 2),
 * added as User Management's addSecondaryAssignment adds them and never touching the line manager or
 * the profile. The person is named as on their person row: by external id (the person row's match in
 * the file, else the person CompetencyHub has with it), or by e-mail while nobody has that external id
 * yet. An assignment of the same person, dotted-line manager, unit and job profile that has not ended
 * before the row's start is already there: a file imported twice adds nothing the second time.
 */

export interface SecondaryContext {
  plan: Plan;
  issues: Bounded;
  notices: Bounded;
  units: Tree;
  costCentres: Tree;
  jobProfile: (row: number, column: HrisColumn, title: string) => string | null | undefined;
}

/** Rows between two turns of the event loop. */
const ROWS_PER_TURN = 2000;

const keyOf = (a: {
  personId: string;
  managerId: string | null;
  orgUnitId: string | null;
  jobProfileId: string | null;
}) => `${a.personId}|${a.managerId ?? ''}|${a.orgUnitId ?? ''}|${a.jobProfileId ?? ''}`;

export async function planSecondaries(
  rows: readonly HrisSecondaryRow[],
  existing: readonly SnapshotSecondary[],
  people: PeopleMatch,
  today: string,
  ctx: SecondaryContext,
) {
  const { plan, issues, notices } = ctx;
  const counts = plan.counts.secondary;
  // Each person's assignments by what they say, with the day each ends (null: open).
  const present = new Map<string, Array<string | null>>();
  for (const assignment of existing) {
    const key = keyOf(assignment);
    const ends = present.get(key) ?? [];
    ends.push(assignment.endsOn);
    present.set(key, ends);
  }
  const planned = new Map<string, number>();
  let read = 0;
  for (const row of rows) {
    if (++read % ROWS_PER_TURN === 0) await turn();
    const person = personOf(row, people, issues);
    if (person === undefined) continue;
    if (person === null) {
      counts.notFound++;
      notices.add(row.row, 'external_id', 'person_not_found', row.email || row.personExternalId);
      continue;
    }
    let bad = false;
    let managerId: string | null = null;
    if (row.managerExternalId) {
      const manager = people.matched.has(row.managerExternalId)
        ? people.matched.get(row.managerExternalId)
        : (people.byExternalId.get(row.managerExternalId) ?? undefined);
      if (manager === null) {
        // In the file but not in CompetencyHub yet: without its manager the assignment says nothing.
        counts.notFound++;
        notices.add(row.row, 'manager_external_id', 'secondary_manager_not_found', row.managerExternalId);
        continue;
      }
      if (!manager?.active) {
        issues.add(row.row, 'manager_external_id', 'unknown_manager', row.managerExternalId);
        bad = true;
      } else if (manager.id === person.id) {
        issues.add(row.row, 'manager_external_id', 'manager_self');
        bad = true;
      } else managerId = manager.id;
    }
    let unit: SecondaryWrite['unit'] = { id: null };
    if (row.unitExternalId) {
      const ref = treeRef(ctx.units, ctx.costCentres, issues, {
        row: row.row,
        column: 'unit_external_id',
        externalId: row.unitExternalId,
        active: true,
      });
      if (ref) unit = ref;
      else bad = true;
    }
    let jobProfileId: string | null = null;
    if (row.jobProfile) {
      const id = ctx.jobProfile(row.row, 'job_profile', row.jobProfile);
      if (id === undefined) bad = true;
      else jobProfileId = id;
    }
    if (bad) continue;
    const startsOn = row.effectiveDate || today;
    const orgUnitId = 'id' in unit ? unit.id : `x:${unit.externalId}`;
    const key = keyOf({ personId: person.id, managerId, orgUnitId, jobProfileId });
    const first = planned.get(key);
    if (first !== undefined) {
      // Two rows that name the same person differently (external id, e-mail) and say the same.
      issues.add(row.row, 'external_id', 'duplicate_secondary', String(first));
      continue;
    }
    planned.set(key, row.row);
    if ((present.get(key) ?? []).some((ends) => ends === null || ends > startsOn)) {
      counts.unchanged++;
      continue;
    }
    counts.create++;
    plan.secondaries.push({ row: row.row, personId: person.id, managerId, unit, jobProfileId, startsOn });
  }
}

/**
 * The row's person: as its person row matched them, else by external id, else by e-mail while they
 * have no other external id. Null: not in CompetencyHub yet; undefined: a problem listed.
 */
function personOf(
  row: HrisSecondaryRow,
  people: PeopleMatch,
  issues: Bounded,
): SnapshotPerson | null | undefined {
  const byMail = row.email ? people.byEmail.get(row.email) : undefined;
  const byExt = people.matched.has(row.personExternalId)
    ? people.matched.get(row.personExternalId)
    : people.byExternalId.get(row.personExternalId);
  if (byExt && byMail && byMail.id !== byExt.id) {
    issues.add(row.row, 'email', 'email_other_person');
    return undefined;
  }
  if (byExt) return byExt;
  if (byMail?.externalId && byMail.externalId !== row.personExternalId) {
    issues.add(row.row, 'email', 'email_other_person');
    return undefined;
  }
  return byMail ?? null;
}
