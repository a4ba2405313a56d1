import { SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import type { Role } from '@competencyhub/domain/roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit.ts';
import { companies } from '../src/db/schema/companies.ts';
import { invitations } from '../src/db/schema/invitations.ts';
import { emailOutbox } from '../src/db/schema/mail.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import { makeCompany, makeInvitation, makeUser } from './factories.ts';
import { call, createTestApp, outboxTo, signIn, type TestApp, tokenFromOutbox } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
});
afterAll(() => t.close());

let counter = 0;
const fresh = (label: string) => `${label}-${Date.now().toString(36)}-${counter++}@people.test`;

async function company(role: Role = 'account_holder') {
  const c = await makeCompany(t.database);
  const admin = await makeUser(t.database, { companyId: c.id, role, fullName: 'Olivia Owner' });
  return { company: c, admin, cookie: await signIn(t.app, admin.email, admin.password) };
}

const get = (url: string, cookie: string) => call(t.app, 'GET', url, { cookie });
const setManager = (id: string, lineManagerId: string | null, cookie: string) =>
  call(t.app, 'PATCH', `/api/v1/profiles/${id}/line-manager`, { cookie, body: { lineManagerId } });
const bulk = (cookie: string, rows: unknown[]) =>
  call(t.app, 'POST', '/api/v1/invitations/bulk', { cookie, body: { rows } });
const resend = (id: string, cookie: string) =>
  call(t.app, 'POST', `/api/v1/invitations/${id}/resend`, { cookie });

const managerOf = async (id: string) =>
  (await t.database.db.select().from(profiles).where(eq(profiles.id, id)))[0]?.lineManagerId;
const invitationsOf = (companyId: string) =>
  t.database.db.select().from(invitations).where(eq(invitations.companyId, companyId));
const audits = (companyId: string, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, action)));
const outboxCount = async () => (await t.database.db.select().from(emailOutbox)).length;

describe('the people list', () => {
  it('filters by role, status and text, counts all matches and names each line manager', async () => {
    const { company: c, admin, cookie } = await company();
    const lead = await makeUser(t.database, {
      companyId: c.id,
      role: 'team_manager',
      fullName: 'Grace Lead',
    });
    const staff: Awaited<ReturnType<typeof makeUser>>[] = [];
    for (let i = 0; i < 3; i++) {
      staff.push(await makeUser(t.database, { companyId: c.id, fullName: `Staff Member ${i}` }));
    }
    await makeUser(t.database, { companyId: c.id, status: 'deactivated', fullName: 'Gone Person' });
    await makeUser(t.database, { companyId: c.id, status: 'pending_approval', fullName: 'Waiting Person' });
    const other = await makeCompany(t.database);
    await makeUser(t.database, { companyId: other.id, fullName: 'Staff Member Elsewhere' });
    expect((await setManager(staff[0]?.id ?? '', lead.id, cookie)).statusCode).toBe(200);

    const employees = (await get('/api/v1/profiles?role=employee&status=active&limit=2', cookie)).json();
    expect(employees.total).toBe(3);
    expect(employees.items).toHaveLength(2);
    const rest = (
      await get(`/api/v1/profiles?role=employee&status=active&limit=2&cursor=${employees.nextCursor}`, cookie)
    ).json();
    expect(rest.total).toBe(3);
    expect(rest.nextCursor).toBeNull();
    const names = [...employees.items, ...rest.items].map((p: { fullName: string }) => p.fullName);
    expect(names.sort()).toEqual(['Staff Member 0', 'Staff Member 1', 'Staff Member 2']);
    const managed = [...employees.items, ...rest.items].find((p: { id: string }) => p.id === staff[0]?.id);
    expect(managed).toMatchObject({ lineManagerId: lead.id, lineManagerName: 'Grace Lead' });

    const search = (await get('/api/v1/profiles?q=staff%20member', cookie)).json();
    expect(search.total).toBe(3);
    expect((await get('/api/v1/profiles?status=deactivated', cookie)).json().items[0].fullName).toBe(
      'Gone Person',
    );
    const all = (await get('/api/v1/profiles?limit=100', cookie)).json();
    expect(all.total).toBe(7);
    expect(all.items.map((p: { id: string }) => p.id)).toContain(admin.id);
  });

  it('answers a role that does not exist with a 400 naming the field', async () => {
    const { cookie } = await company();
    const res = await get('/api/v1/profiles?role=boss', cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ role: ['Choose a valid role'] });
  });
});

describe('setting a line manager', () => {
  it('sets, audits and clears the line manager', async () => {
    const { company: c, cookie } = await company();
    const person = await makeUser(t.database, { companyId: c.id });
    const boss = await makeUser(t.database, { companyId: c.id, fullName: 'Big Boss' });
    const res = await setManager(person.id, boss.id, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: person.id, lineManagerId: boss.id, lineManagerName: 'Big Boss' });
    const [audit] = await audits(c.id, 'profile.line_manager_changed');
    expect(audit).toMatchObject({ targetId: person.id });
    expect(audit?.details).toMatchObject({
      before: { lineManagerId: null },
      after: { lineManagerId: boss.id },
    });

    const cleared = await setManager(person.id, null, cookie);
    expect(cleared.json()).toMatchObject({ lineManagerId: null, lineManagerName: null });
    expect(await managerOf(person.id)).toBeNull();
    expect(await audits(c.id, 'profile.line_manager_changed')).toHaveLength(2);
  });

  it('refuses a reporting loop, however long, and changes nothing', async () => {
    const { company: c, cookie } = await company();
    const [a, b, d] = [
      await makeUser(t.database, { companyId: c.id }),
      await makeUser(t.database, { companyId: c.id }),
      await makeUser(t.database, { companyId: c.id }),
    ];
    if (!a || !b || !d) throw new Error('setup');
    expect((await setManager(b.id, a.id, cookie)).statusCode).toBe(200); // a manages b
    const direct = await setManager(a.id, b.id, cookie);
    expect(direct.statusCode).toBe(400);
    expect(direct.json().detail).toBe('This would create a reporting loop');
    expect(direct.json().errors).toEqual({ lineManagerId: ['This would create a reporting loop'] });
    expect((await setManager(d.id, b.id, cookie)).statusCode).toBe(200); // b manages d
    expect((await setManager(a.id, d.id, cookie)).json().detail).toBe('This would create a reporting loop');
    expect(await managerOf(a.id)).toBeNull();
    expect(await audits(c.id, 'profile.line_manager_changed')).toHaveLength(2);
  });

  it('refuses the person themself and anyone not active, with a field error', async () => {
    const { company: c, cookie } = await company();
    const person = await makeUser(t.database, { companyId: c.id });
    const self = await setManager(person.id, person.id, cookie);
    expect(self.statusCode).toBe(400);
    expect(self.json().errors).toEqual({ lineManagerId: ['A person cannot be their own line manager'] });
    for (const status of ['deactivated', 'pending_approval'] as const) {
      const inactive = await makeUser(t.database, { companyId: c.id, status });
      const res = await setManager(person.id, inactive.id, cookie);
      expect(res.statusCode, status).toBe(400);
      expect(res.json().detail).toBe('The line manager must be an active member of the company');
    }
    const bad = await setManager(person.id, 'nobody' as string, cookie);
    expect(bad.statusCode).toBe(400);
    expect(await managerOf(person.id)).toBeNull();
  });

  it('needs the actor to outrank the person, as for a role change, and not to be the person', async () => {
    const { company: c, admin: holder, cookie: holderCookie } = await company();
    const itAdmin = await makeUser(t.database, { companyId: c.id, role: 'company_it_admin' });
    const itCookie = await signIn(t.app, itAdmin.email, itAdmin.password);
    const otherHolder = await makeUser(t.database, { companyId: c.id, role: 'account_holder' });
    const employee = await makeUser(t.database, { companyId: c.id, role: 'employee' });

    for (const [target, cookie] of [
      [holder.id, itCookie],
      [otherHolder.id, itCookie],
      [itAdmin.id, itCookie],
      [holder.id, holderCookie],
    ] as const) {
      const res = await setManager(target, employee.id, cookie);
      expect(res.statusCode, target).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
      expect(await managerOf(target)).toBeNull();
    }
    expect(await audits(c.id, 'profile.line_manager_changed')).toHaveLength(0);

    // Within their rank it works as before: the IT admin for an employee or a fellow IT admin
    // (roles it may grant), the holder for the IT admin.
    const otherIt = await makeUser(t.database, { companyId: c.id, role: 'company_it_admin' });
    expect((await setManager(employee.id, itAdmin.id, itCookie)).statusCode).toBe(200);
    expect((await setManager(otherIt.id, itAdmin.id, itCookie)).statusCode).toBe(200);
    expect((await setManager(itAdmin.id, holder.id, holderCookie)).statusCode).toBe(200);
    expect(await managerOf(itAdmin.id)).toBe(holder.id);
  });

  it("answers another company's people with 404 on either side, changing nothing", async () => {
    const { company: c, cookie } = await company();
    const mine = await makeUser(t.database, { companyId: c.id });
    const other = await makeCompany(t.database);
    const theirs = await makeUser(t.database, { companyId: other.id });
    const theirBoss = await makeUser(t.database, { companyId: other.id });
    expect((await setManager(theirs.id, null, cookie)).statusCode).toBe(404);
    expect((await setManager(theirs.id, mine.id, cookie)).statusCode).toBe(404);
    expect((await setManager(mine.id, theirBoss.id, cookie)).statusCode).toBe(404);
    expect(await managerOf(mine.id)).toBeNull();
    expect(await managerOf(theirs.id)).toBeNull();
    expect(await audits(c.id, 'profile.line_manager_changed')).toHaveLength(0);
  });
});

describe('the invitations list', () => {
  it('filters by status, expiry included, and pages without duplicates', async () => {
    const { company: c, admin, cookie } = await company();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await makeInvitation(t.database, { companyId: c.id, invitedBy: admin.id })).id);
    }
    const lapsed = await makeInvitation(t.database, {
      companyId: c.id,
      invitedBy: admin.id,
      expiresAt: new Date(Date.now() - 1000),
    });
    const revoked = await makeInvitation(t.database, { companyId: c.id, invitedBy: admin.id });
    await call(t.app, 'POST', `/api/v1/invitations/${revoked.id}/revoke`, { cookie });

    const pending = (await get('/api/v1/invitations?status=pending&limit=2', cookie)).json();
    expect(pending.total).toBe(3);
    const next = (
      await get(`/api/v1/invitations?status=pending&limit=2&cursor=${pending.nextCursor}`, cookie)
    ).json();
    expect([...pending.items, ...next.items].map((i: { id: string }) => i.id).sort()).toEqual(
      [...ids].sort(),
    );
    expect(next.nextCursor).toBeNull();

    const expired = (await get('/api/v1/invitations?status=expired', cookie)).json();
    expect(expired.items.map((i: { id: string; status: string }) => [i.id, i.status])).toEqual([
      [lapsed.id, 'expired'],
    ]);
    expect((await get('/api/v1/invitations?status=revoked', cookie)).json().total).toBe(1);
    expect((await get('/api/v1/invitations', cookie)).json().total).toBe(5);
    expect((await get('/api/v1/invitations?status=sent', cookie)).statusCode).toBe(400);
  });
});

describe('re-sending an invitation', () => {
  it('e-mails a new 7-day link, retires the old one, and audits it', async () => {
    const { company: c, admin, cookie } = await company();
    const email = fresh('resend');
    const old = await makeInvitation(t.database, {
      companyId: c.id,
      invitedBy: admin.id,
      email,
      expiresAt: new Date(Date.now() - 60_000),
    });
    const res = await resend(old.id, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: old.id, status: 'pending' });
    const days = (Date.parse(res.json().expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    expect((await call(t.app, 'GET', `/api/v1/invitation-tokens/${old.token}`)).statusCode).toBe(404);
    const token = await tokenFromOutbox(t.database, email, '/invitation/accept/');
    const preview = await call(t.app, 'GET', `/api/v1/invitation-tokens/${token}`);
    expect(preview.json()).toMatchObject({ email, status: 'pending' });
    expect(await audits(c.id, 'invitation.resent')).toHaveLength(1);
  });

  it('refuses a revoked or accepted invitation (409) and another company’s (404), sending nothing', async () => {
    const { company: c, admin, cookie } = await company();
    const revoked = await makeInvitation(t.database, { companyId: c.id, invitedBy: admin.id });
    await call(t.app, 'POST', `/api/v1/invitations/${revoked.id}/revoke`, { cookie });
    const other = await company();
    const theirs = await makeInvitation(t.database, {
      companyId: other.company.id,
      invitedBy: other.admin.id,
    });
    const before = await outboxCount();
    expect((await resend(revoked.id, cookie)).statusCode).toBe(409);
    expect((await resend(theirs.id, cookie)).statusCode).toBe(404);
    expect(await outboxCount()).toBe(before);
    expect(await audits(c.id, 'invitation.resent')).toHaveLength(0);
  });

  it('refuses (409) when the person has joined since, or a newer invitation is waiting', async () => {
    const { company: c, admin, cookie } = await company();
    const joined = await makeUser(t.database, { companyId: c.id });
    const stale = await makeInvitation(t.database, {
      companyId: c.id,
      invitedBy: admin.id,
      email: joined.email,
      expiresAt: new Date(Date.now() - 1000),
    });
    const joinedRes = await resend(stale.id, cookie);
    expect(joinedRes.statusCode).toBe(409);
    expect(joinedRes.json().errors).toEqual({ email: ['This person is already a member of your company'] });

    const email = fresh('twice');
    const older = await makeInvitation(t.database, {
      companyId: c.id,
      invitedBy: admin.id,
      email,
      expiresAt: new Date(Date.now() - 1000),
    });
    // A new invitation marks the lapsed one expired, as the invitations API does.
    await t.database.db.update(invitations).set({ status: 'expired' }).where(eq(invitations.id, older.id));
    await makeInvitation(t.database, { companyId: c.id, invitedBy: admin.id, email });
    const twice = await resend(older.id, cookie);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors).toEqual({ email: ['An invitation is already waiting for this e-mail'] });
    expect(await audits(c.id, 'invitation.resent')).toHaveLength(0);
  });

  it('does not let a company IT admin re-send an account holder invitation', async () => {
    const { company: c, admin } = await company();
    const it = await makeUser(t.database, { companyId: c.id, role: 'company_it_admin' });
    const itCookie = await signIn(t.app, it.email, it.password);
    const invitation = await makeInvitation(t.database, {
      companyId: c.id,
      invitedBy: admin.id,
      role: 'account_holder',
    });
    expect((await resend(invitation.id, itCookie)).statusCode).toBe(403);
  });
});

describe('inviting from a file', () => {
  it('reports every bad row by its row number and creates nothing', async () => {
    const { company: c, admin } = await company();
    const it = await makeUser(t.database, { companyId: c.id, role: 'company_it_admin' });
    const cookie = await signIn(t.app, it.email, it.password);
    const member = await makeUser(t.database, { companyId: c.id });
    const invited = await makeInvitation(t.database, { companyId: c.id, invitedBy: admin.id });
    const good = fresh('good');
    const before = { invitations: (await invitationsOf(c.id)).length, mails: await outboxCount() };

    const res = await bulk(cookie, [
      { row: 2, email: good, role: 'employee', fullName: 'Good Person' },
      { row: 3, email: 'not-an-email', role: 'employee' },
      { row: 4, email: fresh('boss'), role: 'account_holder' },
      { row: 6, email: good.toUpperCase(), role: 'team_manager' },
      { row: 7, email: member.email, role: 'employee' },
      { row: 8, email: invited.email, role: 'employee' },
      { row: 9, email: fresh('role'), role: 'boss', fullName: 'x'.repeat(121) },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().detail).toBe('No invitations were sent: 6 rows need attention');
    expect(res.json().errors).toEqual({
      'rows.3.email': ['Enter a valid e-mail address'],
      'rows.4.role': ['You cannot invite someone with this role'],
      'rows.6.email': ['This e-mail appears more than once in the file'],
      'rows.7.email': ['This person is already a member of your company'],
      'rows.8.email': ['An invitation is already waiting for this e-mail'],
      'rows.9.role': ['Choose a valid role'],
      'rows.9.fullName': ['Name must be at most 120 characters'],
    });
    expect((await invitationsOf(c.id)).length).toBe(before.invitations);
    expect(await outboxCount()).toBe(before.mails);
  });

  it('counts rows from 2 (after the header) when the client gives no row numbers', async () => {
    const { cookie } = await company();
    const res = await bulk(cookie, [
      { email: fresh('ok'), role: 'employee' },
      { email: '', role: 'employee' },
    ]);
    expect(res.json().errors).toEqual({ 'rows.3.email': ['Enter a valid e-mail address'] });
  });

  it('creates every invitation of a good file at once, e-mails each invitee, and lists them', async () => {
    const { company: c, cookie } = await company();
    const rows = [
      { email: fresh('ana'), role: 'employee', fullName: 'Ana Souza' },
      { email: fresh('bo'), role: 'team_manager', fullName: '' },
      { email: fresh('cy'), role: 'learning_lead' },
    ];
    const res = await bulk(cookie, rows);
    expect(res.statusCode).toBe(201);
    expect(res.json().created).toBe(3);
    const listed = (await get('/api/v1/invitations?status=pending', cookie)).json();
    expect(listed.items.map((i: { email: string }) => i.email).sort()).toEqual(
      rows.map((r) => r.email).sort(),
    );
    const [mail] = await outboxTo(t.database, rows[0]?.email ?? '');
    expect(mail?.textBody).toMatch(/^Hello “Ana Souza”,/);
    expect((await outboxTo(t.database, rows[1]?.email ?? ''))[0]?.textBody).toMatch(/^Hello,/);
    expect(await audits(c.id, 'invitation.created')).toHaveLength(3);
  });

  it('imports a full file of 500 rows in one go', async () => {
    const { company: c, cookie } = await company();
    // A company in its first day has a small invitation budget (email-content.test.ts).
    await t.database.db
      .update(companies)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(companies.id, c.id));
    const rows = Array.from({ length: 500 }, (_, i) => ({ email: `full${i}@many.test`, role: 'employee' }));
    const res = await bulk(cookie, rows);
    expect(res.statusCode).toBe(201);
    expect(res.json().created).toBe(500);
    expect(await invitationsOf(c.id)).toHaveLength(500);
  });

  it('takes at most 500 rows', async () => {
    const { company: c, cookie } = await company();
    const rows = Array.from({ length: 501 }, (_, i) => ({ email: `p${i}@many.test`, role: 'employee' }));
    const res = await bulk(cookie, rows);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ rows: ['A file may have at most 500 rows'] });
    expect(await invitationsOf(c.id)).toHaveLength(0);
  });
});

describe('companies for system-level users', () => {
  it('lists companies by name with domains and active people, searchable and paged', async () => {
    const sys = await makeUser(t.database, {
      companyId: SYSTEM_OWNER_COMPANY_ID,
      role: 'system_admin',
      email: `sys-${counter++}@competencyhub.test`,
    });
    const cookie = await signIn(t.app, sys.email, sys.password);
    const tag = `Zyx${Date.now().toString(36)}`;
    const first = await makeCompany(t.database, { name: `${tag} Alpha` });
    const second = await makeCompany(t.database, { name: `${tag} Beta` });
    await makeUser(t.database, { companyId: first.id });
    await makeUser(t.database, { companyId: first.id });
    await makeUser(t.database, { companyId: first.id, status: 'deactivated' });

    const page = (await get(`/api/v1/companies?q=${tag}&limit=1`, cookie)).json();
    expect(page.items).toEqual([
      expect.objectContaining({
        id: first.id,
        name: `${tag} Alpha`,
        domains: [first.domain],
        peopleCount: 2,
      }),
    ]);
    const next = (await get(`/api/v1/companies?q=${tag}&limit=1&cursor=${page.nextCursor}`, cookie)).json();
    expect(next.items.map((i: { id: string }) => i.id)).toEqual([second.id]);
    expect(next.nextCursor).toBeNull();
    const byDomain = (await get(`/api/v1/companies?q=${second.domain}`, cookie)).json();
    expect(byDomain.items.map((i: { id: string }) => i.id)).toEqual([second.id]);

    await call(t.app, 'POST', '/api/v1/me/managed-company', { cookie, body: { companyId: first.id } });
    const people = (await get('/api/v1/profiles', cookie)).json();
    expect(people.total).toBe(3);
  });

  it('is refused to an account holder', async () => {
    const { cookie } = await company();
    expect((await get('/api/v1/companies', cookie)).statusCode).toBe(403);
  });
});
