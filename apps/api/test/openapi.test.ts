import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('publishes an OpenAPI document of every route, generated from the zod schemas', async () => {
  const res = await call(t.app, 'GET', '/api/docs');
  expect(res.statusCode).toBe(200);
  const doc = res.json();
  expect(doc.openapi).toBe('3.1.0');
  for (const route of t.app.routeCatalog) {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    expect(doc.paths[path]?.[route.method.toLowerCase()], `${route.method} ${route.url}`).toBeDefined();
  }
  const signUp = doc.paths['/api/v1/auth/sign-up'].post.requestBody.content['application/json'].schema;
  expect(signUp.required).toEqual(expect.arrayContaining(['fullName', 'companyName', 'email', 'password']));
  expect(signUp.properties.password.minLength).toBe(8);
});
