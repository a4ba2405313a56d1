import type { JobFamilyUpdate } from '@competencyhub/domain/schemas/job-architecture';
import { JOB_ARCHITECTURE_MESSAGES as M } from '@competencyhub/domain/schemas/job-architecture-messages';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { jobFamilies } from '../../db/schema/job-architecture.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { audit, changedFields, findFamily, inArchitecture, refuse } from './architecture-rows.ts';

/** Renames or redescribes an active job family; the audit entry says what changed from what. */
export function updateJobFamily(
  services: Services,
  viewer: Viewer,
  familyId: string,
  input: JobFamilyUpdate,
  req: FastifyRequest,
) {
  return inArchitecture(services, viewer, async (tx) => {
    const before = await findFamily(tx, viewer.tenantId, familyId);
    if (before.archived) throw refuse('name', M.familyArchived);
    await tx
      .update(jobFamilies)
      .set({ ...input, updatedAt: sql`now()` })
      .where(and(eq(jobFamilies.companyId, viewer.tenantId), eq(jobFamilies.id, familyId)));
    const family = await findFamily(tx, viewer.tenantId, familyId);
    const changed = changedFields(before, family, Object.keys(input) as Array<keyof JobFamilyUpdate>);
    if (Object.keys(changed).length > 0) {
      await audit(tx, req, viewer, {
        action: 'job_family.updated',
        targetType: 'job_family',
        targetId: familyId,
        details: { name: family.name, changed },
      });
    }
    return family;
  });
}
