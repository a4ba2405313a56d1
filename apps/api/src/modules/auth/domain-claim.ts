import { isFreeMailDomain } from '@competencyhub/domain/free-mail-domains';
import { emailDomain } from '@competencyhub/domain/roles';
import { domainAndParents } from '@competencyhub/domain/schemas/company-admin';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companyDomains } from '../../db/schema.ts';
import { heldByAnotherCompany } from '../company-admin/repo.ts';
import { findProfileByUserId } from '../profiles/repo.ts';

/**
 * After an account holder confirms their mailbox, their company claims the e-mail's domain, so
 * colleagues who sign up with it ask to join. Only a company with no domain yet claims, only a
 * domain nobody holds (nor any parent of it), and never a public mailbox provider's. Returns the domain claimed, if any.
 */
export async function claimDomainAfterVerification(
  database: Database,
  userId: string,
): Promise<string | null> {
  const profile = await findProfileByUserId(database.db, userId);
  if (profile?.role !== 'account_holder' || profile.status !== 'active') return null;
  const domain = emailDomain(profile.email);
  if (!domain || isFreeMailDomain(domain)) return null;
  // Whoever holds acme.com controls mail on eu.acme.com: a subdomain of a held domain is not claimed.
  if (await heldByAnotherCompany(database.db, profile.companyId, domainAndParents(domain))) return null;
  return database.db.transaction(async (tx) => {
    const [held] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(companyDomains)
      .where(eq(companyDomains.companyId, profile.companyId));
    if (Number(held?.n ?? 0) > 0) return null;
    const inserted = await tx
      .insert(companyDomains)
      .values({ companyId: profile.companyId, domain })
      .onConflictDoNothing()
      .returning({ domain: companyDomains.domain });
    return inserted.length ? domain : null;
  });
}
