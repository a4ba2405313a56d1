import { ASSESSMENT_MESSAGES } from '@competencyhub/domain/schemas/assessments';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/client.ts';
import { rowsOf } from '../src/db/migrate.ts';
import {
  levelChanges,
  levelDryRuns,
  levelRecomputes,
  levelRuleVersions,
  storedLevels,
} from '../src/db/schema/levels.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import { ANALYZE_AFTER_ROWS } from '../src/db/statistics.ts';
import { computeLevels, loadLevelRules } from '../src/modules/competencies/levels.ts';
import { checkStoredLevels } from '../src/modules/levels/consistency-check.ts';
import { dryRunJob, runDryRun } from '../src/modules/levels/dry-run.ts';
import { recomputeChunk, recomputeLevelsJob, runRecompute } from '../src/modules/levels/recompute.ts';
import {
  auditsOf,
  companyWithOwner,
  makeFramework,
  makeJobProfile,
  makeManyEmployees,
  makeRating,
  makeUnit,
  makeUser,
} from './factories.ts';
import { call, createTestApp, signIn, type TestApp } from './test-app.ts';

/**
 * Stored levels (issue 23 points 4–5, decision 0053): written with each rating in its transaction,
 * logged when they move, recomputed under a new version of the rules, resumable in chunks, and
 * checked against a fresh computation.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
});
afterAll(() => t.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

async function world() {
  const { company, owner } = await companyWithOwner(t);
  const companyId = company.id;
  const framework = await makeFramework(t.database, { companyId, competencyName: 'Listening' });
  const ann = await makeUser(t.database, { companyId, fullName: 'Ann Analyst' });
  const cookie = await signIn(t.app, ann.email, ann.password);
  return { companyId, owner, framework, ann: { ...ann, cookie } };
}

const storedOf = (companyId: string, personId: string) =>
  t.database.db
    .select()
    .from(storedLevels)
    .where(and(eq(storedLevels.companyId, companyId), eq(storedLevels.personId, personId)));

describe('a rating writes its stored level in the same transaction', () => {
  it('stores level, sources, rules version, confidence and validity, and logs the change with the unit and job', async () => {
    const w = await world();
    const [person] = await t.database.db
      .select({ unit: profiles.orgUnitId, job: profiles.jobProfileId })
      .from(profiles)
      .where(eq(profiles.id, w.ann.id));
    const res = await call(t.app, 'POST', '/api/v1/assessments/me', {
      cookie: w.ann.cookie,
      body: { ratings: [{ competencyId: w.framework.competencyId, level: 4, comment: '' }] },
    });
    expect(res.statusCode, res.body).toBe(201);

    const [stored] = await storedOf(w.companyId, w.ann.id);
    expect(stored).toMatchObject({
      competencyId: w.framework.competencyId,
      levelTenths: 40,
      proficient: true,
      managerValidated: false,
      sources: ['self'],
      rulesVersion: 1,
      scaleVersion: 1,
    });
    expect(stored?.confidence).toBeGreaterThan(0);
    const inAYear = new Date();
    inAYear.setUTCMonth(inAYear.getUTCMonth() + 12);
    expect(stored?.validUntil).toBe(inAYear.toISOString().slice(0, 10));
    // My Competencies shows the stored level with how sure it is and until when it holds.
    const mine = (await call(t.app, 'GET', '/api/v1/assessments/me', { cookie: w.ann.cookie })).json();
    const shown = mine.competencies.find(
      (c: { competencyId: string }) => c.competencyId === w.framework.competencyId,
    );
    expect(shown.current).toMatchObject({
      level: 4,
      confidence: stored?.confidence,
      validUntil: stored?.validUntil,
    });

    const changes = await t.database.db
      .select()
      .from(levelChanges)
      .where(eq(levelChanges.personId, w.ann.id));
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      fromTenths: null,
      toTenths: 40,
      cause: 'rating',
      rulesVersion: 1,
      orgUnitId: person?.unit ?? null,
      jobProfileId: person?.job ?? null,
    });

    // The same level again moves nothing: no second log row.
    await call(t.app, 'POST', '/api/v1/assessments/me', {
      cookie: w.ann.cookie,
      body: { ratings: [{ competencyId: w.framework.competencyId, level: 4, comment: 'again' }] },
    });
    expect(
      await t.database.db.select().from(levelChanges).where(eq(levelChanges.personId, w.ann.id)),
    ).toHaveLength(1);
  });

  it('a refused rating leaves no stored level', async () => {
    const w = await world();
    const res = await call(t.app, 'POST', '/api/v1/assessments/me', {
      cookie: w.ann.cookie,
      body: { ratings: [{ competencyId: w.framework.competencyId, level: 6, comment: '' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'ratings.0.level': [ASSESSMENT_MESSAGES.levelOutsideScale] });
    expect(await storedOf(w.companyId, w.ann.id)).toHaveLength(0);
  });
});

describe('a change of the rating rules', () => {
  it('keeps the old version, adds a new one, and recomputes every level under it', async () => {
    const w = await world();
    const boss = await makeUser(t.database, { companyId: w.companyId, fullName: 'Bo Boss' });
    const base = { companyId: w.companyId, ...w.framework, subjectId: w.ann.id };
    await makeRating(t.database, { ...base, source: 'self', level: 5, ratedAt: daysAgo(3) });
    await makeRating(t.database, {
      ...base,
      raterId: boss.id,
      source: 'manager',
      level: 3,
      ratedAt: daysAgo(2),
    });
    expect((await storedOf(w.companyId, w.ann.id))[0]?.levelTenths).toBe(30);

    const put = await call(t.app, 'PUT', '/api/v1/competency-settings', {
      cookie: w.owner.cookie,
      body: {
        minPeerRaters: 3,
        policy: { mode: 'weighted', weights: { manager: 1, peers: 1, self: 1 } },
        teamsIncludeIndirectReports: false,
      },
    });
    expect(put.statusCode, put.body).toBe(200);

    const versions = await t.database.db
      .select()
      .from(levelRuleVersions)
      .where(eq(levelRuleVersions.companyId, w.companyId))
      .orderBy(levelRuleVersions.version);
    expect(versions.map((v) => [v.version, v.sourcePolicy.mode])).toEqual([
      [1, 'first_available'],
      [2, 'weighted'],
    ]);
    const [stored] = await storedOf(w.companyId, w.ann.id);
    expect(stored).toMatchObject({ levelTenths: 40, rulesVersion: 2 });
    const [recompute] = await t.database.db
      .select()
      .from(levelRecomputes)
      .where(and(eq(levelRecomputes.companyId, w.companyId), eq(levelRecomputes.reason, 'rules')));
    expect(recompute).toMatchObject({ status: 'done', changedLevels: 1, rulesVersion: 2 });
    const logged = await t.database.db
      .select()
      .from(levelChanges)
      .where(and(eq(levelChanges.personId, w.ann.id), eq(levelChanges.cause, 'recompute')));
    expect(logged.map((c) => [c.fromTenths, c.toTenths, c.rulesVersion])).toEqual([[30, 40, 2]]);

    // Saving the same rules again is not a new version.
    const again = await call(t.app, 'PUT', '/api/v1/competency-settings', {
      cookie: w.owner.cookie,
      body: {
        minPeerRaters: 3,
        policy: { mode: 'weighted', weights: { self: 1, peers: 1, manager: 1 } },
        teamsIncludeIndirectReports: true,
      },
    });
    expect(again.statusCode).toBe(200);
    expect(
      await t.database.db
        .select()
        .from(levelRuleVersions)
        .where(eq(levelRuleVersions.companyId, w.companyId)),
    ).toHaveLength(2);
  });
});

describe('the recompute job', () => {
  it('runs in chunks, resumes from its cursor after a crash, and ends with the levels a fresh computation gives', async () => {
    const w = await world();
    const people = [w.ann.id];
    for (let i = 0; i < 4; i++) people.push((await makeUser(t.database, { companyId: w.companyId })).id);
    for (const [i, personId] of people.entries()) {
      await makeRating(t.database, {
        companyId: w.companyId,
        ...w.framework,
        subjectId: personId,
        source: 'self',
        level: 1 + (i % 5),
      });
    }
    // The stored levels drift from the ratings (as a rules change leaves them until recomputed).
    await t.database.db
      .update(storedLevels)
      .set({ levelTenths: 10, rulesVersion: 0 })
      .where(eq(storedLevels.companyId, w.companyId));
    const id = await withTenant(t.database, w.companyId, async (tx) => {
      const [row] = await tx
        .insert(levelRecomputes)
        .values({ companyId: w.companyId, reason: 'manual', rulesVersion: 1 })
        .returning({ id: levelRecomputes.id });
      return row?.id ?? '';
    });
    // Two chunks of two people, then the process "dies".
    expect(await recomputeChunk(t.database, w.companyId, id, 2)).toBe('more');
    expect(await recomputeChunk(t.database, w.companyId, id, 2)).toBe('more');
    const [halfway] = await t.database.db.select().from(levelRecomputes).where(eq(levelRecomputes.id, id));
    // The owner's profile is a person of the company too: six in all.
    expect(halfway).toMatchObject({ status: 'running', totalPeople: 6, donePeople: 4 });
    const done = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from stored_levels where company_id = ${w.companyId} and rules_version = 1`,
      ),
    );
    expect(done[0]?.n).toBeGreaterThan(0);
    expect(done[0]?.n).toBeLessThan(5);

    // Another process resumes it to the end.
    await runRecompute(t.database, w.companyId, id);
    const [finished] = await t.database.db.select().from(levelRecomputes).where(eq(levelRecomputes.id, id));
    expect(finished).toMatchObject({ status: 'done', donePeople: 6 });
    const fresh = await withTenant(t.database, w.companyId, async (tx) =>
      computeLevels(tx, w.companyId, await loadLevelRules(tx, w.companyId), people),
    );
    const stored = await t.database.db
      .select()
      .from(storedLevels)
      .where(eq(storedLevels.companyId, w.companyId));
    expect(stored).toHaveLength(5);
    for (const row of stored) {
      const level = fresh.levels.get(row.personId)?.get(row.competencyId)?.level ?? null;
      expect(row.levelTenths).toBe(level === null ? null : Math.round(level * 10));
      expect(row.rulesVersion).toBe(1);
    }
  });
});

describe('the statistics after a recompute', () => {
  const analysed = async () =>
    rowsOf<{ at: string | null }>(
      await t.database.db.execute(
        sql`select pg_stat_get_last_analyze_time('stored_levels'::regclass)::text as at`,
      ),
    )[0]?.at ?? null;
  const recompute = async (companyId: string) => {
    const id = await withTenant(t.database, companyId, async (tx) => {
      const [row] = await tx
        .insert(levelRecomputes)
        .values({ companyId, reason: 'manual', rulesVersion: 1 })
        .returning({ id: levelRecomputes.id });
      return row?.id ?? '';
    });
    await runRecompute(t.database, companyId, id);
  };

  it('are refreshed for what a recompute of a thousand people or more wrote, and only then', async () => {
    const small = await world();
    await makeRating(t.database, {
      companyId: small.companyId,
      ...small.framework,
      subjectId: small.ann.id,
      level: 3,
    });
    const before = await analysed();
    await recompute(small.companyId);
    expect(await analysed()).toBe(before);

    const large = await world();
    await makeManyEmployees(t.database, large.companyId, ANALYZE_AFTER_ROWS, { local: 'many', name: 'Many' });
    await recompute(large.companyId);
    const after = await analysed();
    expect(after).not.toBeNull();
    expect(after).not.toBe(before);
  });
});

describe('the nightly consistency check', () => {
  it('finds a stored level that differs from a fresh computation and names it', async () => {
    const w = await world();
    await makeRating(t.database, { companyId: w.companyId, ...w.framework, subjectId: w.ann.id, level: 2 });
    const clean = await checkStoredLevels(t.database, 100_000);
    expect(clean?.sampled).toBeGreaterThan(0);
    expect(clean?.examples.some((e) => e.personId === w.ann.id)).toBe(false);

    await t.database.db
      .update(storedLevels)
      .set({ levelTenths: 50 })
      .where(eq(storedLevels.personId, w.ann.id));
    const report = await checkStoredLevels(t.database, 100_000);
    expect(report?.mismatched).toBeGreaterThanOrEqual(1);
    expect(report?.examples).toContainEqual({
      companyId: w.companyId,
      personId: w.ann.id,
      competencyId: w.framework.competencyId,
      stored: 50,
      fresh: 20,
    });
  });
});

describe('the nightly check of stored fits', () => {
  it('finds a stored fit that differs from a fresh computation and names the person and profile', async () => {
    const w = await world();
    const role = await makeJobProfile(t.database, {
      companyId: w.companyId,
      competencyId: w.framework.competencyId,
      title: 'Checked Analyst',
    });
    await t.database.db
      .update(profiles)
      .set({ jobProfileId: role.jobProfileId })
      .where(eq(profiles.id, w.ann.id));
    // The rating writes Ann's level and, with it, her fit to the profile she holds.
    const res = await call(t.app, 'POST', '/api/v1/assessments/me', {
      cookie: w.ann.cookie,
      body: { ratings: [{ competencyId: w.framework.competencyId, level: 2, comment: '' }] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const fitOfAnn = async () =>
      rowsOf<{ fit_percent: number | null }>(
        await t.database.db.execute(sql`select fit_percent from stored_fits where person_id = ${w.ann.id}`),
      )[0]?.fit_percent;
    const fit = await fitOfAnn();
    expect(fit).toEqual(expect.any(Number));
    const clean = await checkStoredLevels(t.database, 100_000);
    expect(clean?.fitsSampled).toBeGreaterThan(0);
    expect(clean?.fitExamples.some((e) => e.personId === w.ann.id)).toBe(false);

    await t.database.db.execute(sql`update stored_fits set fit_percent = 1 where person_id = ${w.ann.id}`);
    const report = await checkStoredLevels(t.database, 100_000);
    expect(report?.fitsMismatched).toBeGreaterThanOrEqual(1);
    expect(report?.fitExamples).toContainEqual({
      companyId: w.companyId,
      personId: w.ann.id,
      jobProfileId: role.jobProfileId,
      stored: 1,
      fresh: fit,
    });
  });
});

describe('the dry run of a rules change', () => {
  it('counts, per unit, the levels that would cross the proficient line and the fits that would change band, and changes nothing', async () => {
    const w = await world();
    const unitId = await makeUnit(t.database, { companyId: w.companyId, name: 'Research' });
    const boss = await makeUser(t.database, { companyId: w.companyId, fullName: 'Bo Boss' });
    const carl = await makeUser(t.database, { companyId: w.companyId, fullName: 'Carl Critic' });
    const bob = await makeUser(t.database, { companyId: w.companyId, fullName: 'Bob Self' });
    const { jobProfileId } = await makeJobProfile(t.database, {
      companyId: w.companyId,
      competencyId: w.framework.competencyId,
      requiredLevel: 5,
    });
    await t.database.db
      .update(profiles)
      .set({ orgUnitId: unitId, jobProfileId })
      .where(inArray(profiles.id, [w.ann.id, carl.id]));
    const rate = (subjectId: string, source: 'self' | 'manager', level: number, days: number) =>
      makeRating(t.database, {
        companyId: w.companyId,
        ...w.framework,
        subjectId,
        raterId: source === 'manager' ? boss.id : subjectId,
        source,
        level,
        ratedAt: daysAgo(days),
      });
    // Under the rules in force (the manager's rating first): Ann 2, Carl 4, Bob 4 (himself only).
    await rate(w.ann.id, 'self', 5, 5);
    await rate(w.ann.id, 'manager', 2, 4);
    await rate(carl.id, 'self', 1, 5);
    await rate(carl.id, 'manager', 4, 4);
    await rate(bob.id, 'self', 4, 5);
    const before = await t.database.db
      .select()
      .from(storedLevels)
      .where(eq(storedLevels.companyId, w.companyId));

    // Proposed: manager and self weigh the same. Ann 3.5 (reaches proficient 3; fit 40 % → 70 %),
    // Carl 2.5 (falls below it; fit 80 % → 50 %), Bob 4 (no change).
    const proposed = {
      minPeerRaters: 3,
      policy: { mode: 'weighted', weights: { manager: 1, peers: 0, self: 1 } },
    };
    const res = await call(t.app, 'POST', '/api/v1/competency-settings/dry-runs', {
      cookie: w.owner.cookie,
      body: proposed,
    });
    expect(res.statusCode, res.body).toBe(201);
    const run = res.json();
    expect(run).toMatchObject({
      status: 'done',
      baseRulesVersion: 1,
      totalPeople: 5,
      donePeople: 5,
      totals: { people: 5, gainProficient: 1, loseProficient: 1, fitUp: 1, fitDown: 1 },
      unitsChanged: 1,
      units: [
        {
          unitId,
          unitName: 'Research',
          people: 2,
          gainProficient: 1,
          loseProficient: 1,
          fitUp: 1,
          fitDown: 1,
        },
      ],
    });
    const again = await call(t.app, 'GET', `/api/v1/competency-settings/dry-runs/${run.id}`, {
      cookie: w.owner.cookie,
    });
    expect(again.json()).toEqual(run);

    // Nothing else moved: the stored levels, the rules in force, no recompute.
    expect(
      await t.database.db.select().from(storedLevels).where(eq(storedLevels.companyId, w.companyId)),
    ).toEqual(before);
    const settings = await call(t.app, 'GET', '/api/v1/competency-settings', { cookie: w.owner.cookie });
    expect(settings.json()).toMatchObject({ rulesVersion: 1, recompute: null });

    // Only those who manage competencies may ask; another company's dry run is not found.
    const employee = await call(t.app, 'POST', '/api/v1/competency-settings/dry-runs', {
      cookie: w.ann.cookie,
      body: proposed,
    });
    expect(employee.statusCode).toBe(403);
    const other = await world();
    const foreign = await call(t.app, 'GET', `/api/v1/competency-settings/dry-runs/${run.id}`, {
      cookie: other.owner.cookie,
    });
    expect(foreign.statusCode).toBe(404);
    const bad = await call(t.app, 'POST', '/api/v1/competency-settings/dry-runs', {
      cookie: w.owner.cookie,
      body: { minPeerRaters: 2, policy: proposed.policy },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ minPeerRaters: [ASSESSMENT_MESSAGES.minPeerRaters] });
  });

  it('runs in the background for a large company, resumable like a recompute', async () => {
    const w = await world();
    await makeRating(t.database, { companyId: w.companyId, ...w.framework, subjectId: w.ann.id, level: 4 });
    const id = await withTenant(t.database, w.companyId, async (tx) => {
      const [row] = await tx
        .insert(levelDryRuns)
        .values({
          companyId: w.companyId,
          sourcePolicy: { mode: 'first_available', order: ['self', 'peers', 'manager'] },
          minPeerRaters: 3,
          baseRulesVersion: 1,
        })
        .returning({ id: levelDryRuns.id });
      return row?.id ?? '';
    });
    await runDryRun(t.database, w.companyId, id, { chunk: 1 });
    const res = await call(t.app, 'GET', `/api/v1/competency-settings/dry-runs/${id}`, {
      cookie: w.owner.cookie,
    });
    expect(res.json()).toMatchObject({ status: 'done', totalPeople: 2, donePeople: 2, unitsChanged: 0 });
  });
});

describe('a dry run that keeps failing', () => {
  it('is marked failed after its last attempt, stays so, and a new preview can then be run', async () => {
    const w = await world();
    await makeRating(t.database, { companyId: w.companyId, ...w.framework, subjectId: w.ann.id, level: 3 });
    const sourcePolicy = { mode: 'first_available', order: ['self', 'peers', 'manager'] } as const;
    const queueDryRun = () =>
      withTenant(t.database, w.companyId, async (tx) => {
        const [row] = await tx
          .insert(levelDryRuns)
          .values({ companyId: w.companyId, sourcePolicy, minPeerRaters: 3, baseRulesVersion: 1 })
          .returning({ id: levelDryRuns.id });
        return row?.id ?? '';
      });
    const id = await queueDryRun();
    // The work fails every time (a database that keeps refusing): retried while attempts remain.
    const job = dryRunJob(t.database, async () => {
      throw new Error('the database refused');
    });
    const payload = { companyId: w.companyId, dryRunId: id };
    const read = () =>
      call(t.app, 'GET', `/api/v1/competency-settings/dry-runs/${id}`, { cookie: w.owner.cookie });
    await expect(job.run({ jobId: 'j', payload, now: new Date(), lastAttempt: false })).rejects.toThrow(
      'the database refused',
    );
    expect((await read()).json()).toMatchObject({ status: 'queued', finishedAt: null });
    await expect(job.run({ jobId: 'j', payload, now: new Date(), lastAttempt: true })).rejects.toThrow(
      'the database refused',
    );
    const failed = await read();
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({ status: 'failed', donePeople: 0 });
    expect(failed.json().finishedAt).toEqual(expect.any(String));

    // A late run of its job finds it finished: it stays failed, its counts untouched.
    await runDryRun(t.database, w.companyId, id, { chunk: 1 });
    expect((await read()).json()).toEqual(failed.json());

    // The administrator runs the preview again: a new dry run, answered at once for a small company.
    const again = await call(t.app, 'POST', '/api/v1/competency-settings/dry-runs', {
      cookie: w.owner.cookie,
      body: { minPeerRaters: 3, policy: sourcePolicy },
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ status: 'done', totalPeople: 2, donePeople: 2 });
    expect(again.json().id).not.toBe(id);
    // And the real job, given a new one, finishes it.
    const next = await queueDryRun();
    await dryRunJob(t.database).run({
      jobId: 'k',
      payload: { companyId: w.companyId, dryRunId: next },
      now: new Date(),
      lastAttempt: true,
    });
    const finished = await call(t.app, 'GET', `/api/v1/competency-settings/dry-runs/${next}`, {
      cookie: w.owner.cookie,
    });
    expect(finished.json()).toMatchObject({ status: 'done', totalPeople: 2, donePeople: 2 });
  });
});

describe('a recompute that keeps failing', () => {
  it('is marked failed after its last attempt, and the administrator can start it again', async () => {
    const w = await world();
    await makeRating(t.database, { companyId: w.companyId, ...w.framework, subjectId: w.ann.id, level: 3 });
    const id = await withTenant(t.database, w.companyId, async (tx) => {
      const [row] = await tx
        .insert(levelRecomputes)
        .values({ companyId: w.companyId, reason: 'rules', rulesVersion: 1 })
        .returning({ id: levelRecomputes.id });
      return row?.id ?? '';
    });
    // The work fails every time (a database that keeps refusing): retried while attempts remain.
    const job = recomputeLevelsJob(t.database, async () => {
      throw new Error('the database refused');
    });
    const payload = { companyId: w.companyId, recomputeId: id };
    const status = async () =>
      (await t.database.db.select().from(levelRecomputes).where(eq(levelRecomputes.id, id)))[0]?.status;
    await expect(job.run({ jobId: 'j', payload, now: new Date(), lastAttempt: false })).rejects.toThrow();
    expect(await status()).toBe('queued');
    await expect(job.run({ jobId: 'j', payload, now: new Date(), lastAttempt: true })).rejects.toThrow();
    expect(await status()).toBe('failed');
    const before = await call(t.app, 'GET', '/api/v1/competency-settings', { cookie: w.owner.cookie });
    expect(before.json().recompute).toMatchObject({ status: 'failed' });

    const employee = await call(t.app, 'POST', '/api/v1/competency-settings/recomputes', {
      cookie: w.ann.cookie,
    });
    expect(employee.statusCode).toBe(403);
    const retried = await call(t.app, 'POST', '/api/v1/competency-settings/recomputes', {
      cookie: w.owner.cookie,
    });
    expect(retried.statusCode, retried.body).toBe(201);
    // A small company is recomputed at once.
    expect(retried.json().recompute).toMatchObject({ status: 'done', reason: 'manual', rulesVersion: 1 });
    const audits = await auditsOf(t.database, 'stored_levels.recompute_requested', {
      companyId: w.companyId,
    });
    expect(audits).toHaveLength(1);
  });
});
