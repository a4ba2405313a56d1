import { FRAMEWORK_MESSAGES, type FrameworkDetail } from '@competencyhub/domain/schemas/competencies';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditsOf, makeCompany, signedInUser } from './factories.ts';
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
