import type { HrisImport, HrisImportList } from '@competencyhub/domain/schemas/hris-import';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/migrate.ts';
import { hrisImports, jobAssignments, orgUnits, positions } from '../src/db/schema/organisation.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import { ANALYZE_AFTER_ROWS } from '../src/db/statistics.ts';
import { JobInterrupted } from '../src/jobs/runner.ts';
import { HRIS_IMPORT_JOB, hrisImportJob, runHrisImport } from '../src/modules/organisation/hris-apply.ts';
import {
  auditsOf,
  makeCompany,
  makeFramework,
  makeJobProfile,
  makeManyEmployees,
  makeUnit,
  signedInUser,
} from './factories.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '10000', RATE_LIMIT_ACCOUNT_MAX: '10000' });
});
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);

async function company() {
  const c = await makeCompany(t.database);
  const owner = await signedInUser(t, { companyId: c.id, role: 'account_holder' });
  const ann = await signedInUser(t, { companyId: c.id, email: `ann-${c.id.slice(0, 8)}@example.test` });
  const bob = await signedInUser(t, { companyId: c.id, email: `bob-${c.id.slice(0, 8)}@example.test` });
  const framework = await makeFramework(t.database, { companyId: c.id });
  const engineer = await makeJobProfile(t.database, {
    companyId: c.id,
    competencyId: framework.competencyId,
    title: 'Engineer',
  });
  return { c, owner, ann, bob, engineerId: engineer.jobProfileId };
}

const upload = (cookie: string, text: string, fileName = 'people.csv') =>
  call(t.app, 'POST', `/api/v1/organisation/hris-imports?fileName=${encodeURIComponent(fileName)}`, {
    cookie,
    body: Buffer.from(text),
    headers: { 'content-type': 'text/csv' },
  });

const csv = (lines: string[]) =>
  [
    'record,external_id,name,parent_external_id,kind,country,time_zone,job_profile,unit_external_id,location_external_id,position_external_id,email,manager_external_id,effective_date',
    ...lines,
  ].join('\r\n');

function goodFile(ann: string, bob: string) {
  return csv([
    'unit,U1,Hris Company,,company,,,,,,,,,',
    'unit,U2,Hris Engineering,U1,department,,,,,,,,,',
    'location,L1,Hris Berlin,,,DE,Europe/Berlin,,,,,,,',
    'position,P1,,,,,,Engineer,U2,L1,,,,',
    `person,E1,Bob,,,,,,,,P1,${bob},,`,
    `person,E2,Ann,,,,,Engineer,U2,L1,,${ann},E1,`,
    'person,E3,Carl,,,,,,U2,,,carl@nowhere.test,E1,',
  ]);
}

async function profileOf(id: string) {
  const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, id));
  return row;
}

describe('HRIS import', () => {
  it('previews what a file would change and changes nothing', async () => {
    const { owner, ann, bob, c } = await company();
    const res = await upload(owner.cookie, goodFile(ann.email, bob.email));
    expect(res.statusCode).toBe(201);
    const run = res.json<HrisImport>();
    expect(run).toMatchObject({
      status: 'previewed',
      fileName: 'people.csv',
      totalRows: 7,
      issueCount: 0,
      noticeCount: 1,
      counts: {
        unit: { create: 2, change: 0, unchanged: 0 },
        location: { create: 1, change: 0, unchanged: 0 },
        position: { create: 1, change: 0, unchanged: 0 },
        person: { create: 2, change: 0, unchanged: 0, notFound: 1 },
      },
    });
    expect(run.notices[0]).toMatchObject({ row: 8, problem: 'person_not_found' });
    const units = await t.database.db.select().from(orgUnits).where(eq(orgUnits.companyId, c.id));
    expect(units).toHaveLength(0);
    expect((await profileOf(ann.id))?.externalId).toBeNull();
    expect(
      await call(t.app, 'GET', `/api/v1/organisation/hris-imports/${run.id}`, { cookie: owner.cookie }),
    ).toMatchObject({
      statusCode: 200,
    });
  });

  it('lists every bad row, and a file with one cannot be applied', async () => {
    const { owner, ann, bob, c } = await company();
    const res = await upload(
      owner.cookie,
      csv([
        'unit,U1,Loop One,U2,,,,,,,,,,',
        'unit,U2,Loop Two,U1,,,,,,,,,,',
        'unit,U3,Orphan,NOPE,,,,,,,,,,',
        'position,P1,,,,,,Astronaut,U3,,,,,',
        `person,E1,Bob,,,,,,,,,${bob.email},E2,2027-02-30`,
        `person,E2,Ann,,,,,,,,,${ann.email},E9,`,
        `person,E2,Again,,,,,,,,,again@example.test,,`,
      ]),
    );
    const run = res.json<HrisImport>();
    expect(run.status).toBe('previewed');
    expect(run.issues.map((i) => [i.row, i.column, i.problem])).toEqual([
      [6, 'effective_date', 'date_invalid'],
      [8, 'external_id', 'duplicate_external_id'],
      [2, 'parent_external_id', 'unit_loop'],
      [3, 'parent_external_id', 'unit_loop'],
      [4, 'parent_external_id', 'unknown_parent_unit'],
      [5, 'job_profile', 'unknown_job_profile'],
      [7, 'manager_external_id', 'unknown_manager'],
    ]);
    expect(run.issueCount).toBe(7);
    const apply = await call(t.app, 'POST', `/api/v1/organisation/hris-imports/${run.id}/apply`, {
      cookie: owner.cookie,
    });
    expect(apply.statusCode).toBe(409);
    const [stored] = await t.database.db.select().from(hrisImports).where(eq(hrisImports.id, run.id));
    expect(stored?.status).toBe('previewed');
    expect(stored?.file).toBe('');
    expect(await t.database.db.select().from(orgUnits).where(eq(orgUnits.companyId, c.id))).toHaveLength(0);
  });

  it('finds a loop among managers over the file and the people it leaves as they are', async () => {
    const { owner, ann, bob } = await company();
    // Ann reports to Bob today; the file makes Bob report to Ann.
    const first = await upload(
      owner.cookie,
      csv([`person,E1,Bob,,,,,,,,,${bob.email},,`, `person,E2,Ann,,,,,,,,,${ann.email},E1,`]),
    );
    await call(t.app, 'POST', `/api/v1/organisation/hris-imports/${first.json<HrisImport>().id}/apply`, {
      cookie: owner.cookie,
    });
    await runHrisImport(t.database, owner.companyId, first.json<HrisImport>().id);
    const res = await upload(owner.cookie, csv([`person,E1,Bob,,,,,,,,,${bob.email},E2,`]));
    expect(res.json<HrisImport>().issues.map((i) => i.problem)).toEqual(['manager_loop']);
  });

  it('applies a file as dated job records, and the people’s current unit and manager follow', async () => {
    const { owner, ann, bob, c, engineerId } = await company();
    // Bob already sits in a unit since 2025: his record ends today and the next one starts.
    const old = await makeUnit(t.database, { companyId: c.id, name: 'Old unit' });
    await t.database.db.insert(jobAssignments).values({
      companyId: c.id,
      personId: bob.id,
      orgUnitId: old,
      startsOn: '2025-01-01',
      reason: 'hire',
    });
    const run = (await upload(owner.cookie, goodFile(ann.email, bob.email))).json<HrisImport>();
    expect(run.counts.person).toEqual({ create: 1, change: 1, unchanged: 0, notFound: 1 });
    const apply = await call(t.app, 'POST', `/api/v1/organisation/hris-imports/${run.id}/apply`, {
      cookie: owner.cookie,
    });
    expect(apply.statusCode).toBe(200);
    expect(apply.json<HrisImport>().status).toBe('queued');
    const jobs = rowsOf<{ kind: string }>(
      await t.database.db.execute(
        sql`select kind from jobs where dedupe_key = ${`${HRIS_IMPORT_JOB}:${run.id}`}`,
      ),
    );
    expect(jobs).toEqual([{ kind: HRIS_IMPORT_JOB }]);
    expect(await auditsOf(t.database, 'hris_import.applied', { companyId: c.id })).toHaveLength(1);
    // A second apply is refused: it is already queued.
    expect(
      (
        await call(t.app, 'POST', `/api/v1/organisation/hris-imports/${run.id}/apply`, {
          cookie: owner.cookie,
        })
      ).statusCode,
    ).toBe(409);

    await runHrisImport(t.database, c.id, run.id);
    const done = (
      await call(t.app, 'GET', `/api/v1/organisation/hris-imports/${run.id}`, { cookie: owner.cookie })
    ).json<HrisImport>();
    expect(done).toMatchObject({ status: 'done', totalPeople: 2, donePeople: 2 });
    const [kept] = await t.database.db.select().from(hrisImports).where(eq(hrisImports.id, run.id));
    expect(kept?.file).toBe('');

    const [engineering] = await t.database.db
      .select()
      .from(orgUnits)
      .where(and(eq(orgUnits.companyId, c.id), eq(orgUnits.externalId, 'U2')));
    const [top] = await t.database.db
      .select()
      .from(orgUnits)
      .where(and(eq(orgUnits.companyId, c.id), eq(orgUnits.externalId, 'U1')));
    expect(engineering?.parentId).toBe(top?.id);
    const closure = rowsOf(
      await t.database.db.execute(
        sql`select depth from org_unit_closure where company_id = ${c.id} and descendant_id = ${engineering?.id ?? ''} order by depth`,
      ),
    );
    expect(closure).toEqual([{ depth: 0 }, { depth: 1 }]);

    const annNow = await profileOf(ann.id);
    expect(annNow).toMatchObject({
      externalId: 'E2',
      orgUnitId: engineering?.id,
      lineManagerId: bob.id,
      jobProfileId: engineerId,
      department: 'Hris Engineering',
    });
    const bobNow = await profileOf(bob.id);
    expect(bobNow).toMatchObject({ externalId: 'E1', orgUnitId: engineering?.id, jobProfileId: engineerId });
    const bobHistory = await t.database.db
      .select()
      .from(jobAssignments)
      .where(eq(jobAssignments.personId, bob.id))
      .orderBy(jobAssignments.startsOn);
    expect(bobHistory.map((a) => [a.startsOn, a.endsOn, a.reason])).toEqual([
      ['2025-01-01', today(), 'hire'],
      [today(), null, 'reorganisation'],
    ]);
    expect(bobHistory[1]?.positionId).not.toBeNull();
    const annHistory = await t.database.db
      .select()
      .from(jobAssignments)
      .where(eq(jobAssignments.personId, ann.id));
    expect(annHistory.map((a) => [a.startsOn, a.reason, a.managerId])).toEqual([[today(), 'hire', bob.id]]);

    // The same file again changes nothing.
    const again = (await upload(owner.cookie, goodFile(ann.email, bob.email))).json<HrisImport>();
    expect(again.counts).toMatchObject({
      unit: { create: 0, change: 0, unchanged: 2 },
      location: { unchanged: 1 },
      position: { unchanged: 1 },
      person: { create: 0, change: 0, unchanged: 2, notFound: 1 },
    });
  });

  it('leaves the company as it was when a run stops part-way, and applies the whole file at the next attempt', async () => {
    const { owner, ann, bob, c } = await company();
    const run = (await upload(owner.cookie, goodFile(ann.email, bob.email))).json<HrisImport>();
    await call(t.app, 'POST', `/api/v1/organisation/hris-imports/${run.id}/apply`, { cookie: owner.cookie });
    const before = await Promise.all([profileOf(ann.id), profileOf(bob.id)]);
    let groups = 0;
    await expect(
      runHrisImport(t.database, c.id, run.id, {
        chunk: 1,
        afterChunk: async () => {
          // The first person's job is written; the process dies before the second's.
          if (++groups === 1) throw new Error('process died');
        },
      }),
    ).rejects.toThrow('process died');
    const stopped = (
      await call(t.app, 'GET', `/api/v1/organisation/hris-imports/${run.id}`, { cookie: owner.cookie })
    ).json<HrisImport>();
    expect(stopped).toMatchObject({ status: 'running', totalPeople: 2 });
    // Nothing of the file is there: no unit, no job record, no profile changed.
    expect(await t.database.db.select().from(orgUnits).where(eq(orgUnits.companyId, c.id))).toHaveLength(0);
    expect(
      await t.database.db.select().from(jobAssignments).where(eq(jobAssignments.companyId, c.id)),
    ).toHaveLength(0);
    expect(await Promise.all([profileOf(ann.id), profileOf(bob.id)])).toEqual(before);

    await runHrisImport(t.database, c.id, run.id, { chunk: 1 });
    const [done] = await t.database.db.select().from(hrisImports).where(eq(hrisImports.id, run.id));
    expect(done).toMatchObject({ status: 'done', totalPeople: 2, donePeople: 2, file: '' });
    for (const person of [ann, bob]) {
      const records = await t.database.db
        .select()
        .from(jobAssignments)
        .where(eq(jobAssignments.personId, person.id));
      expect(records).toHaveLength(1);
    }
    expect(await t.database.db.select().from(orgUnits).where(eq(orgUnits.companyId, c.id))).toHaveLength(2);
  });

  it('stops a run its process drains at the next group of people, commits nothing, and hands the job back', async () => {
    const { owner, ann, bob, c } = await company();
    const run = (await upload(owner.cookie, goodFile(ann.email, bob.email))).json<HrisImport>();
    await call(t.app, 'POST', `/api/v1/organisation/hris-imports/${run.id}/apply`, { cookie: owner.cookie });
    const drain = new AbortController();
    const job = hrisImportJob(t.database, (database, companyId, importId, options) =>
      runHrisImport(database, companyId, importId, {
        ...options,
        chunk: 1,
        afterChunk: async () => drain.abort(),
      }),
    );
    await expect(
      job.run({
        jobId: 'x',
        payload: { companyId: c.id, importId: run.id },
        now: new Date(),
        lastAttempt: true,
        signal: drain.signal,
      }),
    ).rejects.toBeInstanceOf(JobInterrupted);
    // Even on its last attempt an interruption is not a failure: the import waits for the next process.
    const [waiting] = await t.database.db.select().from(hrisImports).where(eq(hrisImports.id, run.id));
    expect(waiting).toMatchObject({ status: 'running', failure: null });
    expect(waiting?.file).not.toBe('');
    expect(await t.database.db.select().from(orgUnits).where(eq(orgUnits.companyId, c.id))).toHaveLength(0);
    expect(
      await t.database.db.select().from(jobAssignments).where(eq(jobAssignments.companyId, c.id)),
    ).toHaveLength(0);
  });

  it('refreshes the planner’s statistics of what an import of a thousand people wrote', async () => {
    const { owner, c } = await company();
    const stamp = await makeManyEmployees(t.database, c.id, ANALYZE_AFTER_ROWS, {
      local: 'stat',
      name: 'Stat',
    });
    const analysed = async () =>
      rowsOf<{ at: string | null }>(
        await t.database.db.execute(
          sql`select pg_stat_get_last_analyze_time('job_assignments'::regclass)::text as at`,
        ),
      )[0]?.at ?? null;
    const before = await analysed();
    const lines = ['unit,U1,Stat Unit,,department,,,,,,,,,'];
    for (let g = 1; g <= ANALYZE_AFTER_ROWS; g++)
      lines.push(`person,S${g},Stat ${g},,,,,,U1,,,stat${g}-${stamp}@example.test,,`);
    const run = (await upload(owner.cookie, csv(lines))).json<HrisImport>();
    expect(run.counts.person).toMatchObject({ create: ANALYZE_AFTER_ROWS });
    await call(t.app, 'POST', `/api/v1/organisation/hris-imports/${run.id}/apply`, { cookie: owner.cookie });
    await runHrisImport(t.database, c.id, run.id);
    const after = await analysed();
    expect(after).not.toBeNull();
    expect(after).not.toBe(before);
  });

  it('records a change dated later at once and leaves the person where they are until its day', async () => {
    const { owner, ann, bob, c } = await company();
    const old = await makeUnit(t.database, { companyId: c.id, name: 'Today unit' });
    await t.database.db
      .insert(jobAssignments)
      .values({ companyId: c.id, personId: ann.id, orgUnitId: old, startsOn: '2025-01-01', reason: 'hire' });
    await t.database.db.update(profiles).set({ orgUnitId: old }).where(eq(profiles.id, ann.id));
    const later = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const run = (
      await upload(
        owner.cookie,
        csv([
          'unit,U1,Future unit,,,,,,,,,,,',
          `person,E2,Ann,,,,,,U1,,,${ann.email},,${later}`,
          `person,E3,Bob,,,,,,U1,,,${bob.email},,${later}`,
        ]),
      )
    ).json<HrisImport>();
    expect(run.counts.person).toMatchObject({ change: 1, create: 1 });
    await call(t.app, 'POST', `/api/v1/organisation/hris-imports/${run.id}/apply`, { cookie: owner.cookie });
    await runHrisImport(t.database, c.id, run.id);
    const records = await t.database.db
      .select()
      .from(jobAssignments)
      .where(eq(jobAssignments.personId, ann.id))
      .orderBy(jobAssignments.startsOn);
    expect(records.map((r) => [r.startsOn, r.endsOn, r.reason])).toEqual([
      ['2025-01-01', later, 'hire'],
      [later, null, 'reorganisation'],
    ]);
    expect((await profileOf(ann.id))?.orgUnitId).toBe(old);
    // External ids are theirs at once: Ann's with her current job, Bob's though he has none before his day.
    expect((await profileOf(ann.id))?.externalId).toBe('E2');
    expect(await profileOf(bob.id)).toMatchObject({ externalId: 'E3', orgUnitId: null });
  });

  it('refuses a change dated before the current record, a seat someone keeps, and an e-mail of another person', async () => {
    const { owner, ann, bob, c, engineerId } = await company();
    const unit = await makeUnit(t.database, { companyId: c.id, name: 'Seat unit' });
    const [seat] = await t.database.db
      .insert(positions)
      .values({ companyId: c.id, jobProfileId: engineerId, orgUnitId: unit, externalId: 'SEAT-1' })
      .returning({ id: positions.id });
    await t.database.db.insert(jobAssignments).values({
      companyId: c.id,
      personId: ann.id,
      positionId: seat?.id,
      orgUnitId: unit,
      startsOn: '2025-01-01',
      reason: 'hire',
    });
    await t.database.db.update(profiles).set({ externalId: 'A-1' }).where(eq(profiles.id, ann.id));
    const res = await upload(
      owner.cookie,
      csv([`person,B-1,Bob,,,,,,,,SEAT-1,${bob.email},,`, `person,A-2,Ann again,,,,,,,,,${ann.email},,`]),
    );
    expect(res.json<HrisImport>().issues.map((i) => [i.row, i.column, i.problem])).toEqual([
      [3, 'email', 'email_other_person'],
      [2, 'position_external_id', 'position_taken'],
    ]);
    // Ann's record began on 2025-01-01: a change dated before it is refused, naming that day.
    const early = await upload(
      owner.cookie,
      csv([`person,A-1,Ann,,,,,Engineer,,,,${ann.email},,2024-06-01`]),
    );
    expect(early.json<HrisImport>().issues).toEqual([
      { row: 2, column: 'effective_date', problem: 'date_too_early', value: '2025-01-01' },
    ]);
  });

  it('marks an import failed when its job fails for good, and checks the file again before writing', async () => {
    const { owner, ann, bob, c } = await company();
    const run = (await upload(owner.cookie, goodFile(ann.email, bob.email))).json<HrisImport>();
    await call(t.app, 'POST', `/api/v1/organisation/hris-imports/${run.id}/apply`, { cookie: owner.cookie });
    const failing = hrisImportJob(t.database, async () => {
      throw new Error('disk on fire');
    });
    await expect(
      failing.run({
        jobId: 'x',
        payload: { companyId: c.id, importId: run.id },
        now: new Date(),
        lastAttempt: true,
      }),
    ).rejects.toThrow('disk on fire');
    const [failed] = await t.database.db.select().from(hrisImports).where(eq(hrisImports.id, run.id));
    expect(failed).toMatchObject({ status: 'failed', failure: 'stopped' });

    // The job finds the company changed since the preview (the job profile archived): nothing is written.
    const second = (await upload(owner.cookie, goodFile(ann.email, bob.email))).json<HrisImport>();
    await call(t.app, 'POST', `/api/v1/organisation/hris-imports/${second.id}/apply`, {
      cookie: owner.cookie,
    });
    await t.database.db.execute(sql`update job_profiles set archived_at = now() where company_id = ${c.id}`);
    await runHrisImport(t.database, c.id, second.id);
    const [invalid] = await t.database.db.select().from(hrisImports).where(eq(hrisImports.id, second.id));
    expect(invalid).toMatchObject({ status: 'failed', failure: 'invalid' });
    expect(invalid?.issues.map((i) => i.problem)).toContain('unknown_job_profile');
    expect(await t.database.db.select().from(orgUnits).where(eq(orgUnits.companyId, c.id))).toHaveLength(0);
  });

  it('answers another company’s import as missing and refuses an employee', async () => {
    const a = await company();
    const b = await company();
    const run = (await upload(a.owner.cookie, goodFile(a.ann.email, a.bob.email))).json<HrisImport>();
    for (const [method, url] of [
      ['GET', `/api/v1/organisation/hris-imports/${run.id}`],
      ['POST', `/api/v1/organisation/hris-imports/${run.id}/apply`],
    ] as const) {
      expect((await call(t.app, method, url, { cookie: b.owner.cookie })).statusCode).toBe(404);
    }
    const [stored] = await t.database.db.select().from(hrisImports).where(eq(hrisImports.id, run.id));
    expect(stored?.status).toBe('previewed');
    expect((await upload(a.ann.cookie, goodFile(a.ann.email, a.bob.email))).statusCode).toBe(403);
    expect(
      (await call(t.app, 'GET', '/api/v1/organisation/hris-imports/template.csv', { cookie: a.ann.cookie }))
        .statusCode,
    ).toBe(403);
  });

  it('lists the company’s imports newest first, a page at a time, and no other company’s', async () => {
    const a = await company();
    const b = await company();
    const list = async (cookie: string, query = '') =>
      call(t.app, 'GET', `/api/v1/organisation/hris-imports${query}`, { cookie });
    expect((await list(a.owner.cookie)).json<HrisImportList>()).toEqual({ items: [], nextCursor: null });
    const first = (
      await upload(a.owner.cookie, goodFile(a.ann.email, a.bob.email), 'monday.csv')
    ).json<HrisImport>();
    const bad = (
      await upload(a.owner.cookie, csv(['unit,U1,,,company,,,,,,,,,']), 'tuesday.csv')
    ).json<HrisImport>();
    const third = (
      await upload(a.owner.cookie, goodFile(a.ann.email, a.bob.email), 'friday.csv')
    ).json<HrisImport>();
    await upload(b.owner.cookie, goodFile(b.ann.email, b.bob.email), 'theirs.csv');

    const whole = (await list(a.owner.cookie)).json<HrisImportList>();
    expect(whole.items.map((item) => item.fileName)).toEqual(['friday.csv', 'tuesday.csv', 'monday.csv']);
    expect(whole.nextCursor).toBeNull();
    expect(whole.items[1]).toMatchObject({ id: bad.id, status: 'previewed', totalRows: 1 });
    expect(whole.items[1]?.issueCount).toBeGreaterThan(0);
    expect(whole.items[0]).toMatchObject({
      id: third.id,
      status: 'previewed',
      totalRows: 7,
      issueCount: 0,
      createdByName: a.owner.fullName,
      finishedAt: null,
    });
    // The list carries what it says it does, and never the file.
    expect(Object.keys(whole.items[0] ?? {}).sort()).toEqual(
      [
        'createdAt',
        'createdByName',
        'donePeople',
        'fileName',
        'finishedAt',
        'id',
        'issueCount',
        'status',
        'totalPeople',
        'totalRows',
      ].sort(),
    );

    const pageOne = (await list(a.owner.cookie, '?limit=2')).json<HrisImportList>();
    expect(pageOne.items.map((item) => item.id)).toEqual([third.id, bad.id]);
    const pageTwo = (
      await list(a.owner.cookie, `?limit=2&cursor=${encodeURIComponent(pageOne.nextCursor ?? '')}`)
    ).json<HrisImportList>();
    expect(pageTwo).toEqual({ items: [expect.objectContaining({ id: first.id })], nextCursor: null });

    expect((await list(b.owner.cookie)).json<HrisImportList>().items.map((item) => item.fileName)).toEqual([
      'theirs.csv',
    ]);
    expect((await list(a.ann.cookie)).statusCode).toBe(403);
    expect((await list(a.owner.cookie, '?limit=0')).statusCode).toBe(400);
  });

  it('offers a template that imports as it is', async () => {
    const { owner } = await company();
    const res = await call(t.app, 'GET', '/api/v1/organisation/hris-imports/template.csv', {
      cookie: owner.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body).toContain('record,external_id,name,parent_external_id');
  });

  it('answers a header wider than any layout and a file too long at once', async () => {
    const { owner } = await company();
    let started = performance.now();
    const wide = await upload(owner.cookie, `${'x,'.repeat(500_000)}\r\nperson,E1\r\n`);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(wide.json<HrisImport>().issues.map((i) => i.problem)).toEqual(['too_many_columns']);
    started = performance.now();
    const long = await upload(
      owner.cookie,
      `record,external_id,email\r\n${'person,E,a@b.test\r\n'.repeat(160_000)}`,
    );
    expect(performance.now() - started).toBeLessThan(15_000);
    const body = long.json<HrisImport>();
    expect(body.issues.map((i) => i.problem)).toContain('too_many_rows');
    expect(body.issues.length).toBeLessThanOrEqual(200);
  });
});
