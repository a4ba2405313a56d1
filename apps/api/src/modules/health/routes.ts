import { HealthStatus, ReadyStatus } from '@competencyhub/domain/schemas/common';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.ts';
import { routes } from '../../http/route.ts';
import type { Services } from '../../services.ts';

/** Retry-After of a draining process: the proxy or client tries again, and reaches another process. */
const DRAINING_RETRY_SECONDS = 1;

/**
 * Liveness and readiness, as Kubernetes reads them (decision 0076). Liveness asks nothing of the
 * database: a database outage must not get every process restarted, which would not bring it back.
 */
export function healthRoutes(app: FastifyInstance, services: Services) {
  const r = routes(app, services);
  r.publicGet('/api/v1/health', { response: HealthStatus }, async () => ({ status: 'ok' as const }));

  r.publicGet('/api/v1/ready', { response: ReadyStatus }, async () => {
    if (services.lifecycle.draining) {
      throw new AppError('UNAVAILABLE', 'This server is shutting down', {
        retryAfterSeconds: DRAINING_RETRY_SECONDS,
      });
    }
    // A failure to connect or a terminated connection is mapped to 503 by the error handler.
    await services.database.db.execute(sql`select 1`);
    return { status: 'ready' as const };
  });
}
