import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/migrate.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import { checkStoredLevels } from '../src/modules/levels/consistency-check.ts';
import { compactFitTotals, rebuildFitTotals } from '../src/modules/levels/fit-totals.ts';
import { makeCompany, makeFramework, makeJobProfile, makeRating, signedInUser } from './factories.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
});
afterAll(() => t.close());

interface Figures {
  holders: number;
  known: number;
  total: number;
}

/** Each profile's figures as the totals table sums them. */
async function kept(companyId: string): Promise<Record<string, Figures>> {
  const rows = rowsOf<{ job_profile_id: string; holders: string; known: string; total: string }>(
    await t.database.db.execute(sql`
      select job_profile_id, sum(holders) as holders, sum(known) as known, sum(total) as total
      from job_profile_fit_totals where company_id = ${companyId} group by job_profile_id`),
  );
  return Object.fromEntries(
    rows
      .map((row) => [row.job_profile_id, figures(row)] as const)
      .filter(([, f]) => f.holders !== 0 || f.known !== 0 || f.total !== 0),
  );
}

/** The same figures grouped from every active holder and their stored fit, as the list once did. */
async function counted(companyId: string): Promise<Record<string, Figures>> {
  const rows = rowsOf<{ job_profile_id: string; holders: string; known: string; total: string }>(
    await t.database.db.execute(sql`
      select p.job_profile_id, count(*) as holders, count(f.fit_percent) as known,
        coalesce(sum(f.fit_percent), 0) as total
      from profiles p
      left join stored_fits f
        on f.company_id = p.company_id and f.person_id = p.id and f.job_profile_id = p.job_profile_id
      where p.company_id = ${companyId} and p.status = 'active' and p.job_profile_id is not null
      group by p.job_profile_id`),
  );
  return Object.fromEntries(rows.map((row) => [row.job_profile_id, figures(row)]));
}

const figures = (row: { holders: string; known: string; total: string }): Figures => ({
  holders: Number(row.holders),
  known: Number(row.known),
  total: Number(row.total),
});

const rowCount = async (companyId: string) =>
  Number(
    rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from job_profile_fit_totals where company_id = ${companyId}`,
      ),
    )[0]?.n,
  );

/**
 * The job-profile list's holder counts and average fits come from per-profile totals that triggers
 * keep (migration 0048, decision 0064). After every kind of change they equal the grouping of every
 * holder they replace, and the compaction keeps the sums while it folds the rows.
 */
describe('job-profile fit totals', () => {
  it('equal the grouping of every holder after assignments, ratings, requirement changes, deactivation and deletion', async () => {
    const company = await makeCompany(t.database);
    const lead = await signedInUser(t, { companyId: company.id, role: 'learning_lead' });
    const holder = await signedInUser(t, { companyId: company.id, role: 'account_holder' });
    const framework = await makeFramework(t.database, { companyId: company.id });
    const analyst = await makeJobProfile(t.database, {
      companyId: company.id,
      competencyId: framework.competencyId,
      title: 'Analyst',
      requiredLevel: 4,
    });
    const engineer = await makeJobProfile(t.database, {
      companyId: company.id,
      competencyId: framework.competencyId,
      title: 'Engineer',
      requiredLevel: 2,
    });
    const people = await Promise.all([0, 1, 2, 3].map(() => signedInUser(t, { companyId: company.id })));
    const [ann, ben, cat, dan] = people as [
      (typeof people)[0],
      (typeof people)[0],
      (typeof people)[0],
      (typeof people)[0],
    ];
    const agree = async () => expect(await kept(company.id)).toEqual(await counted(company.id));
    const assign = async (personId: string, jobProfileId: string | null) => {
      const answer = await call(t.app, 'PUT', `/api/v1/profiles/${personId}/job-profile`, {
        cookie: lead.cookie,
        body: { jobProfileId },
      });
      expect(answer.statusCode, answer.body).toBe(200);
    };
    const listed = async (jobProfileId: string) =>
      (await call(t.app, 'GET', '/api/v1/job-profiles', { cookie: lead.cookie }))
        .json()
        .items.find((item: { id: string }) => item.id === jobProfileId);

    await makeRating(t.database, { companyId: company.id, ...framework, subjectId: ann.id, level: 2 });
    await makeRating(t.database, { companyId: company.id, ...framework, subjectId: ben.id, level: 4 });
    await assign(ann.id, analyst.jobProfileId);
    await assign(ben.id, analyst.jobProfileId);
    await assign(cat.id, analyst.jobProfileId);
    await assign(dan.id, engineer.jobProfileId);
    await agree();
    // Ann 2 of 4 (50), Ben 4 of 4 (100), Cat no rating: three holders, two fits averaging 75.
    expect(await kept(company.id)).toMatchObject({
      [analyst.jobProfileId]: { holders: 3, known: 2, total: 150 },
      [engineer.jobProfileId]: { holders: 1, known: 0, total: 0 },
    });
    expect(await listed(analyst.jobProfileId)).toMatchObject({ holderCount: 3, averageFit: 75 });

    // A rating moves a fit; moving Ben moves his fit with him.
    await makeRating(t.database, { companyId: company.id, ...framework, subjectId: ann.id, level: 3 });
    await agree();
    await assign(ben.id, engineer.jobProfileId);
    await agree();
    expect(await listed(engineer.jobProfileId)).toMatchObject({ holderCount: 2, averageFit: 100 });

    // New requirements rewrite every holder's fit.
    const changed = await call(t.app, 'PATCH', `/api/v1/job-profiles/${analyst.jobProfileId}`, {
      cookie: lead.cookie,
      body: {
        requirements: [{ competencyId: framework.competencyId, requiredLevel: 3, importance: 'critical' }],
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await agree();
    expect(await listed(analyst.jobProfileId)).toMatchObject({ holderCount: 2, averageFit: 100 });

    // Someone deactivated stops counting, and counts again when reactivated.
    const off = await call(t.app, 'POST', `/api/v1/profiles/${ann.id}/deactivate`, { cookie: holder.cookie });
    expect(off.statusCode, off.body).toBe(200);
    await agree();
    expect(await listed(analyst.jobProfileId)).toMatchObject({ holderCount: 1, averageFit: null });
    const on = await call(t.app, 'POST', `/api/v1/profiles/${ann.id}/reactivate`, { cookie: holder.cookie });
    expect(on.statusCode, on.body).toBe(200);
    await agree();

    // Taken out of a role, and deleted outright (their fit goes by the cascade).
    await assign(cat.id, null);
    await agree();
    await t.database.db.delete(profiles).where(sql`${profiles.id} = ${ben.id}`);
    await agree();
    expect(await kept(company.id)).toMatchObject({
      [analyst.jobProfileId]: { holders: 1, known: 1, total: 100 },
      [engineer.jobProfileId]: { holders: 1, known: 0, total: 0 },
    });

    // Folded to one row per profile, with the same sums.
    const before = await kept(company.id);
    expect(await rowCount(company.id)).toBeGreaterThan(2);
    await compactFitTotals(t.database, company.id);
    expect(await rowCount(company.id)).toBe(2);
    expect(await kept(company.id)).toEqual(before);
    await agree();

    // Rebuilt from scratch (after a load with triggers off), the same.
    await t.database.db.transaction((tx) => rebuildFitTotals(tx, company.id));
    expect(await kept(company.id)).toEqual(before);
  });

  it('let a manager see the average only when the fits hidden from them are none or at least three', async () => {
    const company = await makeCompany(t.database);
    const lead = await signedInUser(t, { companyId: company.id, role: 'learning_lead' });
    const manager = await signedInUser(t, { companyId: company.id, role: 'team_manager' });
    const framework = await makeFramework(t.database, { companyId: company.id });
    const role = await makeJobProfile(t.database, {
      companyId: company.id,
      competencyId: framework.competencyId,
      requiredLevel: 4,
    });
    const holders = await Promise.all([0, 1, 2].map(() => signedInUser(t, { companyId: company.id })));
    for (const [index, holder] of holders.entries()) {
      await makeRating(t.database, { companyId: company.id, ...framework, subjectId: holder.id, level: 4 });
      const assigned = await call(t.app, 'PUT', `/api/v1/profiles/${holder.id}/job-profile`, {
        cookie: lead.cookie,
        body: { jobProfileId: role.jobProfileId },
      });
      expect(assigned.statusCode, assigned.body).toBe(200);
      if (index < 2)
        await t.database.db
          .update(profiles)
          .set({ lineManagerId: manager.id })
          .where(sql`${profiles.id} = ${holder.id}`);
    }
    const average = async () =>
      (await call(t.app, 'GET', '/api/v1/job-profiles', { cookie: manager.cookie }))
        .json()
        .items.find((item: { id: string }) => item.id === role.jobProfileId)?.averageFit;
    // Two reports and one other holder: the average would give the other's fit away.
    expect(await average()).toBeNull();
    // All three their reports: nothing hidden.
    const third = holders[2]?.id ?? '';
    await t.database.db
      .update(profiles)
      .set({ lineManagerId: manager.id })
      .where(sql`${profiles.id} = ${third}`);
    expect(await average()).toBe(100);
  });

  it('are dropped by the compaction for a job profile that no longer exists', async () => {
    const company = await makeCompany(t.database);
    const framework = await makeFramework(t.database, { companyId: company.id });
    const role = await makeJobProfile(t.database, {
      companyId: company.id,
      competencyId: framework.competencyId,
    });
    // Rows appended while a profile was deleted in the same statement (no foreign key holds them back).
    await t.database.db.execute(sql`
      insert into job_profile_fit_totals (company_id, job_profile_id, holders, known, total)
      values (${company.id}, ${role.jobProfileId}, 1, 1, 80), (${company.id}, gen_random_uuid(), 2, 0, 0)`);
    await compactFitTotals(t.database);
    expect(await kept(company.id)).toEqual({ [role.jobProfileId]: { holders: 1, known: 1, total: 80 } });
  });

  it('are compared with a fresh count by the nightly check, which names a profile whose totals drifted', async () => {
    const company = await makeCompany(t.database);
    const holder = await signedInUser(t, { companyId: company.id, role: 'employee' });
    const framework = await makeFramework(t.database, { companyId: company.id });
    const role = await makeJobProfile(t.database, {
      companyId: company.id,
      competencyId: framework.competencyId,
      title: 'Checked Role',
    });
    await t.database.db
      .update(profiles)
      .set({ jobProfileId: role.jobProfileId })
      .where(sql`${profiles.id} = ${holder.id}`);
    const clean = await checkStoredLevels(t.database, 100_000);
    expect(clean?.fitTotalsSampled).toBeGreaterThan(0);
    expect(clean?.fitTotalExamples.filter((e) => e.companyId === company.id)).toEqual([]);

    // A holder counted twice, as a bulk load with the triggers off and no rebuild would leave it.
    await t.database.db.execute(sql`
      insert into job_profile_fit_totals (company_id, job_profile_id, holders, known, total)
      values (${company.id}, ${role.jobProfileId}, 1, 0, 0)`);
    const report = await checkStoredLevels(t.database, 100_000);
    expect(report?.fitTotalsMismatched).toBeGreaterThanOrEqual(1);
    const fresh = (await counted(company.id))[role.jobProfileId];
    expect(fresh?.holders).toBe(1);
    expect(report?.fitTotalExamples).toContainEqual({
      companyId: company.id,
      jobProfileId: role.jobProfileId,
      stored: { ...fresh, holders: 2 },
      fresh,
    });
  });
});
