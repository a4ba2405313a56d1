import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../src/db/schema/audit.ts';
import { user } from '../src/db/schema/auth.ts';
import { companies, companyDomains } from '../src/db/schema/companies.ts';
import { emailOutbox } from '../src/db/schema/mail.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import { auditsOf, makeCompany, makeUser } from './factories.ts';
import {
  BASE_URL,
  call,
  createTestApp,
  outboxTo,
  sessionCookie,
  signIn,
  type TestApp,
  tokenFromOutbox,
} from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUp = (body: Record<string, unknown>) => call(t.app, 'POST', '/api/v1/auth/sign-up', { body });
const verifyEmail = (token: unknown) => call(t.app, 'POST', '/api/v1/auth/verify-email', { body: { token } });
const me = (cookie: string | undefined) => call(t.app, 'GET', '/api/v1/me', { cookie });
const VERIFY_SUBJECT = 'Confirm your e-mail address for CompetencyHub';
/** The token of the newest confirmation link e-mailed to this address. */
const verificationToken = (email: string) => tokenFromOutbox(t.database, email, '/verify-email?token=');
const domainsHeldBy = async (companyId: string) =>
  (await t.database.db.select().from(companyDomains).where(eq(companyDomains.companyId, companyId))).map(
    (d) => d.domain,
  );
const holderOf = async (domain: string) =>
  (await t.database.db.select().from(companyDomains).where(eq(companyDomains.domain, domain)))[0]?.companyId;

async function founder(email: string, companyName: string) {
  const res = await signUp({
    fullName: `Founder of ${companyName}`,
    companyName,
    email,
    password: 'steam-engine-pioneer',
  });
  expect(res.json()).toEqual({ outcome: 'signed_in' });
  const cookie = sessionCookie(res);
  const mine = await me(cookie);
  return { cookie, companyId: mine.json().company.id as string, user: mine.json().user };
}

describe('sign-up', () => {
  it('creates a company for an unclaimed domain and makes the user its account holder, signed in, without claiming the domain yet', async () => {
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

    const mine = await me(cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().user).toMatchObject({
      email: 'ada@lovelace.test',
      fullName: 'Ada Founder',
      role: 'account_holder',
      status: 'active',
      emailVerified: false,
    });
    expect(mine.json().company).toMatchObject({ name: 'Lovelace Ltd', domains: [] });

    // Typing an e-mail address proves nothing: the domain waits for the mailbox to be confirmed.
    expect(await holderOf('lovelace.test')).toBeUndefined();
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'sign_up.company_created'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ companyId: mine.json().company.id, actorEmail: 'ada@lovelace.test' });

    const mails = await outboxTo(t.database, 'ada@lovelace.test');
    expect(mails.map((m) => m.subject)).toEqual([VERIFY_SUBJECT]);
    expect(mails[0]?.textBody).toContain('Hello “Ada Founder”');
    expect(mails[0]?.textBody).toMatch(new RegExp(`${BASE_URL}/verify-email\\?token=[\\w.-]+`));
  });

  it('asks to join when the domain belongs to a company, and tells its admins once the address is confirmed', async () => {
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

    const mailsToOwner = () =>
      t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, owner.email));
    expect(await mailsToOwner()).toEqual([]);
    expect((await verifyEmail(await verificationToken('new@joinable.test'))).statusCode).toBe(200);
    const [notice] = await mailsToOwner();
    expect(notice?.subject).toBe('A new colleague asks to join your company on CompetencyHub');
    expect(notice?.textBody).toContain('“New Colleague” (“new [at] joinable[.]test”)');
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
    expect(mails.map((m) => m.subject)).toEqual([
      'Someone tried to create a CompetencyHub account with your e-mail',
    ]);

    // Repeating it does not turn the notice into a way to flood someone's inbox: one an hour.
    for (let i = 0; i < 3; i++) {
      const again = await signUp({
        fullName: 'Impostor',
        companyName: 'Evil',
        email: existing.email,
        password: 'whatever-password',
      });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ outcome: 'check_email' });
    }
    expect(await outboxTo(t.database, existing.email)).toHaveLength(1);
  });

  it('does not let a free-mail domain make strangers colleagues, even after the mailbox is confirmed', async () => {
    const one = await founder('one@gmail.com', 'One Inc');
    const verified = await verifyEmail(await verificationToken('one@gmail.com'));
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ ok: true, claimedDomain: null });
    expect((await me(one.cookie)).json()).toMatchObject({
      user: { emailVerified: true },
      company: { domains: [] },
    });
    expect(await holderOf('gmail.com')).toBeUndefined();
    expect(await auditsOf(t.database, 'email.verified', { actorEmail: 'one@gmail.com' })).toHaveLength(1);
    expect(
      await auditsOf(t.database, 'company.domain_claimed', { actorEmail: 'one@gmail.com' }),
    ).toHaveLength(0);

    const two = await founder('two@gmail.com', 'Two Inc');
    expect(two.companyId).not.toBe(one.companyId);
    expect(two.user.role).toBe('account_holder');
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
    const password = 'an analytical engine weaves algebraic patterns as looms weave 64';
    expect(password).toHaveLength(64);
    const res = await signUp({
      fullName: 'Long',
      companyName: 'Long Co',
      email: 'long@longco.test',
      password,
    });
    expect(res.json().outcome).toBe('signed_in');
  });
});

describe('claiming the e-mail domain after the mailbox is confirmed', () => {
  it('claims it for the first confirmed company: colleagues before that get their own company, after it they ask to join', async () => {
    const ada = await founder('ada@analytical.test', 'Analytical Engines');
    // Before Ada confirms, a colleague on the same domain is not sent to Ada's company.
    const bob = await founder('bob@analytical.test', 'Bob Side Project');
    expect(bob.companyId).not.toBe(ada.companyId);
    expect(await holderOf('analytical.test')).toBeUndefined();

    // Ada follows the link from her e-mail.
    const token = await verificationToken('ada@analytical.test');
    const res = await call(t.app, 'POST', '/api/v1/auth/verify-email', { body: { token }, ip: '10.77.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, claimedDomain: 'analytical.test' });
    expect(await holderOf('analytical.test')).toBe(ada.companyId);
    expect((await me(ada.cookie)).json()).toMatchObject({
      user: { emailVerified: true },
      company: { id: ada.companyId, domains: ['analytical.test'] },
    });
    const [verified] = await auditsOf(t.database, 'email.verified', { actorEmail: 'ada@analytical.test' });
    expect(verified).toMatchObject({
      companyId: ada.companyId,
      actorId: ada.user.id,
      ip: '10.77.0.1',
      requestId: res.headers['x-request-id'],
    });
    const [claimed] = await auditsOf(t.database, 'company.domain_claimed', {
      actorEmail: 'ada@analytical.test',
    });
    expect(claimed).toMatchObject({
      companyId: ada.companyId,
      targetType: 'company',
      targetId: ada.companyId,
      details: { domain: 'analytical.test' },
    });
    expect(JSON.stringify([verified, claimed])).not.toContain(token);

    // Now the next colleague asks to join Ada's company.
    const carol = await signUp({
      fullName: 'Carol Colleague',
      companyName: 'Carol Co',
      email: 'carol@analytical.test',
      password: 'punch-card-weaver',
    });
    expect(carol.json()).toEqual({ outcome: 'pending_approval' });
    expect((await me(sessionCookie(carol))).json().user).toMatchObject({
      companyId: ada.companyId,
      status: 'pending_approval',
      role: 'employee',
    });

    // Bob confirming later claims nothing: the domain is taken, and his company keeps none.
    const late = await verifyEmail(await verificationToken('bob@analytical.test'));
    expect(late.json()).toEqual({ ok: true, claimedDomain: null });
    expect(await holderOf('analytical.test')).toBe(ada.companyId);
    expect(await domainsHeldBy(bob.companyId)).toEqual([]);
    expect(await auditsOf(t.database, 'email.verified', { actorEmail: 'bob@analytical.test' })).toHaveLength(
      1,
    );
    expect(
      await auditsOf(t.database, 'company.domain_claimed', { actorEmail: 'bob@analytical.test' }),
    ).toHaveLength(0);
  });

  it('does not claim a subdomain of a domain another company holds', async () => {
    const parent = await makeCompany(t.database, { domain: 'parent-holder.test' });
    const own = await makeCompany(t.database, { name: 'Alumni Network', domain: null });
    const holder = await makeUser(t.database, {
      companyId: own.id,
      role: 'account_holder',
      email: 'someone@alumni.parent-holder.test',
      emailVerified: false,
    });
    const cookie = await signIn(t.app, holder.email, holder.password);
    const resend = await call(t.app, 'POST', '/api/v1/auth/verification-email', { cookie });
    expect(resend.statusCode).toBe(200);
    const res = await verifyEmail(await verificationToken(holder.email));
    expect(res.json()).toEqual({ ok: true, claimedDomain: null });
    expect(await holderOf('alumni.parent-holder.test')).toBeUndefined();
    expect(await domainsHeldBy(parent.id)).toEqual(['parent-holder.test']);
  });

  it('does not give a company that already has a domain a second one', async () => {
    const company = await makeCompany(t.database, { domain: 'first-domain.test' });
    const holder = await makeUser(t.database, {
      companyId: company.id,
      role: 'account_holder',
      email: 'holder@second-domain.test',
      emailVerified: false,
    });
    const cookie = await signIn(t.app, holder.email, holder.password);
    // No e-mail was sent for this account yet: ask for one, as the "resend" button does.
    const resend = await call(t.app, 'POST', '/api/v1/auth/verification-email', { cookie });
    expect(resend.statusCode).toBe(200);
    const res = await verifyEmail(await verificationToken(holder.email));
    expect(res.json()).toEqual({ ok: true, claimedDomain: null });
    expect(await domainsHeldBy(company.id)).toEqual(['first-domain.test']);
    expect(await holderOf('second-domain.test')).toBeUndefined();
    expect((await me(cookie)).json().user.emailVerified).toBe(true);
  });

  it('does not let someone who merely joined a company claim for it', async () => {
    const company = await makeCompany(t.database, { domain: null });
    const employee = await makeUser(t.database, {
      companyId: company.id,
      role: 'company_it_admin',
      email: 'admin@not-the-holders.test',
      emailVerified: false,
    });
    const cookie = await signIn(t.app, employee.email, employee.password);
    expect((await call(t.app, 'POST', '/api/v1/auth/verification-email', { cookie })).statusCode).toBe(200);
    const res = await verifyEmail(await verificationToken(employee.email));
    expect(res.json()).toEqual({ ok: true, claimedDomain: null });
    expect(await domainsHeldBy(company.id)).toEqual([]);
  });

  it('refuses a made-up, tampered or expired link with 400 INVALID_TOKEN and changes nothing', async () => {
    const dora = await founder('dora@explorers.test', 'Explorers');
    const token = await verificationToken('dora@explorers.test');
    const [head, payload, signature] = token.split('.');
    // The same claims under another signature, and another address under Dora's signature.
    const otherPayload = Buffer.from(JSON.stringify({ email: 'eve@explorers.test' })).toString('base64url');
    const tampered = [
      'not-a-token',
      `${head}.${payload}.${signature?.slice(0, -4)}AAAA`,
      `${head}.${otherPayload}.${signature}`,
    ];
    for (const bad of tampered) {
      const res = await verifyEmail(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().code, bad).toBe('INVALID_TOKEN');
    }
    const empty = await verifyEmail('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('VALIDATION_FAILED');

    // A day and a bit later the real link has expired (the server's clock is all that moves).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 25 * 60 * 60 * 1000 });
    try {
      const expired = await verifyEmail(token);
      expect(expired.statusCode).toBe(400);
      expect(expired.json().code).toBe('INVALID_TOKEN');
    } finally {
      vi.useRealTimers();
    }

    expect(await holderOf('explorers.test')).toBeUndefined();
    expect((await me(dora.cookie)).json().user.emailVerified).toBe(false);
    expect(await auditsOf(t.database, 'email.verified', { actorEmail: 'dora@explorers.test' })).toHaveLength(
      0,
    );

    // The untampered link, in time, still works.
    expect((await verifyEmail(token)).json()).toEqual({ ok: true, claimedDomain: 'explorers.test' });
  });

  it('resends the confirmation e-mail to a signed-in user, at most 5 times an hour', async () => {
    const fay = await founder('fay@resenders.test', 'Resenders');
    expect(await outboxTo(t.database, 'fay@resenders.test')).toHaveLength(1);
    for (let i = 0; i < 5; i++) {
      const res = await call(t.app, 'POST', '/api/v1/auth/verification-email', { cookie: fay.cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
    }
    const limited = await call(t.app, 'POST', '/api/v1/auth/verification-email', { cookie: fay.cookie });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const mails = await outboxTo(t.database, 'fay@resenders.test');
    expect(mails).toHaveLength(6);
    expect(new Set(mails.map((m) => m.subject))).toEqual(new Set([VERIFY_SUBJECT]));

    // Any of the links works; the newest one confirms the mailbox.
    expect((await verifyEmail(await verificationToken('fay@resenders.test'))).statusCode).toBe(200);
    expect((await call(t.app, 'POST', '/api/v1/auth/verification-email', {})).statusCode).toBe(401);
  });
});
