import {
  AssignablePeople,
  AssignablePeopleQuery,
  AssignJobProfileInput,
  HolderPage,
  HoldersQuery,
  JobProfileDetail,
  JobProfileInput,
  JobProfileList,
  JobProfileParams,
  JobProfileUpdateInput,
  ListJobProfilesQuery,
  NextStepsInput,
} from '@competencyhub/domain/schemas/job-profiles';
import { ProfileIdParams, ProfileListItem } from '@competencyhub/domain/schemas/profiles';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { setJobProfileArchived } from './archive-job-profile.ts';
import { assignJobProfile } from './assign-job-profile.ts';
import { createJobProfile } from './create-job-profile.ts';
import { assignablePeople } from './list-assignable-people.ts';
import { listJobProfiles } from './list-job-profiles.ts';
import { getJobProfile, listHolders } from './read-job-profile.ts';
import { setNextSteps } from './set-next-steps.ts';
import { updateJobProfile } from './update-job-profile.ts';

/**
 * Job profiles (issue 8). Team managers, learning leads, account holders and platform staff read
 * them (view_job_profiles); all but team managers change and assign them (manage_job_profiles).
 * Every change answers the whole profile, so the page redraws from one source.
 */
export function jobProfileRoutes(app: FastifyInstance, services: Services) {
  const r = routes(app, services);
  const base = '/api/v1/job-profiles';

  r.get(
    base,
    'view_job_profiles',
    { query: ListJobProfilesQuery, response: JobProfileList },
    ({ viewer, query }) => listJobProfiles(services, viewer, query.archived),
  );

  r.post(
    base,
    'manage_job_profiles',
    { body: JobProfileInput, response: JobProfileDetail, status: 201 },
    ({ viewer, body, req }) => createJobProfile(services, viewer, body, req),
  );

  // Declared before /:jobProfileId so "people" is never read as an id.
  r.get(
    `${base}/people`,
    'manage_job_profiles',
    { query: AssignablePeopleQuery, response: AssignablePeople },
    ({ viewer, query }) => assignablePeople(services, viewer, query.q),
  );

  r.get(
    `${base}/:jobProfileId`,
    'view_job_profiles',
    { params: JobProfileParams, response: JobProfileDetail },
    ({ viewer, params }) => getJobProfile(services, viewer, params.jobProfileId),
  );
  r.get(
    `${base}/:jobProfileId/holders`,
    'view_job_profiles',
    { params: JobProfileParams, query: HoldersQuery, response: HolderPage },
    ({ viewer, params, query }) => listHolders(services, viewer, params.jobProfileId, query.cursor),
  );

  r.patch(
    `${base}/:jobProfileId`,
    'manage_job_profiles',
    { params: JobProfileParams, body: JobProfileUpdateInput, response: JobProfileDetail },
    ({ viewer, params, body, req }) => updateJobProfile(services, viewer, params.jobProfileId, body, req),
  );

  r.put(
    `${base}/:jobProfileId/next-steps`,
    'manage_job_profiles',
    { params: JobProfileParams, body: NextStepsInput, response: JobProfileDetail },
    ({ viewer, params, body, req }) => setNextSteps(services, viewer, params.jobProfileId, body, req),
  );

  r.post(
    `${base}/:jobProfileId/archive`,
    'manage_job_profiles',
    { params: JobProfileParams, response: JobProfileDetail },
    ({ viewer, params, req }) => setJobProfileArchived(services, viewer, params.jobProfileId, true, req),
  );

  r.post(
    `${base}/:jobProfileId/restore`,
    'manage_job_profiles',
    { params: JobProfileParams, response: JobProfileDetail },
    ({ viewer, params, req }) => setJobProfileArchived(services, viewer, params.jobProfileId, false, req),
  );

  r.put(
    '/api/v1/profiles/:id/job-profile',
    'manage_job_profiles',
    { params: ProfileIdParams, body: AssignJobProfileInput, response: ProfileListItem },
    ({ viewer, params, body, req }) => assignJobProfile(services, viewer, params.id, body.jobProfileId, req),
  );
}
