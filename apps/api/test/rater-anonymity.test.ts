import type { FeedbackOverview } from '@competencyhub/domain/schemas/feedback-requests';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackRequests } from '../src/db/schema/assessments.ts';
import { competencyRatings } from '../src/db/schema/competencies.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import type { RouteCatalogEntry } from '../src/http/route.ts';
import {
  makeCareerPlan,
  makeCompany,
  makeCycle,
  makeDevelopmentAction,
  makeExperience,
  makeFramework,
  makeJobProfile,
  makeStoredFile,
  makeTeam,
  signedInUser,
} from './factories.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

/**
 * 360 answers stay anonymous against the person rated (decision 0048). The person proposes colleagues,
 * their manager approves and adds one, three answer with comments nobody else may read, and then the
 * person calls every read route the API has (the router's own list, so a new route is walked too),
 * with their own ids filled in: no response body holds a rater's name, id or e-mail, an answer's
 * comment, or the time a rater accepted or answered (to the second, in any of the forms below).
 */

let t: TestApp;
type Person = Awaited<ReturnType<typeof signedInUser>>;

/**
 * Routes that list the company's people whatever the 360 holds (a directory, whom to ask): a rater's
 * name there is a colleague's, attached to no answer. Their bodies are still searched for answers
 * and times.
 */
const DIRECTORIES: Record<string, string> = {
  'GET /api/v1/colleagues': 'colleagues one may ask for feedback: everyone active in the company',
};

const base = '/api/v1/feedback-requests';
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let subject: Person;
let raters: Person[];
const ids: Record<string, string> = {};
/** What identifies a rater: names, ids and e-mail addresses. */
const identities: string[] = [];
/** What a rater said or did: comments, and each acceptance's and answer's time. */
const answers: string[] = [];

/** Waits until a new wall-clock second has begun. */
const startOfNextSecond = () => new Promise((resolve) => setTimeout(resolve, 1_050 - (Date.now() % 1_000)));

/** An ISO time in the forms a response might carry it: as stored, to the second, and as epoch ms. */
const timeForms = (at: Date) => [at.toISOString(), at.toISOString().slice(0, 19), String(at.getTime())];

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '10000', RATE_LIMIT_ACCOUNT_MAX: '10000' });
  const companyId = (await makeCompany(t.database, { name: 'Candour Ltd' })).id;
  const framework = await makeFramework(t.database, { companyId, competencyName: 'Facilitation' });
  const job = await makeJobProfile(t.database, {
    companyId,
    competencyId: framework.competencyId,
    title: 'Facilitator',
  });
  const manager = await signedInUser(t, { companyId, role: 'team_manager', fullName: 'Mona Manager' });
  // A team manager, so the team pages are theirs to read too.
  subject = await signedInUser(t, { companyId, role: 'team_manager', fullName: 'Ravi Rated' });
  const report = await signedInUser(t, { companyId, fullName: 'Rory Report' });
  await t.database.db
    .update(profiles)
    .set({ lineManagerId: manager.id, jobProfileId: job.jobProfileId })
    .where(eq(profiles.id, subject.id));
  await t.database.db.update(profiles).set({ lineManagerId: subject.id }).where(eq(profiles.id, report.id));
  raters = [];
  for (const name of ['Quentin Quiet', 'Ursula Unseen', 'Vera Veiled', 'Walter Whisper']) {
    raters.push(await signedInUser(t, { companyId, fullName: name }));
  }
  for (const rater of raters) identities.push(rater.id, rater.fullName, rater.email);

  // The person's world: a team, a career and a development plan, experience, a file and a cycle.
  const team = await makeTeam(t.database, {
    companyId,
    name: 'Facilitators',
    leadId: subject.id,
    memberIds: [subject.id, report.id],
    competencyIds: [framework.competencyId],
  });
  await makeCareerPlan(t.database, {
    companyId,
    personId: subject.id,
    fromJobProfileId: job.jobProfileId,
    competencyId: framework.competencyId,
  });
  await makeDevelopmentAction(t.database, {
    companyId,
    personId: subject.id,
    competencyId: framework.competencyId,
  });
  await makeExperience(t.database, { companyId, personId: subject.id });
  const file = await makeStoredFile(t.database, { companyId, ownerId: subject.id });
  const cycle = await makeCycle(t.database, { companyId, memberIds: [subject.id] });
  Object.assign(ids, {
    personId: subject.id,
    competencyId: framework.competencyId,
    frameworkId: framework.frameworkId,
    jobProfileId: job.jobProfileId,
    teamId: team.customTeamId,
    fileId: file.id,
    cycleId: cycle.cycleId,
    companyId,
  });

  // Three proposed, the manager sends them and adds a fourth; three answer, one only accepts.
  const [a, b, c, d] = raters as [Person, Person, Person, Person];
  const proposed = await call(t.app, 'POST', base, {
    cookie: subject.cookie,
    body: {
      raters: [a, b, c].map((r) => ({ raterId: r.id, relationship: 'peer' })),
      dueOn: day(10),
    },
  });
  expect(proposed.statusCode, proposed.body).toBe(201);
  const proposal = ((await call(t.app, 'GET', base, { cookie: manager.cookie })).json() as FeedbackOverview)
    .toApprove[0];
  const approved = await call(t.app, 'POST', `${base}/proposals/${subject.id}/approve`, {
    cookie: manager.cookie,
    body: {
      send: proposal?.raters.map((r) => r.requestId),
      add: [{ raterId: d.id, relationship: 'other' }],
    },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  const levels = [2, 5, 4];
  // The raters act within seconds of their own, shared with nothing else: on a fast database the person's own
  // rows and the reads below could otherwise fall in the same second, which a time "to the second" would match.
  await startOfNextSecond();
  for (const [index, rater] of [a, b, c].entries()) {
    const request = ((await call(t.app, 'GET', base, { cookie: rater.cookie })).json() as FeedbackOverview)
      .toAnswer[0];
    await call(t.app, 'POST', `${base}/${request?.id}/accept`, { cookie: rater.cookie });
    const comment = `confidential-remark-${index}`;
    answers.push(comment);
    const res = await call(t.app, 'POST', `${base}/${request?.id}/answer`, {
      cookie: rater.cookie,
      body: { ratings: [{ competencyId: framework.competencyId, level: levels[index], comment }] },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const late = ((await call(t.app, 'GET', base, { cookie: d.cookie })).json() as FeedbackOverview)
    .toAnswer[0];
  await call(t.app, 'POST', `${base}/${late?.id}/accept`, { cookie: d.cookie });
  await startOfNextSecond();

  for (const row of await t.database.db
    .select()
    .from(feedbackRequests)
    .where(eq(feedbackRequests.subjectId, subject.id))) {
    if (row.respondedAt) answers.push(...timeForms(row.respondedAt));
    if (row.completedAt) answers.push(...timeForms(row.completedAt));
    answers.push(row.id);
  }
  for (const rating of await t.database.db
    .select()
    .from(competencyRatings)
    .where(eq(competencyRatings.subjectId, subject.id))) {
    answers.push(...timeForms(rating.ratedAt), rating.id);
  }
  expect(answers.length).toBeGreaterThan(20);
});
afterAll(() => t.close());

/** A read route's path with the person's own ids in it (an id the walk has none for: a fresh one). */
const pathOf = (route: RouteCatalogEntry) =>
  route.url.replace(/:(\w+)/g, (_, name: string) => ids[name] ?? crypto.randomUUID());

const QUERIES: Record<string, string> = {
  'GET /api/v1/assessments/history': `competencyId={competencyId}`,
  'GET /api/v1/assessments/evidence': `competencyId={competencyId}`,
  'GET /api/v1/assessments/gaps': `personId={personId}`,
};

async function readEverything() {
  const reads = t.app.routeCatalog.filter((route) => route.method === 'GET');
  const seen: Array<{ key: string; status: number; body: string }> = [];
  for (const route of reads) {
    const key = `${route.method} ${route.url}`;
    const query = (QUERIES[key] ?? '').replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? '');
    const res = await call(t.app, 'GET', `${pathOf(route)}${query ? `?${query}` : ''}`, {
      cookie: subject.cookie,
    });
    seen.push({ key, status: res.statusCode, body: res.body });
    // A manager's own team goes by the manager's id: the person's reports, read the same way.
    if (route.url.includes(':teamId')) {
      const own = await call(t.app, 'GET', route.url.replace(':teamId', subject.id), {
        cookie: subject.cookie,
      });
      seen.push({ key: `${key} (own team)`, status: own.statusCode, body: own.body });
    }
  }
  return seen;
}

describe('what the person rated can read', () => {
  it('holds no rater’s name, id or e-mail, no answer and no time a rater acted, on any read route', async () => {
    const seen = await readEverything();
    // The walk reaches the person's pages (not only refusals): assessments, history, requests, plans, teams, files.
    const reached = seen.filter((s) => s.status === 200).map((s) => s.key);
    for (const key of [
      'GET /api/v1/assessments/me',
      'GET /api/v1/assessments/history',
      'GET /api/v1/assessments/evidence',
      'GET /api/v1/assessments/tasks',
      'GET /api/v1/feedback-requests',
      'GET /api/v1/teams/:teamId/matrix',
      'GET /api/v1/teams/:teamId/matrix.csv',
      'GET /api/v1/teams/:teamId/matrix (own team)',
      'GET /api/v1/job-profiles/:jobProfileId',
      'GET /api/v1/career-plan',
      'GET /api/v1/development-plan',
      'GET /api/v1/experience',
      'GET /api/v1/files/:fileId',
    ]) {
      expect(reached, key).toContain(key);
    }
    // The average of the three answers is shown: the walk saw the round, not an empty page.
    const own = seen.find((s) => s.key === 'GET /api/v1/assessments/me');
    expect(own?.body).toContain('"peerCount":3');

    const leaks: string[] = [];
    for (const { key, body } of seen) {
      const secrets = key in DIRECTORIES ? answers : [...identities, ...answers];
      for (const secret of secrets) if (body.includes(secret)) leaks.push(`${key}: ${secret}`);
    }
    expect(leaks).toEqual([]);
  });
});
