import type { VerifyEmailResult } from '@competencyhub/domain/schemas/auth';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { user } from '../../db/schema/auth.ts';
import { AppError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import { findProfileByUserId } from '../profiles/repo.ts';
import { readConfirmationClaims, recordUse, wasUsed } from './confirmation-links.ts';
import { claimDomainAfterVerification } from './domain-claim.ts';
import { notifyAdminsOfJoinRequest } from './join-requests.ts';

export const INVALID_CONFIRMATION = 'This confirmation link is invalid or has expired.';

/**
 * Someone followed the confirmation link of their e-mail. Each link works once. What confirming
 * starts happens only when the address goes from unconfirmed to confirmed: an account holder's
 * company claims the domain, and a join request reaches the company's admins (only now can it be
 * approved). An older link of an address confirmed since is used up quietly and starts nothing.
 */
export async function verifyEmail(
  services: Services,
  token: string,
  req: FastifyRequest,
): Promise<VerifyEmailResult> {
  const { database } = services;
  const invalid = () => new AppError('INVALID_TOKEN', INVALID_CONFIRMATION);
  const claims = readConfirmationClaims(token);
  if (!claims || (await wasUsed(database.db, token))) throw invalid();
  const [account] = await database.db
    .select({ id: user.id, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.email, claims.email))
    .limit(1);
  if (!account) throw invalid();
  try {
    // Checks the signature and the expiry, then marks the address confirmed.
    await services.auth.api.verifyEmail({ query: { token } });
  } catch (error) {
    if (error instanceof APIError) throw invalid();
    throw error;
  }
  if (!(await recordUse(database.db, token, account.id, claims.expiresAt))) throw invalid();
  if (account.emailVerified) return { ok: true, claimedDomain: null };

  const profile = await findProfileByUserId(database.db, account.id);
  const claimedDomain = await claimDomainAfterVerification(services, account.id);
  const who = {
    companyId: profile?.companyId ?? null,
    actorId: account.id,
    actorEmail: profile?.email ?? null,
  };
  await writeAudit(database.db, req, { action: 'email.verified', ...who });
  if (claimedDomain) {
    await writeAudit(database.db, req, {
      action: 'company.domain_claimed',
      ...who,
      targetType: 'company',
      targetId: profile?.companyId,
      details: { domain: claimedDomain },
    });
  }
  if (profile?.status === 'pending_approval') await notifyAdminsOfJoinRequest(services, profile);
  return { ok: true, claimedDomain };
}
