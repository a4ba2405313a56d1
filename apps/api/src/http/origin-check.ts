import type { FastifyReply, FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Content types a cross-site form or fetch may send without a CORS preflight. */
const SIMPLE_CONTENT_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data'];

function refuse(
  reply: FastifyReply,
  status: 403 | 415,
  code: string,
  detail: string,
  params?: Record<string, string>,
): false {
  reply
    .code(status)
    .type('application/problem+json')
    .send({
      type: `https://competencyhub.test/problems/${code.toLowerCase().replaceAll('_', '-')}`,
      title: status === 403 ? 'Forbidden' : 'Unsupported Media Type',
      status,
      detail,
      code,
      ...(params ? { params } : {}),
    });
  return false;
}

/**
 * CSRF defence for cookie-authenticated state changes, on every path (the router decodes paths, so
 * a prefix test on the raw URL could be dodged). SameSite=Lax cookies are the first wall; this is
 * the second: a browser always sends Origin on a cross-origin POST, so one naming another origin is
 * refused, and so are the "simple" content types a cross-site form could post without a preflight.
 * Clients without a browser (curl, tests) send no Origin.
 *
 * Only the trusted origins count (BASE_URL's, EXTRA_ORIGINS, and the loopback forms of the default
 * address when BASE_URL is unset: config/env.ts): never the Host header, which the client writes (an
 * attacker's page reached through a DNS name pointing here sends its own host as both). A page
 * opened at another address is told so, with the configured one (ORIGIN_MISMATCH), so a person who
 * typed 127.0.0.1 for localhost knows what to do. The Vite dev server's proxy rewrites its own
 * Origin to the API's (apps/web/vite.config.ts).
 */
export function checkOrigin(baseUrl: string, trustedOrigins: readonly string[] = []) {
  const configured = new URL(baseUrl).origin;
  const allowed = new Set([configured, ...trustedOrigins]);
  /** True when the request may go on; otherwise it has been answered. */
  return (req: FastifyRequest, reply: FastifyReply): boolean => {
    if (SAFE_METHODS.has(req.method)) return true;
    const contentType = String(req.headers['content-type'] ?? '').toLowerCase();
    if (SIMPLE_CONTENT_TYPES.some((simple) => contentType.startsWith(simple))) {
      return refuse(reply, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json');
    }
    const origin = req.headers.origin;
    if (origin !== undefined && !allowed.has(originOf(origin))) {
      return refuse(
        reply,
        403,
        'ORIGIN_MISMATCH',
        `This page was opened at an address other than the one the server is configured for (${configured}). Open the app at ${configured}.`,
        // The page knows its own address; nothing of the request is quoted back.
        { expected: configured },
      );
    }
    if (req.headers['sec-fetch-site'] === 'cross-site') {
      return refuse(reply, 403, 'FORBIDDEN', 'Cross-site request refused');
    }
    return true;
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
