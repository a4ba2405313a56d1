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
 */
export function developmentPlanRoutes(app: FastifyInstance, services: Services) {
  const r = routes(app, services);
  const base = '/api/v1/development-plan';
  r.get(base, 'member', { response: DevelopmentPlan }, ({ viewer }) => getPlan(services, viewer));
  r.patch(
    `${base}/settings`,
    'member',
    { body: DevelopmentSettingsInput, response: DevelopmentPlan },
    ({ viewer, body }) => updateSettings(services, viewer, body),
  );
  r.get(`${base}/summary`, 'member', { response: DevelopmentSummary }, ({ viewer }) =>
    withTenant(services.database, viewer.tenantId, (tx) => developmentSummary(tx, viewer)),
  );
  r.get(`${base}/suggestions`, 'member', { response: DevelopmentSuggestions }, ({ viewer }) =>
    developmentSuggestions(services, viewer),
  );
  r.post(
    `${base}/actions`,
    'member',
    { body: ActionInput, response: DevelopmentPlan, status: 201 },
    ({ viewer, body }) => createAction(services, viewer, body),
  );
  r.patch(
    `${base}/actions/:actionId`,
    'member',
    { params: ActionParams, body: ActionUpdate, response: DevelopmentPlan },
    ({ viewer, params, body }) => updateAction(services, viewer, params.actionId, body),
  );
  r.delete(
    `${base}/actions/:actionId`,
    'member',
    { params: ActionParams, response: DevelopmentPlan },
    ({ viewer, params }) => deleteAction(services, viewer, params.actionId),
  );
  r.post(
    `${base}/actions/:actionId/complete`,
    'member',
    { params: ActionParams, body: CompleteActionInput, response: DevelopmentPlan },
    ({ viewer, params, body }) => completeAction(services, viewer, params.actionId, body),
  );
  r.get(`${base}/people`, 'member', { response: DevelopmentPlanPeople }, ({ viewer }) =>
    withTenant(services.database, viewer.tenantId, (tx) => planPeople(tx, viewer)),
  );
  r.get(
    `${base}/people/:personId`,
    'member',
    { params: DevelopmentPersonParams, response: DevelopmentPlan },
    ({ viewer, params }) => getPlan(services, viewer, params.personId),
  );
  r.post(
    `${base}/people/:personId/comments`,
    'member',
    { params: DevelopmentPersonParams, body: PlanCommentInput, response: DevelopmentPlan, status: 201 },
    ({ viewer, params, body }) => addPlanComment(services, viewer, params.personId, body.body),
  );
  r.post(
    `${base}/people/:personId/approve`,
    'member',
    { params: DevelopmentPersonParams, response: DevelopmentPlan },
    ({ viewer, params, req }) => approvePlan(services, viewer, params.personId, req),
  );
}
