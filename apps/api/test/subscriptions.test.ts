import { randomUUID } from 'node:crypto';
import type { Plan } from '@competencyhub/domain/plans';
import { PAYMENT_MESSAGES } from '@competencyhub/domain/schemas/payments';
import { SUBSCRIPTION_MESSAGES } from '@competencyhub/domain/schemas/subscription';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/client.ts';
import { auditLog } from '../src/db/schema/audit.ts';
import { user } from '../src/db/schema/auth.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import { invoices, subscriptions } from '../src/db/schema/subscriptions.ts';
import { ROUTE_FEATURES } from '../src/modules/subscriptions/features.ts';
import { spendAiCredit } from '../src/modules/subscriptions/spend-ai-credit.ts';
import { makeCompany, makeInvitation, makeUser, signedInUser } from './factories.ts';
import { onPostgres, overlapAtUpdateOf, PGLITE_CANNOT_RACE } from './forced-overlap.ts';
import { call, createTestApp, signIn, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '10000', RATE_LIMIT_ACCOUNT_MAX: '10000' });
});
afterAll(() => t.close());

const DAY = 86_400_000;

/** A company on `plan` with its account holder signed in and `others` more active people. */
async function companyOn(plan: Plan, others = 0) {
  const company = await makeCompany(t.database, { plan });
  const owner = await signedInUser(t, { companyId: company.id, role: 'account_holder' });
  for (let i = 0; i < others; i++) await makeUser(t.database, { companyId: company.id, status: 'active' });
  return { company, owner, cookie: owner.cookie };
}

const get = (cookie: string) => call(t.app, 'GET', '/api/v1/subscription', { cookie });
const choose = (cookie: string, plan: string) =>
  call(t.app, 'POST', '/api/v1/subscription/plan', { cookie, body: { plan } });
const buy = (cookie: string, addOnId: string, quantity: number) =>
  call(t.app, 'POST', '/api/v1/subscription/add-ons', { cookie, body: { addOnId, quantity } });
const invoicesOf = async (cookie: string) =>
  (await call(t.app, 'GET', '/api/v1/subscription/invoices', { cookie })).json().items;

/** Puts the company `daysIn` days into a 30-day period that ends 30 - daysIn days from now. */
async function placeInPeriod(companyId: string, daysIn: number) {
  const end = new Date(Date.now() + (30 - daysIn) * DAY);
  await t.database.db
    .update(subscriptions)
    .set({ currentPeriodStart: new Date(end.getTime() - 30 * DAY), currentPeriodEnd: end })
    .where(eq(subscriptions.companyId, companyId));
}

describe('a subscription', () => {
  it('starts as a 14-day free trial when a company signs up, with the trial limits measured live', async () => {
    const email = `founder-${randomUUID().slice(0, 8)}@trial-${randomUUID().slice(0, 8)}.test`;
    const password = 'Spruce-lantern-cobalt-9';
    const signedUp = await call(t.app, 'POST', '/api/v1/auth/sign-up', {
      body: { fullName: 'Tara Trial', companyName: 'Trial Works', email, password },
    });
    expect(signedUp.statusCode).toBe(200);
    const cookie = await signIn(t.app, email, password);
    const res = await get(cookie);
    expect(res.statusCode).toBe(200);
    const sub = res.json();
    expect(sub).toMatchObject({
      plan: 'free_trial',
      status: 'trialing',
      access: 'full',
      unlimited: false,
      planPrice: 0,
      hasInternalAI: false,
      internalAIStatus: 'not_configured',
      paymentMethod: 'bank_transfer',
      addOns: [],
      usage: {
        currentUsers: 1,
        maxUsers: 10,
        aiCreditsUsed: 0,
        aiCreditsTotal: 50,
        isExemptFromAIBilling: false,
      },
    });
    expect(Date.parse(sub.currentPeriodEnd) - Date.parse(sub.currentPeriodStart)).toBe(14 * DAY);
  });

  it('is for the account holder and platform staff only', async () => {
    const { company } = await companyOn('professional');
    const employee = await signedInUser(t, { companyId: company.id, role: 'employee' });
    expect((await get(employee.cookie)).statusCode).toBe(403);
    expect((await choose(employee.cookie, 'starter')).statusCode).toBe(403);
  });
});

describe('plan changes (spec section 4)', () => {
  it('upgrades a trial to a paid plan: a new monthly period and a full month invoiced', async () => {
    const { company, cookie } = await companyOn('free_trial');
    const res = await choose(cookie, 'professional');
    expect(res.statusCode).toBe(200);
    const sub = res.json();
    expect(sub).toMatchObject({
      plan: 'professional',
      status: 'active',
      planPrice: 9900,
      monthlyTotal: 9900,
      hasInternalAI: false,
      usage: { maxUsers: 50, aiCreditsTotal: 500 },
    });
    const [invoice] = await invoicesOf(cookie);
    expect(invoice).toMatchObject({
      number: `CH-${new Date().getUTCFullYear()}-00001`,
      kind: 'invoice',
      status: 'open',
      paymentMethod: 'bank_transfer',
      total: 9900,
    });
    expect(invoice.lines).toEqual([
      expect.objectContaining({ position: 1, quantity: 1, unitAmount: 9900, amount: 9900 }),
    ]);
    expect(invoice.lines[0].description).toMatch(
      /^Professional plan, \d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}$/,
    );
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.id), eq(auditLog.action, 'subscription.plan_changed')));
    expect(audit?.details).toMatchObject({ from: { plan: 'free_trial' }, to: { plan: 'professional' } });
  });

  it('prorates a change within a paid period to the day, in whole cents: a credit note down, an invoice up', async () => {
    const { company, cookie } = await companyOn('professional');
    await placeInPeriod(company.id, 20);
    const down = await choose(cookie, 'starter');
    expect(down.statusCode).toBe(200);
    let [document] = await invoicesOf(cookie);
    // 10 of 30 days: 99.00 -> 33.00 back, 29.00 -> 9.67 due: 23.33 owed to the company.
    expect(document).toMatchObject({ kind: 'credit_note', total: 2333 });
    expect(document.lines.map((line: { amount: number }) => line.amount)).toEqual([-3300, 967]);
    expect(document.lines[0].description).toBe('Unused time on the Professional plan (10 of 30 days)');

    const up = await choose(cookie, 'enterprise_core');
    expect(up.statusCode).toBe(200);
    [document] = await invoicesOf(cookie);
    // 799.00 for 10 of 30 days is 266.33; less 9.67 for the starter days: 256.66 due.
    expect(document).toMatchObject({ kind: 'invoice', total: 25666, status: 'open' });
    expect(document.lines.map((line: { amount: number }) => line.amount)).toEqual([-967, 26633]);
    // The period itself does not move.
    const sub = up.json();
    expect(Date.parse(sub.currentPeriodEnd) - Date.parse(sub.currentPeriodStart)).toBe(30 * DAY);
  });

  it('gives an enterprise plan internal AI, not configured; any other plan takes it and the exemption away', async () => {
    const { company, cookie } = await companyOn('professional');
    const up = (await choose(cookie, 'enterprise_essentials')).json();
    expect(up).toMatchObject({ hasInternalAI: true, internalAIStatus: 'not_configured' });
    await t.database.db
      .update(subscriptions)
      .set({ internalAiStatus: 'active', exemptFromAiBilling: true })
      .where(eq(subscriptions.companyId, company.id));
    const sideways = (await choose(cookie, 'enterprise_core')).json();
    expect(sideways).toMatchObject({ hasInternalAI: true, internalAIStatus: 'active' });
    expect(sideways.usage.isExemptFromAIBilling).toBe(true);
    const down = (await choose(cookie, 'professional')).json();
    expect(down).toMatchObject({ hasInternalAI: false, internalAIStatus: 'not_configured' });
    expect(down.usage.isExemptFromAIBilling).toBe(false);
  });

  it('refuses a plan with fewer seats than the people active, saying how many must go, and changes nothing', async () => {
    const { company, cookie } = await companyOn('professional', 16);
    const before = await invoicesOf(cookie);
    const res = await choose(cookie, 'starter');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'PLAN_TOO_SMALL',
      detail: SUBSCRIPTION_MESSAGES.planTooSmall,
      params: { limit: 15, active: 17, over: 2 },
    });
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.companyId, company.id));
    expect(row?.plan).toBe('professional');
    expect(await invoicesOf(cookie)).toEqual(before);
  });

  it('refuses the plan the company is on, and plans that do not exist', async () => {
    const { cookie } = await companyOn('professional');
    expect((await choose(cookie, 'professional')).json().detail).toBe(SUBSCRIPTION_MESSAGES.samePlan);
    const trial = await choose(cookie, 'free_trial');
    expect(trial.statusCode).toBe(400);
    expect(trial.json().errors).toEqual({ plan: [SUBSCRIPTION_MESSAGES.plan] });
    expect((await call(t.app, 'POST', '/api/v1/subscription/plan', { cookie, body: {} })).statusCode).toBe(
      400,
    );
  });

  it('cancels: full access to the end of the paid period, then read-only; a trial has nothing to cancel', async () => {
    const { company, cookie } = await companyOn('professional');
    const canceled = await call(t.app, 'POST', '/api/v1/subscription/cancel', { cookie });
    expect(canceled.json()).toMatchObject({ status: 'canceled', access: 'full' });
    expect((await call(t.app, 'POST', '/api/v1/subscription/cancel', { cookie })).statusCode).toBe(409);
    await t.database.db
      .update(subscriptions)
      .set({
        currentPeriodStart: new Date(Date.now() - 31 * DAY),
        currentPeriodEnd: new Date(Date.now() - DAY),
      })
      .where(eq(subscriptions.companyId, company.id));
    expect((await get(cookie)).json()).toMatchObject({ status: 'canceled', access: 'read_only' });
    expect(await invoicesOf(cookie)).toEqual([]);
    // Choosing a plan again starts a new period.
    expect((await choose(cookie, 'starter')).json()).toMatchObject({ status: 'active', access: 'full' });

    const trial = await companyOn('free_trial');
    const refused = await call(t.app, 'POST', '/api/v1/subscription/cancel', { cookie: trial.cookie });
    expect(refused.json().detail).toBe(SUBSCRIPTION_MESSAGES.nothingToCancel);
  });

  it('makes a company read-only once its trial has run out: reads work, changes are refused until a plan is chosen', async () => {
    const { company, cookie } = await companyOn('free_trial');
    await t.database.db
      .update(subscriptions)
      .set({
        currentPeriodStart: new Date(Date.now() - 15 * DAY),
        currentPeriodEnd: new Date(Date.now() - DAY),
      })
      .where(eq(subscriptions.companyId, company.id));
    const me = (await call(t.app, 'GET', '/api/v1/me', { cookie })).json();
    expect(me.company.subscription).toMatchObject({
      plan: 'free_trial',
      status: 'trialing',
      access: 'read_only',
    });
    expect((await call(t.app, 'GET', '/api/v1/competency-frameworks', { cookie })).statusCode).toBe(200);
    const before = await t.database.db.select().from(auditLog).where(eq(auditLog.companyId, company.id));
    const refused = await call(t.app, 'POST', '/api/v1/competency-frameworks', {
      cookie,
      body: { name: 'Blocked' },
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      code: 'SUBSCRIPTION_ENDED',
      detail: SUBSCRIPTION_MESSAGES.readOnly,
    });
    // Each person's own account and the subscription itself stay open, and so does the platform's staff
    // working on the platform while they manage this company.
    expect(
      (await call(t.app, 'PATCH', '/api/v1/me/profile', { cookie, body: { fullName: 'Still Me' } }))
        .statusCode,
    ).toBe(200);
    const staff = await signedInUser(t, {
      companyId: '00000000-0000-0000-0000-000000000001',
      role: 'system_admin',
      email: `ro-${randomUUID().slice(0, 8)}@competencyhub.test`,
    });
    await call(t.app, 'POST', '/api/v1/me/managed-company', {
      cookie: staff.cookie,
      body: { companyId: company.id },
    });
    const theme = await call(t.app, 'POST', '/api/v1/system-themes', {
      cookie: staff.cookie,
      body: { name: 'Read-only walk' },
    });
    expect(theme.statusCode).toBe(201);
    expect(
      (
        await call(t.app, 'POST', '/api/v1/competency-frameworks', {
          cookie: staff.cookie,
          body: { name: 'Staff blocked' },
        })
      ).statusCode,
    ).toBe(402);
    expect((await choose(cookie, 'starter')).statusCode).toBe(200);
    expect(
      (await call(t.app, 'POST', '/api/v1/competency-frameworks', { cookie, body: { name: 'Open again' } }))
        .statusCode,
    ).toBe(201);
    expect(
      (await t.database.db.select().from(auditLog).where(eq(auditLog.companyId, company.id))).length,
    ).toBeGreaterThan(before.length);
  });

  it('has nothing to cancel during a trial', async () => {
    const trial = await companyOn('free_trial');
    const refused = await call(t.app, 'POST', '/api/v1/subscription/cancel', { cookie: trial.cookie });
    expect(refused.json().detail).toBe(SUBSCRIPTION_MESSAGES.nothingToCancel);
  });

  it('renews a paid plan month by month when its period has passed, an invoice for each', async () => {
    const { company, cookie } = await companyOn('professional');
    await buy(cookie, 'user_block_50', 1);
    await t.database.db
      .update(subscriptions)
      .set({
        currentPeriodStart: new Date(Date.now() - 70 * DAY),
        currentPeriodEnd: new Date(Date.now() - 40 * DAY),
        planCreditsUsed: 120,
      })
      .where(eq(subscriptions.companyId, company.id));
    const sub = (await get(cookie)).json();
    expect(Date.parse(sub.currentPeriodEnd)).toBeGreaterThan(Date.now());
    expect(Date.parse(sub.currentPeriodStart)).toBeLessThanOrEqual(Date.now());
    expect(sub.usage.aiCreditsUsed).toBe(0);
    const renewals = (await invoicesOf(cookie)).filter((invoice: { lines: { description: string }[] }) =>
      invoice.lines[0]?.description.startsWith('Professional plan'),
    );
    expect(renewals).toHaveLength(2);
    expect(renewals[0].total).toBe(9900 + 1099);
  });
});

describe('add-ons', () => {
  it('buys AI credits once and user blocks prorated, removes a block with a credit note, and refuses the rest', async () => {
    const { company, cookie } = await companyOn('professional');
    await placeInPeriod(company.id, 15);
    const credits = await buy(cookie, 'ai_credits_50', 2);
    expect(credits.statusCode).toBe(201);
    expect(credits.json().usage.aiCreditsTotal).toBe(600);
    let [document] = await invoicesOf(cookie);
    expect(document).toMatchObject({ kind: 'invoice', total: 998 });

    const block = await buy(cookie, 'user_block_50', 1);
    expect(block.json().usage.maxUsers).toBe(100);
    expect(block.json().monthlyTotal).toBe(9900 + 1099);
    [document] = await invoicesOf(cookie);
    expect(document.total).toBe(550); // 10.99 for 15 of 30 days, 5.495 rounded up

    const sub = block.json();
    const creditRow = sub.addOns.find((addOn: { addOnId: string }) => addOn.addOnId === 'ai_credits_50');
    const blockRow = sub.addOns.find((addOn: { addOnId: string }) => addOn.addOnId === 'user_block_50');
    const notRecurring = await call(t.app, 'DELETE', `/api/v1/subscription/add-ons/${creditRow.id}`, {
      cookie,
    });
    expect(notRecurring.json().detail).toBe(SUBSCRIPTION_MESSAGES.notRecurring);
    const removed = await call(t.app, 'DELETE', `/api/v1/subscription/add-ons/${blockRow.id}`, { cookie });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().usage.maxUsers).toBe(50);
    [document] = await invoicesOf(cookie);
    expect(document).toMatchObject({ kind: 'credit_note', total: 550 });

    for (const body of [
      { addOnId: 'ai_credits_50', quantity: 0 },
      { addOnId: 'ai_credits_50', quantity: 21 },
      { addOnId: 'gold_stars', quantity: 1 },
    ]) {
      const bad = await call(t.app, 'POST', '/api/v1/subscription/add-ons', { cookie, body });
      expect(bad.statusCode).toBe(400);
    }
  });

  it('refuses to remove a user block whose seats are in use, and add-ons during the trial', async () => {
    const { cookie, company } = await companyOn('starter');
    const block = (await buy(cookie, 'user_block_50', 1)).json();
    for (let i = 0; i < 15; i++) await makeUser(t.database, { companyId: company.id, status: 'active' });
    const blockRow = block.addOns[0];
    const res = await call(t.app, 'DELETE', `/api/v1/subscription/add-ons/${blockRow.id}`, { cookie });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'SEATS_IN_USE', params: { limit: 15, active: 16, over: 1 } });

    const trial = await companyOn('free_trial');
    const refused = await buy(trial.cookie, 'user_block_50', 1);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toBe(SUBSCRIPTION_MESSAGES.planFirst);
  });
});

describe('seats are enforced by the server', () => {
  it('refuses an approval beyond the seat limit, naming it, and leaves the person waiting', async () => {
    const { company, cookie } = await companyOn('free_trial', 9);
    const waiting = await makeUser(t.database, { companyId: company.id, status: 'pending_approval' });
    const res = await call(t.app, 'POST', `/api/v1/profiles/${waiting.id}/approve`, { cookie });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'SEAT_LIMIT_REACHED',
      detail: SUBSCRIPTION_MESSAGES.seatLimitReached,
      params: { limit: 10, active: 10 },
    });
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, waiting.id));
    expect(row?.status).toBe('pending_approval');
  });

  it('refuses a reactivation beyond the limit', async () => {
    const { company, cookie } = await companyOn('free_trial', 9);
    const gone = await makeUser(t.database, { companyId: company.id, status: 'deactivated' });
    const res = await call(t.app, 'POST', `/api/v1/profiles/${gone.id}/reactivate`, { cookie });
    expect(res.json().code).toBe('SEAT_LIMIT_REACHED');
  });

  it('refuses an invitation accepted beyond the limit without making an account; a user block lets it through', async () => {
    const { company, owner, cookie } = await companyOn('starter', 14);
    const invitation = await makeInvitation(t.database, { companyId: company.id, invitedBy: owner.id });
    const body = { fullName: 'Sam Seatless', password: 'welcome-aboard-2026' };
    const refused = await call(t.app, 'POST', `/api/v1/invitation-tokens/${invitation.token}/accept`, {
      body,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'SEAT_LIMIT_REACHED', params: { limit: 15, active: 15 } });
    expect(await t.database.db.select().from(user).where(eq(user.email, invitation.email))).toEqual([]);

    expect((await buy(cookie, 'user_block_50', 1)).statusCode).toBe(201);
    const accepted = await call(t.app, 'POST', `/api/v1/invitation-tokens/${invitation.token}/accept`, {
      body,
    });
    expect(accepted.statusCode).toBe(200);
    expect((await get(cookie)).json().usage).toMatchObject({ currentUsers: 16, maxUsers: 65 });
  });

  it('counts nothing against the system owner company', async () => {
    const admin = await signedInUser(t, {
      companyId: '00000000-0000-0000-0000-000000000001',
      role: 'system_owner',
      email: `owner-${randomUUID().slice(0, 8)}@competencyhub.test`,
    });
    const sub = (await get(admin.cookie)).json();
    expect(sub).toMatchObject({ unlimited: true, usage: { maxUsers: null, aiCreditsTotal: null } });
    expect(await t.database.db.select().from(invoices).where(eq(invoices.companyId, sub.companyId))).toEqual(
      [],
    );
  });
});

describe('AI credits', () => {
  const spend = (companyId: string) =>
    withTenant(t.database, companyId, (tx) => spendAiCredit(tx, companyId));

  it("spends the plan's credits first, then purchased packs oldest first, and refuses when none is left", async () => {
    const { company, cookie } = await companyOn('starter');
    await t.database.db
      .update(subscriptions)
      .set({ planCreditsUsed: 99 })
      .where(eq(subscriptions.companyId, company.id));
    expect(await spend(company.id)).toBe('plan');
    await expect(spend(company.id)).rejects.toMatchObject({
      code: 'AI_CREDITS_EXHAUSTED',
      message: SUBSCRIPTION_MESSAGES.creditsUsedUp,
    });
    await buy(cookie, 'ai_credits_50', 1);
    expect(await spend(company.id)).toBe('add_on');
    const sub = (await get(cookie)).json();
    expect(sub.usage).toMatchObject({ aiCreditsUsed: 101, aiCreditsTotal: 150 });
    expect(sub.addOns[0].creditsRemaining).toBe(49);
  });

  it('spends none for a company exempt from AI billing, and refuses a read-only company', async () => {
    const { company } = await companyOn('enterprise_core');
    await t.database.db
      .update(subscriptions)
      .set({ exemptFromAiBilling: true, planCreditsUsed: 10_000 })
      .where(eq(subscriptions.companyId, company.id));
    expect(await spend(company.id)).toBe('exempt');
    const trial = await companyOn('free_trial');
    await t.database.db
      .update(subscriptions)
      .set({
        currentPeriodStart: new Date(Date.now() - 15 * DAY),
        currentPeriodEnd: new Date(Date.now() - DAY),
      })
      .where(eq(subscriptions.companyId, trial.company.id));
    await expect(spend(trial.company.id)).rejects.toMatchObject({ code: 'SUBSCRIPTION_ENDED' });
  });
});

/**
 * The seat and credit checks read, decide, then write, under the subscription row's lock. These races
 * are forced on PostgreSQL: every request has passed its own lock (or waits on it) before any of them
 * writes, so without the lock each would read the same free seat or credit.
 */
describe.skipIf(!onPostgres)(
  `two requests for the last seat or credit at once (${PGLITE_CANNOT_RACE})`,
  () => {
    it('never gives the last seat twice when two approvals overlap (PostgreSQL)', async () => {
      const { company, cookie } = await companyOn('free_trial', 8);
      const [first, second] = await Promise.all([
        makeUser(t.database, { companyId: company.id, status: 'pending_approval' }),
        makeUser(t.database, { companyId: company.id, status: 'pending_approval' }),
      ]);
      // Each approval is held at its UPDATE of profiles, after its seat check, until both are there.
      const results = await overlapAtUpdateOf(t.database, 'profiles', 2, () =>
        Promise.all(
          [first, second].map((person) =>
            call(t.app, 'POST', `/api/v1/profiles/${person.id}/approve`, { cookie }),
          ),
        ),
      );
      expect(results.map((res) => res.statusCode).sort()).toEqual([200, 422]);
      expect(results.find((res) => res.statusCode === 422)?.json().code).toBe('SEAT_LIMIT_REACHED');
      const active = await t.database.db
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(eq(profiles.companyId, company.id), eq(profiles.status, 'active')));
      expect(active).toHaveLength(10);
    });

    it('never spends the last credit twice when three answers overlap (PostgreSQL)', async () => {
      const { company } = await companyOn('starter');
      await t.database.db
        .update(subscriptions)
        .set({ planCreditsUsed: 99 })
        .where(eq(subscriptions.companyId, company.id));
      const spend = () => withTenant(t.database, company.id, (tx) => spendAiCredit(tx, company.id));
      // Each spend is held at its UPDATE of subscriptions, after reading what is left, until all three are there.
      const results = await overlapAtUpdateOf(t.database, 'subscriptions', 3, () =>
        Promise.allSettled([spend(), spend(), spend()]),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      for (const result of results.filter((r): r is PromiseRejectedResult => r.status === 'rejected'))
        expect(result.reason).toMatchObject({ code: 'AI_CREDITS_EXHAUSTED' });
      const [row] = await t.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.companyId, company.id));
      expect(row?.planCreditsUsed).toBe(100);
    });
  },
);

describe("the system owner's view", () => {
  const platformStaff = () =>
    signedInUser(t, {
      companyId: '00000000-0000-0000-0000-000000000001',
      role: 'system_owner',
      email: `so-${randomUUID().slice(0, 8)}@competencyhub.test`,
    });

  it('lists every company with seats, credits and recurring revenue, and the trials ending within 7 days', async () => {
    const admin = await platformStaff();
    const paying = await companyOn('professional', 4);
    await buy(paying.cookie, 'user_block_50', 2);
    const ending = await companyOn('free_trial');
    await t.database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() + 3 * DAY) })
      .where(eq(subscriptions.companyId, ending.company.id));
    const res = await call(t.app, 'GET', '/api/v1/platform/subscriptions', { cookie: admin.cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const row = body.items.find((item: { companyId: string }) => item.companyId === paying.company.id);
    expect(row).toMatchObject({
      plan: 'professional',
      seatsUsed: 5,
      seatsMax: 150,
      monthlyTotal: 9900 + 2198,
    });
    expect(body.mrr.byPlan.professional).toBeGreaterThanOrEqual(9900 + 2198);
    expect(body.mrr.total).toBe(
      Object.values(body.mrr.byPlan as Record<string, number>).reduce((sum, n) => sum + n, 0),
    );
    expect(body.trialsEndingSoon.map((item: { companyId: string }) => item.companyId)).toContain(
      ending.company.id,
    );
    expect(
      body.items.some(
        (item: { companyId: string }) => item.companyId === '00000000-0000-0000-0000-000000000001',
      ),
    ).toBe(false);
  });

  it('changes a plan and grants credits by hand, with a reason, audited; marks an invoice paid', async () => {
    const admin = await platformStaff();
    const { company, cookie } = await companyOn('free_trial');
    const noReason = await call(t.app, 'POST', `/api/v1/platform/subscriptions/${company.id}/plan`, {
      cookie: admin.cookie,
      body: { plan: 'starter', reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
    const changed = await call(t.app, 'POST', `/api/v1/platform/subscriptions/${company.id}/plan`, {
      cookie: admin.cookie,
      body: { plan: 'starter', reason: 'Signed a paper contract' },
    });
    expect(changed.json()).toMatchObject({ plan: 'starter', status: 'active' });
    const granted = await call(t.app, 'POST', `/api/v1/platform/subscriptions/${company.id}/credits`, {
      cookie: admin.cookie,
      body: { credits: 200, reason: 'Sorry for the outage' },
    });
    expect(granted.json().usage.aiCreditsTotal).toBe(300);
    expect(granted.json().addOns).toContainEqual(
      expect.objectContaining({ granted: true, creditsRemaining: 200 }),
    );
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.companyId, company.id));
    expect(audits.find((a) => a.action === 'subscription.credits_granted')?.details).toMatchObject({
      credits: 200,
      reason: 'Sorry for the outage',
    });
    expect(audits.find((a) => a.action === 'subscription.plan_changed')?.details).toMatchObject({
      byHand: true,
      reason: 'Signed a paper contract',
    });

    const [invoice] = await invoicesOf(cookie);
    const open = (await call(t.app, 'GET', '/api/v1/platform/invoices', { cookie: admin.cookie })).json();
    expect(open.items.map((item: { id: string }) => item.id)).toContain(invoice.id);
    const paid = await call(t.app, 'POST', `/api/v1/platform/invoices/${invoice.id}/paid`, {
      cookie: admin.cookie,
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().items.map((item: { id: string }) => item.id)).not.toContain(invoice.id);
    const [after] = await invoicesOf(cookie);
    expect(after).toMatchObject({ status: 'paid' });
    expect(after.paidAt).not.toBeNull();
    expect(
      (await call(t.app, 'POST', `/api/v1/platform/invoices/${invoice.id}/paid`, { cookie: admin.cookie }))
        .statusCode,
    ).toBe(409);
    const missing = '00000000-0000-4000-8000-000000000999';
    expect(
      (
        await call(t.app, 'POST', `/api/v1/platform/subscriptions/${missing}/credits`, {
          cookie: admin.cookie,
          body: { credits: 5, reason: 'x' },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('features a plan lacks', () => {
  it('guards routes that exist', () => {
    const known = new Set(t.app.routeTable.map((route) => `${route.method} ${route.url}`));
    for (const route of Object.keys(ROUTE_FEATURES)) expect(known.has(route), route).toBe(true);
  });

  it('are refused by the server on a starter plan and open again after an upgrade', async () => {
    const { cookie, owner } = await companyOn('starter');
    const matrix = await call(t.app, 'GET', `/api/v1/teams/${owner.id}/matrix`, { cookie });
    expect(matrix.statusCode).toBe(403);
    expect(matrix.json()).toMatchObject({
      code: 'PLAN_LACKS_FEATURE',
      detail: SUBSCRIPTION_MESSAGES.planLacksFeature,
      params: { feature: 'team_analytics' },
    });
    const created = await call(t.app, 'POST', '/api/v1/job-profiles', {
      cookie,
      body: { title: 'Custom role' },
    });
    expect(created.json().code).toBe('PLAN_LACKS_FEATURE');
    expect((await call(t.app, 'GET', '/api/v1/job-profiles', { cookie })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/v1/audit-log', { cookie })).json().code).toBe(
      'PLAN_LACKS_FEATURE',
    );
    await choose(cookie, 'professional');
    expect((await call(t.app, 'GET', `/api/v1/teams/${owner.id}/matrix`, { cookie })).statusCode).not.toBe(
      403,
    );
    // Audit trails come with the enterprise plans.
    expect((await call(t.app, 'GET', '/api/v1/audit-log', { cookie })).statusCode).toBe(403);
    await choose(cookie, 'enterprise_essentials');
    expect((await call(t.app, 'GET', '/api/v1/audit-log', { cookie })).statusCode).toBe(200);
  });
});

describe('without a card payment provider', () => {
  it('keeps invoices payable by bank transfer: no card checkout, and no webhook to call', async () => {
    const { cookie } = await companyOn('free_trial');
    await choose(cookie, 'starter');
    const [invoice] = await invoicesOf(cookie);
    expect((await get(cookie)).json()).toMatchObject({ cardPayments: false, paymentMethod: 'bank_transfer' });
    const checkout = await call(t.app, 'POST', `/api/v1/subscription/invoices/${invoice.id}/checkout`, {
      cookie,
    });
    expect(checkout.statusCode).toBe(422);
    expect(checkout.json().detail).toBe(PAYMENT_MESSAGES.cardUnavailable);
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/v1/billing/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{}',
    });
    expect(webhook.statusCode).toBe(404);
  });
});
