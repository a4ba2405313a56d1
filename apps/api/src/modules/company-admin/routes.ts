import {
  AddDomainInput,
  CompanyDetails,
  CompanyDomainList,
  DomainParams,
  UpdateCompanyInput,
} from '@competencyhub/domain/schemas/company-admin';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { getCompanyDetails, updateCompanyDetails } from './details.ts';
import { addCompanyDomain, listCompanyDomains, removeCompanyDomain } from './domains.ts';

/**
 * /company-admin: the company the viewer acts on (a system-level user's managed company, else
 * their own). 'administer_company' is narrower than managing people: a company IT admin manages
 * people but not the company's identity or its e-mail domains (spec section 2).
 */
export function companyAdminRoutes(app: FastifyInstance, services: Services) {
  const r = routes(app, services);

  r.get('/api/v1/company', 'administer_company', { response: CompanyDetails }, async ({ viewer }) => {
    return getCompanyDetails(services, viewer);
  });

  r.patch(
    '/api/v1/company',
    'administer_company',
    { body: UpdateCompanyInput, response: CompanyDetails },
    async ({ viewer, body, req }) => {
      return updateCompanyDetails(services, viewer, body, req);
    },
  );

  r.get(
    '/api/v1/company/domains',
    'administer_company',
    { response: CompanyDomainList },
    async ({ viewer }) => {
      return listCompanyDomains(services, viewer);
    },
  );

  r.post(
    '/api/v1/company/domains',
    'administer_company',
    { body: AddDomainInput, response: CompanyDomainList, status: 201 },
    async ({ viewer, body, req }) => {
      await addCompanyDomain(services, viewer, body.domain, req);
      return listCompanyDomains(services, viewer);
    },
  );

  r.delete(
    '/api/v1/company/domains/:domain',
    'administer_company',
    { params: DomainParams, response: CompanyDomainList },
    async ({ viewer, params, req }) => {
      await removeCompanyDomain(services, viewer, params.domain, req);
      return listCompanyDomains(services, viewer);
    },
  );
}
