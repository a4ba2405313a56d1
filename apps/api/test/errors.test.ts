import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { auditLog } from '../src/db/schema/audit.ts';
import { session } from '../src/db/schema/auth.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import { ERROR_CODES, serializeError } from '../src/http/errors.ts';
import { makeCompany, makeUser } from './factories.ts';
import { databaseFingerprint } from './fingerprint.ts';
import { BASE_URL, call, createTestApp, sessionCookie, signIn, type TestApp } from './test-app.ts';

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

async function companyWithPeople() {
  const company = await makeCompany(t.database);
  const owner = await makeUser(t.database, { companyId: company.id, role: 'account_holder' });
  const person = await makeUser(t.database, { companyId: company.id });
  const cookie = await signIn(t.app, owner.email, owner.password);
  return { company, owner, person, cookie };
}

const profileRow = async (id: string) =>
  (await t.database.db.select().from(profiles).where(eq(profiles.id, id)))[0];

function expectNothingInternal(text: string) {
  expect(text).not.toMatch(/\bat .+:\d+:\d+/); // a stack frame
  expect(text).not.toMatch(/\.ts\b|\.js\b|node_modules|\/work\/|\/src\//);
  expect(text).not.toMatch(/stack|SyntaxError|Unexpected token|FST_/i);
}

describe('error log lines', () => {
  it("cut a failed query's parameters whole, line breaks included (the bytes of an upload refused on a full disk)", () => {
    const bytes = '%PDF-1.4\nfirst secret line\n\nsecond secret line';
    const error = new Error(
      `Failed query: insert into "stored_files" ("bytes") values ($1)\nparams: ${bytes}`,
    );
    error.stack = `Error: ${error.message}\n    at DatabaseFileStore.put (file-store.ts:66:5)\n    at uploadEvidence (evidence.ts:61:3)`;
    const line = serializeError(error);
    expect(line.message).toBe(
      'Failed query: insert into "stored_files" ("bytes") values ($1)\nparams: [redacted]',
    );
    expect(line.stack).not.toContain('secret');
    expect(line.stack).toContain('at DatabaseFileStore.put');
    expect(line.stack).toContain('at uploadEvidence');
  });
});

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
    expect(expectProblem(evil, 403).code).toBe('ORIGIN_MISMATCH');

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('health and request ids', () => {
  it('reports health once the database answers', async () => {
    const res = await call(t.app, 'GET', '/api/v1/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('puts a server-made x-request-id on every response, ignoring any the client sent', async () => {
    const responses = [
      await call(t.app, 'GET', '/api/v1/health'),
      await call(t.app, 'GET', '/api/v1/whatever'),
      await call(t.app, 'GET', '/api/v1/me'),
      await call(t.app, 'POST', '/api/v1/auth/sign-in', { body: {} }),
      await call(t.app, 'POST', '/api/v1/auth/sign-out', { headers: { origin: 'https://evil.example' } }),
      await call(t.app, 'GET', '/not-an-api-path'),
    ];
    const ids = responses.map((r) => r.headers['x-request-id']);
    for (const id of ids) expect(id).toEqual(expect.stringMatching(UUID));
    expect(new Set(ids).size).toBe(ids.length);

    // A well-formed id from the client is not taken either: it could pose as another request.
    for (const given of ['trace-1234abcd', randomUUID(), 'bad id; <script>']) {
      const res = await call(t.app, 'GET', '/api/v1/health', { headers: { 'x-request-id': given } });
      expect(res.headers['x-request-id']).not.toBe(given);
      expect(res.headers['x-request-id']).toEqual(expect.stringMatching(UUID));
    }
  });

  it("writes the server's request id, not the client's, into the audit log", async () => {
    const company = await makeCompany(t.database);
    const person = await makeUser(t.database, { companyId: company.id });
    // The id of an earlier, real request: the one a forger would most like to pose as.
    const earlier = (await call(t.app, 'GET', '/api/v1/health')).headers['x-request-id'] as string;
    const res = await call(t.app, 'POST', '/api/v1/auth/sign-in', {
      body: { email: person.email, password: person.password },
      headers: { 'x-request-id': earlier },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).not.toBe(earlier);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sign_in.succeeded'), eq(auditLog.actorId, person.id)));
    expect(audit.map((a) => a.requestId)).toEqual([res.headers['x-request-id']]);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.requestId, earlier))).toHaveLength(
      0,
    );
  });
});

describe('cross-site requests the review found a way around', () => {
  it('checks the origin on every path, so a percent-encoded /api prefix is refused and the target stays active', async () => {
    const { person, cookie } = await companyWithPeople();
    const before = await databaseFingerprint(t.database);
    for (const url of [
      `/%61pi/v1/profiles/${person.id}/deactivate`,
      `/api/v1/profiles/${person.id}/%64eactivate`,
      `/%61%70%69/v1/profiles/${person.id}/deactivate`,
    ]) {
      const res = await call(t.app, 'POST', url, { cookie, headers: { origin: 'https://evil.example' } });
      expect(expectProblem(res, 403).code, url).toBe('ORIGIN_MISMATCH');
    }
    expect(await profileRow(person.id)).toMatchObject({ status: 'active' });
    expect(await t.database.db.select().from(session).where(eq(session.userId, person.id))).toEqual([]);
    expect(await databaseFingerprint(t.database)).toEqual(before);

    // The encoded path does reach the route: from the app's own origin it deactivates.
    const own = await call(t.app, 'POST', `/%61pi/v1/profiles/${person.id}/deactivate`, {
      cookie,
      headers: { origin: BASE_URL },
    });
    expect(own.statusCode).toBe(200);
    expect((await profileRow(person.id))?.status).toBe('deactivated');
  });

  it('refuses the content types a cross-site form can send without a preflight (415), changing nothing', async () => {
    const { owner, person, cookie } = await companyWithPeople();
    const before = await databaseFingerprint(t.database);
    const json = JSON.stringify({ role: 'company_it_admin' });
    const simple = [
      'text/plain',
      'text/plain;charset=UTF-8',
      'Text/Plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=----x',
    ];
    for (const contentType of simple) {
      for (const request of [
        { method: 'PATCH' as const, url: `/api/v1/profiles/${person.id}/role`, payload: json },
        { method: 'POST' as const, url: `/api/v1/profiles/${person.id}/deactivate`, payload: '{}' },
        {
          method: 'POST' as const,
          url: '/api/v1/auth/sign-in',
          payload: JSON.stringify({ email: owner.email, password: owner.password }),
        },
      ]) {
        // No Origin at all: a form post from an old browser, or a page that stripped it.
        const res = await t.app.inject({ ...request, headers: { cookie, 'content-type': contentType } });
        const problem = expectProblem(res, 415);
        expect(problem.code, `${contentType} ${request.url}`).toBe('UNSUPPORTED_MEDIA_TYPE');
        expect(sessionCookie(res)).toBeUndefined();
      }
    }
    expect(await profileRow(person.id)).toMatchObject({ role: 'employee', status: 'active' });
    expect(await databaseFingerprint(t.database)).toEqual(before);

    // The same change as JSON goes through.
    const ok = await call(t.app, 'PATCH', `/api/v1/profiles/${person.id}/role`, {
      cookie,
      body: { role: 'company_it_admin' },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses an Origin with the right host but the wrong scheme', async () => {
    const { person, cookie } = await companyWithPeople();
    const before = await databaseFingerprint(t.database);
    const wrongScheme = BASE_URL.replace(/^http:/, 'https:');
    const host = new URL(BASE_URL).host;
    const refusedOrigins: Record<string, string>[] = [
      { origin: wrongScheme },
      { origin: wrongScheme, host },
      { origin: 'https://api.internal:8080', host: 'api.internal:8080' },
      // The Host header is the client's to write, so matching it proves nothing (issue 7, item 20).
      { origin: 'http://api.internal:8080', host: 'api.internal:8080' },
      { origin: 'null' },
    ];
    for (const headers of refusedOrigins) {
      const res = await call(t.app, 'POST', `/api/v1/profiles/${person.id}/deactivate`, { cookie, headers });
      expect(expectProblem(res, 403).code, JSON.stringify(headers)).toBe('ORIGIN_MISMATCH');
    }
    expect((await profileRow(person.id))?.status).toBe('active');
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });
});

describe('NUL characters', () => {
  it('answers a NUL in a body, query or path field with 400 naming the field, and changes nothing', async () => {
    const { person, cookie } = await companyWithPeople();
    const before = await databaseFingerprint(t.database);
    const cases: [string, Promise<LightMyRequestResponse>][] = [
      [
        'fullName',
        call(t.app, 'POST', '/api/v1/auth/sign-up', {
          body: {
            fullName: 'Eve\u0000Admin',
            companyName: 'Nul Co',
            email: 'eve@nul.test',
            password: 'long-enough-password',
          },
        }),
      ],
      [
        'password',
        call(t.app, 'POST', '/api/v1/auth/sign-in', {
          body: { email: 'eve@nul.test', password: 'pass\u0000word' },
        }),
      ],
      [
        'email',
        call(t.app, 'POST', '/api/v1/invitations', {
          cookie,
          body: { email: 'x\u0000@nul.test', role: 'employee' },
        }),
      ],
      [
        'role',
        call(t.app, 'PATCH', `/api/v1/profiles/${person.id}/role`, {
          cookie,
          body: { role: 'team_manager\u0000' },
        }),
      ],
      ['q', call(t.app, 'GET', '/api/v1/profiles?q=%00', { cookie })],
      ['cursor', call(t.app, 'GET', '/api/v1/profiles?cursor=abc%00', { cookie })],
      ['id', call(t.app, 'POST', '/api/v1/profiles/%00/approve', { cookie })],
      ['token', call(t.app, 'GET', `/api/v1/invitation-tokens/${'A'.repeat(20)}%00${'A'.repeat(22)}`)],
    ];
    for (const [field, pending] of cases) {
      const res = await pending;
      const problem = expectProblem(res, 400);
      expect(problem.code, field).toBe('VALIDATION_FAILED');
      expect(Object.keys(problem.errors), field).toEqual([field]);
      expect(sessionCookie(res), field).toBeUndefined();
    }
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });
});

describe('database errors', () => {
  it('answers a PostgreSQL data error (class 22) with 400, and any other database error with 500', async () => {
    const app = await buildApp({
      config: t.config,
      database: t.database,
      authSecret: 'test-secret-that-is-long-enough-0123456789',
      logger: false,
    });
    // Real errors from the real database, raised by test-only routes.
    app.get('/api/v1/test-only/out-of-range', async () => {
      await t.database.db.execute(sql`select 2147483647::int4 + 1`);
    });
    app.get('/api/v1/test-only/bad-timestamp', async () => {
      await t.database.db.execute(sql`select ${'not a time'}::timestamptz`);
    });
    app.get('/api/v1/test-only/missing-table', async () => {
      await t.database.db.execute(sql`select * from no_such_table_here`);
    });
    try {
      await app.ready();
      for (const url of ['/api/v1/test-only/out-of-range', '/api/v1/test-only/bad-timestamp']) {
        const problem = expectProblem(await call(app, 'GET', url), 400);
        expect(problem.code, url).toBe('VALIDATION_FAILED');
        expect(problem.detail, url).toBe('A value in the request is out of range or not valid');
      }
      const other = await call(app, 'GET', '/api/v1/test-only/missing-table');
      expect(expectProblem(other, 500).code).toBe('INTERNAL');
      expect(other.body).not.toContain('no_such_table_here');
    } finally {
      await app.close();
    }
  });
});

describe('cursors', () => {
  it('reads a cursor whose microseconds have more than 16 digits as "from the start", answering 200', async () => {
    const { company, owner, person, cookie } = await companyWithPeople();
    const first = await call(t.app, 'GET', '/api/v1/profiles?limit=1', { cookie });
    expect(first.statusCode).toBe(200);
    const [top] = first.json().items;
    expect([owner.id, person.id]).toContain(top.id);
    const cursorOf = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

    for (const us of ['9'.repeat(17), '9'.repeat(19), '1'.repeat(40)]) {
      const res = await call(
        t.app,
        'GET',
        `/api/v1/profiles?limit=1&cursor=${cursorOf({ us, id: randomUUID() })}`,
        { cookie },
      );
      expect(res.statusCode, us).toBe(200);
      expect(
        res.json().items.map((p: { id: string }) => p.id),
        us,
      ).toEqual([top.id]);
      expect(res.json().items.every((p: { companyId: string }) => p.companyId === company.id)).toBe(true);
    }

    // 16 digits is a real position (the year 2286), past every row: the first page again.
    const far = await call(
      t.app,
      'GET',
      `/api/v1/profiles?limit=1&cursor=${cursorOf({ us: '9'.repeat(16), id: randomUUID() })}`,
      {
        cookie,
      },
    );
    expect(far.statusCode).toBe(200);
    expect(far.json().items.map((p: { id: string }) => p.id)).toEqual([top.id]);
  });
});

/** What a client sees on the wire for one raw HTTP/1.1 request; the server may close the socket. */
function rawHttp(
  port: number,
  request: string | Buffer,
): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const length = /content-length: *(\d+)/i.exec(text.slice(0, split))?.[1];
      // One response is enough: stop once its body has arrived.
      if (
        split !== -1 &&
        length !== undefined &&
        Buffer.byteLength(text.slice(split + 4)) >= Number(length)
      ) {
        socket.destroy();
      }
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0),
        headers: text.slice(0, split),
        body: text.slice(split + 4),
      });
    });
  });
}

/** Text a malicious client puts into its request, to see whether any of it comes back. */
const ECHO = 'EchoMarker7';

describe('every error has the one problem+json shape and echoes nothing (table-driven)', () => {
  type Case = { name: string; status: number; code: string; send: () => Promise<LightMyRequestResponse> };
  const json = (payload: string | Buffer, url = '/api/v1/auth/sign-in', extra: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json', ...extra },
    });
  const cases: Case[] = [
    {
      name: 'an over-long path parameter',
      status: 414,
      code: 'URI_TOO_LONG',
      send: () => call(t.app, 'GET', `/api/v1/files/${ECHO}${'a'.repeat(400)}`),
    },
    {
      name: 'an over-long path parameter on a signed-in route',
      status: 414,
      code: 'URI_TOO_LONG',
      send: () => call(t.app, 'PATCH', `/api/v1/profiles/${ECHO}${'a'.repeat(400)}/role`, { body: {} }),
    },
    {
      name: 'a path that is not valid percent-encoding',
      status: 400,
      code: 'VALIDATION_FAILED',
      send: () => call(t.app, 'POST', `/api/v1/profiles/${ECHO}%ff/approve`),
    },
    {
      name: 'a query string that is not UTF-8',
      status: 400,
      code: 'VALIDATION_FAILED',
      send: () => call(t.app, 'GET', `/api/v1/faq?q=${ECHO}%c3`),
    },
    { name: 'malformed JSON', status: 400, code: 'VALIDATION_FAILED', send: () => json(`{"${ECHO}": `) },
    {
      name: 'JSON with script in a key',
      status: 400,
      code: 'VALIDATION_FAILED',
      send: () => json(`{"<script>${ECHO}</script>": 1, "email": "x"}`),
    },
    { name: 'an empty JSON body', status: 400, code: 'VALIDATION_FAILED', send: () => json('') },
    {
      name: 'a JSON body that is only a string',
      status: 400,
      code: 'VALIDATION_FAILED',
      send: () => json(`"${ECHO}"`),
    },
    {
      name: 'a poisoned prototype',
      status: 400,
      code: 'VALIDATION_FAILED',
      send: () => json(`{"__proto__": {"${ECHO}": true}}`),
    },
    {
      name: 'invalid field values',
      status: 400,
      code: 'VALIDATION_FAILED',
      send: () => json(JSON.stringify({ email: `${ECHO}@`, password: 5, [ECHO]: ECHO })),
    },
    {
      name: 'a body in a content type nobody parses',
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      send: () => json(`<${ECHO}/>`, '/api/v1/auth/sign-in', { 'content-type': `application/${ECHO}+xml` }),
    },
    {
      name: 'a compressed body',
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      send: () => json(`{"email":"${ECHO}"}`, '/api/v1/auth/sign-in', { 'content-encoding': 'gzip' }),
    },
    {
      name: 'a body that is too large',
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      send: () => json(JSON.stringify({ email: ECHO, password: 'x'.repeat(1024 * 1024) })),
    },
    {
      name: 'an unknown API route',
      status: 404,
      code: 'NOT_FOUND',
      send: () => call(t.app, 'GET', `/api/v1/${ECHO}?x=${ECHO}`),
    },
    {
      name: 'an unknown method',
      status: 404,
      code: 'NOT_FOUND',
      send: () => t.app.inject({ method: 'PROPFIND', url: `/api/v1/health?${ECHO}` }),
    },
    {
      name: 'a method the route does not have',
      status: 404,
      code: 'NOT_FOUND',
      send: () => call(t.app, 'DELETE', `/api/v1/health?${ECHO}`),
    },
    {
      name: 'no session',
      status: 401,
      code: 'UNAUTHENTICATED',
      send: () => call(t.app, 'GET', `/api/v1/me?${ECHO}`, { cookie: `better-auth.session_token=${ECHO}` }),
    },
    {
      name: 'a cross-site request',
      status: 403,
      code: 'ORIGIN_MISMATCH',
      send: () =>
        call(t.app, 'POST', '/api/v1/auth/sign-out', { headers: { origin: `https://${ECHO}.example` } }),
    },
    {
      name: 'nesting too deep',
      status: 400,
      code: 'VALIDATION_FAILED',
      send: () => json(`{"${ECHO}":${'['.repeat(5000)}${']'.repeat(5000)}}`),
    },
  ];

  it.each(cases)('answers $name with $status $code', async ({ status, code, send }) => {
    const res = await send();
    const problem = expectProblem(res, status);
    expect(Object.keys(problem).sort()).toEqual(
      [
        'code',
        'detail',
        'status',
        'title',
        'type',
        ...(problem.errors ? ['errors'] : []),
        ...(problem.params ? ['params'] : []),
      ].sort(),
    );
    expect(problem.code).toBe(code);
    expect(code in ERROR_CODES).toBe(true);
    expect(res.body).not.toContain(ECHO);
    expect(res.body).not.toMatch(/<script|aaaaaaaaaa|%ff|%c3/i);
    expect(res.headers['x-request-id']).toEqual(expect.stringMatching(UUID));
  });

  describe('refusals before Fastify sees a request', () => {
    let port = 0;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
    });

    const rawCases: { name: string; status: number; code: string; request: () => string }[] = [
      {
        name: 'headers too large',
        status: 431,
        code: 'HEADERS_TOO_LARGE',
        request: () => `GET /api/v1/health HTTP/1.1\r\nHost: x\r\nX-${ECHO}: ${'a'.repeat(20_000)}\r\n\r\n`,
      },
      {
        name: 'a URL too long for the headers',
        status: 431,
        code: 'HEADERS_TOO_LARGE',
        request: () => `GET /api/v1/${ECHO}${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      },
      {
        name: 'a malformed request line',
        status: 400,
        code: 'VALIDATION_FAILED',
        request: () => `GET /${ECHO} HTTP/9.${ECHO}\r\nHost: x\r\n\r\n`,
      },
      {
        name: 'a header with a forbidden character',
        status: 400,
        code: 'VALIDATION_FAILED',
        request: () => `GET /api/v1/health HTTP/1.1\r\nHost: x\r\nX-Test: ${ECHO}\u0001\r\n\r\n`,
      },
      {
        name: 'an invalid Content-Length',
        status: 400,
        code: 'VALIDATION_FAILED',
        request: () => `POST /api/v1/auth/sign-in HTTP/1.1\r\nHost: x\r\nContent-Length: ${ECHO}\r\n\r\n{}`,
      },
      {
        name: 'both Content-Length and chunked encoding',
        status: 400,
        code: 'VALIDATION_FAILED',
        request: () =>
          `POST /api/v1/auth/sign-in HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n{}`,
      },
    ];

    it.each(rawCases)(
      'answers $name with $status $code as problem+json',
      async ({ status, code, request }) => {
        const res = await rawHttp(port, request());
        expect(res.status).toBe(status);
        expect(res.headers).toMatch(/content-type: application\/problem\+json/i);
        const problem = JSON.parse(res.body);
        expect(problem).toMatchObject({
          status,
          code,
          title: expect.any(String),
          detail: expect.any(String),
        });
        expect(code in ERROR_CODES).toBe(true);
        expect(`${res.headers}${res.body}`).not.toContain(ECHO);
      },
    );
  });
});
