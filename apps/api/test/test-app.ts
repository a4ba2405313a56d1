import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.ts';
import { type AppConfig, loadConfig } from '../src/config/env.ts';
import type { Database } from '../src/db/client.ts';
import { emailOutbox } from '../src/db/schema/mail.ts';
import { ensureSystemOwnerDomain } from '../src/seed/system-owner.ts';
import { createTestDatabase } from './test-db.ts';

export const BASE_URL = 'http://localhost:3999';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** The server's error-level log lines (an unexpected error's message and stack), newest last. */
  serverErrors: string[];
  close(): Promise<void>;
}

/** The real HTTP stack (Fastify inject: routing, hooks, validation, errors) over a fresh database. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  // The job runner does not poll in tests: each test runs due jobs itself (services.jobs.runDue).
  const config = loadConfig({ BASE_URL, LOG_LEVEL: 'silent', SEED_DEMO: 'false', JOBS_POLL_MS: '0', ...env });
  await ensureSystemOwnerDomain(database, config.SYSTEM_OWNER_DOMAIN);
  const serverErrors: string[] = [];
  const app = await buildApp({
    config,
    database,
    authSecret: 'test-secret-that-is-long-enough-0123456789',
    logger: false,
    errorLog: {
      write: (line) => {
        serverErrors.push(line);
        if (serverErrors.length > 20) serverErrors.shift();
      },
    },
  });
  await app.ready();
  return {
    app,
    database,
    config,
    serverErrors,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export interface CallOptions {
  cookie?: string | undefined;
  body?: unknown;
  headers?: Record<string, string>;
  ip?: string;
}

export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  return app.inject({
    method,
    url,
    headers,
    remoteAddress: options.ip ?? '127.0.0.1',
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
}

/** The session cookie a response set, ready to send back. */
export function sessionCookie(response: LightMyRequestResponse): string | undefined {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const session = list.find((c) => c.startsWith('better-auth.session_token='));
  return session?.split(';')[0];
}

export async function signIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await call(app, 'POST', '/api/v1/auth/sign-in', { body: { email, password } });
  const cookie = sessionCookie(response);
  if (response.statusCode !== 200 || !cookie) {
    throw new Error(`sign-in failed for ${email}: ${response.statusCode} ${response.body}`);
  }
  return cookie;
}

/** The e-mails queued for one address, oldest first. */
export function outboxTo(database: Database, to: string) {
  return database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to))
    .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The secret of the newest link of this kind e-mailed to an address, exactly as the e-mail shows it:
 * linkPrefix is what comes after BASE_URL ('/verify-email?token=', '/invitation/accept/').
 */
export async function tokenFromOutbox(database: Database, to: string, linkPrefix: string): Promise<string> {
  const pattern = new RegExp(`${escapeRegExp(`${BASE_URL}${linkPrefix}`)}([^\\s]+)`);
  const mails = await outboxTo(database, to);
  for (const mail of mails.reverse()) {
    const found = mail.textBody.match(pattern);
    if (found?.[1]) return decodeURIComponent(found[1]);
  }
  throw new Error(`no ${linkPrefix} link among ${mails.length} e-mail(s) to ${to}`);
}
