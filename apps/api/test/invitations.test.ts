import { createHash } from 'node:crypto';
import { SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import type { Role } from '@competencyhub/domain/roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit.ts';
import { user } from '../src/db/schema/auth.ts';
import { invitations } from '../src/db/schema/invitations.ts';
import { emailOutbox } from '../src/db/schema/mail.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import { companyWithOwner, makeInvitation, makeUser } from './factories.ts';
import {
  BASE_URL,
  call,
  createTestApp,
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

let counter = 0;
const freshEmail = (label = 'invitee') => `${label}-${Date.now().toString(36)}-${counter++}@invited.test`;

const invite = (cookie: string, email: string, role: Role = 'team_manager') =>
  call(t.app, 'POST', '/api/v1/invitations', { cookie, body: { email, role } });
/** The public side knows an invitation only by the secret token of its e-mailed link. */
const preview = (token: string) => call(t.app, 'GET', `/api/v1/invitation-tokens/${token}`);
const accept = (token: string, body: Record<string, unknown> = {}, cookie?: string) =>
  call(t.app, 'POST', `/api/v1/invitation-tokens/${token}/accept`, { body, cookie });
const revoke = (id: string, cookie: string) =>
  call(t.app, 'POST', `/api/v1/invitations/${id}/revoke`, { cookie });

async function invitationRow(id: string) {
  const [row] = await t.database.db.select().from(invitations).where(eq(invitations.id, id));
  return row;
}
const invitationsFor = (email: string) =>
  t.database.db.select().from(invitations).where(eq(invitations.email, email));
const usersWith = (email: string) => t.database.db.select().from(user).where(eq(user.email, email));
const auditsOn = (id: string, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, id), eq(auditLog.action, action)));

const emailVerified = async (email: string) => (await usersWith(email))[0]?.emailVerified;

/**
 * A pending invitation written straight to the database, as the invitations API would write it, so
 * that the accept, preview and revoke tests do not depend on the create route. invitedBy must be an
 * active admin of the company who may grant the role.
 */
const pendingInvitation = (
  companyId: string,
  invitedBy: string,
  email = freshEmail(),
  role: Role = 'team_manager',
) => makeInvitation(t.database, { companyId, invitedBy, email, role });

/** A token of the right shape that belongs to no invitation. */
const UNKNOWN_TOKEN = 'A'.repeat(43);

describe('inviting a new person', () => {
  it('creates a 7-day invitation, e-mails the link, and the invitee joins with a name and password', async () => {
    const { company, owner, cookie } = await companyWithOwner(t);
    const email = freshEmail('new.manager');
    const res = await invite(cookie, email, 'team_manager');
    expect(res.statusCode).toBe(201);
    const invitation = res.json();
    expect(invitation).toMatchObject({
      email,
      role: 'team_manager',
      status: 'pending',
      invitedByName: owner.fullName,
    });
    const ttl = Date.parse(invitation.expiresAt) - Date.now();
    expect(Math.abs(ttl - 7 * 24 * 60 * 60 * 1000)).toBeLessThan(60_000);

    const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(mail?.subject).toBe('An administrator invited you to join their company on CompetencyHub');
    expect(mail?.textBody).toContain(`“${owner.fullName}” invited you to join the company “${company.name}”`);
    expect(mail?.companyId).toBe(company.id);
    // The link carries a 32-byte random secret, not the invitation's id; only its hash is stored.
    const token = await tokenFromOutbox(t.database, email, '/invitation/accept/');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail?.textBody).toContain(`${BASE_URL}/invitation/accept/${token}`);
    expect(mail?.textBody).not.toContain(invitation.id);
    const row = await invitationRow(invitation.id);
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(JSON.stringify(invitation)).not.toContain(token);
    expect(await auditsOn(invitation.id, 'invitation.created')).toMatchObject([
      { actorId: owner.id, companyId: company.id, ip: '127.0.0.1' },
    ]);
    expect(JSON.stringify(await auditsOn(invitation.id, 'invitation.created'))).not.toContain(token);

    const shown = await preview(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({
      email,
      companyName: company.name,
      role: 'team_manager',
      status: 'pending',
      accountExists: false,
      passwordMinLength: 8,
    });

    const joined = await accept(token, {
      fullName: 'Nina Newcomer',
      password: 'welcome-aboard-2026',
    });
    expect(joined.statusCode).toBe(200);
    const newCookie = sessionCookie(joined);
    expect(newCookie).toBeDefined();

    const me = await call(t.app, 'GET', '/api/v1/me', { cookie: newCookie });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({
      email,
      fullName: 'Nina Newcomer',
      status: 'active',
      role: 'team_manager',
      companyId: company.id,
      // The link came by e-mail, so following it proves the mailbox.
      emailVerified: true,
    });
    expect(me.json().company.name).toBe(company.name);
    expect(await emailVerified(email)).toBe(true);

    expect((await invitationRow(invitation.id))?.status).toBe('accepted');
    const [accepted] = await auditsOn(invitation.id, 'invitation.accepted');
    expect(accepted).toMatchObject({ actorId: me.json().user.id, companyId: company.id });
    expect(JSON.stringify(accepted)).not.toContain('welcome-aboard-2026');

    // The password works for a normal sign-in too.
    await signIn(t.app, email, 'welcome-aboard-2026');
  });

  it('lets a company IT admin invite the roles it may grant', async () => {
    const { company } = await companyWithOwner(t);
    const itAdmin = await makeUser(t.database, { companyId: company.id, role: 'company_it_admin' });
    const itCookie = await signIn(t.app, itAdmin.email, itAdmin.password);
    const email = freshEmail();
    const res = await invite(itCookie, email, 'learning_lead');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email,
      role: 'learning_lead',
      status: 'pending',
      invitedByName: itAdmin.fullName,
    });
  });

  it('is used once: the same invitation again answers 410 and creates nothing', async () => {
    const { company, owner } = await companyWithOwner(t);
    const { id, email, token } = await pendingInvitation(company.id, owner.id);
    expect((await preview(token)).json()).toEqual({
      email,
      companyName: company.name,
      role: 'team_manager',
      status: 'pending',
      accountExists: false,
      passwordMinLength: 8,
    });
    const first = await accept(token, { fullName: 'First Use', password: 'tidal-lantern-orbit' });
    expect(first.statusCode).toBe(200);
    const me = await call(t.app, 'GET', '/api/v1/me', { cookie: sessionCookie(first) });
    expect(me.json().user).toMatchObject({
      email,
      status: 'active',
      role: 'team_manager',
      companyId: company.id,
    });
    expect(await auditsOn(id, 'invitation.accepted')).toMatchObject([
      { actorId: me.json().user.id, companyId: company.id },
    ]);
    const usersBefore = (await t.database.db.select().from(user)).length;

    const again = await accept(token, { fullName: 'Second Use', password: 'second-use-password' });
    expect(again.statusCode).toBe(410);
    expect(again.headers['content-type']).toContain('application/problem+json');
    expect(again.json().code).toBe('INVITATION_UNAVAILABLE');
    expect(sessionCookie(again)).toBeUndefined();
    expect((await t.database.db.select().from(user)).length).toBe(usersBefore);
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.email, email));
    expect(profile?.fullName).toBe('First Use');

    expect((await preview(token)).json()).toMatchObject({ status: 'accepted', accountExists: true });
  });

  it('asks a new invitee for a name and password, creating nothing without them', async () => {
    const { company, owner } = await companyWithOwner(t);
    const { id, email, token } = await pendingInvitation(company.id, owner.id);
    const res = await accept(token, {});
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['fullName', 'password']);
    expect(await usersWith(email)).toHaveLength(0);
    expect((await invitationRow(id))?.status).toBe('pending');
  });
});

describe('invitations that can no longer be used', () => {
  it('refuses a revoked invitation with 410, and the preview says revoked', async () => {
    const { company, owner, cookie } = await companyWithOwner(t);
    const { id, email, token } = await pendingInvitation(company.id, owner.id);
    // Revoking names the invitation by its id, as the admin's list shows it.
    const res = await revoke(id, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'revoked' });
    expect(await auditsOn(id, 'invitation.revoked')).toMatchObject([
      { actorId: owner.id, companyId: company.id },
    ]);

    const used = await accept(token, { fullName: 'Too Late', password: 'too-late-password' });
    expect(used.statusCode).toBe(410);
    expect(used.json().code).toBe('INVITATION_UNAVAILABLE');
    expect((await preview(token)).json().status).toBe('revoked');
    expect(await usersWith(email)).toHaveLength(0);
  });

  it('refuses an expired invitation with 410, and the preview says expired', async () => {
    const { company, owner, cookie } = await companyWithOwner(t);
    const { id, email, token } = await pendingInvitation(company.id, owner.id);
    await t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(invitations.id, id));

    const used = await accept(token, { fullName: 'Too Late', password: 'too-late-password' });
    expect(used.statusCode).toBe(410);
    expect(used.json().code).toBe('INVITATION_UNAVAILABLE');
    expect((await preview(token)).json().status).toBe('expired');
    expect(await usersWith(email)).toHaveLength(0);
    expect((await revoke(id, cookie)).statusCode).toBe(409);
    expect((await invitationRow(id))?.status).toBe('pending');
  });

  it('does not let an expired invitation block a new one for the same e-mail', async () => {
    const { company, owner, cookie } = await companyWithOwner(t);
    const { id, email } = await pendingInvitation(company.id, owner.id);
    await t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(invitations.id, id));
    const again = await invite(cookie, email);
    expect(again.statusCode).toBe(201);
    expect(again.json().status).toBe('pending');
    expect((await invitationRow(id))?.status).toBe('expired');
  });
});

describe('refused invitations', () => {
  it('refuses a second pending invitation for the same e-mail with 409', async () => {
    const { company, owner, cookie } = await companyWithOwner(t);
    const { email } = await pendingInvitation(company.id, owner.id);
    const res = await invite(cookie, email.toUpperCase(), 'employee');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CONFLICT');
    expect(res.json().errors.email).toEqual(['An invitation is already waiting for this e-mail']);
    expect(await invitationsFor(email)).toHaveLength(1);
    expect(
      await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)),
    ).toHaveLength(0);
  });

  it('refuses to invite someone who is already an active member', async () => {
    const { company, cookie } = await companyWithOwner(t);
    const member = await makeUser(t.database, { companyId: company.id });
    const res = await invite(cookie, member.email);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.email).toEqual(['This person is already a member of your company']);
    expect(await invitationsFor(member.email)).toHaveLength(0);
    expect(
      await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, member.email)),
    ).toHaveLength(0);
  });

  it('does not let a company IT admin invite an account holder', async () => {
    const { company } = await companyWithOwner(t);
    const itAdmin = await makeUser(t.database, { companyId: company.id, role: 'company_it_admin' });
    const itCookie = await signIn(t.app, itAdmin.email, itAdmin.password);
    const email = freshEmail();
    const res = await invite(itCookie, email, 'account_holder');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    expect(await invitationsFor(email)).toHaveLength(0);
    expect(
      await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)),
    ).toHaveLength(0);
  });

  it('is for admins only', async () => {
    const { company } = await companyWithOwner(t);
    const employee = await makeUser(t.database, { companyId: company.id });
    const employeeCookie = await signIn(t.app, employee.email, employee.password);
    const email = freshEmail();
    expect((await invite(employeeCookie, email)).statusCode).toBe(403);
    expect(
      (await call(t.app, 'POST', '/api/v1/invitations', { body: { email, role: 'employee' } })).statusCode,
    ).toBe(401);
    expect(await invitationsFor(email)).toHaveLength(0);
  });
});

describe('accepting with an existing account', () => {
  it('lets a pending member of the company accept while signed in, becoming active with the invited role', async () => {
    const { company, owner } = await companyWithOwner(t);
    const waiting = await makeUser(t.database, {
      companyId: company.id,
      status: 'pending_approval',
      emailVerified: false,
    });
    const { id, token } = await pendingInvitation(company.id, owner.id, waiting.email, 'learning_lead');
    expect((await preview(token)).json().accountExists).toBe(true);

    const waitingCookie = await signIn(t.app, waiting.email, waiting.password);
    expect(
      (await call(t.app, 'GET', '/api/v1/me', { cookie: waitingCookie })).json().user.emailVerified,
    ).toBe(false);
    const res = await accept(token, {}, waitingCookie);
    expect(res.statusCode).toBe(200);
    const me = await call(t.app, 'GET', '/api/v1/me', { cookie: waitingCookie });
    expect(me.json().user).toMatchObject({
      id: waiting.id,
      status: 'active',
      role: 'learning_lead',
      companyId: company.id,
      emailVerified: true,
    });
    expect((await invitationRow(id))?.status).toBe('accepted');
    expect(await auditsOn(id, 'invitation.accepted')).toMatchObject([{ actorId: waiting.id }]);
  });

  it('refuses someone signed in with a different e-mail (403 WRONG_ACCOUNT), changing nothing', async () => {
    const { company, owner } = await companyWithOwner(t);
    const { id, token } = await pendingInvitation(company.id, owner.id, freshEmail(), 'learning_lead');
    const other = await makeUser(t.database, { companyId: company.id });
    const otherCookie = await signIn(t.app, other.email, other.password);

    const res = await accept(token, {}, otherCookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('WRONG_ACCOUNT');
    expect((await invitationRow(id))?.status).toBe('pending');
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, other.id));
    expect(profile?.role).toBe('employee');
  });

  it('asks an existing account to sign in first (401), changing nothing', async () => {
    const { company, owner } = await companyWithOwner(t);
    const waiting = await makeUser(t.database, { companyId: company.id, status: 'pending_approval' });
    const { id, token } = await pendingInvitation(company.id, owner.id, waiting.email);
    const res = await accept(token, { fullName: 'Hijacker', password: 'hijacking-password' });
    expect(res.statusCode).toBe(401);
    expect(sessionCookie(res)).toBeUndefined();
    expect((await invitationRow(id))?.status).toBe('pending');
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, waiting.id));
    expect(profile).toMatchObject({
      status: 'pending_approval',
      role: 'employee',
      fullName: waiting.fullName,
    });
    await signIn(t.app, waiting.email, waiting.password);
  });
});

describe('tokens and ids', () => {
  it('answers an unknown token with 404 and a malformed one with 400, creating nothing', async () => {
    const usersBefore = (await t.database.db.select().from(user)).length;
    expect((await preview(UNKNOWN_TOKEN)).statusCode).toBe(404);
    const acceptUnknown = await accept(UNKNOWN_TOKEN, { fullName: 'Nobody', password: 'nobody-password' });
    expect(acceptUnknown.statusCode).toBe(404);
    expect(acceptUnknown.json().code).toBe('NOT_FOUND');

    for (const malformed of ['not-a-token', 'A'.repeat(42), 'A'.repeat(44), `${'A'.repeat(42)}.`]) {
      const shown = await preview(malformed);
      expect(shown.statusCode, malformed).toBe(400);
      expect(shown.json().code, malformed).toBe('VALIDATION_FAILED');
      expect(shown.json().errors, malformed).toHaveProperty('token');
      const used = await accept(malformed, { fullName: 'Nobody', password: 'nobody-password' });
      expect(used.statusCode, malformed).toBe(400);
    }
    expect((await t.database.db.select().from(user)).length).toBe(usersBefore);
  });

  it('does not take the stored hash for the token', async () => {
    const { company, owner } = await companyWithOwner(t);
    const { id, email, tokenHash } = await pendingInvitation(company.id, owner.id);
    // A hash is 64 hex characters, so it is not even token-shaped; its first 43 are not the token either.
    expect((await preview(tokenHash)).statusCode).toBe(400);
    expect((await preview(tokenHash.slice(0, 43))).statusCode).toBe(404);
    const res = await accept(tokenHash.slice(0, 43), {
      fullName: 'Hash Guesser',
      password: 'guessing-hashes',
    });
    expect(res.statusCode).toBe(404);
    expect(await usersWith(email)).toHaveLength(0);
    expect((await invitationRow(id))?.status).toBe('pending');
  });

  it('never shows the token or its hash in the admin list', async () => {
    const { cookie } = await companyWithOwner(t);
    const email = freshEmail();
    const created = await invite(cookie, email, 'learning_lead');
    expect(created.statusCode).toBe(201);
    const token = await tokenFromOutbox(t.database, email, '/invitation/accept/');
    const row = await invitationRow(created.json().id);

    const list = await call(t.app, 'GET', '/api/v1/invitations', { cookie });
    expect(list.statusCode).toBe(200);
    const item = list.json().items.find((i: { id: string }) => i.id === created.json().id);
    expect(Object.keys(item).sort()).toEqual(
      ['createdAt', 'email', 'expiresAt', 'id', 'invitedByName', 'role', 'status'].sort(),
    );
    expect(list.body).not.toContain(token);
    expect(list.body).not.toContain(row?.tokenHash);
    expect(created.body).not.toContain(token);
  });

  it('answers another company’s admin with 404 when revoking, and the invitation stays pending', async () => {
    const { company, owner, cookie } = await companyWithOwner(t);
    const stranger = await companyWithOwner(t);
    const { id } = await pendingInvitation(company.id, owner.id);
    const res = await revoke(id, stranger.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    expect((await invitationRow(id))?.status).toBe('pending');
    expect(await auditsOn(id, 'invitation.revoked')).toHaveLength(0);

    const theirs = await call(t.app, 'GET', '/api/v1/invitations', { cookie: stranger.cookie });
    expect(theirs.json().items.map((i: { id: string }) => i.id)).not.toContain(id);
    const ours = await call(t.app, 'GET', '/api/v1/invitations', { cookie });
    expect(ours.json().items.map((i: { id: string }) => i.id)).toContain(id);
  });
});

describe('holes closed in review', () => {
  it('does not let an IT admin accept an account_holder invitation with the id from the list', async () => {
    const { company, cookie } = await companyWithOwner(t);
    const itAdmin = await makeUser(t.database, { companyId: company.id, role: 'company_it_admin' });
    const itCookie = await signIn(t.app, itAdmin.email, itAdmin.password);
    const email = freshEmail('future.holder');
    expect((await invite(cookie, email, 'account_holder')).statusCode).toBe(201);

    // The IT admin sees the invitation, id and all, in the company's list...
    const list = await call(t.app, 'GET', '/api/v1/invitations', { cookie: itCookie });
    expect(list.statusCode).toBe(200);
    const listed = list.json().items.find((i: { email: string }) => i.email === email);
    expect(listed).toMatchObject({ role: 'account_holder', status: 'pending' });
    const id: string = listed.id;

    // ...but an id is no longer a way in: the id-based public routes are gone,
    const newAccount = { fullName: 'Sneaky Holder', password: 'quiet-harbour-signal' };
    for (const res of [
      await call(t.app, 'POST', `/api/v1/invitations/${id}/accept`, { body: newAccount }),
      await call(t.app, 'POST', `/api/v1/invitations/${id}/accept`, { body: {}, cookie: itCookie }),
      await call(t.app, 'GET', `/api/v1/invitations/${id}/preview`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', detail: 'No such API route' });
      expect(sessionCookie(res)).toBeUndefined();
    }
    // and the token routes do not take an id for a token.
    for (const res of [await accept(id, newAccount), await accept(id, {}, itCookie), await preview(id)]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(sessionCookie(res)).toBeUndefined();
    }

    expect(await usersWith(email)).toHaveLength(0);
    expect((await invitationRow(id))?.status).toBe('pending');
    expect(await auditsOn(id, 'invitation.accepted')).toHaveLength(0);
    const [itRow] = await t.database.db.select().from(profiles).where(eq(profiles.id, itAdmin.id));
    expect(itRow?.role).toBe('company_it_admin');

    // Only the mailbox that received the link can use it.
    const token = await tokenFromOutbox(t.database, email, '/invitation/accept/');
    const joined = await accept(token, { fullName: 'Real Holder', password: 'amber-meadow-compass' });
    expect(joined.statusCode).toBe(200);
    const me = await call(t.app, 'GET', '/api/v1/me', { cookie: sessionCookie(joined) });
    expect(me.json().user).toMatchObject({ email, role: 'account_holder', companyId: company.id });
  });

  it('lets an invitation lapse (410) once its inviter is deactivated', async () => {
    const { company, cookie } = await companyWithOwner(t);
    const itAdmin = await makeUser(t.database, { companyId: company.id, role: 'company_it_admin' });
    const { id, email, token } = await pendingInvitation(
      company.id,
      itAdmin.id,
      freshEmail(),
      'learning_lead',
    );
    const off = await call(t.app, 'POST', `/api/v1/profiles/${itAdmin.id}/deactivate`, { cookie });
    expect(off.statusCode).toBe(200);

    const res = await accept(token, { fullName: 'Late Joiner', password: 'velvet-canyon-echo' });
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('INVITATION_UNAVAILABLE');
    expect(res.json().detail).toContain('is no longer valid');
    expect(sessionCookie(res)).toBeUndefined();
    expect(await usersWith(email)).toHaveLength(0);
    expect((await invitationRow(id))?.status).toBe('pending');
  });

  it('lets an invitation lapse (410) once its inviter can no longer grant the role, and only then', async () => {
    const { company, cookie } = await companyWithOwner(t);
    const second = await makeUser(t.database, { companyId: company.id, role: 'account_holder' });
    const holderInvite = await pendingInvitation(company.id, second.id, freshEmail(), 'account_holder');
    const employeeInvite = await pendingInvitation(company.id, second.id, freshEmail(), 'employee');
    // An IT admin grants company roles, but not account_holder.
    const demoted = await call(t.app, 'PATCH', `/api/v1/profiles/${second.id}/role`, {
      cookie,
      body: { role: 'company_it_admin' },
    });
    expect(demoted.statusCode).toBe(200);

    const refused = await accept(holderInvite.token, {
      fullName: 'Not Holder',
      password: 'granite-river-bell',
    });
    expect(refused.statusCode).toBe(410);
    expect(refused.json().detail).toContain('is no longer valid');
    expect(await usersWith(holderInvite.email)).toHaveLength(0);
    expect((await invitationRow(holderInvite.id))?.status).toBe('pending');

    const fine = await accept(employeeInvite.token, {
      fullName: 'Still Fine',
      password: 'copper-kite-horizon',
    });
    expect(fine.statusCode).toBe(200);
    expect((await invitationRow(employeeInvite.id))?.status).toBe('accepted');
  });

  it('refuses (410) an invitation with no inviter, or one from an admin of another company', async () => {
    const { company } = await companyWithOwner(t);
    const stranger = await companyWithOwner(t);
    const orphan = await pendingInvitation(company.id, stranger.owner.id);
    const foreign = await pendingInvitation(company.id, stranger.owner.id);
    // The inviter's account was deleted: invited_by is set null.
    await t.database.db.update(invitations).set({ invitedBy: null }).where(eq(invitations.id, orphan.id));

    for (const { token, email, id } of [orphan, foreign]) {
      const res = await accept(token, { fullName: 'Nobody Invited', password: 'nobody-invited-pass' });
      expect(res.statusCode).toBe(410);
      expect(res.json().detail).toContain('is no longer valid');
      expect(await usersWith(email)).toHaveLength(0);
      expect((await invitationRow(id))?.status).toBe('pending');
    }
  });

  it('does not let a system owner invite a system admin into a customer company', async () => {
    const { company } = await companyWithOwner(t);
    const systemOwner = await makeUser(t.database, {
      companyId: SYSTEM_OWNER_COMPANY_ID,
      role: 'system_owner',
      email: `owner-${Date.now().toString(36)}@competencyhub.test`,
    });
    const ownerCookie = await signIn(t.app, systemOwner.email, systemOwner.password);
    const manage = (companyId: string) =>
      call(t.app, 'POST', '/api/v1/me/managed-company', { cookie: ownerCookie, body: { companyId } });
    expect((await manage(company.id)).statusCode).toBe(200);

    const email = freshEmail('would-be.sysadmin');
    const refused = await invite(ownerCookie, email, 'system_admin');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    expect(await invitationsFor(email)).toHaveLength(0);
    expect(
      await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)),
    ).toHaveLength(0);
    // The customer's own roles are still the system owner's to give there.
    expect((await invite(ownerCookie, freshEmail(), 'account_holder')).statusCode).toBe(201);

    // One written before the rule (or by a bug) is refused at acceptance too.
    const planted = await pendingInvitation(company.id, systemOwner.id, freshEmail(), 'system_admin');
    const res = await accept(planted.token, { fullName: 'Planted Admin', password: 'planted-admin-pass' });
    expect(res.statusCode).toBe(410);
    expect(await usersWith(planted.email)).toHaveLength(0);

    // In the system owner company itself, system admins are invited as before.
    expect((await manage(SYSTEM_OWNER_COMPANY_ID)).statusCode).toBe(200);
    const inOwnCompany = await invite(ownerCookie, freshEmail('new.sysadmin'), 'system_admin');
    expect(inOwnCompany.statusCode).toBe(201);
    const [row] = await invitationsFor(inOwnCompany.json().email);
    expect(row?.companyId).toBe(SYSTEM_OWNER_COMPANY_ID);
  });
});
