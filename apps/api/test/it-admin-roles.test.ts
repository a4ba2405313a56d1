import { SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import { PERMISSION_NAMES, PERMISSIONS } from '@competencyhub/domain/permissions';
import { ROLES, type Role } from '@competencyhub/domain/roles';
import type {
  RoleRequest,
  RoleRequestPage,
  RolesOverview,
} from '@competencyhub/domain/schemas/it-admin-roles';
import { ROLE_REQUEST_MESSAGES as M } from '@competencyhub/domain/schemas/it-admin-roles-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/client.ts';
import { emailOutbox } from '../src/db/schema/mail.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import { countPendingRoleRequests } from '../src/modules/it-admin/role-requests.ts';
import { auditsOf, companyWithOwner, makeUser, signedInUser } from './factories.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

/**
 * IT Administration > Roles (decision 0073): the roles with their permissions and holders, and role
 * requests an IT administrator makes and an account holder decides, applied through User
 * Management's own role change.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '10000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
  await t.app.services.outbox.stop();
});
afterAll(() => t.close());

async function firm() {
  const { company, owner, cookie } = await companyWithOwner(t);
  const it = await signedInUser(t, { companyId: company.id, role: 'company_it_admin' });
  const employee = await makeUser(t.database, { companyId: company.id, role: 'employee' });
  return { company, owner, ownerCookie: cookie, it, employee };
}

const ask = (cookie: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/v1/it-admin/role-requests', { cookie, body });
const decide = (cookie: string, id: string, verb: 'approve' | 'reject' | 'withdraw', note?: string) =>
  call(t.app, 'POST', `/api/v1/it-admin/role-requests/${id}/${verb}`, {
    cookie,
    body: verb === 'withdraw' ? {} : note === undefined ? {} : { note },
  });
const roleOf = async (id: string) =>
  (await t.database.db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, id)))[0]?.role;

describe('the Roles tab', () => {
  it('lists the seven roles with the permission table’s entries and the company’s active holders', async () => {
    const { company, it: admin } = await firm();
    await makeUser(t.database, { companyId: company.id, role: 'team_manager' });
    await makeUser(t.database, { companyId: company.id, role: 'team_manager' });
    await makeUser(t.database, { companyId: company.id, role: 'team_manager', status: 'deactivated' });
    // Another company's people are never counted.
    const other = await companyWithOwner(t);
    await makeUser(t.database, { companyId: other.company.id, role: 'team_manager' });

    const res = await call(t.app, 'GET', '/api/v1/it-admin/roles', { cookie: admin.cookie });
    expect(res.statusCode).toBe(200);
    const { roles } = res.json<RolesOverview>();
    expect(roles.map((r) => r.role)).toEqual([...ROLES]);
    const holders = Object.fromEntries(roles.map((r) => [r.role, r.holders]));
    expect(holders).toMatchObject({
      employee: 1,
      team_manager: 2,
      company_it_admin: 1,
      account_holder: 1,
      system_admin: 0,
    });
    for (const summary of roles) {
      expect(summary.permissions).toEqual(PERMISSION_NAMES.filter((name) => PERMISSIONS[name](summary.role)));
    }
  });

  it.each([
    ['employee', 403],
    ['team_manager', 403],
    ['learning_lead', 403],
    ['company_it_admin', 200],
    ['account_holder', 200],
  ] as [Role, number][])('answers a %s with %i', async (role, status) => {
    const { company } = await firm();
    const person = await signedInUser(t, { companyId: company.id, role });
    for (const url of ['/api/v1/it-admin/roles', '/api/v1/it-admin/role-requests']) {
      expect((await call(t.app, 'GET', url, { cookie: person.cookie })).statusCode, url).toBe(status);
    }
  });

  it('shows platform staff the company they manage', async () => {
    const { company } = await firm();
    const staff = await signedInUser(t, {
      companyId: SYSTEM_OWNER_COMPANY_ID,
      role: 'system_admin',
      email: `staff-${Date.now()}@competencyhub.test`,
    });
    await t.database.db
      .update(profiles)
      .set({ managedCompanyId: company.id })
      .where(eq(profiles.id, staff.id));
    const res = await call(t.app, 'GET', '/api/v1/it-admin/roles', { cookie: staff.cookie });
    expect(res.json<RolesOverview>().roles.find((r) => r.role === 'company_it_admin')?.holders).toBe(1);
  });
});

describe('role requests', () => {
  it('an IT administrator asks, the account holder approves: the role changes, each step is audited and the requester told', async () => {
    const { company, owner, ownerCookie, it: admin, employee } = await firm();
    const asked = await ask(admin.cookie, {
      personId: employee.id,
      role: 'account_holder',
      reason: 'Needs to sign contracts',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const request = asked.json<RoleRequest>();
    expect(request).toMatchObject({
      status: 'pending',
      fromRole: 'employee',
      role: 'account_holder',
      person: { id: employee.id },
      requestedBy: { id: admin.id },
    });
    await withTenant(t.database, company.id, async (tx) =>
      expect(await countPendingRoleRequests(tx)).toBe(1),
    );

    // The requester cannot decide it, nor can another IT administrator (the route's permission).
    expect((await decide(admin.cookie, request.id, 'approve')).statusCode).toBe(403);

    const approved = await decide(ownerCookie, request.id, 'approve', 'Welcome aboard');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<RoleRequest>()).toMatchObject({
      status: 'approved',
      decidedBy: { id: owner.id },
      decisionNote: 'Welcome aboard',
    });
    expect(await roleOf(employee.id)).toBe('account_holder');
    await withTenant(t.database, company.id, async (tx) =>
      expect(await countPendingRoleRequests(tx)).toBe(0),
    );

    expect(await auditsOf(t.database, 'role_request.created', { companyId: company.id })).toHaveLength(1);
    const [audit] = await auditsOf(t.database, 'role_request.approved', { companyId: company.id });
    expect(audit).toMatchObject({ actorId: owner.id, targetId: employee.id });
    const [change] = await auditsOf(t.database, 'profile.role_changed', { companyId: company.id });
    expect(change).toMatchObject({ actorId: owner.id, targetId: employee.id });
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, admin.email));
    expect(mails.map((m) => m.subject)).toContain('Your CompetencyHub role request was approved');

    // Decided once: a second decision is refused.
    const again = await decide(ownerCookie, request.id, 'reject');
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(M.notPending);
  });

  it('a rejection changes no role, keeps the note and is audited', async () => {
    const { company, ownerCookie, it: admin, employee } = await firm();
    const request = (
      await ask(admin.cookie, { personId: admin.id, role: 'account_holder', reason: 'Cover' })
    ).json<RoleRequest>();
    const rejected = await decide(ownerCookie, request.id, 'reject', 'Not now');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json<RoleRequest>()).toMatchObject({ status: 'rejected', decisionNote: 'Not now' });
    expect(await roleOf(admin.id)).toBe('company_it_admin');
    expect(await roleOf(employee.id)).toBe('employee');
    expect(await auditsOf(t.database, 'role_request.rejected', { companyId: company.id })).toHaveLength(1);
  });

  it('refuses a second open request for the same person and role, and what the requester can do themselves', async () => {
    const { it: admin, employee } = await firm();
    const body = { personId: employee.id, role: 'account_holder', reason: 'Contracts' };
    expect((await ask(admin.cookie, body)).statusCode).toBe(201);
    const twice = await ask(admin.cookie, body);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe(M.alreadyOpen);
    // A role an IT administrator grants in User Management needs no request.
    const own = await ask(admin.cookie, { personId: employee.id, role: 'team_manager', reason: 'Lead' });
    expect(own.statusCode).toBe(422);
    expect(own.json().detail).toBe(M.canGrantYourself);
    const same = await ask(admin.cookie, { personId: employee.id, role: 'employee', reason: 'Same' });
    expect(same.json().detail).toBe(M.alreadyHolds);
    const system = await ask(admin.cookie, { personId: employee.id, role: 'system_admin', reason: 'Root' });
    expect(system.json().detail).toBe(M.roleNotInCompany);
    const noReason = await ask(admin.cookie, { personId: employee.id, role: 'learning_lead', reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toEqual([M.reasonRequired]);
  });

  it('the requester withdraws an open request; nobody else does', async () => {
    const { company, ownerCookie, it: admin, employee } = await firm();
    const request = (
      await ask(admin.cookie, { personId: employee.id, role: 'account_holder', reason: 'Contracts' })
    ).json<RoleRequest>();
    expect((await decide(ownerCookie, request.id, 'withdraw')).statusCode).toBe(403);
    const withdrawn = await decide(admin.cookie, request.id, 'withdraw');
    expect(withdrawn.json<RoleRequest>().status).toBe('withdrawn');
    expect(await auditsOf(t.database, 'role_request.withdrawn', { companyId: company.id })).toHaveLength(1);
    // Withdrawn, the same request may be made again.
    expect(
      (await ask(admin.cookie, { personId: employee.id, role: 'account_holder', reason: 'Again' }))
        .statusCode,
    ).toBe(201);
  });

  it('lists pending requests first, paged, with totals', async () => {
    const { ownerCookie, it: admin, company } = await firm();
    const people = await Promise.all(
      [1, 2, 3].map(() => makeUser(t.database, { companyId: company.id, role: 'employee' })),
    );
    const made: RoleRequest[] = [];
    for (const person of people) {
      made.push(
        (
          await ask(admin.cookie, { personId: person.id, role: 'account_holder', reason: 'Cover' })
        ).json<RoleRequest>(),
      );
    }
    await decide(ownerCookie, made[0]?.id ?? '', 'reject');
    const page = await call(t.app, 'GET', '/api/v1/it-admin/role-requests?limit=2', { cookie: admin.cookie });
    const body = page.json<RoleRequestPage>();
    expect(body).toMatchObject({ total: 3, pending: 2 });
    expect(body.items.map((r) => r.id)).toEqual([made[1]?.id, made[2]?.id]);
    const next = await call(t.app, 'GET', '/api/v1/it-admin/role-requests?limit=2&offset=2', {
      cookie: admin.cookie,
    });
    expect(next.json<RoleRequestPage>().items.map((r) => r.status)).toEqual(['rejected']);
  });

  it("answers 404 for another company's request and person, and changes nothing", async () => {
    const a = await firm();
    const b = await firm();
    const request = (
      await ask(a.it.cookie, { personId: a.employee.id, role: 'account_holder', reason: 'Cover' })
    ).json<RoleRequest>();
    for (const verb of ['approve', 'reject'] as const) {
      expect((await decide(b.ownerCookie, request.id, verb)).statusCode).toBe(404);
    }
    expect((await decide(b.it.cookie, request.id, 'withdraw')).statusCode).toBe(404);
    const crossAsk = await ask(b.it.cookie, { personId: a.employee.id, role: 'account_holder', reason: 'x' });
    expect(crossAsk.statusCode).toBe(404);
    const list = await call(t.app, 'GET', '/api/v1/it-admin/role-requests', { cookie: b.it.cookie });
    expect(list.json<RoleRequestPage>().total).toBe(0);
    expect(await roleOf(a.employee.id)).toBe('employee');
  });

  it('keeps the request pending when the role change’s own rules refuse it', async () => {
    // The last account holder cannot be demoted, even through an approved request.
    const { ownerCookie, owner, it: admin, company } = await firm();
    const second = await signedInUser(t, { companyId: company.id, role: 'account_holder' });
    const request = (
      await ask(admin.cookie, { personId: owner.id, role: 'employee', reason: 'Leaving' })
    ).json<RoleRequest>();
    // The owner cannot change their own role, whoever asked for it.
    const self = await decide(ownerCookie, request.id, 'approve');
    expect(self.statusCode).toBe(403);
    const list = await call(t.app, 'GET', '/api/v1/it-admin/role-requests', { cookie: admin.cookie });
    expect(list.json<RoleRequestPage>().items[0]?.status).toBe('pending');
    // Another account holder may.
    expect((await decide(second.cookie, request.id, 'approve')).statusCode).toBe(200);
    expect(await roleOf(owner.id)).toBe('employee');
  });
});
