import {
  CURRENT_SESSION_REVOKE,
  type MySessionList,
  type RevokeOtherSessionsResult,
} from '@competencyhub/domain/schemas/my-profile';
import type { FastifyRequest } from 'fastify';
import { AppError, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import { activeSessions, deleteOtherSessions, deleteSession } from './repo.ts';
import { describeUserAgent } from './user-agent.ts';

/**
 * Sessions are Better Auth's rows. It reads them from the database on every request (its cookie
 * cache is off), so deleting a row signs that browser out at its next request.
 */
export async function listMySessions(services: Services, viewer: Viewer): Promise<MySessionList> {
  const rows = await activeSessions(services.database.db, viewer.userId);
  const items = rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastActiveAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    ipAddress: row.ipAddress,
    ...describeUserAgent(row.userAgent),
    current: row.id === viewer.sessionId,
  }));
  // This device first, then the others by last activity.
  items.sort((a, b) => Number(b.current) - Number(a.current));
  return { items };
}

export async function revokeMySession(
  services: Services,
  viewer: Viewer,
  sessionId: string,
  req: FastifyRequest,
): Promise<{ ok: true }> {
  if (sessionId === viewer.sessionId) {
    throw new AppError('VALIDATION_FAILED', CURRENT_SESSION_REVOKE, {
      errors: { sessionId: [CURRENT_SESSION_REVOKE] },
    });
  }
  await services.database.db.transaction(async (tx) => {
    if (!(await deleteSession(tx, viewer.userId, sessionId))) throw notFound('Session');
    await writeAudit(tx, req, {
      action: 'session.revoked',
      companyId: viewer.companyId,
      actorId: viewer.userId,
      actorEmail: viewer.email,
      targetType: 'session',
      targetId: sessionId,
    });
  });
  return { ok: true };
}

export async function revokeMyOtherSessions(
  services: Services,
  viewer: Viewer,
  req: FastifyRequest,
): Promise<RevokeOtherSessionsResult> {
  const revoked = await services.database.db.transaction(async (tx) => {
    const count = await deleteOtherSessions(tx, viewer.userId, viewer.sessionId);
    await writeAudit(tx, req, {
      action: 'session.others_revoked',
      companyId: viewer.companyId,
      actorId: viewer.userId,
      actorEmail: viewer.email,
      details: { revoked: count },
    });
    return count;
  });
  return { revoked };
}
