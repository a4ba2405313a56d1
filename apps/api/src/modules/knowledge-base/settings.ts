import type { KnowledgeSettings } from '@competencyhub/domain/schemas/knowledge-base';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Tx, withTenant } from '../../db/client.ts';
import { companyKnowledgeSettings } from '../../db/schema/knowledge-base.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';

/** A company's rule for suggestions: whether even administrators' and learning leads' pages wait for review. */

export async function readSettings(tx: Tx, companyId: string): Promise<KnowledgeSettings> {
  const [row] = await tx
    .select({ reviewEveryone: companyKnowledgeSettings.reviewEveryone })
    .from(companyKnowledgeSettings)
    .where(eq(companyKnowledgeSettings.companyId, companyId));
  return { reviewEveryone: row?.reviewEveryone ?? false };
}

export function getSettings(services: Services, companyId: string): Promise<KnowledgeSettings> {
  return withTenant(services.database, companyId, (tx) => readSettings(tx, companyId));
}

export function updateSettings(
  services: Services,
  viewer: Viewer,
  input: KnowledgeSettings,
  req: FastifyRequest,
): Promise<KnowledgeSettings> {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const before = await readSettings(tx, viewer.tenantId);
    await tx
      .insert(companyKnowledgeSettings)
      .values({ companyId: viewer.tenantId, reviewEveryone: input.reviewEveryone, updatedBy: viewer.userId })
      .onConflictDoUpdate({
        target: companyKnowledgeSettings.companyId,
        set: { reviewEveryone: input.reviewEveryone, updatedBy: viewer.userId, updatedAt: new Date() },
      });
    if (before.reviewEveryone !== input.reviewEveryone) {
      await writeAudit(tx, req, {
        action: 'knowledge_settings.updated',
        companyId: viewer.tenantId,
        actorId: viewer.userId,
        actorEmail: viewer.email,
        details: { reviewEveryone: input.reviewEveryone },
      });
    }
    return { reviewEveryone: input.reviewEveryone };
  });
}
