import { randomUUID } from 'node:crypto';
import type { Me } from '@competencyhub/domain/schemas/profiles';
import type { PasskeyItem, PasskeyList } from '@competencyhub/domain/schemas/two-factor';
import { TWO_FACTOR_MESSAGES } from '@competencyhub/domain/schemas/two-factor-messages';
import type { SignInMethod } from '@competencyhub/domain/security-policy';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passkey, session } from '../src/db/schema/auth.ts';
import { companySecurityPolicy } from '../src/db/schema/security.ts';
import { auditsOf, makeCompany, makeUser, signedInUser, TEST_PASSWORD } from './factories.ts';
import { call, createTestApp, sessionCookie, type TestApp } from './test-app.ts';

/**
 * Passkeys (issue 24, point 4; decision 0075) through our routes: the WebAuthn ceremonies themselves
 * need an authenticator and run in the browser test (two-factor-passkeys.spec.ts, Chromium's virtual
 * authenticator); here, everything around them: options, refusals, the list, rename and remove, the
 * company's sign-in methods, and a passkey counting as the second factor the policy asks for.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A passkey row as Better Auth stores a verified registration (no real key: it never signs here). */
async function storedPasskey(userId: string, name = 'Laptop') {
  const id = randomUUID();
  await t.database.db.insert(passkey).values({
    id,
    name,
    userId,
    publicKey: 'cHVibGljLWtleQ',
    credentialID: `credential-${id}`,
    counter: 0,
    deviceType: 'singleDevice',
    backedUp: false,
    transports: 'internal',
  });
  return { id, credentialID: `credential-${id}` };
}

async function policy(
  companyId: string,
  values: { twoFactorRequired?: string; signInMethods?: SignInMethod[] },
) {
  await t.database.db.insert(companySecurityPolicy).values({
    companyId,
    passwordMinLength: 8,
    sessionLifetimeHours: 168,
    twoFactorRequired: values.twoFactorRequired ?? 'none',
    twoFactorGraceDays: 0,
    twoFactorRequiredSince: new Date(Date.now() - 60_000),
    signInMethods: values.signInMethods ?? ['password', 'passkey'],
  });
}

/** An authenticator's answer with a made-up signature: SimpleWebAuthn must refuse it. */
const forged = (id: string) => ({
  id,
  rawId: id,
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
});

describe('adding passkeys', () => {
  it('gives a signed-in person registration options for this site, and refuses a forged answer', async () => {
    const person = await signedInUser(t);
    const options = await call(t.app, 'POST', '/api/v1/auth/passkeys/options', { cookie: person.cookie });
    expect(options.statusCode).toBe(200);
    const body = options.json<{ challenge: string; rp: { id: string; name: string } }>();
    expect(body.challenge).toMatch(/^[\w-]{20,}$/);
    expect(body.rp).toEqual({ id: 'localhost', name: 'CompetencyHub' });
    expect(String(options.headers['set-cookie'])).toContain('better-auth-passkey=');

    const challenge = String(options.headers['set-cookie']).split(';')[0];
    const added = await call(t.app, 'POST', '/api/v1/auth/passkeys', {
      cookie: `${person.cookie}; ${challenge}`,
      body: { name: 'Work laptop', response: forged('abc') },
    });
    expect(added.statusCode).toBe(400);
    expect(added.json().detail).toBe(TWO_FACTOR_MESSAGES.passkeyNotVerified);
    const rows = await t.database.db.select().from(passkey).where(eq(passkey.userId, person.id));
    expect(rows).toEqual([]);

    const unnamed = await call(t.app, 'POST', '/api/v1/auth/passkeys', {
      cookie: person.cookie,
      body: { name: '  ', response: forged('abc') },
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().errors.name).toEqual(['Name the passkey']);
    expect((await call(t.app, 'POST', '/api/v1/auth/passkeys/options')).statusCode).toBe(401);
  });

  it('lists, renames and removes only one’s own passkeys, each change audited', async () => {
    const person = await signedInUser(t);
    const other = await signedInUser(t);
    const mine = await storedPasskey(person.id, 'Phone');
    const theirs = await storedPasskey(other.id);

    const list = await call(t.app, 'GET', '/api/v1/auth/passkeys', { cookie: person.cookie });
    expect(list.json<PasskeyList>().items).toMatchObject([{ id: mine.id, name: 'Phone', lastUsedAt: null }]);

    const renamed = await call(t.app, 'PATCH', `/api/v1/auth/passkeys/${mine.id}`, {
      cookie: person.cookie,
      body: { name: 'Personal phone' },
    });
    expect(renamed.json<PasskeyItem>().name).toBe('Personal phone');
    for (const [method, body] of [
      ['PATCH', { name: 'Mine now' }],
      ['DELETE', undefined],
    ] as const) {
      const refused = await call(t.app, method, `/api/v1/auth/passkeys/${theirs.id}`, {
        cookie: person.cookie,
        ...(body ? { body } : {}),
      });
      expect(refused.statusCode).toBe(404);
    }
    const removed = await call(t.app, 'DELETE', `/api/v1/auth/passkeys/${mine.id}`, {
      cookie: person.cookie,
    });
    expect(removed.statusCode).toBe(200);
    expect(await auditsOf(t.database, 'passkey.renamed', { actorId: person.id })).toHaveLength(1);
    expect(await auditsOf(t.database, 'passkey.removed', { actorId: person.id })).toHaveLength(1);
    const left = await t.database.db.select({ id: passkey.id }).from(passkey);
    expect(left.map((row) => row.id)).toContain(theirs.id);
    expect(left.map((row) => row.id)).not.toContain(mine.id);
  });
});

describe('a passkey as the second factor a company asks for', () => {
  it('lets an IT admin with a passkey work past the deadline, and keeps their last one', async () => {
    const company = await makeCompany(t.database);
    await policy(company.id, { twoFactorRequired: 'admins' });
    const admin = await signedInUser(t, { companyId: company.id, role: 'company_it_admin' });
    expect((await call(t.app, 'GET', '/api/v1/profiles', { cookie: admin.cookie })).statusCode).toBe(403);
    // Enrolment stays open while blocked.
    expect((await call(t.app, 'GET', '/api/v1/auth/passkeys', { cookie: admin.cookie })).statusCode).toBe(
      200,
    );

    const key = await storedPasskey(admin.id);
    expect((await call(t.app, 'GET', '/api/v1/profiles', { cookie: admin.cookie })).statusCode).toBe(200);
    const me = await call(t.app, 'GET', '/api/v1/me', { cookie: admin.cookie });
    expect(me.json<Me>().secondFactor).toMatchObject({ required: true, enrolled: true, blocking: false });

    const removeLast = await call(t.app, 'DELETE', `/api/v1/auth/passkeys/${key.id}`, {
      cookie: admin.cookie,
    });
    expect(removeLast.statusCode).toBe(422);
    expect(removeLast.json().detail).toBe(TWO_FACTOR_MESSAGES.lastFactor);
  });
});

describe('signing in with a passkey', () => {
  it('gives anyone options, refuses an unknown or forged passkey, and audits the failure', async () => {
    const options = await call(t.app, 'POST', '/api/v1/auth/passkey-sign-in/options');
    expect(options.statusCode).toBe(200);
    expect(options.json<{ challenge: string; rpId: string }>().rpId).toBe('localhost');
    const challenge = String(options.headers['set-cookie']).split(';')[0];

    const unknown = await call(t.app, 'POST', '/api/v1/auth/passkey-sign-in', {
      cookie: challenge,
      body: { response: forged('nobody-has-this') },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().detail).toBe(TWO_FACTOR_MESSAGES.passkeyUnknown);

    const person = await signedInUser(t);
    const key = await storedPasskey(person.id);
    const bad = await call(t.app, 'POST', '/api/v1/auth/passkey-sign-in', {
      cookie: challenge,
      body: { response: forged(key.credentialID) },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().detail).toBe(TWO_FACTOR_MESSAGES.passkeyNotVerified);
    expect(sessionCookie(bad)).toBeUndefined();
    const failed = await auditsOf(t.database, 'sign_in.failed', { actorId: person.id });
    expect(failed.at(-1)?.details).toMatchObject({ method: 'passkey' });
  });

  it("follows the company's sign-in methods on the server", async () => {
    const passkeysOnly = await makeCompany(t.database);
    await policy(passkeysOnly.id, { signInMethods: ['passkey'] });
    const person = await makeUser(t.database, { companyId: passkeysOnly.id });
    const before = await t.database.db.select().from(session).where(eq(session.userId, person.id));
    const byPassword = await call(t.app, 'POST', '/api/v1/auth/sign-in', {
      body: { email: person.email, password: TEST_PASSWORD },
    });
    expect(byPassword.statusCode).toBe(403);
    expect(byPassword.json().detail).toBe(TWO_FACTOR_MESSAGES.passwordNotAllowed);
    expect(sessionCookie(byPassword)).toBeUndefined();
    const after = await t.database.db.select().from(session).where(eq(session.userId, person.id));
    expect(after).toHaveLength(before.length);

    const passwordOnly = await makeCompany(t.database);
    await policy(passwordOnly.id, { signInMethods: ['password'] });
    const other = await signedInUser(t, { companyId: passwordOnly.id });
    const key = await storedPasskey(other.id);
    const byPasskey = await call(t.app, 'POST', '/api/v1/auth/passkey-sign-in', {
      body: { response: forged(key.credentialID) },
    });
    expect(byPasskey.statusCode).toBe(403);
    expect(byPasskey.json().detail).toBe(TWO_FACTOR_MESSAGES.passkeysNotAllowed);
  });
});
