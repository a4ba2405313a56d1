import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { auditLog } from '../src/db/schema/audit.ts';
import { account, session } from '../src/db/schema/auth.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import { auditsOf, makeCompany, makeUser } from './factories.ts';
import { call, createTestApp, sessionCookie, signIn, type TestApp } from './test-app.ts';

// The secret createTestApp signs with; a restarted app must use the same one.
const AUTH_SECRET = 'test-secret-that-is-long-enough-0123456789';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
});
afterAll(() => t.close());

const signInRaw = (email: string, password: string, ip = '127.0.0.1') =>
  call(t.app, 'POST', '/api/v1/auth/sign-in', { body: { email, password }, ip });
const me = (cookie: string | undefined) => call(t.app, 'GET', '/api/v1/me', { cookie });
const sessionsOf = (userId: string) => t.database.db.select().from(session).where(eq(session.userId, userId));

function setCookies(res: LightMyRequestResponse): string[] {
  const raw = res.headers['set-cookie'];
  return Array.isArray(raw) ? raw : raw ? [raw] : [];
}

async function newMember(role: 'employee' | 'account_holder' = 'employee') {
  const company = await makeCompany(t.database);
  const person = await makeUser(t.database, { companyId: company.id, role });
  return { company, person };
}

describe('sign-in', () => {
  it('signs in with the right password: HttpOnly, SameSite=Lax cookie, /me works, sign-in time and audit recorded', async () => {
    const { company, person } = await newMember();
    const res = await signInRaw(person.email, person.password, '10.9.8.7');
    expect(res.statusCode).toBe(200);
    const cookieHeader = setCookies(res).find((c) => c.startsWith('better-auth.session_token='));
    expect(cookieHeader).toBeDefined();
    expect(cookieHeader).toMatch(/;\s*HttpOnly/i);
    expect(cookieHeader).toMatch(/;\s*SameSite=Lax/i);

    const cookie = sessionCookie(res);
    const mine = await me(cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().user).toMatchObject({
      id: person.id,
      email: person.email,
      status: 'active',
      companyId: company.id,
    });
    expect(mine.json().user.lastSignInAt).not.toBeNull();

    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, person.id));
    expect(profile?.lastSignInAt).toBeInstanceOf(Date);
    expect(Math.abs((profile?.lastSignInAt?.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);

    const audit = await auditsOf(t.database, 'sign_in.succeeded', { actorEmail: person.email });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: person.id,
      companyId: company.id,
      ip: '10.9.8.7',
      requestId: res.headers['x-request-id'],
    });
    expect(audit[0]?.requestId).toBeTruthy();
  });

  it('refuses a wrong password with 401 INVALID_CREDENTIALS, audits it, and never stores the password', async () => {
    const { person } = await newMember();
    const wrong = 'definitely-not-it-7731';
    const res = await signInRaw(person.email, wrong);
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS' });
    expect(sessionCookie(res)).toBeUndefined();
    expect(await sessionsOf(person.id)).toHaveLength(0);

    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, person.id));
    expect(profile?.lastSignInAt).toBeNull();

    const audit = await auditsOf(t.database, 'sign_in.failed', { actorEmail: person.email });
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorId).toBe(person.id);
    expect(JSON.stringify(audit[0]?.details)).not.toContain(wrong);
    const everything = await t.database.db.select().from(auditLog);
    expect(JSON.stringify(everything)).not.toContain(wrong);
    expect(JSON.stringify(everything)).not.toContain(person.password);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const { person } = await newMember();
    const wrong = await signInRaw(person.email, 'not-the-password');
    const unknown = await signInRaw('nobody-here@nowhere.test', 'not-the-password');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.headers['content-type']).toBe(wrong.headers['content-type']);
    expect(unknown.json()).toEqual(wrong.json());
    expect(sessionCookie(unknown)).toBeUndefined();
  });
});

describe('sign-out', () => {
  it('clears the cookie and ends the session on the server, so the old cookie stops working', async () => {
    const { person } = await newMember();
    const cookie = await signIn(t.app, person.email, person.password);
    expect(await sessionsOf(person.id)).toHaveLength(1);

    const out = await call(t.app, 'POST', '/api/v1/auth/sign-out', { cookie });
    expect(out.statusCode).toBe(200);
    const cleared = setCookies(out).find((c) => c.startsWith('better-auth.session_token='));
    expect(cleared).toBeDefined();
    expect(cleared).toMatch(/^better-auth\.session_token=;|Max-Age=0/i);

    expect(await sessionsOf(person.id)).toHaveLength(0);
    const after = await me(cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json().detail).toBe('Auth session missing!');
  });
});

describe('the session check on every request', () => {
  const tokenOf = (cookie: string) => decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? '';
  const withValue = (value: string) => `better-auth.session_token=${encodeURIComponent(value)}`;

  it('refuses a cookie whose signature was tampered with or made with another secret', async () => {
    const { person } = await newMember();
    const cookie = await signIn(t.app, person.email, person.password);
    expect((await me(cookie)).statusCode).toBe(200);
    const token = tokenOf(cookie);
    const foreign = createHmac('sha256', 'another-secret-that-is-long-enough-0123')
      .update(token)
      .digest('base64');
    for (const forged of [
      withValue(`${token}.${foreign}`),
      withValue(`${token}.${'A'.repeat(43)}=`),
      withValue(token),
    ]) {
      const res = await me(forged);
      expect(res.statusCode).toBe(401);
    }
    // The right signature still works, and a valid signature of an unknown token finds nobody.
    const signature = createHmac('sha256', AUTH_SECRET).update(token).digest('base64');
    expect((await me(withValue(`${token}.${signature}`))).statusCode).toBe(200);
    const stranger = 'x'.repeat(32);
    const strangerSig = createHmac('sha256', AUTH_SECRET).update(stranger).digest('base64');
    expect((await me(withValue(`${stranger}.${strangerSig}`))).statusCode).toBe(401);
  });

  it('lets Better Auth pick when the header names the session cookie twice', async () => {
    const { person } = await newMember();
    const cookie = await signIn(t.app, person.email, person.password);
    const junk = withValue(`${'j'.repeat(32)}.${'A'.repeat(43)}=`);
    // Better Auth reads the first copy: a planted cookie before the real one signs nobody in…
    expect((await me(`${junk}; ${cookie}`)).statusCode).toBe(401);
    // …and after it changes nothing.
    expect((await me(`${cookie}; ${junk}`)).statusCode).toBe(200);
  });

  it('refuses an expired session, deletes it and clears the cookie', async () => {
    const { person } = await newMember();
    const cookie = await signIn(t.app, person.email, person.password);
    await t.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, person.id));
    const res = await me(cookie);
    expect(res.statusCode).toBe(401);
    expect(await sessionsOf(person.id)).toHaveLength(0);
    expect(setCookies(res).find((c) => c.startsWith('better-auth.session_token='))).toMatch(/Max-Age=0/i);
  });

  it('extends a session after a day of use, in the database and in the browser', async () => {
    const { person } = await newMember();
    const cookie = await signIn(t.app, person.email, person.password);
    // Signed in six days ago: one day left, so the next request extends it.
    const oneDayLeft = new Date(Date.now() + 24 * 60 * 60 * 1000);
    await t.database.db.update(session).set({ expiresAt: oneDayLeft }).where(eq(session.userId, person.id));
    const res = await me(cookie);
    expect(res.statusCode).toBe(200);
    const [row] = await sessionsOf(person.id);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 60 * 60 * 1000);
    const renewed = setCookies(res).find((c) => c.startsWith('better-auth.session_token='));
    expect(renewed).toMatch(/Max-Age=604800/);
    expect(renewed?.split(';')[0]).toBe(cookie);
    // Extended once: the next request sets no cookie.
    const next = await me(cookie);
    expect(next.statusCode).toBe(200);
    expect(setCookies(next)).toHaveLength(0);
  });

  it('answers a person whose profile is gone as signed out', async () => {
    const { person } = await newMember();
    const cookie = await signIn(t.app, person.email, person.password);
    await t.database.db.delete(profiles).where(eq(profiles.id, person.id));
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe('sessions across restarts', () => {
  it('keeps a session working after the API restarts with the same database and secret', async () => {
    const { person } = await newMember();
    const cookie = await signIn(t.app, person.email, person.password);
    const restarted = await buildApp({
      config: t.config,
      database: t.database,
      authSecret: AUTH_SECRET,
      logger: false,
    });
    try {
      await restarted.ready();
      const res = await call(restarted, 'GET', '/api/v1/me', { cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.id).toBe(person.id);
    } finally {
      await restarted.close();
    }
  });
});

describe('deactivation', () => {
  it('ends a deactivated person’s sessions at once, refuses their sign-in, and lets them back after reactivation', async () => {
    const company = await makeCompany(t.database);
    const owner = await makeUser(t.database, { companyId: company.id, role: 'account_holder' });
    const person = await makeUser(t.database, { companyId: company.id });
    const ownerCookie = await signIn(t.app, owner.email, owner.password);
    const personCookie = await signIn(t.app, person.email, person.password);
    expect((await me(personCookie)).statusCode).toBe(200);

    const off = await call(t.app, 'POST', `/api/v1/profiles/${person.id}/deactivate`, {
      cookie: ownerCookie,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: person.id, status: 'deactivated' });

    expect((await me(personCookie)).statusCode).toBe(401);
    expect(await sessionsOf(person.id)).toHaveLength(0);

    const refused = await signInRaw(person.email, person.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ACCOUNT_DEACTIVATED');
    expect(sessionCookie(refused)).toBeUndefined();
    expect(await sessionsOf(person.id)).toHaveLength(0);

    // A wrong password still reads as wrong credentials, so deactivation is not revealed to a guesser.
    const guess = await signInRaw(person.email, 'a-wrong-guess');
    expect(guess.statusCode).toBe(401);

    const on = await call(t.app, 'POST', `/api/v1/profiles/${person.id}/reactivate`, { cookie: ownerCookie });
    expect(on.statusCode).toBe(200);
    expect(on.json().status).toBe('active');
    const again = await signIn(t.app, person.email, person.password);
    expect((await me(again)).json().user.status).toBe('active');
  });
});

describe('change password', () => {
  it('ends other sessions and keeps the current one when asked to', async () => {
    const { person } = await newMember();
    const here = await signIn(t.app, person.email, person.password);
    const elsewhere = await signIn(t.app, person.email, person.password);
    expect(await sessionsOf(person.id)).toHaveLength(2);

    const newPassword = 'a-brand-new-passphrase';
    const res = await call(t.app, 'POST', '/api/v1/auth/change-password', {
      cookie: here,
      body: { currentPassword: person.password, newPassword, revokeOtherSessions: true },
    });
    expect(res.statusCode).toBe(200);
    const current = sessionCookie(res) ?? here;

    expect((await me(current)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect(await sessionsOf(person.id)).toHaveLength(1);

    expect((await signInRaw(person.email, person.password)).statusCode).toBe(401);
    expect((await signInRaw(person.email, newPassword)).statusCode).toBe(200);
    expect(await auditsOf(t.database, 'password.changed', { actorEmail: person.email })).toHaveLength(1);
  });

  it('refuses a wrong current password with a field error and changes nothing', async () => {
    const { person } = await newMember();
    const cookie = await signIn(t.app, person.email, person.password);
    const [before] = await t.database.db.select().from(account).where(eq(account.userId, person.id));

    const res = await call(t.app, 'POST', '/api/v1/auth/change-password', {
      cookie,
      body: {
        currentPassword: 'not-my-password',
        newPassword: 'another-new-secret',
        revokeOtherSessions: true,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().errors.currentPassword).toEqual(['Current password is incorrect']);

    const [after] = await t.database.db.select().from(account).where(eq(account.userId, person.id));
    expect(after?.password).toBe(before?.password);
    expect((await me(cookie)).statusCode).toBe(200);
    expect(await auditsOf(t.database, 'password.changed', { actorEmail: person.email })).toHaveLength(0);
    expect((await signInRaw(person.email, person.password)).statusCode).toBe(200);
  });
});
