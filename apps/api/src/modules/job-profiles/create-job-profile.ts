import type { JobProfileInput } from '@competencyhub/domain/schemas/job-profiles';
import type { FastifyRequest } from 'fastify';
import { jobProfiles } from '../../db/schema/job-profiles.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { checkPlacement } from '../job-architecture/job-profile-architecture.ts';
import { checkRequirements, replaceRequirements } from './job-profile-requirements.ts';
import { audit, inTenant } from './job-profile-rows.ts';
import { jobProfileDetail } from './read-job-profile.ts';
import { recordRequirementVersions } from './requirement-versions.ts';

/** A new job profile with its requirements, their first version, and an audit entry. */

export function createJobProfile(
  services: Services,
  viewer: Viewer,
  input: JobProfileInput,
  req: FastifyRequest,
) {
  return inTenant(services, viewer, async (tx) => {
    await checkPlacement(tx, viewer.tenantId, input, null);
    await checkRequirements(tx, viewer.tenantId, input.requirements, new Set());
    const [row] = await tx
      .insert(jobProfiles)
      .values({
        companyId: viewer.tenantId,
        title: input.title,
        department: input.department,
        jobFamilyId: input.jobFamilyId,
        gradeId: input.gradeId,
        description: input.description,
        createdBy: viewer.userId,
      })
      .returning({ id: jobProfiles.id });
    if (!row) throw new Error('Job profile insert returned nothing');
    await replaceRequirements(tx, viewer.tenantId, row.id, input.requirements);
    await recordRequirementVersions(tx, viewer.tenantId, [row.id], viewer.userId);
    await audit(tx, req, viewer, {
      action: 'job_profile.created',
      targetType: 'job_profile',
      targetId: row.id,
      details: {
        title: input.title,
        requirements: input.requirements.length,
        jobFamilyId: input.jobFamilyId,
        gradeId: input.gradeId,
      },
    });
    return jobProfileDetail(tx, viewer, row.id);
  });
}
