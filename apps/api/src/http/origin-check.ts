import type { FastifyReply, FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie-authenticated state changes: a browser always sends Origin on a
 * cross-site POST, so a request that names another origin is refused. SameSite=Lax cookies are the
 * first wall; this is the second. Clients without a browser (curl, tests) send no Origin.
 */
export function checkOrigin(baseUrl: string) {
  const allowed = new URL(baseUrl).origin;
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (SAFE_METHODS.has(req.method) || !req.url.startsWith('/api/')) return;
    const origin = req.headers.origin;
    const site = req.headers['sec-fetch-site'];
    const sameHost =
      origin !== undefined && req.headers.host !== undefined && safeHost(origin) === req.headers.host;
    if ((origin && origin !== allowed && !sameHost) || site === 'cross-site') {
      return reply.code(403).type('application/problem+json').send({
        type: 'https://competencyhub.test/problems/forbidden',
        title: 'Forbidden',
        status: 403,
        detail: 'Cross-site request refused',
        code: 'FORBIDDEN',
      });
    }
  };
}

function safeHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
