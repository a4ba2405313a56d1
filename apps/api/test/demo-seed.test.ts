import { SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import { and, eq, inArray, min } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentCycles } from '../src/db/schema/assessments.ts';
import { companies } from '../src/db/schema/companies.ts';
import { competencyFrameworks, competencyRatings } from '../src/db/schema/competencies.ts';
import { jobProfileRequirements } from '../src/db/schema/job-profiles.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import { DEMO_COMPANY, DEMO_PASSWORD, seedDemo } from '../src/seed/demo.ts';
import { reviewName } from '../src/seed/demo-ratings.ts';
import { call, createTestApp, signIn, type TestApp } from './test-app.ts';

let t: TestApp;
let acmeId: string;
const cookies = new Map<string, string>();

const DEMO_ROLES = ['employee', 'manager', 'learning', 'it', 'owner'].map((name) => `${name}@acme.test`);

async function as(email: string) {
  const known = cookies.get(email);
  if (known) return known;
  const cookie = await signIn(t.app, email, DEMO_PASSWORD);
  cookies.set(email, cookie);
  return cookie;
}

async function get(email: string, url: string) {
  const res = await call(t.app, 'GET', url, { cookie: await as(email) });
  expect(res.statusCode, `${email} ${url}: ${res.body}`).toBe(200);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
  expect(await seedDemo(t.database, t.config.SYSTEM_OWNER_DOMAIN)).toBe(true);
  const [acme] = await t.database.db.select().from(companies).where(eq(companies.name, DEMO_COMPANY.name));
  if (!acme) throw new Error('no demo company');
  acmeId = acme.id;
}, 120_000);
afterAll(() => t.close());

describe('the demo data', () => {
  it('gives every Acme person 360 answers in rounds of at least three, never from their manager or themselves', async () => {
    const people = await t.database.db
      .select()
      .from(profiles)
      .where(and(eq(profiles.companyId, acmeId), eq(profiles.status, 'active')));
    const ratings = await t.database.db
      .select()
      .from(competencyRatings)
      .where(eq(competencyRatings.companyId, acmeId));
    const requirements = await t.database.db
      .select()
      .from(jobProfileRequirements)
      .where(eq(jobProfileRequirements.companyId, acmeId));
    const sixMonthsAgo = Date.now() - 183 * 86_400_000;
    for (const person of people) {
      const required = requirements.filter((r) => r.jobProfileId === person.jobProfileId);
      expect(required.length, person.email).toBeGreaterThanOrEqual(6);
      for (const requirement of required) {
        const mine = ratings.filter(
          (r) => r.subjectId === person.id && r.competencyId === requirement.competencyId,
        );
        const peers = mine.filter((r) => ['peer', 'direct_report', 'other'].includes(r.source));
        const raters = new Set(peers.map((r) => r.raterId));
        expect(raters.size, person.email).toBeGreaterThanOrEqual(4);
        expect(raters.has(person.id)).toBe(false);
        expect(raters.has(person.lineManagerId)).toBe(false);
        // A round earlier and one in the last six months, each of three or more people.
        const recent = peers.filter((r) => r.ratedAt.getTime() > sixMonthsAgo);
        expect(new Set(recent.map((r) => r.raterId)).size).toBeGreaterThanOrEqual(3);
        expect(
          new Set(peers.filter((r) => !recent.includes(r)).map((r) => r.raterId)).size,
        ).toBeGreaterThanOrEqual(3);
        const managers = mine.filter((r) => r.source === 'manager');
        if (person.lineManagerId) {
          expect(managers.length, person.email).toBeGreaterThan(0);
          expect(managers.every((r) => r.raterId === person.lineManagerId)).toBe(true);
        } else {
          expect(managers).toEqual([]);
        }
      }
    }
  });

  it('shows each demo person their levels with the colleagues’ average and explained, linked ratings', async () => {
    for (const email of DEMO_ROLES) {
      const mine = await get(email, '/api/v1/assessments/me');
      const required = mine.competencies.filter((c: { required: unknown }) => c.required);
      expect(required.length, email).toBeGreaterThanOrEqual(6);
      for (const competency of required) {
        expect(competency.peers.count, `${email} ${competency.name}`).toBeGreaterThanOrEqual(3);
        expect(competency.peers.average).not.toBeNull();
        expect(competency.current.level).not.toBeNull();
      }
      type Noted = { comment: string; evidence: Array<{ kind: string; url: string | null }> } | null;
      const explained = required.filter(
        (c: { self: Noted }) => c.self?.comment && c.self.evidence.some((piece) => piece.url),
      );
      expect(explained.length, email).toBeGreaterThan(0);
      if (email !== 'owner@acme.test') {
        expect(
          required.some(
            (c: { manager: Noted }) => c.manager?.comment && c.manager.evidence.some((piece) => piece.url),
          ),
          email,
        ).toBe(true);
      }
    }
  });

  it('gives Emma a career plan: two dated targets with progress, next roles on her path, her manager’s notes', async () => {
    const plan = await get('employee@acme.test', '/api/v1/career-plan');
    expect(plan.targets.map((target: { role: { title: string } }) => target.role.title)).toEqual([
      'Customer Success Manager',
      'Account Manager',
    ]);
    for (const target of plan.targets) {
      expect(target.history.length, target.role.title).toBeGreaterThanOrEqual(2);
      expect(target.fitPercent).not.toBeNull();
    }
    expect(
      plan.nextRoles.map(
        (role: { role: { title: string }; kind: string }) => `${role.role.title}:${role.kind}`,
      ),
    ).toEqual(['Customer Success Manager:promotion', 'Account Manager:lateral', 'Support Engineer:lateral']);
    expect(plan.comments.map((comment: { author: { fullName: string } }) => comment.author.fullName)).toEqual(
      ['Marcus Manager', 'Emma Employee', 'Marcus Manager'],
    );
    // Her manager opens it from his list of reports.
    const people = await get('manager@acme.test', '/api/v1/career-plan/people');
    expect(people.items.map((person: { fullName: string }) => person.fullName)).toContain('Emma Employee');
    const profile = await get('learning@acme.test', `/api/v1/job-profiles/${plan.targets[0].role.id}`);
    expect(profile.previousSteps.map((step: { title: string }) => step.title).sort()).toEqual([
      'Account Manager',
      'Customer Success Specialist',
    ]);
  });

  it('has development plans in every state, overdue actions, and two mentors on offer for Emma’s gaps', async () => {
    const states = new Map<string, string>();
    for (const email of ['diego', 'julia', 'mateo', 'omar'].map((name) => `${name}@acme.test`)) {
      const person = await t.database.db.select().from(profiles).where(eq(profiles.email, email));
      const managerId = person[0]?.lineManagerId ?? '';
      const [manager] = await t.database.db.select().from(profiles).where(eq(profiles.id, managerId));
      const plan = await get(manager?.email ?? '', `/api/v1/development-plan/people/${person[0]?.id}`);
      states.set(email, plan.review.state);
      expect(plan.actions.length, email).toBeGreaterThan(0);
    }
    expect([...states.values()].sort()).toEqual(['approved', 'approved', 'changed_since_approval', 'draft']);
    const diego = await get('owner@acme.test', '/api/v1/development-plan/people');
    const statuses = new Set<string>();
    for (const item of diego.items.filter((i: { openActions: number }) => i.openActions > 0)) {
      const plan = await get('owner@acme.test', `/api/v1/development-plan/people/${item.id}`);
      for (const action of plan.actions) statuses.add(action.status);
    }
    expect([...statuses].sort()).toEqual(['cancelled', 'done', 'in_progress', 'planned']);
    expect(
      diego.items.filter((i: { overdueActions: number }) => i.overdueActions > 0).length,
    ).toBeGreaterThanOrEqual(2);
    const mentors = await t.database.db.select().from(profiles).where(eq(profiles.mentorOptIn, true));
    expect(mentors).toHaveLength(2);
    const suggestions = await get('employee@acme.test', '/api/v1/development-plan/suggestions');
    const offered = suggestions.items.flatMap((item: { actions: Array<{ mentor: unknown }> }) =>
      item.actions.filter((action) => action.mentor),
    );
    expect(offered.length).toBeGreaterThan(0);
  });

  it('gives every demo sign-in a job history and certifications, with expiring, expired and linked ones', async () => {
    const today = Date.now();
    const daysUntil = (iso: string) => Math.round((Date.parse(`${iso}T00:00:00Z`) - today) / 86_400_000);
    const all: Array<{ status: string; expiresOn: string | null; competencies: unknown[] }> = [];
    for (const email of [...DEMO_ROLES, 'admin@competencyhub.test', 'root@competencyhub.test']) {
      const experience = await get(email, '/api/v1/experience');
      expect(experience.employment.length, email).toBeGreaterThan(0);
      expect(experience.certifications.length, email).toBeGreaterThan(0);
      all.push(...experience.certifications);
    }
    expect(all.some((c) => c.status === 'expired')).toBe(true);
    const expiring = all
      .filter((c) => c.status === 'expiring' && c.expiresOn)
      .map((c) => daysUntil(c.expiresOn ?? ''));
    expect(expiring.some((days) => days <= 30)).toBe(true);
    expect(expiring.some((days) => days > 30 && days <= 90)).toBe(true);
    expect(all.some((c) => c.competencies.length > 0)).toBe(true);
  });

  it("gives the platform's own people a role, ratings and a fit, so their competency pages are not empty", async () => {
    for (const email of ['admin@competencyhub.test', 'root@competencyhub.test']) {
      const mine = await get(email, '/api/v1/assessments/me');
      expect(mine.person.jobProfile?.title, email).toBeTruthy();
      const required = mine.competencies.filter((c: { required: boolean }) => c.required);
      expect(required.length, email).toBeGreaterThanOrEqual(6);
      expect(
        required.every((c: { self: unknown }) => c.self !== null),
        email,
      ).toBe(true);
      const gaps = await get(email, '/api/v1/assessments/gaps');
      expect(gaps.fitPercent, email).not.toBeNull();
    }
    // Sam reports to Rory: Rory's ratings of him are there, by name.
    const sam = await get('admin@competencyhub.test', '/api/v1/assessments/me');
    expect(
      sam.competencies.some(
        (c: { manager: { raterName: string } | null }) => c.manager?.raterName === 'Rory Root',
      ),
    ).toBe(true);
  });

  it('gives Acme job families and an eight-grade ladder with pay ranges, every job profile placed in both', async () => {
    const architecture = await get('learning@acme.test', '/api/v1/job-architecture');
    expect(architecture.families.map((f: { name: string }) => f.name)).toEqual(
      expect.arrayContaining(['Engineering', 'Sales', 'People']),
    );
    const grades = architecture.grades as Array<{
      code: string;
      rank: number;
      payRange: { min: number; max: number; currency: string } | null;
    }>;
    expect(grades.map((g) => [g.code, g.rank])).toEqual(
      Array.from({ length: 8 }, (_, i) => [`G${i + 1}`, i + 1]),
    );
    for (const grade of grades) {
      expect(grade.payRange?.currency, grade.code).toBe('GBP');
      expect(grade.payRange?.min, grade.code).toBeLessThan(grade.payRange?.max ?? 0);
    }
    expect(architecture.defaultCurrency).toBe('GBP');
    const profiles = (await get('learning@acme.test', '/api/v1/job-profiles?archived=include'))
      .items as Array<{
      title: string;
      jobFamily: unknown;
      jobGrade: unknown;
    }>;
    expect(profiles.length).toBeGreaterThan(10);
    expect(profiles.filter((p) => !p.jobFamily || !p.jobGrade).map((p) => p.title)).toEqual([]);
  });

  it('lets the system admin start on Acme, and dates the company before its data', async () => {
    const me = await get('admin@competencyhub.test', '/api/v1/me');
    expect(me.managedCompanyId).toBe(acmeId);
    expect(me.user.companyId).toBe(SYSTEM_OWNER_COMPANY_ID);
    expect((await get('admin@competencyhub.test', '/api/v1/job-profiles')).items.length).toBeGreaterThan(5);
    expect((await get('root@competencyhub.test', '/api/v1/me')).managedCompanyId).toBeNull();

    const [acme] = await t.database.db.select().from(companies).where(eq(companies.id, acmeId));
    const [firstRating] = await t.database.db
      .select({ at: min(competencyRatings.ratedAt) })
      .from(competencyRatings)
      .where(eq(competencyRatings.companyId, acmeId));
    const [firstFramework] = await t.database.db
      .select({ at: min(competencyFrameworks.createdAt) })
      .from(competencyFrameworks)
      .where(eq(competencyFrameworks.companyId, acmeId));
    const members = await t.database.db
      .select({ createdAt: profiles.createdAt })
      .from(profiles)
      .where(and(eq(profiles.companyId, acmeId), inArray(profiles.status, ['active'])));
    const founded = acme?.createdAt.getTime() ?? Number.POSITIVE_INFINITY;
    expect(founded).toBeLessThan(firstRating?.at?.getTime() ?? 0);
    expect(founded).toBeLessThan(firstFramework?.at?.getTime() ?? 0);
    expect(members.every((m) => m.createdAt.getTime() >= founded)).toBe(true);
  });

  it('names the running cycle after the season it was launched in', async () => {
    const [cycle] = await t.database.db
      .select()
      .from(assessmentCycles)
      .where(eq(assessmentCycles.companyId, acmeId));
    expect(cycle?.name).toBe(reviewName(cycle?.createdAt ?? new Date()));
    expect(cycle?.name).toMatch(
      new RegExp(`^(Winter|Spring|Summer|Autumn) ${cycle?.createdAt.getUTCFullYear()} review$`),
    );
    expect(reviewName(new Date('2027-04-10T12:00:00Z'))).toBe('Spring 2027 review');
    expect(reviewName(new Date('2026-12-02T12:00:00Z'))).toBe('Winter 2026 review');
  });

  it('puts Acme on the professional plan with a user block and credits spent, one company near its seats, one trial ending', async () => {
    const acme = await get('owner@acme.test', '/api/v1/subscription');
    expect(acme).toMatchObject({
      plan: 'professional',
      status: 'active',
      access: 'full',
      monthlyTotal: 9900 + 1099,
    });
    expect(acme.usage).toMatchObject({ maxUsers: 100, aiCreditsUsed: 137, aiCreditsTotal: 500 });
    expect(acme.addOns).toEqual([expect.objectContaining({ addOnId: 'user_block_50', quantity: 1 })]);
    const acmeInvoices = await get('owner@acme.test', '/api/v1/subscription/invoices');
    expect(acmeInvoices.items.map((invoice: { status: string }) => invoice.status)).toEqual([
      'open',
      'paid',
      'paid',
    ]);

    const brightside = await get('owner@brightside.test', '/api/v1/subscription');
    expect(brightside).toMatchObject({ plan: 'starter', usage: { currentUsers: 13, maxUsers: 15 } });
    const nimbus = await get('owner@nimbus.test', '/api/v1/subscription');
    expect(nimbus).toMatchObject({ plan: 'free_trial', status: 'trialing', access: 'full' });
    const left = Date.parse(nimbus.currentPeriodEnd) - Date.now();
    expect(left).toBeGreaterThan(86_400_000);
    expect(left).toBeLessThanOrEqual(2 * 86_400_000);
  });
});
