import type { CompanyPage, ListCompaniesQuery } from '@competencyhub/domain/schemas/companies';
import type { CompanySummary } from '@competencyhub/domain/schemas/profiles';
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { companies, companyDomains } from '../../db/schema/companies.ts';

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

export async function companyDomainsOf(db: Db | Tx, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ domain: companyDomains.domain })
    .from(companyDomains)
    .where(eq(companyDomains.companyId, companyId))
    .orderBy(asc(companyDomains.domain));
  return rows.map((r) => r.domain);
}

/** The company as the app shell shows it, with its claimed domains, in one query. */
export async function findCompanySummary(
  db: Db | Tx,
  companyId: string,
): Promise<Omit<CompanySummary, 'brand' | 'subscription'> | null> {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      logoUrl: companies.logoUrl,
      primaryColor: companies.primaryColor,
      timezone: companies.timezone,
      domains: sql<
        string[]
      >`coalesce((select array_agg(d.domain order by d.domain) from company_domains d where d.company_id = ${companies.id}), '{}')`,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row ?? null;
}

/** Cursor of the company picker: the last name and id shown (companies are listed by name). */
function encodeNameCursor(name: string, id: string): string {
  return Buffer.from(JSON.stringify({ name, id })).toString('base64url');
}

function decodeNameCursor(cursor: string | undefined): { name: string; id: string } | null {
  if (!cursor) return null;
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as {
      name?: unknown;
      id?: unknown;
    };
    if (typeof value.name === 'string' && typeof value.id === 'string' && /^[0-9a-f-]{36}$/i.test(value.id)) {
      return { name: value.name, id: value.id };
    }
  } catch {
    // not ours: read as "from the start"
  }
  return null;
}

/**
 * Owner-level read across tenants for system-level users: companies by name, with their domains
 * and active people, searchable by name or domain.
 */
export async function listCompanies(db: Db, query: ListCompaniesQuery): Promise<CompanyPage> {
  const where: SQL[] = [];
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, '\\$&')}%`;
    const match = or(
      ilike(companies.name, pattern),
      sql`exists (select 1 from company_domains d where d.company_id = companies.id and d.domain ilike ${pattern})`,
    );
    if (match) where.push(match);
  }
  const cursor = decodeNameCursor(query.cursor);
  if (cursor) where.push(sql`(${companies.name}, ${companies.id}) > (${cursor.name}, ${cursor.id}::uuid)`);
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      createdAt: companies.createdAt,
      // Written out: drizzle leaves a lone table's columns unqualified, which a subquery would misread.
      domains: sql<
        string[]
      >`coalesce((select array_agg(d.domain order by d.domain) from company_domains d where d.company_id = companies.id), '{}')`,
      peopleCount: sql<number>`(select count(*)::int from profiles p where p.company_id = companies.id and p.status = 'active')`,
    })
    .from(companies)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      name: row.name,
      domains: row.domains,
      createdAt: row.createdAt.toISOString(),
      peopleCount: Number(row.peopleCount),
    })),
    nextCursor: rows.length > query.limit && last ? encodeNameCursor(last.name, last.id) : null,
  };
}
