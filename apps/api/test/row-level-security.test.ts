import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/client.ts';
import { rowsOf } from '../src/db/migrate.ts';
import { auditLog, companies, companyDomains, invitations, profiles } from '../src/db/schema.ts';
import { newInvitationToken } from '../src/modules/invitations/token.ts';
import { makeCompany, makeInvitation, makeUser } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const TENANT_TABLES = ['companies', 'company_domains', 'profiles', 'invitations', 'audit_log'];

let t: TestApp;
let a: { id: string };
let b: { id: string };
let ownerB: { id: string };

/** The PostgreSQL error behind a failed query (drizzle wraps it). */
function databaseError(error: unknown): { code?: string; message?: string } {
  let e = error as { code?: string; message?: string; cause?: unknown };
  while (e && typeof e.code !== 'string' && e.cause) e = e.cause as typeof e;
  return e;
}
beforeAll(async () => {
  t = await createTestApp();
  a = await makeCompany(t.database, { name: 'RLS A' });
  b = await makeCompany(t.database, { name: 'RLS B' });
  const ownerA = await makeUser(t.database, { companyId: a.id, role: 'account_holder' });
  ownerB = await makeUser(t.database, { companyId: b.id, role: 'account_holder' });
  await makeInvitation(t.database, {
    companyId: a.id,
    invitedBy: ownerA.id,
    email: 'x@a.test',
    role: 'employee',
  });
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
    // A complete row, so the only thing wrong with it is the company.
    const sneaky = {
      companyId: a.id,
      email: 'sneaky@b.test',
      role: 'employee',
      tokenHash: newInvitationToken().tokenHash,
      invitedBy: ownerB.id,
      expiresAt: new Date(Date.now() + 1e6),
    };
    const refused = await withTenant(t.database, b.id, (tx) => tx.insert(invitations).values(sneaky)).then(
      () => null,
      (error: unknown) => databaseError(error),
    );
    expect(refused?.code).toBe('42501'); // insufficient_privilege: the row-level security policy
    expect(refused?.message).toMatch(/row-level security/);
    // The same row for its own company goes in, so the policy is what refused it.
    await withTenant(t.database, b.id, (tx) =>
      tx
        .insert(invitations)
        .values({ ...sneaky, companyId: b.id, tokenHash: newInvitationToken().tokenHash }),
    );
    const sneakyRows = await t.database.db.select().from(invitations).where(sql`email = 'sneaky@b.test'`);
    expect(sneakyRows.map((r) => r.companyId)).toEqual([b.id]);

    const changed = await withTenant(t.database, b.id, (tx) =>
      tx.update(profiles).set({ fullName: 'Overwritten' }).where(sql`true`).returning(),
    );
    expect(changed.every((p) => p.companyId === b.id)).toBe(true);
    const aProfiles = await t.database.db.select().from(profiles).where(sql`company_id = ${a.id}`);
    expect(aProfiles.some((p) => p.fullName === 'Overwritten')).toBe(false);
  });
});
