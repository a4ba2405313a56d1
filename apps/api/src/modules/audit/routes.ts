import { type AuditAction, AuditPage, ListAuditQuery } from '@competencyhub/domain/schemas/audit';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { withTenant } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { routes } from '../../http/route.ts';
import type { Services } from '../../services.ts';

export function auditRoutes(app: FastifyInstance, services: Services) {
  const r = routes(app, services);
  r.get(
    '/api/v1/audit-log',
    'view_audit_log',
    { query: ListAuditQuery, response: AuditPage },
    async ({ query, viewer }) =>
      withTenant(services.database, viewer.tenantId, async (tx) => {
        const where: SQL[] = [eq(auditLog.companyId, viewer.tenantId)];
        const before = Number(query.cursor);
        if (query.cursor && Number.isSafeInteger(before)) where.push(lt(auditLog.id, before));
        const rows = await tx
          .select()
          .from(auditLog)
          .where(and(...where))
          .orderBy(desc(auditLog.id))
          .limit(query.limit + 1);
        const page = rows.slice(0, query.limit);
        return {
          items: page.map((row) => ({
            ...row,
            id: String(row.id),
            action: row.action as AuditAction,
            createdAt: row.createdAt.toISOString(),
          })),
          nextCursor: rows.length > query.limit ? String(page.at(-1)?.id) : null,
        };
      }),
  );
}
