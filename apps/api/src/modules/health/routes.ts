import { HealthStatus } from '@competencyhub/domain/schemas/common';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.ts';
import { routes } from '../../http/route.ts';
import type { Services } from '../../services.ts';

export function healthRoutes(app: FastifyInstance, services: Services) {
  const r = routes(app, services);
  r.publicGet('/api/v1/health', { response: HealthStatus }, async () => {
    try {
      await services.database.db.execute(sql`select 1`);
    } catch {
      throw new AppError('UNAVAILABLE', 'The database does not answer');
    }
    return { status: 'ok' as const };
  });
}
