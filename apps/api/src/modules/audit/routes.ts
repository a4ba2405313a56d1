import { AuditPage, ListAuditQuery } from '@competencyhub/domain/schemas/audit';
import type { FastifyInstance } from 'fastify';
import { withTenant } from '../../db/client.ts';
import { routes } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { listAuditLog } from './list-audit-log.ts';

export function auditRoutes(app: FastifyInstance, services: Services) {
  const r = routes(app, services);
  r.get(
    '/api/v1/audit-log',
    'view_audit_log',
    { query: ListAuditQuery, response: AuditPage },
    async ({ query, viewer }) =>
      withTenant(services.database, viewer.tenantId, (tx) => listAuditLog(tx, viewer.tenantId, query)),
  );
}
