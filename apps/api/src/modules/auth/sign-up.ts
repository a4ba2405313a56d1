import { SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import { belongsToSystemOwner, emailDomain } from '@competencyhub/domain/roles';
import type { SignUpInput, SignUpResult } from '@competencyhub/domain/schemas/auth';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { user } from '../../db/schema/auth.ts';
import { authHeaders } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import { findCompanyIdByDomain, insertCompany } from '../companies/repo.ts';
import { assertCompanyPasswordLength } from '../it-admin/security-policy-password.ts';
import { startSubscription } from '../subscriptions/start-subscription.ts';
import { hashPassword } from './better-auth.ts';
import { forwardCookies } from './cookies.ts';
import { accountExistsEmail } from './emails.ts';
import { assertJoinRequestRoom } from './join-requests.ts';
import { assertStrongPassword } from './password-strength.ts';
import { insertProfile, limitPhoneSignUps, phoneHolderEmail, tellPhoneHolder } from './sign-up-phone.ts';

/** At most one "someone tried to sign up with your e-mail" message per address per hour. */
const EXISTS_NOTICE_LIMIT = { max: 1, windowSeconds: 3600 };

/**
 * Sign-up (spec section 4): an e-mail domain a company has claimed (or the system owner's) asks to
 * join that company and waits for approval, which needs the address confirmed first (the admins are
 * told once it is, see join-requests.ts); any other creates a new company whose first user is
 * its account holder, signed in at once. The new company claims its domain only once that user
 * confirms the mailbox (see domain-claim.ts), so nobody can claim a domain they do not control.
 * An e-mail that already has an account gets a message instead, and the caller learns nothing more.
 */
export async function signUp(
  services: Services,
  input: SignUpInput,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<SignUpResult> {
  const { database, outbox, config } = services;
  // First, so a weak password is refused alike whether or not the e-mail has an account.
  assertStrongPassword(input.password, { email: input.email, name: input.fullName }, 'password');
  const joinCompanyId = belongsToSystemOwner(input.email, config.SYSTEM_OWNER_DOMAIN)
    ? SYSTEM_OWNER_COMPANY_ID
    : await findCompanyIdByDomain(database.db, emailDomain(input.email));
  // The company's own minimum (IT Administration > Security) before the account check too, so the
  // answer is the same whether or not the e-mail has an account.
  await assertCompanyPasswordLength(database, joinCompanyId, input.password, 'password');
  if (input.phone) await limitPhoneSignUps(services, req);
  const [existing] = await database.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, input.email))
    .limit(1);
  if (existing) {
    await hashPassword(input.password); // spend the same time as a real sign-up
    const { count } = await services.rateLimiter.increment(
      `mail:account-exists:${input.email}`,
      EXISTS_NOTICE_LIMIT,
    );
    if (count <= EXISTS_NOTICE_LIMIT.max)
      await outbox.enqueue(accountExistsEmail(config.baseUrl, input.email));
    return { outcome: 'check_email' };
  }

  // A number another account holds is left out, and its holder told, but the answer is the same.
  const phoneHolder = input.phone ? await phoneHolderEmail(services, input.phone) : null;
  const phone = phoneHolder ? null : (input.phone ?? null);

  const { headers, response } = await services.auth.api.signUpEmail({
    body: { email: input.email, password: input.password, name: input.fullName },
    headers: authHeaders(req),
    returnHeaders: true,
  });
  const userId = response.user.id;

  try {
    const outcome = await database.db.transaction(async (tx) => {
      if (joinCompanyId) {
        await assertJoinRequestRoom(tx, joinCompanyId, emailDomain(input.email));
        await insertProfile(tx, {
          id: userId,
          companyId: joinCompanyId,
          email: input.email,
          fullName: input.fullName,
          phone,
          role: 'employee',
          status: 'pending_approval',
        });
        await writeAudit(tx, req, {
          action: 'sign_up.join_requested',
          companyId: joinCompanyId,
          actorId: userId,
          actorEmail: input.email,
          targetType: 'profile',
          targetId: userId,
        });
        return { outcome: 'pending_approval' as const, companyId: joinCompanyId };
      }
      const companyId = await insertCompany(tx, input.companyName);
      // A new company starts on the 14-day free trial (issue 11).
      await startSubscription(tx, companyId);
      await insertProfile(tx, {
        id: userId,
        companyId,
        email: input.email,
        fullName: input.fullName,
        phone,
        role: 'account_holder',
        status: 'active',
        lastSignInAt: new Date(),
      });
      await writeAudit(tx, req, {
        action: 'sign_up.company_created',
        companyId,
        actorId: userId,
        actorEmail: input.email,
        targetType: 'company',
        targetId: companyId,
        details: { companyName: input.companyName },
      });
      return { outcome: 'signed_in' as const, companyId };
    });

    if (phoneHolder && input.phone) await tellPhoneHolder(services, phoneHolder, input.phone);
    await services.auth.api.sendVerificationEmail({ body: { email: input.email } });
    forwardCookies(headers, reply);
    return { outcome: outcome.outcome };
  } catch (error) {
    // Keep no half-made account behind: the identity goes if its profile could not be written.
    await database.db.delete(user).where(eq(user.id, userId));
    throw error;
  }
}
