import type { ArchiveJobArchitectureInput } from '@competencyhub/domain/schemas/job-architecture';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { jobGrades } from '../../db/schema/job-architecture.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { audit, findGrade, inArchitecture } from './architecture-rows.ts';

/**
 * Archives a grade or restores it, audited when it changes something. It keeps its place on the
 * ladder and its job profiles keep it; no profile can newly take it until it is restored.
 */
export function setJobGradeArchived(
  services: Services,
  viewer: Viewer,
  gradeId: string,
  input: ArchiveJobArchitectureInput,
  req: FastifyRequest,
) {
  return inArchitecture(services, viewer, async (tx) => {
    const before = await findGrade(tx, viewer.tenantId, gradeId);
    if (before.archived === input.archived) return before;
    await tx
      .update(jobGrades)
      .set({ archivedAt: input.archived ? sql`now()` : null, updatedAt: sql`now()` })
      .where(and(eq(jobGrades.companyId, viewer.tenantId), eq(jobGrades.id, gradeId)));
    await audit(tx, req, viewer, {
      action: input.archived ? 'job_grade.archived' : 'job_grade.restored',
      targetType: 'job_grade',
      targetId: gradeId,
      details: { code: before.code, profiles: before.profileCount },
    });
    return findGrade(tx, viewer.tenantId, gradeId);
  });
}
