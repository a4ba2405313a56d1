/** Proficiency scale changes: descriptions, job profile requirements and ratings follow the levels. */
import { levelOnVersion } from '@competencyhub/domain/proficiency';
import {
  FRAMEWORK_MESSAGES,
  type FrameworkDetail,
  MAPPING_MESSAGES,
} from '@competencyhub/domain/schemas/competencies';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { competencyRatings } from '../src/db/schema/competencies.ts';
import { jobProfileRequirements } from '../src/db/schema/job-profiles.ts';
import { auditsOf, makeCompany, makeJobProfile, makeRating, signedInUser } from './factories.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let companyId: string;
let lead: { id: string; cookie: string };
let employee: { id: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
  companyId = (await makeCompany(t.database, { name: 'Scales Ltd' })).id;
  lead = await signedInUser(t, { companyId, role: 'learning_lead' });
  employee = await signedInUser(t, { companyId, role: 'employee' });
});
afterAll(() => t.close());

const base = '/api/v1/competency-frameworks';
let counter = 0;
const unique = (label: string) => `${label} ${Date.now().toString(36)}${(counter++).toString(36)}`;

async function newFramework(name = unique('Framework')): Promise<FrameworkDetail> {
  const res = await call(t.app, 'POST', base, { cookie: lead.cookie, body: { name } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function withCategory(framework: FrameworkDetail, name = 'Communication'): Promise<FrameworkDetail> {
  const res = await call(t.app, 'POST', `${base}/${framework.id}/categories`, {
    cookie: lead.cookie,
    body: { name },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function withCompetency(framework: FrameworkDetail, body: Record<string, unknown> = {}) {
  const res = await call(t.app, 'POST', `${base}/${framework.id}/competencies`, {
    cookie: lead.cookie,
    body: {
      name: unique('Competency'),
      type: 'behavioural',
      categoryId: framework.categories[0]?.id,
      ...body,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as FrameworkDetail;
}

const detail = async (id: string, cookie = lead.cookie): Promise<FrameworkDetail> =>
  (await call(t.app, 'GET', `${base}/${id}`, { cookie })).json();

describe('the proficiency scale', () => {
  const threeLevels = [
    { value: 1, name: 'Learning' },
    { value: 2, name: 'Practising' },
    { value: 3, name: 'Leading' },
  ];

  // The default five levels without "Developing": every other level continues its old self.
  const withoutDeveloping = [
    { value: 1, name: 'Novice', from: 1 },
    { value: 2, name: 'Proficient', from: 3 },
    { value: 3, name: 'Advanced', from: 4 },
    { value: 4, name: 'Expert', from: 5 },
  ];
  const levelsOnly = (levels: { value: number; name: string }[]) =>
    levels.map(({ value, name }) => ({ value, name }));

  /** A framework with one competency described at every level, and job profiles requiring levels 2, 3 and 5. */
  async function describedFramework() {
    const framework = await withCompetency(await withCategory(await newFramework()), {
      levelDescriptions: [
        'novice text',
        'developing text',
        'proficient text',
        'advanced text',
        'expert text',
      ],
    });
    const competencyId = framework.competencies[0]?.id ?? '';
    const profiles = await Promise.all(
      [2, 3, 5].map((requiredLevel) =>
        makeJobProfile(t.database, { companyId, competencyId, requiredLevel }),
      ),
    );
    const required = async () =>
      Promise.all(
        profiles.map(async ({ jobProfileId }) => {
          const [row] = await t.database.db
            .select({ level: jobProfileRequirements.requiredLevel })
            .from(jobProfileRequirements)
            .where(eq(jobProfileRequirements.jobProfileId, jobProfileId));
          return row?.level;
        }),
      );
    return { framework, competencyId, required };
  }

  it('keeps each description and job profile requirement with its level when a middle level goes (nobody rated)', async () => {
    const { framework, required } = await describedFramework();
    const res = await call(t.app, 'PUT', `${base}/${framework.id}/scale`, {
      cookie: lead.cookie,
      body: {
        baseVersion: 1,
        baseUpdatedAt: framework.updatedAt,
        levels: withoutDeveloping,
        proficientLevel: 2,
        // Whoever required "Developing" now requires "Novice" (the editor proposes the level below).
        mapping: { 2: 1 },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const changed: FrameworkDetail = res.json();
    expect(changed.scale).toEqual({ version: 1, levels: levelsOnly(withoutDeveloping), proficientLevel: 2 });
    expect(changed.scaleHistory).toHaveLength(1);
    expect(changed.competencies[0]?.levelDescriptions).toEqual([
      'novice text',
      'proficient text',
      'advanced text',
      'expert text',
    ]);
    // Developing → Novice (1), Proficient stays Proficient (now 2), Expert stays Expert (now 4).
    expect(await required()).toEqual([1, 2, 4]);
    const audit = (await auditsOf(t.database, 'competency_framework.scale_changed', { companyId })).at(-1);
    expect(audit?.details).toMatchObject({
      before: { levels: ['Novice', 'Developing', 'Proficient', 'Advanced', 'Expert'], proficientLevel: 3 },
      after: { levels: ['Novice', 'Proficient', 'Advanced', 'Expert'], proficientLevel: 2 },
      mapping: { 1: 1, 2: 1, 3: 2, 4: 3, 5: 4 },
    });
  });

  it('keeps each description and requirement with its level in a new version once people are rated', async () => {
    const { framework, competencyId, required } = await describedFramework();
    await makeRating(t.database, {
      companyId,
      frameworkId: framework.id,
      competencyId,
      subjectId: employee.id,
      level: 3,
    });
    const res = await call(t.app, 'PUT', `${base}/${framework.id}/scale`, {
      cookie: lead.cookie,
      body: { baseVersion: 1, levels: withoutDeveloping, proficientLevel: 2, mapping: { 2: 2 } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const changed: FrameworkDetail = res.json();
    expect(changed.scale.version).toBe(2);
    expect(changed.scaleHistory[1]?.mappingFromPrevious).toEqual({ 1: 1, 2: 2, 3: 2, 4: 3, 5: 4 });
    expect(changed.competencies[0]?.levelDescriptions).toEqual([
      'novice text',
      'proficient text',
      'advanced text',
      'expert text',
    ]);
    // Here "Developing" was mapped up, to Proficient.
    expect(await required()).toEqual([2, 2, 4]);
  });

  it('moves descriptions with reordered levels before anyone is rated, and refuses the reorder after', async () => {
    const { framework, competencyId, required } = await describedFramework();
    const swapped = [
      { value: 1, name: 'Novice', from: 1 },
      { value: 2, name: 'Developing', from: 2 },
      { value: 3, name: 'Advanced', from: 4 },
      { value: 4, name: 'Proficient', from: 3 },
      { value: 5, name: 'Expert', from: 5 },
    ];
    const res = await call(t.app, 'PUT', `${base}/${framework.id}/scale`, {
      cookie: lead.cookie,
      body: { baseVersion: 1, levels: swapped, proficientLevel: 4 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as FrameworkDetail).competencies[0]?.levelDescriptions).toEqual([
      'novice text',
      'developing text',
      'advanced text',
      'proficient text',
      'expert text',
    ]);
    expect(await required()).toEqual([2, 4, 5]);

    await makeRating(t.database, {
      companyId,
      frameworkId: framework.id,
      competencyId,
      subjectId: employee.id,
      level: 3,
    });
    const back = await call(t.app, 'PUT', `${base}/${framework.id}/scale`, {
      cookie: lead.cookie,
      body: {
        baseVersion: 1,
        levels: [
          { value: 1, name: 'Novice', from: 1 },
          { value: 2, name: 'Developing', from: 2 },
          { value: 3, name: 'Proficient', from: 4 },
          { value: 4, name: 'Advanced', from: 3 },
          { value: 5, name: 'Expert', from: 5 },
        ],
        proficientLevel: 3,
      },
    });
    expect(back.statusCode).toBe(400);
    expect(back.json().errors.mapping).toEqual([MAPPING_MESSAGES.mapping_reverses_order]);
  });

  it('refuses a removed level left unmapped, a kept level mapped away, and a level continuing a missing one', async () => {
    const { framework, required } = await describedFramework();
    const put = (body: Record<string, unknown>) =>
      call(t.app, 'PUT', `${base}/${framework.id}/scale`, {
        cookie: lead.cookie,
        body: { baseVersion: 1, proficientLevel: 2, ...body },
      });
    const unmapped = await put({ levels: withoutDeveloping });
    expect(unmapped.statusCode).toBe(400);
    expect(unmapped.json().errors.mapping).toEqual([MAPPING_MESSAGES.level_not_mapped]);
    const moved = await put({ levels: withoutDeveloping, mapping: { 2: 1, 3: 3 } });
    expect(moved.json().errors.mapping).toEqual([MAPPING_MESSAGES.kept_level_moved]);
    const missing = await put({
      levels: [...withoutDeveloping.slice(0, 3), { value: 4, name: 'Expert', from: 9 }],
      mapping: { 2: 1, 5: 4 },
    });
    expect(missing.json().errors.mapping).toEqual([MAPPING_MESSAGES.level_source_unknown]);
    const after = await detail(framework.id);
    expect(after.scale.levels).toHaveLength(5);
    expect(after.competencies[0]?.levelDescriptions[1]).toBe('developing text');
    expect(await required()).toEqual([2, 3, 5]);
  });

  // Needs two connections at once: PostgreSQL only (PGlite runs one transaction at a time anyway).
  it.skipIf(inject('databaseMode') !== 'postgres')(
    'waits for a rating being given at that moment, then makes a new version instead of editing in place',
    async () => {
      const { framework, competencyId } = await describedFramework();
      let change: Promise<Awaited<ReturnType<typeof call>>> | undefined;
      // A rating given as the assessments module gives one: FOR SHARE on the framework row, then the insert.
      await t.database.db.transaction(async (rating) => {
        await rating.execute(sql`select id from competency_frameworks where id = ${framework.id} for share`);
        await rating.insert(competencyRatings).values({
          companyId,
          frameworkId: framework.id,
          competencyId,
          subjectId: employee.id,
          raterId: employee.id,
          level: 3,
          source: 'self',
          scaleVersion: 1,
        });
        change = call(t.app, 'PUT', `${base}/${framework.id}/scale`, {
          cookie: lead.cookie,
          body: { baseVersion: 1, levels: withoutDeveloping, proficientLevel: 2, mapping: { 2: 1 } },
        });
        // The scale change waits on the framework row until the rating is committed.
        await expect
          .poll(
            async () => {
              const waiting = (await t.database.db.execute(
                sql`select count(*)::int as n from pg_stat_activity
                    where wait_event_type = 'Lock' and datname = current_database()`,
              )) as unknown as { rows: Array<{ n: number }> };
              return waiting.rows[0]?.n;
            },
            { timeout: 10_000 },
          )
          .toBe(1);
      });
      const res = await change;
      if (!res) throw new Error('the scale change was not sent');
      expect(res.statusCode, res.body).toBe(200);
      const changed: FrameworkDetail = res.json();
      // It saw the rating: a new version with the mapping, the rated version left as it was.
      expect(changed.scale.version).toBe(2);
      expect(changed.scaleHistory[0]?.levels).toHaveLength(5);
    },
  );

  it('refuses a change when the framework changed since the editor loaded it', async () => {
    const { framework } = await describedFramework();
    await call(t.app, 'PATCH', `${base}/${framework.id}`, {
      cookie: lead.cookie,
      body: { description: 'Meanwhile' },
    });
    const stale = await call(t.app, 'PUT', `${base}/${framework.id}/scale`, {
      cookie: lead.cookie,
      body: {
        baseVersion: 1,
        baseUpdatedAt: framework.updatedAt,
        levels: withoutDeveloping,
        proficientLevel: 2,
        mapping: { 2: 1 },
      },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe(FRAMEWORK_MESSAGES.frameworkChangedMeanwhile);
    expect((await detail(framework.id)).scale.levels).toHaveLength(5);
  });

  it('refuses level names with line breaks or hidden formatting characters', async () => {
    const framework = await newFramework();
    const res = await call(t.app, 'PUT', `${base}/${framework.id}/scale`, {
      cookie: lead.cookie,
      body: {
        baseVersion: 1,
        levels: [
          { value: 1, name: 'Low', from: 1 },
          { value: 2, name: 'High\u202Ecod', from: 2 },
        ],
        proficientLevel: 2,
        mapping: { 3: 2, 4: 2, 5: 2 },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['levels.1.name']).toEqual([
      'Remove line breaks and hidden formatting characters',
    ]);
    expect((await detail(framework.id)).scale.levels).toHaveLength(5);
  });

  it('is edited in place by a client that sends no level sources: by position, removed levels lowered', async () => {
    const framework = await withCompetency(await withCategory(await newFramework()), {
      levelDescriptions: ['one', 'two', 'three', 'four', 'five'],
    });
    const res = await call(t.app, 'PUT', `${base}/${framework.id}/scale`, {
      cookie: lead.cookie,
      body: { baseVersion: 1, levels: threeLevels, proficientLevel: 2 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const changed: FrameworkDetail = res.json();
    expect(changed.scale).toEqual({ version: 1, levels: threeLevels, proficientLevel: 2 });
    expect(changed.competencies[0]?.levelDescriptions).toEqual(['one', 'two', 'three']);
  });

  it('refuses a scale that cannot be used, and a threshold outside it', async () => {
    const framework = await newFramework();
    const res = await call(t.app, 'PUT', `${base}/${framework.id}/scale`, {
      cookie: lead.cookie,
      body: {
        baseVersion: 1,
        levels: [
          { value: 1, name: 'Same' },
          { value: 2, name: 'same' },
        ],
        proficientLevel: 3,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.levels).toEqual([
      'Two levels have the same name',
      'Choose one of the levels as the proficient threshold',
    ]);
    expect((await detail(framework.id)).scale.levels).toHaveLength(5);
  });

  it('makes a new version with an explicit mapping once ratings exist; old ratings keep their value and version', async () => {
    const framework = await withCompetency(await withCategory(await newFramework()));
    const competencyId = framework.competencies[0]?.id ?? '';
    const rating = await makeRating(t.database, {
      companyId,
      frameworkId: framework.id,
      competencyId,
      subjectId: employee.id,
      level: 4,
    });
    const url = `${base}/${framework.id}/scale`;

    const noMapping = await call(t.app, 'PUT', url, {
      cookie: lead.cookie,
      body: { baseVersion: 1, levels: threeLevels, proficientLevel: 2 },
    });
    expect(noMapping.statusCode).toBe(400);
    expect(noMapping.json().errors).toEqual({ mapping: [FRAMEWORK_MESSAGES.mappingRequired] });

    const reversed = await call(t.app, 'PUT', url, {
      cookie: lead.cookie,
      body: {
        baseVersion: 1,
        levels: threeLevels,
        proficientLevel: 2,
        mapping: { 1: 1, 2: 2, 3: 3, 4: 2, 5: 3 },
      },
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors.mapping).toEqual([MAPPING_MESSAGES.mapping_reverses_order]);
    expect((await detail(framework.id)).scale.version).toBe(1);

    const mapping = { 1: 1, 2: 1, 3: 2, 4: 3, 5: 3 };
    const changed = await call(t.app, 'PUT', url, {
      cookie: lead.cookie,
      body: { baseVersion: 1, levels: threeLevels, proficientLevel: 2, mapping },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after: FrameworkDetail = changed.json();
    expect(after.scale).toEqual({ version: 2, levels: threeLevels, proficientLevel: 2 });
    expect(after.scaleHistory.map((v) => v.version)).toEqual([1, 2]);
    expect(after.scaleHistory[1]?.mappingFromPrevious).toEqual({ 1: 1, 2: 1, 3: 2, 4: 3, 5: 3 });
    expect(after.ratingCount).toBe(1);

    const [stored] = await t.database.db
      .select()
      .from(competencyRatings)
      .where(eq(competencyRatings.id, rating.id));
    expect(stored).toMatchObject({ level: 4, scaleVersion: 1 });
    const steps = after.scaleHistory.slice(1).map((v) => ({
      version: v.version,
      mapping: Object.fromEntries(
        Object.entries(v.mappingFromPrevious ?? {}).map(([k, n]) => [Number(k), n]),
      ),
    }));
    expect(levelOnVersion(4, 1, 2, steps)).toBe(3);

    const audits = await auditsOf(t.database, 'competency_framework.scale_changed', { companyId });
    expect(audits.at(-1)?.details).toMatchObject({ fromVersion: 1, toVersion: 2 });
  });

  it('refuses a change made on a version someone else has replaced meanwhile', async () => {
    const framework = await withCompetency(await withCategory(await newFramework()));
    await makeRating(t.database, {
      companyId,
      frameworkId: framework.id,
      competencyId: framework.competencies[0]?.id ?? '',
      subjectId: employee.id,
      level: 2,
    });
    const body = {
      baseVersion: 1,
      levels: threeLevels,
      proficientLevel: 2,
      mapping: { 1: 1, 2: 1, 3: 2, 4: 3, 5: 3 },
    };
    const url = `${base}/${framework.id}/scale`;
    expect((await call(t.app, 'PUT', url, { cookie: lead.cookie, body })).statusCode).toBe(200);
    const stale = await call(t.app, 'PUT', url, {
      cookie: lead.cookie,
      body: { ...body, levels: [...threeLevels, { value: 4, name: 'Shaping' }] },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe(FRAMEWORK_MESSAGES.scaleChangedMeanwhile);
    expect((await detail(framework.id)).scale.levels).toEqual(threeLevels);
  });
});
