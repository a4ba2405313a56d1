import { SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import type { Database } from '../db/client.ts';
import { companyDomains } from '../db/schema/companies.ts';

/** The system owner company claims SYSTEM_OWNER_DOMAIN, so its people ask to join it. */
export async function ensureSystemOwnerDomain(database: Database, domain: string): Promise<void> {
  await database.db
    .insert(companyDomains)
    .values({ companyId: SYSTEM_OWNER_COMPANY_ID, domain: domain.toLowerCase() })
    .onConflictDoNothing();
}
