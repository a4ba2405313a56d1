import { SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { emailOutbox } from '../src/db/schema/mail.ts';
import { companyWithOwner, makeCompany, makeInvitation, makeUser, signedInUser } from './factories.ts';
import { BASE_URL, call, createTestApp, type TestApp } from './test-app.ts';

/**
 * buildApp offers no way to hand it a log destination (BuildOptions.logger is only on/off), so the
 * fastify factory is wrapped to add a capturing stream to whatever logger options buildApp passes.
 * Everything else (level, serializers) is exactly what production gets.
 */
const logLines = vi.hoisted(() => [] as string[]);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const fastify = actual.default as unknown as (options?: Record<string, unknown>) => unknown;
  const capture = { write: (line: string) => void logLines.push(line) };
  const withCapturedLog = (options: Record<string, unknown> = {}) =>
    fastify({
      ...options,
      logger:
        options.logger && typeof options.logger === 'object'
          ? { ...(options.logger as object), stream: capture }
          : options.logger,
    });
  return { ...actual, default: withCapturedLog };
});

const AUTH_SECRET = 'test-secret-that-is-long-enough-0123456789';

interface LogEntry {
  level: number;
  msg: string;
  err?: { type: string; message: string; stack: string; code?: string };
  req?: { url: string };
  email?: { to: string; subject: string };
}
const entries = () => logLines.map((line) => JSON.parse(line) as LogEntry);
const everything = () => logLines.join('\n');

let t: TestApp;
const apps: FastifyInstance[] = [];
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000' });
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await t.close();
});
beforeEach(() => {
  logLines.length = 0;
});

/** An API process over the test database that logs at `info`, as production does by default. */
async function loggingApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = loadConfig({
    BASE_URL,
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
    RATE_LIMIT_IP_MAX: '1000',
    ...env,
  });
  const app = await buildApp({ config, database: t.database, authSecret: AUTH_SECRET });
  await app.ready();
  apps.push(app);
  return app;
}

describe('error logs', () => {
  it("keep a failed query's parameters (here a password-reset token) out of the log line", async () => {
    const app = await loggingApp();
    const token = 'SECRET-reset-token-0f9e8d7c6b5a';
    // Break the table the reset route reads first, so its query fails with the token as parameter.
    await t.database.db.execute(sql`alter table verification rename column value to value_renamed`);
    let res: Awaited<ReturnType<typeof call>>;
    try {
      res = await call(app, 'POST', '/api/v1/auth/password-reset/confirm', {
        body: { token, newPassword: 'a-new-password-123' },
      });
    } finally {
      await t.database.db.execute(sql`alter table verification rename column value_renamed to value`);
    }
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('INTERNAL');

    const [line] = entries().filter((e) => e.msg === 'unexpected error');
    expect(line?.level).toBe(50);
    // The line still says what failed, so it is worth reading...
    expect(line?.err?.message).toContain('Failed query:');
    expect(line?.err?.message).toContain('from "verification"');
    expect(line?.err?.code).toBe('42703');
    // ...but every "params:" is cut down to a placeholder, in the message and in the stack.
    expect(line?.err?.message).toContain('params: [redacted]');
    for (const text of [line?.err?.message ?? '', line?.err?.stack ?? '']) {
      for (const match of text.matchAll(/params:[^\n]*/g)) expect(match[0]).toBe('params: [redacted]');
    }
    expect(everything()).not.toContain(token);
    expect(everything()).toContain('params: [redacted]');
  });
});

describe('e-mails without SMTP', () => {
  async function resetMailLog(baseUrl: string) {
    const app = await loggingApp({ BASE_URL: baseUrl });
    const company = await makeCompany(t.database);
    const person = await makeUser(t.database, { companyId: company.id });
    const res = await call(app, 'POST', '/api/v1/auth/password-reset/request', {
      body: { email: person.email },
    });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(
      async () => {
        await app.services.outbox.deliverPending();
        const [row] = await t.database.db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.toAddress, person.email));
        expect(row?.status).toBe('logged');
      },
      { timeout: 5_000, interval: 20 },
    );
    const [row] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, person.email));
    const link = row?.textBody.match(/\/reset-password\?token=(\S+)/)?.[1];
    expect(link).toBeTruthy();
    const line = entries().find((e) => e.email?.to === person.email);
    return { line, person, token: decodeURIComponent(link ?? '') };
  }

  it('are printed whole for local development over http', async () => {
    const { line, token } = await resetMailLog(BASE_URL);
    expect(line?.level).toBe(30);
    expect(line?.msg).toContain('Subject: Reset your CompetencyHub password');
    expect(line?.msg).toContain(token);
  });

  it('show only recipient and subject, with a warning, when the server is reached over https', async () => {
    const { line, person, token } = await resetMailLog('https://competencyhub.example');
    expect(line).toMatchObject({
      level: 40,
      msg: 'E-mail not delivered: set SMTP_URL (its body is kept out of the log)',
      email: { to: person.email, subject: 'Reset your CompetencyHub password' },
    });
    expect(everything()).not.toContain(token);
    expect(everything()).not.toContain('reset-password?token=');
  });
});

describe('request logs', () => {
  it('carry the path without its query string, so links with ?token= stay out', async () => {
    const app = await loggingApp();
    const secret = 'eyJhbGciOiJIUzI1NiJ9.c2VjcmV0.c2lnbmF0dXJl';
    await call(app, 'GET', `/verify-email?token=${secret}`);
    await call(app, 'GET', `/reset-password?token=${secret}`);
    const urls = entries()
      .filter((e) => e.msg === 'incoming request')
      .map((e) => e.req?.url);
    expect(urls).toEqual(['/verify-email', '/reset-password']);
    expect(everything()).not.toContain(secret);
  });

  it('keep the secret of an invitation link out', async () => {
    const app = await loggingApp();
    const company = await makeCompany(t.database);
    const owner = await makeUser(t.database, { companyId: company.id, role: 'account_holder' });
    const { token } = await makeInvitation(t.database, { companyId: company.id, invitedBy: owner.id });
    expect((await call(app, 'GET', `/api/v1/invitation-tokens/${token}`)).statusCode).toBe(200);
    await call(app, 'GET', `/invitation/accept/${token}`);
    expect(everything()).toContain('incoming request');
    expect(everything()).not.toContain(token);
  });
});

describe('files served normally', () => {
  it('log no error for a logo, a favicon or the company CSS that were sent as asked', async () => {
    const app = await loggingApp();
    const png = await sharp({ create: { width: 120, height: 40, channels: 4, background: '#0f766eff' } })
      .png()
      .toBuffer();
    const { cookie } = await companyWithOwner(t);
    const logo = await call(app, 'PUT', '/api/v1/company/logo', {
      cookie,
      body: png,
      headers: { 'content-type': 'image/png' },
    });
    expect(logo.statusCode, logo.body).toBe(200);
    const css = await call(app, 'PUT', '/api/v1/company/branding', {
      cookie,
      body: { customCss: '.brand-card { border-radius: 4px; }' },
    });
    expect(css.statusCode, css.body).toBe(200);
    const staff = await signedInUser(t, {
      companyId: SYSTEM_OWNER_COMPANY_ID,
      role: 'system_admin',
      email: `favicon-${Date.now()}@competencyhub.test`,
    });
    const favicon = await call(app, 'POST', '/api/v1/system-images?imageType=favicon&name=Icon', {
      cookie: staff.cookie,
      body: await sharp({ create: { width: 64, height: 64, channels: 4, background: '#4f46e5ff' } })
        .png()
        .toBuffer(),
      headers: { 'content-type': 'image/png' },
    });
    expect(favicon.statusCode, favicon.body).toBe(201);
    logLines.length = 0;

    const served = [
      { url: logo.json().logoUrl as string, cookie: undefined, type: 'image/png' },
      { url: favicon.json().fileUrl as string, cookie: undefined, type: 'image/png' },
      { url: '/api/v1/company/custom.css', cookie, type: 'text/css' },
    ];
    for (const { url, cookie: as, type } of served) {
      for (let time = 0; time < 3; time++) {
        const res = await call(app, 'GET', url, { cookie: as });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toContain(type);
        expect(res.rawPayload.length, url).toBeGreaterThan(0);
      }
    }
    const problems = entries().filter((entry) => entry.level >= 40);
    expect(problems.map((entry) => `${entry.level} ${entry.msg} ${entry.err?.message ?? ''}`)).toEqual([]);
  });
});
