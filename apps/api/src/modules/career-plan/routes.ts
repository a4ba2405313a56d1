import {
  CareerCommentInput,
  CareerPersonParams,
  CareerPlan,
  CareerPlanPeople,
  CareerPlanUpdate,
} from '@competencyhub/domain/schemas/career-plan';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route.ts';
import { about, personal } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { addCareerComment, careerPlanPeople, getCareerPlan, updateCareerPlan } from './career-plan.ts';

/**
 * My Career Planning (issue 9). Everyone has a plan; who may open someone else's is decided per
 * person in the service (their manager and the competency editors), so these are 'member' routes.
 * One's own plan is in one's own company (a system admin managing a customer included).
 */
export function careerPlanRoutes(app: FastifyInstance, services: Services) {
  const r = routes(app, services);
  const base = '/api/v1/career-plan';
  r.get(base, 'member', { response: CareerPlan }, ({ viewer }) => getCareerPlan(services, personal(viewer)));
  r.patch(base, 'member', { body: CareerPlanUpdate, response: CareerPlan }, ({ viewer, body }) =>
    updateCareerPlan(services, personal(viewer), body),
  );
  r.get(`${base}/people`, 'member', { response: CareerPlanPeople }, ({ viewer }) =>
    careerPlanPeople(services, viewer),
  );
  r.get(
    `${base}/people/:personId`,
    'member',
    { params: CareerPersonParams, response: CareerPlan },
    ({ viewer, params }) => getCareerPlan(services, about(viewer, params.personId), params.personId),
  );
  r.post(
    `${base}/people/:personId/comments`,
    'member',
    { params: CareerPersonParams, body: CareerCommentInput, response: CareerPlan, status: 201 },
    ({ viewer, params, body }) =>
      addCareerComment(services, about(viewer, params.personId), params.personId, body.body),
  );
}
