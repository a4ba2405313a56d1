import type {
  KnowledgeSourceDetail,
  KnowledgeSourcePage,
  ListKnowledgeQuery,
} from '@competencyhub/domain/schemas/knowledge-base';
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { withTenant } from '../../db/client.ts';
import { knowledgePassages, knowledgeSources } from '../../db/schema/knowledge-base.ts';
import { decodeCursor, encodeCursor } from '../../http/cursor.ts';
import type { Services } from '../../services.ts';
import { findSource, inScope, type KnowledgeScope, toSource } from './source-rows.ts';

export function listSources(
  services: Services,
  scope: KnowledgeScope,
  query: z.infer<typeof ListKnowledgeQuery>,
): Promise<KnowledgeSourcePage> {
  return withTenant(services.database, scope.companyId, async (tx) => {
    const where: SQL[] = [inScope(scope) as SQL];
    if (query.status) where.push(eq(knowledgeSources.status, query.status));
    if (query.category) where.push(eq(knowledgeSources.category, query.category));
    if (query.q) {
      const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.push(
        or(
          ilike(knowledgeSources.title, pattern),
          ilike(knowledgeSources.url, pattern),
          ilike(knowledgeSources.description, pattern),
          sql`array_to_string(${knowledgeSources.tags}, ' ') ilike ${pattern}`,
        ) as SQL,
      );
    }
    const cursor = decodeCursor(query.cursor);
    if (cursor) {
      where.push(
        sql`(${knowledgeSources.submittedAt}, ${knowledgeSources.id}) < (timestamptz 'epoch' + ${cursor.us}::bigint * interval '1 microsecond', ${cursor.id}::uuid)`,
      );
    }
    const rows = await tx
      .select({
        source: knowledgeSources,
        us: sql<string>`(extract(epoch from ${knowledgeSources.submittedAt}) * 1000000)::bigint::text`,
      })
      .from(knowledgeSources)
      .where(and(...where))
      .orderBy(desc(knowledgeSources.submittedAt), desc(knowledgeSources.id))
      .limit(query.limit + 1);
    const totals = await tx
      .select({
        status: knowledgeSources.status,
        count: sql<number>`count(*)::int`,
        passages: sql<number>`coalesce(sum(${knowledgeSources.passageCount}), 0)::int`,
      })
      .from(knowledgeSources)
      .where(inScope(scope))
      .groupBy(knowledgeSources.status);
    const counts = { pending_review: 0, ready: 0, rejected: 0 };
    let passageCount = 0;
    for (const total of totals) {
      counts[total.status] = Number(total.count);
      if (total.status === 'ready') passageCount = Number(total.passages);
    }
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: page.map((row) => toSource(row.source)),
      nextCursor:
        rows.length > query.limit && last ? encodeCursor({ us: last.us, id: last.source.id }) : null,
      counts,
      passageCount,
    };
  });
}

/** A page with the passages the assistant searches, in page order. */
export function sourceDetail(
  services: Services,
  scope: KnowledgeScope,
  sourceId: string,
): Promise<KnowledgeSourceDetail> {
  return withTenant(services.database, scope.companyId, async (tx) => {
    const row = await findSource(tx, scope, sourceId);
    const passages = await tx
      .select({
        position: knowledgePassages.position,
        heading: knowledgePassages.heading,
        body: knowledgePassages.body,
      })
      .from(knowledgePassages)
      .where(and(eq(knowledgePassages.sourceId, row.id), eq(knowledgePassages.companyId, scope.companyId)))
      .orderBy(asc(knowledgePassages.position))
      .limit(200);
    return { source: toSource(row), passages };
  });
}
