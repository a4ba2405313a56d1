import type { Invitation } from '@competencyhub/domain/schemas/invitations';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { invitations, user } from '../../db/schema.ts';

export type InvitationRow = typeof invitations.$inferSelect;

/** Expiry is computed, not stored: a pending invitation past its date reads as expired. */
export function effectiveStatus(row: InvitationRow, now = new Date()): Invitation['status'] {
  if (row.status === 'pending' && row.expiresAt <= now) return 'expired';
  return row.status as Invitation['status'];
}

export async function listInvitations(tx: Tx, companyId: string): Promise<Invitation[]> {
  const rows = await tx
    .select({ invitation: invitations, inviterName: user.name })
    .from(invitations)
    .leftJoin(user, eq(user.id, invitations.invitedBy))
    .where(eq(invitations.companyId, companyId))
    .orderBy(desc(invitations.createdAt))
    .limit(200);
  return rows.map((r) => toInvitation(r.invitation, r.inviterName));
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
