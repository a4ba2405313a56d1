import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { verification } from '../../db/schema/auth.ts';

/**
 * Better Auth keeps each password-reset link as a `verification` row: identifier
 * 'reset-password:<token>', value the user id. It deletes the one link that was used; this deletes
 * every other one of the account, so once the password has been reset or changed no older link
 * (perhaps sitting in a mailbox someone else can read) can set it again.
 */
export async function invalidateResetLinks(db: Db, userId: string): Promise<void> {
  await db
    .delete(verification)
    .where(and(like(verification.identifier, 'reset-password:%'), eq(verification.value, userId)));
}

/** The account a reset link belongs to, while the link can still be used. */
export async function resetLinkOwner(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: verification.value, expiresAt: verification.expiresAt })
    .from(verification)
    .where(eq(verification.identifier, `reset-password:${token}`))
    .limit(1);
  return row && row.expiresAt > new Date() ? row.userId : null;
}
