import type { NewJobGrade } from '@competencyhub/domain/schemas/job-architecture';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { jobGrades } from '../../db/schema/job-architecture.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { audit, findGrade, inArchitecture, lockLadder, payColumns } from './architecture-rows.ts';

/**
 * A new grade at the top of the ladder, with its pay range if given (in the ladder's currency unless
 * another is chosen), audited. A code the company already has (whatever the case) answers 409.
 */
export function createJobGrade(services: Services, viewer: Viewer, input: NewJobGrade, req: FastifyRequest) {
  const companyId = viewer.tenantId;
  return inArchitecture(services, viewer, async (tx) => {
    await lockLadder(tx, companyId);
    const [top] = await tx
      .select({ rank: sql<number>`coalesce(max(${jobGrades.rank}), 0)::int` })
      .from(jobGrades)
      .where(eq(jobGrades.companyId, companyId));
    const [row] = await tx
      .insert(jobGrades)
      .values({
        companyId,
        code: input.code,
        name: input.name,
        rank: (top?.rank ?? 0) + 1,
        ...(await payColumns(tx, companyId, input.payRange)),
      })
      .returning({ id: jobGrades.id });
    if (!row) throw new Error('grade insert returned nothing');
    const grade = await findGrade(tx, companyId, row.id);
    await audit(tx, req, viewer, {
      action: 'job_grade.created',
      targetType: 'job_grade',
      targetId: grade.id,
      details: { code: grade.code, rank: grade.rank, payRange: grade.payRange },
    });
    return grade;
  });
}
