import { INVITATION_TTL_MS, SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import { canGrantRole, type Role } from '@competencyhub/domain/roles';
import type { Ok } from '@competencyhub/domain/schemas/common';
import type { AcceptInvitationInput, CreateInvitationInput } from '@competencyhub/domain/schemas/invitations';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Tx, withTenant } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { invitations } from '../../db/schema/invitations.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { AppError, forbidden, notFound } from '../../http/errors.ts';
import { authHeaders, type Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import { forwardCookies } from '../auth/cookies.ts';
import { invitationEmail } from '../auth/emails.ts';
import { assertStrongPassword } from '../auth/password-strength.ts';
import { findCompany } from '../companies/repo.ts';
import { assertCompanyPasswordLength, companyPasswordMinimum } from '../it-admin/security-policy-password.ts';
import { assertSeatFor } from '../subscriptions/check-seat.ts';
import { withInvitationBudget } from './invitation-budget.ts';
import {
  effectiveStatus,
  existingInvitees,
  expireLapsed,
  findInvitation,
  findInvitationByTokenHash,
  type InvitationRow,
  toInvitation,
} from './repo.ts';
import { hashInvitationToken, newInvitationToken } from './token.ts';

export const INVITEE_MESSAGES = {
  member: 'This person is already a member of your company',
  invited: 'An invitation is already waiting for this e-mail',
  role: 'You cannot invite someone with this role',
  manageRole: 'You cannot manage invitations for this role',
} as const;

/**
 * Re-sending and revoking an invitation both act on its role: an admin may do either only for a
 * role they could grant themselves (an IT admin neither re-sends nor withdraws an account holder's).
 */
export function assertMayManageInvitation(viewer: Viewer, role: string): void {
  const systemOwnerCompany = viewer.tenantId === SYSTEM_OWNER_COMPANY_ID;
  if (!canGrantRole(viewer.role, role as Role, { systemOwnerCompany })) {
    throw forbidden(INVITEE_MESSAGES.manageRole);
  }
}

export function inviteeConflict(message: string): AppError {
  return new AppError('CONFLICT', message, { errors: { email: [message] } });
}

/** The invitation e-mail, greeting the invitee by name when the inviter gave one. */
export function invitationMessage(
  services: Services,
  viewer: Viewer,
  companyName: string,
  invitee: { email: string; fullName?: string | undefined },
  token: string,
) {
  const mail = invitationEmail(services.config.baseUrl, {
    to: invitee.email,
    inviteeName: invitee.fullName,
    inviterName: viewer.fullName,
    companyName,
    token,
  });
  return { ...mail, companyId: viewer.tenantId };
}

export async function createInvitation(
  services: Services,
  viewer: Viewer,
  input: CreateInvitationInput,
  req: FastifyRequest,
) {
  const systemOwnerCompany = viewer.tenantId === SYSTEM_OWNER_COMPANY_ID;
  if (!canGrantRole(viewer.role, input.role, { systemOwnerCompany })) {
    throw forbidden(INVITEE_MESSAGES.role);
  }
  const company = await findCompany(services.database.db, viewer.tenantId);
  if (!company) throw notFound('Company');
  const { token, tokenHash } = newInvitationToken();
  const invitation = await withInvitationBudget(services, viewer, 1, () =>
    withTenant(services.database, viewer.tenantId, async (tx) => {
      const { members, invited } = await existingInvitees(tx, viewer.tenantId, [input.email]);
      if (members.has(input.email)) throw inviteeConflict(INVITEE_MESSAGES.member);
      if (invited.some((row) => effectiveStatus(row) === 'pending'))
        throw inviteeConflict(INVITEE_MESSAGES.invited);
      // An expired invitation no longer blocks a new one.
      await expireLapsed(tx, viewer.tenantId, invited);
      const [row] = await tx
        .insert(invitations)
        .values({
          companyId: viewer.tenantId,
          email: input.email,
          role: input.role,
          tokenHash,
          invitedBy: viewer.userId,
          expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
        })
        .returning();
      if (!row) throw new Error('invitation insert returned no row');
      await writeAudit(tx, req, {
        action: 'invitation.created',
        companyId: viewer.tenantId,
        actorId: viewer.userId,
        actorEmail: viewer.email,
        targetType: 'invitation',
        targetId: row.id,
        details: { email: input.email, role: input.role },
      });
      await services.outbox.enqueue(invitationMessage(services, viewer, company.name, input, token), tx);
      return row;
    }),
  );
  services.outbox.nudge();
  return toInvitation(invitation, viewer.fullName);
}

export function revokeInvitation(services: Services, viewer: Viewer, id: string, req: FastifyRequest) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const row = await findInvitation(tx, viewer.tenantId, id);
    if (!row) throw notFound('Invitation');
    assertMayManageInvitation(viewer, row.role);
    if (effectiveStatus(row) !== 'pending')
      throw new AppError('CONFLICT', 'Only a pending invitation can be revoked');
    // The status condition keeps a revoke that races an accept from undoing it.
    const [updated] = await tx
      .update(invitations)
      .set({ status: 'revoked', revokedAt: new Date() })
      .where(
        and(
          eq(invitations.companyId, viewer.tenantId),
          eq(invitations.id, id),
          eq(invitations.status, 'pending'),
        ),
      )
      .returning();
    if (!updated) throw new AppError('CONFLICT', 'Only a pending invitation can be revoked');
    await writeAudit(tx, req, {
      action: 'invitation.revoked',
      companyId: viewer.tenantId,
      actorId: viewer.userId,
      actorEmail: viewer.email,
      targetType: 'invitation',
      targetId: id,
      details: { email: row.email },
    });
    return toInvitation(updated, null);
  });
}

async function findByToken(services: Services, token: string): Promise<InvitationRow> {
  const row = await findInvitationByTokenHash(services.database.db, hashInvitationToken(token));
  if (!row) throw notFound('Invitation');
  return row;
}

export async function previewInvitation(services: Services, token: string) {
  const row = await findByToken(services, token);
  const company = await findCompany(services.database.db, row.companyId);
  const [account] = await services.database.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, row.email))
    .limit(1);
  return {
    email: row.email,
    companyName: company?.name ?? '',
    role: row.role as Role,
    status: effectiveStatus(row),
    accountExists: !!account,
    passwordMinLength: await companyPasswordMinimum(services.database, row.companyId),
  };
}

function unavailable(why: string) {
  return new AppError(
    'INVITATION_UNAVAILABLE',
    `This invitation ${why}. Ask your administrator for a new one.`,
  );
}

async function assertUsable(services: Services, row: InvitationRow) {
  const status = effectiveStatus(row);
  if (status !== 'pending') {
    throw unavailable(
      { accepted: 'has already been used', revoked: 'has been revoked', expired: 'has expired' }[status],
    );
  }
  // The inviter's authority is checked again: a deactivated or demoted admin's invitations lapse.
  const inviter = row.invitedBy
    ? await services.database.db.select().from(profiles).where(eq(profiles.id, row.invitedBy)).limit(1)
    : [];
  const by = inviter[0];
  const systemOwnerCompany = row.companyId === SYSTEM_OWNER_COMPANY_ID;
  if (
    by?.status !== 'active' ||
    !canGrantRole(by.role, row.role as Role, { systemOwnerCompany }) ||
    (by.companyId !== row.companyId && by.managedCompanyId !== row.companyId && by.role !== 'system_owner')
  ) {
    throw unavailable('is no longer valid');
  }
}

/**
 * Accepting gives immediate access: a new invitee sets a name and password; an existing account
 * accepts while signed in as the invited e-mail. The invitation is claimed first, so of two
 * simultaneous accepts exactly one creates an account; a failure afterwards releases it again.
 * The link came by e-mail, so accepting also confirms the e-mail address.
 */
export async function acceptInvitation(
  services: Services,
  token: string,
  input: AcceptInvitationInput,
  viewer: Viewer | null,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<Ok> {
  const { database } = services;
  const row = await findByToken(services, token);
  await assertUsable(services, row);
  const newAccount = viewer ? null : await checkNewInvitee(services, row, input);
  if (viewer) assertInvitee(viewer, row);
  // Refused before an account is made when every seat is taken; checked again under the lock below.
  await withTenant(database, row.companyId, (tx: Tx) => assertSeatFor(tx, row.companyId, viewer?.userId));

  await setInvitationStatus(database, row, 'pending', 'accepted');
  let cookies: Headers | null = null;
  let createdUserId: string | null = null;
  try {
    let userId: string;
    if (newAccount) {
      const created = await services.auth.api.signUpEmail({
        body: { email: row.email, password: newAccount.password, name: newAccount.fullName },
        headers: authHeaders(req),
        returnHeaders: true,
      });
      userId = created.response.user.id;
      createdUserId = userId;
      cookies = created.headers;
      try {
        await database.db.insert(profiles).values({
          id: userId,
          companyId: row.companyId,
          email: row.email,
          fullName: newAccount.fullName,
          role: row.role,
          status: 'active',
          lastSignInAt: new Date(),
        });
      } catch (error) {
        await database.db.delete(user).where(eq(user.id, userId));
        throw error;
      }
    } else {
      userId = (viewer as Viewer).userId;
    }
    await withTenant(database, row.companyId, async (tx: Tx) => {
      // The authoritative check: of two accepting the last seat at once, one waits and is refused.
      await assertSeatFor(tx, row.companyId, userId);
      await tx
        .update(profiles)
        .set({ role: row.role, status: 'active', updatedAt: new Date() })
        .where(and(eq(profiles.companyId, row.companyId), eq(profiles.id, userId)));
      await tx.update(user).set({ emailVerified: true, updatedAt: new Date() }).where(eq(user.id, userId));
      await writeAudit(tx, req, {
        action: 'invitation.accepted',
        companyId: row.companyId,
        actorId: userId,
        actorEmail: row.email,
        targetType: 'invitation',
        targetId: row.id,
        details: { role: row.role },
      });
    });
  } catch (error) {
    // A refusal after the account was made (the last seat went meanwhile) leaves no account behind.
    if (newAccount && createdUserId) {
      await database.db
        .delete(user)
        .where(eq(user.id, createdUserId))
        .catch(() => undefined);
    }
    await setInvitationStatus(database, row, 'accepted', 'pending').catch(() => undefined);
    throw error;
  }
  if (cookies) forwardCookies(cookies, reply);
  return { ok: true };
}

function assertInvitee(viewer: Viewer, row: InvitationRow) {
  if (viewer.email !== row.email) {
    throw new AppError(
      'WRONG_ACCOUNT',
      `This invitation is for ${row.email}. Sign out and accept it with that account.`,
    );
  }
  if (viewer.companyId !== row.companyId) {
    throw new AppError(
      'CONFLICT',
      'Your account belongs to another company, so it cannot accept this invitation.',
    );
  }
}

async function checkNewInvitee(services: Services, row: InvitationRow, input: AcceptInvitationInput) {
  const [account] = await services.database.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, row.email))
    .limit(1);
  if (account)
    throw new AppError('UNAUTHENTICATED', 'Sign in as the invited e-mail to accept this invitation.');
  const errors: Record<string, string[]> = {};
  if (!input.fullName) errors.fullName = ['Enter a name'];
  if (!input.password) errors.password = ['Enter a password'];
  if (!input.fullName || !input.password)
    throw new AppError('VALIDATION_FAILED', 'Some fields need attention', { errors });
  assertStrongPassword(input.password, { email: row.email, name: input.fullName }, 'password');
  await assertCompanyPasswordLength(services.database, row.companyId, input.password, 'password');
  return { fullName: input.fullName, password: input.password };
}

/** Moves an invitation between states atomically; losing a race reads as "already used". */
async function setInvitationStatus(
  database: Services['database'],
  row: InvitationRow,
  from: string,
  to: string,
) {
  await withTenant(database, row.companyId, async (tx) => {
    const [changed] = await tx
      .update(invitations)
      .set({ status: to, acceptedAt: to === 'accepted' ? new Date() : null })
      .where(
        and(
          eq(invitations.companyId, row.companyId),
          eq(invitations.id, row.id),
          eq(invitations.status, from),
        ),
      )
      .returning({ id: invitations.id });
    if (!changed) throw new AppError('INVITATION_UNAVAILABLE', 'This invitation has already been used.');
  });
}
