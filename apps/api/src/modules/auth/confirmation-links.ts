import { createHash } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { usedEmailConfirmations } from '../../db/schema/auth.ts';

export interface ConfirmationClaims {
  email: string;
  /** When the link expires, from the token's `exp`. */
  expiresAt: Date;
}

/**
 * What a confirmation token says, read without checking its signature: Better Auth checks that
 * (and expiry) before anything here is trusted. Null for anything that is not such a token.
 */
export function readConfirmationClaims(token: string): ConfirmationClaims | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      email?: unknown;
      exp?: unknown;
    };
    if (typeof payload.email !== 'string' || typeof payload.exp !== 'number') return null;
    return { email: payload.email.toLowerCase(), expiresAt: new Date(payload.exp * 1000) };
  } catch {
    return null;
  }
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function wasUsed(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .select({ tokenHash: usedEmailConfirmations.tokenHash })
    .from(usedEmailConfirmations)
    .where(eq(usedEmailConfirmations.tokenHash, hashOf(token)))
    .limit(1);
  return Boolean(row);
}

/**
 * Records the link's use. False when it had been recorded already (two tabs opening the same link
 * at once: the primary key lets exactly one of them through). Rows of links that have expired
 * anyway are deleted on the way.
 */
export async function recordUse(db: Db, token: string, userId: string, expiresAt: Date): Promise<boolean> {
  await db.delete(usedEmailConfirmations).where(lt(usedEmailConfirmations.expiresAt, new Date()));
  const inserted = await db
    .insert(usedEmailConfirmations)
    .values({ tokenHash: hashOf(token), userId, expiresAt })
    .onConflictDoNothing()
    .returning({ tokenHash: usedEmailConfirmations.tokenHash });
  return inserted.length > 0;
}
