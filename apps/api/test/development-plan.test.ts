import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careerTargets } from '../src/db/schema/career-plan.ts';
import { developmentActions } from '../src/db/schema/development-plan.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import { sendOverdueActionEmails } from '../src/modules/development-plan/overdue.ts';
import { makeCompany, makeFramework, makeJobProfile, makeRating, makeUser } from './factories.ts';
import { call, createTestApp, outboxTo, signIn, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
});
afterAll(() => t.close());

type Role = 'employee' | 'team_manager' | 'learning_lead';
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/**
 * Eve (Engineer, reporting to Max) needs Design 4 for her role and is at 2; her target role needs
 * Writing 3 and she has none. Colleagues: Ada (Design 5, offers mentoring), Bo (Design 5, does not
 * offer it), Cal (Design 3, offers it: not advanced), Pat (a peer).
 */
async function planCompany() {
  const company = await makeCompany(t.database);
  const person = async (role: Role, fullName: string, lineManagerId?: string) => {
    const user = await makeUser(t.database, { companyId: company.id, role, fullName });
    if (lineManagerId) {
      await t.database.db.update(profiles).set({ lineManagerId }).where(eq(profiles.id, user.id));
    }
    return { ...user, cookie: await signIn(t.app, user.email, user.password) };
  };
  const max = await person('team_manager', 'Max Manager');
  const lead = await person('learning_lead', 'Lee Lead');
  const eve = await person('employee', 'Eve Engineer', max.id);
  const pat = await person('employee', 'Pat Peer', max.id);
  const ada = await person('employee', 'Ada Advanced');
  const bo = await person('employee', 'Bo Busy');
  const cal = await person('employee', 'Cal Capable');
  const design = await makeFramework(t.database, { companyId: company.id, competencyName: 'Design' });
  const writing = await makeFramework(t.database, { companyId: company.id, competencyName: 'Writing' });
  const role = await makeJobProfile(t.database, {
    companyId: company.id,
    competencyId: design.competencyId,
    title: 'Engineer',
    requiredLevel: 4,
  });
  const target = await makeJobProfile(t.database, {
    companyId: company.id,
    competencyId: writing.competencyId,
    title: 'Tech Writer',
    requiredLevel: 3,
    importance: 'nice_to_have',
  });
  await t.database.db
    .update(profiles)
    .set({ jobProfileId: role.jobProfileId })
    .where(eq(profiles.id, eve.id));
  await t.database.db.insert(careerTargets).values({
    companyId: company.id,
    profileId: eve.id,
    jobProfileId: target.jobProfileId,
    targetDate: day(365),
  });
  const rate = (subjectId: string, level: number) =>
    makeRating(t.database, { companyId: company.id, ...design, subjectId, level });
  await rate(eve.id, 2);
  await rate(ada.id, 5);
  await rate(bo.id, 5);
  await rate(cal.id, 3);
  for (const mentor of [ada, cal]) {
    await t.database.db.update(profiles).set({ mentorOptIn: true }).where(eq(profiles.id, mentor.id));
  }
  return { company, max, lead, eve, pat, ada, bo, cal, design, writing };
}

const add = (cookie: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/v1/development-plan/actions', { cookie, body });

describe('development plan', () => {
  it('suggests actions for the largest gaps of the current and target roles, with mentors who opted in at advanced', async () => {
    const c = await planCompany();
    const res = await call(t.app, 'GET', '/api/v1/development-plan/suggestions', { cookie: c.eve.cookie });
    expect(res.statusCode).toBe(200);
    const items = res.json().items;
    // Design: 2 gaps × critical (3) = 6 before Writing: 3 × nice to have (1) = 3.
    expect(items.map((item: { name: string }) => item.name)).toEqual(['Design', 'Writing']);
    expect(items[0]).toMatchObject({
      currentLevel: 2,
      requiredLevel: 4,
      requiredLevelName: 'Advanced',
      gap: 2,
      importance: 'critical',
      roles: [expect.objectContaining({ title: 'Engineer' })],
      planned: false,
    });
    // Ada offers mentoring and is Expert; Bo does not offer it; Cal is only Proficient.
    expect(items[0].actions).toEqual([
      {
        type: 'mentoring',
        mentor: { id: c.ada.id, fullName: 'Ada Advanced', level: 5, levelName: 'Expert' },
      },
      { type: 'project', mentor: null },
      { type: 'course', mentor: null },
    ]);
    expect(items[1]).toMatchObject({
      currentLevel: null,
      roles: [expect.objectContaining({ title: 'Tech Writer' })],
    });
    expect(items[1].actions.map((action: { type: string }) => action.type)).toEqual(['project', 'course']);
  });

  it('keeps actions tied to gaps, with their levels, and refuses what breaks a rule without changing anything', async () => {
    const c = await planCompany();
    const created = await add(c.eve.cookie, {
      type: 'mentoring',
      title: 'Design reviews with Ada',
      dueOn: day(60),
      competencyIds: [c.design.competencyId],
      mentorId: c.ada.id,
    });
    expect(created.statusCode).toBe(201);
    const plan = created.json();
    expect(plan.actions).toEqual([
      expect.objectContaining({
        type: 'mentoring',
        title: 'Design reviews with Ada',
        status: 'planned',
        overdue: false,
        mentor: { id: c.ada.id, fullName: 'Ada Advanced' },
        competencies: [
          {
            competencyId: c.design.competencyId,
            name: 'Design',
            currentLevel: 2,
            requiredLevel: 4,
            levelCount: 5,
          },
        ],
      }),
    ]);
    expect(plan.review.state).toBe('draft');
    const suggestions = await call(t.app, 'GET', '/api/v1/development-plan/suggestions', {
      cookie: c.eve.cookie,
    });
    expect(suggestions.json().items[0].planned).toBe(true);

    const other = await planCompany();
    const base = {
      type: 'course',
      title: 'A course',
      dueOn: day(30),
      competencyIds: [c.design.competencyId],
    };
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ ...base, dueOn: day(-3) }, 422, 'Choose a due date from today up to 3 years ahead'],
      [{ ...base, title: ' ' }, 400, 'Enter a title for the action'],
      [{ ...base, competencyIds: [] }, 400, 'Link the action to at least one competency'],
      [
        { ...base, competencyIds: [other.design.competencyId] },
        422,
        'Choose competencies of your company’s frameworks',
      ],
      [
        { ...base, url: 'javascript:alert(1)' },
        400,
        'Enter a web address such as https://learning.example.com/course',
      ],
      [
        { ...base, type: 'mentoring', mentorId: c.bo.id },
        422,
        'Choose a colleague who offers mentoring in this competency',
      ],
      [
        { ...base, type: 'mentoring', mentorId: c.cal.id },
        422,
        'Choose a colleague who offers mentoring in this competency',
      ],
      [{ ...base, type: 'mentoring', mentorId: c.eve.id }, 422, 'You cannot mentor yourself'],
      [{ ...base, mentorId: c.ada.id }, 422, 'Only a mentoring action has a mentor'],
    ];
    for (const [body, status, message] of cases) {
      const res = await add(c.eve.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(res.json()), JSON.stringify(body)).toContain(message);
    }
    const after = await call(t.app, 'GET', '/api/v1/development-plan', { cookie: c.eve.cookie });
    expect(after.json().actions).toHaveLength(1);
    // Someone else's action is not found, even for their manager.
    const actionId = plan.actions[0].id;
    const foreign = await call(t.app, 'PATCH', `/api/v1/development-plan/actions/${actionId}`, {
      cookie: c.max.cookie,
      body: { title: 'Mine now' },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('completes an action with evidence and asks the manager for a re-assessment until they rate again', async () => {
    const c = await planCompany();
    const created = await add(c.eve.cookie, {
      type: 'course',
      title: 'Interaction design course',
      url: 'learning.example.com/design',
      dueOn: day(10),
      competencyIds: [c.design.competencyId],
    });
    const action = created.json().actions[0];
    expect(action.url).toBe('https://learning.example.com/design');
    const moved = await call(t.app, 'PATCH', `/api/v1/development-plan/actions/${action.id}`, {
      cookie: c.eve.cookie,
      body: { status: 'in_progress' },
    });
    expect(moved.json().actions[0].status).toBe('in_progress');
    const done = await call(t.app, 'POST', `/api/v1/development-plan/actions/${action.id}/complete`, {
      cookie: c.eve.cookie,
      body: { evidenceUrl: 'https://learning.example.com/certificate/42', note: 'Passed with distinction.' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().actions[0]).toMatchObject({
      status: 'done',
      evidenceUrl: 'https://learning.example.com/certificate/42',
      completionNote: 'Passed with distinction.',
      reassessment: 'requested',
    });
    const mails = await outboxTo(t.database, c.max.email);
    expect(mails.map((m) => m.subject)).toContain('A re-assessment is requested on CompetencyHub');
    expect(mails.at(-1)?.textBody).toContain('Interaction design course');
    expect(mails.at(-1)?.textBody).toContain('Design');
    // A done action no longer changes.
    const late = await call(t.app, 'PATCH', `/api/v1/development-plan/actions/${action.id}`, {
      cookie: c.eve.cookie,
      body: { title: 'Renamed' },
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().detail).toBe('This action is done or cancelled: it can no longer change');
    // Max rates Design again: the re-assessment is done.
    const rated = await call(t.app, 'POST', `/api/v1/assessments/people/${c.eve.id}`, {
      cookie: c.max.cookie,
      body: { ratings: [{ competencyId: c.design.competencyId, level: 3 }] },
    });
    expect(rated.statusCode).toBeLessThan(300);
    const seen = await call(t.app, 'GET', `/api/v1/development-plan/people/${c.eve.id}`, {
      cookie: c.max.cookie,
    });
    expect(seen.json().actions[0]).toMatchObject({
      reassessment: 'done',
      competencies: [expect.objectContaining({ currentLevel: 3 })],
    });
  });

  it('is seen, commented on and approved by the line manager only; a change after approval shows', async () => {
    const c = await planCompany();
    const url = `/api/v1/development-plan/people/${c.eve.id}`;
    const empty = await call(t.app, 'POST', `${url}/approve`, { cookie: c.max.cookie });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail).toBe('Add at least one action before the plan is approved');
    const created = await add(c.eve.cookie, {
      type: 'reading',
      title: 'Read "Design of Everyday Things"',
      dueOn: day(20),
      competencyIds: [c.design.competencyId],
    });
    const commented = await call(t.app, 'POST', `${url}/comments`, {
      cookie: c.max.cookie,
      body: { body: 'Good start. Add a project too.' },
    });
    expect(commented.statusCode).toBe(201);
    expect(commented.json().comments).toEqual([
      expect.objectContaining({
        author: { id: c.max.id, fullName: 'Max Manager' },
        body: 'Good start. Add a project too.',
      }),
    ]);
    expect(commented.json().canApprove).toBe(true);
    // A learning lead sees the plan but only the line manager approves.
    const byLead = await call(t.app, 'POST', `${url}/approve`, { cookie: c.lead.cookie });
    expect(byLead.statusCode).toBe(403);
    const approved = await call(t.app, 'POST', `${url}/approve`, { cookie: c.max.cookie });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().review).toMatchObject({
      state: 'approved',
      approvedBy: { id: c.max.id, fullName: 'Max Manager' },
    });
    // Starting an action is progress; changing one changes the plan.
    const actionId = created.json().actions[0].id;
    const started = await call(t.app, 'PATCH', `/api/v1/development-plan/actions/${actionId}`, {
      cookie: c.eve.cookie,
      body: { status: 'in_progress' },
    });
    expect(started.json().review.state).toBe('approved');
    const changed = await call(t.app, 'PATCH', `/api/v1/development-plan/actions/${actionId}`, {
      cookie: c.eve.cookie,
      body: { dueOn: day(40) },
    });
    expect(changed.json().review.state).toBe('changed_since_approval');
    // A peer may not read it; another company's admin is told it does not exist.
    expect((await call(t.app, 'GET', url, { cookie: c.pat.cookie })).statusCode).toBe(403);
    const other = await planCompany();
    expect((await call(t.app, 'GET', url, { cookie: other.lead.cookie })).statusCode).toBe(404);
    // The manager's list shows the plan's state.
    const people = await call(t.app, 'GET', '/api/v1/development-plan/people', { cookie: c.max.cookie });
    expect(people.json().items).toEqual([
      {
        id: c.eve.id,
        fullName: 'Eve Engineer',
        jobTitle: null,
        openActions: 1,
        overdueActions: 0,
        approved: false,
      },
      expect.objectContaining({ fullName: 'Pat Peer', openActions: 0 }),
    ]);
  });

  it('e-mails overdue actions at most once a week, and never to someone who turned it off', async () => {
    const c = await planCompany();
    const created = await add(c.eve.cookie, {
      type: 'course',
      title: 'Overdue course',
      dueOn: day(1),
      competencyIds: [c.design.competencyId],
    });
    const actionId = created.json().actions[0].id;
    await t.database.db
      .update(developmentActions)
      .set({ dueOn: day(-2) })
      .where(eq(developmentActions.id, actionId));
    const overdueMails = async () =>
      (await outboxTo(t.database, c.eve.email)).filter(
        (m) => m.subject === 'Development actions overdue on CompetencyHub',
      );
    const send = (at: Date) =>
      sendOverdueActionEmails(t.database, t.app.services.outbox, 'http://app.test', at);
    const now = new Date();
    await send(now);
    expect(await overdueMails()).toHaveLength(1);
    expect((await overdueMails())[0]?.textBody).toContain('Overdue course');
    await send(new Date(now.getTime() + 3 * 86_400_000));
    expect(await overdueMails()).toHaveLength(1);
    await send(new Date(now.getTime() + 8 * 86_400_000));
    expect(await overdueMails()).toHaveLength(2);
    const plan = await call(t.app, 'GET', '/api/v1/development-plan', { cookie: c.eve.cookie });
    expect(plan.json().actions[0].overdue).toBe(true);
    // Turned off: no more e-mail.
    const off = await call(t.app, 'PATCH', '/api/v1/development-plan/settings', {
      cookie: c.eve.cookie,
      body: { overdueEmails: false },
    });
    expect(off.json().settings).toEqual({ mentorOptIn: false, overdueEmails: false });
    await send(new Date(now.getTime() + 20 * 86_400_000));
    expect(await overdueMails()).toHaveLength(2);
  });
});

describe('the dashboards', () => {
  it("show an employee their target role's fit and next actions, and a manager the reports with overdue actions", async () => {
    const c = await planCompany();
    await add(c.eve.cookie, {
      type: 'course',
      title: 'Later',
      dueOn: day(50),
      competencyIds: [c.design.competencyId],
    });
    const soon = await add(c.eve.cookie, {
      type: 'reading',
      title: 'Soon',
      dueOn: day(1),
      competencyIds: [c.design.competencyId],
    });
    const soonId = soon.json().actions.find((a: { title: string }) => a.title === 'Soon').id;
    await t.database.db
      .update(developmentActions)
      .set({ dueOn: day(-1) })
      .where(eq(developmentActions.id, soonId));
    const mine = await call(t.app, 'GET', '/api/v1/development-plan/summary', { cookie: c.eve.cookie });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({
      // Tech Writer needs Writing 3; Eve has no Writing rating yet.
      targets: [
        { role: expect.objectContaining({ title: 'Tech Writer' }), fitPercent: null, targetDate: day(365) },
      ],
      nextActions: [
        { id: soonId, title: 'Soon', dueOn: day(-1), status: 'planned', overdue: true },
        expect.objectContaining({ title: 'Later', overdue: false }),
      ],
      openCount: 2,
      overdueCount: 1,
    });
    const team = await call(t.app, 'GET', '/api/v1/teams/mine/summary', { cookie: c.max.cookie });
    expect(team.json().summary).toMatchObject({
      overdueActions: [{ id: c.eve.id, fullName: 'Eve Engineer', count: 1 }],
      overdueActionsCount: 1,
    });
  });
});

describe('a system admin managing a company', () => {
  it('keeps their own career and development plans in their own company, and opens the customer’s by id', async () => {
    const customer = await planCompany();
    const home = await makeCompany(t.database);
    const admin = await makeUser(t.database, {
      companyId: home.id,
      role: 'system_admin',
      fullName: 'Ada Admin',
    });
    await t.database.db
      .update(profiles)
      .set({ managedCompanyId: customer.company.id })
      .where(eq(profiles.id, admin.id));
    const cookie = await signIn(t.app, admin.email, admin.password);
    for (const url of [
      '/api/v1/career-plan',
      '/api/v1/development-plan',
      '/api/v1/development-plan/summary',
      '/api/v1/development-plan/suggestions',
    ]) {
      const res = await call(t.app, 'GET', url, { cookie });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
    expect((await call(t.app, 'GET', '/api/v1/development-plan', { cookie })).json().person).toEqual({
      id: admin.id,
      fullName: 'Ada Admin',
    });
    const theirs = await call(t.app, 'GET', `/api/v1/development-plan/people/${customer.eve.id}`, { cookie });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().person.fullName).toBe('Eve Engineer');
    const career = await call(t.app, 'GET', `/api/v1/career-plan/people/${customer.eve.id}`, { cookie });
    expect(career.json().person.fullName).toBe('Eve Engineer');
  });
});
