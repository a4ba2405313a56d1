import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competencies } from '../src/db/schema/competencies.ts';
import { jobProfileRequirements } from '../src/db/schema/job-profiles.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import { subscriptions } from '../src/db/schema/subscriptions.ts';
import {
  makeCompany,
  makeFeedbackRequest,
  makeFramework,
  makeJobProfile,
  makeRating,
  makeUser,
} from './factories.ts';
import { call, createTestApp, signIn, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
});
afterAll(() => t.close());

type Role = 'employee' | 'team_manager' | 'learning_lead' | 'account_holder';

/**
 * A company with a manager of three (Ann, Bob, Cy; Dee deactivated), a second manager of one, and
 * a framework of two competencies: the role requires Listening at 3 (critical) and Writing at 4.
 */
async function teamCompany() {
  const company = await makeCompany(t.database);
  const person = async (role: Role, fullName: string, lineManagerId?: string) => {
    const user = await makeUser(t.database, { companyId: company.id, role, fullName });
    if (lineManagerId) {
      await t.database.db.update(profiles).set({ lineManagerId }).where(eq(profiles.id, user.id));
    }
    return { ...user, cookie: await signIn(t.app, user.email, user.password) };
  };
  const manager = await person('team_manager', 'Maya Manager');
  const otherManager = await person('team_manager', 'Omar Other');
  const lead = await person('learning_lead', 'Lena Lead');
  const ann = await person('employee', 'Ann Archer', manager.id);
  const bob = await person('employee', 'Bob Baker', manager.id);
  const cy = await person('employee', 'Cy Cole', manager.id);
  const dee = await person('employee', 'Dee Gone', manager.id);
  await t.database.db.update(profiles).set({ status: 'deactivated' }).where(eq(profiles.id, dee.id));
  const zed = await person('employee', 'Zed Zimmer', otherManager.id);
  const framework = await makeFramework(t.database, { companyId: company.id, competencyName: 'Listening' });
  const [writing] = await t.database.db
    .insert(competencies)
    .values({
      companyId: company.id,
      frameworkId: framework.frameworkId,
      categoryId: framework.categoryId,
      name: 'Writing',
      type: 'behavioural',
      levelDescriptions: ['', '', '', '', ''],
    })
    .returning({ id: competencies.id });
  const writingId = writing?.id ?? '';
  const role = await makeJobProfile(t.database, {
    companyId: company.id,
    competencyId: framework.competencyId,
    title: 'Support Agent',
    requiredLevel: 3,
  });
  await t.database.db.insert(jobProfileRequirements).values({
    companyId: company.id,
    jobProfileId: role.jobProfileId,
    competencyId: writingId,
    requiredLevel: 4,
    importance: 'important',
  });
  for (const member of [ann, bob]) {
    await t.database.db
      .update(profiles)
      .set({ jobProfileId: role.jobProfileId })
      .where(eq(profiles.id, member.id));
  }
  // Each rating a minute after the one before: "after" must not depend on two inserts landing in
  // different milliseconds.
  let clock = Date.now() - 60 * 60_000;
  const rate = (subjectId: string, competencyId: string, level: number, source: 'self' | 'manager') => {
    clock += 60_000;
    return makeRating(t.database, {
      ratedAt: new Date(clock),
      companyId: company.id,
      frameworkId: framework.frameworkId,
      competencyId,
      subjectId,
      level,
      source,
      raterId: source === 'manager' ? manager.id : subjectId,
    });
  };
  // Ann: Listening 4 by her manager, Writing 2 by herself. Bob: Listening 2 by himself, then
  // Writing 3 by himself after his manager's Listening 2, so a manager rating is due.
  await rate(ann.id, framework.competencyId, 4, 'manager');
  await rate(ann.id, writingId, 2, 'self');
  await rate(bob.id, framework.competencyId, 2, 'manager');
  await rate(bob.id, writingId, 3, 'self');
  // Cy has no job profile; he rated Listening 5 himself, and a colleague is asked about him.
  await rate(cy.id, framework.competencyId, 5, 'self');
  await makeFeedbackRequest(t.database, {
    companyId: company.id,
    subjectId: cy.id,
    raterId: ann.id,
    competencyIds: [framework.competencyId],
  });
  return { company, manager, otherManager, lead, ann, bob, cy, dee, zed, framework, writingId, role };
}

describe('teams', () => {
  it("shows a manager their direct reports' matrix, the team's gaps and coverage risks", async () => {
    const c = await teamCompany();
    const list = await call(t.app, 'GET', '/api/v1/teams', { cookie: c.manager.cookie });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      items: [
        {
          id: c.manager.id,
          kind: 'reports',
          name: null,
          leadId: c.manager.id,
          leadName: 'Maya Manager',
          memberCount: 3,
        },
      ],
      everyTeam: false,
      nextCursor: null,
    });

    const res = await call(t.app, 'GET', `/api/v1/teams/${c.manager.id}/matrix`, {
      cookie: c.manager.cookie,
    });
    expect(res.statusCode).toBe(200);
    const matrix = res.json();
    expect(matrix.canRate).toBe(true);
    expect(matrix.competencies.map((k: { name: string }) => k.name)).toEqual(['Listening', 'Writing']);
    expect(matrix.competencies[0]).toMatchObject({ proficientLevel: 3, frameworkName: expect.any(String) });
    // Active reports only, by name; the deactivated one is not in the team.
    expect(matrix.members.map((m: { fullName: string }) => m.fullName)).toEqual([
      'Ann Archer',
      'Bob Baker',
      'Cy Cole',
    ]);
    const [ann, bob, cy] = matrix.members;
    // A cell is [column, level, required], the column naming one of the matrix's competencies.
    const columns: string[] = matrix.competencies.map((competency: { id: string }) => competency.id);
    const cellsOf = (member: { cells: Array<[number, number | null, number | null]> }) =>
      Object.fromEntries(
        member.cells.map(([column, level, required]) => [columns[column], { level, required }]),
      );
    expect(cellsOf(ann)).toEqual({
      [c.framework.competencyId]: { level: 4, required: 3 },
      [c.writingId]: { level: 2, required: 4 },
    });
    expect(ann).toMatchObject({
      jobProfileTitle: 'Support Agent',
      selfRatedCount: 1,
      managerRatingDue: true,
    });
    // Fit: Listening met (weight 3), Writing 2 of 4 (weight 2) → (3 + 2 × 0.5) / 5 = 80 %.
    expect(ann.fitPercent).toBe(80);
    expect(bob).toMatchObject({ managerRatingDue: true, openFeedbackCount: 0 });
    // Cy requires nothing, yet his level shows; a colleague's request about him is open.
    expect(cellsOf(cy)).toEqual({ [c.framework.competencyId]: { level: 5, required: null } });
    expect(cy).toMatchObject({ fitPercent: null, jobProfileTitle: null, openFeedbackCount: 1 });
    // Writing: Ann 2 and Bob 3, both below 4 → a team gap. Listening: Bob below, Ann met → not most.
    expect(matrix.gaps).toEqual([
      { competencyId: c.writingId, required: 2, below: 2, averageShortfall: 1.5 },
    ]);
    // The proficient level is 3: only Bob (3) holds Writing, a single point of failure; Ann (4) and
    // Cy (5) hold Listening.
    expect(matrix.risks).toEqual([
      { competencyId: c.writingId, holders: 1, holderId: c.bob.id, holderName: 'Bob Baker', required: 2 },
    ]);
  });

  it('keeps a manager to their own team and employees out; learning leads see every team', async () => {
    const c = await teamCompany();
    const other = await call(t.app, 'GET', `/api/v1/teams/${c.manager.id}/matrix`, {
      cookie: c.otherManager.cookie,
    });
    expect(other.statusCode).toBe(404);
    const otherList = await call(t.app, 'GET', '/api/v1/teams', { cookie: c.otherManager.cookie });
    expect(otherList.json().items.map((team: { leadName: string }) => team.leadName)).toEqual(['Omar Other']);

    for (const path of ['/api/v1/teams', `/api/v1/teams/${c.manager.id}/matrix`]) {
      const res = await call(t.app, 'GET', path, { cookie: c.ann.cookie });
      expect(res.statusCode).toBe(403);
    }

    const all = await call(t.app, 'GET', '/api/v1/teams', { cookie: c.lead.cookie });
    expect(all.json()).toEqual({
      items: [
        {
          id: c.manager.id,
          kind: 'reports',
          name: null,
          leadId: c.manager.id,
          leadName: 'Maya Manager',
          memberCount: 3,
        },
        {
          id: c.otherManager.id,
          kind: 'reports',
          name: null,
          leadId: c.otherManager.id,
          leadName: 'Omar Other',
          memberCount: 1,
        },
      ],
      everyTeam: true,
      nextCursor: null,
    });
    const seen = await call(t.app, 'GET', `/api/v1/teams/${c.manager.id}/matrix`, { cookie: c.lead.cookie });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().canRate).toBe(false);
    // Someone who leads nobody has no team to open, even for a learning lead.
    const none = await call(t.app, 'GET', `/api/v1/teams/${c.ann.id}/matrix`, { cookie: c.lead.cookie });
    expect(none.statusCode).toBe(404);
  });

  it("sums up one's own team for the dashboard, and nothing for someone who leads nobody", async () => {
    const c = await teamCompany();
    const res = await call(t.app, 'GET', '/api/v1/teams/mine/summary', { cookie: c.manager.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().summary).toEqual({
      team: {
        id: c.manager.id,
        kind: 'reports',
        name: null,
        leadId: c.manager.id,
        leadName: 'Maya Manager',
        memberCount: 3,
      },
      // Ann 80 %, Bob (Listening 2 of 3, Writing 3 of 4): (3 × 2/3 + 2 × 3/4) / 5 = 70 %; Cy has no profile.
      averageFit: 75,
      fitCount: 2,
      topGaps: [{ competencyId: c.writingId, name: 'Writing', below: 2, required: 2 }],
      ratingDue: [
        { id: c.ann.id, fullName: 'Ann Archer' },
        { id: c.bob.id, fullName: 'Bob Baker' },
        { id: c.cy.id, fullName: 'Cy Cole' },
      ],
      ratingDueCount: 3,
      overdueActions: [],
      overdueActionsCount: 0,
    });
    const lead = await call(t.app, 'GET', '/api/v1/teams/mine/summary', { cookie: c.lead.cookie });
    expect(lead.json()).toEqual({ summary: null });
    const employee = await call(t.app, 'GET', '/api/v1/teams/mine/summary', { cookie: c.ann.cookie });
    expect(employee.statusCode).toBe(403);
  });

  it('exports the matrix as CSV for spreadsheets, to the same people only', async () => {
    const c = await teamCompany();
    const res = await call(t.app, 'GET', `/api/v1/teams/${c.manager.id}/matrix.csv`, {
      cookie: c.manager.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(res.headers['content-disposition'])).toContain(
      'attachment; filename="Team Maya Manager skill matrix.csv"',
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Person,Job title,Job profile,Fit %,Listening (current),Listening (required),Writing (current),Writing (required)',
    );
    expect(lines[1]).toMatch(/^Ann Archer,[^,]*,Support Agent,80,4,3,2,4$/);
    expect(lines).toHaveLength(4);
    const other = await call(t.app, 'GET', `/api/v1/teams/${c.manager.id}/matrix.csv`, {
      cookie: c.otherManager.cookie,
    });
    expect(other.statusCode).toBe(404);
    const employee = await call(t.app, 'GET', `/api/v1/teams/${c.manager.id}/matrix.csv`, {
      cookie: c.ann.cookie,
    });
    expect(employee.statusCode).toBe(403);
  });

  it('leaves archived competencies out of the matrix, its gaps and its risks', async () => {
    const c = await teamCompany();
    await t.database.db
      .update(competencies)
      .set({ archivedAt: new Date() })
      .where(eq(competencies.id, c.writingId));
    const res = await call(t.app, 'GET', `/api/v1/teams/${c.manager.id}/matrix`, {
      cookie: c.manager.cookie,
    });
    const matrix = res.json();
    expect(matrix.competencies.map((k: { name: string }) => k.name)).toEqual(['Listening']);
    expect(matrix.gaps).toEqual([]);
    expect(matrix.risks).toEqual([]);
    expect(matrix.members[0].cells).toHaveLength(1);
  });
});

describe('cross-functional teams', () => {
  it('are made by a learning lead with a lead, members from anywhere and a chosen set of competencies', async () => {
    const c = await teamCompany();
    const created = await call(t.app, 'POST', '/api/v1/teams', {
      cookie: c.lead.cookie,
      body: {
        name: 'Launch squad',
        leadId: c.otherManager.id,
        memberIds: [c.ann.id, c.zed.id],
        competencyIds: [c.writingId],
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().team).toMatchObject({
      kind: 'custom',
      name: 'Launch squad',
      leadId: c.otherManager.id,
      leadName: 'Omar Other',
      memberCount: 2,
    });
    const teamId = created.json().team.id;
    const matrix = (
      await call(t.app, 'GET', `/api/v1/teams/${teamId}/matrix`, { cookie: c.lead.cookie })
    ).json();
    expect(matrix.chosenCompetencies).toBe(true);
    expect(matrix.canEdit).toBe(true);
    expect(matrix.canRate).toBe(false);
    // Only the chosen competency; Ann's cell still says what her role requires of it.
    expect(matrix.competencies.map((competency: { name: string }) => competency.name)).toEqual(['Writing']);
    const ann = matrix.members.find((member: { fullName: string }) => member.fullName === 'Ann Archer');
    expect(matrix.competencies[0].id).toBe(c.writingId);
    expect(ann.cells).toEqual([[0, 2, 4]]);
    // Its lead (a team manager) sees it beside their own reports; another manager does not.
    const led = await call(t.app, 'GET', '/api/v1/teams', { cookie: c.otherManager.cookie });
    // One list by name: "Launch squad" before Omar's own team ("Omar Other").
    expect(led.json().items.map((team: { kind: string }) => team.kind)).toEqual(['custom', 'reports']);
    expect(
      (await call(t.app, 'GET', `/api/v1/teams/${teamId}/matrix`, { cookie: c.manager.cookie })).statusCode,
    ).toBe(404);
    // A person may be in several teams; a manager may not create one.
    const second = await call(t.app, 'POST', '/api/v1/teams', {
      cookie: c.lead.cookie,
      body: { name: 'Writers', leadId: null, memberIds: [c.ann.id] },
    });
    expect(second.statusCode).toBe(201);
    const secondMatrix = await call(t.app, 'GET', `/api/v1/teams/${second.json().team.id}/matrix`, {
      cookie: c.lead.cookie,
    });
    expect(secondMatrix.json().chosenCompetencies).toBe(false);
    const byManager = await call(t.app, 'POST', '/api/v1/teams', {
      cookie: c.manager.cookie,
      body: { name: 'Mine', memberIds: [c.ann.id] },
    });
    expect(byManager.statusCode).toBe(403);
    // Renamed, members changed, then deleted; each audited.
    const renamed = await call(t.app, 'PATCH', `/api/v1/teams/${teamId}`, {
      cookie: c.lead.cookie,
      body: { name: 'Launch crew', memberIds: [c.zed.id], competencyIds: [] },
    });
    expect(renamed.json().team).toMatchObject({ name: 'Launch crew', memberCount: 1 });
    const renamedMatrix = await call(t.app, 'GET', `/api/v1/teams/${teamId}/matrix`, {
      cookie: c.lead.cookie,
    });
    expect(renamedMatrix.json().chosenCompetencies).toBe(false);
    const deleted = await call(t.app, 'DELETE', `/api/v1/teams/${teamId}`, { cookie: c.lead.cookie });
    expect(deleted.json()).toEqual({ ok: true });
    expect(
      (await call(t.app, 'GET', `/api/v1/teams/${teamId}/matrix`, { cookie: c.lead.cookie })).statusCode,
    ).toBe(404);
  });

  it('on a plan without team analytics are made and renamed, answered without the matrix or anyone’s levels', async () => {
    const c = await teamCompany();
    await t.database.db
      .update(subscriptions)
      .set({ plan: 'starter' })
      .where(eq(subscriptions.companyId, c.company.id));
    // Ann is rated 4 in Listening and 2 in Writing; none of it may come back.
    const created = await call(t.app, 'POST', '/api/v1/teams', {
      cookie: c.lead.cookie,
      body: { name: 'Starter squad', memberIds: [c.ann.id, c.bob.id], competencyIds: [c.writingId] },
    });
    expect(created.statusCode).toBe(201);
    const team = { kind: 'custom', name: 'Starter squad', leadId: null, leadName: '', memberCount: 2 };
    expect(created.json()).toEqual({ team: { id: expect.any(String), ...team } });
    const teamId = created.json().team.id;
    const matrix = await call(t.app, 'GET', `/api/v1/teams/${teamId}/matrix`, { cookie: c.lead.cookie });
    expect(matrix.statusCode).toBe(403);
    expect(matrix.json()).toMatchObject({
      code: 'PLAN_LACKS_FEATURE',
      params: { feature: 'team_analytics' },
    });
    const renamed = await call(t.app, 'PATCH', `/api/v1/teams/${teamId}`, {
      cookie: c.lead.cookie,
      body: { name: 'Starter crew', memberIds: [c.ann.id] },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ team: { ...team, id: teamId, name: 'Starter crew', memberCount: 1 } });
    for (const body of [created.body, renamed.body]) {
      expect(body).not.toContain(c.writingId);
      expect(body).not.toContain('Ann Archer');
    }
  });

  it('refuse a taken name, people and competencies not of the company, and changes to a line manager’s team', async () => {
    const c = await teamCompany();
    const other = await teamCompany();
    const make = (body: Record<string, unknown>) =>
      call(t.app, 'POST', '/api/v1/teams', { cookie: c.lead.cookie, body });
    expect((await make({ name: 'Guild', memberIds: [c.ann.id] })).statusCode).toBe(201);
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ name: 'guild', memberIds: [c.bob.id] }, 409, 'A team with this name already exists'],
      [{ name: ' ', memberIds: [c.bob.id] }, 400, 'Enter a name for the team'],
      [{ name: 'Empty', memberIds: [] }, 400, 'Add at least one member'],
      [{ name: 'Twice', memberIds: [c.bob.id, c.bob.id] }, 400, 'Add each person once'],
      [{ name: 'Foreign', memberIds: [other.ann.id] }, 422, 'Choose active people of your company'],
      [{ name: 'Gone', memberIds: [c.dee.id] }, 422, 'Choose active people of your company'],
      [
        { name: 'Foreign lead', leadId: other.manager.id, memberIds: [c.bob.id] },
        422,
        'Choose active people of your company',
      ],
      [
        { name: 'Foreign skill', memberIds: [c.bob.id], competencyIds: [other.writingId] },
        422,
        'Choose competencies of your company’s frameworks',
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await make(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    const list = await call(t.app, 'GET', '/api/v1/teams', { cookie: c.lead.cookie });
    expect(list.json().items.filter((team: { kind: string }) => team.kind === 'custom')).toHaveLength(1);
    const fixed = await call(t.app, 'PATCH', `/api/v1/teams/${c.manager.id}`, {
      cookie: c.lead.cookie,
      body: { name: 'Renamed' },
    });
    expect(fixed.statusCode).toBe(422);
    expect(fixed.json().detail).toBe(
      "A line manager's team is their direct reports: change line managers in User Management",
    );
  });
});

describe('indirect reports', () => {
  it('join a line manager’s team when the company turns the setting on, rated only by their own manager', async () => {
    const c = await teamCompany();
    // Omar (a manager with Zed) reports to Maya: Zed is Maya's indirect report.
    await t.database.db
      .update(profiles)
      .set({ lineManagerId: c.manager.id })
      .where(eq(profiles.id, c.otherManager.id));
    const team = () =>
      call(t.app, 'GET', `/api/v1/teams/${c.manager.id}/matrix`, { cookie: c.manager.cookie });
    const names = async () => (await team()).json().members.map((m: { fullName: string }) => m.fullName);
    expect(await names()).toEqual(['Ann Archer', 'Bob Baker', 'Cy Cole', 'Omar Other']);
    const settings = (
      await call(t.app, 'GET', '/api/v1/competency-settings', { cookie: c.lead.cookie })
    ).json();
    expect(settings.teamsIncludeIndirectReports).toBe(false);
    const saved = await call(t.app, 'PUT', '/api/v1/competency-settings', {
      cookie: c.lead.cookie,
      body: { ...settings, teamsIncludeIndirectReports: true },
    });
    expect(saved.json().teamsIncludeIndirectReports).toBe(true);
    expect(await names()).toEqual(['Ann Archer', 'Bob Baker', 'Cy Cole', 'Omar Other', 'Zed Zimmer']);
    const zed = (await team()).json().members.find((m: { fullName: string }) => m.fullName === 'Zed Zimmer');
    expect(zed.directReport).toBe(false);
    const list = await call(t.app, 'GET', '/api/v1/teams', { cookie: c.manager.cookie });
    expect(list.json().items[0].memberCount).toBe(5);
    // A learning lead's page counts each manager's team down from that manager.
    const every = await call(t.app, 'GET', '/api/v1/teams', { cookie: c.lead.cookie });
    expect(
      every
        .json()
        .items.map((team: { leadName: string; memberCount: number }) => [team.leadName, team.memberCount]),
    ).toEqual([
      ['Maya Manager', 5],
      ['Omar Other', 1],
    ]);
    // Omar's own team is unchanged: Zed alone.
    const omar = await call(t.app, 'GET', `/api/v1/teams/${c.otherManager.id}/matrix`, {
      cookie: c.lead.cookie,
    });
    expect(omar.json().members.map((m: { fullName: string }) => m.fullName)).toEqual(['Zed Zimmer']);
  });
});

describe('the list of teams', () => {
  it('comes a page at a time by name, custom teams among managers’ teams, and finds a team by its or its lead’s name', async () => {
    const c = await teamCompany();
    const created = await call(t.app, 'POST', '/api/v1/teams', {
      cookie: c.lead.cookie,
      body: { name: 'Neon project', memberIds: [c.ann.id, c.zed.id] },
    });
    expect(created.statusCode).toBe(201);
    const page = async (query: string) => {
      const res = await call(t.app, 'GET', `/api/v1/teams?${query}`, { cookie: c.lead.cookie });
      expect(res.statusCode).toBe(200);
      return res.json() as {
        items: Array<{ name: string | null; leadName: string; memberCount: number }>;
        nextCursor: string | null;
      };
    };
    const label = (team: { name: string | null; leadName: string; memberCount: number }) =>
      `${team.name ?? team.leadName} (${team.memberCount})`;
    const first = await page('limit=2');
    expect(first.items.map(label)).toEqual(['Maya Manager (3)', 'Neon project (2)']);
    expect(first.nextCursor).not.toBeNull();
    const second = await page(`limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map(label)).toEqual(['Omar Other (1)']);
    expect(second.nextCursor).toBeNull();

    // By the team's name, and by its lead's (the custom team is led by nobody yet).
    expect((await page('q=neon')).items.map(label)).toEqual(['Neon project (2)']);
    expect((await page('q=omar')).items.map(label)).toEqual(['Omar Other (1)']);
    expect((await page('q=%25')).items).toEqual([]);

    // A team manager pages through their own team only.
    const own = await call(t.app, 'GET', '/api/v1/teams?limit=1', { cookie: c.manager.cookie });
    expect(own.json().items.map(label)).toEqual(['Maya Manager (3)']);
    expect(own.json().nextCursor).toBeNull();
  });

  it('refuses a page size out of range and a search too long, in words', async () => {
    const c = await teamCompany();
    for (const query of ['limit=0', 'limit=101', `q=${'x'.repeat(101)}`]) {
      const res = await call(t.app, 'GET', `/api/v1/teams?${query}`, { cookie: c.lead.cookie });
      expect(res.statusCode).toBe(400);
    }
    const res = await call(t.app, 'GET', `/api/v1/teams?q=${'x'.repeat(101)}`, { cookie: c.lead.cookie });
    expect(res.json().errors.q).toEqual(['Search at most 100 characters']);
  });
});
