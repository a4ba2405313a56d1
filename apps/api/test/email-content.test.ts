import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../src/db/schema/companies.ts';
import {
  NEW_COMPANY_INVITATIONS_PER_DAY,
  NEW_COMPANY_PERIOD_HOURS,
} from '../src/modules/invitations/invitation-budget.ts';
import { makeCompany, makeUser } from './factories.ts';
import {
  BASE_URL,
  call,
  createTestApp,
  outboxTo,
  signIn,
  type TestApp,
  tokenFromOutbox,
} from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '100000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
});
afterAll(() => t.close());

const LURE = 'Acme Corp IT – password expired, re-login at http://evil.test/login or it-desk@evil.test';
let counter = 0;
const fresh = (label: string) => `${label}-${Date.now().toString(36)}-${counter++}@elsewhere.test`;

/** What a mail program could turn into a link or an address. */
function expectNothingClickable(text: string) {
  expect(text).not.toMatch(/https?:\/\/(?!localhost:3999)/i);
  expect(text).not.toContain('evil.test');
  expect(text).not.toContain('@evil');
}

async function holderOf(company: { id: string }) {
  const owner = await makeUser(t.database, { companyId: company.id, role: 'account_holder' });
  return { ...owner, cookie: await signIn(t.app, owner.email, owner.password) };
}

const ageCompany = (id: string, hours: number) =>
  t.database.db
    .update(companies)
    .set({ createdAt: new Date(Date.now() - hours * 3_600_000) })
    .where(eq(companies.id, id));

describe('e-mails carry no one else’s text as ours', () => {
  it('keeps a lure in the company and inviter names out of the invitation subject, and inert in its body', async () => {
    const company = await makeCompany(t.database, { domain: null });
    const owner = await holderOf(company);
    const renamed = await call(t.app, 'PATCH', '/api/v1/company', {
      cookie: owner.cookie,
      body: { name: LURE },
    });
    expect(renamed.statusCode).toBe(200);
    const nameChange = await call(t.app, 'PATCH', '/api/v1/me/profile', {
      cookie: owner.cookie,
      body: { fullName: 'IT Desk http://evil.test' },
    });
    expect(nameChange.statusCode).toBe(200);
    const cookie = await signIn(t.app, owner.email, owner.password);

    const victim = fresh('victim');
    // A bulk file may name the invitee, so that name is the inviter's text too.
    const res = await call(t.app, 'POST', '/api/v1/invitations/bulk', {
      cookie,
      body: { rows: [{ email: victim, role: 'employee', fullName: 'Dear customer www.evil.test' }] },
    });
    expect(res.statusCode).toBe(201);
    const [mail] = await outboxTo(t.database, victim);
    if (!mail) throw new Error('no invitation e-mail');
    expect(mail.subject).toBe('An administrator invited you to join their company on CompetencyHub');
    expect(mail.textBody).toContain('Hello “Dear customer www[.]evil[.]test”,');
    expect(mail.textBody).toContain('“IT Desk http[:]//evil[.]test” invited you to join the company');
    expect(mail.textBody).toContain('“Acme Corp IT – password expired, re-login at http[:]//evil[…”');
    expectNothingClickable(mail.textBody);
    expect(mail.textBody).toContain(`${BASE_URL}/invitation/accept/`);
    expect(mail.textBody).toContain(`This message comes from CompetencyHub at ${BASE_URL}`);
    expect(mail.textBody).toContain('ignore this invitation: nothing happens unless you accept it');
  });

  it('keeps a sign-up name out of the join-request and confirmation subjects, and inert in their bodies', async () => {
    const company = await makeCompany(t.database, { domain: 'lured.test' });
    const owner = await holderOf(company);
    const signUp = await call(t.app, 'POST', '/api/v1/auth/sign-up', {
      body: {
        fullName: 'Your payroll is on hold, see http://evil.test',
        companyName: 'X',
        email: 'lure@lured.test',
        password: 'a-long-enough-secret',
      },
    });
    expect(signUp.json()).toEqual({ outcome: 'pending_approval' });
    const [confirmation] = await outboxTo(t.database, 'lure@lured.test');
    expect(confirmation?.subject).toBe('Confirm your e-mail address for CompetencyHub');
    expectNothingClickable(confirmation?.textBody ?? '');
    expect(confirmation?.textBody).toContain('Hello “Your payroll is on hold, see http[:]//evil[.]test”,');

    const token = await tokenFromOutbox(t.database, 'lure@lured.test', '/verify-email?token=');
    expect((await call(t.app, 'POST', '/api/v1/auth/verify-email', { body: { token } })).statusCode).toBe(
      200,
    );
    const [request] = await outboxTo(t.database, owner.email);
    expect(request?.subject).toBe('A new colleague asks to join your company on CompetencyHub');
    expect(request?.textBody).toContain('“lure [at] lured[.]test”');
    expectNothingClickable(request?.textBody ?? '');
    expect(request?.textBody).toContain(`${BASE_URL}/dashboard`);
  });

  it('keeps the company name out of the approval subject', async () => {
    const company = await makeCompany(t.database, { name: 'Visit evil.test today' });
    const owner = await holderOf(company);
    const waiting = await makeUser(t.database, { companyId: company.id, status: 'pending_approval' });
    const res = await call(t.app, 'POST', `/api/v1/profiles/${waiting.id}/approve`, { cookie: owner.cookie });
    expect(res.statusCode).toBe(200);
    const [mail] = await outboxTo(t.database, waiting.email);
    expect(mail?.subject).toBe('Your CompetencyHub account is approved');
    expect(mail?.textBody).toContain('An administrator of “Visit evil[.]test today” approved');
    expectNothingClickable(mail?.textBody ?? '');
  });
});

describe('the invitation budget of a company not yet established', () => {
  const rows = (count: number) =>
    Array.from({ length: count }, () => ({ email: fresh('row'), role: 'employee' }));
  const bulk = (cookie: string, count: number) =>
    call(t.app, 'POST', '/api/v1/invitations/bulk', { cookie, body: { rows: rows(count) } });

  it(`is ${NEW_COMPANY_INVITATIONS_PER_DAY} a day in the company's first ${NEW_COMPANY_PERIOD_HOURS} hours`, async () => {
    const company = await makeCompany(t.database, { domain: null });
    const owner = await holderOf(company);
    const tooMany = await bulk(owner.cookie, NEW_COMPANY_INVITATIONS_PER_DAY + 1);
    expect(tooMany.statusCode, tooMany.body).toBe(429);
    expect((await bulk(owner.cookie, NEW_COMPANY_INVITATIONS_PER_DAY)).statusCode).toBe(201);
    const more = await call(t.app, 'POST', '/api/v1/invitations', {
      cookie: owner.cookie,
      body: { email: fresh('one-more'), role: 'employee' },
    });
    expect(more.statusCode).toBe(429);
  });

  it(`is ${NEW_COMPANY_INVITATIONS_PER_DAY} a day while no account holder has confirmed their e-mail`, async () => {
    const company = await makeCompany(t.database, { domain: null });
    await ageCompany(company.id, 48);
    await makeUser(t.database, { companyId: company.id, role: 'account_holder', emailVerified: false });
    const itAdmin = await makeUser(t.database, { companyId: company.id, role: 'company_it_admin' });
    const cookie = await signIn(t.app, itAdmin.email, itAdmin.password);
    expect((await bulk(cookie, NEW_COMPANY_INVITATIONS_PER_DAY + 1)).statusCode).toBe(429);
  });

  it('is the full budget for an established company with a confirmed account holder', async () => {
    const company = await makeCompany(t.database, { domain: null });
    await ageCompany(company.id, NEW_COMPANY_PERIOD_HOURS + 1);
    const owner = await holderOf(company);
    expect((await bulk(owner.cookie, NEW_COMPANY_INVITATIONS_PER_DAY + 1)).statusCode).toBe(201);
  });
});
