import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit.ts';
import { account, session, user } from '../src/db/schema/auth.ts';
import { emailOutbox } from '../src/db/schema/mail.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import { auditsOf, makeUser } from './factories.ts';
import { call, createTestApp, outboxTo, sessionCookie, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '5', RATE_LIMIT_ACCOUNT_MAX: '3' });
});
afterAll(() => t.close());

const signIn = (email: string, password: string, ip: string, headers: Record<string, string> = {}) =>
  call(t.app, 'POST', '/api/v1/auth/sign-in', { body: { email, password }, ip, headers });
const count = async (
  table: typeof user | typeof profiles | typeof session | typeof auditLog | typeof emailOutbox,
) => (await t.database.db.select().from(table)).length;

function expectRateLimited(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  expect(res.headers['content-type']).toContain('application/problem+json');
  expect(res.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
  const retryAfter = String(res.headers['retry-after']);
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThan(0);
  expect(sessionCookie(res)).toBeUndefined();
}

describe('per-IP limit on sign-in', () => {
  it('answers the sixth attempt from one IP with 429 and Retry-After, while another IP still gets in', async () => {
    const person = await makeUser(t.database);
    for (let i = 1; i <= 5; i++) {
      const res = await signIn(`probe-${i}@nowhere.test`, 'wrong-password', '10.0.0.1');
      expect(res.statusCode).toBe(401);
    }
    const sessionsBefore = await count(session);
    const auditBefore = await count(auditLog);

    const limited = await signIn(person.email, person.password, '10.0.0.1');
    expectRateLimited(limited);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    // The limited attempt was not even tried: no session, no sign-in; only the refusal is audited.
    expect(await count(session)).toBe(sessionsBefore);
    expect(await count(auditLog)).toBe(auditBefore + 1);
    expect(await auditsOf(t.database, 'sign_in.rate_limited', { actorEmail: person.email })).toMatchObject([
      {
        actorId: person.id,
        companyId: person.companyId,
        ip: '10.0.0.1',
        requestId: limited.headers['x-request-id'],
      },
    ]);
    expect(await auditsOf(t.database, 'sign_in.succeeded', { actorEmail: person.email })).toHaveLength(0);
    expect(await auditsOf(t.database, 'sign_in.failed', { actorEmail: person.email })).toHaveLength(0);

    // A forged X-Forwarded-For does not buy a fresh budget (TRUST_PROXY is unset, so it is ignored).
    for (const forged of ['203.0.113.9', '203.0.113.10, 198.51.100.1', '10.0.0.2']) {
      const res = await signIn(person.email, person.password, '10.0.0.1', { 'x-forwarded-for': forged });
      expectRateLimited(res);
    }
    // Every refusal was recorded against the socket's address, never the header's.
    const refusals = await auditsOf(t.database, 'sign_in.rate_limited', { actorEmail: person.email });
    expect(refusals).toHaveLength(4);
    expect(new Set(refusals.map((a) => a.ip))).toEqual(new Set(['10.0.0.1']));

    const other = await signIn(person.email, person.password, '10.0.0.2');
    expect(other.statusCode).toBe(200);
    expect(sessionCookie(other)).toBeDefined();
  });
});

describe('per-account limit on sign-in', () => {
  it('locks one account after 3 failures from different IPs, even for the right password, and only that account', async () => {
    const person = await makeUser(t.database);
    const bystander = await makeUser(t.database);
    for (let i = 1; i <= 3; i++) {
      expect((await signIn(person.email, 'wrong-password', `10.1.0.${i}`)).statusCode).toBe(401);
    }
    const sessionsBefore = await count(session);

    expectRateLimited(await signIn(person.email, person.password, '10.1.0.4'));
    // The same e-mail in other letter case is the same account.
    expectRateLimited(await signIn(person.email.toUpperCase(), person.password, '10.1.0.5'));
    expect(await count(session)).toBe(sessionsBefore);
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, person.id));
    expect(profile?.lastSignInAt).toBeNull();

    const ok = await signIn(bystander.email, bystander.password, '10.1.0.6');
    expect(ok.statusCode).toBe(200);
  });

  it('counts parallel guesses atomically: 12 at once give at most 3 password checks, the rest 429', async () => {
    const person = await makeUser(t.database);
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn(person.email, `wrong-guess-${i}`, `10.5.0.${i + 1}`)),
    );
    const statuses = attempts.map((r) => r.statusCode);
    const checked = statuses.filter((s) => s === 401).length;
    expect(checked).toBeLessThanOrEqual(3);
    // The counter is a single atomic upsert, so exactly the first 3 are let through.
    expect(checked).toBe(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - checked);
    for (const res of attempts.filter((r) => r.statusCode === 429)) expectRateLimited(res);
    expect(await auditsOf(t.database, 'sign_in.failed', { actorEmail: person.email })).toHaveLength(checked);
    expect(await auditsOf(t.database, 'sign_in.rate_limited', { actorEmail: person.email })).toHaveLength(
      12 - checked,
    );

    // The account stays locked for the right password too.
    expectRateLimited(await signIn(person.email, person.password, '10.5.0.99'));
    expect(await t.database.db.select().from(session).where(eq(session.userId, person.id))).toHaveLength(0);
  });

  it('counts wrong current passwords on change-password against the same account budget', async () => {
    const person = await makeUser(t.database);
    const login = await signIn(person.email, person.password, '10.6.0.1');
    expect(login.statusCode).toBe(200);
    const cookie = sessionCookie(login);
    const [before] = await t.database.db.select().from(account).where(eq(account.userId, person.id));
    const change = (currentPassword: string, ip: string) =>
      call(t.app, 'POST', '/api/v1/auth/change-password', {
        cookie,
        ip,
        body: { currentPassword, newPassword: 'a-new-password-here', revokeOtherSessions: false },
      });

    for (let i = 1; i <= 3; i++) {
      const res = await change(`not-it-${i}`, `10.6.1.${i}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.currentPassword).toEqual(['Current password is incorrect']);
    }
    // The budget is spent: even the right current password is not checked, and nothing changes.
    expectRateLimited(await change(person.password, '10.6.1.4'));
    const [after] = await t.database.db.select().from(account).where(eq(account.userId, person.id));
    expect(after?.password).toBe(before?.password);
    expect(await auditsOf(t.database, 'password.changed', { actorEmail: person.email })).toHaveLength(0);
    // It is one budget with sign-in: guessing through change-password locks sign-in as well.
    expectRateLimited(await signIn(person.email, person.password, '10.6.1.5'));
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const person = await makeUser(t.database);
    expect((await signIn(person.email, 'wrong-password', '10.2.0.1')).statusCode).toBe(401);
    expect((await signIn(person.email, 'wrong-password', '10.2.0.2')).statusCode).toBe(401);
    expect((await signIn(person.email, person.password, '10.2.0.3')).statusCode).toBe(200);
    expect((await signIn(person.email, 'wrong-password', '10.2.0.4')).statusCode).toBe(401);
    expect((await signIn(person.email, 'wrong-password', '10.2.0.5')).statusCode).toBe(401);
    expect((await signIn(person.email, person.password, '10.2.0.6')).statusCode).toBe(200);
  });
});

describe('per-IP limits on sign-up and password reset', () => {
  it('limits sign-up per IP, and a limited sign-up writes no user or profile', async () => {
    for (let i = 1; i <= 5; i++) {
      const res = await call(t.app, 'POST', '/api/v1/auth/sign-up', {
        ip: '10.3.0.1',
        body: {
          fullName: `Founder ${i}`,
          companyName: `Startup ${i}`,
          email: `founder@startup-${i}.test`,
          password: 'long-enough-pass',
        },
      });
      expect(res.json()).toEqual({ outcome: 'signed_in' });
    }
    const usersBefore = await count(user);
    const profilesBefore = await count(profiles);

    const limited = await call(t.app, 'POST', '/api/v1/auth/sign-up', {
      ip: '10.3.0.1',
      body: {
        fullName: 'Founder 6',
        companyName: 'Startup 6',
        email: 'founder@startup-6.test',
        password: 'long-enough-pass',
      },
    });
    expectRateLimited(limited);
    expect(await count(user)).toBe(usersBefore);
    expect(await count(profiles)).toBe(profilesBefore);
    expect(
      await t.database.db.select().from(user).where(eq(user.email, 'founder@startup-6.test')),
    ).toHaveLength(0);

    const elsewhere = await call(t.app, 'POST', '/api/v1/auth/sign-up', {
      ip: '10.3.0.2',
      body: {
        fullName: 'Founder 6',
        companyName: 'Startup 6',
        email: 'founder@startup-6.test',
        password: 'long-enough-pass',
      },
    });
    expect(elsewhere.json()).toEqual({ outcome: 'signed_in' });
  });

  it('limits password-reset requests per IP, and a limited request queues no e-mail', async () => {
    const person = await makeUser(t.database);
    for (let i = 1; i <= 5; i++) {
      const res = await call(t.app, 'POST', '/api/v1/auth/password-reset/request', {
        ip: '10.4.0.1',
        body: { email: person.email },
      });
      expect(res.statusCode).toBe(200);
    }
    const mailsBefore = await count(emailOutbox);
    const limited = await call(t.app, 'POST', '/api/v1/auth/password-reset/request', {
      ip: '10.4.0.1',
      body: { email: person.email },
    });
    expectRateLimited(limited);
    expect(await count(emailOutbox)).toBe(mailsBefore);

    const elsewhere = await call(t.app, 'POST', '/api/v1/auth/password-reset/request', {
      ip: '10.4.0.2',
      body: { email: person.email },
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('e-mails per address', () => {
  it('sends at most 5 reset e-mails an hour to one address, from any number of IPs, answering the same', async () => {
    const person = await makeUser(t.database);
    const bystander = await makeUser(t.database);
    const answers = [];
    for (let i = 1; i <= 8; i++) {
      const res = await call(t.app, 'POST', '/api/v1/auth/password-reset/request', {
        ip: `10.7.0.${i}`,
        body: { email: person.email },
      });
      answers.push({ status: res.statusCode, body: res.body });
    }
    // The caller cannot tell the sixth request from the first.
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(
      new Set([JSON.stringify({ status: 200, body: JSON.stringify({ ok: true }) })]),
    );
    const mails = await outboxTo(t.database, person.email);
    expect(mails).toHaveLength(5);
    expect(new Set(mails.map((m) => m.subject))).toEqual(new Set(['Reset your CompetencyHub password']));

    // Another address has its own budget.
    const other = await call(t.app, 'POST', '/api/v1/auth/password-reset/request', {
      ip: '10.7.0.9',
      body: { email: bystander.email },
    });
    expect(other.statusCode).toBe(200);
    expect(await outboxTo(t.database, bystander.email)).toHaveLength(1);
  });
});

describe('IPv6 clients', () => {
  it('share one per-IP budget across their /64, while the next /64 has its own', async () => {
    for (let i = 1; i <= 5; i++) {
      const res = await signIn(`v6-probe-${i}@nowhere.test`, 'wrong-password', `2001:db8:aa:1::${i}`);
      expect(res.statusCode).toBe(401);
    }
    // A fresh address from the same /64 (written in full) is the same client.
    expectRateLimited(await signIn('v6-probe-6@nowhere.test', 'wrong-password', '2001:db8:aa:1:ffff:1:2:3'));
    expectRateLimited(await signIn('v6-probe-7@nowhere.test', 'wrong-password', '2001:0db8:00aa:0001::77'));
    expect((await signIn('v6-probe-8@nowhere.test', 'wrong-password', '2001:db8:aa:2::1')).statusCode).toBe(
      401,
    );
  });
});
