import type { CompanySummary } from '@competencyhub/domain/schemas/profiles';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { companies, companyDomains } from '../../db/schema.ts';

/** Owner-level read across tenants: which company has claimed this e-mail domain. */
export async function findCompanyIdByDomain(db: Db | Tx, domain: string): Promise<string | null> {
  const [row] = await db
    .select({ companyId: companyDomains.companyId })
    .from(companyDomains)
    .where(eq(companyDomains.domain, domain))
    .limit(1);
  return row?.companyId ?? null;
}

export async function findCompany(db: Db | Tx, companyId: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return row ?? null;
}

export async function insertCompany(tx: Tx, name: string): Promise<string> {
  const [row] = await tx.insert(companies).values({ name }).returning({ id: companies.id });
  if (!row) throw new Error('company insert returned no row');
  return row.id;
}

export async function claimDomain(tx: Db | Tx, companyId: string, domain: string): Promise<void> {
  await tx.insert(companyDomains).values({ companyId, domain }).onConflictDoNothing();
}

export async function listCompaniesWithDomains(db: Db) {
  const rows = await db.select().from(companies).orderBy(asc(companies.name));
  const ids = rows.map((r) => r.id);
  const domains = ids.length
    ? await db.select().from(companyDomains).where(inArray(companyDomains.companyId, ids))
    : [];
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    domains: domains.filter((d) => d.companyId === c.id).map((d) => d.domain),
    createdAt: c.createdAt.toISOString(),
  }));
}

export async function companyDomainsOf(db: Db | Tx, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ domain: companyDomains.domain })
    .from(companyDomains)
    .where(eq(companyDomains.companyId, companyId))
    .orderBy(asc(companyDomains.domain));
  return rows.map((r) => r.domain);
}

/** The company as the app shell shows it, with its claimed domains, in one query. */
export async function findCompanySummary(db: Db | Tx, companyId: string): Promise<CompanySummary | null> {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      logoUrl: companies.logoUrl,
      primaryColor: companies.primaryColor,
      domains: sql<
        string[]
      >`coalesce((select array_agg(d.domain order by d.domain) from company_domains d where d.company_id = ${companies.id}), '{}')`,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row ?? null;
}
