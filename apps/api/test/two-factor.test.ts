import type { Me } from '@competencyhub/domain/schemas/profiles';
import type { RecoveryCodes, TotpSetup, TwoFactorStatus } from '@competencyhub/domain/schemas/two-factor';
import { TWO_FACTOR_MESSAGES } from '@competencyhub/domain/schemas/two-factor-messages';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companySecurityPolicy } from '../src/db/schema/security.ts';
import { auditsOf, makeCompany, signedInUser, TEST_PASSWORD } from './factories.ts';
import { call, createTestApp, sessionCookie, type TestApp } from './test-app.ts';

/**
 * Two-step sign-in (issue 24, point 4; decision 0075): an authenticator app set up on one's profile,
 * asked for at sign-in, recovery codes that work once, and the company's rule that admins must have
 * one, past its grace period refusing everything but enrolment.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = TEST_PASSWORD;

/** The code an authenticator app would show now, computed with an RFC 6238 library. */
const codeFor = (secret: string, offset = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offset * 30_000,
  });

function cookieNamed(response: { headers: Record<string, unknown> }, name: string) {
  const raw = response.headers['set-cookie'];
  const list = (Array.isArray(raw) ? raw : raw ? [raw] : []) as string[];
  return list.find((c) => c.startsWith(`${name}=`))?.split(';')[0];
}

async function enrol(cookie: string) {
  const setup = await call(t.app, 'POST', '/api/v1/auth/two-factor/setup', {
    cookie,
    body: { password: PASSWORD },
  });
  expect(setup.statusCode).toBe(200);
  const started = setup.json<TotpSetup>();
  const confirm = await call(t.app, 'POST', '/api/v1/auth/two-factor/confirm', {
    cookie,
    body: { code: codeFor(started.secret) },
  });
  expect(confirm.statusCode).toBe(200);
  // Better Auth replaces the session when it turns two-step sign-in on.
  return { ...started, cookie: sessionCookie(confirm) ?? cookie };
}

async function passwordStep(email: string) {
  const res = await call(t.app, 'POST', '/api/v1/auth/sign-in', { body: { email, password: PASSWORD } });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ ok: true, secondStep: 'totp' });
  // No session yet: only the short-lived challenge cookie.
  const session = sessionCookie(res);
  expect(session === undefined || session === 'better-auth.session_token=').toBe(true);
  const challenge = cookieNamed(res, 'better-auth.two_factor');
  expect(challenge).toBeDefined();
  return challenge as string;
}

const secondStep = (challenge: string, body: { method: 'totp' | 'recovery'; code: string }) =>
  call(t.app, 'POST', '/api/v1/auth/sign-in/second-step', { cookie: challenge, body });

describe('two-step sign-in with an authenticator app', () => {
  it('is set up with the password and a code, then asked for at every sign-in', async () => {
    const person = await signedInUser(t);
    const wrong = await call(t.app, 'POST', '/api/v1/auth/two-factor/setup', {
      cookie: person.cookie,
      body: { password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.password).toEqual([TWO_FACTOR_MESSAGES.wrongPassword]);

    const setup = await call(t.app, 'POST', '/api/v1/auth/two-factor/setup', {
      cookie: person.cookie,
      body: { password: PASSWORD },
    });
    const started = setup.json<TotpSetup>();
    expect(started.totpUri).toMatch(/^otpauth:\/\/totp\//);
    expect(started.secret).toMatch(/^[A-Z2-7]+=*$/);
    expect(started.recoveryCodes).toHaveLength(10);

    // Not on until confirmed: a wrong code leaves it off.
    const badConfirm = await call(t.app, 'POST', '/api/v1/auth/two-factor/confirm', {
      cookie: person.cookie,
      body: { code: codeFor(started.secret, 20) },
    });
    expect(badConfirm.statusCode).toBe(400);
    let status = await call(t.app, 'GET', '/api/v1/auth/two-factor', { cookie: person.cookie });
    expect(status.json<TwoFactorStatus>().totpEnabled).toBe(false);

    const confirm = await call(t.app, 'POST', '/api/v1/auth/two-factor/confirm', {
      cookie: person.cookie,
      body: { code: codeFor(started.secret) },
    });
    expect(confirm.statusCode).toBe(200);
    const cookie = sessionCookie(confirm) ?? person.cookie;
    status = await call(t.app, 'GET', '/api/v1/auth/two-factor', { cookie });
    expect(status.json<TwoFactorStatus>()).toMatchObject({ totpEnabled: true, recoveryCodesLeft: 10 });
    expect(await auditsOf(t.database, 'two_factor.enabled', { actorId: person.id })).toHaveLength(1);

    const challenge = await passwordStep(person.email);
    // The challenge cookie alone is no session.
    expect((await call(t.app, 'GET', '/api/v1/me', { cookie: challenge })).statusCode).toBe(401);

    const refused = await secondStep(challenge, { method: 'totp', code: codeFor(started.secret, 20) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.code).toEqual([TWO_FACTOR_MESSAGES.wrongCode]);
    const failures = await auditsOf(t.database, 'sign_in.second_factor_failed', { actorId: person.id });
    expect(failures).toHaveLength(1);
    expect(failures[0]?.details).toMatchObject({ method: 'totp', reason: 'INVALID_CODE' });

    const passed = await secondStep(challenge, { method: 'totp', code: codeFor(started.secret) });
    expect(passed.statusCode).toBe(200);
    const session = sessionCookie(passed);
    expect(session).toBeDefined();
    const me = await call(t.app, 'GET', '/api/v1/me', { cookie: session });
    expect(me.statusCode).toBe(200);
    expect(me.json<Me>().user.email).toBe(person.email);

    // The challenge is spent: the same cookie cannot make a second session.
    const again = await secondStep(challenge, { method: 'totp', code: codeFor(started.secret) });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(TWO_FACTOR_MESSAGES.challengeExpired);
  });

  it('takes each recovery code once, makes new ones with the password, and turns off with the password', async () => {
    const person = await signedInUser(t);
    const enrolled = await enrol(person.cookie);
    const [first] = enrolled.recoveryCodes;

    const viaRecovery = await secondStep(await passwordStep(person.email), {
      method: 'recovery',
      code: first ?? '',
    });
    expect(viaRecovery.statusCode).toBe(200);
    const reused = await secondStep(await passwordStep(person.email), {
      method: 'recovery',
      code: first ?? '',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors.code).toEqual([TWO_FACTOR_MESSAGES.wrongCode]);

    const status = await call(t.app, 'GET', '/api/v1/auth/two-factor', { cookie: enrolled.cookie });
    expect(status.json<TwoFactorStatus>().recoveryCodesLeft).toBe(9);

    const fresh = await call(t.app, 'POST', '/api/v1/auth/two-factor/recovery-codes', {
      cookie: enrolled.cookie,
      body: { password: PASSWORD },
    });
    expect(fresh.statusCode).toBe(200);
    const codes = fresh.json<RecoveryCodes>().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(codes).not.toContain(enrolled.recoveryCodes[1]);
    expect(await auditsOf(t.database, 'recovery_codes.regenerated', { actorId: person.id })).toHaveLength(1);

    const badOff = await call(t.app, 'POST', '/api/v1/auth/two-factor/disable', {
      cookie: enrolled.cookie,
      body: { password: 'wrong-password' },
    });
    expect(badOff.statusCode).toBe(400);
    const off = await call(t.app, 'POST', '/api/v1/auth/two-factor/disable', {
      cookie: enrolled.cookie,
      body: { password: PASSWORD },
    });
    expect(off.statusCode).toBe(200);
    expect(await auditsOf(t.database, 'two_factor.disabled', { actorId: person.id })).toHaveLength(1);
    const plain = await call(t.app, 'POST', '/api/v1/auth/sign-in', {
      body: { email: person.email, password: PASSWORD },
    });
    expect(plain.json()).toEqual({ ok: true });
    expect(sessionCookie(plain)).toMatch(/^better-auth\.session_token=.+/);
  });

  it('refuses a malformed code with a clear message and no challenge with the sign-in to redo', async () => {
    const malformed = await secondStep('', { method: 'totp', code: '12ab' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors.code).toEqual(['Enter the six-digit code']);
    const noChallenge = await secondStep('', { method: 'totp', code: '123456' });
    expect(noChallenge.statusCode).toBe(400);
    expect(noChallenge.json().detail).toBe(TWO_FACTOR_MESSAGES.challengeExpired);
  });
});

describe("the company's rule that admins use two-step sign-in", () => {
  async function companyRequiringAdmins(graceDays: number) {
    const company = await makeCompany(t.database);
    await t.database.db.insert(companySecurityPolicy).values({
      companyId: company.id,
      passwordMinLength: 8,
      sessionLifetimeHours: 168,
      twoFactorRequired: 'admins',
      twoFactorGraceDays: graceDays,
      twoFactorRequiredSince: new Date(Date.now() - 60_000),
      signInMethods: ['password', 'passkey'],
    });
    return company;
  }

  it('past the grace period, an IT admin without a second factor is refused everything but enrolment', async () => {
    const company = await companyRequiringAdmins(0);
    const admin = await signedInUser(t, { companyId: company.id, role: 'company_it_admin' });
    const employee = await signedInUser(t, { companyId: company.id, role: 'employee' });

    const blocked = await call(t.app, 'GET', '/api/v1/profiles', { cookie: admin.cookie });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({
      code: 'SECOND_FACTOR_REQUIRED',
      detail: TWO_FACTOR_MESSAGES.mustEnrol,
    });
    const people = await call(t.app, 'GET', '/api/v1/profiles', { cookie: admin.cookie });
    expect(people.statusCode).toBe(403);

    const me = await call(t.app, 'GET', '/api/v1/me', { cookie: admin.cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json<Me>().secondFactor).toMatchObject({ required: true, blocking: true });
    // An employee is not asked.
    const employeeMe = await call(t.app, 'GET', '/api/v1/me', { cookie: employee.cookie });
    expect(employeeMe.json<Me>().secondFactor).toEqual({
      required: false,
      enrolled: false,
      deadline: null,
      blocking: false,
    });

    const enrolled = await enrol(admin.cookie);
    const after = await call(t.app, 'GET', '/api/v1/profiles', { cookie: enrolled.cookie });
    expect(after.statusCode).toBe(200);
    const meAfter = await call(t.app, 'GET', '/api/v1/me', { cookie: enrolled.cookie });
    expect(meAfter.json<Me>().secondFactor).toMatchObject({
      required: true,
      enrolled: true,
      blocking: false,
    });

    // The company requires it: the only factor cannot be turned off.
    const off = await call(t.app, 'POST', '/api/v1/auth/two-factor/disable', {
      cookie: enrolled.cookie,
      body: { password: PASSWORD },
    });
    expect(off.statusCode).toBe(422);
    expect(off.json().detail).toBe(TWO_FACTOR_MESSAGES.requiredByPolicy);
  });

  it('within the grace period, they are told the deadline and may work', async () => {
    const company = await companyRequiringAdmins(7);
    const admin = await signedInUser(t, { companyId: company.id, role: 'company_it_admin' });
    const me = await call(t.app, 'GET', '/api/v1/me', { cookie: admin.cookie });
    const demand = me.json<Me>().secondFactor;
    expect(demand.required).toBe(true);
    expect(demand.blocking).toBe(false);
    expect(new Date(demand.deadline ?? 0).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect((await call(t.app, 'GET', '/api/v1/profiles', { cookie: admin.cookie })).statusCode).toBe(200);
  });

  it('follows a policy changed after sign-in on the next request', async () => {
    const company = await makeCompany(t.database);
    const admin = await signedInUser(t, { companyId: company.id, role: 'company_it_admin' });
    expect((await call(t.app, 'GET', '/api/v1/profiles', { cookie: admin.cookie })).statusCode).toBe(200);
    await t.database.db.insert(companySecurityPolicy).values({
      companyId: company.id,
      passwordMinLength: 8,
      sessionLifetimeHours: 168,
      twoFactorRequired: 'everyone',
      twoFactorGraceDays: 0,
      twoFactorRequiredSince: new Date(Date.now() - 1000),
      signInMethods: ['password'],
    });
    expect((await call(t.app, 'GET', '/api/v1/profiles', { cookie: admin.cookie })).statusCode).toBe(403);
    await t.database.db.delete(companySecurityPolicy).where(eq(companySecurityPolicy.companyId, company.id));
    expect((await call(t.app, 'GET', '/api/v1/profiles', { cookie: admin.cookie })).statusCode).toBe(200);
  });
});
