import {
  AddDomainInput,
  DomainParams,
  UpdateCompanyInput,
} from '@competencyhub/domain/schemas/company-admin';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { assertCompanyAdmin } from './access.ts';
import { getCompanyDetails, updateCompanyDetails } from './details.ts';
import { addCompanyDomain, listCompanyDomains, removeCompanyDomain } from './domains.ts';

/**
 * /company-admin: the company the viewer acts on (a system-level user's managed company, else
 * their own). 'admin' lets admin-level users through; assertCompanyAdmin then refuses IT admins.
 */
export function companyAdminRoutes(app: FastifyInstance, services: Services) {
  const r = routes(app, services);

  r.get('/api/v1/company', 'admin', {}, async ({ viewer }) => {
    assertCompanyAdmin(viewer);
    return getCompanyDetails(services, viewer);
  });

  r.patch('/api/v1/company', 'admin', { body: UpdateCompanyInput }, async ({ viewer, body, req }) => {
    assertCompanyAdmin(viewer);
    return updateCompanyDetails(services, viewer, body, req);
  });

  r.get('/api/v1/company/domains', 'admin', {}, async ({ viewer }) => {
    assertCompanyAdmin(viewer);
    return listCompanyDomains(services, viewer);
  });

  r.post(
    '/api/v1/company/domains',
    'admin',
    { body: AddDomainInput },
    async ({ viewer, body, req, reply }) => {
      assertCompanyAdmin(viewer);
      await addCompanyDomain(services, viewer, body.domain, req);
      reply.code(201);
      return listCompanyDomains(services, viewer);
    },
  );

  r.delete(
    '/api/v1/company/domains/:domain',
    'admin',
    { params: DomainParams },
    async ({ viewer, params, req }) => {
      assertCompanyAdmin(viewer);
      await removeCompanyDomain(services, viewer, params.domain, req);
      return listCompanyDomains(services, viewer);
    },
  );
}
