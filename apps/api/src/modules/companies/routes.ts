import { CompanyPage, ListCompaniesQuery } from '@competencyhub/domain/schemas/companies';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { listCompanies } from './repo.ts';

export function companyRoutes(app: FastifyInstance, services: Services) {
  const r = routes(app, services);
  /** System-level users see every company, to pick the one they manage. */
  r.get(
    '/api/v1/companies',
    'operate_platform',
    { query: ListCompaniesQuery, response: CompanyPage },
    ({ query }) => listCompanies(services.database.db, query),
  );
}
