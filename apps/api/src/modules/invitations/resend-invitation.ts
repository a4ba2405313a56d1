import { INVITATION_TTL_MS } from '@competencyhub/domain/constants';
import type { Invitation } from '@competencyhub/domain/schemas/invitations';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { withTenant } from '../../db/client.ts';
import { invitations } from '../../db/schema/invitations.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import { findCompany } from '../companies/repo.ts';
import { withInvitationBudget } from './invitation-budget.ts';
import {
  assertMayManageInvitation,
  INVITEE_MESSAGES,
  invitationMessage,
  inviteeConflict,
} from './invitations.ts';
import { effectiveStatus, existingInvitees, expireLapsed, findInvitation, toInvitation } from './repo.ts';
import { newInvitationToken } from './token.ts';

/**
 * Sends a pending or expired invitation again with a new link valid for 7 days; the old link
 * stops working. The admin who re-sends it becomes its inviter, so it is their authority that
 * accepting checks (the first inviter may have left since).
 */
export async function resendInvitation(
  services: Services,
  viewer: Viewer,
  id: string,
  req: FastifyRequest,
): Promise<Invitation> {
  const company = await findCompany(services.database.db, viewer.tenantId);
  if (!company) throw notFound('Company');
  const { token, tokenHash } = newInvitationToken();
  const updated = await withInvitationBudget(services, viewer, 1, () =>
    withTenant(services.database, viewer.tenantId, async (tx) => {
      const row = await findInvitation(tx, viewer.tenantId, id);
      if (!row) throw notFound('Invitation');
      const status = effectiveStatus(row);
      if (status !== 'pending' && status !== 'expired') {
        throw new AppError('CONFLICT', 'Only a pending or expired invitation can be sent again');
      }
      assertMayManageInvitation(viewer, row.role);
      const { members, invited } = await existingInvitees(tx, viewer.tenantId, [row.email]);
      if (members.has(row.email)) throw inviteeConflict(INVITEE_MESSAGES.member);
      const others = invited.filter((other) => other.id !== row.id);
      if (others.some((other) => effectiveStatus(other) === 'pending')) {
        throw inviteeConflict(INVITEE_MESSAGES.invited);
      }
      await expireLapsed(tx, viewer.tenantId, others);
      const [changed] = await tx
        .update(invitations)
        .set({
          tokenHash,
          status: 'pending',
          invitedBy: viewer.userId,
          expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
          revokedAt: null,
        })
        // The status condition keeps a re-send that races an accept or a revoke from undoing it.
        .where(
          and(
            eq(invitations.companyId, viewer.tenantId),
            eq(invitations.id, id),
            eq(invitations.status, row.status),
          ),
        )
        .returning();
      if (!changed) throw new AppError('CONFLICT', 'Only a pending or expired invitation can be sent again');
      await writeAudit(tx, req, {
        action: 'invitation.resent',
        companyId: viewer.tenantId,
        actorId: viewer.userId,
        actorEmail: viewer.email,
        targetType: 'invitation',
        targetId: id,
        details: { email: row.email, role: row.role, previousStatus: status },
      });
      await services.outbox.enqueue(invitationMessage(services, viewer, company.name, row, token), tx);
      return changed;
    }),
  );
  services.outbox.nudge();
  return toInvitation(updated, viewer.fullName);
}
