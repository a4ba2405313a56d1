import { JOB_CHANGE_MESSAGES } from '@competencyhub/domain/schemas/organisation-messages';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/migrate.ts';
import { MOVE_FREE_TEXT } from '../src/db/migrations/0031-job-assignments.ts';
import { jobAssignments, locations, orgUnits } from '../src/db/schema/organisation.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import { datedJobChanges } from '../src/modules/organisation/dated-job-changes.ts';
import {
  auditsOf,
  makeCompany,
  makeFramework,
  makeJobProfile,
  makeUnit,
  makeUser,
  signedInUser,
} from './factories.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '10000', RATE_LIMIT_ACCOUNT_MAX: '10000' });
});
afterAll(() => t.close());

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

interface Period {
  id: string;
  startsOn: string;
  endsOn: string | null;
  reason: string;
  jobProfile: { name: string } | null;
  orgUnit: { name: string } | null;
  manager: { name: string } | null;
  recordedByName: string;
}
interface History {
  items: Period[];
  currentId: string | null;
}

async function company() {
  const c = await makeCompany(t.database);
  const owner = await signedInUser(t, { companyId: c.id, role: 'account_holder' });
  const person = await signedInUser(t, { companyId: c.id, role: 'employee', fullName: 'Pat Person' });
  const framework = await makeFramework(t.database, { companyId: c.id });
  const junior = await makeJobProfile(t.database, {
    companyId: c.id,
    competencyId: framework.competencyId,
    title: 'Analyst',
  });
  const senior = await makeJobProfile(t.database, {
    companyId: c.id,
    competencyId: framework.competencyId,
    title: 'Senior Analyst',
  });
  const unit = async (name: string, hierarchy: 'organisation' | 'cost_centre' = 'organisation') => {
    const res = await call(t.app, 'POST', '/api/v1/organisation/units', {
      cookie: owner.cookie,
      body: {
        hierarchy,
        parentId: null,
        name,
        kind: hierarchy === 'cost_centre' ? 'cost_centre' : 'department',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  return { c, owner, person, junior: junior.jobProfileId, senior: senior.jobProfileId, unit };
}

/** A hire into Sales ten days ago, and a move to Marketing recorded for 14 days ahead. */
async function hiredThenMovedLater({
  owner,
  person,
  junior,
  unit,
}: Pick<Awaited<ReturnType<typeof company>>, 'owner' | 'person' | 'junior' | 'unit'>) {
  const sales = await unit('Sales');
  const marketing = await unit('Marketing');
  await record(owner.cookie, person.id, {
    effectiveOn: day(-10),
    reason: 'hire',
    jobProfileId: junior,
    orgUnitId: sales,
  });
  const later = await record(owner.cookie, person.id, {
    effectiveOn: day(14),
    reason: 'reorganisation',
    orgUnitId: marketing,
  });
  expect(later.statusCode, later.body).toBe(201);
  return { sales, marketing, later };
}

const record = (cookie: string, personId: string, body: unknown) =>
  call(t.app, 'POST', `/api/v1/organisation/people/${personId}/job-changes`, { cookie, body });
const history = async (cookie: string, personId: string) =>
  call(t.app, 'GET', `/api/v1/organisation/people/${personId}/job-history`, { cookie });
const profileOf = async (id: string) =>
  (await t.database.db.select().from(profiles).where(eq(profiles.id, id)))[0];

describe('job changes', () => {
  it('records a hire and a promotion, and the profile follows the record that holds today', async () => {
    const { c, owner, person, junior, senior, unit } = await company();
    const finance = await unit('Finance');
    const hired = await record(owner.cookie, person.id, {
      effectiveOn: day(-100),
      reason: 'hire',
      jobProfileId: junior,
      orgUnitId: finance,
      managerId: owner.id,
    });
    expect(hired.statusCode, hired.body).toBe(201);
    const promoted = await record(owner.cookie, person.id, {
      effectiveOn: day(0),
      reason: 'promotion',
      jobProfileId: senior,
      note: 'Led the audit',
    });
    expect(promoted.statusCode, promoted.body).toBe(201);
    const body = promoted.json() as History;
    expect(
      body.items.map((p) => [p.reason, p.jobProfile?.name, p.orgUnit?.name, p.startsOn, p.endsOn]),
    ).toEqual([
      ['promotion', 'Senior Analyst', 'Finance', day(0), null],
      ['hire', 'Analyst', 'Finance', day(-100), day(0)],
    ]);
    expect(body.currentId).toBe(body.items[0]?.id);
    expect(body.items[0]?.recordedByName).toBe(owner.fullName);
    const profile = await profileOf(person.id);
    expect(profile).toMatchObject({
      jobProfileId: senior,
      jobTitle: 'Senior Analyst',
      orgUnitId: finance,
      department: 'Finance',
      lineManagerId: owner.id,
    });
    // The person reads their own history; the change is audited.
    expect(((await history(person.cookie, person.id)).json() as History).items).toHaveLength(2);
    expect(await auditsOf(t.database, 'job_assignment.recorded', { companyId: c.id })).toHaveLength(2);
  });

  it('keeps a change dated in the future waiting until its day', async () => {
    const { owner, person, junior, unit } = await company();
    const { sales, marketing, later } = await hiredThenMovedLater({ owner, person, junior, unit });
    const waiting = later.json() as History;
    expect(waiting.items[0]?.startsOn).toBe(day(14));
    expect(waiting.currentId).toBe(waiting.items[1]?.id);
    expect((await profileOf(person.id))?.orgUnitId).toBe(sales);

    await datedJobChanges(t.database).run({
      jobId: 'test',
      payload: {},
      now: new Date(Date.now() + 13 * 86_400_000),
    });
    expect((await profileOf(person.id))?.orgUnitId).toBe(sales);
    await datedJobChanges(t.database).run({
      jobId: 'test',
      payload: {},
      now: new Date(Date.now() + 14 * 86_400_000),
    });
    expect(await profileOf(person.id)).toMatchObject({ orgUnitId: marketing, department: 'Marketing' });
  });

  it('takes effect when its day begins in the company’s time zone, not in UTC’s', async () => {
    const { c, owner, person, junior, unit } = await company();
    // UTC+14: its day begins ten hours before UTC's day does.
    await t.database.db.execute(sql`update companies set timezone = 'Pacific/Kiritimati' where id = ${c.id}`);
    const { sales, marketing } = await hiredThenMovedLater({ owner, person, junior, unit });
    const runAt = (iso: string) =>
      datedJobChanges(t.database).run({ jobId: 'test', payload: {}, now: new Date(iso) });
    // 23:00 on the day before, in Kiritimati: still waiting.
    await runAt(`${day(13)}T09:00:00Z`);
    expect((await profileOf(person.id))?.orgUnitId).toBe(sales);
    // 01:00 on its day in Kiritimati, while UTC's clock still shows the day before.
    await runAt(`${day(13)}T11:00:00Z`);
    expect((await profileOf(person.id))?.orgUnitId).toBe(marketing);
  });

  it('refuses what cannot be, in the field it concerns, and changes nothing', async () => {
    const { owner, person, junior, unit } = await company();
    const ops = await unit('Operations');
    const costCentre = await unit('CC 100', 'cost_centre');
    const other = await company();
    const foreignUnit = await other.unit('Elsewhere');
    await record(owner.cookie, person.id, {
      effectiveOn: day(-5),
      reason: 'hire',
      jobProfileId: junior,
      orgUnitId: ops,
    });
    const refusals: Array<[unknown, string, string]> = [
      [
        { effectiveOn: day(-5), reason: 'lateral_move', orgUnitId: null },
        'effectiveOn',
        JOB_CHANGE_MESSAGES.sameDay,
      ],
      [
        { effectiveOn: day(-9), reason: 'lateral_move', orgUnitId: null },
        'effectiveOn',
        JOB_CHANGE_MESSAGES.tooEarly,
      ],
      [
        { effectiveOn: day(1), reason: 'lateral_move', orgUnitId: costCentre },
        'orgUnitId',
        JOB_CHANGE_MESSAGES.unknownUnit,
      ],
      [
        { effectiveOn: day(1), reason: 'lateral_move', orgUnitId: foreignUnit },
        'orgUnitId',
        JOB_CHANGE_MESSAGES.unknownUnit,
      ],
      [
        { effectiveOn: day(1), reason: 'lateral_move', costCentreId: ops },
        'costCentreId',
        JOB_CHANGE_MESSAGES.unknownCostCentre,
      ],
      [
        { effectiveOn: day(1), reason: 'lateral_move', managerId: person.id },
        'managerId',
        JOB_CHANGE_MESSAGES.managerSelf,
      ],
      [
        { effectiveOn: day(1), reason: 'lateral_move', orgUnitId: ops },
        'form',
        JOB_CHANGE_MESSAGES.nothingToChange,
      ],
    ];
    for (const [body, field, message] of refusals) {
      const res = await record(owner.cookie, person.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
    // A manager who reports to the person would close a loop.
    const report = await makeUser(t.database, { companyId: owner.companyId });
    await t.database.db.update(profiles).set({ lineManagerId: person.id }).where(eq(profiles.id, report.id));
    const loop = await record(owner.cookie, person.id, {
      effectiveOn: day(1),
      reason: 'lateral_move',
      managerId: report.id,
    });
    expect(loop.json().errors.managerId).toEqual([JOB_CHANGE_MESSAGES.managerLoop]);
    const bad = await record(owner.cookie, person.id, { effectiveOn: 'next week', reason: 'promotion' });
    expect(bad.statusCode).toBe(400);
    expect(((await history(owner.cookie, person.id)).json() as History).items).toHaveLength(1);

    // Only those who manage people record changes; another company's people do not exist.
    expect(
      (await record(person.cookie, person.id, { effectiveOn: day(1), reason: 'leave' })).statusCode,
    ).toBe(403);
    expect(
      (await record(other.owner.cookie, person.id, { effectiveOn: day(1), reason: 'leave' })).statusCode,
    ).toBe(404);
    const colleague = await signedInUser(t, { companyId: owner.companyId, role: 'team_manager' });
    expect((await history(colleague.cookie, person.id)).statusCode).toBe(404);
    expect((await history(other.owner.cookie, person.id)).statusCode).toBe(404);
  });

  it('ends the job on leaving, and lets the database hold one open primary record per person', async () => {
    const { c, owner, person, junior } = await company();
    await record(owner.cookie, person.id, { effectiveOn: day(-30), reason: 'hire', jobProfileId: junior });
    const left = await record(owner.cookie, person.id, { effectiveOn: day(0), reason: 'leaving' });
    expect((left.json() as History).items[0]).toMatchObject({ endsOn: day(0) });
    expect((left.json() as History).currentId).toBeNull();
    const again = await record(owner.cookie, person.id, { effectiveOn: day(1), reason: 'leaving' });
    expect(again.json().errors.reason).toEqual([JOB_CHANGE_MESSAGES.notInCompany]);

    const open = { companyId: c.id, personId: person.id, startsOn: day(2), reason: 'hire' as const };
    await t.database.db.insert(jobAssignments).values(open);
    await expect(
      t.database.db.insert(jobAssignments).values({ ...open, startsOn: day(3) }),
    ).rejects.toThrow();
  });

  it('takes a line manager set in User Management into the current record, without a new period', async () => {
    const { owner, person, junior } = await company();
    const manager = await makeUser(t.database, { companyId: owner.companyId, fullName: 'Mia Manager' });
    await record(owner.cookie, person.id, { effectiveOn: day(-3), reason: 'hire', jobProfileId: junior });
    const res = await call(t.app, 'PATCH', `/api/v1/profiles/${person.id}/line-manager`, {
      cookie: owner.cookie,
      body: { lineManagerId: manager.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const periods = ((await history(owner.cookie, person.id)).json() as History).items;
    expect(periods.map((p) => [p.reason, p.manager?.name])).toEqual([['hire', 'Mia Manager']]);
    // Someone with no record yet gets their first from today.
    const newcomer = await makeUser(t.database, { companyId: owner.companyId });
    await call(t.app, 'PATCH', `/api/v1/profiles/${newcomer.id}/line-manager`, {
      cookie: owner.cookie,
      body: { lineManagerId: manager.id },
    });
    expect(
      ((await history(owner.cookie, newcomer.id)).json() as History).items.map((p) => p.startsOn),
    ).toEqual([day(0)]);
  });
});

describe('the move from free text (migration 0031)', () => {
  it('makes units and locations from what people typed, without merging near-twins, and a first record for each', async () => {
    const c = await makeCompany(t.database);
    const people = [
      ['Engineering', 'London, UK'],
      ['  engineering ', 'London,  UK'],
      ['Enginering', 'Paris'],
      [null, null],
    ] as const;
    const ids: string[] = [];
    for (const [department, location] of people) {
      const person = await makeUser(t.database, { companyId: c.id });
      await t.database.db.update(profiles).set({ department, location }).where(eq(profiles.id, person.id));
      ids.push(person.id);
    }
    await t.database.execScript(MOVE_FREE_TEXT);
    await t.database.execScript(MOVE_FREE_TEXT);

    const units = await t.database.db
      .select({ name: orgUnits.name, origin: orgUnits.origin })
      .from(orgUnits)
      .where(eq(orgUnits.companyId, c.id))
      .orderBy(orgUnits.name);
    expect(units).toEqual([
      { name: 'Engineering', origin: 'free_text' },
      { name: 'Enginering', origin: 'free_text' },
    ]);
    const places = await t.database.db
      .select({ name: locations.name, needsReview: locations.needsReview, country: locations.country })
      .from(locations)
      .where(eq(locations.companyId, c.id))
      .orderBy(locations.name);
    expect(places).toEqual([
      { name: 'London, UK', needsReview: true, country: null },
      { name: 'Paris', needsReview: true, country: null },
    ]);
    const first = await profileOf(ids[0] ?? '');
    const second = await profileOf(ids[1] ?? '');
    expect(first?.orgUnitId).toBeTruthy();
    expect(second?.orgUnitId).toBe(first?.orgUnitId);
    expect(second?.locationId).toBe(first?.locationId);
    expect((await profileOf(ids[3] ?? ''))?.orgUnitId).toBeNull();
    const records = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from job_assignments where company_id = ${c.id}
        and reason = 'initial_record' and ends_on is null`),
    );
    expect(records[0]?.n).toBe(4);
    const [closure] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orgUnits)
      .where(
        and(
          eq(orgUnits.companyId, c.id),
          sql`exists (select 1 from org_unit_closure cl where cl.descendant_id = ${orgUnits.id} and cl.depth = 0)`,
        ),
      );
    expect(closure?.n).toBe(2);
  });
});

describe('near-twin units and archiving units with people', () => {
  it('lists near twins made from free text, keeps a pair apart, and merges a typo with its people and history', async () => {
    const c = await makeCompany(t.database);
    const owner = await signedInUser(t, { companyId: c.id, role: 'account_holder' });
    const spellings = ['Marketing', 'Marketing', 'Marketng', 'Finance', 'Finanse'];
    const people: string[] = [];
    for (const department of spellings) {
      const person = await makeUser(t.database, { companyId: c.id });
      await t.database.db.update(profiles).set({ department }).where(eq(profiles.id, person.id));
      people.push(person.id);
    }
    await t.database.execScript(MOVE_FREE_TEXT);
    const twins = async () =>
      (await call(t.app, 'GET', '/api/v1/organisation/unit-twins', { cookie: owner.cookie })).json() as {
        items: Array<{
          first: { id: string; name: string; people: number };
          second: { id: string; name: string; people: number };
        }>;
      };
    const pairs = (await twins()).items.map((p) => [
      p.first.name,
      p.first.people,
      p.second.name,
      p.second.people,
    ]);
    expect(pairs).toEqual([
      ['Finance', 1, 'Finanse', 1],
      ['Marketing', 2, 'Marketng', 1],
    ]);
    const finance = (await twins()).items[0];
    const kept = await call(t.app, 'POST', '/api/v1/organisation/unit-twins/keep-apart', {
      cookie: owner.cookie,
      body: { firstId: finance?.second.id, secondId: finance?.first.id },
    });
    expect(kept.statusCode).toBe(200);
    const marketing = (await twins()).items[0];
    expect((await twins()).items).toHaveLength(1);

    const typo = marketing?.second.id ?? '';
    const merged = await call(t.app, 'POST', `/api/v1/organisation/units/${typo}/merge`, {
      cookie: owner.cookie,
      body: { intoId: marketing?.first.id },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect((await twins()).items).toEqual([]);
    const moved = await profileOf(people[2] ?? '');
    expect(moved).toMatchObject({ orgUnitId: marketing?.first.id, department: 'Marketing' });
    const history = (
      await call(t.app, 'GET', `/api/v1/organisation/people/${people[2]}/job-history`, {
        cookie: owner.cookie,
      })
    ).json() as History;
    expect(history.items.map((p) => p.orgUnit?.name)).toEqual(['Marketing']);
    const [gone] = await t.database.db.select().from(orgUnits).where(eq(orgUnits.id, typo));
    expect(gone?.archivedAt).not.toBeNull();
    expect(await auditsOf(t.database, 'org_unit.merged', { companyId: c.id })).toHaveLength(1);
    // A unit does not merge into itself, an archived unit, or another company's.
    const again = await call(t.app, 'POST', `/api/v1/organisation/units/${marketing?.first.id}/merge`, {
      cookie: owner.cookie,
      body: { intoId: typo },
    });
    expect(again.statusCode).toBe(422);
  });

  it('archives a unit only once nobody sits in it or is about to', async () => {
    const { owner, person, junior, unit } = await company();
    const legal = await unit('Legal');
    const compliance = await unit('Compliance');
    await record(owner.cookie, person.id, {
      effectiveOn: day(-3),
      reason: 'hire',
      jobProfileId: junior,
      orgUnitId: legal,
    });
    const archive = (id: string) =>
      call(t.app, 'POST', `/api/v1/organisation/units/${id}/archive`, {
        cookie: owner.cookie,
        body: { archived: true },
      });
    const refused = await archive(legal);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.archived).toEqual(['Move its people to another unit first']);
    // Someone moving in later holds the unit too.
    await record(owner.cookie, person.id, {
      effectiveOn: day(20),
      reason: 'lateral_move',
      orgUnitId: compliance,
    });
    expect((await archive(compliance)).statusCode).toBe(422);
    // Until the move's day they still sit in Legal; a unit nobody is in goes.
    await record(owner.cookie, person.id, { effectiveOn: day(30), reason: 'lateral_move', orgUnitId: null });
    expect((await archive(legal)).statusCode).toBe(422);
    expect((await archive(await unit('Tax'))).statusCode).toBe(200);
  });
});

describe('positions', () => {
  it('keeps seats in units, fills one from a job change, and guards its reporting line and status', async () => {
    const { owner, person, junior, senior, unit } = await company();
    const sales = await unit('Sales');
    const emea = await makeUnit(t.database, { companyId: owner.companyId, name: 'EMEA', parentId: sales });
    const post = (body: unknown) =>
      call(t.app, 'POST', '/api/v1/organisation/positions', { cookie: owner.cookie, body });
    const patch = (id: string, body: unknown) =>
      call(t.app, 'PATCH', `/api/v1/organisation/positions/${id}`, { cookie: owner.cookie, body });
    const head = await post({ jobProfileId: senior, orgUnitId: sales, code: 'S-1', critical: true });
    expect(head.statusCode, head.body).toBe(201);
    const seat = await post({
      jobProfileId: junior,
      orgUnitId: emea,
      reportsToId: head.json().id,
      fte: '0.5',
      code: 'S-2',
    });
    expect(seat.json()).toMatchObject({
      status: 'vacant',
      fte: 0.5,
      reportsTo: { name: 'S-1 · Senior Analyst' },
    });
    expect((await post({ jobProfileId: junior, orgUnitId: emea, code: 's-2' })).statusCode).toBe(409);
    expect((await post({ jobProfileId: junior, orgUnitId: emea, fte: 2 })).json().errors.fte).toEqual([
      'Full-time equivalent is between 0.1 and 1.5',
    ]);
    expect((await post({ jobProfileId: junior, orgUnitId: emea, status: 'filled' })).statusCode).toBe(400);
    const loop = await patch(head.json().id, { reportsToId: seat.json().id });
    expect(loop.json().errors.reportsToId).toEqual(['That position reports to this one: choose another']);

    // Listing Sales takes in EMEA below it.
    const list = async (query: string) =>
      (await call(t.app, 'GET', `/api/v1/organisation/positions?${query}`, { cookie: owner.cookie })).json()
        .items as Array<{
        code: string;
        status: string;
        holder: { name: string } | null;
      }>;
    // By job profile title: Analyst, then Senior Analyst.
    expect((await list(`unitId=${sales}`)).map((p) => p.code)).toEqual(['S-2', 'S-1']);
    expect((await list(`unitId=${emea}`)).map((p) => p.code)).toEqual(['S-2']);
    expect((await list('critical=true')).map((p) => p.code)).toEqual(['S-1']);

    // Taking the seat fills it; its job profile and unit come with it.
    const taken = await record(owner.cookie, person.id, {
      effectiveOn: day(0),
      reason: 'hire',
      positionId: seat.json().id,
    });
    expect(taken.statusCode, taken.body).toBe(201);
    expect((taken.json() as History).items[0]).toMatchObject({
      jobProfile: { name: 'Analyst' },
      orgUnit: { name: 'EMEA' },
    });
    expect(await list('status=filled')).toEqual([
      expect.objectContaining({ code: 'S-2', holder: expect.objectContaining({ name: 'Pat Person' }) }),
    ]);
    const other = await makeUser(t.database, { companyId: owner.companyId });
    const twice = await record(owner.cookie, other.id, {
      effectiveOn: day(0),
      reason: 'hire',
      positionId: seat.json().id,
    });
    expect(twice.json().errors.positionId).toEqual(['Someone else holds this position']);
    expect((await patch(seat.json().id, { status: 'closed' })).json().errors.status).toEqual([
      'Someone holds this position: record their move first',
    ]);
    expect((await patch(head.json().id, { status: 'frozen' })).statusCode).toBe(200);
    const frozen = await record(owner.cookie, other.id, {
      effectiveOn: day(0),
      reason: 'hire',
      positionId: head.json().id,
    });
    expect(frozen.json().errors.positionId).toEqual([
      'This position is frozen or closed: choose an open one',
    ]);
    expect(
      (await call(t.app, 'GET', '/api/v1/organisation/positions', { cookie: person.cookie })).statusCode,
    ).toBe(403);
  });
});
