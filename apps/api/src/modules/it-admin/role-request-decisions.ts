import type { Role } from '@competencyhub/domain/roles';
import type { RoleRequest } from '@competencyhub/domain/schemas/it-admin-roles';
import { ROLE_REQUEST_MESSAGES as M } from '@competencyhub/domain/schemas/it-admin-roles-messages';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { withTenant } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import { changeRoleIn } from '../profiles/membership.ts';
import { roleRequestDecidedEmail } from './role-request-emails.ts';
import { lockRoleRequest, toRoleRequest } from './role-request-rows.ts';

/**
 * An account holder (or platform staff managing the company: the route's administer_company) decides
 * a role request. Approval applies the change through User Management's own role change, as the
 * approver and in the same transaction, so every rule of a role change holds (whom they outrank, what
 * they may grant, the last account holder); if one refuses, the request stays pending. The requester
 * is told by e-mail, through the outbox in the same transaction.
 */
export function decideRoleRequest(
  services: Services,
  viewer: Viewer,
  id: string,
  decision: { approve: boolean; note: string | null },
  req: FastifyRequest,
): Promise<RoleRequest> {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const row = await lockRoleRequest(tx, viewer.tenantId, id);
    if (!row) throw notFound('Role request');
    if (row.status !== 'pending') throw new AppError('CONFLICT', M.notPending);
    if (row.requested_by === viewer.userId) throw forbidden(M.ownRequest);
    if (decision.approve) await changeRoleIn(tx, viewer, row.person_id, row.role as Role, req);
    const status = decision.approve ? 'approved' : 'rejected';
    await tx.execute(sql`
      update role_requests
      set status = ${status}, decided_by = ${viewer.userId}, decided_by_name = ${viewer.fullName},
        decision_note = ${decision.note}, decided_at = now()
      where company_id = ${viewer.tenantId} and id = ${id}`);
    await writeAudit(tx, req, {
      action: decision.approve ? 'role_request.approved' : 'role_request.rejected',
      companyId: viewer.tenantId,
      actorId: viewer.userId,
      actorEmail: viewer.email,
      targetType: 'profile',
      targetId: row.person_id,
      details: { requestId: id, from: row.person_role, to: row.role, note: decision.note },
    });
    await services.outbox.enqueue(
      {
        ...roleRequestDecidedEmail(
          services.config.baseUrl,
          { email: row.requested_by_email, name: row.requested_by_name },
          { personName: row.person_name, role: row.role, approved: decision.approve, note: decision.note },
        ),
        companyId: viewer.tenantId,
      },
      tx,
    );
    const updated = await lockRoleRequest(tx, viewer.tenantId, id);
    if (!updated) throw notFound('Role request');
    return toRoleRequest(updated);
  }).finally(() => services.outbox.nudge());
}
