import type { ArchiveJobArchitectureInput } from '@competencyhub/domain/schemas/job-architecture';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { jobFamilies } from '../../db/schema/job-architecture.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { audit, findFamily, inArchitecture } from './architecture-rows.ts';

/**
 * Archives a job family or restores it, audited when it changes something. Its job profiles keep it
 * (their history stays readable); no profile can newly join it until it is restored.
 */
export function setJobFamilyArchived(
  services: Services,
  viewer: Viewer,
  familyId: string,
  input: ArchiveJobArchitectureInput,
  req: FastifyRequest,
) {
  return inArchitecture(services, viewer, async (tx) => {
    const before = await findFamily(tx, viewer.tenantId, familyId);
    if (before.archived === input.archived) return before;
    await tx
      .update(jobFamilies)
      .set({ archivedAt: input.archived ? sql`now()` : null, updatedAt: sql`now()` })
      .where(and(eq(jobFamilies.companyId, viewer.tenantId), eq(jobFamilies.id, familyId)));
    await audit(tx, req, viewer, {
      action: input.archived ? 'job_family.archived' : 'job_family.restored',
      targetType: 'job_family',
      targetId: familyId,
      details: { name: before.name, profiles: before.profileCount },
    });
    return findFamily(tx, viewer.tenantId, familyId);
  });
}
