import type { KnowledgeSource } from '@competencyhub/domain/schemas/knowledge-base';
import { KNOWLEDGE_MESSAGES } from '@competencyhub/domain/schemas/knowledge-base-messages';
import { and, eq, sql } from 'drizzle-orm';
import { type Tx, withTenant } from '../../db/client.ts';
import { knowledgePassages, knowledgeSources } from '../../db/schema/knowledge-base.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { fetchRefusal, noteIfBlocked, PageProblem, type ReadSource, readSource } from './read-source.ts';

/**
 * The company knowledge base (issue 12). A submission by someone who may add content directly (an
 * administrator or learning lead, unless the company reviews everyone's) is read at once and only
 * kept when it could be read; anyone else's waits for review, and is read when an administrator
 * approves it. Pages are read outside any transaction (up to 10 s), then written in one.
 *
 * A scope is a company's own knowledge base, or the platform's product-wide content (kept by the
 * system owner company, read by every company's assistant).
 */

export interface KnowledgeScope {
  companyId: string;
  productWide: boolean;
}

/** Approvals and re-fetches per person: each reads a page from the web. */
export const READ_LIMIT = { max: 60, windowSeconds: 3600 };

export type SourceRow = typeof knowledgeSources.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toSource(row: SourceRow): KnowledgeSource {
  return {
    id: row.id,
    url: row.url,
    title: row.title,
    description: row.description,
    searchQuery: row.searchQuery,
    tags: row.tags,
    category: row.category,
    notes: row.notes,
    status: row.status,
    autoApproved: row.autoApproved,
    productWide: row.productWide,
    searchConfig: row.searchConfig,
    contentType: row.contentType,
    passageCount: row.passageCount,
    textLength: row.textLength,
    submittedBy: row.submittedBy ? { id: row.submittedBy, fullName: row.submittedByName ?? '' } : null,
    submittedAt: row.submittedAt.toISOString(),
    reviewedBy: row.reviewedBy ? { id: row.reviewedBy, fullName: row.reviewedByName ?? '' } : null,
    reviewedAt: iso(row.reviewedAt),
    rejectionReason: row.rejectionReason,
    fetchedAt: iso(row.fetchedAt),
    fetchProblem: row.fetchProblem,
    fetchProblemAt: iso(row.fetchProblemAt),
  };
}

/** The address as kept: without its fragment (the same page), otherwise as given. */
export function normaliseUrl(raw: string): string {
  const url = new URL(raw);
  url.hash = '';
  return url.toString();
}

export const inScope = (scope: KnowledgeScope) =>
  and(eq(knowledgeSources.companyId, scope.companyId), eq(knowledgeSources.productWide, scope.productWide));

export async function findSource(tx: Tx, scope: KnowledgeScope, sourceId: string, lock = false) {
  const query = tx
    .select()
    .from(knowledgeSources)
    .where(and(eq(knowledgeSources.id, sourceId), inScope(scope)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Knowledge-base page');
  return row;
}

export async function assertNotListed(tx: Tx, scope: KnowledgeScope, url: string) {
  const [found] = await tx
    .select({ status: knowledgeSources.status })
    .from(knowledgeSources)
    .where(and(inScope(scope), eq(knowledgeSources.url, url), sql`${knowledgeSources.status} <> 'rejected'`));
  if (found) alreadyAdded(found.status === 'pending_review');
}

export function alreadyAdded(waiting = false): never {
  const message = waiting ? KNOWLEDGE_MESSAGES.alreadySuggested : KNOWLEDGE_MESSAGES.alreadyAdded;
  throw new AppError('CONFLICT', message, { errors: { url: [message] } });
}

/** Replaces a source's passages with what was read, and records the reading on the source. */
export async function storeReading(tx: Tx, row: SourceRow, read: ReadSource): Promise<Partial<SourceRow>> {
  await tx
    .delete(knowledgePassages)
    .where(and(eq(knowledgePassages.sourceId, row.id), eq(knowledgePassages.companyId, row.companyId)));
  // In slices: a long page has hundreds of passages, and a statement has a limit on its parameters.
  for (let start = 0; start < read.passages.length; start += 200) {
    await tx.insert(knowledgePassages).values(
      read.passages.slice(start, start + 200).map((passage, index) => ({
        companyId: row.companyId,
        sourceId: row.id,
        productWide: row.productWide,
        position: start + index,
        heading: passage.heading,
        body: passage.body,
        searchConfig: read.searchConfig,
      })),
    );
  }
  return {
    contentType: read.contentType,
    searchConfig: read.searchConfig,
    passageCount: read.passages.length,
    textLength: read.textLength,
    fetchedAt: new Date(),
    fetchProblem: null,
    fetchProblemAt: null,
  };
}

export async function readOrRecord(
  services: Services,
  scope: KnowledgeScope,
  row: SourceRow,
  viewer: Viewer,
): Promise<ReadSource> {
  try {
    return await readSource(services, row.url, row.searchConfig);
  } catch (error) {
    if (!(error instanceof PageProblem)) throw error;
    await noteIfBlocked(services, null, scope.companyId, viewer, row.url, error);
    // The page stays as it was; the list says why the last attempt failed.
    await withTenant(services.database, scope.companyId, (tx) =>
      tx
        .update(knowledgeSources)
        .set({ fetchProblem: error.problem, fetchProblemAt: new Date() })
        .where(and(eq(knowledgeSources.id, row.id), inScope(scope))),
    );
    throw fetchRefusal(error);
  }
}

export const auditOf = (
  viewer: Viewer,
  scope: KnowledgeScope,
  row: Pick<SourceRow, 'id' | 'url' | 'title'>,
) => ({
  companyId: scope.companyId,
  actorId: viewer.userId,
  actorEmail: viewer.email,
  targetType: 'knowledge_source',
  targetId: row.id,
  details: { url: row.url, title: row.title, productWide: scope.productWide },
});

/**
 * Reads a source's page (outside any transaction: up to 10 s) and stores what was read, provided the
 * source is still in the state it was in before (two reviewers may press at once): approving a
 * suggestion, reading a page again. `changes` are set with the reading; `after` runs in the same
 * transaction (the audit, an e-mail).
 */
export async function readIntoSource(
  services: Services,
  viewer: Viewer,
  scope: KnowledgeScope,
  sourceId: string,
  expected: { status: KnowledgeSource['status']; refusal: string },
  changes: Partial<SourceRow>,
  after: (tx: Tx, current: SourceRow) => Promise<void>,
): Promise<KnowledgeSource> {
  await services.rateLimiter.hit(`user:knowledge-read:${viewer.userId}`, READ_LIMIT);
  const row = await withTenant(services.database, scope.companyId, (tx) => findSource(tx, scope, sourceId));
  if (row.status !== expected.status) throw new AppError('CONFLICT', expected.refusal);
  const read = await readOrRecord(services, scope, row, viewer);
  return withTenant(services.database, scope.companyId, async (tx) => {
    const current = await findSource(tx, scope, sourceId, true);
    if (current.status !== expected.status) throw new AppError('CONFLICT', expected.refusal);
    const [stored] = await tx
      .update(knowledgeSources)
      .set({ ...(await storeReading(tx, current, read)), ...changes })
      .where(eq(knowledgeSources.id, current.id))
      .returning();
    await after(tx, current);
    return toSource(stored ?? current);
  });
}
