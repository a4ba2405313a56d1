import type { JobHistory, OrgUnitPage, PositionPage } from '@competencyhub/domain/schemas/organisation';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/migrate.ts';
import { jobAssignments, locations, orgUnits } from '../src/db/schema/organisation.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import { makeJobProfile } from './factories.ts';
import { applied, type Cells, csv, layoutCompany, upload } from './hris-layout-fixture.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

/**
 * The HRIS import's layout beyond units, locations, positions and people (issue 23, point 3): cost
 * centres, a position's reports-to, FTE and critical flag, a person's cost centre and secondary
 * assignments, as a user sees them afterwards through the read routes, and the same file imported
 * twice. The refusals are in hris-import-layout-refusals.test.ts.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '10000', RATE_LIMIT_ACCOUNT_MAX: '10000' });
});
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);

const get = async <T>(cookie: string, url: string) => {
  const res = await call(t.app, 'GET', url, { cookie });
  expect(res.statusCode).toBe(200);
  return res.json<T>();
};

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
    const { c, owner, ann, bob, dora } = await layoutCompany(t);
    const file = csv(wholeFile({ ann: ann.email, bob: bob.email, dora: dora.email }));
    const run = await upload(t, owner.cookie, file);
    expect(run.issues).toEqual([]);
    expect(run.counts).toEqual({
      unit: { create: 2, change: 0, unchanged: 0 },
      cost_centre: { create: 3, change: 0, unchanged: 0 },
      location: { create: 0, change: 0, unchanged: 0 },
      position: { create: 2, change: 0, unchanged: 0 },
      person: { create: 3, change: 0, unchanged: 0, notFound: 0 },
      secondary: { create: 1, change: 0, unchanged: 0, notFound: 0 },
    });
    await applied(t, owner.cookie, c.id, run);

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
    const again = await upload(t, owner.cookie, file);
    expect(again.counts).toEqual({
      unit: { create: 0, change: 0, unchanged: 2 },
      cost_centre: { create: 0, change: 0, unchanged: 3 },
      location: { create: 0, change: 0, unchanged: 0 },
      position: { create: 0, change: 0, unchanged: 2 },
      person: { create: 0, change: 0, unchanged: 3, notFound: 0 },
      secondary: { create: 0, change: 0, unchanged: 1, notFound: 0 },
    });
    await applied(t, owner.cookie, c.id, again);
    const records = await t.database.db
      .select()
      .from(jobAssignments)
      .where(and(eq(jobAssignments.companyId, c.id), eq(jobAssignments.personId, ann.id)));
    expect(records.map((r) => r.kind).sort()).toEqual(['primary', 'secondary']);
    expect(await t.database.db.select().from(orgUnits).where(eq(orgUnits.companyId, c.id))).toHaveLength(5);
  });

  it('changes a position’s FTE, flag and reports-to, keeps what a row leaves empty, and charges a person to another cost centre from a date', async () => {
    const { c, owner, ann, bob, dora } = await layoutCompany(t);
    await applied(
      t,
      owner.cookie,
      c.id,
      await upload(t, owner.cookie, csv(wholeFile({ ann: ann.email, bob: bob.email, dora: dora.email }))),
    );
    const later = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const run = await upload(
      t,
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
    await applied(t, owner.cookie, c.id, run);

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

  it('renames, re-codes and moves units with their sub-trees, and corrects a location, in one file', async () => {
    const { c, owner } = await layoutCompany(t);
    const tree: Cells[] = [
      { record: 'unit', external_id: 'T1', name: 'Tree Company', kind: 'company' },
      { record: 'unit', external_id: 'T2', name: 'Tree Engineering', parent_external_id: 'T1' },
      { record: 'unit', external_id: 'T3', name: 'Tree Sales', parent_external_id: 'T1' },
      { record: 'unit', external_id: 'T4', name: 'Tree Backend', parent_external_id: 'T2', kind: 'team' },
      {
        record: 'location',
        external_id: 'L1',
        name: 'Berlin',
        country: 'DE',
        city: 'Berlin',
        time_zone: 'Europe/Berlin',
      },
      {
        record: 'location',
        external_id: 'L2',
        name: 'Lisbon',
        country: 'PT',
        city: 'Lisbon',
        time_zone: 'Europe/Lisbon',
      },
    ];
    await applied(t, owner.cookie, c.id, await upload(t, owner.cookie, csv(tree)));
    const run = await upload(
      t,
      owner.cookie,
      csv([
        { record: 'unit', external_id: 'T1', name: 'Tree Company', kind: 'company' },
        // Engineering becomes a division under Sales, with its code, and takes Backend along.
        {
          record: 'unit',
          external_id: 'T2',
          name: 'Tree Product',
          parent_external_id: 'T3',
          kind: 'division',
          code: 'PRD',
        },
        { record: 'unit', external_id: 'T3', name: 'Tree Growth', parent_external_id: 'T1' },
        { record: 'unit', external_id: 'T4', name: 'Tree Backend', parent_external_id: 'T2', kind: 'team' },
        {
          record: 'location',
          external_id: 'L1',
          name: 'Munich',
          country: 'DE',
          city: 'Munich',
          time_zone: 'Europe/Berlin',
        },
        {
          record: 'location',
          external_id: 'L2',
          name: 'Porto',
          country: 'PT',
          city: 'Porto',
          time_zone: 'Europe/Lisbon',
        },
      ]),
    );
    expect(run.issues).toEqual([]);
    expect(run.counts).toMatchObject({
      unit: { create: 0, change: 2, unchanged: 2 },
      location: { create: 0, change: 2, unchanged: 0 },
    });
    await applied(t, owner.cookie, c.id, run);

    const units = await t.database.db.select().from(orgUnits).where(eq(orgUnits.companyId, c.id));
    const unit = (externalId: string) => units.find((u) => u.externalId === externalId);
    expect(unit('T2')).toMatchObject({
      name: 'Tree Product',
      code: 'PRD',
      kind: 'division',
      parentId: unit('T3')?.id,
    });
    expect(unit('T3')).toMatchObject({ name: 'Tree Growth', parentId: unit('T1')?.id });
    expect(unit('T4')).toMatchObject({ name: 'Tree Backend', kind: 'team', parentId: unit('T2')?.id });
    // Backend's ancestors follow the move: Product, Growth, Company.
    const above = rowsOf<{ ancestor: string; depth: number }>(
      await t.database.db.execute(sql`select u.external_id as ancestor, c.depth from org_unit_closure c
        join org_units u on u.company_id = c.company_id and u.id = c.ancestor_id
        where c.company_id = ${c.id} and c.descendant_id = ${unit('T4')?.id ?? ''} order by c.depth`),
    );
    expect(above).toEqual([
      { ancestor: 'T4', depth: 0 },
      { ancestor: 'T2', depth: 1 },
      { ancestor: 'T3', depth: 2 },
      { ancestor: 'T1', depth: 3 },
    ]);
    const places = await t.database.db.select().from(locations).where(eq(locations.companyId, c.id));
    expect(places.map((l) => [l.externalId, l.name, l.city, l.country]).sort()).toEqual([
      ['L1', 'Munich', 'Munich', 'DE'],
      ['L2', 'Porto', 'Porto', 'PT'],
    ]);
  });

  it('swaps two sibling units’ names and codes in one file, in either order', async () => {
    const { c, owner } = await layoutCompany(t);
    await applied(
      t,
      owner.cookie,
      c.id,
      await upload(
        t,
        owner.cookie,
        csv([
          { record: 'unit', external_id: 'S1', name: 'Swap Company' },
          { record: 'unit', external_id: 'S2', name: 'Swap North', code: 'N', parent_external_id: 'S1' },
          { record: 'unit', external_id: 'S3', name: 'Swap South', code: 'S', parent_external_id: 'S1' },
        ]),
      ),
    );
    for (const order of [
      ['S2', 'S3'],
      ['S3', 'S2'],
    ]) {
      const units = await t.database.db.select().from(orgUnits).where(eq(orgUnits.companyId, c.id));
      const now = (externalId: string) => units.find((u) => u.externalId === externalId);
      // Each takes the other's name and code.
      const swapped = (externalId: string): Cells => {
        const other = now(externalId === 'S2' ? 'S3' : 'S2');
        return {
          record: 'unit',
          external_id: externalId,
          name: other?.name ?? '',
          code: other?.code ?? '',
          parent_external_id: 'S1',
        };
      };
      const run = await upload(t, owner.cookie, csv(order.map(swapped)));
      expect(run.issues).toEqual([]);
      await applied(t, owner.cookie, c.id, run);
      const after = await t.database.db.select().from(orgUnits).where(eq(orgUnits.companyId, c.id));
      const then = (externalId: string) => after.find((u) => u.externalId === externalId);
      expect([then('S2')?.name, then('S2')?.code]).toEqual([now('S3')?.name, now('S3')?.code]);
      expect([then('S3')?.name, then('S3')?.code]).toEqual([now('S2')?.name, now('S2')?.code]);
    }
  });

  it('offers a template that previews without a problem where the job profiles it names exist', async () => {
    const { c, owner, competencyId } = await layoutCompany(t);
    for (const title of ['Engineering Manager', 'Software Engineer'])
      await makeJobProfile(t.database, { companyId: c.id, competencyId, title });
    const template = await call(t.app, 'GET', '/api/v1/organisation/hris-imports/template.csv', {
      cookie: owner.cookie,
    });
    expect(template.body).toContain('reports_to_external_id,fte,critical');
    const run = await upload(t, owner.cookie, template.body);
    expect(run.issues).toEqual([]);
    expect(run.counts).toMatchObject({
      unit: { create: 2 },
      cost_centre: { create: 2 },
      location: { create: 1 },
      position: { create: 2 },
      person: { notFound: 3 },
      secondary: { create: 0, notFound: 1 },
    });
    // Its people are examples: nobody of that name is in the company.
    expect(run.notices.map((n) => [n.row, n.problem])).toEqual([
      [9, 'person_not_found'],
      [10, 'person_not_found'],
      [11, 'person_not_found'],
      [12, 'person_not_found'],
    ]);
  });
});
