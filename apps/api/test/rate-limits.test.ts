import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, profiles, session, user } from '../src/db/schema.ts';
import { makeCompany, makeUser } from './factories.ts';
import { call, createTestApp, sessionCookie, type TestApp } from './test-app.ts';

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

async function member() {
  const company = await makeCompany(t.database);
  return makeUser(t.database, { companyId: company.id });
}

describe('per-IP limit on sign-in', () => {
  it('answers the sixth attempt from one IP with 429 and Retry-After, while another IP still gets in', async () => {
    const person = await member();
    for (let i = 1; i <= 5; i++) {
      const res = await signIn(`probe-${i}@nowhere.test`, 'wrong-password', '10.0.0.1');
      expect(res.statusCode).toBe(401);
    }
    const sessionsBefore = await count(session);
    const auditBefore = await count(auditLog);

    const limited = await signIn(person.email, person.password, '10.0.0.1');
    expectRateLimited(limited);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    // The limited attempt was not even tried: no session, no audit row.
    expect(await count(session)).toBe(sessionsBefore);
    expect(await count(auditLog)).toBe(auditBefore);

    // A forged X-Forwarded-For does not buy a fresh budget (the proxy is not trusted).
    expectRateLimited(
      await signIn(person.email, person.password, '10.0.0.1', { 'x-forwarded-for': '203.0.113.9' }),
    );

    const other = await signIn(person.email, person.password, '10.0.0.2');
    expect(other.statusCode).toBe(200);
    expect(sessionCookie(other)).toBeDefined();
  });
});

describe('per-account limit on sign-in', () => {
  it('locks one account after 3 failures from different IPs, even for the right password, and only that account', async () => {
    const person = await member();
    const bystander = await member();
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

  it('forgets earlier failures after a successful sign-in', async () => {
    const person = await member();
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
    const person = await member();
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
