import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/migrate.ts';
import { makeCompany, makeFramework, makeJobProfile, makeRating, signedInUser } from './factories.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
});
afterAll(() => t.close());

/**
 * Stored fits (migration 0044, decision 0058) are written by the one writer with the levels, when a
 * person's job profile changes and when its requirements change; the job-profile list reads them.
 */
describe('stored fits', () => {
  it('follow a rating, a change of job profile and a change of requirements, as the gap report reckons them', async () => {
    const company = await makeCompany(t.database);
    const lead = await signedInUser(t, { companyId: company.id, role: 'learning_lead' });
    const ann = await signedInUser(t, { companyId: company.id });
    const framework = await makeFramework(t.database, { companyId: company.id });
    const role = await makeJobProfile(t.database, {
      companyId: company.id,
      competencyId: framework.competencyId,
      title: 'Analyst',
      requiredLevel: 4,
    });
    const storedFit = async () =>
      rowsOf<{ job_profile_id: string; fit_percent: number | null; requirements_version: number }>(
        await t.database.db.execute(
          sql`select job_profile_id, fit_percent, requirements_version from stored_fits where person_id = ${ann.id}`,
        ),
      )[0] ?? null;
    const gapFit = async () =>
      (await call(t.app, 'GET', '/api/v1/assessments/gaps', { cookie: ann.cookie })).json().fitPercent;
    const listed = async () =>
      (await call(t.app, 'GET', '/api/v1/job-profiles', { cookie: lead.cookie }))
        .json()
        .items.find((item: { id: string }) => item.id === role.jobProfileId);

    // No job profile, no fit.
    await makeRating(t.database, { companyId: company.id, ...framework, subjectId: ann.id, level: 2 });
    expect(await storedFit()).toBeNull();

    // Given the role in User Management: a fit of 2 of 4, half.
    const assigned = await call(t.app, 'PUT', `/api/v1/profiles/${ann.id}/job-profile`, {
      cookie: lead.cookie,
      body: { jobProfileId: role.jobProfileId },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(await storedFit()).toMatchObject({ job_profile_id: role.jobProfileId, fit_percent: 50 });
    expect(await gapFit()).toBe(50);
    expect(await listed()).toMatchObject({ holderCount: 1, averageFit: 50 });

    // A new rating: 3 of 4.
    await makeRating(t.database, { companyId: company.id, ...framework, subjectId: ann.id, level: 3 });
    expect((await storedFit())?.fit_percent).toBe(75);
    expect(await gapFit()).toBe(75);

    // The role now asks for 3: met, under the requirements' new version.
    const before = (await storedFit())?.requirements_version ?? 0;
    const changed = await call(t.app, 'PATCH', `/api/v1/job-profiles/${role.jobProfileId}`, {
      cookie: lead.cookie,
      body: {
        requirements: [{ competencyId: framework.competencyId, requiredLevel: 3, importance: 'critical' }],
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await storedFit()).toMatchObject({ fit_percent: 100, requirements_version: before + 1 });
    expect(await gapFit()).toBe(100);
    expect(await listed()).toMatchObject({ holderCount: 1, averageFit: 100 });

    // The role taken away: no fit any more, and the list counts nobody.
    await call(t.app, 'PUT', `/api/v1/profiles/${ann.id}/job-profile`, {
      cookie: lead.cookie,
      body: { jobProfileId: null },
    });
    expect(await storedFit()).toBeNull();
    expect(await listed()).toMatchObject({ holderCount: 0, averageFit: null });
  });
});
