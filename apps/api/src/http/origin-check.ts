import type { FastifyReply, FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Content types a cross-site form or fetch may send without a CORS preflight. */
const SIMPLE_CONTENT_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data'];

function refuse(reply: FastifyReply, status: 403 | 415, code: string, detail: string) {
  return reply
    .code(status)
    .type('application/problem+json')
    .send({
      type: `https://competencyhub.test/problems/${code.toLowerCase().replaceAll('_', '-')}`,
      title: status === 403 ? 'Forbidden' : 'Unsupported Media Type',
      status,
      detail,
      code,
    });
}

/**
 * CSRF defence for cookie-authenticated state changes, on every path (the router decodes paths, so
 * a prefix test on the raw URL could be dodged). SameSite=Lax cookies are the first wall; this is
 * the second: a browser always sends Origin on a cross-origin POST, so one naming another origin is
 * refused, and so are the "simple" content types a cross-site form could post without a preflight.
 * Clients without a browser (curl, tests) send no Origin.
 *
 * Only BASE_URL and the configured EXTRA_ORIGINS count: never the Host header, which the client
 * writes (an attacker's page reached through a DNS name pointing here sends its own host as both).
 * The Vite dev server's proxy rewrites its own Origin to the API's (apps/web/vite.config.ts).
 */
export function checkOrigin(baseUrl: string, extraOrigins: readonly string[] = []) {
  const allowed = new Set([new URL(baseUrl).origin, ...extraOrigins]);
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (SAFE_METHODS.has(req.method)) return;
    const contentType = String(req.headers['content-type'] ?? '').toLowerCase();
    if (SIMPLE_CONTENT_TYPES.some((simple) => contentType.startsWith(simple))) {
      return refuse(reply, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json');
    }
    const origin = req.headers.origin;
    if (
      req.headers['sec-fetch-site'] === 'cross-site' ||
      (origin !== undefined && !allowed.has(originOf(origin)))
    ) {
      return refuse(reply, 403, 'FORBIDDEN', 'Cross-site request refused');
    }
  };
}

/** The normalised origin an Origin header names ('null' and garbage name none). */
function originOf(header: string): string {
  try {
    return new URL(header).origin;
  } catch {
    return 'null';
  }
}
