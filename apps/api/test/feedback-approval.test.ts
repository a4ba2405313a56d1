import { ASSESSMENT_MESSAGES } from '@competencyhub/domain/schemas/assessments';
import type { FeedbackOverview } from '@competencyhub/domain/schemas/feedback-requests';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackRequests } from '../src/db/schema/assessments.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import { makeCompany, makeFramework, makeJobProfile, signedInUser, type UserOverrides } from './factories.ts';
import { call, createTestApp, outboxTo, type TestApp } from './test-app.ts';

/**
 * Manager approval of the colleagues a person proposes for their 360 feedback (decision 0048): with
 * the company setting on (the default) the requests wait as `proposed`, no rater is told, and only the
 * line manager's (or an administrator's) approval sends them; with it off they go out at once.
 */

let t: TestApp;
type Person = Awaited<ReturnType<typeof signedInUser>>;

const base = '/api/v1/feedback-requests';
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const peersOf = (...raters: Person[]) => raters.map((r) => ({ raterId: r.id, relationship: 'peer' }));
const INVITE = 'You are asked for feedback on CompetencyHub';

interface World {
  companyId: string;
  jobProfileId: string;
  owner: Person;
}

async function makeWorld(name: string): Promise<World> {
  const companyId = (await makeCompany(t.database, { name })).id;
  const framework = await makeFramework(t.database, { companyId, competencyName: 'Coaching' });
  const { jobProfileId } = await makeJobProfile(t.database, {
    companyId,
    competencyId: framework.competencyId,
    title: 'Analyst',
  });
  const owner = await signedInUser(t, { companyId, role: 'account_holder' });
  return { companyId, jobProfileId, owner };
}

async function person(
  world: World,
  options: { managerId?: string } & Omit<UserOverrides, 'companyId'> = {},
): Promise<Person> {
  const { managerId, ...overrides } = options;
  const p = await signedInUser(t, { companyId: world.companyId, ...overrides });
  await t.database.db
    .update(profiles)
    .set({ lineManagerId: managerId ?? null, jobProfileId: world.jobProfileId })
    .where(eq(profiles.id, p.id));
  return p;
}

const overview = async (who: Person): Promise<FeedbackOverview> =>
  (await call(t.app, 'GET', base, { cookie: who.cookie })).json();
const approve = (who: Person, subjectId: string, body: unknown) =>
  call(t.app, 'POST', `${base}/proposals/${subjectId}/approve`, { cookie: who.cookie, body });
const rowsAbout = (subjectId: string) =>
  t.database.db.select().from(feedbackRequests).where(eq(feedbackRequests.subjectId, subjectId));
const invitesTo = async (who: Person) =>
  (await outboxTo(t.database, who.email)).filter((mail) => mail.subject === INVITE);

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
});
afterAll(() => t.close());

describe('colleagues a person proposes (the company setting on, its default)', () => {
  it('wait for the line manager, who sends some, adds another, and only then are the raters asked', async () => {
    const world = await makeWorld('Approval Ltd');
    const manager = await person(world, { role: 'team_manager', fullName: 'Mina Manager' });
    const subject = await person(world, { managerId: manager.id, fullName: 'Sol Subject' });
    const [a, b, c] = [await person(world), await person(world), await person(world)];
    const added = await person(world, { fullName: 'Ada Added' });

    const asked = await call(t.app, 'POST', base, {
      cookie: subject.cookie,
      body: { raters: peersOf(a as Person, b as Person, c as Person), dueOn: day(14) },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect((asked.json() as FeedbackOverview).aboutMe).toEqual({
      awaitingApproval: 3,
      open: 0,
      answered: 0,
      closed: 0,
      dueOn: day(14),
    });
    expect((await rowsAbout(subject.id)).map((r) => r.status)).toEqual(['proposed', 'proposed', 'proposed']);
    // No rater is told, and none can act on what they were never sent.
    for (const rater of [a, b, c] as Person[]) {
      expect(await invitesTo(rater)).toEqual([]);
      expect((await overview(rater)).toAnswer).toEqual([]);
      const tasks = await call(t.app, 'GET', '/api/v1/assessments/tasks', { cookie: rater.cookie });
      expect(tasks.json().feedbackToGive).toEqual([]);
    }
    const [proposedRow] = await rowsAbout(subject.id);
    const early = await call(t.app, 'POST', `${base}/${proposedRow?.id}/accept`, {
      cookie: (a as Person).cookie,
    });
    expect(early.statusCode).toBe(404);

    // The manager is told by e-mail and sees the proposal in their tasks and on the feedback page.
    const mail = (await outboxTo(t.database, manager.email)).at(-1);
    expect(mail?.subject).toBe('Colleagues proposed for feedback wait for your approval on CompetencyHub');
    expect(mail?.textBody).toContain('Sol Subject');
    const tasks = await call(t.app, 'GET', '/api/v1/assessments/tasks', { cookie: manager.cookie });
    expect(tasks.json().feedbackToApprove).toEqual([
      { subjectId: subject.id, subjectName: 'Sol Subject', raterCount: 3 },
    ]);
    const proposal = (await overview(manager)).toApprove.find((p) => p.subject.id === subject.id);
    expect(proposal?.raters.map((r) => r.rater.id).sort()).toEqual([a, b, c].map((p) => p?.id).sort());

    const idOf = (rater: Person) => proposal?.raters.find((r) => r.rater.id === rater.id)?.requestId;
    const approved = await approve(manager, subject.id, {
      send: [idOf(a as Person), idOf(b as Person)],
      add: [{ raterId: added.id, relationship: 'peer' }],
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((approved.json() as FeedbackOverview).toApprove).toEqual([]);

    const byRater = new Map((await rowsAbout(subject.id)).map((r) => [r.raterId, r]));
    expect(byRater.get((a as Person).id)).toMatchObject({ status: 'pending', approvedBy: manager.id });
    expect(byRater.get((b as Person).id)).toMatchObject({ status: 'pending', approvedBy: manager.id });
    expect(byRater.get((c as Person).id)?.status).toBe('cancelled');
    expect(byRater.get(added.id)).toMatchObject({
      status: 'pending',
      requestedBy: manager.id,
      approvedBy: manager.id,
      dueOn: day(14),
    });
    for (const rater of [a, b, added] as Person[]) expect(await invitesTo(rater)).toHaveLength(1);
    expect(await invitesTo(c as Person)).toEqual([]);
    expect((await overview(added)).toAnswer.map((r) => r.subject.id)).toEqual([subject.id]);

    // The person rated sees the counts, not whom the manager added or left out.
    const own = await call(t.app, 'GET', base, { cookie: subject.cookie });
    expect((own.json() as FeedbackOverview).aboutMe).toMatchObject({
      awaitingApproval: 0,
      open: 3,
      closed: 1,
    });
    expect(own.body).not.toContain(added.id);
    expect(own.body).not.toContain('Ada Added');
  });

  it('may be approved only by the line manager or an administrator of the company, never by the person', async () => {
    const world = await makeWorld('Approvers Ltd');
    const other = await makeWorld('Elsewhere Ltd');
    const manager = await person(world, { role: 'team_manager' });
    const subject = await person(world, { managerId: manager.id, role: 'company_it_admin' });
    const colleague = await person(world, { role: 'team_manager' });
    const rater = await person(world);
    const asked = await call(t.app, 'POST', base, {
      cookie: subject.cookie,
      body: { raters: peersOf(rater), dueOn: day(7) },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const [row] = await rowsAbout(subject.id);
    const body = { send: [row?.id], add: [] };

    // The person (an administrator themself), a colleague and another company's administrator: 404.
    for (const who of [subject, colleague, other.owner]) {
      const refused = await approve(who, subject.id, body);
      expect(refused.statusCode, refused.body).toBe(404);
      expect((await overview(who)).toApprove).toEqual([]);
    }
    expect((await rowsAbout(subject.id)).map((r) => r.status)).toEqual(['proposed']);
    expect(await invitesTo(rater)).toEqual([]);

    const notProposed = await approve(manager, subject.id, { send: [subject.id], add: [] });
    expect(notProposed.statusCode).toBe(400);
    expect(notProposed.json().errors).toEqual({ 'send.0': [ASSESSMENT_MESSAGES.notProposed] });
    const managerAdded = await approve(manager, subject.id, {
      send: [row?.id],
      add: [{ raterId: manager.id, relationship: 'peer' }],
    });
    expect(managerAdded.statusCode).toBe(400);
    expect(managerAdded.json().errors).toEqual({ 'add.0.raterId': [ASSESSMENT_MESSAGES.raterIsManager] });
    expect((await rowsAbout(subject.id)).map((r) => r.status)).toEqual(['proposed']);

    // The company's account holder may approve it, as the line manager may.
    const byOwner = await approve(world.owner, subject.id, body);
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect((await rowsAbout(subject.id)).map((r) => r.status)).toEqual(['pending']);
    expect(await invitesTo(rater)).toHaveLength(1);
    const again = await approve(manager, subject.id, body);
    expect(again.statusCode).toBe(422);
    expect(again.json().detail).toBe(ASSESSMENT_MESSAGES.nothingProposed);
  });

  it('go out at once when a line manager asks about their report', async () => {
    const world = await makeWorld('Manager Asks Ltd');
    const manager = await person(world, { role: 'team_manager' });
    const subject = await person(world, { managerId: manager.id });
    const rater = await person(world);
    const res = await call(t.app, 'POST', base, {
      cookie: manager.cookie,
      body: { subjectId: subject.id, raters: peersOf(rater), dueOn: day(7) },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await rowsAbout(subject.id)).map((r) => r.status)).toEqual(['pending']);
    expect(await invitesTo(rater)).toHaveLength(1);
  });
});

describe('the company setting off', () => {
  it('is changed by an account holder in Company Administration, and then requests go out at once', async () => {
    const world = await makeWorld('No Approval Ltd');
    const before = await call(t.app, 'GET', '/api/v1/company', { cookie: world.owner.cookie });
    expect(before.json().feedbackRaterApproval).toBe(true);
    const employee = await person(world);
    const refused = await call(t.app, 'PATCH', '/api/v1/company', {
      cookie: employee.cookie,
      body: { feedbackRaterApproval: false },
    });
    expect(refused.statusCode).toBe(403);
    const bad = await call(t.app, 'PATCH', '/api/v1/company', {
      cookie: world.owner.cookie,
      body: { feedbackRaterApproval: 'no' },
    });
    expect(bad.statusCode).toBe(400);
    const off = await call(t.app, 'PATCH', '/api/v1/company', {
      cookie: world.owner.cookie,
      body: { feedbackRaterApproval: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().feedbackRaterApproval).toBe(false);

    const manager = await person(world, { role: 'team_manager' });
    const subject = await person(world, { managerId: manager.id });
    const rater = await person(world);
    const res = await call(t.app, 'POST', base, {
      cookie: subject.cookie,
      body: { raters: peersOf(rater), dueOn: day(7) },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as FeedbackOverview).aboutMe).toMatchObject({ awaitingApproval: 0, open: 1 });
    expect((await rowsAbout(subject.id)).map((r) => r.status)).toEqual(['pending']);
    expect(await invitesTo(rater)).toHaveLength(1);
    expect((await overview(manager)).toApprove).toEqual([]);
  });
});
