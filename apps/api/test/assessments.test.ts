import { ASSESSMENT_MESSAGES, type PersonAssessment } from '@competencyhub/domain/schemas/assessments';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competencies, competencyRatings } from '../src/db/schema/competencies.ts';
import { certificationCompetencies, certifications } from '../src/db/schema/experience.ts';
import { storedFiles } from '../src/db/schema/files.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import {
  auditsOf,
  makeCompany,
  makeFramework,
  makeJobProfile,
  makeRating,
  makeUser,
  signedInUser,
  type UserOverrides,
} from './factories.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;

type Person = Awaited<ReturnType<typeof signedInUser>>;

interface World {
  companyId: string;
  frameworkId: string;
  categoryId: string;
  /** Required by the job profile (level 4, important). */
  listening: string;
  /** Not required by the job profile. */
  negotiation: string;
  archived: string;
  jobProfileId: string;
  lead: Person;
}

async function addCompetency(
  world: Pick<World, 'companyId' | 'frameworkId' | 'categoryId'>,
  name: string,
  archived = false,
) {
  const [row] = await t.database.db
    .insert(competencies)
    .values({
      companyId: world.companyId,
      frameworkId: world.frameworkId,
      categoryId: world.categoryId,
      name,
      type: 'technical',
      ...(archived ? { archivedAt: new Date() } : {}),
    })
    .returning({ id: competencies.id });
  if (!row) throw new Error('competency insert failed');
  return row.id;
}

/** A company with a framework (three competencies, one archived), a job profile and a learning lead. */
async function makeWorld(name: string): Promise<World> {
  const companyId = (await makeCompany(t.database, { name })).id;
  const framework = await makeFramework(t.database, { companyId, competencyName: 'Active listening' });
  const base = { companyId, frameworkId: framework.frameworkId, categoryId: framework.categoryId };
  const negotiation = await addCompetency(base, 'Negotiation');
  const archived = await addCompetency(base, 'Fax etiquette', true);
  const { jobProfileId } = await makeJobProfile(t.database, {
    companyId,
    competencyId: framework.competencyId,
    title: 'Account Manager',
    requiredLevel: 4,
    importance: 'important',
  });
  const lead = await signedInUser(t, { companyId, role: 'learning_lead' });
  return { ...base, listening: framework.competencyId, negotiation, archived, jobProfileId, lead };
}

/** A signed-in person of the world, with a line manager and a job profile when given. */
async function person(
  world: World,
  options: { managerId?: string; jobProfileId?: string } & Omit<UserOverrides, 'companyId'> = {},
): Promise<Person> {
  const { managerId, jobProfileId, ...overrides } = options;
  const p = await signedInUser(t, { companyId: world.companyId, ...overrides });
  if (managerId || jobProfileId) {
    await t.database.db
      .update(profiles)
      .set({ lineManagerId: managerId ?? null, jobProfileId: jobProfileId ?? null })
      .where(eq(profiles.id, p.id));
  }
  return p;
}

const me = '/api/v1/assessments/me';
const personUrl = (id: string) => `/api/v1/assessments/people/${id}`;

const rate = (cookie: string, url: string, ratings: unknown[]) =>
  call(t.app, 'POST', url, { cookie, body: { ratings } });

const item = (assessment: PersonAssessment, competencyId: string) => {
  const found = assessment.competencies.find((c) => c.competencyId === competencyId);
  if (!found) throw new Error(`competency ${competencyId} not shown`);
  return found;
};

const ratingsOf = (subjectId: string) =>
  t.database.db.select().from(competencyRatings).where(eq(competencyRatings.subjectId, subjectId));

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);

const upload = (cookie: string, bytes: Buffer, contentType: string, name = 'cert.pdf') =>
  call(t.app, 'POST', `/api/v1/assessments/evidence?name=${encodeURIComponent(name)}`, {
    cookie,
    body: bytes,
    headers: { 'content-type': contentType },
  });

let world: World;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
  world = await makeWorld('Assessments Ltd');
});
afterAll(() => t.close());

describe('one’s own assessment', () => {
  it('lists the job profile’s required competencies even unrated, then the others one was rated on', async () => {
    const manager = await person(world, { role: 'team_manager', fullName: 'Mona Manager' });
    const ann = await person(world, { managerId: manager.id, jobProfileId: world.jobProfileId });
    await makeRating(t.database, {
      companyId: world.companyId,
      frameworkId: world.frameworkId,
      competencyId: world.negotiation,
      subjectId: ann.id,
      level: 2,
    });

    const res = await call(t.app, 'GET', me, { cookie: ann.cookie });
    expect(res.statusCode, res.body).toBe(200);
    const body: PersonAssessment = res.json();
    expect(body.person).toMatchObject({
      id: ann.id,
      fullName: ann.fullName,
      jobProfile: { id: world.jobProfileId, title: 'Account Manager' },
      lineManager: { id: manager.id, fullName: 'Mona Manager' },
    });
    expect(body.competencies.map((c) => c.competencyId)).toEqual([world.listening, world.negotiation]);
    expect(body.competencies[0]).toMatchObject({
      name: 'Active listening',
      required: { level: 4, importance: 'important' },
      self: null,
      manager: null,
      peers: { average: null, count: 0 },
      current: { level: null, contributions: [], peersWithheld: 0 },
      levelDescriptions: ['Listens when asked', '', 'Listens well', '', 'Teaches listening'],
    });
    expect(body.competencies[0]?.levels).toHaveLength(5);
    expect(body.competencies[1]).toMatchObject({ name: 'Negotiation', required: null, self: { level: 2 } });
    expect(body).toMatchObject({ canRateAsSelf: true, canRateAsManager: false, minPeerRaters: 3 });
  });

  it('appends self-ratings: the answer shows the latest with its comment and link, and every rating is kept', async () => {
    const ann = await person(world, { jobProfileId: world.jobProfileId, fullName: 'Ann Self' });
    const first = await rate(ann.cookie, me, [
      {
        competencyId: world.listening,
        level: 3,
        comment: 'Ran the customer interviews',
        evidence: [
          { kind: 'link', url: 'example.com/interviews' },
          { kind: 'link', url: 'https://example.com/summary' },
        ],
      },
    ]);
    expect(first.statusCode, first.body).toBe(201);
    expect(item(first.json(), world.listening).self).toEqual({
      level: 3,
      originalLevel: 3,
      originalVersion: 1,
      mapped: false,
      ratedAt: expect.any(String),
      comment: 'Ran the customer interviews',
      raterName: 'Ann Self',
      // Several pieces, in the order given, each dated the day it was added.
      evidence: [
        {
          id: expect.any(String),
          kind: 'link',
          url: 'https://example.com/interviews',
          file: null,
          addedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        },
        {
          id: expect.any(String),
          kind: 'link',
          url: 'https://example.com/summary',
          file: null,
          addedOn: expect.any(String),
        },
      ],
    });
    expect(item(first.json(), world.listening).current).toMatchObject({
      level: 3,
      contributions: [{ source: 'self', level: 3, raterName: 'Ann Self', weight: 1 }],
    });

    const second = await rate(ann.cookie, me, [
      { competencyId: world.listening, level: 4, comment: 'Now coaching others' },
    ]);
    expect(second.statusCode, second.body).toBe(201);
    const shown = item(second.json(), world.listening);
    expect(shown.self).toMatchObject({ level: 4, comment: 'Now coaching others', evidence: [] });
    expect(shown.current.level).toBe(4);
    const stored = await ratingsOf(ann.id);
    expect(stored.map((r) => [r.level, r.source, r.raterId]).sort()).toEqual([
      [3, 'self', ann.id],
      [4, 'self', ann.id],
    ]);
    // What the page shows on reload is the same.
    const again: PersonAssessment = (await call(t.app, 'GET', me, { cookie: ann.cookie })).json();
    expect(item(again, world.listening).self?.level).toBe(4);
  });

  it('reads an older rating on the framework’s current scale, keeping the level as given', async () => {
    const local = await makeWorld('Rescaled Ltd');
    const bob = await person(local);
    expect((await rate(bob.cookie, me, [{ competencyId: local.negotiation, level: 4 }])).statusCode).toBe(
      201,
    );
    const threeLevels = [
      { value: 1, name: 'Learning' },
      { value: 2, name: 'Practising' },
      { value: 3, name: 'Leading' },
    ];
    const rescale = await call(t.app, 'PUT', `/api/v1/competency-frameworks/${local.frameworkId}/scale`, {
      cookie: local.lead.cookie,
      body: {
        baseVersion: 1,
        levels: threeLevels,
        proficientLevel: 2,
        mapping: { 1: 1, 2: 1, 3: 2, 4: 3, 5: 3 },
      },
    });
    expect(rescale.statusCode, rescale.body).toBe(200);

    const shown = item((await call(t.app, 'GET', me, { cookie: bob.cookie })).json(), local.negotiation);
    expect(shown.levels).toEqual(threeLevels);
    // Read through the mapping, and said to be.
    expect(shown.self).toMatchObject({ level: 3, originalLevel: 4, originalVersion: 1, mapped: true });
    expect(shown.current.level).toBe(3);
    // Level 4 no longer exists on the scale.
    const refused = await rate(bob.cookie, me, [{ competencyId: local.negotiation, level: 4 }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ 'ratings.0.level': [ASSESSMENT_MESSAGES.levelOutsideScale] });
  });
});

describe('bad self-ratings', () => {
  let cara: Person;
  let colleague: Person;
  let otherCompetency: string;

  beforeAll(async () => {
    cara = await person(world, { jobProfileId: world.jobProfileId });
    colleague = await person(world);
    const elsewhere = await makeCompany(t.database, { name: 'Elsewhere Ltd' });
    otherCompetency = (await makeFramework(t.database, { companyId: elsewhere.id })).competencyId;
  });

  const refusedWith = async (ratings: unknown[], errors: Record<string, string[]>) => {
    const res = await rate(cara.cookie, me, ratings);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual(errors);
    expect(await ratingsOf(cara.id)).toEqual([]);
  };

  it('refuses level 0 and a level above the scale’s top, keyed by place', async () => {
    await refusedWith([{ competencyId: world.listening, level: 0 }], {
      'ratings.0.level': [ASSESSMENT_MESSAGES.levelRequired],
    });
    await refusedWith([{ competencyId: world.listening, level: 6 }], {
      'ratings.0.level': [ASSESSMENT_MESSAGES.levelOutsideScale],
    });
    // One bad rating refuses the whole submission.
    await refusedWith(
      [
        { competencyId: world.listening, level: 3 },
        { competencyId: world.negotiation, level: 6 },
      ],
      { 'ratings.1.level': [ASSESSMENT_MESSAGES.levelOutsideScale] },
    );
  });

  it('answers another company’s competency exactly like one that does not exist', async () => {
    await refusedWith([{ competencyId: otherCompetency, level: 2 }], {
      'ratings.0.competencyId': [ASSESSMENT_MESSAGES.unknownCompetency],
    });
    await refusedWith([{ competencyId: '5f0c3c9e-1d1b-4e38-9a57-0d6a1b2c3d4e', level: 2 }], {
      'ratings.0.competencyId': [ASSESSMENT_MESSAGES.unknownCompetency],
    });
  });

  it('refuses an archived competency', async () => {
    await refusedWith([{ competencyId: world.archived, level: 2 }], {
      'ratings.0.competencyId': [ASSESSMENT_MESSAGES.archivedCompetency],
    });
  });

  it('refuses a link that is not a web address', async () => {
    await refusedWith(
      [{ competencyId: world.listening, level: 2, evidence: [{ kind: 'link', url: 'javascript:alert(1)' }] }],
      { 'ratings.0.evidence.0.url': [ASSESSMENT_MESSAGES.evidenceUrlInvalid] },
    );
  });

  it('refuses more than five pieces of evidence on one rating, and the same link twice', async () => {
    const links = [1, 2, 3, 4, 5, 6].map((n) => ({ kind: 'link', url: `https://example.com/${n}` }));
    await refusedWith([{ competencyId: world.listening, level: 2, evidence: links }], {
      'ratings.0.evidence': [ASSESSMENT_MESSAGES.tooMuchEvidence],
    });
    await refusedWith(
      [
        {
          competencyId: world.listening,
          level: 2,
          evidence: [
            { kind: 'link', url: 'https://example.com/a' },
            { kind: 'link', url: 'example.com/a' },
          ],
        },
      ],
      { 'ratings.0.evidence.1.url': [ASSESSMENT_MESSAGES.evidenceTwice] },
    );
  });

  it('refuses an evidence file someone else uploaded', async () => {
    const theirs = await upload(colleague.cookie, PDF, 'application/pdf');
    expect(theirs.statusCode, theirs.body).toBe(201);
    await refusedWith(
      [
        {
          competencyId: world.listening,
          level: 2,
          evidence: [
            { kind: 'link', url: 'https://example.com/mine' },
            { kind: 'file', fileId: theirs.json().id },
          ],
        },
      ],
      { 'ratings.0.evidence.1.fileId': [ASSESSMENT_MESSAGES.unknownEvidenceFile] },
    );
  });
});

describe('manager ratings', () => {
  let manager: Person;
  let otherManager: Person;
  let report: Person;

  beforeAll(async () => {
    manager = await person(world, { role: 'team_manager', fullName: 'Max Manager' });
    otherManager = await person(world, { role: 'team_manager' });
    report = await person(world, {
      managerId: manager.id,
      jobProfileId: world.jobProfileId,
      fullName: 'Rita Report',
    });
  });

  it('are given by the line manager only, and shown with the manager’s name', async () => {
    const res = await rate(manager.cookie, personUrl(report.id), [
      { competencyId: world.listening, level: 4, comment: 'Leads client calls' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const body: PersonAssessment = res.json();
    expect(body).toMatchObject({ canRateAsManager: true, canRateAsSelf: false });
    expect(item(body, world.listening).manager).toMatchObject({
      level: 4,
      raterName: 'Max Manager',
      comment: 'Leads client calls',
    });
    const stored = await ratingsOf(report.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ source: 'manager', raterId: manager.id, level: 4 });

    const notTheirs = await rate(otherManager.cookie, personUrl(report.id), [
      { competencyId: world.listening, level: 1 },
    ]);
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json().detail).toBe(ASSESSMENT_MESSAGES.notYourReport);
    expect(await ratingsOf(report.id)).toHaveLength(1);
  });

  it('refuse rating oneself there, and a person of another company is not found', async () => {
    const self = await rate(manager.cookie, personUrl(manager.id), [
      { competencyId: world.listening, level: 5 },
    ]);
    expect(self.statusCode).toBe(422);
    expect(self.json().detail).toBe(ASSESSMENT_MESSAGES.cannotRateSelf);
    expect(await ratingsOf(manager.id)).toEqual([]);

    const outsider = await signedInUser(t, { fullName: 'Olga Outsider' });
    const res = await rate(manager.cookie, personUrl(outsider.id), [
      { competencyId: world.listening, level: 2 },
    ]);
    expect(res.statusCode).toBe(404);
    expect((await call(t.app, 'GET', personUrl(outsider.id), { cookie: manager.cookie })).statusCode).toBe(
      404,
    );
    expect(await ratingsOf(outsider.id)).toEqual([]);
  });

  it('show the report’s self-rating beside the manager’s own; colleagues may not look, learning leads may', async () => {
    const subject = await person(world, { managerId: manager.id, jobProfileId: world.jobProfileId });
    await rate(subject.cookie, me, [{ competencyId: world.listening, level: 2, comment: 'Still learning' }]);
    await rate(manager.cookie, personUrl(subject.id), [{ competencyId: world.listening, level: 3 }]);

    const seen = await call(t.app, 'GET', personUrl(subject.id), { cookie: manager.cookie });
    expect(seen.statusCode, seen.body).toBe(200);
    const shown = item(seen.json(), world.listening);
    expect(shown.self).toMatchObject({ level: 2, comment: 'Still learning', raterName: subject.fullName });
    expect(shown.manager).toMatchObject({ level: 3, raterName: 'Max Manager' });

    const colleague = await person(world);
    const refused = await call(t.app, 'GET', personUrl(subject.id), { cookie: colleague.cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('Still learning');
    expect(
      (await call(t.app, 'GET', personUrl(subject.id), { cookie: otherManager.cookie })).statusCode,
    ).toBe(403);

    const lead = await call(t.app, 'GET', personUrl(subject.id), { cookie: world.lead.cookie });
    expect(lead.statusCode).toBe(200);
    expect(lead.json()).toMatchObject({ canRateAsManager: false, canRateAsSelf: false });
    expect(item(lead.json(), world.listening).manager?.level).toBe(3);
    // The same holds for their gaps and their level history.
    const gaps = `/api/v1/assessments/gaps?personId=${subject.id}`;
    const history = `/api/v1/assessments/history?personId=${subject.id}&competencyId=${world.listening}`;
    for (const url of [gaps, history]) {
      expect((await call(t.app, 'GET', url, { cookie: manager.cookie })).statusCode, url).toBe(200);
      expect((await call(t.app, 'GET', url, { cookie: world.lead.cookie })).statusCode, url).toBe(200);
      const peek = await call(t.app, 'GET', url, { cookie: colleague.cookie });
      expect(peek.statusCode, url).toBe(403);
      expect(peek.body).not.toContain(subject.fullName);
      expect((await call(t.app, 'GET', url, { cookie: otherManager.cookie })).statusCode, url).toBe(403);
    }
    const managerHistory = await call(t.app, 'GET', history, { cookie: manager.cookie });
    expect(
      managerHistory.json().points.map((p: { source: string; level: number }) => [p.source, p.level]),
    ).toEqual([
      ['self', 2],
      ['manager', 3],
    ]);
  });

  it('are listed for the manager’s direct reports with how much each has rated, their fit and gaps', async () => {
    const boss = await person(world, { role: 'team_manager' });
    const a = await person(world, {
      managerId: boss.id,
      jobProfileId: world.jobProfileId,
      fullName: 'Aaron A',
    });
    const b = await person(world, { managerId: boss.id, fullName: 'Bella B' });
    const gone = await makeUser(t.database, { companyId: world.companyId, status: 'deactivated' });
    await t.database.db.update(profiles).set({ lineManagerId: boss.id }).where(eq(profiles.id, gone.id));
    await rate(a.cookie, me, [
      { competencyId: world.listening, level: 3 },
      { competencyId: world.negotiation, level: 2 },
    ]);
    await rate(a.cookie, me, [{ competencyId: world.listening, level: 4 }]);
    await rate(boss.cookie, personUrl(a.id), [{ competencyId: world.listening, level: 3 }]);

    const res = await call(t.app, 'GET', '/api/v1/assessments/reports', { cookie: boss.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      {
        id: a.id,
        fullName: 'Aaron A',
        avatarUrl: null,
        jobTitle: null,
        requiredCount: 1,
        selfRatedCount: 2,
        managerRatedCount: 1,
        // Listening is required at 4; the manager's 3 is the current level: 3 ÷ 4, one gap left.
        fitPercent: 75,
        gapCount: 1,
      },
      {
        id: b.id,
        fullName: 'Bella B',
        avatarUrl: null,
        jobTitle: null,
        requiredCount: 0,
        selfRatedCount: 0,
        managerRatedCount: 0,
        fitPercent: null,
        gapCount: 0,
      },
    ]);
    const none = await call(t.app, 'GET', '/api/v1/assessments/reports', { cookie: a.cookie });
    expect(none.json().items).toEqual([]);
  });
});

describe('the current level', () => {
  it('takes the manager’s rating over the self-rating by default, listing both with weights 1 and 0', async () => {
    const manager = await person(world, { role: 'team_manager', fullName: 'Mia Manager' });
    const dan = await person(world, { managerId: manager.id, fullName: 'Dan Doer' });
    await rate(dan.cookie, me, [{ competencyId: world.negotiation, level: 2 }]);
    const res = await rate(manager.cookie, personUrl(dan.id), [
      { competencyId: world.negotiation, level: 4 },
    ]);
    const current = item(res.json(), world.negotiation).current;
    expect(current.level).toBe(4);
    expect(current.contributions).toEqual([
      expect.objectContaining({ source: 'manager', level: 4, raterName: 'Mia Manager', weight: 1 }),
      expect.objectContaining({ source: 'self', level: 2, raterName: 'Dan Doer', weight: 0 }),
    ]);
  });

  it('follows the company’s weighted policy, each contribution showing its share', async () => {
    const local = await makeWorld('Weighted Ltd');
    const manager = await person(local, { role: 'team_manager' });
    const eve = await person(local, { managerId: manager.id });
    const settings = {
      minPeerRaters: 3,
      policy: { mode: 'weighted', weights: { manager: 2, peers: 1, self: 1 } },
    };
    const put = await call(t.app, 'PUT', '/api/v1/competency-settings', {
      cookie: local.lead.cookie,
      body: settings,
    });
    expect(put.statusCode, put.body).toBe(200);
    // Teams stay direct reports unless the setting is sent.
    // A new version of the rules, under which every level was recomputed at once (a small company).
    const answered = {
      ...settings,
      teamsIncludeIndirectReports: false,
      rulesVersion: 2,
      recompute: expect.objectContaining({ status: 'done', reason: 'rules', rulesVersion: 2 }),
    };
    expect(put.json()).toEqual(answered);
    expect((await call(t.app, 'GET', '/api/v1/competency-settings', { cookie: eve.cookie })).json()).toEqual(
      answered,
    );
    const audits = await auditsOf(t.database, 'competency_settings.updated', { companyId: local.companyId });
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: local.lead.id });

    for (const level of [2, 3, 4]) {
      const peer = await person(local);
      await makeRating(t.database, {
        companyId: local.companyId,
        frameworkId: local.frameworkId,
        competencyId: local.listening,
        subjectId: eve.id,
        raterId: peer.id,
        source: 'peer',
        level,
      });
    }
    await rate(eve.cookie, me, [{ competencyId: local.listening, level: 2 }]);
    const res = await rate(manager.cookie, personUrl(eve.id), [{ competencyId: local.listening, level: 4 }]);
    const current = item(res.json(), local.listening).current;
    // (4 × 2 + 3 × 1 + 2 × 1) / 4 = 3.25, shown to one decimal.
    expect(current.level).toBe(3.3);
    expect(current.contributions).toEqual([
      expect.objectContaining({ source: 'manager', level: 4, weight: 0.5 }),
      expect.objectContaining({ source: 'peers', level: 3, peerCount: 3, raterName: null, weight: 0.25 }),
      expect.objectContaining({ source: 'self', level: 2, weight: 0.25 }),
    ]);
  });

  it('settings refuse fewer than 3 peer answers and anyone who does not manage competencies', async () => {
    const local = await makeWorld('Settings Ltd');
    const employee = await person(local);
    const tooFew = await call(t.app, 'PUT', '/api/v1/competency-settings', {
      cookie: local.lead.cookie,
      body: { minPeerRaters: 2, policy: { mode: 'weighted', weights: { manager: 1, peers: 1, self: 1 } } },
    });
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json().errors).toEqual({ minPeerRaters: [ASSESSMENT_MESSAGES.minPeerRaters] });

    const notAllowed = await call(t.app, 'PUT', '/api/v1/competency-settings', {
      cookie: employee.cookie,
      body: { minPeerRaters: 5, policy: { mode: 'first_available', order: ['self', 'peers', 'manager'] } },
    });
    expect(notAllowed.statusCode).toBe(403);
    expect(
      (await call(t.app, 'GET', '/api/v1/competency-settings', { cookie: employee.cookie })).json(),
    ).toEqual({
      minPeerRaters: 3,
      policy: { mode: 'first_available', order: ['manager', 'peers', 'self'] },
      teamsIncludeIndirectReports: false,
      rulesVersion: 1,
      recompute: null,
    });
    expect(await auditsOf(t.database, 'competency_settings.updated', { companyId: local.companyId })).toEqual(
      [],
    );
  });
});

describe('the gap to a job profile', () => {
  it('compares the current level with the required one, importance-weighted', async () => {
    const manager = await person(world, { role: 'team_manager' });
    const gus = await person(world, { managerId: manager.id, jobProfileId: world.jobProfileId });
    const url = '/api/v1/assessments/gaps';
    const unrated = (await call(t.app, 'GET', url, { cookie: gus.cookie })).json();
    expect(unrated).toMatchObject({
      person: { id: gus.id },
      jobProfile: { id: world.jobProfileId, title: 'Account Manager', isOwn: true },
      requirementsMet: 0,
      rows: [
        { competencyId: world.listening, requiredLevel: 4, currentLevel: null, importance: 'important' },
      ],
    });
    await rate(gus.cookie, me, [{ competencyId: world.listening, level: 2 }]);
    await rate(manager.cookie, personUrl(gus.id), [{ competencyId: world.listening, level: 4 }]);
    const met = await call(t.app, 'GET', `${url}?personId=${gus.id}`, { cookie: manager.cookie });
    expect(met.statusCode).toBe(200);
    expect(met.json()).toMatchObject({
      fitPercent: 100,
      requirementsMet: 1,
      rows: [{ requiredLevel: 4, currentLevel: 4, gap: 0 }],
    });
    const colleague = await person(world);
    expect(
      (await call(t.app, 'GET', `${url}?personId=${gus.id}`, { cookie: colleague.cookie })).statusCode,
    ).toBe(403);
  });
});

describe('evidence files', () => {
  let manager: Person;
  let owner: Person;
  let colleague: Person;

  beforeAll(async () => {
    manager = await person(world, { role: 'team_manager' });
    owner = await person(world, { managerId: manager.id });
    colleague = await person(world);
  });

  const evidenceOf = (ownerId: string) =>
    t.database.db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.ownerId, ownerId), eq(storedFiles.purpose, 'evidence')));

  it('are uploaded and downloaded as attachments, only by those who may see them', async () => {
    const res = await upload(owner.cookie, PDF, 'application/pdf', 'cert.pdf');
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json();
    expect(file).toEqual({ id: expect.any(String), name: 'cert.pdf', byteSize: PDF.byteLength });

    const download = await call(t.app, 'GET', `/api/v1/files/${file.id}`, { cookie: owner.cookie });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="cert\.pdf"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-security-policy']).toContain('sandbox');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    // Who may open it can change (a new manager), so the browser asks again every time.
    expect(download.headers['cache-control']).toBe('private, no-cache');

    const statusFor = async (cookie: string) =>
      (await call(t.app, 'GET', `/api/v1/files/${file.id}`, { cookie })).statusCode;
    // Attached to nothing yet, it is its uploader's alone: not even their manager's.
    expect(await statusFor(colleague.cookie)).toBe(404);
    expect(await statusFor(manager.cookie)).toBe(404);

    // Attached to a self-rating, the rating shows it, and whoever may see the rating may open it.
    const rated = await rate(owner.cookie, me, [
      {
        competencyId: world.negotiation,
        level: 3,
        evidence: [
          { kind: 'file', fileId: file.id },
          { kind: 'link', url: 'https://example.com/certificate' },
        ],
      },
    ]);
    expect(rated.statusCode, rated.body).toBe(201);
    expect(item(rated.json(), world.negotiation).self?.evidence).toEqual([
      {
        id: expect.any(String),
        kind: 'file',
        url: null,
        file: { id: file.id, name: 'cert.pdf', byteSize: PDF.byteLength },
        addedOn: expect.any(String),
      },
      expect.objectContaining({ kind: 'link', url: 'https://example.com/certificate', file: null }),
    ]);
    expect(await statusFor(manager.cookie)).toBe(200);
    expect(await statusFor(colleague.cookie)).toBe(404);
  });

  it('are typed by their bytes, not by what the upload declares', async () => {
    const res = await upload(owner.cookie, PNG, 'application/pdf', 'screenshot.pdf');
    expect(res.statusCode, res.body).toBe(201);
    const download = await call(t.app, 'GET', `/api/v1/files/${res.json().id}`, { cookie: owner.cookie });
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('refuse programs, web pages and anything over 5 MB, storing nothing', async () => {
    const before = (await evidenceOf(colleague.id)).length;
    const exe = await upload(colleague.cookie, EXE, 'application/octet-stream', 'setup.exe');
    expect(exe.statusCode).toBe(415);
    expect(exe.json().detail).toBe(ASSESSMENT_MESSAGES.evidenceUnsupported);
    const exeAsPdf = await upload(colleague.cookie, EXE, 'application/pdf', 'setup.pdf');
    expect(exeAsPdf.statusCode).toBe(415);

    const html = await upload(
      colleague.cookie,
      Buffer.from('<!doctype html><script>alert(1)</script>'),
      'text/html',
      'page.html',
    );
    expect(html.statusCode).toBe(415);
    expect(html.json().detail).toBe(ASSESSMENT_MESSAGES.evidenceUnsupported);

    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await upload(colleague.cookie, big, 'application/pdf', 'big.pdf');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().detail).toBe(ASSESSMENT_MESSAGES.evidenceTooLarge);
    expect(await evidenceOf(colleague.id)).toHaveLength(before);
  });
});

describe('a system admin managing a company', () => {
  it('keeps their own competencies, feedback and roles in their own company, and runs the company’s cycles', async () => {
    const customer = await makeWorld('Managed Customer Ltd');
    const home = await makeWorld('Platform Home Ltd');
    const admin = await signedInUser(t, {
      companyId: home.companyId,
      role: 'system_admin',
      fullName: 'Ada Admin',
    });
    await t.database.db
      .update(profiles)
      .set({ managedCompanyId: customer.companyId, jobProfileId: home.jobProfileId })
      .where(eq(profiles.id, admin.id));
    const get = (url: string) => call(t.app, 'GET', url, { cookie: admin.cookie });

    const mine = await get('/api/v1/assessments/me');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().person).toMatchObject({ id: admin.id, jobProfile: { id: home.jobProfileId } });
    const rated = await call(t.app, 'POST', '/api/v1/assessments/me', {
      cookie: admin.cookie,
      body: { ratings: [{ competencyId: home.listening, level: 3 }] },
    });
    expect(rated.statusCode, rated.body).toBe(201);
    const gaps = await get('/api/v1/assessments/gaps');
    expect(gaps.statusCode, gaps.body).toBe(200);
    expect(gaps.json().jobProfile.id).toBe(home.jobProfileId);
    expect((await get('/api/v1/roles')).json().items.map((r: { id: string }) => r.id)).toEqual([
      home.jobProfileId,
    ]);
    expect((await get('/api/v1/feedback-requests')).statusCode).toBe(200);
    expect((await get('/api/v1/assessments/tasks')).statusCode).toBe(200);

    // The customer's people are reached by id, in the customer's company.
    const employee = await person(customer, { jobProfileId: customer.jobProfileId });
    const theirs = await get(`/api/v1/assessments/gaps?personId=${employee.id}`);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json().jobProfile.id).toBe(customer.jobProfileId);
    expect(
      (await get(`/api/v1/roles?personId=${employee.id}`)).json().items.map((r: { id: string }) => r.id),
    ).toEqual([customer.jobProfileId]);
    const cycle = await call(t.app, 'POST', '/api/v1/assessment-cycles', {
      cookie: admin.cookie,
      body: {
        name: 'Customer review',
        scope: 'company',
        dueOn: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      },
    });
    expect(cycle.statusCode, cycle.body).toBe(201);
    expect(cycle.json().members.map((m: { id: string }) => m.id)).toContain(employee.id);
    expect(cycle.json().members.map((m: { id: string }) => m.id)).not.toContain(admin.id);
  });
});

describe('qualifications as evidence', () => {
  it('list a certification linked to a competency under it, with its expiry, for the person and their manager', async () => {
    const world = await makeWorld('Certified Ltd');
    const boss = await person(world, { role: 'team_manager' });
    const holder = await person(world, { managerId: boss.id, jobProfileId: world.jobProfileId });
    const soon = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const [mediation] = await t.database.db
      .insert(certifications)
      .values([
        {
          companyId: world.companyId,
          personId: holder.id,
          name: 'Mediation Practitioner',
          issuer: 'Mediation Institute',
          expiresOn: soon,
        },
        { companyId: world.companyId, personId: holder.id, name: 'Unlinked course' },
      ])
      .returning({ id: certifications.id });
    await t.database.db.insert(certificationCompetencies).values({
      companyId: world.companyId,
      certificationId: mediation?.id ?? '',
      competencyId: world.negotiation,
    });
    for (const [cookie, url] of [
      [holder.cookie, me],
      [boss.cookie, personUrl(holder.id)],
    ] as const) {
      const res = await call(t.app, 'GET', url, { cookie });
      expect(res.statusCode, res.body).toBe(200);
      // Negotiation is neither required nor rated: the qualification alone puts it on the page.
      expect(item(res.json(), world.negotiation).certifications).toEqual([
        {
          id: expect.any(String),
          name: 'Mediation Practitioner',
          issuer: 'Mediation Institute',
          expiresOn: soon,
          status: 'expiring',
          file: null,
        },
      ]);
      expect(item(res.json(), world.listening).certifications).toEqual([]);
      expect(res.body).not.toContain('Unlinked course');
    }
  });
});
