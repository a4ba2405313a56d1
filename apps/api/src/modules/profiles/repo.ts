import type {
  ListProfilesQuery,
  Profile,
  ProfileListItem,
  ProfilePage,
} from '@competencyhub/domain/schemas/profiles';
import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { decodeCursor, encodeCursor } from '../../http/cursor.ts';

export type ProfileRow = typeof profiles.$inferSelect;

/** A profile with whether its e-mail is confirmed (kept on Better Auth's user row). */
export type ProfileWithVerification = ProfileRow & { emailVerified: boolean };

export function toProfile(row: ProfileWithVerification): Profile {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    role: row.role as Profile['role'],
    status: row.status as Profile['status'],
    emailVerified: row.emailVerified,
    phone: row.phone,
    jobTitle: row.jobTitle,
    department: row.department,
    location: row.location,
    lineManagerId: row.lineManagerId,
    jobProfileId: row.jobProfileId,
    companyId: row.companyId,
    avatarUrl: row.avatarUrl,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findProfile(
  db: Db | Tx,
  companyId: string,
  id: string,
): Promise<ProfileWithVerification | null> {
  const [row] = await db
    .select({ profile: profiles, emailVerified: user.emailVerified })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(and(eq(profiles.companyId, companyId), eq(profiles.id, id)))
    .limit(1);
  return row ? { ...row.profile, emailVerified: row.emailVerified } : null;
}

/** Owner-level read: the profile behind a user id, whatever its company. */
export async function findProfileByUserId(db: Db | Tx, id: string): Promise<ProfileRow | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id)).limit(1);
  return row ?? null;
}

/** Escapes LIKE wildcards so a search for "50%" finds "50%", not everything. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

const lineManager = alias(profiles, 'line_manager');

/**
 * A page of the company's people, newest first, each with their line manager's name, and how many
 * match the filter in all (one count over the same index, so "Showing 25 of 132" costs little).
 */
export async function listProfiles(
  tx: Tx,
  companyId: string,
  query: ListProfilesQuery,
): Promise<ProfilePage> {
  const where: SQL[] = [eq(profiles.companyId, companyId)];
  if (query.status) where.push(eq(profiles.status, query.status));
  if (query.role) where.push(eq(profiles.role, query.role));
  if (query.q) {
    const pattern = containsPattern(query.q);
    const match = or(ilike(profiles.fullName, pattern), ilike(profiles.email, pattern));
    if (match) where.push(match);
  }
  const [counted] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(profiles)
    .where(and(...where));
  const cursor = decodeCursor(query.cursor);
  if (cursor) {
    where.push(
      sql`(${profiles.createdAt}, ${profiles.id}) < (timestamptz 'epoch' + ${cursor.us}::bigint * interval '1 microsecond', ${cursor.id}::uuid)`,
    );
  }
  const rows = await tx
    .select({
      profile: profiles,
      emailVerified: user.emailVerified,
      lineManagerName: lineManager.fullName,
      us: sql<string>`(extract(epoch from ${profiles.createdAt}) * 1000000)::bigint::text`,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .leftJoin(
      lineManager,
      and(eq(lineManager.companyId, profiles.companyId), eq(lineManager.id, profiles.lineManagerId)),
    )
    .where(and(...where))
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      ...toProfile({ ...row.profile, emailVerified: row.emailVerified }),
      lineManagerName: row.lineManagerName,
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ us: last.us, id: last.profile.id }) : null,
    total: Number(counted?.total ?? 0),
  };
}

/** One person as the people list shows them. */
export async function findProfileListItem(
  tx: Tx,
  companyId: string,
  id: string,
): Promise<ProfileListItem | null> {
  const found = await findProfile(tx, companyId, id);
  if (!found) return null;
  const manager = found.lineManagerId ? await findProfile(tx, companyId, found.lineManagerId) : null;
  return { ...toProfile(found), lineManagerName: manager?.fullName ?? null };
}

/** The people to tell about a join request: the company's active admins. */
export async function adminEmails(db: Db | Tx, companyId: string, roles: string[]): Promise<string[]> {
  const rows = await db
    .select({ email: profiles.email })
    .from(profiles)
    .where(
      and(eq(profiles.companyId, companyId), eq(profiles.status, 'active'), inArray(profiles.role, roles)),
    );
  return rows.map((r) => r.email);
}

export async function updateProfile(
  tx: Tx,
  companyId: string,
  id: string,
  values: Partial<
    Pick<ProfileRow, 'status' | 'role' | 'managedCompanyId' | 'lastSignInAt' | 'lineManagerId'>
  >,
): Promise<ProfileRow | null> {
  const [row] = await tx
    .update(profiles)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(profiles.companyId, companyId), eq(profiles.id, id)))
    .returning();
  return row ?? null;
}
