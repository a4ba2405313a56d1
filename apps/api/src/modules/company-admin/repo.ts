import type { CompanyDetails } from '@competencyhub/domain/schemas/company-admin';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { companies, companyDomains } from '../../db/schema/companies.ts';

type CompanyRow = typeof companies.$inferSelect;
export type DetailValues = Omit<CompanyDetails, 'id' | 'updatedAt'>;

export function toCompanyDetails(row: CompanyRow): CompanyDetails {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    websiteUrl: row.websiteUrl,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    address: row.address,
    timezone: row.timezone,
    feedbackRaterApproval: row.feedbackRaterApproval,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function findCompanyRow(tx: Tx, companyId: string): Promise<CompanyRow | null> {
  const [row] = await tx.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return row ?? null;
}

export async function updateCompanyRow(
  tx: Tx,
  companyId: string,
  values: Partial<DetailValues>,
): Promise<CompanyRow | null> {
  const [row] = await tx
    .update(companies)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(companies.id, companyId))
    .returning();
  return row ?? null;
}

export function listDomainRows(tx: Tx, companyId: string) {
  return tx
    .select({ domain: companyDomains.domain, createdAt: companyDomains.createdAt })
    .from(companyDomains)
    .where(eq(companyDomains.companyId, companyId))
    .orderBy(asc(companyDomains.domain));
}

export async function hasDomain(tx: Tx, companyId: string, domain: string): Promise<boolean> {
  const [row] = await tx
    .select({ domain: companyDomains.domain })
    .from(companyDomains)
    .where(and(eq(companyDomains.companyId, companyId), eq(companyDomains.domain, domain)))
    .limit(1);
  return Boolean(row);
}

/** Inserts the domain; false when a concurrent request (of any company) got it first. */
export async function insertDomain(tx: Tx, companyId: string, domain: string): Promise<boolean> {
  const rows = await tx
    .insert(companyDomains)
    .values({ companyId, domain })
    .onConflictDoNothing()
    .returning({ domain: companyDomains.domain });
  return rows.length > 0;
}

export async function deleteDomain(tx: Tx, companyId: string, domain: string): Promise<boolean> {
  const rows = await tx
    .delete(companyDomains)
    .where(and(eq(companyDomains.companyId, companyId), eq(companyDomains.domain, domain)))
    .returning({ domain: companyDomains.domain });
  return rows.length > 0;
}

/**
 * Deliberately cross-tenant (owner connection, no row-level security): whether a company other than
 * `companyId` holds any of these domains. Answers yes or no only, so nothing of the holder leaks.
 */
export async function heldByAnotherCompany(db: Db, companyId: string, domains: string[]): Promise<boolean> {
  if (domains.length === 0) return false;
  const rows = await db
    .select({ companyId: companyDomains.companyId })
    .from(companyDomains)
    .where(inArray(companyDomains.domain, domains));
  return rows.some((row) => row.companyId !== companyId);
}
