import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { auditLog, profiles, session } from '../src/db/schema.ts';
import { ERROR_CODES } from '../src/http/errors.ts';
import { makeCompany, makeUser } from './factories.ts';
import { BASE_URL, call, createTestApp, signIn, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
});
afterAll(() => t.close());

/** A problem document a user may see: the agreed shape and nothing internal. */
function expectProblem(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toContain('application/problem+json');
  const body = res.json();
  expect(body).toMatchObject({
    status,
    type: expect.any(String),
    title: expect.any(String),
    code: expect.any(String),
  });
  expectNothingInternal(res.body);
  return body;
}

function expectNothingInternal(text: string) {
  expect(text).not.toMatch(/\bat .+:\d+:\d+/); // a stack frame
  expect(text).not.toMatch(/\.ts\b|\.js\b|node_modules|\/work\/|\/src\//);
  expect(text).not.toMatch(/stack|SyntaxError|Unexpected token|FST_/i);
}

describe('unknown routes', () => {
  it('answers an unknown API path with 404 problem+json', async () => {
    const get = await call(t.app, 'GET', '/api/v1/whatever');
    expect(expectProblem(get, 404).code).toBe('NOT_FOUND');
    expectProblem(await call(t.app, 'POST', '/api/v1/whatever/else', { body: {} }), 404);
    expectProblem(await call(t.app, 'GET', '/api'), 404);
  });
});

describe('unreadable requests', () => {
  it('answers malformed JSON with 400 problem+json and no internals', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.test", "password": ',
    });
    expectProblem(res, 400);
  });

  it('answers a body of the wrong content type with 415 (or 400) problem+json and no internals', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      headers: { 'content-type': 'text/xml' },
      payload: '<email>a@b.test</email>',
    });
    expect([400, 415]).toContain(res.statusCode);
    expectProblem(res, res.statusCode);
  });

  it('answers a body that is too large with a problem document and no internals', async () => {
    const res = await call(t.app, 'POST', '/api/v1/auth/sign-in', {
      body: { email: 'a@b.test', password: 'x'.repeat(1024 * 1024 + 10) },
    });
    expectProblem(res, 413);
  });

  it('uses only error codes from the one enum the typed client knows, whatever went wrong', async () => {
    const responses = {
      notFound: await call(t.app, 'GET', '/api/v1/whatever'),
      malformedJson: await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": ',
      }),
      wrongContentType: await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        headers: { 'content-type': 'text/xml' },
        payload: '<email/>',
      }),
      tooLarge: await call(t.app, 'POST', '/api/v1/auth/sign-in', {
        body: { password: 'x'.repeat(1024 * 1024 + 10) },
      }),
      invalid: await call(t.app, 'POST', '/api/v1/auth/sign-in', { body: {} }),
      noSession: await call(t.app, 'GET', '/api/v1/me'),
      crossSite: await call(t.app, 'POST', '/api/v1/auth/sign-out', {
        headers: { origin: 'https://evil.example' },
      }),
    };
    const codes = Object.fromEntries(Object.entries(responses).map(([name, res]) => [name, res.json().code]));
    const unknown = Object.entries(codes).filter(([, code]) => !(code in ERROR_CODES));
    expect(unknown).toEqual([]);
  });

  it('answers a body that fails validation with field errors', async () => {
    const res = await call(t.app, 'POST', '/api/v1/auth/sign-in', { body: { email: 'nope' } });
    const problem = expectProblem(res, 400);
    expect(problem.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(problem.errors).sort()).toEqual(['email', 'password']);
  });

  it('answers a protected route without a session with 401 Auth session missing!', async () => {
    const problem = expectProblem(await call(t.app, 'GET', '/api/v1/me'), 401);
    expect(problem.detail).toBe('Auth session missing!');
  });
});

describe('unexpected errors', () => {
  it('answers 500 problem+json and never leaks the stack or file paths', async () => {
    const app = await buildApp({
      config: t.config,
      database: t.database,
      authSecret: 'test-secret-that-is-long-enough-0123456789',
      logger: false,
    });
    app.get('/api/v1/test-only/boom', async () => {
      throw new Error(`secret internals at ${import.meta.filename}:42`);
    });
    try {
      await app.ready();
      const res = await call(app, 'GET', '/api/v1/test-only/boom');
      const problem = expectProblem(res, 500);
      expect(problem.code).toBe('INTERNAL');
      expect(res.body).not.toContain('secret internals');
      expect(res.headers['x-request-id']).toBeTruthy();
    } finally {
      await app.close();
    }
  });
});

describe('cross-site requests', () => {
  it('refuses a state change from another origin with 403 and changes nothing', async () => {
    const company = await makeCompany(t.database);
    const owner = await makeUser(t.database, { companyId: company.id, role: 'account_holder' });
    const person = await makeUser(t.database, { companyId: company.id });
    const cookie = await signIn(t.app, owner.email, owner.password);
    const auditBefore = (await t.database.db.select().from(auditLog)).length;

    const evil = await call(t.app, 'PATCH', `/api/v1/profiles/${person.id}/role`, {
      cookie,
      body: { role: 'team_manager' },
      headers: { origin: 'https://evil.example' },
    });
    expect(expectProblem(evil, 403).code).toBe('FORBIDDEN');

    const fetchMeta = await call(t.app, 'POST', `/api/v1/profiles/${person.id}/deactivate`, {
      cookie,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expectProblem(fetchMeta, 403);

    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, person.id));
    expect(row).toMatchObject({ role: 'employee', status: 'active' });
    expect((await t.database.db.select().from(auditLog)).length).toBe(auditBefore);

    // The app's own origin is fine.
    const own = await call(t.app, 'PATCH', `/api/v1/profiles/${person.id}/role`, {
      cookie,
      body: { role: 'team_manager' },
      headers: { origin: BASE_URL },
    });
    expect(own.statusCode).toBe(200);
  });

  it('refuses a cross-site sign-in, so no session is created', async () => {
    const company = await makeCompany(t.database);
    const person = await makeUser(t.database, { companyId: company.id });
    const res = await call(t.app, 'POST', '/api/v1/auth/sign-in', {
      body: { email: person.email, password: person.password },
      headers: { origin: 'https://evil.example' },
    });
    expectProblem(res, 403);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await t.database.db.select().from(session).where(eq(session.userId, person.id))).toHaveLength(0);
  });
});

describe('health and request ids', () => {
  it('reports health once the database answers', async () => {
    const res = await call(t.app, 'GET', '/api/v1/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('puts an x-request-id on every response, keeping a well-formed one the client sent', async () => {
    const responses = [
      await call(t.app, 'GET', '/api/v1/health'),
      await call(t.app, 'GET', '/api/v1/whatever'),
      await call(t.app, 'GET', '/api/v1/me'),
      await call(t.app, 'POST', '/api/v1/auth/sign-in', { body: {} }),
      await call(t.app, 'POST', '/api/v1/auth/sign-out', { headers: { origin: 'https://evil.example' } }),
      await call(t.app, 'GET', '/not-an-api-path'),
    ];
    const ids = responses.map((r) => r.headers['x-request-id']);
    for (const id of ids) expect(id).toEqual(expect.stringMatching(/^[\w-]{8,64}$/));
    expect(new Set(ids).size).toBe(ids.length);

    const given = await call(t.app, 'GET', '/api/v1/health', {
      headers: { 'x-request-id': 'trace-1234abcd' },
    });
    expect(given.headers['x-request-id']).toBe('trace-1234abcd');
    const forged = await call(t.app, 'GET', '/api/v1/health', {
      headers: { 'x-request-id': 'bad id; <script>' },
    });
    expect(forged.headers['x-request-id']).not.toBe('bad id; <script>');
    expect(forged.headers['x-request-id']).toEqual(expect.stringMatching(/^[\w-]{8,64}$/));
  });
});
