import {
  CertificationInput,
  EmploymentInput,
  ExperienceParams,
  ExperienceView,
} from '@competencyhub/domain/schemas/experience';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { addCertification, deleteCertification, updateCertification } from './certifications.ts';
import { addEmployment, deleteEmployment, myExperience, updateEmployment } from './experience.ts';

/**
 * /experience (issue 8): one's own employment history and certifications, kept in one's own company
 * (also for platform staff managing another); every change answers the whole.
 */
export function experienceRoutes(app: FastifyInstance, services: Services) {
  const r = routes(app, services);
  const base = '/api/v1/experience';
  r.get(base, 'member', { response: ExperienceView }, ({ viewer }) => myExperience(services, viewer));
  r.post(
    `${base}/employment`,
    'member',
    { body: EmploymentInput, response: ExperienceView, status: 201 },
    ({ viewer, body }) => addEmployment(services, viewer, body),
  );
  r.put(
    `${base}/employment/:itemId`,
    'member',
    { params: ExperienceParams, body: EmploymentInput, response: ExperienceView },
    ({ viewer, params, body }) => updateEmployment(services, viewer, params.itemId, body),
  );
  r.delete(
    `${base}/employment/:itemId`,
    'member',
    { params: ExperienceParams, response: ExperienceView },
    ({ viewer, params }) => deleteEmployment(services, viewer, params.itemId),
  );
  r.post(
    `${base}/certifications`,
    'member',
    { body: CertificationInput, response: ExperienceView, status: 201 },
    ({ viewer, body }) => addCertification(services, viewer, body),
  );
  r.put(
    `${base}/certifications/:itemId`,
    'member',
    { params: ExperienceParams, body: CertificationInput, response: ExperienceView },
    ({ viewer, params, body }) => updateCertification(services, viewer, params.itemId, body),
  );
  r.delete(
    `${base}/certifications/:itemId`,
    'member',
    { params: ExperienceParams, response: ExperienceView },
    ({ viewer, params }) => deleteCertification(services, viewer, params.itemId),
  );
}
