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
 */
export function checkOrigin(baseUrl: string) {
  const allowed = new URL(baseUrl);
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (SAFE_METHODS.has(req.method)) return;
    const contentType = String(req.headers['content-type'] ?? '').toLowerCase();
    if (SIMPLE_CONTENT_TYPES.some((simple) => contentType.startsWith(simple))) {
      return refuse(reply, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json');
    }
    const origin = req.headers.origin;
    if (
      req.headers['sec-fetch-site'] === 'cross-site' ||
      (origin !== undefined && !sameOrigin(origin, allowed, req))
    ) {
      return refuse(reply, 403, 'FORBIDDEN', 'Cross-site request refused');
    }
  };
}

/** The configured origin, or (behind a dev proxy) the same scheme and the host the request came to. */
function sameOrigin(origin: string, allowed: URL, req: FastifyRequest): boolean {
  try {
    const url = new URL(origin);
    if (url.origin === allowed.origin) return true;
    return url.protocol === allowed.protocol && url.host === req.headers.host;
  } catch {
    return false;
  }
}
