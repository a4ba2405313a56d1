import type {
  Invitation,
  InvitationPage,
  ListInvitationsQuery,
} from '@competencyhub/domain/schemas/invitations';
import { and, desc, eq, gt, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { invitations } from '../../db/schema/invitations.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { decodeCursor, encodeCursor } from '../../http/cursor.ts';

export type InvitationRow = typeof invitations.$inferSelect;

/** Expiry is computed, not stored: a pending invitation past its date reads as expired. */
export function effectiveStatus(row: InvitationRow, now = new Date()): Invitation['status'] {
  if (row.status === 'pending' && row.expiresAt <= now) return 'expired';
  return row.status as Invitation['status'];
}

/**
 * A page of the company's invitations, newest first. Expiry is computed, so the status filter
 * compares with the clock: "pending" excludes the lapsed ones and "expired" includes them.
 */
export async function listInvitations(
  tx: Tx,
  companyId: string,
  query: ListInvitationsQuery,
): Promise<InvitationPage> {
  const where: SQL[] = [eq(invitations.companyId, companyId)];
  if (query.status === 'pending') {
    where.push(eq(invitations.status, 'pending'), gt(invitations.expiresAt, sql`now()`));
  } else if (query.status === 'expired') {
    const lapsed = or(
      eq(invitations.status, 'expired'),
      and(eq(invitations.status, 'pending'), lte(invitations.expiresAt, sql`now()`)),
    );
    if (lapsed) where.push(lapsed);
  } else if (query.status) {
    where.push(eq(invitations.status, query.status));
  }
  const [counted] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(invitations)
    .where(and(...where));
  const cursor = decodeCursor(query.cursor);
  if (cursor) {
    where.push(
      sql`(${invitations.createdAt}, ${invitations.id}) < (timestamptz 'epoch' + ${cursor.us}::bigint * interval '1 microsecond', ${cursor.id}::uuid)`,
    );
  }
  const rows = await tx
    .select({
      invitation: invitations,
      inviterName: user.name,
      us: sql<string>`(extract(epoch from ${invitations.createdAt}) * 1000000)::bigint::text`,
    })
    .from(invitations)
    .leftJoin(user, eq(user.id, invitations.invitedBy))
    .where(and(...where))
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => toInvitation(r.invitation, r.inviterName)),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor({ us: last.us, id: last.invitation.id }) : null,
    total: Number(counted?.total ?? 0),
  };
}

/** The company's members and waiting invitations among these e-mails, to refuse inviting them again. */
export async function existingInvitees(tx: Tx, companyId: string, emails: string[]) {
  if (emails.length === 0) return { members: new Set<string>(), invited: [] as InvitationRow[] };
  const memberRows = await tx
    .select({ email: profiles.email, status: profiles.status })
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), inArray(profiles.email, emails)));
  const invited = await tx
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.companyId, companyId),
        inArray(invitations.email, emails),
        eq(invitations.status, 'pending'),
      ),
    );
  // Someone waiting for approval (or refused) may still be invited: the invitation lets them in.
  const members = new Set(
    memberRows
      .filter((m) => m.status !== 'pending_approval' && m.status !== 'unauthorized')
      .map((m) => m.email),
  );
  return { members, invited };
}

/** Marks pending invitations past their date as expired, so they no longer hold the e-mail's slot. */
export async function expireLapsed(tx: Tx, companyId: string, rows: InvitationRow[], now = new Date()) {
  const lapsed = rows.filter((row) => row.status === 'pending' && effectiveStatus(row, now) === 'expired');
  if (lapsed.length === 0) return;
  await tx
    .update(invitations)
    .set({ status: 'expired' })
    .where(
      and(
        eq(invitations.companyId, companyId),
        inArray(
          invitations.id,
          lapsed.map((row) => row.id),
        ),
      ),
    );
}

export function toInvitation(row: InvitationRow, inviterName: string | null): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role as Invitation['role'],
    status: effectiveStatus(row),
    invitedByName: inviterName,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findInvitation(
  db: Db | Tx,
  companyId: string,
  id: string,
): Promise<InvitationRow | null> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.companyId, companyId), eq(invitations.id, id)))
    .limit(1);
  return row ?? null;
}

/** Owner-level read for the accept page: whoever holds the e-mailed secret may see the invitation. */
export async function findInvitationByTokenHash(db: Db, tokenHash: string): Promise<InvitationRow | null> {
  const [row] = await db.select().from(invitations).where(eq(invitations.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}
