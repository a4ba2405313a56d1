import { JOB_PROFILE_MESSAGES, type JobProfileUpdateInput } from '@competencyhub/domain/schemas/job-profiles';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { jobProfiles } from '../../db/schema/job-profiles.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { AppError } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { checkPlacement } from '../job-architecture/job-profile-architecture.ts';
import { checkRequirements, replaceRequirements } from './job-profile-requirements.ts';
import {
  audit,
  findJobProfile,
  inTenant,
  type JobProfileRow,
  jobProfileNotFound,
  requirementRows,
} from './job-profile-rows.ts';
import { jobProfileDetail } from './read-job-profile.ts';
import { recordRequirementVersions } from './requirement-versions.ts';

/**
 * Changes an active job profile's fields or requirements; its holders' job title and department
 * follow a new title or department.
 */

/** Holders' job title and department follow their profile (empty department → none). */
async function copyToHolders(
  tx: Tx,
  companyId: string,
  row: Pick<JobProfileRow, 'id' | 'title' | 'department'>,
) {
  await tx
    .update(profiles)
    .set({ jobTitle: row.title, department: row.department || null, updatedAt: sql`now()` })
    .where(and(eq(profiles.companyId, companyId), eq(profiles.jobProfileId, row.id)));
}

/** A family or grade that changed, from what to what, for the audit entry. */
const moved = (field: string, from: string | null, to: string | null | undefined) =>
  to === undefined || to === from ? {} : { [field]: { from, to } };

export function updateJobProfile(
  services: Services,
  viewer: Viewer,
  id: string,
  input: JobProfileUpdateInput,
  req: FastifyRequest,
) {
  return inTenant(services, viewer, async (tx) => {
    const row = await findJobProfile(tx, viewer.tenantId, id, true);
    if (!row) throw jobProfileNotFound();
    if (row.archivedAt) throw new AppError('RULE_BROKEN', JOB_PROFILE_MESSAGES.archived);
    const { requirements, ...fields } = input;
    await checkPlacement(tx, viewer.tenantId, fields, row);
    if (requirements) {
      const current = await requirementRows(tx, viewer.tenantId, [id]);
      await checkRequirements(tx, viewer.tenantId, requirements, new Set(current.map((r) => r.competencyId)));
      await replaceRequirements(tx, viewer.tenantId, id, requirements);
      // A new version when they changed (decision 0053); the old one is kept.
      await recordRequirementVersions(tx, viewer.tenantId, [id], viewer.userId);
    }
    const [updated] = await tx
      .update(jobProfiles)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(and(eq(jobProfiles.companyId, viewer.tenantId), eq(jobProfiles.id, id)))
      .returning();
    if (updated && (updated.title !== row.title || updated.department !== row.department)) {
      await copyToHolders(tx, viewer.tenantId, updated);
    }
    await audit(tx, req, viewer, {
      action: 'job_profile.updated',
      targetType: 'job_profile',
      targetId: id,
      details: {
        title: updated?.title ?? row.title,
        changed: Object.keys(input),
        ...(requirements ? { requirements: requirements.length } : {}),
        ...moved('jobFamilyId', row.jobFamilyId, fields.jobFamilyId),
        ...moved('gradeId', row.gradeId, fields.gradeId),
      },
    });
    return jobProfileDetail(tx, viewer, id);
  });
}
