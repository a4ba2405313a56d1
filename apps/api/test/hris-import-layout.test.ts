import type { HrisImport } from '@competencyhub/domain/schemas/hris-import';
import type { JobHistory, OrgUnitPage, PositionPage } from '@competencyhub/domain/schemas/organisation';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/client.ts';
import { rowsOf } from '../src/db/migrate.ts';
import { jobAssignments, orgUnits, positions } from '../src/db/schema/organisation.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import { runHrisImport } from '../src/modules/organisation/hris-apply.ts';
import { recordImportedSecondaries } from '../src/modules/organisation/secondary-assignments.ts';
import { makeCompany, makeFramework, makeJobProfile, makeUnit, makeUser, signedInUser } from './factories.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

/**
 * The HRIS import's layout beyond units, locations, positions and people (issue 23, point 3): cost
 * centres, a position's reports-to, FTE and critical flag, a person's cost centre and secondary
 * assignments, as a user sees them afterwards through the read routes; each new refusal; and the same
 * file imported twice.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '10000', RATE_LIMIT_ACCOUNT_MAX: '10000' });
});
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);

async function company() {
  const c = await makeCompany(t.database);
  const owner = await signedInUser(t, { companyId: c.id, role: 'account_holder' });
  const person = (name: string) =>
    makeUser(t.database, {
      companyId: c.id,
      fullName: name,
      email: `${name.toLowerCase()}-${c.id.slice(0, 8)}@example.test`,
    });
  const [ann, bob, dora] = [await person('Ann'), await person('Bob'), await person('Dora')];
  const framework = await makeFramework(t.database, { companyId: c.id });
  await makeJobProfile(t.database, {
    companyId: c.id,
    competencyId: framework.competencyId,
    title: 'Engineer',
  });
  return { c, owner, ann, bob, dora };
}

const HEADER = [
  'record',
  'external_id',
  'name',
  'parent_external_id',
  'code',
  'job_profile',
  'unit_external_id',
  'reports_to_external_id',
  'fte',
  'critical',
  'position_external_id',
  'cost_centre_external_id',
  'email',
  'manager_external_id',
  'effective_date',
] as const;
type Cells = Partial<Record<(typeof HEADER)[number], string>>;
const line = (cells: Cells) => HEADER.map((column) => cells[column] ?? '').join(',');
const csv = (rows: Cells[]) => [HEADER.join(','), ...rows.map(line)].join('\r\n');

const upload = async (cookie: string, text: string) =>
  (
    await call(t.app, 'POST', '/api/v1/organisation/hris-imports?fileName=layout.csv', {
      cookie,
      body: Buffer.from(text),
      headers: { 'content-type': 'text/csv' },
    })
  ).json<HrisImport>();

async function applied(cookie: string, companyId: string, run: HrisImport) {
  const res = await call(t.app, 'POST', `/api/v1/organisation/hris-imports/${run.id}/apply`, { cookie });
  expect(res.statusCode).toBe(200);
  await runHrisImport(t.database, companyId, run.id);
  const done = await call(t.app, 'GET', `/api/v1/organisation/hris-imports/${run.id}`, { cookie });
  expect(done.json<HrisImport>().status).toBe('done');
}

const get = async <T>(cookie: string, url: string) => {
  const res = await call(t.app, 'GET', url, { cookie });
  expect(res.statusCode).toBe(200);
  return res.json<T>();
};

const problems = (run: HrisImport) => run.issues.map((i) => [i.row, i.column, i.problem, i.value ?? null]);

function wholeFile(emails: { ann: string; bob: string; dora: string }): Cells[] {
  return [
    { record: 'unit', external_id: 'U1', name: 'Layout Company' },
    { record: 'unit', external_id: 'U2', name: 'Layout Engineering', parent_external_id: 'U1' },
    { record: 'cost_centre', external_id: 'CC1', name: 'Layout R&D', code: 'RD' },
    { record: 'cost_centre', external_id: 'CC2', name: 'Layout Platform', parent_external_id: 'CC1' },
    // Each tree has its own external ids: this cost centre shares one with a unit.
    { record: 'cost_centre', external_id: 'U2', name: 'Layout Engineering costs', parent_external_id: 'CC1' },
    // P2 reports to P1, which comes after it in the file.
    {
      record: 'position',
      external_id: 'P2',
      job_profile: 'Engineer',
      unit_external_id: 'U2',
      reports_to_external_id: 'P1',
      fte: '0.5',
    },
    {
      record: 'position',
      external_id: 'P1',
      job_profile: 'Engineer',
      unit_external_id: 'U2',
      critical: 'yes',
    },
    { record: 'person', external_id: 'E1', email: emails.bob, position_external_id: 'P1' },
    {
      record: 'person',
      external_id: 'E2',
      email: emails.ann,
      position_external_id: 'P2',
      cost_centre_external_id: 'CC2',
      manager_external_id: 'E1',
    },
    {
      record: 'person',
      external_id: 'E3',
      email: emails.dora,
      unit_external_id: 'U1',
      job_profile: 'Engineer',
    },
    // Ann works on a project in the company unit under Dora's dotted line.
    { record: 'secondary', external_id: 'E2', manager_external_id: 'E3', unit_external_id: 'U1' },
  ];
}

describe('HRIS import layout', () => {
  it('imports cost centres, reporting positions, a person’s cost centre and a secondary assignment; the same file again changes nothing', async () => {
    const { c, owner, ann, bob, dora } = await company();
    const file = csv(wholeFile({ ann: ann.email, bob: bob.email, dora: dora.email }));
    const run = await upload(owner.cookie, file);
    expect(run.issues).toEqual([]);
    expect(run.counts).toEqual({
      unit: { create: 2, change: 0, unchanged: 0 },
      cost_centre: { create: 3, change: 0, unchanged: 0 },
      location: { create: 0, change: 0, unchanged: 0 },
      position: { create: 2, change: 0, unchanged: 0 },
      person: { create: 3, change: 0, unchanged: 0, notFound: 0 },
      secondary: { create: 1, change: 0, unchanged: 0, notFound: 0 },
    });
    await applied(owner.cookie, c.id, run);

    // The cost-centre tree, apart from the organisation's.
    const roots = await get<OrgUnitPage>(owner.cookie, '/api/v1/organisation/units?hierarchy=cost_centre');
    expect(roots.items.map((u) => [u.name, u.code, u.kind, u.childCount])).toEqual([
      ['Layout R&D', 'RD', 'cost_centre', 2],
    ]);
    const rd = roots.items[0]?.id ?? '';
    const below = await get<OrgUnitPage>(
      owner.cookie,
      `/api/v1/organisation/units?hierarchy=cost_centre&parentId=${rd}`,
    );
    expect(below.items.map((u) => [u.name, u.externalId, u.parentId])).toEqual([
      ['Layout Engineering costs', 'U2', rd],
      ['Layout Platform', 'CC2', rd],
    ]);
    const platform = below.items[1]?.id ?? '';
    const closure = rowsOf(
      await t.database.db.execute(
        sql`select depth from org_unit_closure where company_id = ${c.id} and descendant_id = ${platform} order by depth`,
      ),
    );
    expect(closure).toEqual([{ depth: 0 }, { depth: 1 }]);
    const orgRoots = await get<OrgUnitPage>(owner.cookie, '/api/v1/organisation/units');
    expect(orgRoots.items.map((u) => u.name)).toEqual(['Layout Company']);

    // Positions: whom each reports to, its FTE and critical flag, its holder.
    const seats = await get<PositionPage>(owner.cookie, '/api/v1/organisation/positions');
    const seat = (externalId: string) => seats.items.find((p) => p.externalId === externalId);
    expect(seat('P1')).toMatchObject({ fte: 1, critical: true, reportsTo: null, holder: { id: bob.id } });
    expect(seat('P2')).toMatchObject({
      fte: 0.5,
      critical: false,
      reportsTo: { id: seat('P1')?.id },
      holder: { id: ann.id },
    });

    // Ann's job history: her primary record charged to the cost centre, and the secondary assignment.
    const history = await get<JobHistory>(owner.cookie, `/api/v1/organisation/people/${ann.id}/job-history`);
    const primary = history.items.find((item) => item.kind === 'primary');
    const secondary = history.items.find((item) => item.kind === 'secondary');
    expect(history.items).toHaveLength(2);
    expect(primary).toMatchObject({
      startsOn: today(),
      reason: 'hire',
      costCentre: { id: platform, name: 'Layout Platform' },
      manager: { id: bob.id },
    });
    expect(secondary).toMatchObject({
      startsOn: today(),
      endsOn: null,
      reason: 'project',
      manager: { id: dora.id },
      orgUnit: { name: 'Layout Company' },
      jobProfile: null,
      costCentre: null,
    });
    expect(history.currentId).toBe(primary?.id);
    // The profile keeps her primary job: the cost centre, and Bob as line manager (not Dora).
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, ann.id));
    expect(profile).toMatchObject({ costCentreId: platform, lineManagerId: bob.id, externalId: 'E2' });

    // The same file again: everything reads as unchanged, and applying it adds nothing.
    const again = await upload(owner.cookie, file);
    expect(again.counts).toEqual({
      unit: { create: 0, change: 0, unchanged: 2 },
      cost_centre: { create: 0, change: 0, unchanged: 3 },
      location: { create: 0, change: 0, unchanged: 0 },
      position: { create: 0, change: 0, unchanged: 2 },
      person: { create: 0, change: 0, unchanged: 3, notFound: 0 },
      secondary: { create: 0, change: 0, unchanged: 1, notFound: 0 },
    });
    await applied(owner.cookie, c.id, again);
    const records = await t.database.db
      .select()
      .from(jobAssignments)
      .where(and(eq(jobAssignments.companyId, c.id), eq(jobAssignments.personId, ann.id)));
    expect(records.map((r) => r.kind).sort()).toEqual(['primary', 'secondary']);
    expect(await t.database.db.select().from(orgUnits).where(eq(orgUnits.companyId, c.id))).toHaveLength(5);
  });

  it('changes a position’s FTE, flag and reports-to, keeps what a row leaves empty, and charges a person to another cost centre from a date', async () => {
    const { c, owner, ann, bob, dora } = await company();
    await applied(
      owner.cookie,
      c.id,
      await upload(owner.cookie, csv(wholeFile({ ann: ann.email, bob: bob.email, dora: dora.email }))),
    );
    const later = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const run = await upload(
      owner.cookie,
      csv([
        // P1 now reports to P3 (new); P2 empty cells keep its FTE, flag and reports-to.
        {
          record: 'position',
          external_id: 'P3',
          job_profile: 'Engineer',
          unit_external_id: 'U1',
          fte: '1.0',
        },
        {
          record: 'position',
          external_id: 'P1',
          job_profile: 'Engineer',
          unit_external_id: 'U2',
          reports_to_external_id: 'P3',
          fte: '0.8',
          critical: 'no',
        },
        { record: 'position', external_id: 'P2', job_profile: 'Engineer', unit_external_id: 'U2' },
        {
          record: 'person',
          external_id: 'E2',
          email: ann.email,
          cost_centre_external_id: 'CC1',
          effective_date: later,
        },
        // Bob's row names no cost centre: his stays empty, and his record as it is.
        { record: 'person', external_id: 'E1', email: bob.email },
      ]),
    );
    expect(run.issues).toEqual([]);
    expect(run.counts.position).toEqual({ create: 1, change: 1, unchanged: 1 });
    expect(run.counts.person).toEqual({ create: 0, change: 1, unchanged: 1, notFound: 0 });
    await applied(owner.cookie, c.id, run);

    const seats = await get<PositionPage>(owner.cookie, '/api/v1/organisation/positions');
    const seat = (externalId: string) => seats.items.find((p) => p.externalId === externalId);
    expect(seat('P1')).toMatchObject({ fte: 0.8, critical: false, reportsTo: { id: seat('P3')?.id } });
    expect(seat('P2')).toMatchObject({ fte: 0.5, critical: false, reportsTo: { id: seat('P1')?.id } });
    expect(seat('P3')).toMatchObject({ fte: 1, critical: false, reportsTo: null });

    const [platform] = await t.database.db
      .select()
      .from(orgUnits)
      .where(and(eq(orgUnits.companyId, c.id), eq(orgUnits.externalId, 'CC2')));
    const history = await get<JobHistory>(owner.cookie, `/api/v1/organisation/people/${ann.id}/job-history`);
    const primaries = history.items.filter((item) => item.kind === 'primary');
    expect(primaries.map((r) => [r.startsOn, r.endsOn, r.reason, r.costCentre?.name, r.manager?.id])).toEqual(
      [
        [later, null, 'reorganisation', 'Layout R&D', bob.id],
        [today(), later, 'hire', 'Layout Platform', bob.id],
      ],
    );
    // The cache follows the record that holds today: the new cost centre waits for its day.
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, ann.id));
    expect(profile?.costCentreId).toBe(platform?.id);
    const [bobNow] = await t.database.db.select().from(profiles).where(eq(profiles.id, bob.id));
    expect(bobNow?.costCentreId).toBeNull();
  });

  it('refuses every bad row of the new records, names its row, column and value, and changes nothing', async () => {
    const { c, owner, ann, bob, dora } = await company();
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
    const { c, owner, ann, bob, dora } = await company();
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
    await applied(owner.cookie, c.id, run);
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
});
