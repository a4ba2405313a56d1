import { randomBytes, randomUUID } from 'node:crypto';
import { SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, type Tx, withTenant } from '../src/db/client.ts';
import { rowsOf } from '../src/db/migrate.ts';
import { companyCompetencySettings } from '../src/db/schema/assessments.ts';
import { auditLog } from '../src/db/schema/audit.ts';
import { session } from '../src/db/schema/auth.ts';
import { companies } from '../src/db/schema/companies.ts';
import { invitations } from '../src/db/schema/invitations.ts';
import { knowledgePassages, knowledgeSources } from '../src/db/schema/knowledge-base.ts';
import { emailOutbox } from '../src/db/schema/mail.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import { securityEvents } from '../src/db/schema/security-events.ts';
import { newInvitationToken } from '../src/modules/invitations/token.ts';
import {
  makeAssistantConversation,
  makeBilling,
  makeBranding,
  makeCareerPlan,
  makeCompany,
  makeCycle,
  makeDevelopmentAction,
  makeExperience,
  makeFeedbackRequest,
  makeFramework,
  makeInvitation,
  makeJobArchitecture,
  makeJobProfile,
  makeKnowledgeSource,
  makeLevelRecompute,
  makeOrganisation,
  makeRating,
  makeRoleRequest,
  makeSecurityPolicy,
  makeStoredFile,
  makeSystemImage,
  makeTeam,
  makeUser,
} from './factories.ts';
import { tenantTables } from './fingerprint.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Row-level security is the second wall behind the repositories' WHERE company_id = …. The tables
 * come from the database itself (every table with a company_id column, and companies keyed by
 * id), so a migration that adds a tenant table without its policies fails here.
 */

let t: TestApp;
let a: { id: string };
let b: { id: string };
let ownerB: { id: string };

interface TableSecurity {
  table: string;
  enabled: boolean;
  forced: boolean;
  tenantPolicy: boolean;
  ownerPolicy: boolean;
}

/**
 * How each tenant table is protected: RLS enabled and forced (so the owner is subject to policies
 * too), the tenant policy for everyone, and the explicit policy that lets the owning role read
 * across companies on purpose.
 */
async function tenantTableSecurity(db: Db | Tx): Promise<TableSecurity[]> {
  return rowsOf<TableSecurity>(
    await db.execute(sql`
      select c.relname as "table",
        c.relrowsecurity as "enabled",
        c.relforcerowsecurity as "forced",
        exists (
          select 1 from pg_policies p
          where p.schemaname = 'public' and p.tablename = c.relname and p.cmd = 'ALL'
            and 'public' = any (p.roles)
            -- Read once per statement (a sub-select, evaluated as an init plan), not once per row.
            and p.qual = format('(%s = ( SELECT (NULLIF(current_setting(''app.company_id''::text, true), ''''::text))::uuid AS "nullif"))',
              case when c.relname = 'companies' then 'id' else 'company_id' end)
            and p.with_check = p.qual
        ) as "tenantPolicy",
        exists (
          select 1 from pg_policies p
          where p.schemaname = 'public' and p.tablename = c.relname and p.cmd = 'ALL'
            and pg_get_userbyid(c.relowner) = any (p.roles) and p.qual = 'true'
        ) as "ownerPolicy"
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
        and (c.relname = 'companies' or exists (
          select 1 from pg_attribute col
          where col.attrelid = c.oid and col.attname = 'company_id' and not col.attisdropped))
      order by c.relname`),
  );
}

const unprotected = (tables: TableSecurity[]) =>
  tables.filter((s) => !(s.enabled && s.forced && s.tenantPolicy && s.ownerPolicy)).map((s) => s.table);

/** Thrown to roll back a transaction a test only looks into. */
class Rollback extends Error {}

async function rolledBack<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await t.database.db
    .transaction(async (tx) => {
      result = await fn(tx);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return result as T;
}

const count = async (tx: Tx, table: string, where = 'true') =>
  Number(
    rowsOf<{ n: number }>(
      await tx.execute(sql.raw(`select count(*)::int as n from "${table}" where ${where}`)),
    )[0]?.n,
  );

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
  // A row of company A in every tenant table, so an empty answer below proves something.
  await makeInvitation(t.database, {
    companyId: a.id,
    invitedBy: ownerA.id,
    email: 'x@a.test',
    role: 'employee',
  });
  const evidenceFile = await makeStoredFile(t.database, {
    companyId: a.id,
    ownerId: ownerA.id,
    purpose: 'evidence',
  });
  const framework = await makeFramework(t.database, { companyId: a.id });
  // With a piece of evidence (evidence).
  await makeRating(t.database, {
    companyId: a.id,
    ...framework,
    subjectId: ownerA.id,
    level: 2,
    evidenceFileId: evidenceFile.id,
  });
  const role = await makeJobProfile(t.database, { companyId: a.id, competencyId: framework.competencyId });
  await makeJobArchitecture(t.database, { companyId: a.id, jobProfileId: role.jobProfileId });
  await makeTeam(t.database, {
    companyId: a.id,
    leadId: ownerA.id,
    memberIds: [ownerA.id],
    competencyIds: [framework.competencyId],
  });
  await makeBranding(t.database, { companyId: a.id });
  await makeSystemImage(t.database, { companyId: a.id });
  await makeBilling(t.database, { companyId: a.id });
  await makeAssistantConversation(t.database, { companyId: a.id, userId: ownerA.id });
  await makeKnowledgeSource(t.database, { companyId: a.id });
  await makeLevelRecompute(t.database, { companyId: a.id });
  await makeSecurityPolicy(t.database, { companyId: a.id });
  await makeRoleRequest(t.database, { companyId: a.id, personId: ownerA.id });
  await t.database.db
    .insert(securityEvents)
    .values({ companyId: a.id, kind: 'sign_in_burst', email: ownerA.email, details: { failures: 5 } });
  // An alert no company can be told of: the policies must show it to none.
  await t.database.db.insert(securityEvents).values({ companyId: null, kind: 'webhook_signature_failed' });
  // A session of A's account holder: its company is filled in by the database (migration 0059).
  await t.database.db.insert(session).values({
    id: randomUUID(),
    token: randomUUID(),
    userId: ownerA.id,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  await makeOrganisation(t.database, {
    companyId: a.id,
    jobProfileId: role.jobProfileId,
    personId: ownerA.id,
  });
  await makeDevelopmentAction(t.database, {
    companyId: a.id,
    personId: ownerA.id,
    competencyId: framework.competencyId,
  });
  await makeCareerPlan(t.database, {
    companyId: a.id,
    personId: ownerA.id,
    fromJobProfileId: role.jobProfileId,
    competencyId: framework.competencyId,
  });
  const colleagueA = await makeUser(t.database, { companyId: a.id });
  await makeFeedbackRequest(t.database, {
    companyId: a.id,
    subjectId: ownerA.id,
    raterId: colleagueA.id,
    competencyIds: [framework.competencyId],
  });
  await makeCycle(t.database, { companyId: a.id, memberIds: [ownerA.id] });
  await makeExperience(t.database, {
    companyId: a.id,
    personId: ownerA.id,
    competencyId: framework.competencyId,
  });
  // The owner holds the role, so the answer below also stores their fit to it (stored_fits).
  await t.database.db
    .update(profiles)
    .set({ jobProfileId: role.jobProfileId })
    .where(eq(profiles.id, ownerA.id));
  // A colleague's answer: its rater's pseudonym is a row of its own (rater_pseudonyms).
  await makeRating(t.database, {
    companyId: a.id,
    frameworkId: framework.frameworkId,
    competencyId: framework.competencyId,
    subjectId: ownerA.id,
    raterId: colleagueA.id,
    level: 3,
    source: 'peer',
  });
  await t.database.db.insert(companyCompetencySettings).values({
    companyId: a.id,
    minPeerRaters: 4,
    sourcePolicy: { mode: 'first_available', order: ['manager', 'peers', 'self'] },
  });
  await t.database.db.insert(auditLog).values({ companyId: a.id, action: 'profile.approved' });
  await t.database.db
    .insert(emailOutbox)
    .values({ companyId: a.id, toAddress: 'x@a.test', subject: 'RLS', textBody: 'A queued e-mail' });
});
afterAll(() => t.close());

describe('row-level security', () => {
  it('is enabled and forced on every tenant table, with a tenant policy and an owner policy', async () => {
    const tables = await tenantTableSecurity(t.database.db);
    expect(tables.map((s) => s.table).sort()).toEqual((await tenantTables(t.database)).sort());
    expect(tables.map((s) => s.table)).toEqual(
      expect.arrayContaining([
        'companies',
        'company_domains',
        'profiles',
        'invitations',
        'audit_log',
        'stored_files',
        'competency_frameworks',
        'competency_scale_versions',
        'competency_categories',
        'competencies',
        'competency_ratings',
        'job_profiles',
        'job_profile_requirements',
        'feedback_requests',
        'assessment_cycles',
        'assessment_cycle_members',
        'company_competency_settings',
        'employment_history',
        'certifications',
      ]),
    );
    expect(unprotected(tables)).toEqual([]);
  });

  it('notices a company_id table that a migration left without row-level security', async () => {
    const found = await rolledBack(async (tx) => {
      await tx.execute(sql`create table rls_canary (id int primary key, company_id uuid)`);
      return unprotected(await tenantTableSecurity(tx));
    });
    expect(found).toEqual(['rls_canary']);
  });

  it('has a seeded row of company A in every tenant table', async () => {
    for (const table of await tenantTables(t.database)) {
      const key = table === 'companies' ? 'id' : 'company_id';
      const rows = await rolledBack((tx) => count(tx, table, `${key} = '${a.id}'`));
      expect(rows, `seed a row of company A in ${table}`).toBeGreaterThan(0);
    }
  });

  it('shows a role under the policies no row without a company, and only its company with one', async () => {
    for (const table of await tenantTables(t.database)) {
      const key = table === 'companies' ? 'id' : 'company_id';
      const seen = await rolledBack(async (tx) => {
        // A throwaway role with read rights, so the policies are what is tested, not the grants.
        const probe = `rls_probe_${randomBytes(6).toString('hex')}`;
        await tx.execute(sql.raw(`create role ${probe} nologin`));
        await tx.execute(sql.raw(`grant select on "${table}" to ${probe}`));
        await tx.execute(sql.raw(`set local role ${probe}`));
        const withoutCompany = await count(tx, table);
        await tx.execute(sql`select set_config('app.company_id', ${a.id}, true)`);
        const ofA = await count(tx, table);
        const notOfA = await count(tx, table, `${key} is distinct from '${a.id}'`);
        await tx.execute(sql`select set_config('app.company_id', ${b.id}, true)`);
        const aFromB = await count(tx, table, `${key} = '${a.id}'`);
        return { withoutCompany, ofA, notOfA, aFromB };
      });
      expect(seen, table).toEqual({ withoutCompany: 0, ofA: expect.any(Number), notOfA: 0, aFromB: 0 });
      expect(seen.ofA, table).toBeGreaterThan(0);
    }
  });

  it('holds the owning role to the policies too: its cross-tenant reads come from owner_access alone', async () => {
    const seen = await rolledBack(async (tx) => {
      // An ordinary (not superuser) owner, as production should connect; superusers bypass RLS.
      const owner = `rls_owner_${randomBytes(6).toString('hex')}`;
      await tx.execute(sql.raw(`create role ${owner} nologin`));
      await tx.execute(sql.raw(`alter table stored_files owner to ${owner}`));
      await tx.execute(sql.raw(`alter policy owner_access on stored_files to ${owner}`));
      await tx.execute(sql.raw(`set local role ${owner}`));
      const withPolicy = await count(tx, 'stored_files');
      await tx.execute(sql`reset role`);
      await tx.execute(sql`drop policy owner_access on stored_files`);
      await tx.execute(sql.raw(`set local role ${owner}`));
      return { withPolicy, withoutPolicy: await count(tx, 'stored_files') };
    });
    expect(seen.withPolicy).toBeGreaterThan(0);
    expect(seen.withoutPolicy).toBe(0);
  });

  it('returns no rows to the app role without a company, from every table it may read', async () => {
    for (const table of await tenantTables(t.database)) {
      const rows = await rolledBack(async (tx) => {
        await tx.execute(sql`set local role competencyhub_app`);
        const [grant] = rowsOf<{ may: boolean }>(
          await tx.execute(sql`select has_table_privilege(${table}, 'SELECT') as may`),
        );
        return grant?.may ? count(tx, table) : 0;
      });
      expect(rows, table).toBe(0);
    }
  });

  it("shows a tenant transaction only its own company's rows", async () => {
    const seen = await withTenant(t.database, b.id, async (tx) => ({
      companies: await tx.select().from(companies),
      profiles: await tx.select().from(profiles),
      invitations: await tx.select().from(invitations),
      audit: await tx.select().from(auditLog),
    }));
    expect(seen.companies.map((c) => c.id)).toEqual([b.id]);
    expect(seen.profiles.map((p) => p.companyId)).toEqual([b.id]);
    expect(seen.invitations).toEqual([]);
    expect(seen.audit).toEqual([]);
  });

  it('rolls a failed tenant transaction back and leaves nothing of its company or role to the next', async () => {
    const before = (await t.database.db.select().from(companies).where(eq(companies.id, b.id)))[0]?.name;
    await expect(
      withTenant(t.database, b.id, async (tx) => {
        await tx.update(companies).set({ name: 'Renamed, then rolled back' }).where(eq(companies.id, b.id));
        throw new Error('the handler failed');
      }),
    ).rejects.toThrow('the handler failed');
    // A statement that fails inside the transaction rolls it back too, and the error reaches the caller.
    await expect(
      withTenant(t.database, b.id, (tx) => tx.execute(sql`select * from no_such_table`)),
    ).rejects.toThrow();
    expect((await t.database.db.select().from(companies).where(eq(companies.id, b.id)))[0]?.name).toBe(
      before,
    );
    // Every pooled connection again: the owning role, no company (SET LOCAL ended with the transaction).
    const settings = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.database.db.execute(
          sql`select current_user as role, current_setting('app.company_id', true) as company`,
        ),
      ),
    );
    for (const result of settings) {
      const [row] = rowsOf<{ role: string; company: string | null }>(result);
      expect(row?.role).not.toBe('competencyhub_app');
      expect(row?.company ?? '').toBe('');
    }
    // And the next tenant transaction works, as its own company.
    expect(
      (await withTenant(t.database, a.id, (tx) => tx.select().from(companies))).map((c) => c.id),
    ).toEqual([a.id]);
  });

  it("lets every company read the platform's product-wide knowledge base, and none change it", async () => {
    const platform = await makeKnowledgeSource(t.database, {
      companyId: SYSTEM_OWNER_COMPANY_ID,
      title: 'Platform primer',
    });
    await t.database.db
      .update(knowledgeSources)
      .set({ productWide: true })
      .where(eq(knowledgeSources.id, platform.sourceId));
    await t.database.db
      .update(knowledgePassages)
      .set({ productWide: true })
      .where(eq(knowledgePassages.sourceId, platform.sourceId));
    try {
      const seen = await withTenant(t.database, b.id, async (tx) => ({
        sources: (await tx.select().from(knowledgeSources)).map((row) => row.title),
        passages: (await tx.select().from(knowledgePassages)).map((row) => row.sourceId),
        changed: (await tx.update(knowledgeSources).set({ title: 'Defaced' }).returning()).length,
        removed: (await tx.delete(knowledgePassages).returning()).length,
      }));
      expect(seen).toEqual({
        sources: ['Platform primer'],
        passages: [platform.sourceId],
        changed: 0,
        removed: 0,
      });
      // Company A's own pages stay its own.
      const fromA = await withTenant(t.database, a.id, (tx) => tx.select().from(knowledgeSources));
      expect(fromA.map((row) => row.title).sort()).toEqual(['Alpha secret handbook', 'Platform primer']);
    } finally {
      await t.database.db.delete(knowledgeSources).where(eq(knowledgeSources.id, platform.sourceId));
    }
  });

  it('matches people by name only inside the tenant transaction’s company, and nobody outside one', async () => {
    const matching = (rows: unknown) => rowsOf<{ id: string }>(rows).map((row) => row.id);
    const everyone = sql`select tenant_people_matching('%') as id`;
    const inB = await withTenant(t.database, b.id, async (tx) => matching(await tx.execute(everyone)));
    expect(inB).toContain(ownerB.id);
    const [{ count } = { count: 0 }] = rowsOf<{ count: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as count from profiles where company_id = ${b.id}`,
      ),
    );
    expect(inB).toHaveLength(count);
    const inA = await withTenant(t.database, a.id, async (tx) => matching(await tx.execute(everyone)));
    expect(inA).not.toContain(ownerB.id);
    expect(inA.length).toBeGreaterThan(0);
    expect(matching(await t.database.db.execute(everyone))).toEqual([]);
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

  it('lets e-mail be queued only for the company of the tenant transaction', async () => {
    const queue = (companyId: string) =>
      withTenant(t.database, b.id, (tx) =>
        tx.insert(emailOutbox).values({ companyId, toAddress: 'y@b.test', subject: 'x', textBody: 'x' }),
      );
    await queue(b.id);
    const refused = await queue(a.id).then(
      () => null,
      (error: unknown) => databaseError(error),
    );
    expect(refused?.code).toBe('42501');
  });
});
