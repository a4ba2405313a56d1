import { SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import {
  type CompanySessionPage,
  IT_SESSIONS_MESSAGES,
  PASSWORD_RESET_REQUIRED,
} from '@competencyhub/domain/schemas/it-admin-sessions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../src/db/schema/auth.ts';
import { auditsOf, latestSessionId, makeCompany, makeUser, signedInUser } from './factories.ts';
import { call, createTestApp, signIn, type TestApp, tokenFromOutbox } from './test-app.ts';

/**
 * IT Administration > Users (issue 24, decision 0074): a company's sessions as its IT team sees them,
 * and signing out one, all of a person's, and forcing a password reset.
 */

let t: TestApp;
let companyId: string;
let it_: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  companyId = (await makeCompany(t.database)).id;
  it_ = await signedInUser(t, { companyId, role: 'company_it_admin', fullName: 'Ida Tech' });
});
afterAll(() => t.close());

const list = async (query = '', cookie = it_.cookie) => {
  const res = await call(t.app, 'GET', `/api/v1/it-admin/sessions${query}`, { cookie });
  expect(res.statusCode).toBe(200);
  return res.json<CompanySessionPage>();
};
const me = (cookie: string) => call(t.app, 'GET', '/api/v1/me', { cookie });
const sessionsOf = (userId: string) =>
  t.database.db.select({ id: session.id }).from(session).where(eq(session.userId, userId));

describe('IT Administration, Users: the company’s sessions', () => {
  it('lists the company’s sessions, newest activity first, with device and IP, and marks the viewer’s own', async () => {
    const person = await signedInUser(t, { companyId, fullName: 'Paula Listed' });
    const outsider = await signedInUser(t, { fullName: 'Olga Outside' });
    // Older activity for the outsider's company does not matter; here the person was active an hour ago.
    await t.database.db
      .update(session)
      .set({
        lastActiveAt: new Date(Date.now() - 3_600_000),
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      })
      .where(eq(session.userId, person.id));
    const page = await list();
    const ids = page.items.map((item) => item.person.id);
    expect(ids).toContain(person.id);
    expect(ids).toContain(it_.id);
    expect(ids).not.toContain(outsider.id);
    expect(page.total).toBe(page.items.length);
    expect(page.totalCapped).toBe(false);
    const own = page.items.find((item) => item.person.id === it_.id);
    expect(own?.current).toBe(true);
    const theirs = page.items.find((item) => item.person.id === person.id);
    expect(theirs).toMatchObject({ current: false, browser: 'Safari', os: 'iOS', deviceType: 'mobile' });
    expect(theirs?.ipAddress).toBeTruthy();
    // Newest activity first: the viewer's own (just now) before the person's (an hour ago).
    expect(ids.indexOf(it_.id)).toBeLessThan(ids.indexOf(person.id));
  });

  it('pages with a cursor and searches by name or e-mail', async () => {
    const many = await Promise.all(
      [1, 2, 3].map((n) => signedInUser(t, { companyId, fullName: `Pager Person ${n}` })),
    );
    const first = await list('?q=pager%20person&limit=2');
    expect(first.total).toBe(3);
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = await list(`?q=pager%20person&limit=2&cursor=${first.nextCursor}`);
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    const seen = [...first.items, ...second.items].map((item) => item.person.id).sort();
    expect(seen).toEqual(many.map((p) => p.id).sort());
    const byEmail = await list(`?q=${encodeURIComponent(many[0]?.email ?? '')}`);
    expect(byEmail.items.map((item) => item.person.id)).toEqual([many[0]?.id]);
  });

  it('signs one session out: that browser is signed out at its next request, the others stay', async () => {
    const person = await makeUser(t.database, { companyId });
    const laptop = await signIn(t.app, person.email, person.password);
    const laptopSession = await latestSessionId(t.database, person.id);
    const phone = await signIn(t.app, person.email, person.password);
    const res = await call(t.app, 'POST', `/api/v1/it-admin/sessions/${laptopSession}/sign-out`, {
      cookie: it_.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ signedOut: 1 });
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(200);
    const [audit] = await auditsOf(t.database, 'session.signed_out_by_admin', { actorId: it_.id });
    expect(audit).toMatchObject({ companyId, targetId: laptopSession });
  });

  it('refuses to sign out the session the viewer is using', async () => {
    const own = await latestSessionId(t.database, it_.id);
    const res = await call(t.app, 'POST', `/api/v1/it-admin/sessions/${own}/sign-out`, {
      cookie: it_.cookie,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(IT_SESSIONS_MESSAGES.ownCurrentSession);
    expect((await me(it_.cookie)).statusCode).toBe(200);
  });

  it('signs every session of a person out at once', async () => {
    const person = await makeUser(t.database, { companyId });
    const a = await signIn(t.app, person.email, person.password);
    const b = await signIn(t.app, person.email, person.password);
    const bystander = await signedInUser(t, { companyId });
    const res = await call(t.app, 'POST', `/api/v1/it-admin/people/${person.id}/sign-out`, {
      cookie: it_.cookie,
    });
    expect(res.json()).toEqual({ signedOut: 2 });
    expect((await me(a)).statusCode).toBe(401);
    expect((await me(b)).statusCode).toBe(401);
    expect((await me(bystander.cookie)).statusCode).toBe(200);
    const audits = await auditsOf(t.database, 'session.person_signed_out', { actorId: it_.id });
    expect(audits.at(-1)).toMatchObject({ targetId: person.id, details: { signedOut: 2 } });
  });

  it('forces a password reset: sessions end, the old password is refused, the reset link works', async () => {
    const person = await signedInUser(t, { companyId });
    const res = await call(t.app, 'POST', `/api/v1/it-admin/people/${person.id}/password-reset`, {
      cookie: it_.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ signedOut: 1 });
    expect((await me(person.cookie)).statusCode).toBe(401);
    const refused = await call(t.app, 'POST', '/api/v1/auth/sign-in', {
      body: { email: person.email, password: person.password },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'PASSWORD_RESET_REQUIRED',
      detail: PASSWORD_RESET_REQUIRED,
    });
    // The refused attempt leaves no session behind.
    expect(await sessionsOf(person.id)).toHaveLength(0);
    expect(await auditsOf(t.database, 'password.reset_forced', { actorId: it_.id })).not.toHaveLength(0);

    const token = await tokenFromOutbox(t.database, person.email, '/reset-password?token=');
    const newPassword = 'Granite-lantern-harbour-7';
    const reset = await call(t.app, 'POST', '/api/v1/auth/password-reset/confirm', {
      body: { token, newPassword },
    });
    expect(reset.statusCode).toBe(200);
    const cookie = await signIn(t.app, person.email, newPassword);
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('keeps User Management’s rule: a company IT administrator does not act on the account holder or on themself', async () => {
    const holder = await signedInUser(t, { companyId, role: 'account_holder' });
    const holderSession = await latestSessionId(t.database, holder.id);
    for (const path of [
      `/api/v1/it-admin/sessions/${holderSession}/sign-out`,
      `/api/v1/it-admin/people/${holder.id}/sign-out`,
      `/api/v1/it-admin/people/${holder.id}/password-reset`,
    ]) {
      const res = await call(t.app, 'POST', path, { cookie: it_.cookie });
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe(IT_SESSIONS_MESSAGES.notYourRank);
    }
    const self = await call(t.app, 'POST', `/api/v1/it-admin/people/${it_.id}/sign-out`, {
      cookie: it_.cookie,
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().detail).toBe(IT_SESSIONS_MESSAGES.notYourself);
    expect((await me(holder.cookie)).statusCode).toBe(200);
    // The account holder may act on the IT administrator's other sessions.
    const second = await signIn(t.app, it_.email, it_.password);
    const res = await call(t.app, 'POST', `/api/v1/it-admin/people/${it_.id}/sign-out`, {
      cookie: holder.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(401);
    it_ = { ...it_, cookie: await signIn(t.app, it_.email, it_.password) };
  });

  it('answers 404 for another company’s session or person, and changes nothing', async () => {
    const outsider = await signedInUser(t);
    const theirSession = await latestSessionId(t.database, outsider.id);
    for (const path of [
      `/api/v1/it-admin/sessions/${theirSession}/sign-out`,
      `/api/v1/it-admin/people/${outsider.id}/sign-out`,
      `/api/v1/it-admin/people/${outsider.id}/password-reset`,
    ]) {
      const res = await call(t.app, 'POST', path, { cookie: it_.cookie });
      expect(res.statusCode).toBe(404);
    }
    expect((await me(outsider.cookie)).statusCode).toBe(200);
  });

  it('is for the admin-level roles only; platform staff see the company they manage', async () => {
    for (const role of ['employee', 'team_manager', 'learning_lead'] as const) {
      const person = await signedInUser(t, { companyId, role });
      const res = await call(t.app, 'GET', '/api/v1/it-admin/sessions', { cookie: person.cookie });
      expect(res.statusCode).toBe(403);
    }
    const holder = await signedInUser(t, { companyId, role: 'account_holder' });
    expect((await list('', holder.cookie)).items.length).toBeGreaterThan(0);
    const staff = await signedInUser(t, { companyId: SYSTEM_OWNER_COMPANY_ID, role: 'system_admin' });
    const managed = await call(t.app, 'POST', '/api/v1/me/managed-company', {
      cookie: staff.cookie,
      body: { companyId },
    });
    expect(managed.statusCode).toBe(200);
    const page = await list('?limit=100', staff.cookie);
    expect(page.items.some((item) => item.person.id === holder.id)).toBe(true);
    expect(page.items.some((item) => item.person.id === staff.id)).toBe(false);
  });
});
