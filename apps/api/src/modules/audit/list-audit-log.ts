import type { AuditAction, AuditPage } from '@competencyhub/domain/schemas/audit';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { decodeCursor, encodeCursor } from '../../http/cursor.ts';

/**
 * One company's audit entries, newest first, keyset-paginated on (created_at, id) with an opaque
 * cursor: ids are random, so the time orders the list and the id only breaks ties.
 */
export async function listAuditLog(
  tx: Tx,
  companyId: string,
  query: { limit: number; cursor?: string | undefined },
): Promise<z.infer<typeof AuditPage>> {
  const where: SQL[] = [eq(auditLog.companyId, companyId)];
  const cursor = decodeCursor(query.cursor);
  if (cursor) {
    where.push(
      sql`(${auditLog.createdAt}, ${auditLog.id}) < (timestamptz 'epoch' + ${cursor.us}::bigint * interval '1 microsecond', ${cursor.id}::uuid)`,
    );
  }
  const rows = await tx
    .select({
      entry: auditLog,
      us: sql<string>`(extract(epoch from ${auditLog.createdAt}) * 1000000)::bigint::text`,
    })
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ entry }) => ({
      ...entry,
      // Written only by writeAudit, whose type allows nothing else.
      action: entry.action as AuditAction,
      createdAt: entry.createdAt.toISOString(),
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ us: last.us, id: last.entry.id }) : null,
  };
}
