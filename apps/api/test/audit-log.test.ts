import { SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, rowsOf } from '../src/db/migrate.ts';
import { auditLog } from '../src/db/schema/audit.ts';
import { databaseBefore } from './database-before.ts';
import { makeCompany, makeUser } from './factories.ts';
import { call, createTestApp, signIn, type TestApp } from './test-app.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000' });
});
afterAll(() => t.close());

async function companyWithOwner() {
  const company = await makeCompany(t.database);
  const owner = await makeUser(t.database, { companyId: company.id, role: 'account_holder' });
  return { company, owner, cookie: await signIn(t.app, owner.email, owner.password) };
}

/** Every entry of the audit list, page by page, following nextCursor. */
async function allPages(cookie: string, limit: number) {
  const items: { id: string; action: string; createdAt: string; companyId: string }[] = [];
  const cursors: string[] = [];
  let cursor: string | null = null;
  do {
    const url: string = `/api/v1/audit-log?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const res = await call(t.app, 'GET', url, { cookie });
    expect(res.statusCode).toBe(200);
    items.push(...res.json().items);
    cursor = res.json().nextCursor;
    if (cursor) cursors.push(cursor);
  } while (cursor && cursors.length < 50);
  return { items, cursors };
}

describe('audit-log ids reveal nothing across companies', () => {
  it('gives every entry a random UUID, not a number from a shared sequence', async () => {
    const a = await companyWithOwner();
    const b = await companyWithOwner();
    const page = async (cookie: string) => (await call(t.app, 'GET', '/api/v1/audit-log', { cookie })).json();
    const ids = [...(await page(a.cookie)).items, ...(await page(b.cookie)).items].map(
      (entry: { id: string }) => entry.id,
    );
    expect(ids.length).toBeGreaterThanOrEqual(2);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('pages newest first through entries written in the same microsecond, each once, with opaque cursors', async () => {
    const mine = await companyWithOwner();
    const other = await companyWithOwner();
    const moment = new Date('2026-03-01T12:00:00.000Z');
    const rows = (companyId: string) =>
      Array.from({ length: 7 }, (_, i) => ({
        companyId,
        action: 'company.updated',
        details: { n: i },
        // Four share one instant, so only the id can order them.
        createdAt: i < 4 ? moment : new Date(moment.getTime() - i * 1000),
      }));
    await t.database.db.insert(auditLog).values([...rows(mine.company.id), ...rows(other.company.id)]);

    const expected = rowsOf<{ id: string }>(
      await t.database.db.execute(
        sql`select id::text as id from audit_log where company_id = ${mine.company.id} order by created_at desc, id desc`,
      ),
    ).map((row) => row.id);
    for (const limit of [1, 2, 3, 100]) {
      const { items, cursors } = await allPages(mine.cookie, limit);
      expect(items.map((entry) => entry.id)).toEqual(expected);
      expect(items.every((entry) => entry.companyId === mine.company.id)).toBe(true);
      for (const cursor of cursors) {
        expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(cursor).not.toMatch(/^\d+$/);
      }
    }
  });

  it('reads a cursor that is not its own (an old numeric one, garbage) as "from the start"', async () => {
    const { cookie } = await companyWithOwner();
    const first = (await call(t.app, 'GET', '/api/v1/audit-log?limit=1', { cookie })).json().items;
    for (const cursor of [
      '12345',
      'not-a-cursor',
      Buffer.from('{"us":"1","id":"x"}').toString('base64url'),
    ]) {
      const res = await call(t.app, 'GET', `/api/v1/audit-log?limit=1&cursor=${cursor}`, { cookie });
      expect(res.statusCode, cursor).toBe(200);
      expect(res.json().items, cursor).toEqual(first);
    }
  });
});

describe('the audit log on a plan without audit trails', () => {
  it('is read by platform staff managing the company, while its own people are offered the upgrade', async () => {
    const company = await makeCompany(t.database, { plan: 'professional' });
    const owner = await makeUser(t.database, { companyId: company.id, role: 'account_holder' });
    const ownerCookie = await signIn(t.app, owner.email, owner.password);
    const refused = await call(t.app, 'GET', '/api/v1/audit-log', { cookie: ownerCookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PLAN_LACKS_FEATURE', params: { feature: 'audit_trails' } });
    for (const role of ['system_admin', 'system_owner'] as const) {
      const staff = await makeUser(t.database, { companyId: SYSTEM_OWNER_COMPANY_ID, role });
      const cookie = await signIn(t.app, staff.email, staff.password);
      const managed = await call(t.app, 'POST', '/api/v1/me/managed-company', {
        cookie,
        body: { companyId: company.id },
      });
      expect(managed.statusCode).toBe(200);
      // What they did there is on the company's trail, and they read it.
      const changed = await call(t.app, 'PATCH', '/api/v1/company', {
        cookie,
        body: { description: `Changed by the ${role}` },
      });
      expect(changed.statusCode).toBe(200);
      const log = await call(t.app, 'GET', '/api/v1/audit-log', { cookie });
      expect(log.statusCode, role).toBe(200);
      expect(log.json().items[0]).toMatchObject({
        companyId: company.id,
        action: 'company.updated',
        actorId: staff.id,
      });
    }
    // A plan feature still, for the company's own people.
    expect((await call(t.app, 'GET', '/api/v1/audit-log', { cookie: ownerCookie })).statusCode).toBe(403);
  });
});

describe('the migration to random audit-log ids', () => {
  it('gives existing entries distinct random UUIDs and keeps everything else', async () => {
    const { database, drop } = await databaseBefore('0007-audit-log-random-ids');
    try {
      await database.execScript(`
        INSERT INTO audit_log (action, details, created_at) VALUES
          ('sign_in.failed', '{"n":1}', '2026-01-01T00:00:00Z'),
          ('sign_in.failed', '{"n":2}', '2026-01-01T00:00:00Z'),
          ('company.updated', '{"n":3}', '2026-01-02T00:00:00Z');`);
      const before = rowsOf<{ action: string; details: unknown; created_at: unknown }>(
        await database.db.execute(
          sql`select action, details, created_at from audit_log order by details->>'n'`,
        ),
      );
      await migrate(database);
      const after = rowsOf<{ id: string; action: string; details: unknown; created_at: unknown }>(
        await database.db.execute(
          sql`select id::text as id, action, details, created_at from audit_log order by details->>'n'`,
        ),
      );
      expect(after.map(({ id: _id, ...rest }) => rest)).toEqual(before);
      for (const row of after) expect(row.id).toMatch(UUID);
      expect(new Set(after.map((row) => row.id)).size).toBe(3);

      // New entries get one too, also when written as the app's tenant role.
      const [company] = rowsOf<{ id: string }>(
        await database.db.execute(sql`insert into companies (name) values ('Acme') returning id`),
      );
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`set local role competencyhub_app`);
        await tx.execute(sql`select set_config('app.company_id', ${company?.id ?? ''}, true)`);
        await tx.insert(auditLog).values({ companyId: company?.id ?? null, action: 'company.updated' });
      });
      const [fresh] = await database.db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(eq(auditLog.companyId, company?.id ?? ''));
      expect(fresh?.id).toMatch(UUID);
    } finally {
      await drop();
    }
  });
});
