import {
  ActionInput,
  ActionParams,
  ActionUpdate,
  CompleteActionInput,
  DevelopmentPersonParams,
  DevelopmentPlan,
  DevelopmentPlanPeople,
  DevelopmentSettingsInput,
  DevelopmentSuggestions,
  DevelopmentSummary,
  PlanCommentInput,
} from '@competencyhub/domain/schemas/development-plan';
import type { FastifyInstance } from 'fastify';
import { withTenant } from '../../db/client.ts';
import { routes } from '../../http/route.ts';
import { about, personal } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import {
  addPlanComment,
  approvePlan,
  completeAction,
  createAction,
  deleteAction,
  getPlan,
  updateAction,
  updateSettings,
} from './actions.ts';
import { developmentSummary, planPeople } from './plan.ts';
import { developmentSuggestions } from './suggestions.ts';

/**
 * My Development (issue 9). Everyone has a plan; whose plan one may open is decided per person in
 * the service (their line manager and the competency editors), so these are 'member' routes.
 * One's own plan is in one's own company (a system admin managing a customer included).
 */
export function developmentPlanRoutes(app: FastifyInstance, services: Services) {
  const r = routes(app, services);
  const base = '/api/v1/development-plan';
  r.get(base, 'member', { response: DevelopmentPlan }, ({ viewer }) => getPlan(services, personal(viewer)));
  r.patch(
    `${base}/settings`,
    'member',
    { body: DevelopmentSettingsInput, response: DevelopmentPlan },
    ({ viewer, body }) => updateSettings(services, personal(viewer), body),
  );
  r.get(`${base}/summary`, 'member', { response: DevelopmentSummary }, ({ viewer }) =>
    withTenant(services.database, viewer.companyId, (tx) => developmentSummary(tx, personal(viewer))),
  );
  r.get(`${base}/suggestions`, 'member', { response: DevelopmentSuggestions }, ({ viewer }) =>
    developmentSuggestions(services, personal(viewer)),
  );
  r.post(
    `${base}/actions`,
    'member',
    { body: ActionInput, response: DevelopmentPlan, status: 201 },
    ({ viewer, body }) => createAction(services, personal(viewer), body),
  );
  r.patch(
    `${base}/actions/:actionId`,
    'member',
    { params: ActionParams, body: ActionUpdate, response: DevelopmentPlan },
    ({ viewer, params, body }) => updateAction(services, personal(viewer), params.actionId, body),
  );
  r.delete(
    `${base}/actions/:actionId`,
    'member',
    { params: ActionParams, response: DevelopmentPlan },
    ({ viewer, params }) => deleteAction(services, personal(viewer), params.actionId),
  );
  r.post(
    `${base}/actions/:actionId/complete`,
    'member',
    { params: ActionParams, body: CompleteActionInput, response: DevelopmentPlan },
    ({ viewer, params, body }) => completeAction(services, personal(viewer), params.actionId, body),
  );
  r.get(`${base}/people`, 'member', { response: DevelopmentPlanPeople }, ({ viewer }) =>
    withTenant(services.database, viewer.tenantId, (tx) => planPeople(tx, viewer)),
  );
  r.get(
    `${base}/people/:personId`,
    'member',
    { params: DevelopmentPersonParams, response: DevelopmentPlan },
    ({ viewer, params }) => getPlan(services, about(viewer, params.personId), params.personId),
  );
  r.post(
    `${base}/people/:personId/comments`,
    'member',
    { params: DevelopmentPersonParams, body: PlanCommentInput, response: DevelopmentPlan, status: 201 },
    ({ viewer, params, body }) =>
      addPlanComment(services, about(viewer, params.personId), params.personId, body.body),
  );
  r.post(
    `${base}/people/:personId/approve`,
    'member',
    { params: DevelopmentPersonParams, response: DevelopmentPlan },
    ({ viewer, params, req }) => approvePlan(services, viewer, params.personId, req),
  );
}
