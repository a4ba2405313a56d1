import type { HrisImport } from '@competencyhub/domain/schemas/hris-import';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/client.ts';
import { rowsOf } from '../src/db/migrate.ts';
import { jobAssignments, orgUnits, positions } from '../src/db/schema/organisation.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import { recordImportedSecondaries } from '../src/modules/organisation/secondary-assignments.ts';
import { makeUnit } from './factories.ts';
import { applied, csv, layoutCompany, upload } from './hris-layout-fixture.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

/**
 * The HRIS layout's refusals (issue 23, point 3): each new problem with its row, column and value,
 * and nothing written; and secondary rows that name people by e-mail, wait for a manager not invited
 * yet, or repeat an assignment recorded by hand.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '10000', RATE_LIMIT_ACCOUNT_MAX: '10000' });
});
afterAll(() => t.close());

const problems = (run: HrisImport) => run.issues.map((i) => [i.row, i.column, i.problem, i.value ?? null]);

describe('HRIS import layout refusals', () => {
  it('refuses every bad row of the new records, names its row, column and value, and changes nothing', async () => {
    const { c, owner, ann, bob, dora } = await layoutCompany(t);
    const [engineer] = rowsOf<{ id: string }>(
      await t.database.db.execute(sql`select id from job_profiles where company_id = ${c.id}`),
    );
    const unit = await makeUnit(t.database, { companyId: c.id, name: 'Existing unit' });
    await t.database.db.update(orgUnits).set({ externalId: 'DB-U' }).where(eq(orgUnits.id, unit));
    const [oldCentre] = await t.database.db
      .insert(orgUnits)
      .values({
        companyId: c.id,
        hierarchy: 'cost_centre',
        name: 'Old centre',
        kind: 'cost_centre',
        externalId: 'DB-OLD',
        archivedAt: new Date(),
      })
      .returning({ id: orgUnits.id });
    await t.database.db.execute(sql`insert into org_unit_closure (company_id, ancestor_id, descendant_id, depth)
      values (${c.id}, ${oldCentre?.id}, ${oldCentre?.id}, 0)`);
    // Two positions CompetencyHub has: SEAT-A reports to SEAT-B; SEAT-C is closed.
    const seat = async (externalId: string, status: 'vacant' | 'closed' = 'vacant', reportsToId?: string) => {
      const [row] = await t.database.db
        .insert(positions)
        .values({
          companyId: c.id,
          jobProfileId: engineer?.id ?? '',
          orgUnitId: unit,
          externalId,
          status,
          reportsToId,
        })
        .returning({ id: positions.id });
      return row?.id ?? '';
    };
    await seat('SEAT-A', 'vacant', await seat('SEAT-B'));
    await seat('SEAT-C', 'closed');
    const run = await upload(
      t,
      owner.cookie,
      csv([
        /* 2 */ { record: 'cost_centre', external_id: 'CC1', name: 'Finance' },
        /* 3 */ { record: 'unit', external_id: 'U1', name: 'Under a cost centre', parent_external_id: 'CC1' },
        /* 4 */ {
          record: 'cost_centre',
          external_id: 'CC2',
          name: 'Under a unit',
          parent_external_id: 'DB-U',
        },
        /* 5 */ { record: 'cost_centre', external_id: 'CC3', name: 'Nowhere', parent_external_id: 'NOPE' },
        /* 6 */ { record: 'cost_centre', external_id: 'CC4', name: 'Loop four', parent_external_id: 'CC5' },
        /* 7 */ { record: 'cost_centre', external_id: 'CC5', name: 'Loop five', parent_external_id: 'CC4' },
        /* 8 */ { record: 'cost_centre', external_id: 'DB-OLD', name: 'Old centre' },
        /* 9 */ { record: 'position', external_id: 'P1', job_profile: 'Engineer', unit_external_id: 'CC1' },
        /* 10 */ {
          record: 'position',
          external_id: 'P2',
          job_profile: 'Engineer',
          unit_external_id: 'DB-U',
          reports_to_external_id: 'P2',
          fte: '2',
          critical: 'maybe',
        },
        /* 11 */ {
          record: 'position',
          external_id: 'SEAT-B',
          job_profile: 'Engineer',
          unit_external_id: 'DB-U',
          reports_to_external_id: 'SEAT-A',
        },
        /* 12 */ {
          record: 'position',
          external_id: 'P4',
          job_profile: 'Engineer',
          unit_external_id: 'DB-U',
          reports_to_external_id: 'SEAT-C',
        },
        /* 13 */ {
          record: 'position',
          external_id: 'P5',
          job_profile: 'Engineer',
          unit_external_id: 'DB-U',
          reports_to_external_id: 'GONE',
        },
        /* 14 */ { record: 'person', external_id: 'E1', email: ann.email, unit_external_id: 'CC1' },
        /* 15 */ { record: 'person', external_id: 'E2', email: bob.email, cost_centre_external_id: 'DB-U' },
        /* 16 */ {
          record: 'person',
          external_id: 'E3',
          email: dora.email,
          cost_centre_external_id: 'DB-OLD',
        },
        /* 17 */ { record: 'secondary', external_id: 'E1' },
        /* 18 */ { record: 'secondary', external_id: 'E1', manager_external_id: 'E2' },
        /* 19 */ { record: 'secondary', external_id: 'E1', manager_external_id: 'E2' },
        /* 20 */ { record: 'secondary', external_id: 'E1', manager_external_id: 'E1' },
        /* 21 */ { record: 'secondary', external_id: 'E1', manager_external_id: 'E404' },
        /* 22 */ { record: 'secondary', external_id: 'E1', unit_external_id: 'CC1' },
        /* 23 */ {
          record: 'cost_centre',
          external_id: 'CC6',
          name: 'Person ref',
          parent_external_id: 'CC-MISSING',
        },
        /* 24 */ {
          record: 'person',
          external_id: 'E9',
          email: 'nobody@nowhere.test',
          cost_centre_external_id: 'X',
        },
      ]),
    );
    expect(problems(run)).toEqual([
      // The reader: what one row tells alone.
      [10, 'reports_to_external_id', 'reports_to_self', null],
      [10, 'fte', 'fte_invalid', null],
      [10, 'critical', 'critical_invalid', null],
      [17, 'manager_external_id', 'secondary_empty', null],
      [19, 'external_id', 'duplicate_secondary', '18'],
      [20, 'manager_external_id', 'manager_self', null],
      // The units' tree, then the cost centres'.
      [3, 'parent_external_id', 'not_a_unit', 'CC1'],
      [4, 'parent_external_id', 'not_a_cost_centre', 'DB-U'],
      [5, 'parent_external_id', 'unknown_cost_centre', 'NOPE'],
      [6, 'parent_external_id', 'unit_loop', null],
      [7, 'parent_external_id', 'unit_loop', null],
      [8, 'external_id', 'cost_centre_archived', null],
      [23, 'parent_external_id', 'unknown_cost_centre', 'CC-MISSING'],
      // Positions.
      [9, 'unit_external_id', 'not_a_unit', 'CC1'],
      [12, 'reports_to_external_id', 'reports_to_closed', 'SEAT-C'],
      [13, 'reports_to_external_id', 'unknown_position', 'GONE'],
      [11, 'reports_to_external_id', 'reports_to_loop', null],
      // People.
      [14, 'unit_external_id', 'not_a_unit', 'CC1'],
      [15, 'cost_centre_external_id', 'not_a_cost_centre', 'DB-U'],
      [16, 'cost_centre_external_id', 'cost_centre_archived', null],
      // Secondary assignments.
      [21, 'manager_external_id', 'unknown_manager', 'E404'],
      [22, 'unit_external_id', 'not_a_unit', 'CC1'],
    ]);
    expect(run.issueCount).toBe(22);
    // Nobody is matched for row 24: a notice, not a problem, and its cost centre is never looked at.
    expect(run.notices.map((n) => [n.row, n.problem])).toEqual([[24, 'person_not_found']]);
    const apply = await call(t.app, 'POST', `/api/v1/organisation/hris-imports/${run.id}/apply`, {
      cookie: owner.cookie,
    });
    expect(apply.statusCode).toBe(409);
    const units = await t.database.db.select().from(orgUnits).where(eq(orgUnits.companyId, c.id));
    expect(units.map((u) => u.externalId).sort()).toEqual(['DB-OLD', 'DB-U']);
    expect(await t.database.db.select().from(positions).where(eq(positions.companyId, c.id))).toHaveLength(3);
    expect(
      await t.database.db.select().from(jobAssignments).where(eq(jobAssignments.companyId, c.id)),
    ).toHaveLength(0);
  });

  it('adds a secondary assignment by e-mail, skips one whose manager is not in CompetencyHub yet, and never doubles one recorded by hand', async () => {
    const { c, owner, ann, bob, dora } = await layoutCompany(t);
    const unit = await makeUnit(t.database, { companyId: c.id, name: 'Projects' });
    await t.database.db.update(orgUnits).set({ externalId: 'PRJ' }).where(eq(orgUnits.id, unit));
    await t.database.db.update(profiles).set({ externalId: 'B-1' }).where(eq(profiles.id, bob.id));
    // Recorded by hand in User Management: Ann's dotted line to Bob in Projects.
    const byHand = await call(t.app, 'POST', `/api/v1/organisation/people/${ann.id}/secondary-assignments`, {
      cookie: owner.cookie,
      body: { startsOn: '2026-01-01', managerId: bob.id, orgUnitId: unit },
    });
    expect(byHand.statusCode).toBe(201);
    const run = await upload(
      t,
      owner.cookie,
      csv([
        // Ann has no external id yet and no person row: her e-mail names her.
        {
          record: 'secondary',
          external_id: 'A-1',
          email: ann.email,
          manager_external_id: 'B-1',
          unit_external_id: 'PRJ',
        },
        {
          record: 'secondary',
          external_id: 'D-1',
          email: dora.email,
          manager_external_id: 'B-1',
          effective_date: '2027-03-01',
        },
        { record: 'person', external_id: 'N-1', email: 'newcomer@nowhere.test' },
        { record: 'secondary', external_id: 'A-1', email: ann.email, manager_external_id: 'N-1' },
        { record: 'secondary', external_id: 'Z-9', manager_external_id: 'B-1' },
      ]),
    );
    expect(run.issues).toEqual([]);
    expect(run.counts.secondary).toEqual({ create: 1, change: 0, unchanged: 1, notFound: 2 });
    expect(run.notices.map((n) => [n.row, n.column, n.problem, n.value])).toEqual([
      [4, 'email', 'person_not_found', 'newcomer@nowhere.test'],
      [5, 'manager_external_id', 'secondary_manager_not_found', 'N-1'],
      [6, 'external_id', 'person_not_found', 'Z-9'],
    ]);
    await applied(t, owner.cookie, c.id, run);
    const secondaries = await t.database.db
      .select()
      .from(jobAssignments)
      .where(and(eq(jobAssignments.companyId, c.id), eq(jobAssignments.kind, 'secondary')));
    expect(
      secondaries.map((s) => [s.personId, s.managerId, s.orgUnitId, s.startsOn, s.reason]).sort(),
    ).toEqual(
      [
        [ann.id, bob.id, unit, '2026-01-01', 'project'],
        [dora.id, bob.id, null, '2027-03-01', 'project'],
      ].sort(),
    );
    // The writer itself adds nothing twice (a chunk applied again when a stopped job resumes).
    const again = {
      personId: dora.id,
      managerId: bob.id,
      orgUnitId: null,
      jobProfileId: null,
      startsOn: '2027-03-01',
    };
    await withTenant(t.database, c.id, (tx) => recordImportedSecondaries(tx, c.id, [again], null));
    const after = await t.database.db
      .select()
      .from(jobAssignments)
      .where(and(eq(jobAssignments.companyId, c.id), eq(jobAssignments.kind, 'secondary')));
    expect(after).toHaveLength(2);
    // A secondary row never writes the person's profile: no external id, no line manager.
    const [annNow] = await t.database.db.select().from(profiles).where(eq(profiles.id, ann.id));
    expect(annNow).toMatchObject({ externalId: null, lineManagerId: null });
  });
  it('refuses a code that two units, two cost centres or two positions of the file share, and writes nothing', async () => {
    const { c, owner } = await layoutCompany(t);
    const run = await upload(
      t,
      owner.cookie,
      csv([
        { record: 'unit', external_id: 'U-1', name: 'Alpha', code: 'ENG' },
        { record: 'unit', external_id: 'U-2', name: 'Beta', code: 'eng' },
        { record: 'cost_centre', external_id: 'CC-1', name: 'Budget A', code: 'B1' },
        { record: 'cost_centre', external_id: 'CC-2', name: 'Budget B', code: 'b1' },
        {
          record: 'position',
          external_id: 'P-1',
          code: 'S1',
          job_profile: 'Engineer',
          unit_external_id: 'U-1',
        },
        {
          record: 'position',
          external_id: 'P-2',
          code: 'S1',
          job_profile: 'Engineer',
          unit_external_id: 'U-1',
        },
      ]),
    );
    expect(problems(run)).toEqual([
      [3, 'code', 'code_taken', null],
      [5, 'code', 'code_taken', null],
      [7, 'code', 'code_taken', null],
    ]);
    const refused = await call(t.app, 'POST', `/api/v1/organisation/hris-imports/${run.id}/apply`, {
      cookie: owner.cookie,
    });
    expect(refused.statusCode).toBe(409);
    const units = await withTenant(t.database, c.id, (tx) =>
      tx.select({ id: orgUnits.id }).from(orgUnits).where(eq(orgUnits.companyId, c.id)),
    );
    expect(units).toEqual([]);
  });
});
