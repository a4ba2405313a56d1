import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/client.ts';
import { session } from '../src/db/schema/auth.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import { companySecurityPolicy } from '../src/db/schema/security.ts';
import { applySessionPolicy } from '../src/modules/auth/session-policy.ts';
import { makeCompany, makeUser, signedInUser } from './factories.ts';
import { call, createTestApp, signIn, type TestApp } from './test-app.ts';

/**
 * Sessions that follow the company's policy (issue 24 point 5, decision 0074): the lifetime and idle
 * time-out end a session at the session check, a new session's expiry follows the lifetime, a changed
 * policy ends at once what it no longer allows, and deactivation ends every session.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const me = (cookie: string) => call(t.app, 'GET', '/api/v1/me', { cookie });
const rowsOf = (userId: string) => t.database.db.select().from(session).where(eq(session.userId, userId));
const setPolicy = (
  companyId: string,
  values: { sessionLifetimeHours: number; idleTimeoutMinutes: number | null },
) =>
  t.database.db
    .insert(companySecurityPolicy)
    .values({
      companyId,
      passwordMinLength: 8,
      twoFactorRequired: 'none',
      twoFactorGraceDays: 7,
      signInMethods: ['password', 'passkey'],
      ...values,
    })
    .onConflictDoUpdate({ target: companySecurityPolicy.companyId, set: values });
/** Moves a person's sessions back in time, as if they had signed in and last acted that long ago. */
const age = (userId: string, values: { createdMsAgo?: number; idleMsAgo?: number }) =>
  t.database.db
    .update(session)
    .set({
      ...(values.createdMsAgo === undefined ? {} : { createdAt: new Date(Date.now() - values.createdMsAgo) }),
      ...(values.idleMsAgo === undefined ? {} : { lastActiveAt: new Date(Date.now() - values.idleMsAgo) }),
    })
    .where(eq(session.userId, userId));

describe('sessions that follow the company’s policy', () => {
  it('gives a new session the company and an expiry no later than the session lifetime', async () => {
    const company = await makeCompany(t.database);
    await setPolicy(company.id, { sessionLifetimeHours: 8, idleTimeoutMinutes: null });
    const person = await signedInUser(t, { companyId: company.id });
    const [row] = await rowsOf(person.id);
    expect(row?.companyId).toBe(company.id);
    const lifetime = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(lifetime).toBeLessThanOrEqual(8 * HOUR + 1000);
    expect(lifetime).toBeGreaterThan(8 * HOUR - 60_000);
    expect((await me(person.cookie)).statusCode).toBe(200);
  });

  it('ends a session older than the lifetime at its next request, and deletes it', async () => {
    const company = await makeCompany(t.database);
    await setPolicy(company.id, { sessionLifetimeHours: 24, idleTimeoutMinutes: null });
    const person = await signedInUser(t, { companyId: company.id });
    await age(person.id, { createdMsAgo: 23 * HOUR });
    expect((await me(person.cookie)).statusCode).toBe(200);
    await age(person.id, { createdMsAgo: 25 * HOUR });
    expect((await me(person.cookie)).statusCode).toBe(401);
    expect(await rowsOf(person.id)).toHaveLength(0);
  });

  it('ends a session idle longer than the time-out; activity within it keeps it', async () => {
    const company = await makeCompany(t.database);
    await setPolicy(company.id, { sessionLifetimeHours: 168, idleTimeoutMinutes: 30 });
    const person = await signedInUser(t, { companyId: company.id });
    await age(person.id, { idleMsAgo: 20 * 60_000 });
    expect((await me(person.cookie)).statusCode).toBe(200);
    // The request recorded the activity (at most once a minute; not awaited by the answer).
    await expect
      .poll(async () => (await rowsOf(person.id))[0]?.lastActiveAt.getTime() ?? 0)
      .toBeGreaterThan(Date.now() - 60_000);
    await age(person.id, { idleMsAgo: 31 * 60_000 });
    expect((await me(person.cookie)).statusCode).toBe(401);
    expect(await rowsOf(person.id)).toHaveLength(0);
  });

  it('without a saved policy follows the defaults: seven days, no idle time-out', async () => {
    const person = await signedInUser(t);
    await age(person.id, { createdMsAgo: 6 * 24 * HOUR, idleMsAgo: 5 * 24 * HOUR });
    expect((await me(person.cookie)).statusCode).toBe(200);
  });

  it('applySessionPolicy ends at once, in one statement, what a stricter policy no longer allows', async () => {
    const company = await makeCompany(t.database);
    const old = await signedInUser(t, { companyId: company.id });
    const idle = await signedInUser(t, { companyId: company.id });
    const fresh = await signedInUser(t, { companyId: company.id });
    const elsewhere = await signedInUser(t);
    await age(old.id, { createdMsAgo: 10 * HOUR });
    await age(idle.id, { idleMsAgo: 2 * HOUR });
    await age(elsewhere.id, { createdMsAgo: 10 * HOUR, idleMsAgo: 2 * HOUR });
    await setPolicy(company.id, { sessionLifetimeHours: 8, idleTimeoutMinutes: 60 });
    // As the Security tab's save runs it: inside the company's tenant transaction.
    const ended = await withTenant(t.database, company.id, (tx) => applySessionPolicy(tx, company.id));
    expect(ended).toBe(2);
    expect(await rowsOf(old.id)).toHaveLength(0);
    expect(await rowsOf(idle.id)).toHaveLength(0);
    expect(await rowsOf(fresh.id)).toHaveLength(1);
    expect(await rowsOf(elsewhere.id)).toHaveLength(1);
    expect((await me(fresh.cookie)).statusCode).toBe(200);
    expect((await me(elsewhere.cookie)).statusCode).toBe(200);
  });

  it('a tenant transaction sees and ends only its own company’s sessions, never a token', async () => {
    const company = await makeCompany(t.database);
    const inside = await signedInUser(t, { companyId: company.id });
    const outside = await signedInUser(t);
    const seen = await withTenant(t.database, company.id, (tx) =>
      tx.select({ id: session.id, userId: session.userId }).from(session),
    );
    expect(seen.map((row) => row.userId)).toEqual([inside.id]);
    await withTenant(t.database, company.id, (tx) =>
      tx.delete(session).where(eq(session.userId, outside.id)),
    );
    expect(await rowsOf(outside.id)).toHaveLength(1);
    await expect(
      withTenant(t.database, company.id, (tx) => tx.select({ token: session.token }).from(session)),
    ).rejects.toThrow();
  });

  it('deactivating a person ends all their sessions at once', async () => {
    const company = await makeCompany(t.database);
    const holder = await signedInUser(t, { companyId: company.id, role: 'account_holder' });
    const person = await makeUser(t.database, { companyId: company.id });
    const cookies = [
      await signIn(t.app, person.email, person.password),
      await signIn(t.app, person.email, person.password),
    ];
    const res = await call(t.app, 'POST', `/api/v1/profiles/${person.id}/deactivate`, {
      cookie: holder.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(await rowsOf(person.id)).toHaveLength(0);
    for (const cookie of cookies) expect((await me(cookie)).statusCode).toBe(401);
  });

  it('a person moved to another company takes their sessions along, under its rules', async () => {
    const from = await makeCompany(t.database);
    const to = await makeCompany(t.database);
    await setPolicy(to.id, { sessionLifetimeHours: 1, idleTimeoutMinutes: null });
    const person = await signedInUser(t, { companyId: from.id });
    await age(person.id, { createdMsAgo: 2 * HOUR });
    expect((await me(person.cookie)).statusCode).toBe(200);
    await t.database.db.update(profiles).set({ companyId: to.id }).where(eq(profiles.id, person.id));
    expect((await rowsOf(person.id))[0]?.companyId).toBe(to.id);
    expect((await me(person.cookie)).statusCode).toBe(401);
  });

  it('a session made before its profile (sign-up) joins the company when the profile is written', async () => {
    const email = `founder-${Date.now()}@fresh-founded.test`;
    const res = await call(t.app, 'POST', '/api/v1/auth/sign-up', {
      body: {
        fullName: 'Fresh Founder',
        companyName: 'Fresh Founded Ltd',
        email,
        password: 'Spruce-lantern-cobalt-9',
      },
    });
    expect(res.statusCode).toBe(200);
    const [founder] = await t.database.db
      .select({ id: profiles.id, companyId: profiles.companyId })
      .from(profiles)
      .where(eq(profiles.email, email));
    const rows = await rowsOf(founder?.id ?? '');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.companyId).toBe(founder?.companyId);
  });
});
