import type { JobGradeUpdate } from '@competencyhub/domain/schemas/job-architecture';
import { JOB_ARCHITECTURE_MESSAGES as M } from '@competencyhub/domain/schemas/job-architecture-messages';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { jobGrades } from '../../db/schema/job-architecture.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { audit, changedFields, findGrade, inArchitecture, payColumns, refuse } from './architecture-rows.ts';

/**
 * Changes an active grade's code, name or pay range (null clears the range); its place on the ladder
 * changes only by reordering. The audit entry says what changed from what, pay ranges included: they
 * are what pay-transparency rules ask a company to account for.
 */
export function updateJobGrade(
  services: Services,
  viewer: Viewer,
  gradeId: string,
  input: JobGradeUpdate,
  req: FastifyRequest,
) {
  const companyId = viewer.tenantId;
  return inArchitecture(services, viewer, async (tx) => {
    const before = await findGrade(tx, companyId, gradeId);
    if (before.archived) throw refuse('code', M.gradeArchived);
    const { payRange, ...fields } = input;
    await tx
      .update(jobGrades)
      .set({
        ...fields,
        ...(payRange === undefined ? {} : await payColumns(tx, companyId, payRange)),
        updatedAt: sql`now()`,
      })
      .where(and(eq(jobGrades.companyId, companyId), eq(jobGrades.id, gradeId)));
    const grade = await findGrade(tx, companyId, gradeId);
    const changed = changedFields(before, grade, Object.keys(input) as Array<keyof JobGradeUpdate>);
    if (Object.keys(changed).length > 0) {
      await audit(tx, req, viewer, {
        action: 'job_grade.updated',
        targetType: 'job_grade',
        targetId: gradeId,
        details: { code: grade.code, changed },
      });
    }
    return grade;
  });
}
