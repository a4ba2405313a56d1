import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/env.ts';
import { session } from '../src/db/schema/auth.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import { makeCompany, makeUser } from './factories.ts';
import { BASE_URL, call, createTestApp, sessionCookie, signIn, type TestApp } from './test-app.ts';

/** The Vite dev server's origin, configured as an extra origin of this API. */
const DEV_ORIGIN = 'http://localhost:5173';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_IP_MAX: '1000',
    EXTRA_ORIGINS: `${DEV_ORIGIN}, https://admin.acme.test`,
  });
});
afterAll(() => t.close());

async function companyWithPerson() {
  const company = await makeCompany(t.database);
  const owner = await makeUser(t.database, { companyId: company.id, role: 'account_holder' });
  const person = await makeUser(t.database, { companyId: company.id });
  const cookie = await signIn(t.app, owner.email, owner.password);
  return { person, cookie };
}

const statusOf = async (id: string) =>
  (await t.database.db.select({ status: profiles.status }).from(profiles).where(eq(profiles.id, id)))[0]
    ?.status;

/** Refused, saying the page's address differs from the configured one (and naming that one). */
function expectForbidden(res: LightMyRequestResponse, what: string, configured = BASE_URL) {
  expect(res.statusCode, what).toBe(403);
  expect(res.headers['content-type'], what).toContain('application/problem+json');
  expect(res.json().code, what).toBe('ORIGIN_MISMATCH');
  expect(res.json().params.expected, what).toBe(configured);
  expect(res.json().detail, what).toContain(`configured for (${configured})`);
}

describe('the Origin check compares with BASE_URL and EXTRA_ORIGINS only', () => {
  it('refuses a foreign Origin even when the Host header names the same host', async () => {
    const { person, cookie } = await companyWithPerson();
    const forged: Record<string, string>[] = [
      { origin: 'http://evil.test:3100', host: 'evil.test:3100' },
      { origin: 'http://evil.test', host: 'evil.test' },
      { origin: 'https://evil.test', host: 'evil.test', 'x-forwarded-host': 'evil.test' },
      { origin: 'http://localhost:5174', host: 'localhost:5174' },
      { origin: 'http://localhost:3999.evil.test', host: 'localhost:3999.evil.test' },
    ];
    for (const headers of forged) {
      const res = await call(t.app, 'POST', `/api/v1/profiles/${person.id}/deactivate`, { cookie, headers });
      expectForbidden(res, JSON.stringify(headers));
    }
    expect(await statusOf(person.id)).toBe('active');

    // Nor can a forged pair sign anyone in.
    const company = await makeCompany(t.database);
    const someone = await makeUser(t.database, { companyId: company.id });
    const signInRes = await call(t.app, 'POST', '/api/v1/auth/sign-in', {
      body: { email: someone.email, password: someone.password },
      headers: { origin: 'http://evil.test:3100', host: 'evil.test:3100' },
    });
    expectForbidden(signInRes, 'sign-in');
    expect(sessionCookie(signInRes)).toBeUndefined();
    expect(await t.database.db.select().from(session).where(eq(session.userId, someone.id))).toEqual([]);
  });

  it('accepts BASE_URL and each configured extra origin, whatever the Host header says', async () => {
    const { person, cookie } = await companyWithPerson();
    const accepted: Record<string, string>[] = [
      { origin: BASE_URL },
      { origin: BASE_URL.toUpperCase().replace('HTTP://', 'http://') },
      { origin: DEV_ORIGIN, host: 'localhost:5173' },
      { origin: 'https://admin.acme.test', host: 'internal:8080' },
    ];
    for (const headers of accepted) {
      const res = await call(t.app, 'PATCH', `/api/v1/profiles/${person.id}/role`, {
        cookie,
        headers,
        body: { role: 'team_manager' },
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });
});

describe('EXTRA_ORIGINS', () => {
  const load = (value: string) => loadConfig({ BASE_URL, EXTRA_ORIGINS: value });

  it('reads a comma-separated list of origins, normalised', () => {
    expect(load(' http://localhost:5173 , HTTPS://Admin.Acme.test:443 ').EXTRA_ORIGINS).toEqual([
      'http://localhost:5173',
      'https://admin.acme.test',
    ]);
    expect(loadConfig({ BASE_URL }).EXTRA_ORIGINS).toEqual([]);
  });

  it.each([
    '*',
    'null',
    'localhost:5173',
    'ftp://files.acme.test',
    'http://localhost:5173/app',
    'http://user:pass@localhost:5173',
    'http://localhost:5173?x=1',
    'http://localhost:5173,not an origin',
  ])('refuses %j at start-up with one line naming the variable', (value) => {
    expect(() => load(value)).toThrow(ConfigError);
    expect(() => load(value)).toThrow(/^Invalid environment variable EXTRA_ORIGINS: /);
  });
});

describe('without BASE_URL, the default address answers under each of its loopback names', () => {
  let local: TestApp;
  beforeAll(async () => {
    // As `npm start` runs it: no BASE_URL, so the app is http://localhost:3000.
    local = await createTestApp({ BASE_URL: '', PORT: '3000', RATE_LIMIT_IP_MAX: '1000' });
  });
  afterAll(() => local.close());

  async function signInFrom(origin: string) {
    const company = await makeCompany(local.database);
    const someone = await makeUser(local.database, { companyId: company.id });
    const res = await call(local.app, 'POST', '/api/v1/auth/sign-in', {
      body: { email: someone.email, password: someone.password },
      headers: { origin },
    });
    return { res, someone };
  }

  it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])(
    'signs in from a page opened at %s',
    async (origin) => {
      const { res } = await signInFrom(origin);
      expect(res.statusCode, res.body).toBe(200);
      expect(sessionCookie(res)).toBeDefined();
    },
  );

  it.each([
    'http://127.0.0.1:3001',
    'http://[::1]:8080',
    'https://127.0.0.1:3000',
    'http://localhost.evil.test:3000',
    'http://192.168.1.5:3000',
  ])('refuses %s, naming the configured address, and signs nobody in', async (origin) => {
    const { res, someone } = await signInFrom(origin);
    expectForbidden(res, origin, 'http://localhost:3000');
    expect(sessionCookie(res)).toBeUndefined();
    expect(await local.database.db.select().from(session).where(eq(session.userId, someone.id))).toEqual([]);
  });

  it('trusts the same origins in Better Auth as in the Origin check', () => {
    expect(local.config.trustedOrigins).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
    expect(loadConfig({ BASE_URL: 'https://skills.acme.test' }).trustedOrigins).toEqual([
      'https://skills.acme.test',
    ]);
  });
});

describe('with BASE_URL set, only its origin is the app', () => {
  it('refuses the loopback forms of another address, naming BASE_URL', async () => {
    const { person, cookie } = await companyWithPerson();
    for (const origin of ['http://127.0.0.1:3999', 'http://[::1]:3999']) {
      const res = await call(t.app, 'POST', `/api/v1/profiles/${person.id}/deactivate`, {
        cookie,
        headers: { origin },
      });
      expectForbidden(res, origin);
    }
    expect(await statusOf(person.id)).toBe('active');
  });
});
