import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
// biome-ignore lint/suspicious/noExplicitAny: the document is free-form JSON read by path
let doc: any;
beforeAll(async () => {
  t = await createTestApp();
  const res = await call(t.app, 'GET', '/api/docs');
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

const operationOf = (method: string, url: string) =>
  doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];

/** Every JSON Schema object node under `schema`, with where it is. */
function objectNodes(schema: unknown, at = '$'): Array<{ at: string; node: Record<string, unknown> }> {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as Record<string, unknown>;
  const found = node.type === 'object' ? [{ at, node }] : [];
  for (const [key, value] of Object.entries(node)) {
    const children = Array.isArray(value) ? value : [value];
    for (const [i, child] of children.entries()) {
      found.push(...objectNodes(child, Array.isArray(value) ? `${at}.${key}[${i}]` : `${at}.${key}`));
    }
  }
  return found;
}

it('publishes an OpenAPI document of every route, generated from the zod schemas', () => {
  expect(doc.openapi).toBe('3.1.0');
  for (const route of t.app.routeCatalog) {
    expect(operationOf(route.method, route.url), `${route.method} ${route.url}`).toBeDefined();
  }
  expect(operationOf('GET', '/api/docs')).toBeDefined();
  const signUp = doc.paths['/api/v1/auth/sign-up'].post.requestBody.content['application/json'].schema;
  expect(signUp.required).toEqual(expect.arrayContaining(['fullName', 'companyName', 'email', 'password']));
  expect(signUp.properties.password.minLength).toBe(8);
});

describe('responses in the OpenAPI document', () => {
  it('documents every route with its success status and the problem+json error shape', () => {
    expect(doc.components.schemas.Problem.required).toEqual(
      expect.arrayContaining(['type', 'title', 'status', 'code']),
    );
    for (const route of t.app.routeCatalog) {
      const name = `${route.method} ${route.url}`;
      const responses = operationOf(route.method, route.url).responses;
      const success = Object.keys(responses).filter((status) => /^2\d\d$/.test(status));
      expect(success, name).toEqual([String(route.schemas.status ?? 200)]);
      expect(responses.default.content['application/problem+json'].schema, name).toEqual({
        $ref: '#/components/schemas/Problem',
      });
      if (route.access !== 'public') expect(responses['401'], name).toBeDefined();
    }
  });

  it('describes what each JSON route answers, with dates as ISO date-time strings', () => {
    const me = operationOf('GET', '/api/v1/me').responses['200'].content['application/json'].schema;
    expect(me.properties.user.properties.email).toEqual({ type: 'string' });
    expect(me.properties.user.properties.createdAt.format).toBe('date-time');
    const created = operationOf('POST', '/api/v1/invitations').responses['201'];
    expect(Object.keys(created.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['id', 'email', 'role', 'status', 'expiresAt']),
    );
    // Secrets travel only inwards: no response schema lists a token, its hash or a password.
    const answers = t.app.routeCatalog.map((r) => operationOf(r.method, r.url).responses);
    expect(JSON.stringify(answers)).not.toMatch(/"(token|tokenHash|password|passwordHash)":\s*\{/);
  });

  it('closes every object of every response schema, so unlisted fields are stripped at any depth', () => {
    for (const route of t.app.routeCatalog) {
      const responses = operationOf(route.method, route.url).responses;
      const json = responses[String(route.schemas.status ?? 200)]?.content?.['application/json']?.schema;
      for (const { at, node } of objectNodes(json)) {
        // Maps (audit details, the OpenAPI document's own paths) have no named properties.
        if (node.properties)
          expect(node.additionalProperties, `${route.method} ${route.url} ${at}`).toBe(false);
      }
    }
  });

  it('documents the file download as binary data (photos and evidence files), with 304 for a current ETag', () => {
    const responses = operationOf('GET', '/api/v1/files/:fileId').responses;
    expect(Object.keys(responses['200'].content).sort()).toEqual(
      [
        'application/pdf',
        'application/vnd.openxmlformats-officedocument.presentationml.presentation',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'image/jpeg',
        'image/png',
        'image/webp',
        'text/plain',
      ].sort(),
    );
    expect(responses['200'].content['image/png'].schema).toEqual({ type: 'string', format: 'binary' });
    expect(responses['304']).toBeDefined();
    expect(responses['404']).toBeDefined();
  });

  it('names the permission of each protected route and the roles that hold it', () => {
    const people = operationOf('GET', '/api/v1/profiles');
    expect(people['x-permission']).toBe('manage_people');
    expect(people.description).toContain('company_it_admin, account_holder, system_admin, system_owner');
    expect(people.responses['403']).toBeDefined();
    expect(operationOf('GET', '/api/v1/me')['x-permission']).toBeUndefined();
  });
});
