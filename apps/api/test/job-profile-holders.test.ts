import { HOLDERS_PAGE } from '@competencyhub/domain/schemas/job-profiles';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, makeFramework, makeJobProfile, makeUser, signedInUser } from './factories.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
});
afterAll(() => t.close());

describe("a job profile's holders", () => {
  it('come a page at a time by name, each once, with the count of all of them', async () => {
    const company = await makeCompany(t.database);
    const lead = await signedInUser(t, { companyId: company.id, role: 'learning_lead' });
    const framework = await makeFramework(t.database, { companyId: company.id });
    const role = await makeJobProfile(t.database, {
      companyId: company.id,
      competencyId: framework.competencyId,
      title: 'Agent',
    });
    const total = HOLDERS_PAGE + 7;
    for (let i = 0; i < total; i++) {
      // Two people of each name: the order falls back on ids.
      const person = await makeUser(t.database, {
        companyId: company.id,
        fullName: `Holder ${String(Math.floor(i / 2)).padStart(2, '0')}`,
      });
      await t.database.db.execute(
        sql`update profiles set job_profile_id = ${role.jobProfileId} where id = ${person.id}`,
      );
    }
    const detail = (
      await call(t.app, 'GET', `/api/v1/job-profiles/${role.jobProfileId}`, { cookie: lead.cookie })
    ).json();
    expect(detail.holderCount).toBe(total);
    expect(detail.holders).toHaveLength(HOLDERS_PAGE);
    expect(detail.holdersNextCursor).toEqual(expect.any(String));
    const rest = await call(
      t.app,
      'GET',
      `/api/v1/job-profiles/${role.jobProfileId}/holders?cursor=${encodeURIComponent(detail.holdersNextCursor)}`,
      { cookie: lead.cookie },
    );
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().items).toHaveLength(7);
    expect(rest.json().nextCursor).toBeNull();
    const all = [...detail.holders, ...rest.json().items] as Array<{ id: string; fullName: string }>;
    expect(new Set(all.map((holder) => holder.id)).size).toBe(total);
    const names = all.map((holder) => holder.fullName);
    expect(names).toEqual([...names].sort());
    // A profile of another company, or none, is not found.
    const other = await makeCompany(t.database);
    const outsider = await signedInUser(t, { companyId: other.id, role: 'learning_lead' });
    const foreign = await call(t.app, 'GET', `/api/v1/job-profiles/${role.jobProfileId}/holders`, {
      cookie: outsider.cookie,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
