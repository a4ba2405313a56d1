import { createHash, randomBytes } from 'node:crypto';

/** The secret of an invitation link: 32 random bytes. Only its hash is kept in the database. */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
