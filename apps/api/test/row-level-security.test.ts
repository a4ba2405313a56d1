import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/client.ts';
import { rowsOf } from '../src/db/migrate.ts';
import { auditLog, companies, companyDomains, invitations, profiles } from '../src/db/schema.ts';
import { makeCompany, makeUser } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const TENANT_TABLES = ['companies', 'company_domains', 'profiles', 'invitations', 'audit_log'];

let t: TestApp;
let a: { id: string };
let b: { id: string };
beforeAll(async () => {
  t = await createTestApp();
  a = await makeCompany(t.database, { name: 'RLS A' });
  b = await makeCompany(t.database, { name: 'RLS B' });
  await makeUser(t.database, { companyId: a.id });
  await makeUser(t.database, { companyId: b.id });
  await t.database.db
    .insert(invitations)
    .values({ companyId: a.id, email: 'x@a.test', role: 'employee', expiresAt: new Date(Date.now() + 1e6) });
  await t.database.db.insert(auditLog).values({ companyId: a.id, action: 'profile.approved' });
});
afterAll(() => t.close());

describe('row-level security', () => {
  it('returns no rows from any tenant table when no company is set', async () => {
    for (const table of TENANT_TABLES) {
      const rows = await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local role competencyhub_app`);
        return rowsOf(await tx.execute(sql.raw(`select * from ${table}`)));
      });
      expect(rows, table).toEqual([]);
    }
  });

  it("shows a tenant transaction only its own company's rows", async () => {
    const seen = await withTenant(t.database, b.id, async (tx) => ({
      companies: await tx.select().from(companies),
      domains: await tx.select().from(companyDomains),
      profiles: await tx.select().from(profiles),
      invitations: await tx.select().from(invitations),
      audit: await tx.select().from(auditLog),
    }));
    expect(seen.companies.map((c) => c.id)).toEqual([b.id]);
    expect(seen.domains.every((d) => d.companyId === b.id)).toBe(true);
    expect(seen.profiles.length).toBe(1);
    expect(seen.profiles.every((p) => p.companyId === b.id)).toBe(true);
    expect(seen.invitations).toEqual([]);
    expect(seen.audit).toEqual([]);
  });

  it('refuses to write a row into another company, even when the query forgets its WHERE', async () => {
    await expect(
      withTenant(t.database, b.id, (tx) =>
        tx
          .insert(invitations)
          .values({ companyId: a.id, email: 'sneaky@b.test', role: 'employee', expiresAt: new Date() }),
      ),
    ).rejects.toThrow();
    const changed = await withTenant(t.database, b.id, (tx) =>
      tx.update(profiles).set({ fullName: 'Overwritten' }).where(sql`true`).returning(),
    );
    expect(changed.every((p) => p.companyId === b.id)).toBe(true);
    const aProfiles = await t.database.db.select().from(profiles).where(sql`company_id = ${a.id}`);
    expect(aProfiles.some((p) => p.fullName === 'Overwritten')).toBe(false);
  });
});
