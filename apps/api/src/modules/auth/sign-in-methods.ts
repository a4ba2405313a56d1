import { SECURITY_POLICY_DEFAULTS, type SignInMethod } from '@competencyhub/domain/security-policy';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companySecurityPolicy } from '../../db/schema/security.ts';

/**
 * The sign-in methods a company allows (its policy's `sign_in_methods`, else the platform's default:
 * both). Read as the owner role, before anyone is signed in, like the sign-in's profile lookup.
 */
export async function allowedSignInMethods(db: Database['db'], companyId: string): Promise<SignInMethod[]> {
  const [row] = await db
    .select({ methods: companySecurityPolicy.signInMethods })
    .from(companySecurityPolicy)
    .where(eq(companySecurityPolicy.companyId, companyId))
    .limit(1);
  return (row?.methods as SignInMethod[] | undefined) ?? SECURITY_POLICY_DEFAULTS.signInMethods;
}
