import type { Role } from '@competencyhub/domain/roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, invitations, profiles, user } from '../src/db/schema.ts';
import { makeCompany, makeUser } from './factories.ts';
import { BASE_URL, call, createTestApp, sessionCookie, signIn, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
});
afterAll(() => t.close());

let counter = 0;
const freshEmail = (label = 'invitee') => `${label}-${Date.now().toString(36)}-${counter++}@invited.test`;

async function companyWithOwner() {
  const company = await makeCompany(t.database);
  const owner = await makeUser(t.database, { companyId: company.id, role: 'account_holder' });
  return { company, owner, cookie: await signIn(t.app, owner.email, owner.password) };
}

const invite = (cookie: string, email: string, role: Role = 'team_manager') =>
  call(t.app, 'POST', '/api/v1/invitations', { cookie, body: { email, role } });
const preview = (id: string) => call(t.app, 'GET', `/api/v1/invitations/${id}/preview`);
const accept = (id: string, body: Record<string, unknown> = {}, cookie?: string) =>
  call(t.app, 'POST', `/api/v1/invitations/${id}/accept`, { body, cookie });
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

/**
 * A pending invitation written straight to the database, as the invitations API would write it, so
 * that the accept, preview and revoke tests do not depend on the create route.
 */
async function pendingInvitation(
  companyId: string,
  invitedBy: string,
  email = freshEmail(),
  role: Role = 'team_manager',
) {
  const [row] = await t.database.db
    .insert(invitations)
    .values({ companyId, email, role, invitedBy, expiresAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000) })
    .returning();
  if (!row) throw new Error('invitation insert failed');
  return { id: row.id, email };
}

describe('inviting a new person', () => {
  it('creates a 7-day invitation, e-mails the link, and the invitee joins with a name and password', async () => {
    const { company, owner, cookie } = await companyWithOwner();
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
    expect(mail?.subject).toBe(`${owner.fullName} invited you to ${company.name} on CompetencyHub`);
    expect(mail?.textBody).toContain(`${BASE_URL}/invitation/accept/${invitation.id}`);
    expect(mail?.companyId).toBe(company.id);
    expect(await auditsOn(invitation.id, 'invitation.created')).toMatchObject([
      { actorId: owner.id, companyId: company.id, ip: '127.0.0.1' },
    ]);

    const shown = await preview(invitation.id);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({
      email,
      companyName: company.name,
      role: 'team_manager',
      status: 'pending',
      accountExists: false,
    });

    const joined = await accept(invitation.id, {
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
    });
    expect(me.json().company.name).toBe(company.name);

    expect((await invitationRow(invitation.id))?.status).toBe('accepted');
    const [accepted] = await auditsOn(invitation.id, 'invitation.accepted');
    expect(accepted).toMatchObject({ actorId: me.json().user.id, companyId: company.id });
    expect(JSON.stringify(accepted)).not.toContain('welcome-aboard-2026');

    // The password works for a normal sign-in too.
    await signIn(t.app, email, 'welcome-aboard-2026');
  });

  it('lets a company IT admin invite the roles it may grant', async () => {
    const { company } = await companyWithOwner();
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
    const { company, owner } = await companyWithOwner();
    const { id, email } = await pendingInvitation(company.id, owner.id);
    expect((await preview(id)).json()).toEqual({
      email,
      companyName: company.name,
      role: 'team_manager',
      status: 'pending',
      accountExists: false,
    });
    const first = await accept(id, { fullName: 'First Use', password: 'first-use-password' });
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

    const again = await accept(id, { fullName: 'Second Use', password: 'second-use-password' });
    expect(again.statusCode).toBe(410);
    expect(again.headers['content-type']).toContain('application/problem+json');
    expect(again.json().code).toBe('INVITATION_UNAVAILABLE');
    expect(sessionCookie(again)).toBeUndefined();
    expect((await t.database.db.select().from(user)).length).toBe(usersBefore);
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.email, email));
    expect(profile?.fullName).toBe('First Use');

    expect((await preview(id)).json()).toMatchObject({ status: 'accepted', accountExists: true });
  });

  it('asks a new invitee for a name and password, creating nothing without them', async () => {
    const { company, owner } = await companyWithOwner();
    const { id, email } = await pendingInvitation(company.id, owner.id);
    const res = await accept(id, {});
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['fullName', 'password']);
    expect(await usersWith(email)).toHaveLength(0);
    expect((await invitationRow(id))?.status).toBe('pending');
  });
});

describe('invitations that can no longer be used', () => {
  it('refuses a revoked invitation with 410, and the preview says revoked', async () => {
    const { company, owner, cookie } = await companyWithOwner();
    const { id, email } = await pendingInvitation(company.id, owner.id);
    const res = await revoke(id, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'revoked' });
    expect(await auditsOn(id, 'invitation.revoked')).toMatchObject([
      { actorId: owner.id, companyId: company.id },
    ]);

    const used = await accept(id, { fullName: 'Too Late', password: 'too-late-password' });
    expect(used.statusCode).toBe(410);
    expect(used.json().code).toBe('INVITATION_UNAVAILABLE');
    expect((await preview(id)).json().status).toBe('revoked');
    expect(await usersWith(email)).toHaveLength(0);
  });

  it('refuses an expired invitation with 410, and the preview says expired', async () => {
    const { company, owner, cookie } = await companyWithOwner();
    const { id, email } = await pendingInvitation(company.id, owner.id);
    await t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(invitations.id, id));

    const used = await accept(id, { fullName: 'Too Late', password: 'too-late-password' });
    expect(used.statusCode).toBe(410);
    expect(used.json().code).toBe('INVITATION_UNAVAILABLE');
    expect((await preview(id)).json().status).toBe('expired');
    expect(await usersWith(email)).toHaveLength(0);
    expect((await revoke(id, cookie)).statusCode).toBe(409);
    expect((await invitationRow(id))?.status).toBe('pending');
  });

  it('does not let an expired invitation block a new one for the same e-mail', async () => {
    const { company, owner, cookie } = await companyWithOwner();
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
    const { company, owner, cookie } = await companyWithOwner();
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
    const { company, cookie } = await companyWithOwner();
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
    const { company } = await companyWithOwner();
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
    const { company } = await companyWithOwner();
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
    const { company, owner } = await companyWithOwner();
    const waiting = await makeUser(t.database, { companyId: company.id, status: 'pending_approval' });
    const { id } = await pendingInvitation(company.id, owner.id, waiting.email, 'learning_lead');
    expect((await preview(id)).json().accountExists).toBe(true);

    const waitingCookie = await signIn(t.app, waiting.email, waiting.password);
    const res = await accept(id, {}, waitingCookie);
    expect(res.statusCode).toBe(200);
    const me = await call(t.app, 'GET', '/api/v1/me', { cookie: waitingCookie });
    expect(me.json().user).toMatchObject({
      id: waiting.id,
      status: 'active',
      role: 'learning_lead',
      companyId: company.id,
    });
    expect((await invitationRow(id))?.status).toBe('accepted');
    expect(await auditsOn(id, 'invitation.accepted')).toMatchObject([{ actorId: waiting.id }]);
  });

  it('refuses someone signed in with a different e-mail (403 WRONG_ACCOUNT), changing nothing', async () => {
    const { company, owner } = await companyWithOwner();
    const { id } = await pendingInvitation(company.id, owner.id, freshEmail(), 'learning_lead');
    const other = await makeUser(t.database, { companyId: company.id });
    const otherCookie = await signIn(t.app, other.email, other.password);

    const res = await accept(id, {}, otherCookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('WRONG_ACCOUNT');
    expect((await invitationRow(id))?.status).toBe('pending');
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, other.id));
    expect(profile?.role).toBe('employee');
  });

  it('asks an existing account to sign in first (401), changing nothing', async () => {
    const { company, owner } = await companyWithOwner();
    const waiting = await makeUser(t.database, { companyId: company.id, status: 'pending_approval' });
    const { id } = await pendingInvitation(company.id, owner.id, waiting.email);
    const res = await accept(id, { fullName: 'Hijacker', password: 'hijacking-password' });
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

describe('ids', () => {
  it('answers an unknown id with 404 and a malformed one with 400', async () => {
    const unknown = '3f1c2a4e-9b7d-4c1e-8a2b-6d5e4f3a2b1c';
    expect((await preview(unknown)).statusCode).toBe(404);
    const acceptUnknown = await accept(unknown, { fullName: 'Nobody', password: 'nobody-password' });
    expect(acceptUnknown.statusCode).toBe(404);
    expect(acceptUnknown.json().code).toBe('NOT_FOUND');

    const malformed = await preview('not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION_FAILED');
    expect((await accept('not-a-uuid', { fullName: 'Nobody', password: 'nobody-password' })).statusCode).toBe(
      400,
    );
  });

  it('answers another company’s admin with 404 when revoking, and the invitation stays pending', async () => {
    const { company, owner, cookie } = await companyWithOwner();
    const stranger = await companyWithOwner();
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
