import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../src/http/json-body.ts';
import { makeCompany, makeUser } from './factories.ts';
import { createTestApp, signIn, type TestApp } from './test-app.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000' });
  const company = await makeCompany(t.database);
  const owner = await makeUser(t.database, { companyId: company.id, role: 'account_holder' });
  cookie = await signIn(t.app, owner.email, owner.password);
});
afterAll(() => t.close());

const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

function sendJson(
  method: 'POST' | 'PATCH',
  url: string,
  payload: string | Buffer,
  session?: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    payload,
    headers: { 'content-type': 'application/json', ...(session ? { cookie: session } : {}) },
    remoteAddress: '127.0.0.1',
  });
}

function expectRefusedBody(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, what).toBe(400);
  expect(res.headers['content-type'], what).toContain('application/problem+json');
  expect(res.json(), what).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  // Nothing of the body comes back.
  expect(res.body, what).not.toMatch(/\[\[|\{"a"/);
}

const targets: { name: string; method: 'POST' | 'PATCH'; url: string; signedIn: boolean }[] = [
  {
    name: 'public password reset',
    method: 'POST',
    url: '/api/v1/auth/password-reset/request',
    signedIn: false,
  },
  { name: 'public sign-in', method: 'POST', url: '/api/v1/auth/sign-in', signedIn: false },
  { name: 'unknown path', method: 'POST', url: '/api/v1/no-such-route', signedIn: false },
  { name: 'own profile', method: 'PATCH', url: '/api/v1/me/profile', signedIn: true },
  { name: 'invitations', method: 'POST', url: '/api/v1/invitations', signedIn: true },
];

describe('deeply nested JSON', () => {
  it.each(targets)(
    'refuses 10,000 and 100,000 levels of arrays and objects on $name with 400',
    async (target) => {
      for (const depth of [10_000, 100_000]) {
        for (const [shape, body] of [
          ['arrays', nestedArrays(depth)],
          ['objects', nestedObjects(depth)],
          ['arrays in a field', `{"email":${nestedArrays(depth)}}`],
        ] as const) {
          const res = await sendJson(target.method, target.url, body, target.signedIn ? cookie : undefined);
          expectRefusedBody(res, `${target.name}: ${depth} ${shape}`);
          expect(res.json().detail).toBe('The request body is nested too deeply');
        }
      }
    },
  );

  it(`reads a body nested ${MAX_JSON_DEPTH} levels deep, and counts no brackets inside strings`, async () => {
    const deepest = `{"email":${'['.repeat(MAX_JSON_DEPTH - 1)}${']'.repeat(MAX_JSON_DEPTH - 1)}}`;
    const read = await sendJson('POST', '/api/v1/auth/password-reset/request', deepest);
    expect(read.statusCode).toBe(400);
    // Past the parser: the field itself is judged.
    expect(Object.keys(read.json().errors)).toEqual(['email']);

    const bracketsInText = JSON.stringify({ fullName: `${'[{'.repeat(50)}\\"]}` });
    const profile = await sendJson('PATCH', '/api/v1/me/profile', bracketsInText, cookie);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().fullName).toBe(`${'[{'.repeat(50)}\\"]}`);
  });

  it('keeps Fastify’s prototype-poisoning protection', async () => {
    for (const body of ['{"__proto__":{"role":"system_owner"}}', '{"constructor":{"prototype":{"x":1}}}']) {
      const res = await sendJson('POST', '/api/v1/auth/sign-in', body);
      expectRefusedBody(res, body);
    }
  });

  it('keeps health answering promptly while 8 hostile requests are in flight', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    expect(address).toContain(String(port));
    const hostile = (depth: number) =>
      fetch(`http://127.0.0.1:${port}/api/v1/auth/password-reset/request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: nestedArrays(depth),
      });
    let settled = false;
    const inFlight = Promise.all([6_000, 6_000, 6_000, 6_000, 6_000, 10_000, 100_000, 100_000].map(hostile));
    void inFlight.finally(() => {
      settled = true;
    });
    // Health is asked again and again until every hostile request has its answer; the slowest
    // answer counts. Before the fix one request held the server for over a second.
    const latencies: number[] = [];
    do {
      const started = performance.now();
      const health = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      latencies.push(performance.now() - started);
      expect(health.status).toBe(200);
    } while (!settled);
    expect(Math.max(...latencies)).toBeLessThan(1000);
    for (const res of await inFlight) {
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
    }
  });
});
