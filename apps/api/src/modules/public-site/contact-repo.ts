import type {
  ContactMessage,
  ContactMessagePage,
  ContactMessageStatus,
  ContactTopic,
} from '@competencyhub/domain/schemas/public-site';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/public-site.ts';
import { decodeCursor, encodeCursor } from '../../http/cursor.ts';

type ContactMessageRow = typeof contactMessages.$inferSelect;

export function toContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    topic: row.topic as ContactTopic,
    message: row.message,
    status: row.status as ContactMessageStatus,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function insertContactMessage(
  db: Db,
  values: Pick<ContactMessageRow, 'name' | 'email' | 'company' | 'topic' | 'message' | 'ip'>,
): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(values).returning();
  if (!row) throw new Error('contact message insert failed');
  return row;
}

/** Newest first, keyset-paginated on (created_at, id), with the number still unread. */
export async function listContactMessages(
  db: Db,
  query: { limit: number; cursor?: string | undefined; status?: ContactMessageStatus | undefined },
): Promise<ContactMessagePage> {
  const where: SQL[] = [];
  if (query.status) where.push(eq(contactMessages.status, query.status));
  const cursor = decodeCursor(query.cursor);
  if (cursor) {
    where.push(
      sql`(${contactMessages.createdAt}, ${contactMessages.id}) < (timestamptz 'epoch' + ${cursor.us}::bigint * interval '1 microsecond', ${cursor.id}::uuid)`,
    );
  }
  const rows = await db
    .select({
      message: contactMessages,
      us: sql<string>`(extract(epoch from ${contactMessages.createdAt}) * 1000000)::bigint::text`,
    })
    .from(contactMessages)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(query.limit + 1);
  const [unread] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(eq(contactMessages.status, 'new'));
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => toContactMessage(r.message)),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ us: last.us, id: last.message.id }) : null,
    unreadCount: Number(unread?.count ?? 0),
  };
}

/** Locks the row, so two admins changing it at once each see the status they replaced. */
export async function findContactMessageForUpdate(tx: Tx, id: string): Promise<ContactMessageRow | null> {
  const [row] = await tx
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function setContactMessageStatus(
  tx: Tx,
  id: string,
  status: ContactMessageStatus,
): Promise<ContactMessageRow> {
  const [row] = await tx
    .update(contactMessages)
    .set({ status })
    .where(eq(contactMessages.id, id))
    .returning();
  if (!row) throw new Error('contact message update failed');
  return row;
}
