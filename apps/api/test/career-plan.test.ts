import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import { makeCompany, makeFramework, makeJobProfile, makeRating, makeUser } from './factories.ts';
import { call, createTestApp, signIn, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
});
afterAll(() => t.close());

type Role = 'employee' | 'team_manager' | 'learning_lead' | 'account_holder';

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/**
 * A company with an engineering ladder: Engineer → Senior Engineer → Staff Engineer (promotions),
 * Senior Engineer → Engineering Manager (lateral), all requiring one competency ("Design") at
 * rising levels. Eve is an Engineer reporting to Max; Pat is her peer.
 */
async function ladderCompany() {
  const company = await makeCompany(t.database);
  const person = async (role: Role, fullName: string, lineManagerId?: string) => {
    const user = await makeUser(t.database, { companyId: company.id, role, fullName });
    if (lineManagerId) {
      await t.database.db.update(profiles).set({ lineManagerId }).where(eq(profiles.id, user.id));
    }
    return { ...user, cookie: await signIn(t.app, user.email, user.password) };
  };
  const lead = await person('learning_lead', 'Lee Lead');
  const max = await person('team_manager', 'Max Manager');
  const eve = await person('employee', 'Eve Engineer', max.id);
  const pat = await person('employee', 'Pat Peer', max.id);
  const framework = await makeFramework(t.database, { companyId: company.id, competencyName: 'Design' });
  const role = (title: string, requiredLevel: number) =>
    makeJobProfile(t.database, {
      companyId: company.id,
      competencyId: framework.competencyId,
      title,
      requiredLevel,
    }).then((r) => r.jobProfileId);
  const engineer = await role('Engineer', 2);
  const senior = await role('Senior Engineer', 3);
  const staff = await role('Staff Engineer', 5);
  const managerRole = await role('Engineering Manager', 4);
  await t.database.db.update(profiles).set({ jobProfileId: engineer }).where(eq(profiles.id, eve.id));
  // Eve's Design: 2 in January, 3 in March (by her manager), so the history has two points.
  await makeRating(t.database, {
    companyId: company.id,
    ...framework,
    subjectId: eve.id,
    level: 2,
    ratedAt: new Date('2026-01-15T10:00:00Z'),
  });
  await makeRating(t.database, {
    companyId: company.id,
    ...framework,
    subjectId: eve.id,
    raterId: max.id,
    source: 'manager',
    level: 3,
    ratedAt: new Date('2026-03-10T10:00:00Z'),
  });
  return { company, lead, max, eve, pat, framework, engineer, senior, staff, managerRole };
}

const steps = (app: TestApp['app'], cookie: string, from: string, list: unknown[]) =>
  call(app, 'PUT', `/api/v1/job-profiles/${from}/next-steps`, { cookie, body: { steps: list } });

describe('career paths', () => {
  it('let a learning lead link roles into paths, shown from both ends, and audited', async () => {
    const c = await ladderCompany();
    const first = await steps(t.app, c.lead.cookie, c.engineer, [
      { jobProfileId: c.senior, kind: 'promotion' },
    ]);
    expect(first.statusCode).toBe(200);
    expect(first.json().nextSteps).toEqual([
      expect.objectContaining({ jobProfileId: c.senior, title: 'Senior Engineer', kind: 'promotion' }),
    ]);
    const senior = await steps(t.app, c.lead.cookie, c.senior, [
      { jobProfileId: c.staff, kind: 'promotion' },
      { jobProfileId: c.managerRole, kind: 'lateral' },
    ]);
    expect(
      senior.json().nextSteps.map((s: { title: string; kind: string }) => `${s.title}:${s.kind}`),
    ).toEqual(['Staff Engineer:promotion', 'Engineering Manager:lateral']);
    expect(senior.json().previousSteps).toEqual([
      expect.objectContaining({ jobProfileId: c.engineer, title: 'Engineer', kind: 'promotion' }),
    ]);
    // A lateral move may go both ways.
    const back = await steps(t.app, c.lead.cookie, c.managerRole, [
      { jobProfileId: c.senior, kind: 'lateral' },
    ]);
    expect(back.statusCode).toBe(200);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.companyId, c.company.id));
    expect(audit.filter((row) => row.action === 'job_profile.next_steps_changed')).toHaveLength(3);
  });

  it('refuse a role as its own step, a promotion that climbs in a circle, another company’s role, and readers', async () => {
    const c = await ladderCompany();
    await steps(t.app, c.lead.cookie, c.engineer, [{ jobProfileId: c.senior, kind: 'promotion' }]);
    await steps(t.app, c.lead.cookie, c.senior, [{ jobProfileId: c.staff, kind: 'promotion' }]);
    const self = await steps(t.app, c.lead.cookie, c.senior, [{ jobProfileId: c.senior, kind: 'lateral' }]);
    expect(self.statusCode).toBe(422);
    expect(self.json().detail).toBe('A role cannot be its own next step');
    const loop = await steps(t.app, c.lead.cookie, c.staff, [
      { jobProfileId: c.engineer, kind: 'promotion' },
    ]);
    expect(loop.statusCode).toBe(422);
    expect(loop.json().detail).toBe('This promotion would lead back to this role: make it a lateral move');
    const other = await ladderCompany();
    const foreign = await steps(t.app, c.lead.cookie, c.engineer, [
      { jobProfileId: other.senior, kind: 'promotion' },
    ]);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().detail).toBe('Choose active job profiles of your company');
    const twice = await steps(t.app, c.lead.cookie, c.engineer, [
      { jobProfileId: c.senior, kind: 'promotion' },
      { jobProfileId: c.senior, kind: 'lateral' },
    ]);
    expect(twice.statusCode).toBe(400);
    const reader = await steps(t.app, c.max.cookie, c.engineer, []);
    expect(reader.statusCode).toBe(403);
    // Nothing of the refusals changed the paths.
    const detail = await call(t.app, 'GET', `/api/v1/job-profiles/${c.engineer}`, { cookie: c.max.cookie });
    expect(detail.json().nextSteps.map((s: { jobProfileId: string }) => s.jobProfileId)).toEqual([c.senior]);
  });
});

describe('career plan', () => {
  it('shows the next roles of one’s path with their fit and gaps, from the core’s gap analysis', async () => {
    const c = await ladderCompany();
    await steps(t.app, c.lead.cookie, c.engineer, [
      { jobProfileId: c.senior, kind: 'promotion' },
      { jobProfileId: c.managerRole, kind: 'lateral' },
    ]);
    const res = await call(t.app, 'GET', '/api/v1/career-plan', { cookie: c.eve.cookie });
    expect(res.statusCode).toBe(200);
    const plan = res.json();
    expect(plan.person).toEqual({ id: c.eve.id, fullName: 'Eve Engineer' });
    expect(plan.isOwn).toBe(true);
    expect(plan.openToInternalOpportunities).toBe(false);
    expect(plan.currentRole).toMatchObject({ role: { title: 'Engineer' }, fitPercent: 100, gaps: [] });
    // Design 3: Senior requires 3 (met), Engineering Manager 4 (3 of 4 = 75 %, one level to go).
    expect(plan.nextRoles).toEqual([
      expect.objectContaining({
        role: expect.objectContaining({ id: c.senior }),
        kind: 'promotion',
        fitPercent: 100,
      }),
      expect.objectContaining({
        role: expect.objectContaining({ id: c.managerRole }),
        kind: 'lateral',
        fitPercent: 75,
        requirementsMet: 0,
        requirementCount: 1,
        gaps: [expect.objectContaining({ name: 'Design', requiredLevel: 4, currentLevel: 3, gap: 1 })],
      }),
    ]);
    // The same number as the core's own gap report for that role.
    const core = await call(t.app, 'GET', `/api/v1/assessments/gaps?jobProfileId=${c.managerRole}`, {
      cookie: c.eve.cookie,
    });
    expect(core.json().fitPercent).toBe(75);
  });

  it('keeps one or two target roles with a date, and their fit history from the ratings', async () => {
    const c = await ladderCompany();
    const saved = await call(t.app, 'PATCH', '/api/v1/career-plan', {
      cookie: c.eve.cookie,
      body: {
        targets: [
          { jobProfileId: c.staff, targetDate: day(700) },
          { jobProfileId: c.managerRole, targetDate: day(365) },
        ],
        openToInternalOpportunities: true,
      },
    });
    expect(saved.statusCode).toBe(200);
    const plan = saved.json();
    expect(plan.openToInternalOpportunities).toBe(true);
    expect(plan.targets.map((target: { role: { title: string } }) => target.role.title)).toEqual([
      'Staff Engineer',
      'Engineering Manager',
    ]);
    // Staff requires Design 5: 2 of 5 (40 %) from 15 January, 3 of 5 (60 %) from 10 March.
    expect(plan.targets[0]).toMatchObject({
      targetDate: day(700),
      fitPercent: 60,
      history: [
        { day: '2026-01-15', fitPercent: 40 },
        { day: '2026-03-10', fitPercent: 60 },
      ],
    });
    // Changing the dates keeps when each target was first set.
    const setAt = plan.targets[1].setAt;
    const again = await call(t.app, 'PATCH', '/api/v1/career-plan', {
      cookie: c.eve.cookie,
      body: { targets: [{ jobProfileId: c.managerRole, targetDate: day(400) }] },
    });
    expect(again.json().targets).toEqual([expect.objectContaining({ targetDate: day(400), setAt })]);
    expect(again.json().openToInternalOpportunities).toBe(true);
  });

  it('refuses bad targets with a clear message and changes nothing', async () => {
    const c = await ladderCompany();
    const patch = (body: unknown) =>
      call(t.app, 'PATCH', '/api/v1/career-plan', { cookie: c.eve.cookie, body });
    await patch({ targets: [{ jobProfileId: c.senior, targetDate: day(200) }] });
    const cases: Array<[unknown, number, string]> = [
      [
        { targets: [{ jobProfileId: c.staff, targetDate: day(-10) }] },
        422,
        'Choose a target date from today up to 10 years ahead',
      ],
      [
        { targets: [{ jobProfileId: c.staff, targetDate: day(3700) }] },
        422,
        'Choose a target date from today up to 10 years ahead',
      ],
      [
        { targets: [{ jobProfileId: c.staff, targetDate: '2027-02-30' }] },
        400,
        'Choose a target date from today up to 10 years ahead',
      ],
      [
        { targets: [{ jobProfileId: c.engineer, targetDate: day(100) }] },
        422,
        'This is already your role: choose a role to grow into',
      ],
      [
        {
          targets: [
            { jobProfileId: c.staff, targetDate: day(100) },
            { jobProfileId: c.senior, targetDate: day(100) },
            { jobProfileId: c.managerRole, targetDate: day(100) },
          ],
        },
        400,
        'Choose at most 2 target roles',
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await patch(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    const other = await ladderCompany();
    const foreign = await patch({ targets: [{ jobProfileId: other.staff, targetDate: day(100) }] });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().detail).toBe('Choose an active job profile of your company');
    const plan = (await call(t.app, 'GET', '/api/v1/career-plan', { cookie: c.eve.cookie })).json();
    expect(plan.targets.map((target: { role: { id: string } }) => target.role.id)).toEqual([c.senior]);
  });

  it('is seen and commented on by the manager, never by a peer or another company', async () => {
    const c = await ladderCompany();
    const url = `/api/v1/career-plan/people/${c.eve.id}`;
    const seen = await call(t.app, 'GET', url, { cookie: c.max.cookie });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().isOwn).toBe(false);
    const commented = await call(t.app, 'POST', `${url}/comments`, {
      cookie: c.max.cookie,
      body: { body: 'Let us talk about the Staff track at our next 1:1.' },
    });
    expect(commented.statusCode).toBe(201);
    expect(commented.json().comments).toEqual([
      expect.objectContaining({
        author: { id: c.max.id, fullName: 'Max Manager' },
        body: 'Let us talk about the Staff track at our next 1:1.',
      }),
    ]);
    // Eve sees it on her own plan and may reply.
    const reply = await call(t.app, 'POST', `${url}/comments`, {
      cookie: c.eve.cookie,
      body: { body: 'Yes, thanks!' },
    });
    expect(reply.json().comments).toHaveLength(2);
    const blank = await call(t.app, 'POST', `${url}/comments`, {
      cookie: c.max.cookie,
      body: { body: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(blank.json())).toContain('Write a comment');
    // A peer may neither read nor comment; another company's admin is told it does not exist.
    expect((await call(t.app, 'GET', url, { cookie: c.pat.cookie })).statusCode).toBe(403);
    const peerComment = await call(t.app, 'POST', `${url}/comments`, {
      cookie: c.pat.cookie,
      body: { body: 'Hi' },
    });
    expect(peerComment.statusCode).toBe(403);
    const other = await ladderCompany();
    expect((await call(t.app, 'GET', url, { cookie: other.lead.cookie })).statusCode).toBe(404);
    // The manager lists their reports; a peer lists nobody; a learning lead lists everyone else.
    const people = (cookie: string) =>
      call(t.app, 'GET', '/api/v1/career-plan/people', { cookie }).then((res) =>
        res.json().items.map((item: { fullName: string }) => item.fullName),
      );
    expect(await people(c.max.cookie)).toEqual(['Eve Engineer', 'Pat Peer']);
    expect(await people(c.pat.cookie)).toEqual([]);
    expect(await people(c.lead.cookie)).toEqual(['Eve Engineer', 'Max Manager', 'Pat Peer']);
  });
});
