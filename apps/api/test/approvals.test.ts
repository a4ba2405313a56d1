import { SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import type { Role } from '@competencyhub/domain/roles';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rowsOf } from '../src/db/migrate.ts';
import { auditLog } from '../src/db/schema/audit.ts';
import { emailOutbox } from '../src/db/schema/mail.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import { companyWithOwner, makeCompany, makeUser } from './factories.ts';
import { call, createTestApp, signIn, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
});
afterAll(() => t.close());

async function signedIn(
  companyId: string,
  role: Role,
  status: 'active' | 'pending_approval' = 'active',
  email?: string,
) {
  const person = await makeUser(t.database, { companyId, role, status, ...(email ? { email } : {}) });
  return { ...person, cookie: await signIn(t.app, person.email, person.password) };
}

let systemAdmins = 0;
/** A system admin of the system owner company, signed in. */
function systemAdmin() {
  systemAdmins++;
  return signedIn(
    SYSTEM_OWNER_COMPANY_ID,
    'system_admin',
    'active',
    `admin-${systemAdmins}@competencyhub.test`,
  );
}

const profileRow = async (id: string) => {
  const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, id));
  return row;
};
const auditsOn = (targetId: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
const mailsTo = (email: string) =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));

/** What a refused change must leave as it was. */
async function snapshot(id: string) {
  const row = await profileRow(id);
  return {
    role: row?.role,
    status: row?.status,
    audits: (await auditsOn(id)).length,
    mails: (await mailsTo(row?.email ?? '')).length,
  };
}

const managedCompanyAudits = (actorId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'managed_company.changed'), eq(auditLog.actorId, actorId)))
    .orderBy(auditLog.createdAt, auditLog.id);

const approve = (id: string, cookie: string) =>
  call(t.app, 'POST', `/api/v1/profiles/${id}/approve`, { cookie });
const reject = (id: string, cookie: string) =>
  call(t.app, 'POST', `/api/v1/profiles/${id}/reject`, { cookie });
const changeRole = (id: string, role: Role, cookie: string) =>
  call(t.app, 'PATCH', `/api/v1/profiles/${id}/role`, { cookie, body: { role } });

describe('approving people who asked to join', () => {
  it('lets an account holder approve: the person becomes active, is told by e-mail, and it is audited', async () => {
    const { company, owner, cookie } = await companyWithOwner(t);
    const pending = await signedIn(company.id, 'employee', 'pending_approval');
    const blocked = await call(t.app, 'GET', '/api/v1/audit-log', { cookie: pending.cookie });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('ACCOUNT_PENDING');

    const res = await approve(pending.id, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: pending.id,
      status: 'active',
      role: 'employee',
      companyId: company.id,
    });

    const me = await call(t.app, 'GET', '/api/v1/me', { cookie: pending.cookie });
    expect(me.json().user.status).toBe('active');
    // No longer held at the approval gate: an employee now meets the ordinary role check instead.
    const now = await call(t.app, 'GET', '/api/v1/audit-log', { cookie: pending.cookie });
    expect(now.statusCode).toBe(403);
    expect(now.json().code).toBe('FORBIDDEN');

    const audit = (await auditsOn(pending.id)).filter((a) => a.action === 'profile.approved');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: owner.id,
      actorEmail: owner.email,
      companyId: company.id,
      targetType: 'profile',
      targetId: pending.id,
      ip: '127.0.0.1',
      requestId: res.headers['x-request-id'],
    });
    expect(audit[0]?.details).toMatchObject({
      before: { status: 'pending_approval' },
      after: { status: 'active' },
    });

    const mails = await mailsTo(pending.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your CompetencyHub account is approved']);
    expect(mails[0]?.textBody).toContain(`An administrator of “${company.name}” approved`);
    expect(mails[0]?.companyId).toBe(company.id);
  });

  it('rejects: the person stays signed in but is kept out of the app', async () => {
    const { company, cookie } = await companyWithOwner(t);
    const pending = await signedIn(company.id, 'employee', 'pending_approval');
    const res = await reject(pending.id, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('unauthorized');
    expect((await profileRow(pending.id))?.status).toBe('unauthorized');

    const me = await call(t.app, 'GET', '/api/v1/me', { cookie: pending.cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.status).toBe('unauthorized');
    const blocked = await call(t.app, 'GET', '/api/v1/profiles', { cookie: pending.cookie });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('ACCOUNT_PENDING');

    expect((await auditsOn(pending.id)).map((a) => a.action)).toEqual(['profile.rejected']);
    expect(await mailsTo(pending.email)).toHaveLength(0);
  });

  it('lets a company IT admin approve too', async () => {
    const { company } = await companyWithOwner(t);
    const it = await signedIn(company.id, 'company_it_admin');
    const pending = await makeUser(t.database, { companyId: company.id, status: 'pending_approval' });
    const res = await approve(pending.id, it.cookie);
    expect(res.statusCode).toBe(200);
    expect((await profileRow(pending.id))?.status).toBe('active');
  });

  it('refuses to approve someone who is already active, changing nothing', async () => {
    const { company, cookie } = await companyWithOwner(t);
    const active = await makeUser(t.database, { companyId: company.id });
    const before = await snapshot(active.id);
    const res = await approve(active.id, cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CONFLICT');
    expect(await snapshot(active.id)).toEqual(before);
  });

  it.each(['employee', 'team_manager', 'learning_lead'] as const)(
    'refuses a %s with 403 and changes nothing',
    async (role) => {
      const { company } = await companyWithOwner(t);
      const caller = await signedIn(company.id, role);
      const pending = await makeUser(t.database, { companyId: company.id, status: 'pending_approval' });
      const before = await snapshot(pending.id);
      for (const res of [
        await approve(pending.id, caller.cookie),
        await reject(pending.id, caller.cookie),
        await changeRole(pending.id, 'team_manager', caller.cookie),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
      expect(await snapshot(pending.id)).toEqual(before);
    },
  );

  it('answers an admin of another company with 404, not 403, and changes nothing', async () => {
    const { company } = await companyWithOwner(t);
    const stranger = await companyWithOwner(t);
    const pending = await makeUser(t.database, { companyId: company.id, status: 'pending_approval' });
    const before = await snapshot(pending.id);
    const calls = [
      await approve(pending.id, stranger.cookie),
      await reject(pending.id, stranger.cookie),
      await changeRole(pending.id, 'team_manager', stranger.cookie),
      await call(t.app, 'POST', `/api/v1/profiles/${pending.id}/deactivate`, {
        cookie: stranger.cookie,
      }),
      await call(t.app, 'POST', `/api/v1/profiles/${pending.id}/reactivate`, {
        cookie: stranger.cookie,
      }),
    ];
    for (const res of calls) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    // Same answer as for an id that does not exist at all.
    const missing = await approve('00000000-0000-4000-8000-000000000000', stranger.cookie);
    expect(missing.json()).toEqual(calls[0]?.json());
    expect(await snapshot(pending.id)).toEqual(before);
  });
});

describe('system admins', () => {
  it('approve in the company they chose to manage, and only there', async () => {
    const { company } = await companyWithOwner(t);
    const admin = await systemAdmin();
    expect(admin.email).toMatch(/@competencyhub\.test$/);
    const pending = await makeUser(t.database, { companyId: company.id, status: 'pending_approval' });

    // Before choosing, the admin acts on the system owner company, where this person does not exist.
    const early = await approve(pending.id, admin.cookie);
    expect(early.statusCode).toBe(404);
    expect((await profileRow(pending.id))?.status).toBe('pending_approval');

    const choose = await call(t.app, 'POST', '/api/v1/me/managed-company', {
      cookie: admin.cookie,
      body: { companyId: company.id },
    });
    expect(choose.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/v1/me', { cookie: admin.cookie })).json().managedCompanyId).toBe(
      company.id,
    );

    const res = await approve(pending.id, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('active');
    const [audit] = (await auditsOn(pending.id)).filter((a) => a.action === 'profile.approved');
    expect(audit).toMatchObject({ actorId: admin.id, companyId: company.id });
  });

  it('is the only kind of user who may choose a managed company', async () => {
    const { owner, cookie } = await companyWithOwner(t);
    const other = await makeCompany(t.database);
    const res = await call(t.app, 'POST', '/api/v1/me/managed-company', {
      cookie: cookie,
      body: { companyId: other.id },
    });
    expect(res.statusCode).toBe(403);
    expect((await profileRow(owner.id))?.managedCompanyId).toBeNull();
    expect(await managedCompanyAudits(owner.id)).toHaveLength(0);
  });

  it('audits every change of managed company, with where from and where to', async () => {
    const { company, cookie } = await companyWithOwner(t);
    const admin = await systemAdmin();
    const choose = (companyId: string) =>
      call(t.app, 'POST', '/api/v1/me/managed-company', { cookie: admin.cookie, body: { companyId } });

    const into = await choose(company.id);
    expect(into.statusCode).toBe(200);
    const back = await choose(SYSTEM_OWNER_COMPANY_ID);
    expect(back.statusCode).toBe(200);
    expect((await profileRow(admin.id))?.managedCompanyId).toBeNull();
    // An unknown company is refused and not audited.
    expect((await choose('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    const audits = await managedCompanyAudits(admin.id);
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({
      actorEmail: admin.email,
      companyId: company.id,
      targetType: 'company',
      targetId: company.id,
      details: { from: null, to: company.id },
      ip: '127.0.0.1',
      requestId: into.headers['x-request-id'],
    });
    expect(audits[1]).toMatchObject({
      companyId: SYSTEM_OWNER_COMPANY_ID,
      targetId: SYSTEM_OWNER_COMPANY_ID,
      details: { from: company.id, to: null },
      requestId: back.headers['x-request-id'],
    });

    // The customer company's admins see that a system admin entered it.
    const log = await call(t.app, 'GET', '/api/v1/audit-log', { cookie: cookie });
    expect(log.json().items.map((a: { action: string }) => a.action)).toContain('managed_company.changed');
  });
});

describe('changing roles', () => {
  it('lets an account holder make someone a team manager, audited', async () => {
    const { company, owner, cookie } = await companyWithOwner(t);
    const person = await makeUser(t.database, { companyId: company.id });
    const res = await changeRole(person.id, 'team_manager', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: person.id, role: 'team_manager' });
    expect((await profileRow(person.id))?.role).toBe('team_manager');
    const audit = (await auditsOn(person.id)).filter((a) => a.action === 'profile.role_changed');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: owner.id, companyId: company.id, ip: '127.0.0.1' });
    expect(audit[0]?.details).toMatchObject({
      before: { role: 'employee' },
      after: { role: 'team_manager' },
    });
  });

  it('does not let a company IT admin grant account holder', async () => {
    const { company } = await companyWithOwner(t);
    const it = await signedIn(company.id, 'company_it_admin');
    const person = await makeUser(t.database, { companyId: company.id });
    const before = await snapshot(person.id);
    const res = await changeRole(person.id, 'account_holder', it.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    expect(await snapshot(person.id)).toEqual(before);
  });

  it('does not let anyone change their own role', async () => {
    const { owner, cookie } = await companyWithOwner(t);
    const before = await snapshot(owner.id);
    const res = await changeRole(owner.id, 'employee', cookie);
    expect(res.statusCode).toBe(403);
    expect(await snapshot(owner.id)).toEqual(before);
  });

  it('lets one of two account holders demote the other', async () => {
    const { company, cookie } = await companyWithOwner(t);
    const second = await makeUser(t.database, { companyId: company.id, role: 'account_holder' });
    const res = await changeRole(second.id, 'learning_lead', cookie);
    expect(res.statusCode).toBe(200);
    expect((await profileRow(second.id))?.role).toBe('learning_lead');
  });

  it('never demotes the last active account holder (422 RULE_BROKEN)', async () => {
    // An account holder can only demote someone else, and is an active account holder themself, so
    // the last one can only be reached by a system admin managing the company.
    const { company, owner } = await companyWithOwner(t);
    const admin = await systemAdmin();
    await call(t.app, 'POST', '/api/v1/me/managed-company', {
      cookie: admin.cookie,
      body: { companyId: company.id },
    });
    const before = await snapshot(owner.id);
    const res = await changeRole(owner.id, 'employee', admin.cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('RULE_BROKEN');
    expect(res.json().detail).toBe('A company needs at least one active account holder');
    expect(await snapshot(owner.id)).toEqual(before);

    // A deactivated second account holder does not count.
    await makeUser(t.database, { companyId: company.id, role: 'account_holder', status: 'deactivated' });
    expect((await changeRole(owner.id, 'employee', admin.cookie)).statusCode).toBe(422);
    expect(await snapshot(owner.id)).toEqual(before);
  });
});

describe('listing people who wait for approval', () => {
  it('lists only this company’s pending people, page by page without duplicates', async () => {
    const { company, cookie } = await companyWithOwner(t);
    const other = await makeCompany(t.database);
    const pending = [];
    for (let i = 0; i < 4; i++) {
      const person = await makeUser(t.database, { companyId: company.id, status: 'pending_approval' });
      // A second apart, so this test is about paging and not about rows that share a millisecond.
      await t.database.db
        .update(profiles)
        .set({ createdAt: new Date(Date.UTC(2026, 0, 1, 9, 0, i)) })
        .where(eq(profiles.id, person.id));
      pending.push(person);
    }
    await makeUser(t.database, { companyId: company.id });
    await makeUser(t.database, { companyId: other.id, status: 'pending_approval' });

    const all = await call(t.app, 'GET', '/api/v1/profiles?status=pending_approval', { cookie: cookie });
    expect(all.statusCode).toBe(200);
    expect(
      all
        .json()
        .items.map((p: { id: string }) => p.id)
        .sort(),
    ).toEqual(pending.map((p) => p.id).sort());
    expect(all.json().nextCursor).toBeNull();

    const seen = await collectPages(cookie, '/api/v1/profiles?status=pending_approval&limit=1');
    expect(seen.pages).toBe(4);
    expect(new Set(seen.ids).size).toBe(seen.ids.length);
    expect([...seen.ids].sort()).toEqual(pending.map((p) => p.id).sort());
  });

  it('pages through people created in the same instant without losing any', async () => {
    const { company, cookie } = await companyWithOwner(t);
    const pending = [];
    for (let i = 0; i < 3; i++)
      pending.push(await makeUser(t.database, { companyId: company.id, status: 'pending_approval' }));
    // Rows written in one transaction (a bulk import, a seed) share now(), to the microsecond.
    await t.database.db
      .update(profiles)
      .set({ createdAt: sql`'2026-03-01T10:00:00.123456Z'::timestamptz` })
      .where(
        inArray(
          profiles.id,
          pending.map((p) => p.id),
        ),
      );

    const seen = await collectPages(cookie, '/api/v1/profiles?status=pending_approval&limit=1');
    expect(new Set(seen.ids).size).toBe(seen.ids.length);
    expect([...seen.ids].sort()).toEqual(pending.map((p) => p.id).sort());
  });

  it('filters by name or e-mail, ignoring letter case', async () => {
    const { company, cookie } = await companyWithOwner(t);
    const byName = await makeUser(t.database, {
      companyId: company.id,
      status: 'pending_approval',
      fullName: 'Zelda Quartermain',
    });
    const byEmail = await makeUser(t.database, {
      companyId: company.id,
      status: 'pending_approval',
      email: 'quarterback.jones@example.test',
    });
    await makeUser(t.database, {
      companyId: company.id,
      status: 'pending_approval',
      fullName: 'Someone Else',
    });
    const stranger = await makeCompany(t.database);
    await makeUser(t.database, {
      companyId: stranger.id,
      status: 'pending_approval',
      fullName: 'Quartz Outsider',
    });

    const list = async (q: string) => {
      const res = await call(
        t.app,
        'GET',
        `/api/v1/profiles?status=pending_approval&q=${encodeURIComponent(q)}`,
        {
          cookie: cookie,
        },
      );
      expect(res.statusCode).toBe(200);
      return res
        .json()
        .items.map((p: { id: string }) => p.id)
        .sort();
    };
    expect(await list('QUARTER')).toEqual([byName.id, byEmail.id].sort());
    expect(await list('zelda')).toEqual([byName.id]);
    expect(await list('BACK.JONES@EXAMPLE')).toEqual([byEmail.id]);
    // LIKE wildcards in the search text are plain characters.
    expect(await list('%')).toEqual([]);
    expect(await list('_')).toEqual([]);
  });

  it('is for admins only', async () => {
    const { company } = await companyWithOwner(t);
    const manager = await signedIn(company.id, 'team_manager');
    const res = await call(t.app, 'GET', '/api/v1/profiles?status=pending_approval', {
      cookie: manager.cookie,
    });
    expect(res.statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/v1/profiles')).statusCode).toBe(401);
  });
});

async function collectPages(cookie: string, firstUrl: string) {
  const ids: string[] = [];
  let url: string | null = firstUrl;
  let pages = 0;
  while (url && pages < 20) {
    const res = await call(t.app, 'GET', url, { cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { items: { id: string }[]; nextCursor: string | null };
    ids.push(...body.items.map((p) => p.id));
    pages++;
    url = body.nextCursor ? `${firstUrl}&cursor=${encodeURIComponent(body.nextCursor)}` : null;
  }
  return { ids, pages };
}

describe('system roles stay in the system owner company', () => {
  let owners = 0;
  async function systemOwner() {
    owners++;
    return signedIn(SYSTEM_OWNER_COMPANY_ID, 'system_owner', 'active', `owner-${owners}@competencyhub.test`);
  }

  it('does not let a system owner make someone system_admin inside a customer company', async () => {
    const { company } = await companyWithOwner(t);
    const person = await makeUser(t.database, { companyId: company.id });
    const owner = await systemOwner();
    const managing = await call(t.app, 'POST', '/api/v1/me/managed-company', {
      cookie: owner.cookie,
      body: { companyId: company.id },
    });
    expect(managing.statusCode).toBe(200);

    const before = await snapshot(person.id);
    const res = await changeRole(person.id, 'system_admin', owner.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    expect(await snapshot(person.id)).toEqual(before);
    expect((await profileRow(person.id))?.role).toBe('employee');

    // The company's own roles are still the system owner's to give there.
    const fine = await changeRole(person.id, 'account_holder', owner.cookie);
    expect(fine.statusCode).toBe(200);
    expect((await profileRow(person.id))?.role).toBe('account_holder');
  });

  it('lets a system owner make a colleague system_admin in the system owner company', async () => {
    const owner = await systemOwner();
    const colleague = await makeUser(t.database, {
      companyId: SYSTEM_OWNER_COMPANY_ID,
      email: `colleague-${owners}@competencyhub.test`,
    });
    const res = await changeRole(colleague.id, 'system_admin', owner.cookie);
    expect(res.statusCode).toBe(200);
    expect((await profileRow(colleague.id))?.role).toBe('system_admin');
    const [audit] = (await auditsOn(colleague.id)).filter((a) => a.action === 'profile.role_changed');
    expect(audit).toMatchObject({ actorId: owner.id, companyId: SYSTEM_OWNER_COMPANY_ID });
  });

  it('does not let a system admin make anyone system_admin, anywhere', async () => {
    const admin = await systemAdmin();
    const colleague = await makeUser(t.database, {
      companyId: SYSTEM_OWNER_COMPANY_ID,
      email: `colleague-of-admin-${systemAdmins}@competencyhub.test`,
    });
    const before = await snapshot(colleague.id);
    expect((await changeRole(colleague.id, 'system_admin', admin.cookie)).statusCode).toBe(403);
    expect(await snapshot(colleague.id)).toEqual(before);
  });
});

const onPostgres = inject('databaseMode') === 'postgres';
/** What the concurrency below really is on this database, in the test names so a report cannot overstate it. */
const overlap = onPostgres
  ? 'in overlapping transactions on PostgreSQL'
  : 'one after the other on PGlite, which runs one transaction at a time';

describe(`the last account holder, two demotions sent at once (${overlap})`, () => {
  const GATE = 424242;

  /**
   * Waits until `count` sessions of this database wait on a lock: at the gate below, or (with the
   * account holders' rows locked) behind the other request's row lock.
   */
  async function waitingAtGate(count: number) {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const [row] = rowsOf<{ n: number }>(
        await t.database.db.execute(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        ),
      );
      if (Number(row?.n) >= count) return;
      if (Date.now() > deadline) throw new Error(`fewer than ${count} requests were ever waiting`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /**
   * Two account holders demote each other at the same moment. On PostgreSQL each request is held at
   * its UPDATE of profiles (a statement trigger waits on an advisory lock the test holds), after it
   * has run the account-holder check, until both are there: the two transactions truly overlap every
   * time. PGlite runs one transaction at a time, so there they simply race.
   */
  async function demoteEachOther() {
    const { company, owner, cookie } = await companyWithOwner(t);
    const second = await signedIn(company.id, 'account_holder');
    const both = () =>
      Promise.all([
        changeRole(second.id, 'employee', cookie),
        changeRole(owner.id, 'employee', second.cookie),
      ]);
    let responses: Awaited<ReturnType<typeof both>>;
    if (onPostgres) {
      await t.database.db.execute(
        sql.raw(`create function test_gate() returns trigger language plpgsql as $$
          begin perform pg_advisory_xact_lock_shared(${GATE}); return null; end $$`),
      );
      await t.database.db.execute(
        sql.raw(
          'create trigger test_gate before update on profiles for each statement execute function test_gate()',
        ),
      );
      try {
        // Wrapped in an object, so the transaction ends without waiting for the requests it holds.
        const { running } = await t.database.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${GATE})`);
          const requests = both();
          await waitingAtGate(2);
          return { running: requests };
        });
        responses = await running;
      } finally {
        await t.database.db.execute(sql.raw('drop trigger test_gate on profiles'));
        await t.database.db.execute(sql.raw('drop function test_gate()'));
      }
    } else {
      responses = await both();
    }
    const holders = await t.database.db
      .select()
      .from(profiles)
      .where(
        and(
          eq(profiles.companyId, company.id),
          eq(profiles.role, 'account_holder'),
          eq(profiles.status, 'active'),
        ),
      );
    return { responses, holders };
  }

  it('never lets two account holders demote each other at once', async () => {
    const { responses, holders } = await demoteEachOther();
    // Exactly one demotion wins, and the company keeps an active account holder.
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(holders).toHaveLength(1);
  });

  // Both holders' rows are locked in one order, so crossing demotions queue instead of deadlocking.
  it('answers the losing demotion with a refusal, not a server error', async () => {
    const { responses } = await demoteEachOther();
    const refused = responses.find((r) => r.statusCode !== 200);
    expect([403, 422]).toContain(refused?.statusCode);
  });
});
