import { ConfigureInternalAiInput, InternalAiView } from '@competencyhub/domain/schemas/internal-ai';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { checkInternalAi, configureInternalAi, disableInternalAi, getInternalAi } from './internal-ai.ts';

/** The company's internal AI (`/subscription?tab=internal-ai`): account holders and platform staff. */
export function internalAiRoutes(app: FastifyInstance, services: Services) {
  const r = routes(app, services);
  r.get(
    '/api/v1/subscription/internal-ai',
    'administer_company',
    { response: InternalAiView },
    ({ viewer }) => getInternalAi(services, viewer),
  );
  r.put(
    '/api/v1/subscription/internal-ai',
    'administer_company',
    { body: ConfigureInternalAiInput, response: InternalAiView },
    ({ viewer, body, req }) => configureInternalAi(services, viewer, body, req),
  );
  r.post(
    '/api/v1/subscription/internal-ai/health-check',
    'administer_company',
    { response: InternalAiView },
    ({ viewer, req }) => checkInternalAi(services, viewer, req),
  );
  r.delete(
    '/api/v1/subscription/internal-ai',
    'administer_company',
    { response: InternalAiView },
    ({ viewer, req }) => disableInternalAi(services, viewer, req),
  );
}
