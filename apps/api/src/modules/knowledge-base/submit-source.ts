import { addsKnowledgeDirectly } from '@competencyhub/domain/roles';
import type {
  KnowledgeSearchConfig,
  KnowledgeSubmission,
  KnowledgeSubmissionResult,
} from '@competencyhub/domain/schemas/knowledge-base';
import type { FaqLocale } from '@competencyhub/domain/schemas/public-site';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Tx, withTenant } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { knowledgeSources } from '../../db/schema/knowledge-base.ts';
import { profiles } from '../../db/schema/profiles.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { SEARCH_CONFIG } from '../assistant/retrieval.ts';
import { writeAudit } from '../audit/audit.ts';
import { suggestionWaitingEmail } from './emails.ts';
import { assertReadable } from './fetch-page.ts';
import { fetchRefusal, noteIfBlocked, PageProblem, type ReadSource, readSource } from './read-source.ts';
import { readSettings } from './settings.ts';
import {
  alreadyAdded,
  assertNotListed,
  auditOf,
  inScope,
  type KnowledgeScope,
  normaliseUrl,
  type SourceRow,
  storeReading,
  toSource,
} from './source-rows.ts';

/** Submissions per person: a curator adding a handbook's pages, not a script. */
export const SUBMIT_LIMIT = { max: 30, windowSeconds: 3600 };

/** The company's active account holders, who review suggestions on /company-admin. */
async function tellReviewers(services: Services, tx: Tx, companyId: string, viewer: Viewer, row: SourceRow) {
  const reviewers = await tx
    .select({ email: profiles.email, name: profiles.fullName })
    .from(profiles)
    .where(
      and(
        eq(profiles.companyId, companyId),
        eq(profiles.role, 'account_holder'),
        eq(profiles.status, 'active'),
      ),
    );
  for (const reviewer of reviewers) {
    await services.outbox.enqueue(
      {
        ...suggestionWaitingEmail(services.config.baseUrl, reviewer, {
          submitterName: viewer.fullName,
          title: row.title,
          url: row.url,
        }),
        companyId,
      },
      tx,
    );
  }
}

/** Spec: external-content-processor. Answers whether the page went straight into the knowledge base. */
export async function submitSource(
  services: Services,
  viewer: Viewer,
  scope: KnowledgeScope,
  input: KnowledgeSubmission,
  req: FastifyRequest,
): Promise<KnowledgeSubmissionResult> {
  await services.rateLimiter.hit(`user:knowledge:${viewer.userId}`, SUBMIT_LIMIT);
  const url = normaliseUrl(input.url);
  const fallback: KnowledgeSearchConfig = SEARCH_CONFIG[(input.locale ?? 'en-US') as FaqLocale];
  const fields = {
    companyId: scope.companyId,
    productWide: scope.productWide,
    url,
    title: input.title,
    description: input.description ?? null,
    searchQuery: input.searchQuery ?? null,
    tags: input.tags,
    category: input.category,
    notes: input.notes ?? null,
    searchConfig: fallback,
    submittedBy: viewer.userId,
    submittedByName: viewer.fullName,
  };
  const autoApproved = await withTenant(services.database, scope.companyId, async (tx) => {
    await assertNotListed(tx, scope, url);
    if (scope.productWide) return true;
    return addsKnowledgeDirectly(viewer.role) && !(await readSettings(tx, scope.companyId)).reviewEveryone;
  });
  if (!autoApproved) {
    // Kept unread for review, but never an address the server will not read (a private network, no host).
    try {
      await assertReadable(url, services.config.KNOWLEDGE_BASE_ALLOWED_NETWORKS);
    } catch (error) {
      if (error instanceof PageProblem)
        await noteIfBlocked(services, req, scope.companyId, viewer, url, error);
      throw error instanceof PageProblem ? fetchRefusal(error) : error;
    }
    return withTenant(services.database, scope.companyId, async (tx) => {
      try {
        const waiting = await tx
          .select({ id: knowledgeSources.id })
          .from(knowledgeSources)
          .where(and(inScope(scope), eq(knowledgeSources.status, 'pending_review')))
          .limit(1);
        const [row] = await tx
          .insert(knowledgeSources)
          .values({ ...fields, status: 'pending_review', autoApproved: false })
          .returning();
        if (!row) throw new Error('insert returned no row');
        // The reviewers hear of the first suggestion waiting, not of each: a busy colleague cannot flood them.
        if (!waiting.length) await tellReviewers(services, tx, scope.companyId, viewer, row);
        return { autoApproved: false, source: toSource(row) };
      } catch (error) {
        if (isUniqueViolation(error)) alreadyAdded();
        throw error;
      }
    }).finally(() => services.outbox.nudge());
  }
  let read: ReadSource;
  try {
    read = await readSource(services, url, fallback);
  } catch (error) {
    if (error instanceof PageProblem) {
      await noteIfBlocked(services, req, scope.companyId, viewer, url, error);
      throw fetchRefusal(error);
    }
    throw error;
  }
  return withTenant(services.database, scope.companyId, async (tx) => {
    try {
      const [row] = await tx
        .insert(knowledgeSources)
        .values({
          ...fields,
          status: 'ready',
          autoApproved: true,
          reviewedBy: viewer.userId,
          reviewedByName: viewer.fullName,
          reviewedAt: new Date(),
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      const [stored] = await tx
        .update(knowledgeSources)
        .set(await storeReading(tx, row, read))
        .where(eq(knowledgeSources.id, row.id))
        .returning();
      await writeAudit(tx, req, { action: 'knowledge_source.added', ...auditOf(viewer, scope, row) });
      return { autoApproved: true, source: toSource(stored ?? row) };
    } catch (error) {
      if (isUniqueViolation(error)) alreadyAdded();
      throw error;
    }
  });
}
