import {
  CompanySessionPage,
  CompanySessionParams,
  CompanySessionsQuery,
  SessionPersonParams,
  SessionsEnded,
} from '@competencyhub/domain/schemas/it-admin-sessions';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { listCompanySessions } from './sessions.ts';
import { forcePasswordReset, signOutPerson, signOutSession } from './sessions-actions.ts';

/** IT Administration > Users (issue 24, decision 0074): the company's sessions, for its IT team. */
export function itAdminSessionRoutes(app: FastifyInstance, services: Services) {
  const r = routes(app, services);
  r.get(
    '/api/v1/it-admin/sessions',
    'administer_it',
    { query: CompanySessionsQuery, response: CompanySessionPage },
    ({ viewer, query }) => listCompanySessions(services, viewer, query),
  );
  r.post(
    '/api/v1/it-admin/sessions/:sessionId/sign-out',
    'administer_it',
    { params: CompanySessionParams, response: SessionsEnded },
    ({ viewer, params, req }) => signOutSession(services, viewer, params.sessionId, req),
  );
  r.post(
    '/api/v1/it-admin/people/:personId/sign-out',
    'administer_it',
    { params: SessionPersonParams, response: SessionsEnded },
    ({ viewer, params, req }) => signOutPerson(services, viewer, params.personId, req),
  );
  r.post(
    '/api/v1/it-admin/people/:personId/password-reset',
    'administer_it',
    { params: SessionPersonParams, response: SessionsEnded },
    ({ viewer, params, req }) => forcePasswordReset(services, viewer, params.personId, req),
  );
}
