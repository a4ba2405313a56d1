import { levelOnVersion } from '@competencyhub/domain/proficiency';
import {
  FRAMEWORK_MESSAGES,
  type FrameworkDetail,
  MAPPING_MESSAGES,
} from '@competencyhub/domain/schemas/competencies';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { competencyRatings, jobProfileRequirements } from '../src/db/schema.ts';
import { auditsOf, makeCompany, makeJobProfile, makeRating, signedInUser } from './factories.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let companyId: string;
let lead: { id: string; cookie: string };
let employee: { id: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
  companyId = (await makeCompany(t.database, { name: 'Frameworks Ltd' })).id;
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

describe('frameworks', () => {
  it('are created on the default five-level scale with Proficient as the threshold, and audited', async () => {
    const framework = await newFramework('Engineering Ladder');
    expect(framework.scale).toEqual({
      version: 1,
      levels: [
        { value: 1, name: 'Novice' },
        { value: 2, name: 'Developing' },
        { value: 3, name: 'Proficient' },
        { value: 4, name: 'Advanced' },
        { value: 5, name: 'Expert' },
      ],
      proficientLevel: 3,
    });
    expect(framework).toMatchObject({ categories: [], competencies: [], ratingCount: 0, archivedAt: null });
    expect(framework.types).toEqual(['technical', 'behavioural', 'leadership']);
    const audits = await auditsOf(t.database, 'competency_framework.created', { companyId });
    expect(audits.at(-1)).toMatchObject({ actorId: lead.id, targetId: framework.id });
  });

  it('are read by every member but changed only by those who manage competencies', async () => {
    const framework = await newFramework();
    expect((await call(t.app, 'GET', base, { cookie: employee.cookie })).json().items).toContainEqual(
      expect.objectContaining({ id: framework.id, name: framework.name }),
    );
    expect((await detail(framework.id, employee.cookie)).id).toBe(framework.id);
    const refused = await call(t.app, 'PATCH', `${base}/${framework.id}`, {
      cookie: employee.cookie,
      body: { name: 'Taken over' },
    });
    expect(refused.statusCode).toBe(403);
    expect((await detail(framework.id)).name).toBe(framework.name);
  });

  it('keep names unique in a company, whatever the case, and a refused rename changes nothing', async () => {
    const first = await newFramework(unique('Sales'));
    const second = await newFramework();
    const clash = await call(t.app, 'POST', base, {
      cookie: lead.cookie,
      body: { name: first.name.toUpperCase() },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toEqual({ name: [FRAMEWORK_MESSAGES.frameworkNameTaken] });
    const rename = await call(t.app, 'PATCH', `${base}/${second.id}`, {
      cookie: lead.cookie,
      body: { name: first.name, description: 'New words' },
    });
    expect(rename.statusCode).toBe(409);
    expect(await detail(second.id)).toMatchObject({ name: second.name, description: '' });
  });

  it('refuse an empty name with the message a person can act on', async () => {
    const res = await call(t.app, 'POST', base, { cookie: lead.cookie, body: { name: '   ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ name: ['Enter a name for the framework'] });
  });

  it('are archived and restored, listed by what the filter asks, and cannot be changed while archived', async () => {
    const framework = await withCategory(await newFramework());
    const archived = await call(t.app, 'POST', `${base}/${framework.id}/archive`, { cookie: lead.cookie });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().archivedAt).toEqual(expect.any(String));
    const ids = async (filter: string) =>
      (await call(t.app, 'GET', `${base}?archived=${filter}`, { cookie: lead.cookie }))
        .json()
        .items.map((item: { id: string }) => item.id);
    expect(await ids('exclude')).not.toContain(framework.id);
    expect(await ids('only')).toContain(framework.id);
    expect(await ids('include')).toContain(framework.id);

    const edit = await call(t.app, 'POST', `${base}/${framework.id}/competencies`, {
      cookie: lead.cookie,
      body: { name: 'Late addition', type: 'technical', categoryId: framework.categories[0]?.id },
    });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().detail).toBe(FRAMEWORK_MESSAGES.archived);

    const restored = await call(t.app, 'POST', `${base}/${framework.id}/restore`, { cookie: lead.cookie });
    expect(restored.json().archivedAt).toBeNull();
    expect(await ids('exclude')).toContain(framework.id);
    expect(
      (await auditsOf(t.database, 'competency_framework.archived', { companyId })).length,
    ).toBeGreaterThan(0);
    expect(
      (await auditsOf(t.database, 'competency_framework.restored', { companyId })).length,
    ).toBeGreaterThan(0);
  });
});

describe('categories and competencies', () => {
  it('hold a competency with its type, tags and one behavioural description per level', async () => {
    const framework = await withCategory(await newFramework());
    const saved = await withCompetency(framework, {
      name: 'Stakeholder management',
      type: 'Client delivery',
      tags: ['clients', 'influence'],
      description: 'Keeps the people a piece of work affects informed and on side.',
      levelDescriptions: ['Knows who the stakeholders are', 'Keeps them informed'],
    });
    const competency = saved.competencies.find((c) => c.name === 'Stakeholder management');
    expect(competency).toMatchObject({
      type: 'Client delivery',
      tags: ['clients', 'influence'],
      levelDescriptions: ['Knows who the stakeholders are', 'Keeps them informed', '', '', ''],
      archivedAt: null,
    });
    // A company-defined type joins the built-in ones in the picker.
    expect(saved.types).toEqual(expect.arrayContaining(['technical', 'Client delivery']));
    expect(saved.competencyCount).toBe(1);
  });

  it('refuse a category of another framework, more descriptions than levels, and a duplicate name', async () => {
    const framework = await withCategory(await newFramework());
    const other = await withCategory(await newFramework());
    const wrongCategory = await call(t.app, 'POST', `${base}/${framework.id}/competencies`, {
      cookie: lead.cookie,
      body: { name: 'Negotiation', type: 'behavioural', categoryId: other.categories[0]?.id },
    });
    expect(wrongCategory.statusCode).toBe(400);
    expect(wrongCategory.json().errors).toEqual({ categoryId: [FRAMEWORK_MESSAGES.categoryNotInFramework] });

    const tooMany = await call(t.app, 'POST', `${base}/${framework.id}/competencies`, {
      cookie: lead.cookie,
      body: {
        name: 'Negotiation',
        type: 'behavioural',
        categoryId: framework.categories[0]?.id,
        levelDescriptions: ['1', '2', '3', '4', '5', '6'],
      },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual({
      levelDescriptions: [FRAMEWORK_MESSAGES.tooManyLevelDescriptions],
    });

    await withCompetency(framework, { name: 'Negotiation' });
    const duplicate = await call(t.app, 'POST', `${base}/${framework.id}/competencies`, {
      cookie: lead.cookie,
      body: { name: 'NEGOTIATION', type: 'technical', categoryId: framework.categories[0]?.id },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors).toEqual({ name: [FRAMEWORK_MESSAGES.competencyNameTaken] });
    expect((await detail(framework.id)).competencies.map((c) => c.name)).toEqual(['Negotiation']);
  });

  it('update only the fields sent, and archive and restore a competency without losing it', async () => {
    const framework = await withCompetency(await withCategory(await newFramework()), {
      description: 'Kept as written',
      tags: ['kept'],
    });
    const competency = framework.competencies[0];
    const url = `${base}/${framework.id}/competencies/${competency?.id}`;
    const renamed = await call(t.app, 'PATCH', url, { cookie: lead.cookie, body: { name: 'Renamed skill' } });
    expect(renamed.json().competencies[0]).toMatchObject({
      name: 'Renamed skill',
      description: 'Kept as written',
      tags: ['kept'],
    });
    const archived = await call(t.app, 'POST', `${url}/archive`, { cookie: lead.cookie });
    expect(archived.json().competencies[0].archivedAt).toEqual(expect.any(String));
    expect(archived.json().competencyCount).toBe(0);
    const restored = await call(t.app, 'POST', `${url}/restore`, { cookie: lead.cookie });
    expect(restored.json().competencies[0].archivedAt).toBeNull();
  });

  it('audit what changed with its value before and after, and an empty or same-value PATCH writes nothing', async () => {
    const framework = await withCompetency(await withCategory(await newFramework()), {
      name: 'Negotiation',
      description: 'x'.repeat(600),
    });
    const competency = framework.competencies[0];
    const url = `${base}/${framework.id}/competencies/${competency?.id}`;
    const audits = async () =>
      (await auditsOf(t.database, 'competency.updated', { companyId })).filter(
        (row) => row.targetId === competency?.id,
      );
    const edited = await call(t.app, 'PATCH', url, {
      cookie: lead.cookie,
      body: { name: 'Negotiation', description: 'Finds terms both sides keep.', tags: ['deals'] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [row] = await audits();
    const { changes } = (row?.details ?? {}) as { changes: Record<string, { from: unknown; to: unknown }> };
    // Only what changed (the name did not), before and after, a long text cut at 200 characters.
    expect(Object.keys(changes).sort()).toEqual(['description', 'tags']);
    expect(changes.tags).toEqual({ from: [], to: ['deals'] });
    expect(changes.description?.to).toBe('Finds terms both sides keep.');
    expect(String(changes.description?.from)).toHaveLength(200);

    const updatedAt = (await detail(framework.id)).updatedAt;
    for (const body of [{}, { name: 'Negotiation', description: 'Finds terms both sides keep.' }]) {
      expect((await call(t.app, 'PATCH', url, { cookie: lead.cookie, body })).statusCode).toBe(200);
    }
    expect(await audits()).toHaveLength(1);
    expect((await detail(framework.id)).updatedAt).toBe(updatedAt);

    const renamed = await call(t.app, 'PATCH', `${base}/${framework.id}`, {
      cookie: lead.cookie,
      body: { description: 'For the sales team' },
    });
    expect(renamed.statusCode).toBe(200);
    const emptyFrameworkPatch = await call(t.app, 'PATCH', `${base}/${framework.id}`, {
      cookie: lead.cookie,
      body: {},
    });
    expect(emptyFrameworkPatch.statusCode).toBe(200);
    const frameworkAudits = (
      await auditsOf(t.database, 'competency_framework.updated', { companyId })
    ).filter((entry) => entry.targetId === framework.id);
    expect(frameworkAudits.map((entry) => (entry.details as { changes: unknown }).changes)).toEqual([
      { description: { from: '', to: 'For the sales team' } },
    ]);
  });

  it('treat a company type written in another case as the same type, keeping its first spelling', async () => {
    const framework = await withCompetency(await withCategory(await newFramework()), {
      name: 'Campaigns',
      type: 'Digital Craft',
    });
    const second = await withCompetency(framework, { name: 'Analytics', type: 'digital CRAFT' });
    const third = await withCompetency(second, { name: 'Listening', type: 'Behavioral' });
    expect(third.competencies.map((c) => [c.name, c.type])).toEqual([
      ['Analytics', 'Digital Craft'],
      ['Campaigns', 'Digital Craft'],
      ['Listening', 'behavioural'],
    ]);
    expect(third.types.filter((type) => type.toLowerCase() === 'digital craft')).toEqual(['Digital Craft']);
  });

  it('delete a category only when it is empty', async () => {
    const framework = await withCompetency(await withCategory(await newFramework()));
    const full = framework.categories[0];
    const refused = await call(t.app, 'DELETE', `${base}/${framework.id}/categories/${full?.id}`, {
      cookie: lead.cookie,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toBe(FRAMEWORK_MESSAGES.categoryNotEmpty);

    const withEmpty = await withCategory(framework, 'Leadership');
    const empty = withEmpty.categories.find((c) => c.name === 'Leadership');
    const deleted = await call(t.app, 'DELETE', `${base}/${framework.id}/categories/${empty?.id}`, {
      cookie: lead.cookie,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().categories.map((c: { name: string }) => c.name)).toEqual(['Communication']);
  });
});

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
