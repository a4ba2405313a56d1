import type { FastifyReply } from 'fastify';

/** Copies the session cookies Better Auth set onto our reply. */
export function forwardCookies(from: Headers, reply: FastifyReply): void {
  const cookies = from.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
}
