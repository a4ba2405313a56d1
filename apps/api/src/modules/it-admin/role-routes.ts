import {
  CreateRoleRequestInput,
  DecideRoleRequestInput,
  ListRoleRequestsQuery,
  RoleRequest,
  RoleRequestPage,
  RoleRequestParams,
  RolesOverview,
} from '@competencyhub/domain/schemas/it-admin-roles';
import {
  PasswordRules,
  SecurityPolicyInput,
  SecurityPolicyView,
} from '@competencyhub/domain/schemas/it-admin-security';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { rolesOverview } from './role-overview.ts';
import { decideRoleRequest } from './role-request-decisions.ts';
import { createRoleRequest, listRoleRequests, withdrawRoleRequest } from './role-requests.ts';
import { getSecurityPolicy, updateSecurityPolicy } from './security-policy.ts';
import { companyPasswordMinimum } from './security-policy-password.ts';

/**
 * IT Administration's Roles and Security tabs (decision 0073), on the viewer's company (platform
 * staff: the company they manage). Requests are made with administer_it and decided by account
 * holders and platform staff (administer_company).
 */
export function itAdminRoleAndSecurityRoutes(app: FastifyInstance, services: Services) {
  const r = routes(app, services);
  r.get('/api/v1/it-admin/roles', 'administer_it', { response: RolesOverview }, ({ viewer }) =>
    rolesOverview(services, viewer.tenantId),
  );
  r.get(
    '/api/v1/it-admin/role-requests',
    'administer_it',
    { query: ListRoleRequestsQuery, response: RoleRequestPage },
    ({ viewer, query }) => listRoleRequests(services, viewer.tenantId, query),
  );
  r.post(
    '/api/v1/it-admin/role-requests',
    'administer_it',
    { body: CreateRoleRequestInput, response: RoleRequest, status: 201 },
    ({ viewer, body, req }) => createRoleRequest(services, viewer, body, req),
  );
  const decision = { params: RoleRequestParams, body: DecideRoleRequestInput, response: RoleRequest };
  r.post(
    '/api/v1/it-admin/role-requests/:roleRequestId/approve',
    'administer_company',
    decision,
    ({ viewer, params, body, req }) =>
      decideRoleRequest(services, viewer, params.roleRequestId, { approve: true, note: body.note }, req),
  );
  r.post(
    '/api/v1/it-admin/role-requests/:roleRequestId/reject',
    'administer_company',
    decision,
    ({ viewer, params, body, req }) =>
      decideRoleRequest(services, viewer, params.roleRequestId, { approve: false, note: body.note }, req),
  );
  r.post(
    '/api/v1/it-admin/role-requests/:roleRequestId/withdraw',
    'administer_it',
    { params: RoleRequestParams, response: RoleRequest },
    ({ viewer, params, req }) => withdrawRoleRequest(services, viewer, params.roleRequestId, req),
  );

  r.get('/api/v1/it-admin/security-policy', 'administer_it', { response: SecurityPolicyView }, ({ viewer }) =>
    getSecurityPolicy(services, viewer.tenantId),
  );
  r.put(
    '/api/v1/it-admin/security-policy',
    'administer_it',
    { body: SecurityPolicyInput, response: SecurityPolicyView },
    ({ viewer, body, req }) => updateSecurityPolicy(services, viewer, body, req),
  );
  /** The password hint of a signed-in person's forms: their company's minimum. */
  r.get('/api/v1/me/password-rules', 'session', { response: PasswordRules }, async ({ viewer }) => ({
    minLength: await companyPasswordMinimum(services.database, viewer.companyId),
  }));
}
