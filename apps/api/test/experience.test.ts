import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certifications, emailOutbox } from '../src/db/schema.ts';
import { makeCompany, makeExperience, makeFramework, signedInUser } from './factories.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let companyId: string;
let me: { id: string; cookie: string; email: string };
let colleague: { id: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
  companyId = (await makeCompany(t.database)).id;
  me = await signedInUser(t, { companyId });
  colleague = await signedInUser(t, { companyId });
});
afterAll(() => t.close());

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('/experience', () => {
  it('keeps one’s employment history and certifications, marking expiry', async () => {
    const job = await call(t.app, 'POST', '/api/v1/experience/employment', {
      cookie: me.cookie,
      body: { employer: 'Northwind', title: 'Analyst', startOn: '2019-01-01', endOn: '2022-06-30' },
    });
    expect(job.statusCode, job.body).toBe(201);
    const framework = await makeFramework(t.database, { companyId });
    const cases: Array<[string | null, string]> = [
      [day(-1), 'expired'],
      [day(20), 'expiring'],
      [day(200), 'valid'],
      [null, 'no_expiry'],
    ];
    for (const [expiresOn, _status] of cases) {
      const res = await call(t.app, 'POST', '/api/v1/experience/certifications', {
        cookie: me.cookie,
        body: { name: `Cert ${expiresOn}`, expiresOn, competencyIds: [framework.competencyId] },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const view = (await call(t.app, 'GET', '/api/v1/experience', { cookie: me.cookie })).json();
    expect(view.employment).toEqual([
      expect.objectContaining({ employer: 'Northwind', title: 'Analyst', endOn: '2022-06-30' }),
    ]);
    expect(view.certifications.map((c: { status: string }) => c.status)).toEqual(
      cases.map(([, status]) => status),
    );
    expect(view.certifications[0].competencies).toEqual([
      { id: framework.competencyId, name: 'Active listening' },
    ]);
  });

  it('refuses bad input by field and another person’s items', async () => {
    const reversed = await call(t.app, 'POST', '/api/v1/experience/employment', {
      cookie: me.cookie,
      body: { employer: 'X', title: 'Y', startOn: '2024-01-01', endOn: '2023-01-01' },
    });
    expect(reversed.json().errors).toHaveProperty('endOn');
    const badDay = await call(t.app, 'POST', '/api/v1/experience/certifications', {
      cookie: me.cookie,
      body: { name: 'X', expiresOn: '2027-02-30' },
    });
    expect(badDay.json().errors).toHaveProperty('expiresOn');
    const theirs = await makeExperience(t.database, { companyId, personId: colleague.id });
    const edit = await call(t.app, 'PUT', `/api/v1/experience/employment/${theirs.itemId}`, {
      cookie: me.cookie,
      body: { employer: 'Mine now', title: 'Y', startOn: '2020-01-01' },
    });
    expect(edit.statusCode).toBe(404);
    expect(
      (
        await call(t.app, 'DELETE', `/api/v1/experience/certifications/${theirs.certificationId}`, {
          cookie: me.cookie,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('e-mails the holder once, 30 days before a certification expires', async () => {
    const soon = await makeExperience(t.database, { companyId, personId: me.id, expiresInDays: 10 });
    const now = new Date();
    await t.app.services.jobs.scheduleRecurring(now);
    await t.app.services.jobs.runDue(now);
    await t.app.services.jobs.scheduleRecurring(new Date(now.getTime() + 20 * 60_000));
    await t.app.services.jobs.runDue(new Date(now.getTime() + 20 * 60_000));
    const mails = (
      await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, me.email))
    ).filter((mail) => mail.subject === 'A certification of yours expires soon on CompetencyHub');
    // The certification made in the first test (20 days) and this one (10 days): one e-mail each.
    expect(mails).toHaveLength(2);
    const [marked] = await t.database.db
      .select()
      .from(certifications)
      .where(eq(certifications.id, soon.certificationId));
    expect(marked?.expiryReminderSentAt).not.toBeNull();
  });
});
