import { randomUUID } from 'node:crypto';
import { EXPERIENCE_MESSAGES } from '@competencyhub/domain/schemas/experience';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certifications, employmentHistory } from '../src/db/schema/experience.ts';
import { storedFiles } from '../src/db/schema/files.ts';
import { emailOutbox } from '../src/db/schema/mail.ts';
import { remindersSweep } from '../src/modules/assessments/reminders.ts';
import { makeCompany, makeExperience, makeFramework, makeRating, signedInUser } from './factories.ts';
import { BASE_URL, call, createTestApp, type TestApp } from './test-app.ts';

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
const base = '/api/v1/experience';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

type View = {
  employment: Array<{ id: string; employer: string; title: string }>;
  certifications: Array<{
    id: string;
    name: string;
    expiresOn: string | null;
    status: string;
    file: { id: string; name: string } | null;
    competencies: Array<{ id: string; name: string }>;
  }>;
};

const view = async (cookie = me.cookie): Promise<View> => {
  const res = await call(t.app, 'GET', base, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

async function addCertification(body: Record<string, unknown>, cookie = me.cookie) {
  const res = await call(t.app, 'POST', `${base}/certifications`, { cookie, body });
  expect(res.statusCode, res.body).toBe(201);
  const found = (res.json() as View).certifications.find((c) => c.name === body.name);
  if (!found) throw new Error(`certification ${String(body.name)} not answered`);
  return found;
}

const putCertification = (id: string, body: Record<string, unknown>, cookie = me.cookie) =>
  call(t.app, 'PUT', `${base}/certifications/${id}`, { cookie, body });

async function uploadCertificate(cookie = me.cookie, name = 'certificate.pdf'): Promise<string> {
  const res = await call(t.app, 'POST', `/api/v1/assessments/evidence?name=${encodeURIComponent(name)}`, {
    cookie,
    body: PDF,
    headers: { 'content-type': 'application/pdf' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const download = (fileId: string, cookie = me.cookie) =>
  call(t.app, 'GET', `/api/v1/files/${fileId}`, { cookie });

const storedFile = async (fileId: string) =>
  (await t.database.db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.id, fileId)))[0];

/** The expiry e-mails queued for an address about one certification. */
async function expiryMails(email: string, certification: string) {
  const rows = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
  return rows.filter(
    (mail) =>
      mail.subject === 'A certification of yours expires soon on CompetencyHub' &&
      mail.textBody.includes(certification),
  );
}
const sweep = (now = new Date()) =>
  remindersSweep(t.database, t.app.services.outbox, BASE_URL).run({ jobId: randomUUID(), payload: {}, now });

describe('/experience', () => {
  it('keeps one’s employment history and certifications, marking expiry', async () => {
    const job = await call(t.app, 'POST', `${base}/employment`, {
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
    for (const [expiresOn] of cases) {
      await addCertification({
        name: `Cert ${expiresOn}`,
        expiresOn,
        competencyIds: [framework.competencyId],
      });
    }
    const read = await view();
    expect(read.employment).toEqual([
      expect.objectContaining({ employer: 'Northwind', title: 'Analyst', endOn: '2022-06-30' }),
    ]);
    expect(read.certifications.map((c) => c.status)).toEqual(cases.map(([, status]) => status));
    expect(read.certifications[0]?.competencies).toEqual([
      { id: framework.competencyId, name: 'Active listening' },
    ]);
  });

  it('updates a certification: every field sent replaces the old one', async () => {
    const framework = await makeFramework(t.database, { companyId, competencyName: 'Negotiation' });
    const cert = await addCertification({
      name: 'Prince2 Foundation',
      issuer: 'Axelos',
      expiresOn: day(300),
    });
    const res = await putCertification(cert.id, {
      name: 'PRINCE2 Practitioner',
      issuer: 'PeopleCert',
      credentialId: 'GR656-123',
      issuedOn: day(-30),
      expiresOn: day(-1),
      competencyIds: [framework.competencyId, framework.competencyId],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await view()).certifications.find((c) => c.id === cert.id)).toMatchObject({
      name: 'PRINCE2 Practitioner',
      expiresOn: day(-1),
      status: 'expired',
      competencies: [{ id: framework.competencyId, name: 'Negotiation' }],
    });
  });

  it('refuses bad input by field, changing nothing, and another person’s items with 404', async () => {
    const cert = await addCertification({ name: 'Lean Six Sigma Yellow Belt', expiresOn: day(100) });
    const before = await view();
    const reversed = await call(t.app, 'POST', `${base}/employment`, {
      cookie: me.cookie,
      body: { employer: 'X', title: 'Y', startOn: '2024-01-01', endOn: '2023-01-01' },
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual({ endOn: [EXPERIENCE_MESSAGES.endBeforeStart] });
    const badDay = await call(t.app, 'POST', `${base}/certifications`, {
      cookie: me.cookie,
      body: { name: 'X', expiresOn: '2027-02-30' },
    });
    expect(badDay.json().errors).toEqual({ expiresOn: [EXPERIENCE_MESSAGES.dateInvalid] });
    const longName = await putCertification(cert.id, { name: 'x'.repeat(161) });
    expect(longName.statusCode).toBe(400);
    expect(longName.json().errors).toEqual({ name: ['Must be at most 160 characters'] });
    const beforeIssue = await putCertification(cert.id, {
      name: 'Renamed',
      issuedOn: day(10),
      expiresOn: day(5),
    });
    expect(beforeIssue.json().errors).toEqual({ expiresOn: [EXPERIENCE_MESSAGES.expiryBeforeIssue] });
    expect(await view()).toEqual(before);

    const theirs = await makeExperience(t.database, { companyId, personId: colleague.id });
    const edit = await call(t.app, 'PUT', `${base}/employment/${theirs.itemId}`, {
      cookie: me.cookie,
      body: { employer: 'Mine now', title: 'Y', startOn: '2020-01-01' },
    });
    expect(edit.statusCode).toBe(404);
    expect((await putCertification(theirs.certificationId, { name: 'Mine now' })).statusCode).toBe(404);
    const removal = await call(t.app, 'DELETE', `${base}/certifications/${theirs.certificationId}`, {
      cookie: me.cookie,
    });
    expect(removal.statusCode).toBe(404);
    const theirView = await view(colleague.cookie);
    expect(theirView.employment).toEqual([expect.objectContaining({ employer: 'Northwind' })]);
    expect(theirView.certifications).toEqual([expect.objectContaining({ name: 'First aid' })]);
  });

  it('links only the company’s competencies: another company’s reads like one that does not exist', async () => {
    const outside = await makeFramework(t.database, { companyId: (await makeCompany(t.database)).id });
    const ours = await makeFramework(t.database, { companyId, competencyName: 'Budgeting' });
    const cert = await addCertification({ name: 'CIMA Certificate', competencyIds: [ours.competencyId] });
    const before = await view();
    const attempt = (competencyId: string) =>
      putCertification(cert.id, { name: 'CIMA Certificate', competencyIds: [competencyId] });
    const foreign = await attempt(outside.competencyId);
    const missing = await attempt(randomUUID());
    for (const res of [foreign, missing]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual({ competencyIds: [EXPERIENCE_MESSAGES.unknownCompetency] });
    }
    expect(foreign.body).toBe(missing.body);
    const added = await call(t.app, 'POST', `${base}/certifications`, {
      cookie: me.cookie,
      body: { name: 'Foreign link', competencyIds: [outside.competencyId] },
    });
    expect(added.statusCode).toBe(400);
    expect(await view()).toEqual(before);
  });

  it('attaches a certificate file; replacing or deleting the certification deletes the file', async () => {
    const first = await uploadCertificate(me.cookie, 'itil-4.pdf');
    const cert = await addCertification({ name: 'ITIL 4 Foundation', fileId: first });
    expect(cert.file).toEqual({ id: first, name: 'itil-4.pdf' });
    const got = await download(first);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-disposition']).toContain('itil-4.pdf');

    // Someone else's upload cannot be attached, and the certification keeps its own.
    const foreignFile = await uploadCertificate(colleague.cookie);
    const stolen = await putCertification(cert.id, { name: 'ITIL 4 Foundation', fileId: foreignFile });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errors).toEqual({ fileId: [EXPERIENCE_MESSAGES.unknownFile] });
    expect((await view()).certifications.find((c) => c.id === cert.id)?.file?.id).toBe(first);

    const second = await uploadCertificate(me.cookie, 'itil-4-renewed.pdf');
    const replaced = await putCertification(cert.id, { name: 'ITIL 4 Foundation', fileId: second });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((await view()).certifications.find((c) => c.id === cert.id)?.file).toEqual({
      id: second,
      name: 'itil-4-renewed.pdf',
    });
    expect((await download(first)).statusCode).toBe(404);
    expect(await storedFile(first)).toBeUndefined();

    const removed = await call(t.app, 'DELETE', `${base}/certifications/${cert.id}`, { cookie: me.cookie });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json() as View).certifications.some((c) => c.id === cert.id)).toBe(false);
    expect((await download(second)).statusCode).toBe(404);
    expect(await storedFile(second)).toBeUndefined();
  });

  it('keeps a file that a rating also uses as evidence when its certification goes', async () => {
    const framework = await makeFramework(t.database, { companyId });
    const fileId = await uploadCertificate(me.cookie, 'shared.pdf');
    await makeRating(t.database, {
      companyId,
      frameworkId: framework.frameworkId,
      competencyId: framework.competencyId,
      subjectId: me.id,
      level: 3,
      evidenceFileId: fileId,
    });
    const cert = await addCertification({ name: 'Shared evidence', fileId });
    await call(t.app, 'DELETE', `${base}/certifications/${cert.id}`, { cookie: me.cookie });
    expect((await download(fileId)).statusCode).toBe(200);
  });

  it('deletes a job of one’s own', async () => {
    const added = await call(t.app, 'POST', `${base}/employment`, {
      cookie: me.cookie,
      body: { employer: 'Fabrikam', title: 'Intern', startOn: '2016-06-01', endOn: '2016-09-30' },
    });
    const job = (added.json() as View).employment.find((j) => j.employer === 'Fabrikam');
    if (!job) throw new Error('job not answered');
    const removed = await call(t.app, 'DELETE', `${base}/employment/${job.id}`, { cookie: me.cookie });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await view()).employment.some((j) => j.id === job.id)).toBe(false);
    expect(
      (await call(t.app, 'DELETE', `${base}/employment/${job.id}`, { cookie: me.cookie })).statusCode,
    ).toBe(404);
  });
});

describe('expiry reminders', () => {
  it('e-mails the holder once, 30 days before; again only when the expiry date changes', async () => {
    const holder = await signedInUser(t, { companyId });
    const cert = await addCertification({ name: 'Forklift licence', expiresOn: day(10) }, holder.cookie);
    const far = await addCertification({ name: 'Scuba diver', expiresOn: day(45) }, holder.cookie);
    await sweep();
    await sweep();
    expect(await expiryMails(holder.email, 'Forklift licence')).toHaveLength(1);
    expect(await expiryMails(holder.email, 'Scuba diver')).toHaveLength(0);

    // Another change, the same date: no second e-mail.
    const renamed = await putCertification(
      cert.id,
      { name: 'Forklift licence', issuer: 'RTITB', expiresOn: day(10) },
      holder.cookie,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    await sweep();
    expect(await expiryMails(holder.email, 'Forklift licence')).toHaveLength(1);

    // Renewed, but within 30 days again: reminded again, once.
    await putCertification(cert.id, { name: 'Forklift licence', expiresOn: day(25) }, holder.cookie);
    await sweep();
    await sweep();
    expect(await expiryMails(holder.email, 'Forklift licence')).toHaveLength(2);

    // The other one comes into range as time passes.
    await sweep(new Date(Date.now() + 20 * 86_400_000));
    expect(await expiryMails(holder.email, 'Scuba diver')).toHaveLength(1);
    const [marked] = await t.database.db.select().from(certifications).where(eq(certifications.id, far.id));
    expect(marked?.expiryReminderSentAt).not.toBeNull();
  });
});

describe('platform staff managing another company', () => {
  it('keep their own experience in their own company', async () => {
    const home = await makeCompany(t.database);
    const ownFramework = await makeFramework(t.database, {
      companyId: home.id,
      competencyName: 'Operations',
    });
    const managed = await makeFramework(t.database, { companyId });
    const admin = await signedInUser(t, { companyId: home.id, role: 'system_admin' });
    const choose = await call(t.app, 'POST', '/api/v1/me/managed-company', {
      cookie: admin.cookie,
      body: { companyId },
    });
    expect(choose.statusCode, choose.body).toBe(200);

    const job = await call(t.app, 'POST', `${base}/employment`, {
      cookie: admin.cookie,
      body: { employer: 'Contoso', title: 'Operator', startOn: '2015-01-01' },
    });
    expect(job.statusCode, job.body).toBe(201);
    const cert = await addCertification(
      { name: 'Kubernetes Administrator', expiresOn: day(200), competencyIds: [ownFramework.competencyId] },
      admin.cookie,
    );
    expect(cert.competencies).toEqual([{ id: ownFramework.competencyId, name: 'Operations' }]);
    // The managed company's competencies are not theirs to claim.
    const foreign = await call(t.app, 'POST', `${base}/certifications`, {
      cookie: admin.cookie,
      body: { name: 'Elsewhere', competencyIds: [managed.competencyId] },
    });
    expect(foreign.statusCode).toBe(400);

    const updated = await putCertification(cert.id, { name: 'CKA', expiresOn: day(300) }, admin.cookie);
    expect(updated.statusCode, updated.body).toBe(200);
    const read = await view(admin.cookie);
    expect(read.employment.map((j) => j.employer)).toEqual(['Contoso']);
    expect(read.certifications.map((c) => c.name)).toEqual(['CKA']);
    const rows = await t.database.db
      .select({ companyId: employmentHistory.companyId })
      .from(employmentHistory)
      .where(eq(employmentHistory.personId, admin.id));
    expect(rows).toEqual([{ companyId: home.id }]);
    // Nothing of theirs landed in the company they manage.
    const inManaged = await t.database.db
      .select()
      .from(certifications)
      .where(and(eq(certifications.companyId, companyId), eq(certifications.personId, admin.id)));
    expect(inManaged).toEqual([]);
    const removed = await call(t.app, 'DELETE', `${base}/certifications/${cert.id}`, {
      cookie: admin.cookie,
    });
    expect(removed.statusCode, removed.body).toBe(200);
  });
});
