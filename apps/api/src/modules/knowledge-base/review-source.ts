import type { KnowledgeSource } from '@competencyhub/domain/schemas/knowledge-base';
import { KNOWLEDGE_MESSAGES } from '@competencyhub/domain/schemas/knowledge-base-messages';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Tx, withTenant } from '../../db/client.ts';
import { knowledgeSources } from '../../db/schema/knowledge-base.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { AppError } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import { suggestionReviewedEmail } from './emails.ts';
import {
  auditOf,
  findSource,
  type KnowledgeScope,
  readIntoSource,
  type SourceRow,
  toSource,
} from './source-rows.ts';

/** Reviewing a suggestion: approving reads the page (and adds it), rejecting keeps a reason. */

/** The person who suggested a page hears what became of it (not when they reviewed it themselves). */
async function tellSubmitter(
  services: Services,
  tx: Tx,
  viewer: Viewer,
  row: SourceRow,
  review: { approved: boolean; reason: string | null },
) {
  if (!row.submittedBy || row.submittedBy === viewer.userId) return;
  const [submitter] = await tx
    .select({ email: profiles.email, name: profiles.fullName, status: profiles.status })
    .from(profiles)
    .where(and(eq(profiles.companyId, row.companyId), eq(profiles.id, row.submittedBy)));
  if (submitter?.status !== 'active') return;
  await services.outbox.enqueue(
    {
      ...suggestionReviewedEmail(services.config.baseUrl, submitter, { title: row.title, ...review }),
      companyId: row.companyId,
    },
    tx,
  );
}

export function approveSource(
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
    { status: 'pending_review', refusal: KNOWLEDGE_MESSAGES.notPending },
    { status: 'ready', reviewedBy: viewer.userId, reviewedByName: viewer.fullName, reviewedAt: new Date() },
    async (tx, current) => {
      await writeAudit(tx, req, { action: 'knowledge_source.approved', ...auditOf(viewer, scope, current) });
      await tellSubmitter(services, tx, viewer, current, { approved: true, reason: null });
    },
  ).finally(() => services.outbox.nudge());
}

export function rejectSource(
  services: Services,
  viewer: Viewer,
  scope: KnowledgeScope,
  sourceId: string,
  reason: string,
  req: FastifyRequest,
): Promise<KnowledgeSource> {
  return withTenant(services.database, scope.companyId, async (tx) => {
    const current = await findSource(tx, scope, sourceId, true);
    if (current.status !== 'pending_review') throw new AppError('CONFLICT', KNOWLEDGE_MESSAGES.notPending);
    const [stored] = await tx
      .update(knowledgeSources)
      .set({
        status: 'rejected',
        rejectionReason: reason,
        reviewedBy: viewer.userId,
        reviewedByName: viewer.fullName,
        reviewedAt: new Date(),
      })
      .where(eq(knowledgeSources.id, current.id))
      .returning();
    const audit = auditOf(viewer, scope, current);
    await writeAudit(tx, req, {
      action: 'knowledge_source.rejected',
      ...audit,
      details: { ...audit.details, reason },
    });
    await tellSubmitter(services, tx, viewer, current, { approved: false, reason });
    return toSource(stored ?? current);
  }).finally(() => services.outbox.nudge());
}
