import type { AuditAction } from '@competencyhub/domain/schemas/audit';
import type { FastifyRequest } from 'fastify';
import type { Database, Tx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';

export interface AuditEvent {
  action: AuditAction;
  companyId: string | null;
  actorId?: string | null;
  actorEmail?: string | null;
  targetType?: string;
  targetId?: string;
  /** Never passwords or tokens. */
  details?: Record<string, unknown>;
}

/** Writes one audit row with the request's IP and id. Runs in the caller's transaction when given. */
export async function writeAudit(
  db: Database['db'] | Tx,
  req: FastifyRequest | null,
  event: AuditEvent,
): Promise<void> {
  await db.insert(auditLog).values({
    action: event.action,
    companyId: event.companyId,
    actorId: event.actorId ?? null,
    actorEmail: event.actorEmail ?? null,
    targetType: event.targetType ?? null,
    targetId: event.targetId ?? null,
    details: event.details ?? {},
    ip: req?.ip ?? null,
    requestId: req ? String(req.id) : null,
  });
}
