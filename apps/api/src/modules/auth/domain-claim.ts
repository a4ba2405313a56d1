import { emailDomain } from '@competencyhub/domain/roles';
import { domainAndParents } from '@competencyhub/domain/schemas/company-admin';
import { eq, sql } from 'drizzle-orm';
import { companyDomains } from '../../db/schema/companies.ts';
import type { Services } from '../../services.ts';
import { domainRuleRefusal } from '../company-admin/domains.ts';
import { heldByAnotherCompany } from '../company-admin/repo.ts';
import { findProfileByUserId } from '../profiles/repo.ts';

/**
 * After an account holder confirms their mailbox, their company claims the e-mail's domain, so
 * colleagues who sign up with it ask to join. Only a company with no domain yet claims, only a
 * domain nobody holds (nor any parent of it), and only one the domain rules allow (domainRuleRefusal,
 * shared with the domains form). Returns the domain claimed, if any.
 */
export async function claimDomainAfterVerification(
  services: Services,
  userId: string,
): Promise<string | null> {
  const { database } = services;
  const profile = await findProfileByUserId(database.db, userId);
  if (profile?.role !== 'account_holder' || profile.status !== 'active') return null;
  const domain = emailDomain(profile.email);
  // The same rules as the domains form: no punycode, public mailbox or shared ending, not the platform's.
  if (!domain || domainRuleRefusal(services, profile.companyId, domain)) return null;
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
