import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { handleError } from '../src/http/errors.ts';
import { isBinaryResponse } from '../src/http/response.ts';
import { compileResponseSerializer } from '../src/http/response-serializer.ts';
import { routes } from '../src/http/route.ts';
import type { Services } from '../src/services.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

/** Routes whose response schema transforms or defaults a value, so Zod must still produce it. */
const ROUTES_PARSED_BY_ZOD = [
  'GET /api/v1/competency-settings',
  'PUT /api/v1/competency-settings',
  'POST /api/v1/competency-settings/recomputes',
];

/**
 * The route helper's own contract, on a small app of its own: what a route's response schema does
 * to the answer, whatever the handler returns.
 */

const Person = z.object({
  name: z.string(),
  team: z.object({ id: z.string(), members: z.array(z.object({ email: z.string() })) }),
});

let t: TestApp;
let app: FastifyInstance;
/** The same routes as production serves them: written by their serializer, not parsed by Zod. */
let production: FastifyInstance;
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  app = Fastify({
    logger: {
      level: 'error',
      stream: new Writable({
        write(chunk, _encoding, done) {
          logLines.push(String(chunk));
          done();
        },
      }),
    },
  });
  app.setErrorHandler(handleError);
  production = Fastify();
  production.setErrorHandler(handleError);
  for (const r of [
    routes(app, t.app.services),
    routes(production, { ...t.app.services, checkResponses: false }),
  ]) {
    declareRoutes(r);
  }
  await app.ready();
  await production.ready();
});

function declareRoutes(r: ReturnType<typeof routes>) {
  r.publicGet('/leaky', { response: Person }, async () => {
    // As a careless handler might return a whole row, with secrets at every level.
    const leaky = {
      name: 'Ada',
      passwordHash: 'argon2id$secret-hash',
      team: {
        id: 't1',
        inviteTokenHash: 'team-secret',
        members: [{ email: 'ada@example.test', sessionToken: 'member-secret' }],
      },
    };
    return leaky;
  });
  r.publicGet('/broken', { response: Person }, async () => {
    // A handler typed loosely elsewhere can still break the contract at run time.
    const shape = JSON.parse('{"name":"Ada","team":{"id":"t1","members":[{"email":"secret-value-42"}, {}]}}');
    return shape as z.input<typeof Person>;
  });
  r.publicPost('/created', { response: Person, status: 201 }, async () => ({
    name: 'New',
    team: { id: 't2', members: [] },
  }));
}

afterAll(async () => {
  await production.close();
  await app.close();
  await t.close();
});

describe('a route with a response schema', () => {
  it('sends only the fields the schema lists, in nested objects and lists too', async () => {
    const res = await call(app, 'GET', '/leaky');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      name: 'Ada',
      team: { id: 't1', members: [{ email: 'ada@example.test' }] },
    });
    expect(res.body).not.toMatch(/secret/);
  });

  it('answers 500 problem+json, logged without the values, when the result does not match', async () => {
    logLines.length = 0;
    const res = await call(app, 'GET', '/broken');
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 500, code: 'INTERNAL' });
    expect(res.body).not.toContain('secret-value-42');
    const logged = logLines.join('\n');
    expect(logged).toContain('GET /broken');
    expect(logged).toContain('team.members.1.email');
    expect(logged).not.toContain('secret-value-42');
  });

  it('sends only the listed fields as production serves it too, without the Zod parse', async () => {
    const res = await call(production, 'GET', '/leaky');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({
      name: 'Ada',
      team: { id: 't1', members: [{ email: 'ada@example.test' }] },
    });
    expect(res.body).not.toMatch(/secret/);
  });

  it("compiles a serializer for every route's response schema, or leaves it to Zod when its output is not its input", () => {
    const parsedByZod: string[] = [];
    for (const route of t.app.routeCatalog) {
      if (isBinaryResponse(route.schemas.response)) continue;
      // Throws on a schema fast-json-stringify cannot compile: the route would answer 500 in production.
      if (!compileResponseSerializer(route.schemas.response))
        parsedByZod.push(`${route.method} ${route.url}`);
    }
    expect(t.app.routeCatalog.length).toBeGreaterThan(200);
    expect(parsedByZod).toEqual(ROUTES_PARSED_BY_ZOD);
  });

  it('answers with the status it declares', async () => {
    const res = await call(app, 'POST', '/created', { body: {} });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ name: 'New', team: { id: 't2', members: [] } });
  });
});

/** Never called: `npm run typecheck` proves these declarations do not compile. */
export function declarationsThatDoNotCompile(r: ReturnType<typeof routes>, _services: Services) {
  // @ts-expect-error a route must declare its response
  r.publicGet('/no-response', {}, async () => ({ ok: true }));
  // @ts-expect-error the handler's result must fit the response schema
  r.publicGet('/wrong-shape', { response: Person }, async () => ({ name: 42 }));
  // @ts-expect-error dates travel as ISO strings: the handler converts them
  r.publicGet('/date', { response: z.object({ at: z.iso.datetime() }) }, async () => ({ at: new Date() }));
  // @ts-expect-error access is 'public', 'session' or a permission of the domain's map
  r.get('/admin', 'admin', { response: Person }, async () => ({ name: 'x', team: { id: 'x', members: [] } }));
}
