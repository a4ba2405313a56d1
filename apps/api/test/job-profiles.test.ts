import { randomUUID } from 'node:crypto';
import { JOB_PROFILE_MESSAGES } from '@competencyhub/domain/schemas/job-profiles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../src/db/schema/profiles.ts';
import { auditsOf, makeCompany, makeFramework, makeRating, makeUser, signedInUser } from './factories.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

type Person = { id: string; cookie: string };
type Importance = 'critical' | 'important' | 'nice_to_have';
type Framework = { frameworkId: string; categoryId: string; competencyId: string; secondId: string };

let t: TestApp;
let companyId: string;
let lead: Person;
let owner: Person;
let manager: Person;
let employee: Person;
/** "Service Skills": Listening (competencyId) and Writing (secondId), both in Communication. */
let skills: Framework;

const base = '/api/v1/job-profiles';
const frameworks = '/api/v1/competency-frameworks';
let counter = 0;
const unique = (label: string) => `${label} ${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A framework on the default scale with two competencies, the second added through the API. */
async function twoCompetencies(name = unique('Framework'), first = 'Listening', second = 'Writing') {
  const made = await makeFramework(t.database, { companyId, name, competencyName: first });
  const res = await call(t.app, 'POST', `${frameworks}/${made.frameworkId}/competencies`, {
    cookie: lead.cookie,
    body: { name: second, type: 'behavioural', categoryId: made.categoryId },
  });
  expect(res.statusCode, res.body).toBe(201);
  const secondId = res.json().competencies.find((c: { name: string }) => c.name === second).id;
  return { ...made, secondId } as Framework;
}

const req = (competencyId: string, requiredLevel: number, importance: Importance = 'critical') => ({
  competencyId,
  requiredLevel,
  importance,
});

async function createProfile(body: Record<string, unknown>, cookie = lead.cookie) {
  const res = await call(t.app, 'POST', base, { cookie, body: { title: unique('Role'), ...body } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const detail = async (id: string, cookie = lead.cookie) => {
  const res = await call(t.app, 'GET', `${base}/${id}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const assign = (personId: string, jobProfileId: string | null, cookie = lead.cookie) =>
  call(t.app, 'PUT', `/api/v1/profiles/${personId}/job-profile`, { cookie, body: { jobProfileId } });

const me = async (cookie: string) => (await call(t.app, 'GET', '/api/v1/me', { cookie })).json().user;

const listed = async (cookie = lead.cookie, archived = 'include') =>
  (await call(t.app, 'GET', `${base}?archived=${archived}`, { cookie })).json().items as Array<{
    id: string;
    title: string;
    averageFit: number | null;
    holderCount: number;
  }>;

/** The company's grade with this code, made through the API the first time it is asked for. */
const gradeIds = new Map<string, string>();
async function gradeId(code: string) {
  const known = gradeIds.get(code);
  if (known) return known;
  const res = await call(t.app, 'POST', '/api/v1/job-architecture/grades', {
    cookie: lead.cookie,
    body: { code },
  });
  expect(res.statusCode, res.body).toBe(201);
  gradeIds.set(code, res.json().id);
  return res.json().id as string;
}

async function personRow(id: string) {
  const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, id));
  return row;
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
  companyId = (await makeCompany(t.database, { name: 'Roles Ltd' })).id;
  lead = await signedInUser(t, { companyId, role: 'learning_lead' });
  owner = await signedInUser(t, { companyId, role: 'account_holder' });
  manager = await signedInUser(t, { companyId, role: 'team_manager' });
  employee = await signedInUser(t, { companyId });
  skills = await twoCompetencies('Service Skills');
});
afterAll(() => t.close());

describe('who may do what', () => {
  it('team managers read with canEdit false, but cannot create, edit, archive or assign', async () => {
    const profile = await createProfile({ requirements: [req(skills.competencyId, 3)] });
    const list = await call(t.app, 'GET', base, { cookie: manager.cookie });
    expect(list.statusCode).toBe(200);
    expect(list.json().canEdit).toBe(false);
    expect(list.json().items.map((i: { id: string }) => i.id)).toContain(profile.id);
    expect((await detail(profile.id, manager.cookie)).canEdit).toBe(false);

    const attempts = [
      await call(t.app, 'POST', base, { cookie: manager.cookie, body: { title: 'Taken over' } }),
      await call(t.app, 'PATCH', `${base}/${profile.id}`, {
        cookie: manager.cookie,
        body: { title: 'Taken over' },
      }),
      await call(t.app, 'POST', `${base}/${profile.id}/archive`, { cookie: manager.cookie }),
      await call(t.app, 'POST', `${base}/${profile.id}/restore`, { cookie: manager.cookie }),
      await assign(employee.id, profile.id, manager.cookie),
      await call(t.app, 'GET', `${base}/people`, { cookie: manager.cookie }),
    ];
    expect(attempts.map((res) => res.statusCode)).toEqual([403, 403, 403, 403, 403, 403]);
    expect(await detail(profile.id)).toMatchObject({
      title: profile.title,
      archivedAt: null,
      holderCount: 0,
    });
    expect((await listed()).map((i) => i.title)).not.toContain('Taken over');
    expect((await personRow(employee.id))?.jobProfileId).toBeNull();
  });

  it('employees are refused the list, a profile and any change', async () => {
    const profile = await createProfile({});
    const attempts = [
      await call(t.app, 'GET', base, { cookie: employee.cookie }),
      await call(t.app, 'GET', `${base}/${profile.id}`, { cookie: employee.cookie }),
      await call(t.app, 'POST', base, { cookie: employee.cookie, body: { title: 'Mine' } }),
      await assign(employee.id, profile.id, employee.cookie),
    ];
    expect(attempts.map((res) => res.statusCode)).toEqual([403, 403, 403, 403]);
    expect((await personRow(employee.id))?.jobProfileId).toBeNull();
  });

  it('learning leads and account holders create, edit and assign, with canEdit true', async () => {
    const byOwner = await createProfile({ title: unique('Owner made') }, owner.cookie);
    expect(byOwner.canEdit).toBe(true);
    const edited = await call(t.app, 'PATCH', `${base}/${byOwner.id}`, {
      cookie: lead.cookie,
      body: { gradeId: await gradeId('L4') },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ grade: 'L4', canEdit: true });
    const person = await makeUser(t.database, { companyId });
    expect((await assign(person.id, byOwner.id, owner.cookie)).statusCode).toBe(200);
    const byLead = await createProfile({});
    const reassigned = await assign(person.id, byLead.id, lead.cookie);
    expect(reassigned.statusCode).toBe(200);
    expect(reassigned.json().jobProfileId).toBe(byLead.id);
    for (const cookie of [lead.cookie, owner.cookie]) {
      expect((await call(t.app, 'GET', base, { cookie })).json().canEdit).toBe(true);
      expect((await detail(byLead.id, cookie)).canEdit).toBe(true);
    }
  });
});

describe('creating', () => {
  it('answers the profile with named requirements on their scale, audited', async () => {
    const title = unique('Support Specialist');
    const created = await call(t.app, 'POST', base, {
      cookie: lead.cookie,
      body: {
        title,
        department: 'Customer Success',
        gradeId: await gradeId('L2'),
        description: 'Answers customers by phone and e-mail.',
        requirements: [req(skills.competencyId, 4, 'critical'), req(skills.secondId, 2, 'nice_to_have')],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      title,
      department: 'Customer Success',
      grade: 'L2',
      jobFamily: null,
      jobGrade: { id: await gradeId('L2'), code: 'L2', name: '', payRange: null, archived: false },
      description: 'Answers customers by phone and e-mail.',
      archivedAt: null,
      requirementCount: 2,
      holderCount: 0,
      averageFit: null,
      holders: [],
      canEdit: true,
    });
    expect(body.requirements).toEqual([
      {
        competencyId: skills.competencyId,
        competencyName: 'Listening',
        categoryName: 'Communication',
        frameworkId: skills.frameworkId,
        frameworkName: 'Service Skills',
        requiredLevel: 4,
        levelName: 'Advanced',
        levelCount: 5,
        importance: 'critical',
        competencyArchived: false,
      },
      {
        competencyId: skills.secondId,
        competencyName: 'Writing',
        categoryName: 'Communication',
        frameworkId: skills.frameworkId,
        frameworkName: 'Service Skills',
        requiredLevel: 2,
        levelName: 'Developing',
        levelCount: 5,
        importance: 'nice_to_have',
        competencyArchived: false,
      },
    ]);
    // The same as a later read.
    expect(await detail(body.id)).toEqual(body);
    const audit = (await auditsOf(t.database, 'job_profile.created', { companyId })).at(-1);
    expect(audit).toMatchObject({
      actorId: lead.id,
      targetType: 'job_profile',
      targetId: body.id,
      details: { title, requirements: 2 },
    });
  });

  it('refuses input the schema does not allow with 400, and creates nothing', async () => {
    const good = req(skills.competencyId, 3);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '   ' }, 'title'],
      [{ requirements: [good, { ...good, requiredLevel: 2 }] }, 'requirements.1.competencyId'],
      [{ requirements: [{ ...good, requiredLevel: 0 }] }, 'requirements.0.requiredLevel'],
      [{ requirements: [{ ...good, requiredLevel: 11 }] }, 'requirements.0.requiredLevel'],
      [{ requirements: [{ ...good, requiredLevel: 2.5 }] }, 'requirements.0.requiredLevel'],
      [{ requirements: [{ ...good, importance: 'essential' }] }, 'requirements.0.importance'],
      [{ requirements: [{ ...good, competencyId: 'not-an-id' }] }, 'requirements.0.competencyId'],
    ];
    const before = (await listed()).length;
    for (const [body, field] of cases) {
      const title = unique('Refused');
      const res = await call(t.app, 'POST', base, { cookie: lead.cookie, body: { title, ...body } });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json().errors), res.body).toEqual([field]);
    }
    const empty = await call(t.app, 'POST', base, { cookie: lead.cookie, body: { title: '' } });
    expect(empty.json().errors).toEqual({ title: ['Enter a job title'] });
    expect((await listed()).length).toBe(before);
  });

  it('refuses requirements the company cannot meet, by place, without revealing other companies', async () => {
    const outside = await makeFramework(t.database, { companyId: (await makeCompany(t.database)).id });
    const frame = await twoCompetencies();
    const archive = await call(
      t.app,
      'POST',
      `${frameworks}/${frame.frameworkId}/competencies/${frame.secondId}/archive`,
      { cookie: lead.cookie },
    );
    expect(archive.statusCode, archive.body).toBe(200);
    const ok = req(frame.competencyId, 2);
    const attempt = (requirements: unknown[]) =>
      call(t.app, 'POST', base, { cookie: lead.cookie, body: { title: unique('Refused'), requirements } });
    const before = (await listed()).length;

    const foreign = await attempt([ok, req(outside.competencyId, 2)]);
    const missing = await attempt([ok, req(randomUUID(), 2)]);
    for (const res of [foreign, missing]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual({
        'requirements.1.competencyId': [JOB_PROFILE_MESSAGES.unknownCompetency],
      });
    }
    // Another company's competency reads exactly like one that does not exist.
    expect(foreign.json().detail).toBe(missing.json().detail);

    const tooHigh = await attempt([req(frame.competencyId, 7)]);
    expect(tooHigh.statusCode, tooHigh.body).toBe(400);
    expect(tooHigh.json().errors).toEqual({
      'requirements.0.requiredLevel': [JOB_PROFILE_MESSAGES.levelOutsideScale],
    });

    const archived = await attempt([ok, req(frame.secondId, 2)]);
    expect(archived.statusCode, archived.body).toBe(400);
    expect(archived.json().errors).toEqual({
      'requirements.1.competencyId': [JOB_PROFILE_MESSAGES.archivedCompetency],
    });
    expect((await listed()).length).toBe(before);
  });

  it('keeps title and grade unique, whatever the case, with 409 on title', async () => {
    const title = unique('Analyst');
    await createProfile({ title, gradeId: await gradeId('L1') });
    const clash = await call(t.app, 'POST', base, {
      cookie: lead.cookie,
      body: { title: title.toUpperCase(), gradeId: await gradeId('L1') },
    });
    expect(clash.statusCode, clash.body).toBe(409);
    expect(clash.json().errors).toEqual({ title: [JOB_PROFILE_MESSAGES.titleTaken] });
    expect((await listed()).filter((i) => i.title.toLowerCase() === title.toLowerCase())).toHaveLength(1);

    const senior = await createProfile({ title, gradeId: await gradeId('L2') });
    const rename = await call(t.app, 'PATCH', `${base}/${senior.id}`, {
      cookie: lead.cookie,
      body: { gradeId: await gradeId('L1'), description: 'Not saved' },
    });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().errors).toEqual({ title: [JOB_PROFILE_MESSAGES.titleTaken] });
    expect(await detail(senior.id)).toMatchObject({ grade: 'L2', description: '' });
  });
});

describe('editing', () => {
  it('changes only the fields sent; requirements, when sent, replace the list', async () => {
    const profile = await createProfile({
      department: 'Sales',
      gradeId: await gradeId('L2'),
      description: 'Kept as written',
      requirements: [req(skills.competencyId, 3), req(skills.secondId, 2, 'important')],
    });
    const graded = await call(t.app, 'PATCH', `${base}/${profile.id}`, {
      cookie: lead.cookie,
      body: { gradeId: await gradeId('L3') },
    });
    expect(graded.statusCode, graded.body).toBe(200);
    expect(graded.json()).toMatchObject({
      title: profile.title,
      department: 'Sales',
      grade: 'L3',
      description: 'Kept as written',
      requirements: profile.requirements,
    });

    const replaced = await call(t.app, 'PATCH', `${base}/${profile.id}`, {
      cookie: lead.cookie,
      body: { requirements: [req(skills.secondId, 5, 'critical')] },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({
      grade: 'L3',
      description: 'Kept as written',
      requirementCount: 1,
    });
    expect(
      replaced
        .json()
        .requirements.map((r: { competencyName: string; requiredLevel: number; importance: string }) => [
          r.competencyName,
          r.requiredLevel,
          r.importance,
        ]),
    ).toEqual([['Writing', 5, 'critical']]);
    expect((await detail(profile.id)).requirements).toEqual(replaced.json().requirements);

    const cleared = await call(t.app, 'PATCH', `${base}/${profile.id}`, {
      cookie: lead.cookie,
      body: { requirements: [] },
    });
    expect(cleared.json()).toMatchObject({ requirements: [], requirementCount: 0, grade: 'L3' });

    const audits = (await auditsOf(t.database, 'job_profile.updated', { companyId })).filter(
      (a) => a.targetId === profile.id,
    );
    expect(audits.map((a) => a.details)).toEqual([
      {
        title: profile.title,
        changed: ['gradeId'],
        gradeId: { from: await gradeId('L2'), to: await gradeId('L3') },
      },
      { title: profile.title, changed: ['requirements'], requirements: 1 },
      { title: profile.title, changed: ['requirements'], requirements: 0 },
    ]);
  });

  it('refuses a bad requirement on edit and keeps the old list', async () => {
    const profile = await createProfile({ requirements: [req(skills.competencyId, 3)] });
    const res = await call(t.app, 'PATCH', `${base}/${profile.id}`, {
      cookie: lead.cookie,
      body: { title: unique('Not saved'), requirements: [req(skills.competencyId, 6)] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'requirements.0.requiredLevel': [JOB_PROFILE_MESSAGES.levelOutsideScale],
    });
    expect(await detail(profile.id)).toMatchObject({
      title: profile.title,
      requirements: profile.requirements,
    });
  });

  it('gives holders the new title and department', async () => {
    const profile = await createProfile({ department: 'Support' });
    const holder = await signedInUser(t, { companyId });
    const other = await makeUser(t.database, { companyId });
    expect((await assign(holder.id, profile.id)).statusCode).toBe(200);
    expect((await assign(other.id, profile.id)).statusCode).toBe(200);
    const title = unique('Support Engineer');
    const res = await call(t.app, 'PATCH', `${base}/${profile.id}`, {
      cookie: lead.cookie,
      body: { title, department: 'Customer Care' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await me(holder.cookie)).toMatchObject({
      jobProfileId: profile.id,
      jobTitle: title,
      department: 'Customer Care',
    });
    expect(await personRow(other.id)).toMatchObject({ jobTitle: title, department: 'Customer Care' });
    // An empty department is no department.
    await call(t.app, 'PATCH', `${base}/${profile.id}`, { cookie: lead.cookie, body: { department: '' } });
    expect(await me(holder.cookie)).toMatchObject({ jobTitle: title, department: null });
    // Nobody else's title moves.
    expect((await me(employee.cookie)).jobTitle).toBeNull();
  });

  it('cannot change an archived profile until it is restored', async () => {
    const profile = await createProfile({ gradeId: await gradeId('L1') });
    const archived = await call(t.app, 'POST', `${base}/${profile.id}/archive`, { cookie: lead.cookie });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().archivedAt).toEqual(expect.any(String));
    const ids = async (filter: string) => (await listed(lead.cookie, filter)).map((i) => i.id);
    expect(await ids('exclude')).not.toContain(profile.id);
    expect(await ids('only')).toContain(profile.id);
    expect(await ids('include')).toContain(profile.id);
    expect((await call(t.app, 'GET', base, { cookie: lead.cookie })).json().items).not.toContainEqual(
      expect.objectContaining({ id: profile.id }),
    );

    const refused = await call(t.app, 'PATCH', `${base}/${profile.id}`, {
      cookie: lead.cookie,
      body: { gradeId: await gradeId('L2') },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toBe(JOB_PROFILE_MESSAGES.archived);
    expect((await detail(profile.id)).grade).toBe('L1');

    const restored = await call(t.app, 'POST', `${base}/${profile.id}/restore`, { cookie: lead.cookie });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().archivedAt).toBeNull();
    const edited = await call(t.app, 'PATCH', `${base}/${profile.id}`, {
      cookie: lead.cookie,
      body: { gradeId: await gradeId('L2') },
    });
    expect(edited.json().grade).toBe('L2');
    for (const action of ['job_profile.archived', 'job_profile.restored'] as const) {
      const audit = (await auditsOf(t.database, action, { companyId })).find(
        (a) => a.targetId === profile.id,
      );
      expect(audit).toMatchObject({ actorId: lead.id, details: { title: profile.title } });
    }
  });

  it('keeps a competency archived since it was required, flagged, but will not take it back once removed', async () => {
    const frame = await twoCompetencies();
    const profile = await createProfile({
      requirements: [req(frame.competencyId, 2), req(frame.secondId, 3, 'important')],
    });
    await call(t.app, 'POST', `${frameworks}/${frame.frameworkId}/competencies/${frame.secondId}/archive`, {
      cookie: lead.cookie,
    });
    expect((await detail(profile.id)).requirements[1]).toMatchObject({
      competencyId: frame.secondId,
      competencyArchived: true,
    });
    const kept = await call(t.app, 'PATCH', `${base}/${profile.id}`, {
      cookie: lead.cookie,
      body: { requirements: [req(frame.competencyId, 3), req(frame.secondId, 4, 'important')] },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().requirements[1]).toMatchObject({ requiredLevel: 4, competencyArchived: true });

    await call(t.app, 'PATCH', `${base}/${profile.id}`, {
      cookie: lead.cookie,
      body: { requirements: [req(frame.competencyId, 3)] },
    });
    const back = await call(t.app, 'PATCH', `${base}/${profile.id}`, {
      cookie: lead.cookie,
      body: { requirements: [req(frame.competencyId, 3), req(frame.secondId, 4)] },
    });
    expect(back.statusCode).toBe(400);
    expect(back.json().errors).toEqual({
      'requirements.1.competencyId': [JOB_PROFILE_MESSAGES.archivedCompetency],
    });
  });

  it('treats the competencies of an archived framework as archived, in the detail as in the rules', async () => {
    const frame = await twoCompetencies();
    const profile = await createProfile({ requirements: [req(frame.competencyId, 2)] });
    const archived = await call(t.app, 'POST', `${frameworks}/${frame.frameworkId}/archive`, {
      cookie: lead.cookie,
    });
    expect(archived.statusCode, archived.body).toBe(200);
    const refused = await call(t.app, 'POST', base, {
      cookie: lead.cookie,
      body: { title: unique('Refused'), requirements: [req(frame.competencyId, 2)] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      'requirements.0.competencyId': [JOB_PROFILE_MESSAGES.archivedCompetency],
    });
    // The editor must flag what it will refuse once removed.
    expect((await detail(profile.id)).requirements[0]).toMatchObject({
      competencyId: frame.competencyId,
      competencyArchived: true,
    });
  });
});

describe('assigning', () => {
  it('sets the job profile, title and department of a person; null clears all three', async () => {
    const title = unique('Account Manager');
    const profile = await createProfile({ title, department: 'Sales' });
    const person = await signedInUser(t, { companyId });
    const assigned = await assign(person.id, profile.id);
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({
      id: person.id,
      jobProfileId: profile.id,
      jobTitle: title,
      department: 'Sales',
    });
    expect(await me(person.cookie)).toMatchObject({
      jobProfileId: profile.id,
      jobTitle: title,
      department: 'Sales',
    });
    expect(await detail(profile.id)).toMatchObject({
      holderCount: 1,
      holders: [expect.objectContaining({ id: person.id })],
    });
    expect((await listed()).find((i) => i.id === profile.id)?.holderCount).toBe(1);

    const cleared = await assign(person.id, null);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ jobProfileId: null, jobTitle: null, department: null });
    expect(await me(person.cookie)).toMatchObject({ jobProfileId: null, jobTitle: null, department: null });
    expect((await detail(profile.id)).holders).toEqual([]);

    const audits = (await auditsOf(t.database, 'job_profile.assigned', { companyId })).filter(
      (a) => a.targetId === person.id,
    );
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({
      actorId: lead.id,
      targetType: 'profile',
      details: { from: null, to: profile.id, title },
    });
    expect(audits[1]?.details).toMatchObject({ from: profile.id, to: null, title: null });
    // Assigning again what the person already holds changes nothing and writes nothing.
    await assign(person.id, null);
    expect(
      (await auditsOf(t.database, 'job_profile.assigned', { companyId })).filter(
        (a) => a.targetId === person.id,
      ),
    ).toHaveLength(2);
  });

  it('answers 404 for another company’s person or job profile, and changes nothing', async () => {
    const outsider = await signedInUser(t, { role: 'account_holder' });
    const theirs = await createProfile({}, outsider.cookie);
    const ours = await createProfile({});

    const theirPerson = await assign(outsider.id, ours.id);
    expect(theirPerson.statusCode).toBe(404);
    expect((await personRow(outsider.id))?.jobProfileId).toBeNull();

    const theirProfile = await assign(employee.id, theirs.id);
    expect(theirProfile.statusCode).toBe(404);
    expect((await assign(employee.id, randomUUID())).statusCode).toBe(404);
    expect((await personRow(employee.id))?.jobProfileId).toBeNull();

    for (const [method, url] of [
      ['GET', `${base}/${ours.id}`],
      ['PATCH', `${base}/${ours.id}`],
      ['POST', `${base}/${ours.id}/archive`],
    ] as const) {
      const res = await call(t.app, method, url, {
        cookie: outsider.cookie,
        ...(method === 'PATCH' ? { body: { title: 'Hijacked' } } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await detail(ours.id)).toMatchObject({ title: ours.title, archivedAt: null });
    expect((await listed(outsider.cookie)).map((i) => i.id)).toEqual([theirs.id]);
  });

  it('refuses an archived profile to someone new, while its holders keep it', async () => {
    const profile = await createProfile({});
    const holder = await makeUser(t.database, { companyId });
    await assign(holder.id, profile.id);
    await call(t.app, 'POST', `${base}/${profile.id}/archive`, { cookie: lead.cookie });

    const newcomer = await makeUser(t.database, { companyId });
    const refused = await assign(newcomer.id, profile.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ jobProfileId: [JOB_PROFILE_MESSAGES.archivedNotAssignable] });
    expect(await personRow(newcomer.id)).toMatchObject({ jobProfileId: null, jobTitle: null });

    expect(await detail(profile.id)).toMatchObject({ holderCount: 1 });
    expect((await assign(holder.id, profile.id)).statusCode).toBe(200);
    expect((await personRow(holder.id))?.jobProfileId).toBe(profile.id);
  });
});

describe('fit', () => {
  const rate = (
    frame: Framework,
    subjectId: string,
    competencyId: string,
    level: number,
    source: 'self' | 'manager' | 'peer' = 'self',
    raterId?: string,
    extra: { scaleVersion?: number; ratedAt?: Date } = {},
  ) =>
    makeRating(t.database, {
      companyId,
      frameworkId: frame.frameworkId,
      competencyId,
      subjectId,
      level,
      source,
      ...(raterId ? { raterId } : {}),
      ...extra,
    });

  const fitOf = async (profileId: string, personId: string, cookie = lead.cookie) =>
    (await detail(profileId, cookie)).holders.find((h: { id: string }) => h.id === personId);

  it('is importance-weighted, capped at the requirement, and takes the manager’s rating over the self-rating', async () => {
    const profile = await createProfile({
      requirements: [req(skills.competencyId, 4, 'critical'), req(skills.secondId, 2, 'nice_to_have')],
    });
    const person = await makeUser(t.database, { companyId });
    const unrated = await makeUser(t.database, { companyId });
    await assign(person.id, profile.id);
    await assign(unrated.id, profile.id);
    // Listening: self 5 but manager 2 → 2 of 4; Writing: self 3 of 2 → met, no more.
    await rate(skills, person.id, skills.competencyId, 5);
    await rate(skills, person.id, skills.competencyId, 2, 'manager', manager.id);
    await rate(skills, person.id, skills.secondId, 3);
    const fit = Math.round((100 * (3 * 0.5 + 1 * 1)) / 4);
    expect(fit).toBe(63);
    const read = await detail(profile.id);
    expect(read.holders).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: person.id, fitPercent: 63, fitVisible: true }),
        expect.objectContaining({ id: unrated.id, fitPercent: null, fitVisible: true }),
      ]),
    );
    // Only holders with a fit count towards the average.
    expect(read.averageFit).toBe(63);
    expect((await listed()).find((i) => i.id === profile.id)?.averageFit).toBe(63);
  });

  it('uses peers only when at least three answered and no manager rated', async () => {
    const profile = await createProfile({ requirements: [req(skills.competencyId, 4)] });
    const person = await makeUser(t.database, { companyId });
    await assign(person.id, profile.id);
    await rate(skills, person.id, skills.competencyId, 1);
    const peers = await Promise.all([1, 2, 3].map(() => makeUser(t.database, { companyId })));
    await rate(skills, person.id, skills.competencyId, 3, 'peer', peers[0]?.id);
    await rate(skills, person.id, skills.competencyId, 4, 'peer', peers[1]?.id);
    // Two peers are withheld: the self-rating (1 of 4) stands.
    expect((await fitOf(profile.id, person.id)).fitPercent).toBe(25);
    await rate(skills, person.id, skills.competencyId, 2, 'peer', peers[2]?.id);
    // Three peers average 3 → 3 of 4.
    expect((await fitOf(profile.id, person.id)).fitPercent).toBe(75);
    await rate(skills, person.id, skills.competencyId, 2, 'manager', manager.id);
    expect((await fitOf(profile.id, person.id)).fitPercent).toBe(50);
  });

  it('reads required levels and old ratings through the mapping of a scale change', async () => {
    const frame = await twoCompetencies();
    const profile = await createProfile({
      requirements: [req(frame.competencyId, 4, 'critical'), req(frame.secondId, 2, 'nice_to_have')],
    });
    const person = await makeUser(t.database, { companyId });
    await assign(person.id, profile.id);
    const earlier = new Date(Date.now() - 60_000);
    await rate(frame, person.id, frame.competencyId, 2, 'manager', manager.id, { ratedAt: earlier });
    await rate(frame, person.id, frame.secondId, 3, 'self', undefined, { ratedAt: earlier });
    expect((await fitOf(profile.id, person.id)).fitPercent).toBe(63);

    const changed = await call(t.app, 'PUT', `${frameworks}/${frame.frameworkId}/scale`, {
      cookie: lead.cookie,
      body: {
        baseVersion: 1,
        levels: [
          { value: 1, name: 'Learning' },
          { value: 2, name: 'Able' },
          { value: 3, name: 'Leading' },
        ],
        proficientLevel: 2,
        mapping: { 1: 1, 2: 1, 3: 2, 4: 3, 5: 3 },
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().scale.version).toBe(2);
    const after = await detail(profile.id);
    expect(
      after.requirements.map((r: { requiredLevel: number; levelName: string; levelCount: number }) => [
        r.requiredLevel,
        r.levelName,
        r.levelCount,
      ]),
    ).toEqual([
      [3, 'Leading', 3],
      [1, 'Learning', 3],
    ]);
    // Listening: manager 2 → 1 of 3; Writing: self 3 → 2 of 1, met. (3 × 1/3 + 1 × 1) / 4 = 50 %.
    expect(after.holders[0]).toMatchObject({ id: person.id, fitPercent: 50 });

    // A rating made on the new version is read as it is, and being newer it replaces the old one.
    await rate(frame, person.id, frame.competencyId, 3, 'manager', manager.id, { scaleVersion: 2 });
    expect((await fitOf(profile.id, person.id)).fitPercent).toBe(100);
  });

  it('shows team managers only their reports’ fit, and an average only when it hides none or three or more', async () => {
    const profile = await createProfile({ requirements: [req(skills.competencyId, 4)] });
    const people = await Promise.all([1, 2, 3, 4, 5, 6].map(() => makeUser(t.database, { companyId })));
    const [report, secondReport, other, fourth, fifth, unrated] = people.map((p) => p.id) as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    for (const id of [report, secondReport]) {
      const setManager = await call(t.app, 'PATCH', `/api/v1/profiles/${id}/line-manager`, {
        cookie: owner.cookie,
        body: { lineManagerId: manager.id },
      });
      expect(setManager.statusCode, setManager.body).toBe(200);
    }
    for (const [id, level] of [
      [report, 4],
      [secondReport, 2],
      [other, 3],
    ] as const) {
      await assign(id, profile.id);
      await rate(skills, id, skills.competencyId, level);
    }
    const fits = { [report]: 100, [secondReport]: 50, [other]: 75 };
    const average = async (cookie: string) => {
      const fromDetail = (await detail(profile.id, cookie)).averageFit;
      expect((await listed(cookie)).find((i) => i.id === profile.id)?.averageFit).toBe(fromDetail);
      return fromDetail;
    };

    const asLead = await detail(profile.id);
    for (const holder of asLead.holders) {
      expect(holder).toMatchObject({ fitPercent: fits[holder.id], fitVisible: true });
    }
    expect(asLead.averageFit).toBe(75);

    const asManager = await detail(profile.id, manager.cookie);
    expect(asManager.holders).toHaveLength(3);
    for (const holder of asManager.holders) {
      expect(holder).toMatchObject(
        [report, secondReport].includes(holder.id)
          ? { fitPercent: fits[holder.id], fitVisible: true }
          : { fitPercent: null, fitVisible: false },
      );
    }
    // Two reports and one other holder: the average would give away the third person's 75 %.
    expect(await average(manager.cookie)).toBeNull();
    // A holder without any rating hides nothing.
    await assign(unrated, profile.id);
    expect(await average(manager.cookie)).toBeNull();

    // Three hidden fits: the average no longer reveals anyone.
    await assign(fourth, profile.id);
    await rate(skills, fourth, skills.competencyId, 1);
    await assign(fifth, profile.id);
    await rate(skills, fifth, skills.competencyId, 4);
    const five = Math.round((100 + 50 + 75 + 25 + 100) / 5);
    expect(await average(lead.cookie)).toBe(five);
    expect(await average(manager.cookie)).toBe(five);

    // Only the reports left: nothing hidden, and the average is what the manager can see anyway.
    for (const id of [other, fourth, fifth, unrated]) await assign(id, null);
    expect(await average(lead.cookie)).toBe(75);
    expect(await average(manager.cookie)).toBe(75);
    // One report and one other: hidden again.
    await assign(other, profile.id);
    await assign(secondReport, null);
    expect(await average(lead.cookie)).toBe(Math.round((100 + 75) / 2));
    expect(await average(manager.cookie)).toBeNull();
  });
});

describe('what leaves the API', () => {
  it('only the fields of the answer schema: no company id, no holder e-mail', async () => {
    const profile = await createProfile({ requirements: [req(skills.competencyId, 2)] });
    const person = await makeUser(t.database, { companyId });
    await assign(person.id, profile.id);
    const read = await detail(profile.id);
    expect(Object.keys(read).sort()).toEqual(
      [
        'id',
        'title',
        'department',
        'grade',
        'jobFamily',
        'jobGrade',
        'description',
        'archivedAt',
        'requirementCount',
        'holderCount',
        'averageFit',
        'updatedAt',
        'requirements',
        'requirementsVersion',
        'holders',
        'holdersNextCursor',
        'nextSteps',
        'previousSteps',
        'canEdit',
      ].sort(),
    );
    expect(read).not.toHaveProperty('companyId');
    expect(read).not.toHaveProperty('createdBy');
    expect(Object.keys(read.holders[0]).sort()).toEqual(
      ['id', 'fullName', 'avatarUrl', 'fitPercent', 'fitVisible'].sort(),
    );
    expect(read.holders[0]).not.toHaveProperty('email');
    expect(read.holders[0]).not.toHaveProperty('lineManagerId');
    const item = (await call(t.app, 'GET', base, { cookie: lead.cookie })).json().items[0];
    expect(item).not.toHaveProperty('companyId');
    expect(item).not.toHaveProperty('requirements');
  });
});
