import type { KnowledgeSource } from '@competencyhub/domain/schemas/knowledge-base';
import { KNOWLEDGE_MESSAGES } from '@competencyhub/domain/schemas/knowledge-base-messages';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { withTenant } from '../../db/client.ts';
import { knowledgeSources } from '../../db/schema/knowledge-base.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import { auditOf, findSource, inScope, type KnowledgeScope, readIntoSource } from './source-rows.ts';

/** A page in the knowledge base read again (its passages replaced), or deleted with them. */

export function refetchSource(
  services: Services,
  viewer: Viewer,
  scope: KnowledgeScope,
  sourceId: string,
  req: FastifyRequest,
): Promise<KnowledgeSource> {
  return readIntoSource(
    services,
    viewer,
    scope,
    sourceId,
    { status: 'ready', refusal: KNOWLEDGE_MESSAGES.notReady },
    {},
    (tx, current) =>
      writeAudit(tx, req, { action: 'knowledge_source.refetched', ...auditOf(viewer, scope, current) }),
  );
}

export function deleteSource(
  services: Services,
  viewer: Viewer,
  scope: KnowledgeScope,
  sourceId: string,
  req: FastifyRequest,
): Promise<{ ok: true }> {
  return withTenant(services.database, scope.companyId, async (tx) => {
    const current = await findSource(tx, scope, sourceId, true);
    await tx.delete(knowledgeSources).where(and(eq(knowledgeSources.id, current.id), inScope(scope)));
    await writeAudit(tx, req, { action: 'knowledge_source.deleted', ...auditOf(viewer, scope, current) });
    return { ok: true as const };
  });
}
