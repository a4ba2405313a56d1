import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/migrate.ts';
import type { RouteCatalogEntry } from '../src/http/route.ts';
import { latestSessionId, makeCompany, makeInvitation, makeStoredFile, makeUser } from './factories.ts';
import { call, createTestApp, signIn, type TestApp } from './test-app.ts';

/**
 * Walks every route the router registered. A route added without an entry here fails this test,
 * so no endpoint ships without being tried signed out, from another company and with too small a role.
 */

/** Bodies that would be accepted, so a refusal proves the guard, not the validator. */
const SAMPLE_BODIES: Record<string, unknown> = {
  // Keeps the caller's own password and sessions, so later calls still run as them.
  'POST /api/v1/auth/change-password': {
    currentPassword: 'correct-horse-battery',
    newPassword: 'correct-horse-battery',
    revokeOtherSessions: false,
  },
  'POST /api/v1/me/managed-company': { companyId: '{companyA}' },
  'PATCH /api/v1/profiles/:id/role': { role: 'team_manager' },
  'PATCH /api/v1/me/profile': { fullName: 'Walker Outsider' },
  'POST /api/v1/contact-messages': {
    name: 'Walker Visitor',
    email: 'walker-visitor@example.test',
    topic: 'sales',
    message: 'Walked by the route walker.',
  },
  'PATCH /api/v1/contact-messages/:id': { status: 'read' },
  'POST /api/v1/invitations': { email: 'walker-invitee@example.test', role: 'employee' },
  'PATCH /api/v1/profiles/:id/line-manager': { lineManagerId: null },
  'POST /api/v1/invitations/bulk': { rows: [{ email: 'walker-bulk@example.test', role: 'employee' }] },
  // A domain the caller's e-mail is not on: refused by the rule even when the guard lets it through.
  'POST /api/v1/company/domains': { domain: 'walker-domain.test' },
  'PATCH /api/v1/company': { description: 'Walked by the route walker' },
};

/** Public routes, each with the reason it needs no session. */
const PUBLIC_ROUTES: Record<string, string> = {
  'GET /api/docs': 'the API reference (OpenAPI), as public as the code it describes',
  'GET /api/v1/health': 'load balancers and start-up checks',
  'POST /api/v1/auth/sign-up': 'creating an account',
  'POST /api/v1/auth/sign-in': 'signing in',
  'POST /api/v1/auth/sign-out': 'ending a session; harmless without one',
  'POST /api/v1/auth/password-reset/request': 'forgotten password',
  'POST /api/v1/auth/password-reset/confirm': 'the e-mailed token is the credential',
  'POST /api/v1/auth/verify-email': 'the e-mailed, signed token is the credential',
  'GET /api/v1/invitation-tokens/:token': "the e-mailed link's secret token is the credential",
  'POST /api/v1/invitation-tokens/:token/accept': "the e-mailed link's secret token is the credential",
  'GET /api/v1/faq': 'the public FAQ page',
  'POST /api/v1/contact-messages': 'the public contact form; rate-limited per address',
};

let t: TestApp;
let catalog: RouteCatalogEntry[];
const ids: Record<string, string> = {};
const secretsOfA: string[] = [];
let cookies: { outsiderAdmin: string; employeeA: string };
let invitationOfA: { id: string; token: string; tokenHash: string };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000' });
  catalog = t.app.routeCatalog;
  const a = await makeCompany(t.database, { name: 'Alpha Walkers' });
  const b = await makeCompany(t.database, { name: 'Beta Walkers' });
  const ownerA = await makeUser(t.database, { companyId: a.id, role: 'account_holder' });
  const employeeA = await makeUser(t.database, { companyId: a.id, role: 'employee' });
  const pendingA = await makeUser(t.database, {
    companyId: a.id,
    status: 'pending_approval',
    fullName: 'Pending Alpha Person',
  });
  const ownerB = await makeUser(t.database, { companyId: b.id, role: 'account_holder' });
  const invitation = await makeInvitation(t.database, {
    companyId: a.id,
    invitedBy: ownerA.id,
    email: 'alpha-invitee@example.test',
    role: 'employee',
  });
  // :token is company A's real invitation secret, so the public token routes are walked for real.
  Object.assign(ids, {
    companyA: a.id,
    id: pendingA.id,
    invitationId: invitation.id,
    token: invitation.token,
    domain: String(a.domain),
  });
  invitationOfA = invitation;
  secretsOfA.push(
    a.id,
    a.name,
    ownerA.id,
    ownerA.email,
    employeeA.email,
    pendingA.id,
    pendingA.email,
    pendingA.fullName,
    'alpha-invitee@example.test',
    invitation.token,
    invitation.tokenHash,
    String(a.domain),
  );
  cookies = {
    outsiderAdmin: await signIn(t.app, ownerB.email, ownerB.password),
    employeeA: await signIn(t.app, employeeA.email, employeeA.password),
  };
  // Company A's real session and stored file, so /me/sessions/:sessionId and /files/:fileId are walked with them.
  ids.sessionId = await latestSessionId(t.database, employeeA.id);
  ids.fileId = (await makeStoredFile(t.database, { companyId: a.id, ownerId: employeeA.id })).id;
});
afterAll(() => t.close());

function fill(url: string): string {
  return url.replace(/:(\w+)/g, (_, name: string) => ids[name] ?? `missing-${name}`);
}

function bodyFor(route: RouteCatalogEntry): unknown {
  const sample = SAMPLE_BODIES[`${route.method} ${route.url}`];
  if (sample === undefined) return route.method === 'GET' ? undefined : {};
  return JSON.parse(JSON.stringify(sample).replaceAll('{companyA}', ids.companyA ?? ''));
}

/** A fingerprint of every table that holds company data or identities. */
async function fingerprint(): Promise<string> {
  const tables = ['companies', 'company_domains', 'profiles', 'invitations', '"user"', 'account'];
  const parts: string[] = [];
  for (const table of tables) {
    const rows = rowsOf(await t.database.db.execute(sql.raw(`select * from ${table} order by 1, 2`)));
    parts.push(JSON.stringify(rows));
  }
  return createHash('sha256').update(parts.join('|')).digest('hex');
}

const key = (r: RouteCatalogEntry) => `${r.method} ${r.url}`;

describe('every API route', () => {
  it('is catalogued, and every public route is deliberate', () => {
    expect(catalog.length).toBeGreaterThan(10);
    const publicOnes = catalog
      .filter((r) => r.access === 'public')
      .map(key)
      .sort();
    expect(publicOnes).toEqual(Object.keys(PUBLIC_ROUTES).sort());
  });

  it('answers 401 to a signed-out caller and changes nothing', async () => {
    for (const route of catalog.filter((r) => r.access !== 'public')) {
      const before = await fingerprint();
      const res = await call(t.app, route.method as 'GET', fill(route.url), { body: bodyFor(route) });
      expect(res.statusCode, key(route)).toBe(401);
      expect(res.json().detail, key(route)).toBe('Auth session missing!');
      expect(await fingerprint(), key(route)).toBe(before);
    }
  });

  it("gives another company's admin nothing of company A, and changes nothing", async () => {
    for (const route of catalog.filter((r) => r.access !== 'public')) {
      const before = await fingerprint();
      const res = await call(t.app, route.method as 'GET', fill(route.url), {
        cookie: cookies.outsiderAdmin,
        body: bodyFor(route),
      });
      const hasIds = /:\w+/.test(route.url);
      if (route.access === 'operate_platform') expect(res.statusCode, key(route)).toBe(403);
      else if (hasIds) expect(res.statusCode, key(route)).toBe(404);
      for (const secret of secretsOfA)
        expect(res.body, `${key(route)} leaks ${secret}`).not.toContain(secret);
      if (res.statusCode >= 400) expect(await fingerprint(), key(route)).toBe(before);
    }
  });

  it('refuses admin and system routes to an employee and changes nothing', async () => {
    for (const route of catalog.filter(
      (r) =>
        !['public', 'session', 'member', 'view_audit_log'].includes(r.access) ||
        r.access === 'view_audit_log',
    )) {
      const before = await fingerprint();
      const res = await call(t.app, route.method as 'GET', fill(route.url), {
        cookie: cookies.employeeA,
        body: bodyFor(route),
      });
      expect(res.statusCode, key(route)).toBe(403);
      expect(res.headers['content-type'], key(route)).toContain('application/problem+json');
      expect(await fingerprint(), key(route)).toBe(before);
    }
  });

  it('answers every public route signed out without a server error, and a refusal changes nothing', async () => {
    for (const route of catalog.filter((r) => r.access === 'public')) {
      const before = await fingerprint();
      const res = await call(t.app, route.method as 'GET', fill(route.url), { body: bodyFor(route) });
      expect(res.statusCode, key(route)).toBeLessThan(500);
      expect(res.body, key(route)).not.toContain(invitationOfA.tokenHash);
      if (res.statusCode >= 400) {
        expect(res.headers['content-type'], key(route)).toContain('application/problem+json');
        expect(await fingerprint(), key(route)).toBe(before);
      }
    }
  });

  it('shows an invitation of company A only to the holder of its token, never to its id', async () => {
    const shown = await call(t.app, 'GET', fill('/api/v1/invitation-tokens/:token'));
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ email: 'alpha-invitee@example.test', companyName: 'Alpha Walkers' });

    const byId = await call(t.app, 'GET', `/api/v1/invitation-tokens/${invitationOfA.id}`);
    expect(byId.statusCode).toBe(400);
    const unknown = await call(t.app, 'GET', `/api/v1/invitation-tokens/${'B'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    for (const res of [byId, unknown]) {
      for (const secret of secretsOfA) expect(res.body, `leaks ${secret}`).not.toContain(secret);
    }
  });
});
