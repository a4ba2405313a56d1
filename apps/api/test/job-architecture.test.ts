import { randomUUID } from 'node:crypto';
import { JOB_ARCHITECTURE_MESSAGES as M } from '@competencyhub/domain/schemas/job-architecture-messages';
import { SUBSCRIPTION_MESSAGES } from '@competencyhub/domain/schemas/subscription';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, rowsOf } from '../src/db/migrate.ts';
import { LADDER_FROM_FREE_TEXT } from '../src/db/migrations/0039-job-architecture.ts';
import { jobFamilies, jobGrades } from '../src/db/schema/job-architecture.ts';
import { databaseBefore } from './database-before.ts';
import { auditsOf, makeCompany, signedInUser } from './factories.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

type Person = { id: string; cookie: string };
interface Grade {
  id: string;
  code: string;
  name: string;
  rank: number;
  payRange: { min: number; max: number; currency: string } | null;
  archived: boolean;
  profileCount: number;
}

let t: TestApp;
let companyId: string;
let lead: Person;
let owner: Person;
let manager: Person;
let employee: Person;

const base = '/api/v1/job-architecture';
let counter = 0;
const unique = (label: string) => `${label} ${Date.now().toString(36)}${(counter++).toString(36)}`;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
  companyId = (await makeCompany(t.database, { name: 'Ladder Ltd' })).id;
  lead = await signedInUser(t, { companyId, role: 'learning_lead' });
  owner = await signedInUser(t, { companyId, role: 'account_holder' });
  manager = await signedInUser(t, { companyId, role: 'team_manager' });
  employee = await signedInUser(t, { companyId });
});
afterAll(() => t.close());

const read = async (cookie = lead.cookie) => {
  const res = await call(t.app, 'GET', base, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    families: Array<{ id: string; name: string }>;
    grades: Grade[];
    defaultCurrency: string;
    canEdit: boolean;
  };
};

async function newGrade(body: Record<string, unknown>, cookie = lead.cookie): Promise<Grade> {
  const res = await call(t.app, 'POST', `${base}/grades`, { cookie, body: { code: unique('G'), ...body } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function newFamily(body: Record<string, unknown> = {}, cookie = lead.cookie) {
  const res = await call(t.app, 'POST', `${base}/families`, {
    cookie,
    body: { name: unique('Family'), ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; name: string; description: string; archived: boolean };
}

/** What is stored of the company's ladder, straight from the table. */
const storedLadder = (id = companyId) =>
  t.database.db
    .select({
      code: jobGrades.code,
      rank: jobGrades.rank,
      payMin: jobGrades.payMin,
      payMax: jobGrades.payMax,
    })
    .from(jobGrades)
    .where(eq(jobGrades.companyId, id))
    .orderBy(jobGrades.rank);

describe('who may do what', () => {
  it('team managers read the ladder with canEdit false and are refused every change; employees are refused all', async () => {
    const grade = await newGrade({ payRange: { min: 40_000, max: 50_000, currency: 'EUR' } });
    const family = await newFamily();
    const seen = await read(manager.cookie);
    expect(seen.canEdit).toBe(false);
    expect(seen.grades.map((g) => g.id)).toContain(grade.id);
    const before = await storedLadder();
    for (const cookie of [manager.cookie, employee.cookie]) {
      const attempts = [
        await call(t.app, 'POST', `${base}/families`, { cookie, body: { name: 'Taken over' } }),
        await call(t.app, 'PATCH', `${base}/families/${family.id}`, { cookie, body: { name: 'Taken over' } }),
        await call(t.app, 'POST', `${base}/families/${family.id}/archive`, {
          cookie,
          body: { archived: true },
        }),
        await call(t.app, 'POST', `${base}/grades`, { cookie, body: { code: 'X1' } }),
        await call(t.app, 'PATCH', `${base}/grades/${grade.id}`, { cookie, body: { payRange: null } }),
        await call(t.app, 'POST', `${base}/grades/${grade.id}/archive`, { cookie, body: { archived: true } }),
        await call(t.app, 'PUT', `${base}/ladder`, { cookie, body: { gradeIds: [grade.id] } }),
      ];
      expect(attempts.map((res) => res.statusCode)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    }
    expect((await call(t.app, 'GET', base, { cookie: employee.cookie })).statusCode).toBe(403);
    expect(await storedLadder()).toEqual(before);
    const names = (await read()).families.map((f) => f.name);
    expect(names).toContain(family.name);
    expect(names).not.toContain('Taken over');
  });

  it('account holders change them as learning leads do', async () => {
    const family = await newFamily({}, owner.cookie);
    const grade = await newGrade({}, owner.cookie);
    expect((await read(owner.cookie)).canEdit).toBe(true);
    const renamed = await call(t.app, 'PATCH', `${base}/grades/${grade.id}`, {
      cookie: owner.cookie,
      body: { name: 'Renamed by the owner' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(
      (
        await call(t.app, 'PATCH', `${base}/families/${family.id}`, {
          cookie: owner.cookie,
          body: { description: 'x' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('needs a plan with custom job profiles to change them; reading stays open', async () => {
    const starter = await makeCompany(t.database, { plan: 'starter' });
    const holder = await signedInUser(t, { companyId: starter.id, role: 'account_holder' });
    const refused = await call(t.app, 'POST', `${base}/grades`, {
      cookie: holder.cookie,
      body: { code: 'G1' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'PLAN_LACKS_FEATURE',
      detail: SUBSCRIPTION_MESSAGES.planLacksFeature,
    });
    expect((await read(holder.cookie)).grades).toEqual([]);
  });
});

describe('job families', () => {
  it('are created, renamed and archived, each audited, with names unique whatever the case', async () => {
    const name = unique('Engineering');
    const family = await newFamily({ name, description: 'Builds the product.' });
    expect(family).toMatchObject({
      name,
      description: 'Builds the product.',
      archived: false,
      profileCount: 0,
    });
    expect((await auditsOf(t.database, 'job_family.created', { companyId })).at(-1)).toMatchObject({
      actorId: lead.id,
      targetType: 'job_family',
      targetId: family.id,
      details: { name },
    });

    const twin = await call(t.app, 'POST', `${base}/families`, {
      cookie: lead.cookie,
      body: { name: name.toUpperCase() },
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().errors).toEqual({ name: [M.familyNameTaken] });
    expect((await read()).families.filter((f) => f.name.toLowerCase() === name.toLowerCase())).toHaveLength(
      1,
    );

    const renamed = await call(t.app, 'PATCH', `${base}/families/${family.id}`, {
      cookie: lead.cookie,
      body: { name: `${name} & Data` },
    });
    expect(renamed.json()).toMatchObject({ name: `${name} & Data`, description: 'Builds the product.' });
    expect((await auditsOf(t.database, 'job_family.updated', { companyId })).at(-1)?.details).toEqual({
      name: `${name} & Data`,
      changed: { name: { from: name, to: `${name} & Data` } },
    });

    const archived = await call(t.app, 'POST', `${base}/families/${family.id}/archive`, {
      cookie: lead.cookie,
      body: { archived: true },
    });
    expect(archived.json().archived).toBe(true);
    const refused = await call(t.app, 'PATCH', `${base}/families/${family.id}`, {
      cookie: lead.cookie,
      body: { name: 'No' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ name: [M.familyArchived] });
    const restored = await call(t.app, 'POST', `${base}/families/${family.id}/archive`, {
      cookie: lead.cookie,
      body: { archived: false },
    });
    expect(restored.json().archived).toBe(false);
    for (const action of ['job_family.archived', 'job_family.restored'] as const) {
      expect((await auditsOf(t.database, action, { companyId })).at(-1)?.targetId).toBe(family.id);
    }
  });

  it('refuses an empty or too long name with 400 and makes nothing', async () => {
    const before = (await read()).families.length;
    for (const name of ['   ', 'x'.repeat(121)]) {
      const res = await call(t.app, 'POST', `${base}/families`, { cookie: lead.cookie, body: { name } });
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['name']);
    }
    expect((await read()).families.length).toBe(before);
  });
});

describe('the grade ladder', () => {
  it('puts each new grade at the top and keeps codes unique whatever the case', async () => {
    const company = await makeCompany(t.database);
    const holder = await signedInUser(t, { companyId: company.id, role: 'account_holder' });
    const codes = ['G1', 'G2', 'G3'];
    for (const code of codes) await newGrade({ code }, holder.cookie);
    expect((await read(holder.cookie)).grades.map((g) => [g.code, g.rank])).toEqual([
      ['G1', 1],
      ['G2', 2],
      ['G3', 3],
    ]);
    const twin = await call(t.app, 'POST', `${base}/grades`, { cookie: holder.cookie, body: { code: 'g2' } });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().errors).toEqual({ code: [M.gradeCodeTaken] });
    expect((await storedLadder(company.id)).map((g) => g.code)).toEqual(codes);
    const audit = (await auditsOf(t.database, 'job_grade.created', { companyId: company.id })).at(-1);
    expect(audit).toMatchObject({
      actorId: holder.id,
      targetType: 'job_grade',
      details: { code: 'G3', rank: 3 },
    });
  });

  it('refuses a bad pay range with 400, by field, and changes nothing', async () => {
    const grade = await newGrade({ payRange: { min: 30_000, max: 40_000, currency: 'EUR' } });
    const cases: Array<[unknown, string]> = [
      [{ min: 50_000, max: 40_000, currency: 'EUR' }, 'payRange.min'],
      [{ min: -1, max: 40_000 }, 'payRange.min'],
      [{ min: 1, max: 40_000.5 }, 'payRange.max'],
      [{ min: 1, max: 1e15 }, 'payRange.max'],
      [{ min: 1, max: 2, currency: 'eur' }, 'payRange.currency'],
      [{ min: 1, max: 2, currency: 'EURO' }, 'payRange.currency'],
    ];
    const ladderBefore = await storedLadder();
    for (const [payRange, field] of cases) {
      const created = await call(t.app, 'POST', `${base}/grades`, {
        cookie: lead.cookie,
        body: { code: unique('Bad'), payRange },
      });
      const edited = await call(t.app, 'PATCH', `${base}/grades/${grade.id}`, {
        cookie: lead.cookie,
        body: { payRange, name: 'Not saved' },
      });
      for (const res of [created, edited]) {
        expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
        expect(Object.keys(res.json().errors), res.body).toEqual([field]);
      }
    }
    const minAboveMax = await call(t.app, 'PATCH', `${base}/grades/${grade.id}`, {
      cookie: lead.cookie,
      body: { payRange: { min: 2, max: 1 } },
    });
    expect(minAboveMax.json().errors).toEqual({ 'payRange.min': [M.payMinAboveMax] });
    expect(await storedLadder()).toEqual(ladderBefore);
    const after = (await read()).grades.find((g) => g.id === grade.id);
    expect(after).toMatchObject({ name: '', payRange: { min: 30_000, max: 40_000, currency: 'EUR' } });
  });

  it("gives a range without a currency the ladder's, else the billing one, and clears a range with null", async () => {
    const company = await makeCompany(t.database);
    const holder = await signedInUser(t, { companyId: company.id, role: 'account_holder' });
    expect((await read(holder.cookie)).defaultCurrency).toBe('USD');
    const first = await newGrade({ code: 'A1', payRange: { min: 10, max: 20 } }, holder.cookie);
    expect(first.payRange).toEqual({ min: 10, max: 20, currency: 'USD' });
    const changed = await call(t.app, 'PATCH', `${base}/grades/${first.id}`, {
      cookie: holder.cookie,
      body: { payRange: { min: 30_000, max: 45_000, currency: 'CHF' } },
    });
    expect(changed.json().payRange).toEqual({ min: 30_000, max: 45_000, currency: 'CHF' });
    expect((await read(holder.cookie)).defaultCurrency).toBe('CHF');
    const second = await newGrade({ code: 'A2', payRange: { min: 40_000, max: 60_000 } }, holder.cookie);
    expect(second.payRange).toEqual({ min: 40_000, max: 60_000, currency: 'CHF' });
    expect(
      (await auditsOf(t.database, 'job_grade.updated', { companyId: company.id })).at(-1)?.details,
    ).toEqual({
      code: 'A1',
      changed: {
        payRange: {
          from: { min: 10, max: 20, currency: 'USD' },
          to: { min: 30_000, max: 45_000, currency: 'CHF' },
        },
      },
    });
    const cleared = await call(t.app, 'PATCH', `${base}/grades/${second.id}`, {
      cookie: holder.cookie,
      body: { payRange: null },
    });
    expect(cleared.json().payRange).toBeNull();
    const [row] = await t.database.db.select().from(jobGrades).where(eq(jobGrades.id, second.id));
    expect(row).toMatchObject({ payMin: null, payMax: null, currency: null });
  });

  it('is reordered as a whole, audited; a list that leaves a grade out or repeats one moves nothing', async () => {
    const company = await makeCompany(t.database);
    const holder = await signedInUser(t, { companyId: company.id, role: 'account_holder' });
    const [a, b, c] = [
      await newGrade({ code: 'A' }, holder.cookie),
      await newGrade({ code: 'B' }, holder.cookie),
      await newGrade({ code: 'C' }, holder.cookie),
    ] as [Grade, Grade, Grade];
    await call(t.app, 'POST', `${base}/grades/${b.id}/archive`, {
      cookie: holder.cookie,
      body: { archived: true },
    });
    const reorder = (gradeIds: string[]) =>
      call(t.app, 'PUT', `${base}/ladder`, { cookie: holder.cookie, body: { gradeIds } });

    const incomplete = await reorder([c.id, a.id]);
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().errors).toEqual({ gradeIds: [M.ladderIncomplete] });
    expect((await reorder([c.id, a.id, a.id])).statusCode).toBe(400);
    expect((await storedLadder(company.id)).map((g) => g.code)).toEqual(['A', 'B', 'C']);

    const done = await reorder([c.id, b.id, a.id]);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().items.map((g: Grade) => [g.code, g.rank, g.archived])).toEqual([
      ['C', 1, false],
      ['B', 2, true],
      ['A', 3, false],
    ]);
    expect((await storedLadder(company.id)).map((g) => g.code)).toEqual(['C', 'B', 'A']);
    expect(
      (await auditsOf(t.database, 'job_grade.ladder_reordered', { companyId: company.id })).at(-1),
    ).toMatchObject({
      actorId: holder.id,
      details: { from: ['A', 'B', 'C'], to: ['C', 'B', 'A'] },
    });
    // A new grade still goes on top.
    expect((await newGrade({ code: 'D' }, holder.cookie)).rank).toBe(4);
  });

  it('cannot change an archived grade until it is restored', async () => {
    const grade = await newGrade({});
    await call(t.app, 'POST', `${base}/grades/${grade.id}/archive`, {
      cookie: lead.cookie,
      body: { archived: true },
    });
    const refused = await call(t.app, 'PATCH', `${base}/grades/${grade.id}`, {
      cookie: lead.cookie,
      body: { name: 'No' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ code: [M.gradeArchived] });
    await call(t.app, 'POST', `${base}/grades/${grade.id}/archive`, {
      cookie: lead.cookie,
      body: { archived: false },
    });
    const edited = await call(t.app, 'PATCH', `${base}/grades/${grade.id}`, {
      cookie: lead.cookie,
      body: { name: 'Yes' },
    });
    expect(edited.json()).toMatchObject({ name: 'Yes', archived: false });
    for (const action of ['job_grade.archived', 'job_grade.restored'] as const) {
      expect((await auditsOf(t.database, action, { companyId })).at(-1)?.targetId).toBe(grade.id);
    }
  });
});

describe("another company's ids", () => {
  it('answer 404 like missing ones, and change nothing of the other company', async () => {
    const other = await makeCompany(t.database);
    const otherOwner = await signedInUser(t, { companyId: other.id, role: 'account_holder' });
    const theirFamily = await newFamily({ name: 'Their family' }, otherOwner.cookie);
    const theirGrade = await newGrade(
      { code: 'T1', payRange: { min: 1, max: 2, currency: 'EUR' } },
      otherOwner.cookie,
    );
    const mine = await newGrade({});
    const ladder = (await read()).grades.map((g) => g.id);
    const snapshot = async () => ({
      families: await t.database.db.select().from(jobFamilies).where(eq(jobFamilies.companyId, other.id)),
      grades: await t.database.db.select().from(jobGrades).where(eq(jobGrades.companyId, other.id)),
    });
    const before = await snapshot();
    for (const [familyId, gradeId] of [
      [theirFamily.id, theirGrade.id],
      [randomUUID(), randomUUID()],
    ] as const) {
      const answers = [
        await call(t.app, 'PATCH', `${base}/families/${familyId}`, {
          cookie: lead.cookie,
          body: { name: 'Mine now' },
        }),
        await call(t.app, 'POST', `${base}/families/${familyId}/archive`, {
          cookie: lead.cookie,
          body: { archived: true },
        }),
        await call(t.app, 'PATCH', `${base}/grades/${gradeId}`, {
          cookie: lead.cookie,
          body: { payRange: null },
        }),
        await call(t.app, 'POST', `${base}/grades/${gradeId}/archive`, {
          cookie: lead.cookie,
          body: { archived: true },
        }),
        await call(t.app, 'PUT', `${base}/ladder`, {
          cookie: lead.cookie,
          body: { gradeIds: [...ladder, gradeId] },
        }),
      ];
      expect(answers.map((res) => res.statusCode)).toEqual([404, 404, 404, 404, 404]);
      for (const res of answers) expect(res.body).not.toContain('Their family');
    }
    expect(await snapshot()).toEqual(before);
    expect((await read()).grades.find((g) => g.id === mine.id)?.rank).toBe(ladder.length);
    expect((await read()).families.map((f) => f.id)).not.toContain(theirFamily.id);
  });

  it("are refused as a job profile's family or grade, like ids that do not exist, and nothing is made", async () => {
    const other = await makeCompany(t.database);
    const otherOwner = await signedInUser(t, { companyId: other.id, role: 'account_holder' });
    const theirFamily = await newFamily({}, otherOwner.cookie);
    const theirGrade = await newGrade({}, otherOwner.cookie);
    const title = unique('Smuggled');
    const foreign = await call(t.app, 'POST', '/api/v1/job-profiles', {
      cookie: lead.cookie,
      body: { title, jobFamilyId: theirFamily.id, gradeId: theirGrade.id },
    });
    const missing = await call(t.app, 'POST', '/api/v1/job-profiles', {
      cookie: lead.cookie,
      body: { title, jobFamilyId: randomUUID(), gradeId: randomUUID() },
    });
    for (const res of [foreign, missing]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual({ jobFamilyId: [M.unknownFamily], gradeId: [M.unknownGrade] });
    }
    // Another company's ids read exactly like ones that do not exist.
    expect(foreign.json().detail).toBe(missing.json().detail);
    const listed = (await call(t.app, 'GET', '/api/v1/job-profiles', { cookie: lead.cookie })).json().items;
    expect(listed.map((p: { title: string }) => p.title)).not.toContain(title);
  });
});

describe('job profiles in the architecture', () => {
  it('take a family and a grade, read them back with the pay range, and keep an archived one they hold', async () => {
    const family = await newFamily({ name: unique('Sales') });
    const grade = await newGrade({
      code: unique('S'),
      name: 'Senior',
      payRange: { min: 50_000, max: 70_000, currency: 'GBP' },
    });
    const created = await call(t.app, 'POST', '/api/v1/job-profiles', {
      cookie: lead.cookie,
      body: { title: unique('Account Executive'), jobFamilyId: family.id, gradeId: grade.id },
    });
    expect(created.statusCode, created.body).toBe(201);
    const profile = created.json();
    const placement = {
      grade: grade.code,
      jobFamily: { id: family.id, name: family.name, archived: false },
      jobGrade: {
        id: grade.id,
        code: grade.code,
        name: 'Senior',
        rank: grade.rank,
        payRange: { min: 50_000, max: 70_000, currency: 'GBP' },
        archived: false,
      },
    };
    expect(profile).toMatchObject(placement);
    const item = (await call(t.app, 'GET', '/api/v1/job-profiles', { cookie: manager.cookie }))
      .json()
      .items.find((p: { id: string }) => p.id === profile.id);
    expect(item).toMatchObject(placement);
    expect((await read()).grades.find((g) => g.id === grade.id)?.profileCount).toBe(1);

    // Archived since the profile took them: kept, flagged, and not given to another profile.
    await call(t.app, 'POST', `${base}/grades/${grade.id}/archive`, {
      cookie: lead.cookie,
      body: { archived: true },
    });
    await call(t.app, 'POST', `${base}/families/${family.id}/archive`, {
      cookie: lead.cookie,
      body: { archived: true },
    });
    const kept = await call(t.app, 'PATCH', `/api/v1/job-profiles/${profile.id}`, {
      cookie: lead.cookie,
      body: { jobFamilyId: family.id, gradeId: grade.id, description: 'Still here' },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ jobGrade: { archived: true }, jobFamily: { archived: true } });
    const another = await call(t.app, 'POST', '/api/v1/job-profiles', {
      cookie: lead.cookie,
      body: { title: unique('Another'), jobFamilyId: family.id, gradeId: grade.id },
    });
    expect(another.statusCode).toBe(400);
    expect(another.json().errors).toEqual({ jobFamilyId: [M.unknownFamily], gradeId: [M.unknownGrade] });

    const cleared = await call(t.app, 'PATCH', `/api/v1/job-profiles/${profile.id}`, {
      cookie: lead.cookie,
      body: { jobFamilyId: null, gradeId: null },
    });
    expect(cleared.json()).toMatchObject({ grade: '', jobFamily: null, jobGrade: null });
    expect((await auditsOf(t.database, 'job_profile.updated', { companyId })).at(-1)?.details).toMatchObject({
      jobFamilyId: { from: family.id, to: null },
      gradeId: { from: grade.id, to: null },
    });
  });

  it('name the grade code in the career steps that lead to and from them', async () => {
    const grade = await newGrade({ code: unique('P') });
    const from = (
      await call(t.app, 'POST', '/api/v1/job-profiles', {
        cookie: lead.cookie,
        body: { title: unique('Junior') },
      })
    ).json();
    const to = (
      await call(t.app, 'POST', '/api/v1/job-profiles', {
        cookie: lead.cookie,
        body: { title: unique('Senior'), gradeId: grade.id },
      })
    ).json();
    const linked = await call(t.app, 'PUT', `/api/v1/job-profiles/${from.id}/next-steps`, {
      cookie: lead.cookie,
      body: { steps: [{ jobProfileId: to.id, kind: 'promotion' }] },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().nextSteps).toEqual([
      expect.objectContaining({ jobProfileId: to.id, grade: grade.code }),
    ]);
    // The roles list names the code too, and orders one title's profiles by their place on the ladder.
    const title = unique('Consultant');
    const higher = await newGrade({ code: unique('H') });
    for (const gradeId of [higher.id, null, grade.id]) {
      const res = await call(t.app, 'POST', '/api/v1/job-profiles', {
        cookie: lead.cookie,
        body: { title, gradeId },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const roles = (await call(t.app, 'GET', '/api/v1/roles', { cookie: employee.cookie })).json()
      .items as Array<{
      title: string;
      grade: string;
    }>;
    expect(roles.filter((role) => role.title === title).map((role) => role.grade)).toEqual([
      '',
      grade.code,
      higher.code,
    ]);
  });
});

describe('the migration of free-text grades (0039)', () => {
  it("makes each company's distinct grades its ladder, links every profile, and loses no text", async () => {
    const { database, drop } = await databaseBefore('0039-job-architecture');
    try {
      const company = async (name: string) =>
        rowsOf<{ id: string }>(
          await database.db.execute(sql`insert into companies (name) values (${name}) returning id`),
        )[0]?.id ?? '';
      const a = await company('Typed Grades Ltd');
      const b = await company('Other Grades Ltd');
      const profiles: Array<[string, string, string]> = [
        [a, 'Engineer', 'L2'],
        [a, 'Analyst', 'l2'],
        [a, 'Designer', 'L2'],
        [a, 'Engineer', 'L10'],
        [a, 'Engineer', 'Senior'],
        [a, 'Engineer', ''],
        [a, 'Manager', 'L1'],
        [a, 'Intern', ''],
        [b, 'Engineer', 'L2'],
      ];
      for (const [companyId, title, grade] of profiles) {
        await database.db.execute(
          sql`insert into job_profiles (company_id, title, grade) values (${companyId}, ${title}, ${grade})`,
        );
      }
      expect((await migrate(database))[0]).toBe('0039-job-architecture');

      const ladder = async (companyId: string) =>
        rowsOf<{ code: string; rank: number; pay_min: unknown; currency: unknown }>(
          await database.db.execute(
            sql`select code, rank, pay_min, currency from job_grades where company_id = ${companyId} order by rank`,
          ),
        );
      // Told apart whatever the case, the most used spelling kept, numbers compared as numbers.
      expect(await ladder(a)).toEqual([
        { code: 'L1', rank: 1, pay_min: null, currency: null },
        { code: 'L2', rank: 2, pay_min: null, currency: null },
        { code: 'L10', rank: 3, pay_min: null, currency: null },
        { code: 'Senior', rank: 4, pay_min: null, currency: null },
      ]);
      expect((await ladder(b)).map((g) => g.code)).toEqual(['L2']);

      const linked = rowsOf<{ company_id: string; title: string; legacy_grade: string; code: string | null }>(
        await database.db.execute(sql`
          select p.company_id, p.title, p.legacy_grade, g.code from job_profiles p
          left join job_grades g on g.company_id = p.company_id and g.id = p.grade_id
          order by p.company_id = ${a} desc, p.title, p.legacy_grade`),
      );
      expect(
        linked.map((row) => [row.company_id === a ? 'a' : 'b', row.title, row.legacy_grade, row.code]),
      ).toEqual([
        ['a', 'Analyst', 'l2', 'L2'],
        ['a', 'Designer', 'L2', 'L2'],
        ['a', 'Engineer', '', null],
        ['a', 'Engineer', 'L10', 'L10'],
        ['a', 'Engineer', 'L2', 'L2'],
        ['a', 'Engineer', 'Senior', 'Senior'],
        ['a', 'Intern', '', null],
        ['a', 'Manager', 'L1', 'L1'],
        ['b', 'Engineer', 'L2', 'L2'],
      ]);

      // A title stays unique per grade, as it was per free-text grade: with none too.
      const [l2] = rowsOf<{ id: string }>(
        await database.db.execute(sql`select id from job_grades where company_id = ${a} and code = 'L2'`),
      );
      for (const gradeId of [l2?.id ?? null, null]) {
        await expect(
          database.db.execute(
            sql`insert into job_profiles (company_id, title, grade_id) values (${a}, 'ENGINEER', ${gradeId})`,
          ),
        ).rejects.toThrow();
      }
      // Another company's grade cannot be given.
      const [theirs] = rowsOf<{ id: string }>(
        await database.db.execute(sql`select id from job_grades where company_id = ${b}`),
      );
      await expect(
        database.db.execute(
          sql`insert into job_profiles (company_id, title, grade_id) values (${a}, 'Spy', ${theirs?.id ?? null})`,
        ),
      ).rejects.toThrow();
      // Run again (as after a restore), it adds nothing.
      await database.execScript(LADDER_FROM_FREE_TEXT);
      expect((await ladder(a)).length).toBe(4);
    } finally {
      await drop();
    }
  }, 60_000);
});
