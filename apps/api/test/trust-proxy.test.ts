import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { ConfigError, loadConfig } from '../src/config/env.ts';
import { auditLog } from '../src/db/schema/audit.ts';
import { BASE_URL, call, createTestApp, type TestApp } from './test-app.ts';

const AUTH_SECRET = 'test-secret-that-is-long-enough-0123456789';

let t: TestApp;
const apps: FastifyInstance[] = [];
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000' });
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await t.close();
});

/** Another API process over the same database, configured with env. */
async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  const config = loadConfig({
    BASE_URL,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    RATE_LIMIT_IP_MAX: '1000',
    ...env,
  });
  const app = await buildApp({ config, database: t.database, authSecret: AUTH_SECRET, logger: false });
  await app.ready();
  apps.push(app);
  return app;
}

let probes = 0;
/**
 * The client address the API believes in, as the audit log records it: a failed sign-in arriving
 * on a socket from `remote` with the given X-Forwarded-For.
 */
async function seenIp(app: FastifyInstance, remote: string, forwardedFor?: string): Promise<string | null> {
  const email = `probe-${probes++}@proxy.test`;
  const res = await call(app, 'POST', '/api/v1/auth/sign-in', {
    body: { email, password: 'wrong-password' },
    ip: remote,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });
  expect(res.statusCode).toBe(401);
  const rows = await t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'sign_in.failed'), eq(auditLog.actorEmail, email)));
  expect(rows).toHaveLength(1);
  return rows[0]?.ip ?? null;
}

describe('TRUST_PROXY configuration', () => {
  it("refuses 'true' and hop counts, which cannot tell a proxy from a client", () => {
    for (const value of ['true', 'TRUE', ' true ', '1', '2']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /^Invalid environment variable TRUST_PROXY: must list the proxies' addresses/,
      );
    }
  });

  it('reads false or a list of addresses and CIDRs', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).TRUST_PROXY).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7 ,fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
    ]);
  });
});

describe('X-Forwarded-For', () => {
  it('is ignored when TRUST_PROXY is unset: the socket address is the client', async () => {
    expect(await seenIp(t.app, '10.20.0.1', '203.0.113.9')).toBe('10.20.0.1');
    expect(await seenIp(t.app, '10.20.0.1', '203.0.113.9, 198.51.100.1')).toBe('10.20.0.1');
    expect(await seenIp(t.app, '10.20.0.1')).toBe('10.20.0.1');
  });

  it('is honoured only from a configured proxy address, for as many hops as are listed', async () => {
    const listed = await appWith({ TRUST_PROXY: '10.40.0.0/16' });
    expect(await seenIp(listed, '10.40.0.1', '198.51.100.8')).toBe('198.51.100.8');
    // What the client wrote before the proxy's own entry is not believed.
    expect(await seenIp(listed, '10.40.0.1', '6.6.6.6, 198.51.100.8')).toBe('198.51.100.8');
    // Two listed proxies in a row are both skipped.
    expect(await seenIp(listed, '10.40.0.1', '6.6.6.6, 198.51.100.8, 10.40.0.2')).toBe('198.51.100.8');
    // Straight from the internet, the header is the client's own invention.
    expect(await seenIp(listed, '192.0.2.50', '198.51.100.8')).toBe('192.0.2.50');
    expect(await seenIp(listed, '192.0.2.50', '10.40.0.9')).toBe('192.0.2.50');
  });

  it('gives each client behind a trusted proxy its own per-IP budget, which a forged header cannot renew', async () => {
    const behindProxy = await appWith({ TRUST_PROXY: '10.50.0.1', RATE_LIMIT_IP_MAX: '3' });
    const attempt = (client: string, forged?: string) =>
      call(behindProxy, 'POST', '/api/v1/auth/sign-in', {
        body: { email: `budget-${probes++}@proxy.test`, password: 'wrong-password' },
        ip: '10.50.0.1',
        headers: { 'x-forwarded-for': forged ? `${forged}, ${client}` : client },
      });
    for (const forged of [undefined, '1.1.1.1', '2.2.2.2']) {
      expect((await attempt('198.51.100.20', forged)).statusCode).toBe(401);
    }
    const limited = await attempt('198.51.100.20', '3.3.3.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    // Another client through the same proxy is not punished for the first one.
    expect((await attempt('198.51.100.21')).statusCode).toBe(401);
  });
});
