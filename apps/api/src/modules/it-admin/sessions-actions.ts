import { SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import { canGrantRole, type Role } from '@competencyhub/domain/roles';
import { IT_SESSIONS_MESSAGES, type SessionsEnded } from '@competencyhub/domain/schemas/it-admin-sessions';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Tx, withTenant } from '../../db/client.ts';
import { session } from '../../db/schema/auth.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { AppError, forbidden, notFound } from '../../http/errors.ts';
import { authHeaders, type Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import { findProfile } from '../profiles/repo.ts';

/**
 * What an IT administrator does about a company's sessions (IT Administration > Users, decision 0074).
 * Each runs in the company's tenant transaction, so another company's session or person is simply not
 * found (404), and is audited in it. The rule is User Management's: one acts only on people whose role
 * one could grant (a company IT administrator never on the account holder or platform staff), and the
 * person-wide actions never on oneself.
 */

/** The User Management rule (profiles/membership.ts `assertOutranks`), with this tab's messages. */
function assertMayActOn(viewer: Viewer, target: { id: string; role: string }) {
  if (target.id === viewer.userId) throw forbidden(IT_SESSIONS_MESSAGES.notYourself);
  const context = { systemOwnerCompany: viewer.tenantId === SYSTEM_OWNER_COMPANY_ID };
  if (!canGrantRole(viewer.role, target.role as Role, context)) {
    throw forbidden(IT_SESSIONS_MESSAGES.notYourRank);
  }
}

/** Signs one session out: one's own other sessions, or a session of someone one may act on. */
export function signOutSession(
  services: Services,
  viewer: Viewer,
  sessionId: string,
  req: FastifyRequest,
): Promise<SessionsEnded> {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const [found] = await tx
      .select({ id: session.id, personId: profiles.id, role: profiles.role, email: profiles.email })
      .from(session)
      .innerJoin(profiles, eq(profiles.id, session.userId))
      .where(and(eq(session.companyId, viewer.tenantId), eq(session.id, sessionId)))
      .limit(1);
    if (!found) throw notFound('Session');
    if (found.id === viewer.sessionId) {
      throw new AppError('RULE_BROKEN', IT_SESSIONS_MESSAGES.ownCurrentSession);
    }
    if (found.personId !== viewer.userId) assertMayActOn(viewer, { id: found.personId, role: found.role });
    await tx.delete(session).where(eq(session.id, sessionId));
    await writeAudit(tx, req, {
      action: 'session.signed_out_by_admin',
      companyId: viewer.tenantId,
      actorId: viewer.userId,
      actorEmail: viewer.email,
      targetType: 'session',
      targetId: sessionId,
      details: { personId: found.personId, personEmail: found.email },
    });
    return { signedOut: 1 };
  });
}

async function endPersonSessions(tx: Tx, companyId: string, personId: string): Promise<number> {
  const ended = await tx
    .delete(session)
    .where(and(eq(session.companyId, companyId), eq(session.userId, personId)))
    .returning({ id: session.id });
  return ended.length;
}

/** Signs every session of a person out at once. */
export function signOutPerson(
  services: Services,
  viewer: Viewer,
  personId: string,
  req: FastifyRequest,
): Promise<SessionsEnded> {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const target = await findProfile(tx, viewer.tenantId, personId);
    if (!target) throw notFound('Person');
    assertMayActOn(viewer, target);
    const signedOut = await endPersonSessions(tx, viewer.tenantId, personId);
    await writeAudit(tx, req, {
      action: 'session.person_signed_out',
      companyId: viewer.tenantId,
      actorId: viewer.userId,
      actorEmail: viewer.email,
      targetType: 'profile',
      targetId: personId,
      details: { signedOut },
    });
    return { signedOut };
  });
}

/**
 * Forces a password reset: every session of the person ends, their current password no longer signs
 * in (the sign-in route refuses while `password_reset_required_at` is set), and the reset e-mail of the
 * ordinary "forgot password" flow goes to them; setting a new password through it clears the mark.
 */
export async function forcePasswordReset(
  services: Services,
  viewer: Viewer,
  personId: string,
  req: FastifyRequest,
): Promise<SessionsEnded> {
  const { email, signedOut } = await withTenant(services.database, viewer.tenantId, async (tx) => {
    const target = await findProfile(tx, viewer.tenantId, personId);
    if (!target) throw notFound('Person');
    assertMayActOn(viewer, target);
    await tx
      .update(profiles)
      .set({ passwordResetRequiredAt: sql`now()` })
      .where(and(eq(profiles.companyId, viewer.tenantId), eq(profiles.id, personId)));
    const signedOut = await endPersonSessions(tx, viewer.tenantId, personId);
    await writeAudit(tx, req, {
      action: 'password.reset_forced',
      companyId: viewer.tenantId,
      actorId: viewer.userId,
      actorEmail: viewer.email,
      targetType: 'profile',
      targetId: personId,
      details: { signedOut },
    });
    return { email: target.email, signedOut };
  });
  // After the commit: the link is Better Auth's own (as for "forgot password"), sent through the outbox.
  await services.auth.api.requestPasswordReset({ body: { email }, headers: authHeaders(req) });
  return { signedOut };
}
