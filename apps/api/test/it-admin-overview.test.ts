import { SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import { PERMISSION_REFUSALS } from '@competencyhub/domain/permissions';
import type { Role } from '@competencyhub/domain/roles';
import {
  type ItOverview,
  OVERVIEW_RULES,
  type SecurityAlertsPage,
} from '@competencyhub/domain/schemas/it-admin-overview';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema/mail.ts';
import { securityEvents } from '../src/db/schema/security-events.ts';
import { makeCompany, makeRoleRequest, makeUser, signedInUser } from './factories.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

/**
 * IT Administration's Overview (issue 24; decisions 0070 and 0072): who may read it, and figures that
 * follow what happens — failed sign-ins, a locked account, a refused address, a forged webhook — each
 * in the company it belongs to and nowhere else.
 */

const ACCOUNT_MAX = 6;
let t: TestApp;
let companyA: string;
let companyB: string;
let itA: Awaited<ReturnType<typeof signedInUser>>;
let ownerA: Awaited<ReturnType<typeof signedInUser>>;
let itB: Awaited<ReturnType<typeof signedInUser>>;
let staff: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_IP_MAX: '10000',
    RATE_LIMIT_ACCOUNT_MAX: String(ACCOUNT_MAX),
    STRIPE_SECRET_KEY: 'sk_test_overview',
    STRIPE_WEBHOOK_SECRET: 'whsec_overview',
    STRIPE_API_URL: 'http://127.0.0.1:9',
  });
  await t.app.services.outbox.stop();
  companyA = (await makeCompany(t.database)).id;
  companyB = (await makeCompany(t.database)).id;
  itA = await signedInUser(t, { companyId: companyA, role: 'company_it_admin' });
  ownerA = await signedInUser(t, { companyId: companyA, role: 'account_holder' });
  itB = await signedInUser(t, { companyId: companyB, role: 'company_it_admin' });
  staff = await signedInUser(t, { companyId: SYSTEM_OWNER_COMPANY_ID, role: 'system_admin' });
});
afterAll(() => t.close());

const overview = async (cookie: string) => {
  const res = await call(t.app, 'GET', '/api/v1/it-admin/overview', { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ItOverview>();
};
const alerts = async (cookie: string, query = '') => {
  const res = await call(t.app, 'GET', `/api/v1/it-admin/security-alerts${query}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SecurityAlertsPage>();
};
const failSignIn = (email: string) =>
  call(t.app, 'POST', '/api/v1/auth/sign-in', { body: { email, password: 'not-the-password' } });

describe('who may read the overview', () => {
  it.each<Role>(['employee', 'team_manager', 'learning_lead'])('refuses a %s', async (role) => {
    const person = await signedInUser(t, { companyId: companyA, role });
    for (const url of ['/api/v1/it-admin/overview', '/api/v1/it-admin/security-alerts']) {
      const res = await call(t.app, 'GET', url, { cookie: person.cookie });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().detail).toBe(PERMISSION_REFUSALS.administer_it);
    }
  });

  it('answers a company IT administrator, an account holder and platform staff', async () => {
    for (const viewer of [itA, ownerA, staff]) {
      const seen = await overview(viewer.cookie);
      expect(seen.platformView).toBe(viewer === staff);
      expect(seen.systemStatus.checks.map((check) => check.name)).toEqual([
        'database',
        'job_runner',
        'outbox',
        'mail_transport',
      ]);
    }
  });

  it('refuses an unknown kind and a limit out of range, with a clear message', async () => {
    for (const query of ['?kind=everything', '?limit=0', '?limit=51']) {
      const res = await call(t.app, 'GET', `/api/v1/it-admin/security-alerts${query}`, {
        cookie: itA.cookie,
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('security alerts', () => {
  it('five failed sign-ins of an account are one burst, in its company only', async () => {
    const target = await makeUser(t.database, { companyId: companyA, role: 'employee' });
    const beforeA = await overview(itA.cookie);
    const beforeB = await overview(itB.cookie);
    for (let i = 1; i < OVERVIEW_RULES.burstFailures; i++)
      expect((await failSignIn(target.email)).statusCode).toBe(401);
    expect((await overview(itA.cookie)).securityAlerts.byKind.sign_in_burst).toBe(
      beforeA.securityAlerts.byKind.sign_in_burst,
    );
    expect((await failSignIn(target.email)).statusCode).toBe(401);

    const afterA = await overview(itA.cookie);
    expect(afterA.securityAlerts.byKind.sign_in_burst - beforeA.securityAlerts.byKind.sign_in_burst).toBe(1);
    expect(afterA.securityAlerts.total - beforeA.securityAlerts.total).toBe(1);
    const listed = await alerts(ownerA.cookie, '?kind=sign_in_burst');
    expect(listed.items[0]).toMatchObject({
      kind: 'sign_in_burst',
      email: target.email,
      ip: '127.0.0.1',
      ofCompany: true,
      details: { failures: OVERVIEW_RULES.burstFailures, windowMinutes: OVERVIEW_RULES.burstWindowMinutes },
    });
    // A sixth failure in the same window is the same burst.
    await failSignIn(target.email);
    expect((await overview(itA.cookie)).securityAlerts.byKind.sign_in_burst).toBe(
      afterA.securityAlerts.byKind.sign_in_burst,
    );
    // Company B hears nothing of it.
    expect((await overview(itB.cookie)).securityAlerts).toMatchObject({
      total: beforeB.securityAlerts.total,
    });
    expect(JSON.stringify(await alerts(itB.cookie))).not.toContain(target.email);
  });

  it('records a locked account once, until when it is locked', async () => {
    const target = await makeUser(t.database, { companyId: companyA, role: 'employee' });
    for (let i = 0; i < ACCOUNT_MAX; i++) await failSignIn(target.email);
    const refused = await failSignIn(target.email);
    expect(refused.statusCode).toBe(429);
    // The right password is refused too while the account is locked.
    const right = await call(t.app, 'POST', '/api/v1/auth/sign-in', {
      body: { email: target.email, password: target.password },
    });
    expect(right.statusCode).toBe(429);
    const locked = (await alerts(itA.cookie, '?kind=account_locked')).items.filter(
      (item) => item.email === target.email,
    );
    expect(locked).toHaveLength(1);
    const until = Date.parse(locked[0]?.details.lockedUntil ?? '');
    expect(until).toBeGreaterThan(Date.now());
    expect(until).toBeLessThanOrEqual(Date.now() + t.config.RATE_LIMIT_ACCOUNT_WINDOW_SECONDS * 1000 + 1000);
  });

  it('failures of an address nobody holds are for platform staff only', async () => {
    const email = `nobody-${Date.now()}@nowhere.test`;
    for (let i = 0; i < OVERVIEW_RULES.burstFailures; i++) await failSignIn(email);
    const platform = await alerts(staff.cookie, '?kind=sign_in_burst');
    expect(platform.items.find((item) => item.email === email)).toMatchObject({ ofCompany: false });
    for (const viewer of [itA, itB]) expect(JSON.stringify(await alerts(viewer.cookie))).not.toContain(email);
  });

  it('a page address the guard refuses is an SSRF alert of the company that asked', async () => {
    const before = await overview(itA.cookie);
    const res = await call(t.app, 'POST', '/api/v1/knowledge-base/sources', {
      cookie: ownerA.cookie,
      body: { url: 'http://169.254.169.254/latest/meta-data/', title: 'Probe' },
    });
    expect(res.statusCode).toBe(422);
    const after = await overview(itA.cookie);
    expect(after.securityAlerts.byKind.ssrf_refused - before.securityAlerts.byKind.ssrf_refused).toBe(1);
    expect((await alerts(itA.cookie, '?kind=ssrf_refused')).items[0]).toMatchObject({
      email: ownerA.email,
      details: { source: 'knowledge_base', host: '169.254.169.254' },
    });
    expect((await alerts(itB.cookie, '?kind=ssrf_refused')).items).toEqual([]);
  });

  it('a webhook whose signature does not hold is an alert for platform staff', async () => {
    const before = await overview(staff.cookie);
    const beforeA = await overview(itA.cookie);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/billing/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
      payload: '{"id":"evt_forged"}',
    });
    expect(res.statusCode).toBe(400);
    const after = await overview(staff.cookie);
    expect(
      after.securityAlerts.byKind.webhook_signature_failed -
        before.securityAlerts.byKind.webhook_signature_failed,
    ).toBe(1);
    expect((await alerts(staff.cookie, '?kind=webhook_signature_failed')).items[0]).toMatchObject({
      ofCompany: false,
      details: { provider: 'stripe' },
    });
    expect((await overview(itA.cookie)).securityAlerts.byKind.webhook_signature_failed).toBe(
      beforeA.securityAlerts.byKind.webhook_signature_failed,
    );
  });

  it('pages the list newest first, counts the window and leaves out older alerts', async () => {
    const company = (await makeCompany(t.database)).id;
    const it_ = await signedInUser(t, { companyId: company, role: 'company_it_admin' });
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    await t.database.db.insert(securityEvents).values([
      { companyId: company, kind: 'account_locked', email: 'a@x.test', createdAt: minutesAgo(3) },
      { companyId: company, kind: 'account_locked', email: 'b@x.test', createdAt: minutesAgo(2) },
      { companyId: company, kind: 'sign_in_burst', email: 'c@x.test', createdAt: minutesAgo(1) },
      // Eight days ago: outside the window.
      { companyId: company, kind: 'sign_in_burst', email: 'old@x.test', createdAt: minutesAgo(8 * 1440) },
    ]);
    const first = await alerts(it_.cookie, '?limit=2');
    expect(first.total).toBe(3);
    expect(first.items.map((item) => item.email)).toEqual(['c@x.test', 'b@x.test']);
    const second = await alerts(it_.cookie, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((item) => item.email)).toEqual(['a@x.test']);
    expect(second.nextCursor).toBeNull();
    const locked = await alerts(it_.cookie, '?kind=account_locked');
    expect(locked.total).toBe(2);
    expect((await overview(it_.cookie)).securityAlerts.byKind).toEqual({
      sign_in_burst: 1,
      account_locked: 2,
      ssrf_refused: 0,
      webhook_signature_failed: 0,
    });
  });
});

describe('active users and system status', () => {
  it('counts who signed in within 30 days and who is active now, in the company only', async () => {
    const company = (await makeCompany(t.database)).id;
    const it_ = await signedInUser(t, { companyId: company, role: 'company_it_admin' });
    // Signed in: a month-long count and a session now; a colleague who never signed in counts for neither.
    await makeUser(t.database, { companyId: company });
    expect((await overview(it_.cookie)).activeUsers).toEqual({ recent: 1, now: 1 });
    await signedInUser(t, { companyId: company });
    expect((await overview(it_.cookie)).activeUsers).toEqual({ recent: 2, now: 2 });
  });

  it('counts the role requests waiting for a decision, in the company only, since the oldest', async () => {
    const before = (await overview(itA.cookie)).pendingRequests;
    const person = await makeUser(t.database, { companyId: companyA });
    await makeRoleRequest(t.database, { companyId: companyA, personId: person.id, requestedBy: itA.id });
    const after = (await overview(itA.cookie)).pendingRequests;
    expect(after.pending).toBe(before.pending + 1);
    expect(after.oldestAt).not.toBeNull();
    expect((await overview(ownerA.cookie)).pendingRequests.pending).toBe(after.pending);
    expect((await overview(itB.cookie)).pendingRequests).toEqual({ pending: 0, oldestAt: null });
  });

  it('shows whether each check passes; the measures only to platform staff', async () => {
    await t.app.services.jobs.tick();
    await t.app.services.outbox.enqueue({ to: 'someone@example.test', subject: 'Hello', text: 'Hello' });
    await t.app.services.outbox.deliverPending();
    const platform = await overview(staff.cookie);
    expect(platform.systemStatus.ok).toBe(true);
    const database = platform.systemStatus.checks.find((check) => check.name === 'database');
    expect(database?.durationMs).toEqual(expect.any(Number));
    for (const check of platform.systemStatus.checks) {
      expect(check.ok, check.name).toBe(true);
      expect(check.lastSuccessAt, check.name).not.toBeNull();
    }
    const company = await overview(itA.cookie);
    expect(company.systemStatus.ok).toBe(true);
    for (const check of company.systemStatus.checks) {
      expect(check).toMatchObject({ ok: true, durationMs: null, lastFailureAt: null, waitingSince: null });
    }
  });

  it('fails the outbox check when an e-mail waits too long', async () => {
    const [old] = await t.database.db
      .insert(emailOutbox)
      .values({
        toAddress: 'late@example.test',
        subject: 'Late',
        textBody: 'Late',
        createdAt: new Date(Date.now() - (OVERVIEW_RULES.outboxMaxWaitMinutes + 1) * 60_000),
      })
      .returning();
    const seen = await overview(itA.cookie);
    expect(seen.systemStatus.ok).toBe(false);
    expect(seen.systemStatus.checks.find((check) => check.name === 'outbox')?.ok).toBe(false);
    await t.database.db.delete(emailOutbox).where(eq(emailOutbox.id, old?.id ?? ''));
  });
});
