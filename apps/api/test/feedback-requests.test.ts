import { ASSESSMENT_MESSAGES, type PersonAssessment } from '@competencyhub/domain/schemas/assessments';
import type { FeedbackOverview, FeedbackRequestView } from '@competencyhub/domain/schemas/feedback-requests';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackRequests } from '../src/db/schema/assessments.ts';
import { companies } from '../src/db/schema/companies.ts';
import { competencies, competencyRatings } from '../src/db/schema/competencies.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import {
  makeCompany,
  makeFramework,
  makeJobProfile,
  makeUser,
  signedInUser,
  type UserOverrides,
} from './factories.ts';
import { call, createTestApp, outboxTo, type TestApp } from './test-app.ts';

let t: TestApp;

type Person = Awaited<ReturnType<typeof signedInUser>>;

interface World {
  companyId: string;
  frameworkId: string;
  /** Required by the job profile. */
  listening: string;
  /** Not required by the job profile. */
  negotiation: string;
  jobProfileId: string;
  lead: Person;
}

/**
 * A company whose people's own requests go out at once: these tests are about asking and answering.
 * Manager approval of the colleagues a person proposes (on by default) is in feedback-approval.test.ts.
 */
async function makeWorld(name: string): Promise<World> {
  const companyId = (await makeCompany(t.database, { name })).id;
  await t.database.db
    .update(companies)
    .set({ feedbackRaterApproval: false })
    .where(eq(companies.id, companyId));
  const framework = await makeFramework(t.database, { companyId, competencyName: 'Active listening' });
  const [negotiation] = await t.database.db
    .insert(competencies)
    .values({
      companyId,
      frameworkId: framework.frameworkId,
      categoryId: framework.categoryId,
      name: 'Negotiation',
      type: 'technical',
    })
    .returning({ id: competencies.id });
  const { jobProfileId } = await makeJobProfile(t.database, {
    companyId,
    competencyId: framework.competencyId,
    title: 'Consultant',
  });
  const lead = await signedInUser(t, { companyId, role: 'learning_lead' });
  return {
    companyId,
    frameworkId: framework.frameworkId,
    listening: framework.competencyId,
    negotiation: negotiation?.id ?? '',
    jobProfileId,
    lead,
  };
}

async function person(
  world: World,
  options: { managerId?: string; jobProfileId?: string } & Omit<UserOverrides, 'companyId'> = {},
): Promise<Person> {
  const { managerId, jobProfileId, ...overrides } = options;
  const p = await signedInUser(t, { companyId: world.companyId, ...overrides });
  await t.database.db
    .update(profiles)
    .set({ lineManagerId: managerId ?? null, jobProfileId: jobProfileId ?? null })
    .where(eq(profiles.id, p.id));
  return p;
}

/** A UTC day `days` from today, as the API takes due dates. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const base = '/api/v1/feedback-requests';

const ask = (cookie: string, body: Record<string, unknown>) => call(t.app, 'POST', base, { cookie, body });

const peersOf = (...raters: Person[]) => raters.map((r) => ({ raterId: r.id, relationship: 'peer' }));

const overview = async (who: Person): Promise<FeedbackOverview> =>
  (await call(t.app, 'GET', base, { cookie: who.cookie })).json();

/** The open request `rater` is asked to answer about `subject`. */
async function requestFor(rater: Person, subject: Person) {
  const found = (await overview(rater)).toAnswer.find((r) => r.subject.id === subject.id);
  if (!found) throw new Error(`${rater.fullName} has no request about ${subject.fullName}`);
  return found;
}

const act = (who: Person, requestId: string, action: string, body?: unknown) =>
  call(t.app, 'POST', `${base}/${requestId}/${action}`, {
    cookie: who.cookie,
    ...(body === undefined ? {} : { body }),
  });

const requestsAbout = (subjectId: string) =>
  t.database.db.select().from(feedbackRequests).where(eq(feedbackRequests.subjectId, subjectId));

let world: World;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
  world = await makeWorld('Feedback Ltd');
});
afterAll(() => t.close());

describe('asking for feedback', () => {
  it('asks four colleagues by a due date about the job profile’s competencies, e-mailing each', async () => {
    const subject = await person(world, { jobProfileId: world.jobProfileId, fullName: 'Sue Subject' });
    const colleagues = [];
    for (let i = 0; i < 4; i++) colleagues.push(await person(world));
    const dueOn = day(14);
    const res = await ask(subject.cookie, {
      raters: peersOf(...colleagues),
      dueOn,
      message: 'Thanks for your time',
    });
    expect(res.statusCode, res.body).toBe(201);
    // The person rated is told how many were asked, never whom.
    expect((res.json() as FeedbackOverview).aboutMe).toEqual({
      awaitingApproval: 0,
      open: 4,
      answered: 0,
      closed: 0,
      dueOn,
    });
    expect((res.json() as FeedbackOverview).asked).toEqual([]);
    const stored = await requestsAbout(subject.id);
    expect(stored.map((r) => r.raterId).sort()).toEqual(colleagues.map((c) => c.id).sort());
    for (const request of stored) {
      expect(request).toMatchObject({
        requestedBy: subject.id,
        relationship: 'peer',
        status: 'pending',
        message: 'Thanks for your time',
        declineReason: null,
        dueOn,
        competencyIds: [world.listening],
        respondedAt: null,
        completedAt: null,
      });
    }

    for (const colleague of colleagues) {
      const mails = await outboxTo(t.database, colleague.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe('You are asked for feedback on CompetencyHub');
      expect(mails[0]?.textBody).toContain('Sue Subject');
      expect(mails[0]?.textBody).toContain('1 competency to rate');
    }
    const toAnswer = await requestFor(colleagues[0] as Person, subject);
    expect(toAnswer).toMatchObject({ status: 'pending', message: 'Thanks for your time' });
    expect(toAnswer.competencies).toEqual([
      expect.objectContaining({ competencyId: world.listening, name: 'Active listening' }),
    ]);
    expect(toAnswer.competencies[0]?.levels).toHaveLength(5);
  });

  it('refuses duplicates, oneself, inactive and other companies’ colleagues, keyed by place, writing nothing', async () => {
    const subject = await person(world, { jobProfileId: world.jobProfileId });
    const colleague = await person(world);
    const gone = await makeUser(t.database, { companyId: world.companyId, status: 'deactivated' });
    const pending = await makeUser(t.database, { companyId: world.companyId, status: 'pending_approval' });
    const outsider = await makeUser(t.database);
    const cases: Array<[Array<{ raterId: string; relationship: string }>, Record<string, string[]>]> = [
      [peersOf(colleague, colleague), { 'raters.1.raterId': ['Choose each colleague once'] }],
      [peersOf(colleague, subject), { 'raters.1.raterId': [ASSESSMENT_MESSAGES.raterIsSubject] }],
      [
        [
          { raterId: colleague.id, relationship: 'peer' },
          { raterId: gone.id, relationship: 'peer' },
          { raterId: pending.id, relationship: 'other' },
        ],
        {
          'raters.1.raterId': [ASSESSMENT_MESSAGES.raterNotActive],
          'raters.2.raterId': [ASSESSMENT_MESSAGES.raterNotActive],
        },
      ],
      [
        [{ raterId: outsider.id, relationship: 'peer' }],
        { 'raters.0.raterId': [ASSESSMENT_MESSAGES.raterNotActive] },
      ],
    ];
    for (const [raters, errors] of cases) {
      const res = await ask(subject.cookie, { raters, dueOn: day(7) });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual(errors);
    }
    expect(await requestsAbout(subject.id)).toEqual([]);
    expect(await outboxTo(t.database, colleague.email)).toEqual([]);
  });

  it('takes a due date from today up to 180 days ahead, no earlier or later', async () => {
    const subject = await person(world, { jobProfileId: world.jobProfileId });
    const [a, b, c] = [await person(world), await person(world), await person(world)];
    for (const dueOn of [day(-1), day(181)]) {
      const res = await ask(subject.cookie, { raters: peersOf(a as Person), dueOn });
      expect(res.statusCode, dueOn).toBe(400);
      expect(res.json().errors).toEqual({ dueOn: [ASSESSMENT_MESSAGES.dueDateInvalid] });
    }
    expect(await requestsAbout(subject.id)).toEqual([]);
    expect((await ask(subject.cookie, { raters: peersOf(b as Person), dueOn: day(0) })).statusCode).toBe(201);
    expect((await ask(subject.cookie, { raters: peersOf(c as Person), dueOn: day(179) })).statusCode).toBe(
      201,
    );
  });

  it('refuses a due date that is no day of the calendar, once, on the field', async () => {
    const subject = await person(world, { jobProfileId: world.jobProfileId });
    const colleague = await person(world);
    const nextFebruary = `${new Date().getUTCFullYear() + 1}-02-30`;
    for (const dueOn of [nextFebruary, '2026-13-01', 'next week']) {
      const res = await ask(subject.cookie, { raters: peersOf(colleague), dueOn });
      expect(res.statusCode, dueOn).toBe(400);
      expect(res.json().errors, dueOn).toEqual({ dueOn: [ASSESSMENT_MESSAGES.dueDateInvalid] });
    }
    expect(await requestsAbout(subject.id)).toEqual([]);
  });

  it('does not ask a colleague twice while their request is open, but may once they declined', async () => {
    const subject = await person(world, { jobProfileId: world.jobProfileId });
    const colleague = await person(world);
    const other = await person(world);
    expect((await ask(subject.cookie, { raters: peersOf(colleague), dueOn: day(7) })).statusCode).toBe(201);
    const again = await ask(subject.cookie, { raters: peersOf(other, colleague), dueOn: day(10) });
    expect([400, 409]).toContain(again.statusCode);
    expect(again.json().errors).toEqual({ 'raters.1.raterId': [ASSESSMENT_MESSAGES.raterAlreadyAsked] });
    expect(await requestsAbout(subject.id)).toHaveLength(1);

    const request = await requestFor(colleague, subject);
    expect((await act(colleague, request.id, 'decline', { reason: 'On leave' })).statusCode).toBe(200);
    expect((await ask(subject.cookie, { raters: peersOf(colleague), dueOn: day(10) })).statusCode).toBe(201);
  });

  it("lists the colleagues a manager may ask about a report: never the report or the manager, the report's own reports marked", async () => {
    const manager = await person(world, { role: 'team_manager', fullName: 'Lia Lead' });
    const report = await person(world, { managerId: manager.id, fullName: 'Rex Report' });
    const reportsReport = await person(world, { managerId: report.id, fullName: 'Ria Junior' });
    const colleague = await person(world, { fullName: 'Cy Colleague' });
    const list = async (cookie: string, query: string) =>
      call(t.app, 'GET', `/api/v1/colleagues?${query}`, { cookie });
    // (Searched by name: the list holds at most 20 people, and this company has more.)
    const about = async (name: string) => {
      const res = await list(manager.cookie, `aboutId=${report.id}&q=${encodeURIComponent(name)}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().items as Array<{ id: string; reportsToYou: boolean }>;
    };
    expect(await about('Rex Report')).toEqual([]);
    expect(await about('Lia Lead')).toEqual([]);
    expect((await about('Ria Junior')).find((item) => item.id === reportsReport.id)?.reportsToYou).toBe(true);
    expect((await about('Cy Colleague')).find((item) => item.id === colleague.id)?.reportsToYou).toBe(false);
    // About oneself, the report is one's own direct report.
    const own: Array<{ id: string; reportsToYou: boolean }> = (await list(manager.cookie, 'q=Rex')).json()
      .items;
    expect(own.find((item) => item.id === report.id)?.reportsToYou).toBe(true);
    // Only about one's own direct reports: anyone else answers 404.
    expect((await list(colleague.cookie, `aboutId=${report.id}`)).statusCode).toBe(404);
    expect((await list(manager.cookie, `aboutId=${reportsReport.id}`)).statusCode).toBe(404);
  });

  it('may be done by a manager for a direct report, never by a colleague for someone else', async () => {
    const manager = await person(world, { role: 'team_manager', fullName: 'Mo Manager' });
    const report = await person(world, { managerId: manager.id, jobProfileId: world.jobProfileId });
    const rater = await person(world);
    const res = await ask(manager.cookie, {
      subjectId: report.id,
      raters: [{ raterId: rater.id, relationship: 'other' }],
      dueOn: day(21),
      competencyIds: [world.listening, world.negotiation],
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json().asked.find((r: FeedbackRequestView) => r.subject.id === report.id);
    expect(made).toMatchObject({
      requestedBy: { id: manager.id, fullName: 'Mo Manager' },
      relationship: 'other',
      competencyCount: 2,
    });
    // The report is told a request about them is open, not whom it asks.
    const seen = await call(t.app, 'GET', base, { cookie: report.cookie });
    expect((seen.json() as FeedbackOverview).aboutMe.open).toBe(1);
    expect(seen.body).not.toContain(rater.id);
    expect(seen.body).not.toContain(made.id);

    const colleague = await person(world);
    const refused = await ask(colleague.cookie, {
      subjectId: report.id,
      raters: peersOf(await person(world)),
      dueOn: day(7),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(ASSESSMENT_MESSAGES.notYourRequest);
    expect(await requestsAbout(report.id)).toHaveLength(1);
  });
});

describe('answering a request', () => {
  it('is accepting, then rating the asked competencies only; a finished request cannot be answered again', async () => {
    const subject = await person(world, { jobProfileId: world.jobProfileId });
    const rater = await person(world);
    await ask(subject.cookie, { raters: peersOf(rater), dueOn: day(7) });
    const request = await requestFor(rater, subject);

    const accepted = await act(rater, request.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const shown = (accepted.json() as FeedbackOverview).toAnswer.find((r) => r.id === request.id);
    expect(shown).toMatchObject({ status: 'accepted', respondedAt: expect.any(String) });

    const notAsked = await act(rater, request.id, 'answer', {
      ratings: [
        { competencyId: world.listening, level: 3 },
        { competencyId: world.negotiation, level: 3 },
      ],
    });
    expect(notAsked.statusCode).toBe(400);
    expect(notAsked.json().errors).toEqual({ 'ratings.1.competencyId': [ASSESSMENT_MESSAGES.notRequested] });
    const tooHigh = await act(rater, request.id, 'answer', {
      ratings: [{ competencyId: world.listening, level: 6 }],
    });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().errors).toEqual({ 'ratings.0.level': [ASSESSMENT_MESSAGES.levelOutsideScale] });
    const none = await t.database.db
      .select()
      .from(competencyRatings)
      .where(eq(competencyRatings.subjectId, subject.id));
    expect(none).toEqual([]);

    const answered = await act(rater, request.id, 'answer', {
      ratings: [{ competencyId: world.listening, level: 4, comment: 'Listens to clients' }],
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((answered.json() as FeedbackOverview).toAnswer.find((r) => r.id === request.id)).toMatchObject({
      status: 'completed',
      completedAt: expect.any(String),
    });
    const stored = await t.database.db
      .select()
      .from(competencyRatings)
      .where(eq(competencyRatings.subjectId, subject.id));
    expect(stored).toEqual([
      expect.objectContaining({
        source: 'peer',
        raterId: rater.id,
        level: 4,
        comment: 'Listens to clients',
        feedbackRequestId: request.id,
      }),
    ]);

    for (const action of ['answer', 'accept', 'decline']) {
      const late = await act(rater, request.id, action, {
        ratings: [{ competencyId: world.listening, level: 2 }],
        reason: 'Changed my mind',
      });
      expect(late.statusCode, action).toBe(422);
      expect(late.json().detail).toBe(ASSESSMENT_MESSAGES.requestNotOpen);
    }
  });

  it('may be declined with a reason, which the manager who asked receives by e-mail, never the person rated', async () => {
    const manager = await person(world, { role: 'team_manager', fullName: 'Mia Asker' });
    const subject = await person(world, {
      managerId: manager.id,
      jobProfileId: world.jobProfileId,
      fullName: 'Dora Rated',
    });
    const rater = await person(world, { fullName: 'Rex Decliner' });
    await ask(manager.cookie, { subjectId: subject.id, raters: peersOf(rater), dueOn: day(7) });
    const request = await requestFor(rater, subject);

    const noReason = await act(rater, request.id, 'decline', { reason: '   ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: [ASSESSMENT_MESSAGES.declineReasonRequired] });
    expect(await outboxTo(t.database, manager.email)).toEqual([]);

    const declined = await act(rater, request.id, 'decline', { reason: 'Not on her projects this year' });
    expect(declined.statusCode, declined.body).toBe(200);
    const mails = await outboxTo(t.database, manager.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('A feedback request was declined on CompetencyHub');
    expect(mails[0]?.textBody).toContain('Not on her projects this year');
    expect(mails[0]?.textBody).toContain('Rex Decliner');
    expect((await overview(manager)).asked.find((r) => r.id === request.id)).toMatchObject({
      status: 'declined',
      declineReason: 'Not on her projects this year',
    });
    // Who declined says who did not answer: the person rated sees a count, and no e-mail.
    expect(await outboxTo(t.database, subject.email)).toEqual([]);
    const own = await call(t.app, 'GET', base, { cookie: subject.cookie });
    expect((own.json() as FeedbackOverview).aboutMe).toMatchObject({ open: 0, closed: 1 });
    expect(own.body).not.toContain('Rex Decliner');
    expect(own.body).not.toContain('Not on her projects');

    const answer = await act(rater, request.id, 'answer', {
      ratings: [{ competencyId: world.listening, level: 3 }],
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().detail).toBe(ASSESSMENT_MESSAGES.requestNotOpen);
  });

  it('is for the rater alone: anyone else is told it does not exist', async () => {
    const subject = await person(world, { jobProfileId: world.jobProfileId });
    const rater = await person(world);
    const stranger = await person(world);
    await ask(subject.cookie, { raters: peersOf(rater), dueOn: day(7) });
    const request = await requestFor(rater, subject);
    for (const who of [stranger, subject]) {
      expect((await act(who, request.id, 'accept')).statusCode).toBe(404);
      expect((await act(who, request.id, 'decline', { reason: 'Busy' })).statusCode).toBe(404);
      const answer = await act(who, request.id, 'answer', {
        ratings: [{ competencyId: world.listening, level: 5 }],
      });
      expect(answer.statusCode).toBe(404);
    }
    const [row] = await t.database.db
      .select()
      .from(feedbackRequests)
      .where(eq(feedbackRequests.id, request.id));
    expect(row?.status).toBe('pending');
    expect(
      await t.database.db.select().from(competencyRatings).where(eq(competencyRatings.subjectId, subject.id)),
    ).toEqual([]);
  });
});

describe('anonymity of colleagues’ answers', () => {
  it('shows only an average of at least the company’s minimum number of answers, never one answer', async () => {
    const local = await makeWorld('Anonymous Ltd');
    const manager = await person(local, { role: 'team_manager', fullName: 'Martha Manager' });
    const subject = await person(local, {
      managerId: manager.id,
      jobProfileId: local.jobProfileId,
      fullName: 'Sam Subject',
    });
    const names = ['Pat Hidden', 'Quinn Hidden', 'Rae Hidden', 'Sid Hidden'];
    const raters: Person[] = [];
    // Sid reports to Sam: a direct report's answer is as anonymous as a peer's.
    for (const fullName of names) {
      raters.push(
        await person(local, { fullName, ...(fullName === 'Sid Hidden' ? { managerId: subject.id } : {}) }),
      );
    }
    const asked = await ask(subject.cookie, {
      raters: raters.map((r, i) => ({ raterId: r.id, relationship: i === 3 ? 'direct_report' : 'peer' })),
      dueOn: day(7),
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const answer = async (index: number, level: number) => {
      const rater = raters[index] as Person;
      const request = await requestFor(rater, subject);
      const res = await act(rater, request.id, 'answer', {
        ratings: [{ competencyId: local.listening, level, comment: `whisper-${index}` }],
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const secrets = [...names, 'whisper-'];
    const views = async () => {
      const own = await call(t.app, 'GET', '/api/v1/assessments/me', { cookie: subject.cookie });
      const managers = await call(t.app, 'GET', `/api/v1/assessments/people/${subject.id}`, {
        cookie: manager.cookie,
      });
      const history = await call(
        t.app,
        'GET',
        `/api/v1/assessments/history?competencyId=${local.listening}`,
        {
          cookie: subject.cookie,
        },
      );
      for (const res of [own, managers, history]) {
        expect(res.statusCode, res.body).toBe(200);
        for (const secret of secrets) expect(res.body).not.toContain(secret);
      }
      const listening = (res: typeof own) =>
        (res.json() as PersonAssessment).competencies.find((c) => c.competencyId === local.listening);
      return { own: listening(own), managers: listening(managers), history: history.json() };
    };

    await answer(0, 1);
    await answer(1, 5);
    const two = await views();
    for (const view of [two.own, two.managers]) {
      expect(view?.peers).toEqual({ average: null, count: 0, pending: 2 });
      expect(view?.current).toEqual({
        level: null,
        contributions: [],
        peersWithheld: 2,
        confidence: 0,
        validUntil: null,
      });
    }
    expect(two.history.points).toEqual([]);

    // The overview of requests tells the person rated how many answered, never who, when or what.
    const requests = await call(t.app, 'GET', base, { cookie: subject.cookie });
    for (const secret of [...secrets, ...raters.map((r) => r.id)])
      expect(requests.body).not.toContain(secret);
    expect((requests.json() as FeedbackOverview).aboutMe).toMatchObject({ open: 2, answered: 2 });
    expect((requests.json() as FeedbackOverview).asked).toEqual([]);
    expect(requests.body).not.toMatch(/"(level|comment|ratings|average|completedAt|respondedAt)"/);

    await answer(2, 3);
    const three = await views();
    for (const view of [three.own, three.managers]) {
      expect(view?.peers).toEqual({ average: 3, count: 3, pending: 0 });
      expect(view?.current.peersWithheld).toBe(0);
      expect(view?.current.level).toBe(3);
      expect(view?.current.contributions).toEqual([
        expect.objectContaining({ source: 'peers', level: 3, peerCount: 3, raterName: null, weight: 1 }),
      ]);
    }
    expect(three.history.points).toEqual([
      expect.objectContaining({ source: 'peers', level: 3, peerCount: 3 }),
    ]);

    // A company asking for at least four answers hides the average of three again.
    const settings = await call(t.app, 'PUT', '/api/v1/competency-settings', {
      cookie: local.lead.cookie,
      body: { minPeerRaters: 4, policy: { mode: 'first_available', order: ['manager', 'peers', 'self'] } },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const raised = await views();
    for (const view of [raised.own, raised.managers]) {
      expect(view?.peers).toEqual({ average: null, count: 0, pending: 3 });
      expect(view?.current).toEqual({
        level: null,
        contributions: [],
        peersWithheld: 3,
        confidence: 0,
        validUntil: null,
      });
    }
    expect(raised.history.points).toEqual([]);
    expect(
      (await call(t.app, 'GET', '/api/v1/assessments/me', { cookie: subject.cookie })).json().minPeerRaters,
    ).toBe(4);

    // A fourth answer does not bring it back: an average of four now, beside the three-answer one
    // seen before, would give the fourth away (4 × 3.25 − 9 = 4). It waits for the next round.
    await answer(3, 4);
    const four = await views();
    for (const view of [four.own, four.managers]) {
      expect(view?.peers).toEqual({ average: null, count: 0, pending: 4 });
    }
    expect(four.history.points).toEqual([]);
    // Back to three: the same three-answer average as before, the fourth still waiting.
    await call(t.app, 'PUT', '/api/v1/competency-settings', {
      cookie: local.lead.cookie,
      body: { minPeerRaters: 3, policy: { mode: 'first_available', order: ['manager', 'peers', 'self'] } },
    });
    const lowered = await views();
    expect(lowered.own?.peers).toEqual({ average: 3, count: 3, pending: 1 });
  });

  it('never lets one later answer be worked out from two averages: a new one waits for three more answers', async () => {
    const local = await makeWorld('Rounds Ltd');
    const subject = await person(local, { jobProfileId: local.jobProfileId, fullName: 'Rita Rounds' });
    const raters: Person[] = [];
    for (let i = 0; i < 6; i++) raters.push(await person(local, { fullName: `Rater ${i}` }));
    const asked = await ask(subject.cookie, {
      raters: raters.map((r) => ({ raterId: r.id, relationship: 'peer' })),
      dueOn: day(7),
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const answer = async (index: number, level: number) => {
      const rater = raters[index] as Person;
      const request = await requestFor(rater, subject);
      const res = await act(rater, request.id, 'answer', {
        ratings: [{ competencyId: local.listening, level }],
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const seen = async () => {
      const own = await call(t.app, 'GET', '/api/v1/assessments/me', { cookie: subject.cookie });
      const history = await call(
        t.app,
        'GET',
        `/api/v1/assessments/history?competencyId=${local.listening}`,
        {
          cookie: subject.cookie,
        },
      );
      const item = (own.json() as PersonAssessment).competencies.find(
        (c) => c.competencyId === local.listening,
      );
      return {
        peers: item?.peers,
        points: history.json().points as Array<{ source: string; peerCount: number }>,
      };
    };
    await answer(0, 3);
    await answer(1, 3);
    await answer(2, 3);
    expect((await seen()).peers).toEqual({ average: 3, count: 3, pending: 0 });
    // Rater 3 answers 5. Showing (3 + 3 + 3 + 5) ÷ 4 now would give their 5 away to anyone who saw
    // the average of 3 and knows from the requests list who answered last.
    await answer(3, 5);
    const afterFour = await seen();
    expect(afterFour.peers).toEqual({ average: 3, count: 3, pending: 1 });
    expect(afterFour.points.filter((p) => p.source === 'peers').map((p) => p.peerCount)).toEqual([3]);
    await answer(4, 1);
    expect((await seen()).peers).toEqual({ average: 3, count: 3, pending: 2 });
    await answer(5, 2);
    // Three new answers together: (3 + 3 + 3 + 5 + 1 + 2) ÷ 6 = 2.83.
    const afterSix = await seen();
    expect(afterSix.peers).toEqual({ average: 2.8, count: 6, pending: 0 });
    expect(afterSix.points.filter((p) => p.source === 'peers').map((p) => p.peerCount)).toEqual([3, 6]);
  });
});

describe('who may be asked', () => {
  it('never the line manager, who rates by name; a direct report is recorded as one, whatever was chosen', async () => {
    const local = await makeWorld('Org Chart Ltd');
    const boss = await person(local, { role: 'team_manager', fullName: 'Bo Boss' });
    const subject = await person(local, { managerId: boss.id, jobProfileId: local.jobProfileId });
    const report = await person(local, { managerId: subject.id, fullName: 'Ray Report' });
    const peer = await person(local, { managerId: boss.id, fullName: 'Pia Peer' });
    const before = await requestsAbout(subject.id);

    const managerAsked = await ask(subject.cookie, {
      raters: [
        { raterId: peer.id, relationship: 'peer' },
        { raterId: boss.id, relationship: 'peer' },
      ],
      dueOn: day(7),
    });
    expect(managerAsked.statusCode).toBe(400);
    expect(managerAsked.json().errors).toEqual({ 'raters.1.raterId': [ASSESSMENT_MESSAGES.raterIsManager] });
    const notReport = await ask(subject.cookie, {
      raters: [{ raterId: peer.id, relationship: 'direct_report' }],
      dueOn: day(7),
    });
    expect(notReport.statusCode).toBe(400);
    expect(notReport.json().errors).toEqual({
      'raters.0.relationship': [ASSESSMENT_MESSAGES.notDirectReport],
    });
    // The manager asking on the report's behalf may not add themself either.
    const byBoss = await ask(boss.cookie, {
      subjectId: subject.id,
      raters: [{ raterId: boss.id, relationship: 'other' }],
      dueOn: day(7),
    });
    expect(byBoss.statusCode).toBe(400);
    expect(await requestsAbout(subject.id)).toEqual(before);

    const asked = await ask(subject.cookie, {
      raters: [{ raterId: report.id, relationship: 'peer' }],
      dueOn: day(7),
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const mine = (await requestsAbout(subject.id)).find((r) => r.raterId === report.id);
    expect(mine?.relationship).toBe('direct_report');

    // The page offers only whom the server accepts: no manager, and direct reports marked as such.
    const offered = await call(t.app, 'GET', '/api/v1/colleagues', { cookie: subject.cookie });
    const items = offered.json().items as Array<{ id: string; reportsToYou: boolean }>;
    expect(items.map((c) => c.id)).not.toContain(boss.id);
    expect(items.map((c) => c.id)).not.toContain(subject.id);
    expect(items.find((c) => c.id === report.id)?.reportsToYou).toBe(true);
    expect(items.find((c) => c.id === peer.id)?.reportsToYou).toBe(false);
  });

  it('refuses the answer of someone who has since become the person’s line manager', async () => {
    const local = await makeWorld('Promotions Ltd');
    const subject = await person(local, { jobProfileId: local.jobProfileId });
    const colleague = await person(local, { role: 'team_manager' });
    const asked = await ask(subject.cookie, {
      raters: [{ raterId: colleague.id, relationship: 'peer' }],
      dueOn: day(7),
    });
    expect(asked.statusCode, asked.body).toBe(201);
    await t.database.db
      .update(profiles)
      .set({ lineManagerId: colleague.id })
      .where(eq(profiles.id, subject.id));
    const request = await requestFor(colleague, subject);
    const res = await act(colleague, request.id, 'answer', {
      ratings: [{ competencyId: local.listening, level: 4 }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(ASSESSMENT_MESSAGES.raterIsManager);
    const stored = await t.database.db
      .select()
      .from(competencyRatings)
      .where(and(eq(competencyRatings.subjectId, subject.id), eq(competencyRatings.raterId, colleague.id)));
    expect(stored).toEqual([]);
  });
});

describe('cancelling a request', () => {
  it('is for whoever asked, the subject or their manager; anyone else is told it does not exist', async () => {
    const manager = await person(world, { role: 'team_manager' });
    const subject = await person(world, { managerId: manager.id, jobProfileId: world.jobProfileId });
    const [first, second] = [await person(world), await person(world)];
    const stranger = await person(world);
    await ask(subject.cookie, { raters: peersOf(first as Person, second as Person), dueOn: day(7) });
    const one = await requestFor(first as Person, subject);
    const two = await requestFor(second as Person, subject);

    expect((await act(stranger, one.id, 'cancel')).statusCode).toBe(404);
    expect((await act(first as Person, one.id, 'cancel')).statusCode).toBe(404);
    const cancelled = await act(subject, one.id, 'cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((cancelled.json() as FeedbackOverview).aboutMe).toMatchObject({ open: 1, closed: 1 });
    const again = await act(subject, one.id, 'cancel');
    expect(again.statusCode).toBe(422);
    const answer = await act(first as Person, one.id, 'answer', {
      ratings: [{ competencyId: world.listening, level: 3 }],
    });
    expect(answer.statusCode).toBe(422);

    const byManager = await act(manager, two.id, 'cancel');
    expect(byManager.statusCode, byManager.body).toBe(200);
    expect((await requestsAbout(subject.id)).map((r) => r.status)).toEqual(['cancelled', 'cancelled']);
  });
});
