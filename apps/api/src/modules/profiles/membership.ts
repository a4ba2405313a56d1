import { SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import { canGrantRole, type Role } from '@competencyhub/domain/roles';
import type { AuditAction } from '@competencyhub/domain/schemas/audit';
import type { Profile } from '@competencyhub/domain/schemas/profiles';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Tx, withTenant } from '../../db/client.ts';
import { session } from '../../db/schema/auth.ts';
import { companies } from '../../db/schema/companies.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { AppError, forbidden, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import { approvedEmail } from '../auth/emails.ts';
import { assertSeatFor } from '../subscriptions/check-seat.ts';
import {
  findProfile,
  type ProfileRow,
  type ProfileWithVerification,
  toProfile,
  updateProfile,
} from './repo.ts';

/**
 * Admin changes to a company's people. Each runs in a tenant transaction (row-level security
 * confines it to the viewer's company, so another company's id is simply not found) and writes
 * an audit row, and any e-mail it causes, in the same transaction.
 */
async function change(
  services: Services,
  viewer: Viewer,
  targetId: string,
  req: FastifyRequest,
  action: AuditAction,
  apply: (tx: Tx, target: ProfileWithVerification) => Promise<ProfileRow>,
): Promise<Profile> {
  return withTenant(services.database, viewer.tenantId, (tx) =>
    changeIn(tx, viewer, targetId, req, action, apply),
  );
}

/** One change inside a tenant transaction the caller holds (an approved role request joins it). */
async function changeIn(
  tx: Tx,
  viewer: Viewer,
  targetId: string,
  req: FastifyRequest,
  action: AuditAction,
  apply: (tx: Tx, target: ProfileWithVerification) => Promise<ProfileRow>,
): Promise<Profile> {
  const target = await findProfile(tx, viewer.tenantId, targetId);
  if (!target) throw notFound('Person');
  const before = { role: target.role, status: target.status };
  const updated = await apply(tx, target);
  await writeAudit(tx, req, {
    action,
    companyId: viewer.tenantId,
    actorId: viewer.userId,
    actorEmail: viewer.email,
    targetType: 'profile',
    targetId,
    details: { before, after: { role: updated.role, status: updated.status } },
  });
  return toProfile({ ...updated, emailVerified: target.emailVerified });
}

async function setStatus(tx: Tx, viewer: Viewer, target: ProfileRow, status: string): Promise<ProfileRow> {
  const updated = await updateProfile(tx, viewer.tenantId, target.id, { status });
  if (!updated) throw notFound('Person');
  return updated;
}

export const APPROVAL_NEEDS_CONFIRMED_EMAIL = 'This person has not confirmed their e-mail address yet';

const grantContext = (viewer: Viewer) => ({
  systemOwnerCompany: viewer.tenantId === SYSTEM_OWNER_COMPANY_ID,
});

/** An admin may only act on people whose role they could have granted themselves. */
export function assertOutranks(viewer: Viewer, target: ProfileRow) {
  if (target.id === viewer.userId) throw forbidden('You cannot change your own account this way');
  if (!canGrantRole(viewer.role, target.role as Role, grantContext(viewer))) {
    throw forbidden('You cannot manage someone with this role');
  }
}

export function approve(services: Services, viewer: Viewer, id: string, req: FastifyRequest) {
  return change(services, viewer, id, req, 'profile.approved', async (tx, target) => {
    if (target.status !== 'pending_approval' && target.status !== 'unauthorized') {
      throw new AppError('CONFLICT', 'This person is not waiting for approval');
    }
    // Anyone can type an address at a claimed domain: only a confirmed mailbox shows it is theirs.
    if (!target.emailVerified) throw new AppError('RULE_BROKEN', APPROVAL_NEEDS_CONFIRMED_EMAIL);
    await assertSeatFor(tx, viewer.tenantId);
    const updated = await setStatus(tx, viewer, target, 'active');
    const [company] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, viewer.tenantId));
    await services.outbox.enqueue(
      {
        ...approvedEmail(
          services.config.baseUrl,
          updated.email,
          updated.fullName,
          company?.name ?? 'your company',
        ),
        companyId: viewer.tenantId,
      },
      tx,
    );
    return updated;
  }).finally(() => services.outbox.nudge());
}

export function reject(services: Services, viewer: Viewer, id: string, req: FastifyRequest) {
  return change(services, viewer, id, req, 'profile.rejected', async (tx, target) => {
    if (target.status !== 'pending_approval')
      throw new AppError('CONFLICT', 'This person is not waiting for approval');
    return setStatus(tx, viewer, target, 'unauthorized');
  });
}

export function changeRole(services: Services, viewer: Viewer, id: string, role: Role, req: FastifyRequest) {
  return withTenant(services.database, viewer.tenantId, (tx) => changeRoleIn(tx, viewer, id, role, req));
}

/**
 * A role change with every rule of User Management's, inside the caller's tenant transaction: an
 * approved role request (IT Administration > Roles) applies its change through here, as its approver.
 */
export function changeRoleIn(tx: Tx, viewer: Viewer, id: string, role: Role, req: FastifyRequest) {
  return changeIn(tx, viewer, id, req, 'profile.role_changed', async (tx, target) => {
    assertOutranks(viewer, target);
    if (!canGrantRole(viewer.role, role, grantContext(viewer))) throw forbidden('You cannot grant this role');
    if (target.role === 'account_holder' && role !== 'account_holder')
      await assertAnotherAccountHolder(tx, viewer, target);
    const updated = await updateProfile(tx, viewer.tenantId, target.id, { role });
    if (!updated) throw notFound('Person');
    return updated;
  });
}

export async function deactivate(services: Services, viewer: Viewer, id: string, req: FastifyRequest) {
  const profile = await change(services, viewer, id, req, 'profile.deactivated', async (tx, target) => {
    assertOutranks(viewer, target);
    if (target.status === 'deactivated') throw new AppError('CONFLICT', 'This person is already deactivated');
    if (target.role === 'account_holder') await assertAnotherAccountHolder(tx, viewer, target);
    return setStatus(tx, viewer, target, 'deactivated');
  });
  // Deactivation ends every session of that person at once (their requests are refused already).
  await services.database.db.delete(session).where(eq(session.userId, id));
  return profile;
}

export function reactivate(services: Services, viewer: Viewer, id: string, req: FastifyRequest) {
  return change(services, viewer, id, req, 'profile.reactivated', async (tx, target) => {
    assertOutranks(viewer, target);
    if (target.status !== 'deactivated') throw new AppError('CONFLICT', 'This person is not deactivated');
    await assertSeatFor(tx, viewer.tenantId);
    return setStatus(tx, viewer, target, 'active');
  });
}

/**
 * A company always keeps at least one active account holder. Every holder's row (the target's too)
 * is locked in id order, so two holders demoting each other at once queue up instead of deadlocking,
 * and the second sees the first's change.
 */
async function assertAnotherAccountHolder(tx: Tx, viewer: Viewer, target: ProfileRow) {
  const holders = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        eq(profiles.companyId, viewer.tenantId),
        eq(profiles.role, 'account_holder'),
        eq(profiles.status, 'active'),
      ),
    )
    .orderBy(asc(profiles.id))
    .for('update');
  if (!holders.some((holder) => holder.id !== target.id)) {
    throw new AppError('RULE_BROKEN', 'A company needs at least one active account holder');
  }
}
