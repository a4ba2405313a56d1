import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../src/db/schema/companies.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import { contactMessages } from '../src/db/schema/public-site.ts';
import { MAX_JSON_DEPTH } from '../src/http/json-body.ts';
import { makeCompany, makeUser } from './factories.ts';
import { createTestApp, signIn, type TestApp } from './test-app.ts';

let t: TestApp;
let cookie: string;
let ownerId: string;
let companyId: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000' });
  const company = await makeCompany(t.database);
  const owner = await makeUser(t.database, { companyId: company.id, role: 'account_holder' });
  ownerId = owner.id;
  companyId = company.id;
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
    // answer counts. Before the fix it waited about 15 s; the bound leaves room for a busy machine.
    const latencies: number[] = [];
    do {
      const started = performance.now();
      const health = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      latencies.push(performance.now() - started);
      expect(health.status).toBe(200);
    } while (!settled);
    expect(Math.max(...latencies)).toBeLessThan(3000);
    for (const res of await inFlight) {
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
    }
  });
});

const storedName = async () =>
  (
    await t.database.db.select({ fullName: profiles.fullName }).from(profiles).where(eq(profiles.id, ownerId))
  )[0]?.fullName;

const NOT_UTF8 = 'The request contains text that is not valid UTF-8';

describe('text that is not well-formed UTF-8', () => {
  it('refuses a body with invalid UTF-8 bytes with 400 instead of storing U+FFFD', async () => {
    const before = await storedName();
    const invalid: [string, number[]][] = [
      ['a stray byte', [0xff]],
      ['a lone continuation byte', [0x80]],
      ['an overlong slash', [0xc0, 0xaf]],
      ['a truncated sequence', [0xe2, 0x82]],
      ['an encoded surrogate', [0xed, 0xa0, 0x80]],
      ['beyond U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
    ];
    for (const [what, bytes] of invalid) {
      const body = Buffer.concat([
        Buffer.from('{"fullName":"Eve '),
        Buffer.from(bytes),
        Buffer.from(' Example"}'),
      ]);
      const res = await sendJson('PATCH', '/api/v1/me/profile', body, cookie);
      expectRefusedBody(res, what);
      expect(res.json().detail, what).toBe(NOT_UTF8);
    }
    expect(await storedName()).toBe(before);
  });

  it('refuses lone surrogate escapes in values and keys, and accepts escaped pairs', async () => {
    const before = await storedName();
    for (const body of [
      '{"fullName":"Eve \\ud800 Example"}',
      '{"fullName":"Eve \\udfff"}',
      '{"fullName":"\\ude00\\ud83d"}',
      '{"fullName":"Eve","jobTitle":["\\ud800"]}',
      '{"fullName":"Eve","\\udbff":1}',
    ]) {
      const res = await sendJson('PATCH', '/api/v1/me/profile', body, cookie);
      expectRefusedBody(res, body);
      expect(res.json().detail, body).toBe(NOT_UTF8);
    }
    expect(await storedName()).toBe(before);

    const pair = await sendJson('PATCH', '/api/v1/me/profile', '{"fullName":"Eve \\ud83d\\ude00"}', cookie);
    expect(pair.statusCode).toBe(200);
    expect(await storedName()).toBe('Eve \u{1F600}');
  });

  it('refuses percent-encoded invalid UTF-8 in query strings and paths with 400 problem+json', async () => {
    const urls = [
      '/api/v1/faq?q=%ff',
      '/api/v1/faq?q=caf%C3',
      '/api/v1/faq?q=%ED%A0%80',
      '/api/v1/faq?locale=en&q=%E2%82%2E',
      '/api/v1/profiles?q=%C0%AF',
      '/api/v1/profiles/%ff/approve',
      '/api/v1/invitation-tokens/%ED%A0%80abc',
    ];
    for (const url of urls) {
      const res = await t.app.inject({
        method: url.endsWith('approve') ? 'POST' : 'GET',
        url,
        headers: { cookie },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type'], url).toContain('application/problem+json');
      expect(res.json(), url).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      expect(res.body, url).not.toMatch(/%[0-9a-f]{2}|faq|profiles|invitation/i);
    }
    // Well-formed text still reads, percent-encoded or not; a stray % is only a percent sign.
    for (const url of ['/api/v1/faq?q=%F0%9F%98%80', '/api/v1/faq?q=caf%C3%A9', '/api/v1/faq?q=100%']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
    }
  });
});

describe('invisible characters in free text (the findings)', () => {
  const send = (method: 'POST' | 'PATCH', url: string, body: object, session?: string) =>
    sendJson(method, url, JSON.stringify(body), session);

  it('refuses zero-width and direction marks in names with 400, storing nothing', async () => {
    const before = await storedName();
    for (const hidden of ['\u200B', '\u200D', '\u200F', '\u061C', '\uFEFF']) {
      const profile = await send('PATCH', '/api/v1/me/profile', { fullName: `Eve${hidden}Admin` }, cookie);
      expect(profile.statusCode, JSON.stringify(hidden)).toBe(400);
      expect(Object.keys(profile.json().errors)).toEqual(['fullName']);

      const signUp = await send('POST', '/api/v1/auth/sign-up', {
        fullName: 'Eve Example',
        companyName: `Acme${hidden}Corp`,
        email: `eve-${hidden.codePointAt(0)}@hidden-chars.test`,
        password: 'long-enough-password',
      });
      expect(signUp.statusCode, JSON.stringify(hidden)).toBe(400);
      expect(Object.keys(signUp.json().errors)).toEqual(['companyName']);
    }
    expect(await storedName()).toBe(before);
    expect(
      await t.database.db.select().from(profiles).where(eq(profiles.email, 'eve-8203@hidden-chars.test')),
    ).toEqual([]);
  });

  it('refuses a right-to-left override in the company description and address and in contact messages', async () => {
    const [before] = await t.database.db.select().from(companies).where(eq(companies.id, companyId));
    for (const field of ['description', 'address']) {
      const res = await send('PATCH', '/api/v1/company', { [field]: 'Main Street\u202E 1' }, cookie);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors, field).toEqual({ [field]: ['Remove hidden formatting characters'] });
    }
    const [after] = await t.database.db.select().from(companies).where(eq(companies.id, companyId));
    expect(after).toEqual(before);

    const messagesBefore = (await t.database.db.select().from(contactMessages)).length;
    const contact = await send('POST', '/api/v1/contact-messages', {
      name: 'Eve',
      email: 'eve@example.test',
      topic: 'support',
      message: 'Please reset \u202Eeman ym',
    });
    expect(contact.statusCode).toBe(400);
    expect(Object.keys(contact.json().errors)).toEqual(['message']);
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(messagesBefore);
  });

  it('keeps names that need joiners (Persian, Devanagari, emoji) and multi-line text with line breaks', async () => {
    for (const fullName of ['مهدی\u200Cزاده', 'क्\u200Dषमा', 'Ada 👨\u200D👩\u200D👧']) {
      const res = await send('PATCH', '/api/v1/me/profile', { fullName }, cookie);
      expect(res.statusCode, fullName).toBe(200);
      expect(await storedName()).toBe(fullName);
    }
    const address = await send('PATCH', '/api/v1/company', { address: '1 Main Street\nSpringfield' }, cookie);
    expect(address.statusCode).toBe(200);
    expect(address.json().address).toBe('1 Main Street\nSpringfield');
  });
});
