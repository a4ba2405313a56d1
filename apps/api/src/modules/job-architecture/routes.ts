import {
  ArchiveJobArchitectureInput,
  JobArchitecture,
  JobFamily,
  JobFamilyParams,
  JobFamilyUpdate,
  JobGrade,
  JobGradeList,
  JobGradeParams,
  JobGradeUpdate,
  NewJobFamily,
  NewJobGrade,
  ReorderLadder,
} from '@competencyhub/domain/schemas/job-architecture';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { setJobFamilyArchived } from './archive-job-family.ts';
import { setJobGradeArchived } from './archive-job-grade.ts';
import { createJobFamily } from './create-job-family.ts';
import { createJobGrade } from './create-job-grade.ts';
import { listJobArchitecture } from './list-job-architecture.ts';
import { reorderLadder } from './reorder-ladder.ts';
import { updateJobFamily } from './update-job-family.ts';
import { updateJobGrade } from './update-job-grade.ts';

/**
 * Job architecture (issue 23, decision 0054): job families and the grade ladder with its pay ranges.
 * Whoever reads job profiles reads them (view_job_profiles); whoever manages job profiles changes them
 * (manage_job_profiles), on the Job Profiles page.
 */
export function jobArchitectureRoutes(app: FastifyInstance, services: Services) {
  const r = routes(app, services);
  const base = '/api/v1/job-architecture';

  r.get(base, 'view_job_profiles', { response: JobArchitecture }, ({ viewer }) =>
    listJobArchitecture(services, viewer),
  );

  r.post(
    `${base}/families`,
    'manage_job_profiles',
    { body: NewJobFamily, response: JobFamily, status: 201 },
    ({ viewer, body, req }) => createJobFamily(services, viewer, body, req),
  );
  r.patch(
    `${base}/families/:familyId`,
    'manage_job_profiles',
    { params: JobFamilyParams, body: JobFamilyUpdate, response: JobFamily },
    ({ viewer, params, body, req }) => updateJobFamily(services, viewer, params.familyId, body, req),
  );
  r.post(
    `${base}/families/:familyId/archive`,
    'manage_job_profiles',
    { params: JobFamilyParams, body: ArchiveJobArchitectureInput, response: JobFamily },
    ({ viewer, params, body, req }) => setJobFamilyArchived(services, viewer, params.familyId, body, req),
  );

  r.post(
    `${base}/grades`,
    'manage_job_profiles',
    { body: NewJobGrade, response: JobGrade, status: 201 },
    ({ viewer, body, req }) => createJobGrade(services, viewer, body, req),
  );
  r.patch(
    `${base}/grades/:gradeId`,
    'manage_job_profiles',
    { params: JobGradeParams, body: JobGradeUpdate, response: JobGrade },
    ({ viewer, params, body, req }) => updateJobGrade(services, viewer, params.gradeId, body, req),
  );
  r.post(
    `${base}/grades/:gradeId/archive`,
    'manage_job_profiles',
    { params: JobGradeParams, body: ArchiveJobArchitectureInput, response: JobGrade },
    ({ viewer, params, body, req }) => setJobGradeArchived(services, viewer, params.gradeId, body, req),
  );
  r.put(
    `${base}/ladder`,
    'manage_job_profiles',
    { body: ReorderLadder, response: JobGradeList },
    ({ viewer, body, req }) => reorderLadder(services, viewer, body, req),
  );
}
