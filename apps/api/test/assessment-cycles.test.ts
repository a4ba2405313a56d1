import type { CycleDetail } from '@competencyhub/domain/schemas/assessment-cycles';
import { ASSESSMENT_MESSAGES } from '@competencyhub/domain/schemas/assessments';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competencies, competencyRatings } from '../src/db/schema/competencies.ts';
import { jobProfileRequirements, jobProfiles } from '../src/db/schema/job-profiles.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import {
  auditsOf,
  companyWithOwner,
  makeCompany,
  makeFramework,
  makeJobProfile,
  makeRating,
  makeUnit,
  makeUser,
  signedInUser,
  type UserOverrides,
} from './factories.ts';
import { call, createTestApp, outboxTo, type TestApp } from './test-app.ts';

let t: TestApp;

type Person = Awaited<ReturnType<typeof signedInUser>>;

let companyId: string;
let frameworkId: string;
let listening: string;
let negotiation: string;
/** Requires both competencies. */
let jobProfileId: string;
let lead: Person;

const base = '/api/v1/assessment-cycles';
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
let counter = 0;
const unique = (label: string) => `${label} ${Date.now().toString(36)}${(counter++).toString(36)}`;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
  companyId = (await makeCompany(t.database, { name: 'Cycles Ltd' })).id;
  const framework = await makeFramework(t.database, { companyId, competencyName: 'Active listening' });
  frameworkId = framework.frameworkId;
  listening = framework.competencyId;
  const [second] = await t.database.db
    .insert(competencies)
    .values({
      companyId,
      frameworkId,
      categoryId: framework.categoryId,
      name: 'Negotiation',
      type: 'technical',
    })
    .returning({ id: competencies.id });
  negotiation = second?.id ?? '';
  jobProfileId = (
    await makeJobProfile(t.database, { companyId, competencyId: listening, title: 'Sales Executive' })
  ).jobProfileId;
  await t.database.db.insert(jobProfileRequirements).values({
    companyId,
    jobProfileId,
    competencyId: negotiation,
    requiredLevel: 3,
    importance: 'important',
    position: 1,
  });
  lead = await signedInUser(t, { companyId, role: 'learning_lead' });
});
afterAll(() => t.close());

const units = new Map<string, string>();
/** Cycles Ltd's unit of that name (made on first use), under `parent` when given. */
async function unitNamed(name: string, parent?: string): Promise<string> {
  const known = units.get(name);
  if (known) return known;
  const id = await makeUnit(t.database, {
    companyId,
    name,
    parentId: parent ? await unitNamed(parent) : null,
  });
  units.set(name, id);
  return id;
}

/** A signed-in person of Cycles Ltd, in a unit, with a manager and a job profile when given. */
async function person(
  options: { unit?: string; managerId?: string; jobProfileId?: string } & Omit<
    UserOverrides,
    'companyId'
  > = {},
): Promise<Person> {
  const { unit, managerId, jobProfileId: profileId, ...overrides } = options;
  const p = await signedInUser(t, { companyId, ...overrides });
  await t.database.db
    .update(profiles)
    .set({
      orgUnitId: unit ? await unitNamed(unit) : null,
      lineManagerId: managerId ?? null,
      jobProfileId: profileId ?? null,
    })
    .where(eq(profiles.id, p.id));
  return p;
}

const inUnit = async (name: string) => ({ scope: 'org_unit', scopeValue: await unitNamed(name) });

const launch = (body: Record<string, unknown>, cookie = lead.cookie) =>
  call(t.app, 'POST', base, { cookie, body: { name: unique('Cycle'), dueOn: day(30), ...body } });

async function launched(body: Record<string, unknown>): Promise<CycleDetail> {
  const res = await launch(body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const detail = async (id: string): Promise<CycleDetail> =>
  (await call(t.app, 'GET', `${base}/${id}`, { cookie: lead.cookie })).json();

const member = (cycle: CycleDetail, id: string) => cycle.members.find((m) => m.id === id);

const rate = (cookie: string, url: string, ids: string[], level = 3) =>
  call(t.app, 'POST', url, {
    cookie,
    body: { ratings: ids.map((competencyId) => ({ competencyId, level })) },
  });

describe('launching a cycle', () => {
  it('for a unit fixes the active people of it and its sub-units as members, e-mails each and is audited', async () => {
    const department = unique('Sales');
    const team = unique('Sales EMEA');
    await unitNamed(team, department);
    const manager = await person({ role: 'team_manager', fullName: 'Mae Manager' });
    const ann = await person({
      unit: department,
      managerId: manager.id,
      jobProfileId,
      fullName: 'Ann Seller',
    });
    const bob = await person({ unit: team, fullName: 'Bob Seller' });
    const gone = await makeUser(t.database, { companyId, status: 'deactivated' });
    await t.database.db
      .update(profiles)
      .set({ orgUnitId: await unitNamed(department) })
      .where(eq(profiles.id, gone.id));
    const engineer = await person({ unit: unique('Engineering') });

    const res = await launch({ name: 'Spring review', ...(await inUnit(department)) });
    expect(res.statusCode, res.body).toBe(201);
    const cycle: CycleDetail = res.json();
    expect(cycle).toMatchObject({
      name: 'Spring review',
      scope: 'org_unit',
      scopeLabel: department,
      status: 'open',
      dueOn: day(30),
      memberCount: 2,
      selfDoneCount: 0,
      managerDoneCount: 0,
    });
    expect(cycle.members).toEqual([
      {
        id: ann.id,
        fullName: 'Ann Seller',
        jobTitle: null,
        managerName: 'Mae Manager',
        selfDone: false,
        managerDone: false,
        reminderSentAt: null,
      },
      expect.objectContaining({ id: bob.id, managerName: null, selfDone: false }),
    ]);

    for (const who of [ann, bob]) {
      const mails = await outboxTo(t.database, who.email);
      expect(mails.map((m) => m.subject)).toEqual(['An assessment cycle has started on CompetencyHub']);
      expect(mails[0]?.textBody).toContain('Spring review');
    }
    expect(await outboxTo(t.database, engineer.email)).toEqual([]);
    expect(await outboxTo(t.database, gone.email)).toEqual([]);
    const audits = await auditsOf(t.database, 'assessment_cycle.launched', { companyId });
    expect(audits.at(-1)).toMatchObject({
      actorId: lead.id,
      targetId: cycle.id,
      details: expect.objectContaining({ name: 'Spring review', scope: 'org_unit', members: 2 }),
    });

    // Someone joining the unit later is not in this cycle.
    await person({ unit: department });
    expect((await detail(cycle.id)).members.map((m) => m.id)).toEqual([ann.id, bob.id]);
    const list = await call(t.app, 'GET', base, { cookie: lead.cookie });
    expect(list.json().items).toContainEqual(expect.objectContaining({ id: cycle.id, memberCount: 2 }));
  });

  it('for a job profile takes its holders, and for the company every active person', async () => {
    const holder = await person({ jobProfileId });
    const byProfile = await launched({ scope: 'job_profile', scopeValue: jobProfileId });
    expect(byProfile).toMatchObject({ scopeValue: jobProfileId, scopeLabel: 'Sales Executive' });
    const holders = await t.database.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.jobProfileId, jobProfileId), eq(profiles.status, 'active')));
    expect(byProfile.members.map((m) => m.id).sort()).toEqual(holders.map((h) => h.id).sort());
    expect(byProfile.members.map((m) => m.id)).toContain(holder.id);

    const everyone = await launched({ scope: 'company', scopeValue: null });
    const active = await t.database.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.companyId, companyId), eq(profiles.status, 'active')));
    expect(everyone).toMatchObject({ scope: 'company', scopeValue: null, memberCount: active.length });
    expect(everyone.members.map((m) => m.id).sort()).toEqual(active.map((a) => a.id).sort());
  });

  it('refuses a scope with nobody in it, a missing or unknown scope value and a past due date', async () => {
    const before = (await call(t.app, 'GET', base, { cookie: lead.cookie })).json().items.length;
    const audits = (await auditsOf(t.database, 'assessment_cycle.launched', { companyId })).length;
    const elsewhere = await makeCompany(t.database);
    const framework = await makeFramework(t.database, { companyId: elsewhere.id });
    const foreignProfile = await makeJobProfile(t.database, {
      companyId: elsewhere.id,
      competencyId: framework.competencyId,
    });
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [await inUnit(unique('Empty unit')), { scopeValue: [ASSESSMENT_MESSAGES.cycleHasNobody] }],
      [{ scope: 'org_unit' }, { scopeValue: [ASSESSMENT_MESSAGES.scopeValueRequired] }],
      [{ scope: 'org_unit', scopeValue: 'Sales' }, { scopeValue: [ASSESSMENT_MESSAGES.scopeValueRequired] }],
      [
        {
          scope: 'org_unit',
          scopeValue: await makeUnit(t.database, { companyId: elsewhere.id, name: 'Theirs' }),
        },
        { scopeValue: [ASSESSMENT_MESSAGES.scopeValueRequired] },
      ],
      // A free-text department is no longer a scope: units are.
      [{ scope: 'department', scopeValue: 'Sales' }, { scope: [ASSESSMENT_MESSAGES.scopeRequired] }],
      [
        { scope: 'job_profile', scopeValue: '5f0c3c9e-1d1b-4e38-9a57-0d6a1b2c3d4e' },
        { scopeValue: [ASSESSMENT_MESSAGES.scopeValueRequired] },
      ],
      [
        { scope: 'job_profile', scopeValue: foreignProfile.jobProfileId },
        { scopeValue: [ASSESSMENT_MESSAGES.scopeValueRequired] },
      ],
      [{ scope: 'company', dueOn: day(-1) }, { dueOn: [ASSESSMENT_MESSAGES.dueDateInvalid] }],
      [{ scope: 'company', name: '  ' }, { name: [ASSESSMENT_MESSAGES.nameRequired] }],
    ];
    for (const [body, errors] of cases) {
      const res = await launch(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toEqual(errors);
    }
    expect((await call(t.app, 'GET', base, { cookie: lead.cookie })).json().items).toHaveLength(before);
    expect(await auditsOf(t.database, 'assessment_cycle.launched', { companyId })).toHaveLength(audits);
  });

  it('is for those who manage competencies; another company’s cycle is not found', async () => {
    const cycle = await launched({ scope: 'company' });
    for (const role of ['employee', 'team_manager'] as const) {
      const who = await person({ role });
      expect((await launch({ scope: 'company' }, who.cookie)).statusCode).toBe(403);
      expect((await call(t.app, 'GET', base, { cookie: who.cookie })).statusCode).toBe(403);
      expect((await call(t.app, 'GET', `${base}/${cycle.id}`, { cookie: who.cookie })).statusCode).toBe(403);
      expect(
        (await call(t.app, 'POST', `${base}/${cycle.id}/remind`, { cookie: who.cookie })).statusCode,
      ).toBe(403);
    }

    const otherLead = await signedInUser(t, { role: 'learning_lead' });
    for (const [method, url] of [
      ['GET', `${base}/${cycle.id}`],
      ['POST', `${base}/${cycle.id}/remind`],
      ['POST', `${base}/${cycle.id}/close`],
    ] as const) {
      const res = await call(t.app, method, url, { cookie: otherLead.cookie });
      expect(res.statusCode, url).toBe(404);
    }
    expect((await detail(cycle.id)).status).toBe('open');
  });
});

describe('a cycle’s progress', () => {
  it('counts a member’s self part done once every required competency is rated since the launch, and likewise the manager’s', async () => {
    const department = unique('Support');
    const manager = await person({ role: 'team_manager' });
    const ann = await person({ unit: department, managerId: manager.id, jobProfileId });
    const noProfile = await person({ unit: department });
    // A rating from before the launch does not count.
    await makeRating(t.database, {
      companyId,
      frameworkId,
      competencyId: listening,
      subjectId: ann.id,
      level: 2,
      ratedAt: new Date(Date.now() - 86_400_000),
    });
    const cycle = await launched(await inUnit(department));
    expect(member(cycle, ann.id)).toMatchObject({ selfDone: false, managerDone: false });

    await rate(ann.cookie, '/api/v1/assessments/me', [listening]);
    expect(member(await detail(cycle.id), ann.id)?.selfDone).toBe(false);
    await rate(ann.cookie, '/api/v1/assessments/me', [negotiation]);
    let now = await detail(cycle.id);
    expect(member(now, ann.id)).toMatchObject({ selfDone: true, managerDone: false });
    expect(now.selfDoneCount).toBe(1);

    const tasks = await call(t.app, 'GET', '/api/v1/assessments/tasks', { cookie: ann.cookie });
    expect(tasks.json().cycles).toContainEqual({
      id: cycle.id,
      name: cycle.name,
      dueOn: cycle.dueOn,
      selfDone: true,
    });

    await rate(manager.cookie, `/api/v1/assessments/people/${ann.id}`, [listening, negotiation]);
    now = await detail(cycle.id);
    expect(member(now, ann.id)).toMatchObject({ selfDone: true, managerDone: true });
    expect(now.managerDoneCount).toBe(1);

    // Without a job profile, any self-rating is the self part.
    expect(member(now, noProfile.id)?.selfDone).toBe(false);
    await rate(noProfile.cookie, '/api/v1/assessments/me', [negotiation]);
    expect(member(await detail(cycle.id), noProfile.id)?.selfDone).toBe(true);

    // Ratings made while the cycle is open belong to it.
    const ratings = await t.database.db
      .select()
      .from(competencyRatings)
      .where(eq(competencyRatings.subjectId, ann.id));
    expect(ratings.filter((r) => r.cycleId === cycle.id)).toHaveLength(4);
  });

  it('counts a member whose job profile requires nothing like one without a profile', async () => {
    const department = unique('Facilities');
    const [empty] = await t.database.db
      .insert(jobProfiles)
      .values({ companyId, title: unique('Caretaker') })
      .returning({ id: jobProfiles.id });
    const manager = await person({ role: 'team_manager' });
    const carl = await person({ unit: department, managerId: manager.id, jobProfileId: empty?.id });
    const cycle = await launched(await inUnit(department));
    expect(member(cycle, carl.id)).toMatchObject({ selfDone: false, managerDone: false });
    await rate(carl.cookie, '/api/v1/assessments/me', [listening]);
    await rate(manager.cookie, `/api/v1/assessments/people/${carl.id}`, [listening]);
    expect(member(await detail(cycle.id), carl.id)).toMatchObject({ selfDone: true, managerDone: true });
  });
});

describe('reminding and closing', () => {
  it('reminds members not done and their managers once each, and a closed cycle refuses reminders', async () => {
    const department = unique('Finance');
    const busy = await person({ role: 'team_manager', fullName: 'Busy Boss' });
    const diligent = await person({ role: 'team_manager', fullName: 'Diligent Boss' });
    const done = await person({ unit: department, managerId: busy.id, jobProfileId });
    const late = await person({ unit: department, managerId: busy.id, jobProfileId });
    const alone = await person({ unit: department, jobProfileId });
    const finished = await person({ unit: department, managerId: diligent.id, jobProfileId });
    const cycle = await launched(await inUnit(department));

    await rate(done.cookie, '/api/v1/assessments/me', [listening, negotiation]);
    await rate(finished.cookie, '/api/v1/assessments/me', [listening, negotiation]);
    await rate(diligent.cookie, `/api/v1/assessments/people/${finished.id}`, [listening, negotiation]);

    const res = await call(t.app, 'POST', `${base}/${cycle.id}/remind`, { cookie: lead.cookie });
    expect(res.statusCode, res.body).toBe(200);
    // late and alone for their own part; Busy Boss once for done and late.
    expect(res.json()).toEqual({ reminded: 3 });
    const reminders = async (who: Person) =>
      (await outboxTo(t.database, who.email)).filter(
        (m) => m.subject === 'Reminder: your assessment is due on CompetencyHub',
      );
    for (const who of [late, alone]) {
      const mails = await reminders(who);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.textBody).toContain('Your self-assessment is not finished yet.');
    }
    const managerMails = await reminders(busy);
    expect(managerMails).toHaveLength(1);
    expect(managerMails[0]?.textBody).toContain('waiting for your rating');
    for (const who of [done, finished, diligent]) expect(await reminders(who)).toEqual([]);

    const after = await detail(cycle.id);
    expect(member(after, late.id)?.reminderSentAt).toEqual(expect.any(String));
    expect(member(after, alone.id)?.reminderSentAt).toEqual(expect.any(String));
    expect(member(after, done.id)?.reminderSentAt).toBeNull();
    expect((await auditsOf(t.database, 'assessment_cycle.reminded', { companyId })).at(-1)).toMatchObject({
      targetId: cycle.id,
      details: expect.objectContaining({ people: 2, managers: 1 }),
    });

    const closed = await call(t.app, 'POST', `${base}/${cycle.id}/close`, { cookie: lead.cookie });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().status).toBe('closed');
    expect((await call(t.app, 'POST', `${base}/${cycle.id}/close`, { cookie: lead.cookie })).statusCode).toBe(
      200,
    );
    const closes = (await auditsOf(t.database, 'assessment_cycle.closed', { companyId })).filter(
      (a) => a.targetId === cycle.id,
    );
    expect(closes).toHaveLength(1);
    expect(closes[0]).toMatchObject({ actorId: lead.id });

    const refused = await call(t.app, 'POST', `${base}/${cycle.id}/remind`, { cookie: lead.cookie });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toBe(ASSESSMENT_MESSAGES.cycleClosed);
    expect(await reminders(late)).toHaveLength(1);

    // Ratings after the close no longer belong to it.
    await rate(late.cookie, '/api/v1/assessments/me', [listening]);
    const [rating] = await t.database.db
      .select()
      .from(competencyRatings)
      .where(eq(competencyRatings.subjectId, late.id));
    expect(rating?.cycleId).toBeNull();
  });
});

describe('changing a cycle', () => {
  it('renames an open cycle and moves its deadline, audited; a bad date, another company and a closed cycle are refused', async () => {
    const cycle = await launched({ scope: 'company' });
    const patch = (id: string, body: Record<string, unknown>, cookie = lead.cookie) =>
      call(t.app, 'PATCH', `${base}/${id}`, { cookie, body });
    const moved = await patch(cycle.id, { name: 'Spring review (extended)', dueOn: day(45) });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ name: 'Spring review (extended)', dueOn: day(45), status: 'open' });
    // The people stay as launched.
    expect(moved.json().memberCount).toBe(cycle.memberCount);
    const audits = (await auditsOf(t.database, 'assessment_cycle.updated', { companyId })).filter(
      (audit) => audit.targetId === cycle.id,
    );
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toMatchObject({
      fields: ['name', 'dueOn'],
      before: { name: cycle.name, dueOn: cycle.dueOn },
      after: { name: 'Spring review (extended)', dueOn: day(45) },
    });
    // Saving the same again writes nothing.
    await patch(cycle.id, { dueOn: day(45) });
    expect(
      (await auditsOf(t.database, 'assessment_cycle.updated', { companyId })).filter(
        (a) => a.targetId === cycle.id,
      ),
    ).toHaveLength(1);

    const past = await patch(cycle.id, { dueOn: day(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual({ dueOn: [ASSESSMENT_MESSAGES.dueDateInvalid] });
    expect((await patch(cycle.id, { name: '   ' })).statusCode).toBe(400);
    expect((await patch(cycle.id, { scope: 'department' })).statusCode).toBe(400);
    expect((await detail(cycle.id)).dueOn).toBe(day(45));

    const outsider = await companyWithOwner(t);
    expect((await patch(cycle.id, { name: 'Taken over' }, outsider.cookie)).statusCode).toBe(404);

    await call(t.app, 'POST', `${base}/${cycle.id}/close`, { cookie: lead.cookie });
    const closed = await patch(cycle.id, { name: 'Too late' });
    expect(closed.statusCode).toBe(422);
    expect(closed.json().detail).toBe(ASSESSMENT_MESSAGES.cycleClosed);
    expect((await detail(cycle.id)).name).toBe('Spring review (extended)');
  });
});
