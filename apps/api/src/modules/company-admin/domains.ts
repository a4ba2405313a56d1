import { SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import { emailDomain, isSystemLevel } from '@competencyhub/domain/roles';
import {
  type CompanyDomainList,
  DOMAIN_MESSAGES,
  domainAndParents,
  domainFormatProblem,
  isPlatformDomain,
} from '@competencyhub/domain/schemas/company-admin';
import type { FastifyRequest } from 'fastify';
import { withTenant } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import { deleteDomain, hasDomain, heldByAnotherCompany, insertDomain, listDomainRows } from './repo.ts';

/** A refusal shown under the domain field. */
function refuse(code: 'CONFLICT' | 'RULE_BROKEN', message: string): AppError {
  return new AppError(code, message, { errors: { domain: [message] } });
}

/** The domain the system owner company signs its own people up with; it never leaves that company. */
const platformDomainOf = (services: Services) => services.config.SYSTEM_OWNER_DOMAIN.toLowerCase();

/**
 * The rules a domain itself must meet before any company may hold it, whoever claims it and however
 * (this form, or the confirmation link of a new company's founder in auth/domain-claim.ts): the
 * domain package's format rules (no punycode, no public mailbox provider, no shared ending), and
 * the platform's own domain stays with the system owner company. Returns the refusal, or null.
 * Whether another company holds it is checked apart, after who-may-claim (see addCompanyDomain).
 */
export function domainRuleRefusal(services: Services, companyId: string, domain: string): string | null {
  const problem = domainFormatProblem(domain);
  if (problem) return DOMAIN_MESSAGES[problem];
  if (companyId !== SYSTEM_OWNER_COMPANY_ID && isPlatformDomain(domain, platformDomainOf(services))) {
    return DOMAIN_MESSAGES.platformDomain;
  }
  return null;
}

export function listCompanyDomains(services: Services, viewer: Viewer): Promise<CompanyDomainList> {
  const platformDomain = platformDomainOf(services);
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const rows = await listDomainRows(tx, viewer.tenantId);
    return {
      items: rows.map((row) => ({
        domain: row.domain,
        createdAt: row.createdAt.toISOString(),
        removable: row.domain !== platformDomain,
      })),
      policy: {
        anyDomain: isSystemLevel(viewer.role),
        emailDomain: emailDomain(viewer.email),
        emailVerified: viewer.emailVerified,
      },
    };
  });
}

/**
 * Whoever adds a domain must control it: their own confirmed mailbox is on exactly that domain,
 * unless they are platform staff assigning it. A mailbox on a subdomain proves nothing about the
 * parent (alumni.uni.edu is often handed out to anyone), and the parent would capture every
 * sign-up on it. This is checked before anything about other companies, so a company admin
 * cannot use this form to learn which domains are taken.
 */
function assertMayClaim(viewer: Viewer, domain: string): void {
  if (isSystemLevel(viewer.role)) return;
  if (emailDomain(viewer.email) !== domain) {
    throw refuse('RULE_BROKEN', DOMAIN_MESSAGES.notYourEmail);
  }
  if (!viewer.emailVerified) throw refuse('RULE_BROKEN', DOMAIN_MESSAGES.unverifiedEmail);
}

export async function addCompanyDomain(
  services: Services,
  viewer: Viewer,
  domain: string,
  req: FastifyRequest,
): Promise<void> {
  const refusal = domainRuleRefusal(services, viewer.tenantId, domain);
  if (refusal) throw refuse('RULE_BROKEN', refusal);
  assertMayClaim(viewer, domain);
  // Read before the tenant transaction opens: it needs the owner connection, which the embedded
  // database would only hand out once that transaction ends. The unique index covers the gap.
  // A parent held elsewhere counts too: whoever holds acme.com controls mail on eu.acme.com.
  const takenElsewhere = await heldByAnotherCompany(
    services.database.db,
    viewer.tenantId,
    domainAndParents(domain),
  );
  await withTenant(services.database, viewer.tenantId, async (tx) => {
    if (await hasDomain(tx, viewer.tenantId, domain)) throw refuse('CONFLICT', DOMAIN_MESSAGES.alreadyYours);
    if (takenElsewhere) throw refuse('CONFLICT', DOMAIN_MESSAGES.takenByOther);
    // The unique index settles a race with another company adding the same domain at this moment.
    if (!(await insertDomain(tx, viewer.tenantId, domain))) {
      throw refuse('CONFLICT', DOMAIN_MESSAGES.takenByOther);
    }
    await writeAudit(tx, req, {
      action: 'company.domain_added',
      companyId: viewer.tenantId,
      actorId: viewer.userId,
      actorEmail: viewer.email,
      targetType: 'company_domain',
      targetId: domain,
      details: { domain, assignedByPlatformStaff: isSystemLevel(viewer.role) },
    });
  });
}

/** Removing the last domain is allowed: people then sign up into companies of their own. */
export function removeCompanyDomain(
  services: Services,
  viewer: Viewer,
  domain: string,
  req: FastifyRequest,
): Promise<void> {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    if (!(await hasDomain(tx, viewer.tenantId, domain))) throw notFound('Domain');
    if (domain === platformDomainOf(services)) throw refuse('RULE_BROKEN', DOMAIN_MESSAGES.platformDomain);
    if (!(await deleteDomain(tx, viewer.tenantId, domain))) throw notFound('Domain');
    await writeAudit(tx, req, {
      action: 'company.domain_removed',
      companyId: viewer.tenantId,
      actorId: viewer.userId,
      actorEmail: viewer.email,
      targetType: 'company_domain',
      targetId: domain,
      details: { domain },
    });
  });
}
