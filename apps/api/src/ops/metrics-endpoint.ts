import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Metrics } from './metrics.ts';

/** Where Prometheus looks by default; not under /api/: it is no part of the public API (decision 0077). */
export const METRICS_PATH = '/metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
export function bearerMatches(req: FastifyRequest, token: string): boolean {
  const header = req.headers.authorization;
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
  // Digests first: equal lengths whatever was sent, so the comparison's time says nothing of the token.
  return timingSafeEqual(digest(header.slice('Bearer '.length)), digest(token));
}

/**
 * GET /metrics for whoever holds METRICS_TOKEN. Anyone else, and everyone when no token is set, gets
 * exactly what an unknown path gets (the not-found handler: the web app's shell, or a 404), so a
 * probe cannot tell the endpoint exists. Registered always, so the route walker sees it.
 */
export function metricsEndpoint(app: FastifyInstance, metrics: Metrics | null, token: string | undefined) {
  app.route({
    method: 'GET',
    url: METRICS_PATH,
    // A scrape every 15 s from each Prometheus would fill the info log with nothing worth reading.
    logLevel: 'warn',
    handler: async (req, reply) => {
      if (!metrics || !token || !bearerMatches(req, token)) return reply.callNotFound();
      const text = await metrics.exposition();
      return reply.header('cache-control', 'no-store').type(metrics.contentType).send(text);
    },
  });
}
