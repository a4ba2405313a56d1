import Fastify from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';

const APP_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'"] } },
};
const ROUTE_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"] } },
  xFrameOptions: false,
};

/** What helmet's own middleware writes for these options, on a plain Node response. */
function helmetItself(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, res as never, () => {});
  return headers;
}

async function app() {
  const server = Fastify();
  securityHeaders(server, APP_OPTIONS);
  server.get('/page', async () => 'page');
  server.get('/api/thing', { config: { helmet: ROUTE_OPTIONS } }, async () => ({ ok: true }));
  server.get('/bare', { config: { helmet: false } }, async () => 'bare');
  server.get('/own-policy', { config: { helmet: ROUTE_OPTIONS } }, async (_req, reply) =>
    reply.header('content-security-policy', "sandbox; default-src 'none'").send('file'),
  );
  await server.ready();
  return server;
}

const picked = (headers: Record<string, unknown>, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, headers[name]]));

describe('security headers worked out once', () => {
  it("sends what helmet itself writes for the app's options, and for a route's laid over them", async () => {
    const server = await app();
    for (const [url, options] of [
      ['/page', APP_OPTIONS],
      ['/api/thing', { ...(APP_OPTIONS as object), ...(ROUTE_OPTIONS as object) }],
    ] as const) {
      const expected = helmetItself(options as HelmetOptions);
      // The same on every request, not only the first (the headers are computed once and replayed).
      for (let i = 0; i < 2; i++) {
        const res = await server.inject({ url });
        expect(picked(res.headers, Object.keys(expected))).toEqual(expected);
      }
    }
    const api = await server.inject({ url: '/api/thing' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none'");
    expect(api.headers['x-frame-options']).toBeUndefined();
    expect((await server.inject({ url: '/page' })).headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends none where a route turns them off, and lets a route set its own policy', async () => {
    const server = await app();
    const bare = await server.inject({ url: '/bare' });
    expect(bare.headers['content-security-policy']).toBeUndefined();
    expect(bare.headers['x-content-type-options']).toBeUndefined();
    const own = await server.inject({ url: '/own-policy' });
    expect(own.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(own.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends them on answers to unknown paths too', async () => {
    const server = await app();
    const res = await server.inject({ url: '/nowhere' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-security-policy']).toBe(helmetItself(APP_OPTIONS)['content-security-policy']);
  });
});
