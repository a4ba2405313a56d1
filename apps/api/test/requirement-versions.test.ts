import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobProfileRequirementVersions } from '../src/db/schema/levels.ts';
import { companyWithOwner, makeFramework, makeRating, makeUser } from './factories.ts';
import { call, createTestApp, signIn, type TestApp } from './test-app.ts';

/**
 * Versioned job-profile requirements (issue 23, decision 0053): each change of a profile's
 * requirements is a new version with the old kept, and a gap report names the version it measured.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
});
afterAll(() => t.close());

describe('job-profile requirement versions', () => {
  it('keeps every version of the requirements: a change is a new one, the same save is not, a scale change moving them is', async () => {
    const { company, owner } = await companyWithOwner(t);
    const companyId = company.id;
    const framework = await makeFramework(t.database, { companyId, competencyName: 'Listening' });
    const versions = async (jobProfileId: string) =>
      (
        await t.database.db
          .select()
          .from(jobProfileRequirementVersions)
          .where(
            and(
              eq(jobProfileRequirementVersions.companyId, companyId),
              eq(jobProfileRequirementVersions.jobProfileId, jobProfileId),
            ),
          )
          .orderBy(jobProfileRequirementVersions.version)
      ).map((v) => [v.version, v.requirements.map((r) => r.requiredLevel)]);
    const requirement = (requiredLevel: number) => ({
      competencyId: framework.competencyId,
      requiredLevel,
      importance: 'critical',
    });

    const created = await call(t.app, 'POST', '/api/v1/job-profiles', {
      cookie: owner.cookie,
      body: { title: 'Analyst', requirements: [requirement(3)] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    expect(created.json().requirementsVersion).toBe(1);
    expect(await versions(id)).toEqual([[1, [3]]]);

    const edit = (requiredLevel: number) =>
      call(t.app, 'PATCH', `/api/v1/job-profiles/${id}`, {
        cookie: owner.cookie,
        body: { requirements: [requirement(requiredLevel)] },
      });
    expect((await edit(4)).json().requirementsVersion).toBe(2);
    expect((await edit(4)).json().requirementsVersion).toBe(2);
    expect(await versions(id)).toEqual([
      [1, [3]],
      [2, [4]],
    ]);

    // Once someone is rated, a scale of three levels moves the requirement from 4 to 2.
    const ann = await makeUser(t.database, { companyId, fullName: 'Ann Analyst' });
    await makeRating(t.database, { companyId, ...framework, subjectId: ann.id, level: 2 });
    const rescale = await call(t.app, 'PUT', `/api/v1/competency-frameworks/${framework.frameworkId}/scale`, {
      cookie: owner.cookie,
      body: {
        baseVersion: 1,
        levels: [
          { value: 1, name: 'Learning' },
          { value: 2, name: 'Practising' },
          { value: 3, name: 'Leading' },
        ],
        proficientLevel: 2,
        mapping: { 1: 1, 2: 1, 3: 2, 4: 2, 5: 3 },
      },
    });
    expect(rescale.statusCode, rescale.body).toBe(200);
    expect(await versions(id)).toEqual([
      [1, [3]],
      [2, [4]],
      [3, [2]],
    ]);

    // A gap report says which version it measured.
    await call(t.app, 'PUT', `/api/v1/profiles/${ann.id}/job-profile`, {
      cookie: owner.cookie,
      body: { jobProfileId: id },
    });
    const annCookie = await signIn(t.app, ann.email, ann.password);
    const gaps = await call(t.app, 'GET', '/api/v1/assessments/gaps', { cookie: annCookie });
    expect(gaps.json().jobProfile).toMatchObject({ id, requirementsVersion: 3 });
  });
});
