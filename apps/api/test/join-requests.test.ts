import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../src/db/schema/audit.ts';
import { user } from '../src/db/schema/auth.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import { JOIN_REQUESTS_UNCONFIRMED_PER_DAY } from '../src/modules/auth/join-requests.ts';
import { makeCompany, makeUser } from './factories.ts';
import {
  call,
  createTestApp,
  outboxTo,
  sessionCookie,
  signIn,
  type TestApp,
  tokenFromOutbox,
} from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
});
afterAll(() => t.close());

const INVALID_CONFIRMATION = 'This confirmation link is invalid or has expired.';
const signUp = (email: string, fullName = 'Someone New') =>
  call(t.app, 'POST', '/api/v1/auth/sign-up', {
    body: { fullName, companyName: 'Ignored', email, password: 'a-long-enough-secret' },
  });
const verify = (token: string) => call(t.app, 'POST', '/api/v1/auth/verify-email', { body: { token } });
const confirmationToken = (email: string) => tokenFromOutbox(t.database, email, '/verify-email?token=');
const decide = (cookie: string, id: string, decision: 'approve' | 'reject') =>
  call(t.app, 'POST', `/api/v1/profiles/${id}/${decision}`, { cookie });
const profileByEmail = async (email: string) =>
  (await t.database.db.select().from(profiles).where(eq(profiles.email, email)))[0];

async function companyWithAdmins(domain: string) {
  const company = await makeCompany(t.database, { domain });
  const owner = await makeUser(t.database, { companyId: company.id, role: 'account_holder' });
  const itAdmin = await makeUser(t.database, { companyId: company.id, role: 'company_it_admin' });
  return { company, owner, itAdmin, cookie: await signIn(t.app, owner.email, owner.password) };
}

describe('a join request needs a confirmed e-mail address', () => {
  it('cannot be approved until the requester confirms; the admins hear of it only then; reject stays possible', async () => {
    const { owner, itAdmin, cookie } = await companyWithAdmins('needs-proof.test');
    const res = await signUp('newbie@needs-proof.test', 'Newbie Person');
    expect(res.json()).toEqual({ outcome: 'pending_approval' });
    const newbie = await profileByEmail('newbie@needs-proof.test');
    if (!newbie) throw new Error('no profile');

    // Nobody has proved the mailbox exists: the admins are not mailed yet.
    expect(await outboxTo(t.database, owner.email)).toHaveLength(0);
    expect(await outboxTo(t.database, itAdmin.email)).toHaveLength(0);

    const list = await call(t.app, 'GET', '/api/v1/profiles?status=pending_approval', { cookie });
    expect(list.json().items).toEqual([
      expect.objectContaining({ id: newbie.id, status: 'pending_approval', emailVerified: false }),
    ]);

    const early = await decide(cookie, newbie.id, 'approve');
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({
      code: 'RULE_BROKEN',
      detail: 'This person has not confirmed their e-mail address yet',
    });
    expect((await profileByEmail('newbie@needs-proof.test'))?.status).toBe('pending_approval');

    // The requester follows the link: now both admins get the join-request e-mail, once.
    const token = await confirmationToken('newbie@needs-proof.test');
    expect((await verify(token)).statusCode).toBe(200);
    for (const admin of [owner, itAdmin]) {
      const mails = await outboxTo(t.database, admin.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.textBody).toContain('Newbie Person');
    }

    const approved = await decide(cookie, newbie.id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'active', emailVerified: true });

    // An unconfirmed request can still be turned down.
    await signUp('lurker@needs-proof.test');
    const lurker = await profileByEmail('lurker@needs-proof.test');
    const rejected = await decide(cookie, lurker?.id ?? '', 'reject');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'unauthorized', emailVerified: false });
    // ...and turning it round later still needs the confirmation.
    expect((await decide(cookie, lurker?.id ?? '', 'approve')).statusCode).toBe(422);
  });

  it('makes a confirmation link single-use: the same link again is refused and changes nothing', async () => {
    const { owner } = await companyWithAdmins('replayed.test');
    await signUp('once@replayed.test');
    const token = await confirmationToken('once@replayed.test');
    expect((await verify(token)).json()).toEqual({ ok: true, claimedDomain: null });

    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_TOKEN', detail: INVALID_CONFIRMATION });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'email.verified'), eq(auditLog.actorEmail, 'once@replayed.test')));
    expect(audits).toHaveLength(1);
    expect(await outboxTo(t.database, owner.email)).toHaveLength(1);
  });

  it('tells nobody twice when an older link of an already confirmed address is used', async () => {
    const { owner } = await companyWithAdmins('two-links.test');
    const res = await signUp('twice@two-links.test');
    const cookie = sessionCookie(res);
    const first = await confirmationToken('twice@two-links.test');
    // A link is a JWT stamped to the second: the new one is asked for a second later, so it differs.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1_000 });
    try {
      expect((await call(t.app, 'POST', '/api/v1/auth/verification-email', { cookie })).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
    const second = await confirmationToken('twice@two-links.test');
    expect(second).not.toBe(first);
    expect((await verify(second)).statusCode).toBe(200);
    expect((await verify(first)).json()).toEqual({ ok: true, claimedDomain: null });
    expect(await outboxTo(t.database, owner.email)).toHaveLength(1);
  });

  it(`takes at most ${JOIN_REQUESTS_UNCONFIRMED_PER_DAY} unconfirmed join requests per domain a day`, async () => {
    await companyWithAdmins('crowded.test');
    for (let i = 0; i < JOIN_REQUESTS_UNCONFIRMED_PER_DAY; i++) {
      expect((await signUp(`person-${i}@crowded.test`)).json()).toEqual({ outcome: 'pending_approval' });
    }
    const refused = await signUp('one-too-many@crowded.test');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      detail:
        'Too many people asked to join this company today without confirming their e-mail. Try again tomorrow, or ask an administrator for an invitation.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      await t.database.db.select().from(user).where(eq(user.email, 'one-too-many@crowded.test')),
    ).toEqual([]);

    // A confirmed request no longer counts against the day's allowance.
    expect((await verify(await confirmationToken('person-0@crowded.test'))).statusCode).toBe(200);
    expect((await signUp('one-too-many@crowded.test')).json()).toEqual({ outcome: 'pending_approval' });
  });
});
