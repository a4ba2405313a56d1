import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../src/db/schema/companies.ts';
import { invitations } from '../src/db/schema/invitations.ts';
import { emailOutbox } from '../src/db/schema/mail.ts';
import {
  INVITATION_EMAILS_PER_COMPANY_PER_DAY,
  INVITATION_EMAILS_PER_HOUR,
  INVITER_UNCONFIRMED,
} from '../src/modules/invitations/invitation-budget.ts';
import { makeCompany, makeInvitation, makeUser } from './factories.ts';
import { call, createTestApp, outboxTo, signIn, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '100000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
});
afterAll(() => t.close());

let counter = 0;
const fresh = (label: string) => `${label}-${Date.now().toString(36)}-${counter++}@elsewhere.test`;

async function admin(companyId: string, options: { emailVerified?: boolean } = {}) {
  const person = await makeUser(t.database, { companyId, role: 'account_holder', ...options });
  return { ...person, cookie: await signIn(t.app, person.email, person.password) };
}

/** A company past its first day: new ones have a small budget of their own (email-content.test.ts). */
async function establishedCompany() {
  const company = await makeCompany(t.database, { domain: null });
  await t.database.db
    .update(companies)
    .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
    .where(eq(companies.id, company.id));
  return company;
}

const invite = (cookie: string, email = fresh('one')) =>
  call(t.app, 'POST', '/api/v1/invitations', { cookie, body: { email, role: 'employee' } });
const bulk = (cookie: string, rows: Array<{ email: string; role: string; fullName?: string }>) =>
  call(t.app, 'POST', '/api/v1/invitations/bulk', { cookie, body: { rows } });
const resend = (cookie: string, id: string) =>
  call(t.app, 'POST', `/api/v1/invitations/${id}/resend`, { cookie });
const rowsOf = (count: number, label = 'row') =>
  Array.from({ length: count }, () => ({ email: fresh(label), role: 'employee' }));

const invitationsOf = async (companyId: string) =>
  (await t.database.db.select().from(invitations).where(eq(invitations.companyId, companyId))).length;
const mailCount = async () => (await t.database.db.select({ id: emailOutbox.id }).from(emailOutbox)).length;

function expectRateLimited(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toMatchObject({ code: 'RATE_LIMITED' });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('an inviter whose own e-mail is not confirmed', () => {
  it('may not invite, import or re-send, and nothing is created or mailed', async () => {
    const company = await makeCompany(t.database, { domain: null });
    const owner = await admin(company.id, { emailVerified: false });
    const pending = await makeInvitation(t.database, { companyId: company.id, invitedBy: owner.id });
    const before = { invitations: await invitationsOf(company.id), mails: await mailCount() };

    for (const res of [
      await invite(owner.cookie),
      await bulk(owner.cookie, rowsOf(2)),
      await resend(owner.cookie, pending.id),
    ]) {
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ code: 'RULE_BROKEN', detail: INVITER_UNCONFIRMED });
    }
    expect({ invitations: await invitationsOf(company.id), mails: await mailCount() }).toEqual(before);
  });
});

describe('the invitation e-mail budget', () => {
  it('is one per admin and hour, shared by single invitations, imports and re-sends', async () => {
    const company = await establishedCompany();
    const owner = await admin(company.id);
    const pending = await makeInvitation(t.database, { companyId: company.id, invitedBy: owner.id });
    expect((await invite(owner.cookie)).statusCode).toBe(201);
    expect((await bulk(owner.cookie, rowsOf(INVITATION_EMAILS_PER_HOUR - 2))).statusCode).toBe(201);
    expect((await resend(owner.cookie, pending.id)).statusCode).toBe(200);

    const before = { invitations: await invitationsOf(company.id), mails: await mailCount() };
    expectRateLimited(await invite(owner.cookie));
    expectRateLimited(await bulk(owner.cookie, rowsOf(1)));
    expectRateLimited(await resend(owner.cookie, pending.id));
    expect({ invitations: await invitationsOf(company.id), mails: await mailCount() }).toEqual(before);

    // Another admin of the same company has a budget of their own.
    const colleague = await admin(company.id);
    expect((await invite(colleague.cookie)).statusCode).toBe(201);
  });

  it('cannot be overspent by parallel imports: 20 files of 30 at once send at most one budget', async () => {
    const company = await establishedCompany();
    const owner = await admin(company.id);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => bulk(owner.cookie, rowsOf(30, `race${i}`))),
    );
    const accepted = results.filter((r) => r.statusCode === 201).length;
    // 16 files (480 e-mails) fit; the rest are refused whole, whatever order they arrived in.
    expect(accepted).toBe(Math.floor(INVITATION_EMAILS_PER_HOUR / 30));
    for (const res of results.filter((r) => r.statusCode !== 201)) expectRateLimited(res);
    expect(await invitationsOf(company.id)).toBe(accepted * 30);
  });

  it('gives a refused file its e-mails back, so the corrected file can go out in full', async () => {
    const company = await establishedCompany();
    const owner = await admin(company.id);
    const file = rowsOf(INVITATION_EMAILS_PER_HOUR);
    const broken = file.map((row, i) => (i === 7 ? { ...row, email: 'not-an-email' } : row));
    expect((await bulk(owner.cookie, broken)).statusCode).toBe(400);
    const taken = await makeInvitation(t.database, {
      companyId: company.id,
      invitedBy: owner.id,
      email: file[3]?.email,
    });
    expect((await bulk(owner.cookie, file)).statusCode).toBe(400);
    expect((await invite(owner.cookie, taken.email)).statusCode).toBe(409);
    expect(await invitationsOf(company.id)).toBe(1);

    const corrected = file.map((row, i) => (i === 3 ? { ...row, email: fresh('fixed') } : row));
    const res = await bulk(owner.cookie, corrected);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().created).toBe(INVITATION_EMAILS_PER_HOUR);
  });

  it('has a daily ceiling per company, whichever admins send', async () => {
    const company = await establishedCompany();
    const perAdmin = INVITATION_EMAILS_PER_HOUR;
    for (let sent = 0; sent < INVITATION_EMAILS_PER_COMPANY_PER_DAY; sent += perAdmin) {
      const sender = await admin(company.id);
      expect((await bulk(sender.cookie, rowsOf(perAdmin, 'daily'))).statusCode).toBe(201);
    }
    const latecomer = await admin(company.id);
    const refused = await invite(latecomer.cookie);
    expectRateLimited(refused);
    // The window is a day long, so the wait is counted in hours, not seconds.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3600);
    expect(await invitationsOf(company.id)).toBe(INVITATION_EMAILS_PER_COMPANY_PER_DAY);

    // Another company is not affected.
    const other = await establishedCompany();
    expect((await invite((await admin(other.id)).cookie)).statusCode).toBe(201);
  });
});

describe('the invitation e-mail', () => {
  it("greets the invitee by the name in the file, even one containing replacement patterns like $'", async () => {
    const company = await makeCompany(t.database, { domain: null });
    const owner = await admin(company.id);
    const email = fresh('dollar');
    const res = await bulk(owner.cookie, [{ email, role: 'employee', fullName: "Jo $' $& $` Smith" }]);
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await outboxTo(t.database, email);
    const text = mail?.textBody ?? '';
    expect(text.startsWith("Hello “Jo $' $& $` Smith”,\n")).toBe(true);
    // The body appears once: `$'` did not paste the rest of the message after the greeting.
    expect(text.split('/invitation/accept/')).toHaveLength(2);
  });
});
