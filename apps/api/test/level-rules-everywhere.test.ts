import { STORED_DEFAULT_RULES } from '@competencyhub/domain/current-level';
import { analyseGaps, type Requirement } from '@competencyhub/domain/gap-analysis';
import { eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/client.ts';
import { careerTargets } from '../src/db/schema/career-plan.ts';
import { developmentActionCompetencies } from '../src/db/schema/development-plan.ts';
import { jobProfileNextSteps, jobProfileRequirements } from '../src/db/schema/job-profiles.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import { loadLevelRules } from '../src/modules/competencies/levels.ts';
import {
  companyWithOwner,
  makeCompany,
  makeDevelopmentAction,
  makeFramework,
  makeJobProfile,
  makeRating,
  makeUser,
} from './factories.ts';
import { call, createTestApp, signIn, type TestApp } from './test-app.ts';

/**
 * Issue 22: a level is the same wherever it is shown, and always under the company's own rules (its
 * source policy and its minimum of colleague answers), never the defaults. My Competencies is the
 * reference; every other page that shows Pia's level, a fit or a gap built on it, or uses it (the
 * mentor check) must agree with it.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
});
afterAll(() => t.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The company weighs the manager twice (manager 2, peers 1, self 1) and shows colleagues' average
 * only from 5 answers. Pia (an Analyst, reporting to Max, offering mentoring):
 * - Listening: Max 5, herself 3, four colleagues 1. Their first three make a round the default
 *   minimum of 3 would show; the company's 5 withholds all four: (2 × 5 + 3) ÷ 3 = 4.3. With the
 *   round it would be 3.5 (not a mentor); by the default policy (the manager's rating) 5.
 * - Writing: Max 3, herself 5, six colleagues 5 (a round of six, shown): (2 × 3 + 5 + 5) ÷ 4 = 4.
 *   By the default policy it would be 3 (not a mentor).
 * Both roles she holds and aims for (Lead) need 5 in each; Quinn, a Trainee, has no level in
 * either and looks for a mentor.
 */
async function levelWorld() {
  const { company, owner } = await companyWithOwner(t);
  const companyId = company.id;
  const person = async (role: 'employee' | 'team_manager', fullName: string, lineManagerId?: string) => {
    const user = await makeUser(t.database, { companyId, role, fullName });
    if (lineManagerId) {
      await t.database.db.update(profiles).set({ lineManagerId }).where(eq(profiles.id, user.id));
    }
    return { ...user, cookie: await signIn(t.app, user.email, user.password) };
  };
  const max = await person('team_manager', 'Max Manager');
  const pia = await person('employee', 'Pia Person', max.id);
  const quinn = await person('employee', 'Quinn Quest');
  const raters: Array<{ id: string }> = [];
  for (let i = 1; i <= 6; i++) raters.push(await makeUser(t.database, { companyId, fullName: `Rater ${i}` }));

  const settings = await call(t.app, 'PUT', '/api/v1/competency-settings', {
    cookie: owner.cookie,
    body: {
      minPeerRaters: 5,
      policy: { mode: 'weighted', weights: { manager: 2, peers: 1, self: 1 } },
      teamsIncludeIndirectReports: false,
    },
  });
  expect(settings.statusCode).toBe(200);

  const listening = await makeFramework(t.database, { companyId, competencyName: 'Listening' });
  const writing = await makeFramework(t.database, { companyId, competencyName: 'Writing' });
  const role = async (title: string, importance: Requirement['importance']) => {
    const { jobProfileId } = await makeJobProfile(t.database, {
      companyId,
      competencyId: listening.competencyId,
      title,
      requiredLevel: 5,
      importance,
    });
    await t.database.db.insert(jobProfileRequirements).values({
      companyId,
      jobProfileId,
      competencyId: writing.competencyId,
      requiredLevel: 5,
      importance,
    });
    const requirements: Requirement[] = [listening, writing].map(({ competencyId }) => ({
      competencyId,
      requiredLevel: 5,
      importance,
    }));
    return { jobProfileId, requirements };
  };
  const analyst = await role('Analyst', 'critical');
  const lead = await role('Lead', 'important');
  const trainee = await role('Trainee', 'critical');
  await t.database.db
    .update(profiles)
    .set({ jobProfileId: analyst.jobProfileId, mentorOptIn: true })
    .where(eq(profiles.id, pia.id));
  await t.database.db
    .update(profiles)
    .set({ jobProfileId: trainee.jobProfileId })
    .where(eq(profiles.id, quinn.id));
  await t.database.db.insert(careerTargets).values({
    companyId,
    profileId: pia.id,
    jobProfileId: lead.jobProfileId,
    targetDate: inDays(365),
  });
  await t.database.db.insert(jobProfileNextSteps).values({
    companyId,
    fromJobProfileId: analyst.jobProfileId,
    toJobProfileId: lead.jobProfileId,
    kind: 'promotion',
  });

  const rate = async (competency: typeof listening, manager: number, self: number, colleagues: number[]) => {
    const base = { companyId, ...competency, subjectId: pia.id };
    for (const [i, level] of colleagues.entries()) {
      const raterId = raters[i]?.id ?? null;
      await makeRating(t.database, { ...base, raterId, source: 'peer', level, ratedAt: daysAgo(20 - i) });
    }
    await makeRating(t.database, { ...base, source: 'self', level: self, ratedAt: daysAgo(4) });
    await makeRating(t.database, {
      ...base,
      raterId: max.id,
      source: 'manager',
      level: manager,
      ratedAt: daysAgo(3),
    });
  };
  await rate(listening, 5, 3, [1, 1, 1, 1]);
  await rate(writing, 3, 5, [5, 5, 5, 5, 5, 5]);

  // Pia's plan: one course on both competencies.
  const { actionId } = await makeDevelopmentAction(t.database, {
    companyId,
    personId: pia.id,
    competencyId: listening.competencyId,
  });
  await t.database.db
    .insert(developmentActionCompetencies)
    .values({ companyId, actionId, competencyId: writing.competencyId });

  return { companyId, owner, max, pia, quinn, listening, writing, analyst, lead };
}

type World = Awaited<ReturnType<typeof levelWorld>>;
let w: World;
/** Pia's levels as My Competencies shows them: competency → level. */
let mine: Map<string, number | null>;
/** Her fit to a role, by the gap analysis, from those levels. */
const fitFor = (requirements: readonly Requirement[]) =>
  analyseGaps(
    requirements,
    new Map([...mine].flatMap(([id, level]) => (level === null ? [] : [[id, level] as const]))),
  ).fitPercent;

const get = async (path: string, cookie: string) => {
  const res = await call(t.app, 'GET', path, { cookie });
  expect(res.statusCode, path).toBe(200);
  return res;
};

interface CompetencyRow {
  competencyId: string;
  currentLevel?: number | null;
  level?: number | null;
  current?: { level: number | null };
}
/** Competency → the level each row shows (`currentLevel`, or a matrix cell's `level`, or `current.level`). */
const levelsOf = (rows: readonly CompetencyRow[]) =>
  new Map(rows.map((row) => [row.competencyId, row.currentLevel ?? row.level ?? row.current?.level ?? null]));

describe("levels under the company's rules everywhere", () => {
  beforeAll(async () => {
    w = await levelWorld();
    const res = await get('/api/v1/assessments/me', w.pia.cookie);
    mine = levelsOf(res.json().competencies);
  });

  it('My Competencies weighs the sources and withholds an average of fewer than five colleagues', async () => {
    expect(mine).toEqual(
      new Map([
        [w.listening.competencyId, 4.3],
        [w.writing.competencyId, 4],
      ]),
    );
    const res = await get('/api/v1/assessments/me', w.pia.cookie);
    const peers = new Map(
      res.json().competencies.map((c: { competencyId: string; peers: unknown }) => [c.competencyId, c.peers]),
    );
    expect(peers.get(w.listening.competencyId)).toEqual({ average: null, count: 0, pending: 4 });
    expect(peers.get(w.writing.competencyId)).toEqual({ average: 5, count: 6, pending: 0 });
    expect(fitFor(w.analyst.requirements)).toBe(83);
  });

  it("the manager's view of Pia's assessment and each competency's history end at the same levels", async () => {
    const res = await get(`/api/v1/assessments/people/${w.pia.id}`, w.max.cookie);
    expect(levelsOf(res.json().competencies)).toEqual(mine);
    for (const [competencyId, level] of mine) {
      const own = await get(`/api/v1/assessments/history?competencyId=${competencyId}`, w.pia.cookie);
      expect(own.json().current.at(-1).level).toBe(level);
      const seen = await get(
        `/api/v1/assessments/history?competencyId=${competencyId}&personId=${w.pia.id}`,
        w.max.cookie,
      );
      expect(seen.json().current.at(-1).level).toBe(level);
    }
  });

  it("the gap analysis, for her own role and another, and her manager's list of reports", async () => {
    for (const role of [w.analyst, w.lead]) {
      const res = await get(`/api/v1/assessments/gaps?jobProfileId=${role.jobProfileId}`, w.pia.cookie);
      const report = res.json();
      expect(levelsOf(report.rows)).toEqual(mine);
      expect(report.fitPercent).toBe(fitFor(role.requirements));
    }
    const reports = await get('/api/v1/assessments/reports', w.max.cookie);
    expect(reports.json().items).toEqual([
      expect.objectContaining({ id: w.pia.id, fitPercent: fitFor(w.analyst.requirements), gapCount: 2 }),
    ]);
  });

  it("the team skill matrix, its CSV and the dashboard's team summary", async () => {
    const res = await get(`/api/v1/teams/${w.max.id}/matrix`, w.max.cookie);
    const matrix = res.json();
    const member = matrix.members.find((m: { id: string }) => m.id === w.pia.id);
    // Its cells are [column, level, required], the column one of the matrix's competencies.
    const cells = member.cells.map(([column, level]: [number, number | null]) => ({
      competencyId: matrix.competencies[column].id,
      level,
    }));
    expect(levelsOf(cells)).toEqual(mine);
    expect(member.fitPercent).toBe(fitFor(w.analyst.requirements));

    const csv = await get(`/api/v1/teams/${w.max.id}/matrix.csv`, w.max.cookie);
    const rows = Papa.parse<Record<string, string>>(csv.body.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    }).data;
    const row = rows.find((r) => r.Person === 'Pia Person');
    expect(
      new Map([
        [w.listening.competencyId, Number(row?.['Listening (current)'])],
        [w.writing.competencyId, Number(row?.['Writing (current)'])],
      ]),
    ).toEqual(mine);
    expect(Number(row?.['Fit %'])).toBe(fitFor(w.analyst.requirements));

    const summary = await get('/api/v1/teams/mine/summary', w.max.cookie);
    expect(summary.json().summary).toMatchObject({ averageFit: fitFor(w.analyst.requirements), fitCount: 1 });
  });

  it("the job profile's holders and the list's average fit", async () => {
    const detail = await get(`/api/v1/job-profiles/${w.analyst.jobProfileId}`, w.owner.cookie);
    expect(detail.json().holders).toEqual([
      expect.objectContaining({ id: w.pia.id, fitPercent: fitFor(w.analyst.requirements) }),
    ]);
    expect(detail.json().averageFit).toBe(fitFor(w.analyst.requirements));
    const list = await get('/api/v1/job-profiles', w.owner.cookie);
    const analyst = list.json().items.find((p: { id: string }) => p.id === w.analyst.jobProfileId);
    expect(analyst.averageFit).toBe(fitFor(w.analyst.requirements));
  });

  it("the development plan, as Pia and her manager see it, and the dashboard's plan summary", async () => {
    for (const [path, cookie] of [
      ['/api/v1/development-plan', w.pia.cookie],
      [`/api/v1/development-plan/people/${w.pia.id}`, w.max.cookie],
    ] as const) {
      const res = await get(path, cookie);
      const [action] = res.json().actions;
      expect(levelsOf(action.competencies)).toEqual(mine);
    }
    const summary = await get('/api/v1/development-plan/summary', w.pia.cookie);
    expect(summary.json().targets).toEqual([
      expect.objectContaining({ fitPercent: fitFor(w.lead.requirements) }),
    ]);
  });

  it("the suggestions: Pia's own gaps, and Pia offered to Quinn as a mentor at her level", async () => {
    const own = await get('/api/v1/development-plan/suggestions', w.pia.cookie);
    expect(levelsOf(own.json().items)).toEqual(mine);
    const quinns = await get('/api/v1/development-plan/suggestions', w.quinn.cookie);
    const mentors = new Map(
      quinns
        .json()
        .items.map(
          (item: {
            competencyId: string;
            actions: Array<{ mentor: { id: string; level: number } | null }>;
          }) => [item.competencyId, item.actions.flatMap((action) => (action.mentor ? [action.mentor] : []))],
        ),
    );
    for (const [competencyId, level] of mine) {
      expect(mentors.get(competencyId)).toEqual([expect.objectContaining({ id: w.pia.id, level })]);
    }
  });

  it('the mentor check accepts Pia in each competency, being advanced (4) or better in it', async () => {
    for (const competencyId of mine.keys()) {
      const res = await call(t.app, 'POST', '/api/v1/development-plan/actions', {
        cookie: w.quinn.cookie,
        body: {
          type: 'mentoring',
          title: 'Sessions with Pia',
          dueOn: inDays(30),
          competencyIds: [competencyId],
          mentorId: w.pia.id,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('the career plan: current role, target with its history, and next roles, as Pia and her manager see it', async () => {
    for (const [path, cookie] of [
      ['/api/v1/career-plan', w.pia.cookie],
      [`/api/v1/career-plan/people/${w.pia.id}`, w.max.cookie],
    ] as const) {
      const plan = (await get(path, cookie)).json();
      const [target] = plan.targets;
      const [next] = plan.nextRoles;
      for (const [fit, role] of [
        [plan.currentRole, w.analyst],
        [target, w.lead],
        [next, w.lead],
      ] as const) {
        // Both competencies are below 5, so both are gaps.
        expect(levelsOf(fit.gaps)).toEqual(mine);
        expect(fit.fitPercent).toBe(fitFor(role.requirements));
      }
      expect(target.history.at(-1).fitPercent).toBe(fitFor(w.lead.requirements));
    }
  });
});

describe('a company that has not chosen its rules', () => {
  it("has the settings table's column defaults, the only place a default is kept", async () => {
    const company = await makeCompany(t.database);
    const rules = () => withTenant(t.database, company.id, (tx) => loadLevelRules(tx, company.id));
    // Version 1 of the rules: the defaults (migration 0036).
    expect(await rules()).toEqual({ ...STORED_DEFAULT_RULES, version: 1 });
    await t.database.db.execute(
      sql`insert into company_competency_settings (company_id) values (${company.id})`,
    );
    expect(await rules()).toEqual({ ...STORED_DEFAULT_RULES, version: 1 });
  });
});
