import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, companyDomains, emailOutbox, profiles, user } from '../src/db/schema.ts';
import { makeCompany, makeUser } from './factories.ts';
import { call, createTestApp, sessionCookie, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUp = (body: Record<string, unknown>) => call(t.app, 'POST', '/api/v1/auth/sign-up', { body });

describe('sign-up', () => {
  it('creates a company for an unclaimed domain and makes the user its account holder, signed in', async () => {
    const res = await signUp({
      fullName: 'Ada Founder',
      companyName: 'Lovelace Ltd',
      email: 'Ada@Lovelace.test',
      password: 'a long enough secret',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ outcome: 'signed_in' });
    const cookie = sessionCookie(res);
    expect(cookie).toBeDefined();

    const me = await call(t.app, 'GET', '/api/v1/me', { cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({
      email: 'ada@lovelace.test',
      fullName: 'Ada Founder',
      role: 'account_holder',
      status: 'active',
    });
    expect(me.json().company.name).toBe('Lovelace Ltd');

    const [domain] = await t.database.db
      .select()
      .from(companyDomains)
      .where(eq(companyDomains.domain, 'lovelace.test'));
    expect(domain?.companyId).toBe(me.json().company.id);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'sign_up.company_created'));
    expect(audit).toHaveLength(1);
  });

  it('asks to join when the domain belongs to a company, and tells its admins', async () => {
    const company = await makeCompany(t.database, { name: 'Joinable', domain: 'joinable.test' });
    const owner = await makeUser(t.database, {
      companyId: company.id,
      role: 'account_holder',
      email: 'boss@joinable.test',
    });
    const res = await signUp({
      fullName: 'New Colleague',
      companyName: 'Whatever',
      email: 'new@joinable.test',
      password: 'another secret!',
    });
    expect(res.json()).toEqual({ outcome: 'pending_approval' });
    const me = await call(t.app, 'GET', '/api/v1/me', { cookie: sessionCookie(res) });
    expect(me.json().user).toMatchObject({
      status: 'pending_approval',
      role: 'employee',
      companyId: company.id,
    });

    // A pending user is kept out of the app's data.
    const blocked = await call(t.app, 'GET', '/api/v1/profiles', { cookie: sessionCookie(res) });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('ACCOUNT_PENDING');

    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, owner.email));
    expect(mails.map((m) => m.subject)).toContain('New Colleague asks to join your company on CompetencyHub');
    const named = await t.database.db.select().from(companies).where(eq(companies.name, 'Whatever'));
    expect(named).toHaveLength(0);
  });

  it('answers an existing e-mail without revealing it and changes nothing', async () => {
    const company = await makeCompany(t.database);
    const existing = await makeUser(t.database, { companyId: company.id });
    const before = await t.database.db.select().from(user);
    const res = await signUp({
      fullName: 'Impostor',
      companyName: 'Evil',
      email: existing.email,
      password: 'whatever-password',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ outcome: 'check_email' });
    expect(sessionCookie(res)).toBeUndefined();
    expect(await t.database.db.select().from(user)).toHaveLength(before.length);
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, existing.email));
    expect(mails).toHaveLength(1);
  });

  it('does not let a free-mail domain make strangers colleagues', async () => {
    const first = await signUp({
      fullName: 'One',
      companyName: 'One Inc',
      email: 'one@gmail.com',
      password: 'password-one',
    });
    const second = await signUp({
      fullName: 'Two',
      companyName: 'Two Inc',
      email: 'two@gmail.com',
      password: 'password-two',
    });
    expect(first.json().outcome).toBe('signed_in');
    expect(second.json().outcome).toBe('signed_in');
  });

  it('rejects bad input with field errors and writes nothing', async () => {
    const before = await t.database.db.select().from(profiles);
    const res = await signUp({ fullName: '', companyName: 'X', email: 'not-an-email', password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const problem = res.json();
    expect(problem.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(problem.errors).sort()).toEqual(['email', 'fullName', 'password']);
    expect(problem.errors.password).toEqual(['Password must be at least 8 characters']);
    expect(await t.database.db.select().from(profiles)).toHaveLength(before.length);
  });

  it('accepts a 64-character password with no composition rules', async () => {
    const res = await signUp({
      fullName: 'Long',
      companyName: 'Long Co',
      email: 'long@longco.test',
      password: 'a'.repeat(64),
    });
    expect(res.json().outcome).toBe('signed_in');
  });
});
