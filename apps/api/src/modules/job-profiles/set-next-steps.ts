import { JOB_PROFILE_MESSAGES, type NextStepsInput } from '@competencyhub/domain/schemas/job-profiles';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { checkNextSteps, replaceNextSteps } from './career-paths.ts';
import { audit, findJobProfile, inTenant, jobProfileNotFound } from './job-profile-rows.ts';
import { jobProfileDetail } from './read-job-profile.ts';

/** An editor sets where an active job profile leads: its promotions and lateral moves. */

/** Replaces the roles one can move on to from this profile (its career paths). */
export function setNextSteps(
  services: Services,
  viewer: Viewer,
  id: string,
  input: NextStepsInput,
  req: FastifyRequest,
) {
  return inTenant(services, viewer, async (tx) => {
    const row = await findJobProfile(tx, viewer.tenantId, id, true);
    if (!row) throw jobProfileNotFound();
    if (row.archivedAt) throw new AppError('RULE_BROKEN', JOB_PROFILE_MESSAGES.archived);
    await checkNextSteps(tx, viewer.tenantId, id, input.steps);
    await replaceNextSteps(tx, viewer.tenantId, id, input.steps);
    await audit(tx, req, viewer, {
      action: 'job_profile.next_steps_changed',
      targetType: 'job_profile',
      targetId: id,
      details: {
        title: row.title,
        promotions: input.steps.filter((s) => s.kind === 'promotion').length,
        lateral: input.steps.filter((s) => s.kind === 'lateral').length,
      },
    });
    return jobProfileDetail(tx, viewer, id);
  });
}
