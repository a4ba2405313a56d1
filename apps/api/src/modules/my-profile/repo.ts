import type { PersonSummary } from '@competencyhub/domain/schemas/my-profile';
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { session, user } from '../../db/schema/auth.ts';
import { profiles } from '../../db/schema/profiles.ts';
import type { ProfileRow } from '../profiles/repo.ts';

export type OwnProfileValues = Partial<
  Pick<ProfileRow, 'fullName' | 'jobTitle' | 'department' | 'location' | 'phone' | 'avatarUrl'>
>;

export async function updateOwnProfile(
  tx: Tx,
  companyId: string,
  userId: string,
  values: OwnProfileValues,
): Promise<ProfileRow | null> {
  const [row] = await tx
    .update(profiles)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(profiles.companyId, companyId), eq(profiles.id, userId)))
    .returning();
  return row ?? null;
}

/** Better Auth keeps its own copy of the name (sessions, e-mails); it follows the profile. */
export async function setAccountName(tx: Tx, userId: string, name: string): Promise<void> {
  await tx.update(user).set({ name, updatedAt: new Date() }).where(eq(user.id, userId));
}

/**
 * Owner-level read across companies: phone numbers sign people in, so one number belongs to one
 * account on the whole platform.
 */
export async function phoneUsedByAnother(db: Db, phone: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.phone, phone), ne(profiles.id, userId)))
    .limit(1);
  return Boolean(row);
}

export async function findPersonSummary(
  tx: Tx,
  companyId: string,
  id: string,
): Promise<PersonSummary | null> {
  const [row] = await tx
    .select({
      id: profiles.id,
      fullName: profiles.fullName,
      jobTitle: profiles.jobTitle,
      avatarUrl: profiles.avatarUrl,
    })
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), eq(profiles.id, id)))
    .limit(1);
  return row ?? null;
}

/** The caller's sessions that can still be used, most recently active first. */
export function activeSessions(db: Db, userId: string) {
  return db
    .select({
      id: session.id,
      createdAt: session.createdAt,
      // Written by the session check at most once a minute (migration 0059).
      lastActiveAt: session.lastActiveAt,
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, new Date())))
    .orderBy(desc(session.lastActiveAt), desc(session.createdAt));
}

/** Deletes one of the user's sessions; another user's id deletes nothing. */
export async function deleteSession(tx: Tx, userId: string, sessionId: string): Promise<boolean> {
  const rows = await tx
    .delete(session)
    .where(and(eq(session.userId, userId), eq(session.id, sessionId)))
    .returning({ id: session.id });
  return rows.length > 0;
}

export async function deleteOtherSessions(tx: Tx, userId: string, keepSessionId: string): Promise<number> {
  const rows = await tx
    .delete(session)
    .where(and(eq(session.userId, userId), ne(session.id, keepSessionId)))
    .returning({ id: session.id });
  return rows.length;
}
