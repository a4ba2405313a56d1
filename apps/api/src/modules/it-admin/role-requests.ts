import { SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import { canGrantRole, type Role, rolesInCompany } from '@competencyhub/domain/roles';
import type {
  CreateRoleRequestInput,
  ListRoleRequestsQuery,
  RoleRequest,
  RoleRequestPage,
} from '@competencyhub/domain/schemas/it-admin-roles';
import { ROLE_REQUEST_MESSAGES as M } from '@competencyhub/domain/schemas/it-admin-roles-messages';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Tx, withTenant } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { rowsOf } from '../../db/migrate.ts';
import { AppError, forbidden, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import { findProfile } from '../profiles/repo.ts';
import { lockRoleRequest, selectRoleRequests, toRoleRequest } from './role-request-rows.ts';

/**
 * Role requests (decision 0073): someone with IT Administration asks for a role change they cannot
 * make themselves — a role they may not grant, their own role, or the role of someone they do not
 * outrank — with a reason; an account holder or platform staff decide (role-request-decisions.ts).
 * Everything runs in the viewer's tenant transaction, so another company's ids are not found.
 */

const grantContext = (viewer: Viewer) => ({
  systemOwnerCompany: viewer.tenantId === SYSTEM_OWNER_COMPANY_ID,
});

/** How many requests wait for a decision in the transaction's company (the Overview's fourth card). */
export async function countPendingRoleRequests(tx: Tx): Promise<number> {
  return (await pendingRoleRequests(tx)).pending;
}

/** The company's role requests waiting for a decision, and since when the oldest has waited. */
export async function pendingRoleRequests(tx: Tx): Promise<{ pending: number; oldestAt: string | null }> {
  // Both over role_requests_by_status (company, status, created_at): as many rows as wait, no more.
  const [row] = rowsOf<{ count: number | string; oldest: Date | string | null }>(
    await tx.execute(sql`
      select count(*) as count, min(created_at) as oldest from role_requests
      where company_id = (select nullif(current_setting('app.company_id', true), '')::uuid) and status = 'pending'`),
  );
  return {
    pending: Number(row?.count ?? 0),
    oldestAt: row?.oldest ? new Date(row.oldest).toISOString() : null,
  };
}

/** Pending first (longest waiting first), then decided and withdrawn ones, newest first. */
export function listRoleRequests(
  services: Services,
  companyId: string,
  query: ListRoleRequestsQuery,
): Promise<RoleRequestPage> {
  return withTenant(services.database, companyId, async (tx) => {
    const items = await selectRoleRequests(
      tx,
      companyId,
      sql`order by (r.status = 'pending') desc,
            case when r.status = 'pending' then r.created_at end asc,
            r.created_at desc, r.id
          limit ${query.limit} offset ${query.offset}`,
    );
    const [counts] = rowsOf<{ total: number | string; pending: number | string }>(
      await tx.execute(sql`
        select count(*) as total, count(*) filter (where status = 'pending') as pending
        from role_requests where company_id = ${companyId}`),
    );
    return {
      items: items.map(toRoleRequest),
      total: Number(counts?.total ?? 0),
      pending: Number(counts?.pending ?? 0),
    };
  });
}

export function createRoleRequest(
  services: Services,
  viewer: Viewer,
  input: CreateRoleRequestInput,
  req: FastifyRequest,
): Promise<RoleRequest> {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const person = await findProfile(tx, viewer.tenantId, input.personId);
    if (!person) throw notFound('Person');
    const context = grantContext(viewer);
    if (!rolesInCompany(context).includes(input.role)) throw new AppError('RULE_BROKEN', M.roleNotInCompany);
    if (person.status !== 'active') throw new AppError('RULE_BROKEN', M.personNotActive);
    if (person.role === input.role) throw new AppError('RULE_BROKEN', M.alreadyHolds);
    const canDoItThemselves =
      person.id !== viewer.userId &&
      canGrantRole(viewer.role, input.role, context) &&
      canGrantRole(viewer.role, person.role as Role, context);
    if (canDoItThemselves) throw new AppError('RULE_BROKEN', M.canGrantYourself);
    let id: string | undefined;
    try {
      // A savepoint, so a duplicate leaves the transaction usable for the clear refusal below.
      const [row] = await tx.transaction(async (inner) =>
        rowsOf<{ id: string }>(
          await inner.execute(sql`
            insert into role_requests
              (company_id, person_id, role, from_role, reason, requested_by, requested_by_name, requested_by_email)
            values (${viewer.tenantId}, ${person.id}, ${input.role}, ${person.role}, ${input.reason},
              ${viewer.userId}, ${viewer.fullName}, ${viewer.email})
            returning id`),
        ),
      );
      id = row?.id;
    } catch (error) {
      if (isUniqueViolation(error, 'role_requests_one_open')) throw new AppError('CONFLICT', M.alreadyOpen);
      throw error;
    }
    if (!id) throw new Error('role request insert returned nothing');
    await writeAudit(tx, req, {
      action: 'role_request.created',
      companyId: viewer.tenantId,
      actorId: viewer.userId,
      actorEmail: viewer.email,
      targetType: 'profile',
      targetId: person.id,
      details: { requestId: id, from: person.role, to: input.role },
    });
    const created = await lockRoleRequest(tx, viewer.tenantId, id);
    if (!created) throw notFound('Role request');
    return toRoleRequest(created);
  });
}

/** The requester takes back a request nobody has decided yet. */
export function withdrawRoleRequest(
  services: Services,
  viewer: Viewer,
  id: string,
  req: FastifyRequest,
): Promise<RoleRequest> {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const row = await lockRoleRequest(tx, viewer.tenantId, id);
    if (!row) throw notFound('Role request');
    if (row.status !== 'pending') throw new AppError('CONFLICT', M.notPending);
    if (row.requested_by !== viewer.userId) throw forbidden(M.onlyRequesterWithdraws);
    await tx.execute(sql`
      update role_requests set status = 'withdrawn', decided_at = now()
      where company_id = ${viewer.tenantId} and id = ${id}`);
    await writeAudit(tx, req, {
      action: 'role_request.withdrawn',
      companyId: viewer.tenantId,
      actorId: viewer.userId,
      actorEmail: viewer.email,
      targetType: 'profile',
      targetId: row.person_id,
      details: { requestId: id, role: row.role },
    });
    const updated = await lockRoleRequest(tx, viewer.tenantId, id);
    if (!updated) throw notFound('Role request');
    return toRoleRequest(updated);
  });
}
