import type { JobGradeList, ReorderLadder } from '@competencyhub/domain/schemas/job-architecture';
import { JOB_ARCHITECTURE_MESSAGES as M } from '@competencyhub/domain/schemas/job-architecture-messages';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { uuidArray } from '../../db/id-lists.ts';
import { jobGrades } from '../../db/schema/job-architecture.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import {
  audit,
  gradeColumns,
  gradeNotFound,
  inArchitecture,
  lockLadder,
  refuse,
  toGrade,
} from './architecture-rows.ts';

/**
 * Puts the ladder in the order given, lowest grade first. The list is the whole ladder, archived
 * grades too, each once: an id that is not one of the company's grades answers 404 (another company's
 * reads as missing), a list that leaves one out is refused, and nothing moves. One statement renumbers
 * every grade (the rank's uniqueness is checked at its end), audited with the order before and after.
 */
export function reorderLadder(
  services: Services,
  viewer: Viewer,
  input: ReorderLadder,
  req: FastifyRequest,
): Promise<JobGradeList> {
  const companyId = viewer.tenantId;
  return inArchitecture(services, viewer, async (tx) => {
    await lockLadder(tx, companyId);
    const ladder = () =>
      tx
        .select(gradeColumns)
        .from(jobGrades)
        .where(eq(jobGrades.companyId, companyId))
        .orderBy(asc(jobGrades.rank));
    const before = await ladder();
    const known = new Set(before.map((grade) => grade.id));
    if (input.gradeIds.some((id) => !known.has(id))) throw gradeNotFound();
    if (input.gradeIds.length !== before.length) throw refuse('gradeIds', M.ladderIncomplete);
    const unchanged = before.every((grade, index) => grade.id === input.gradeIds[index]);
    if (unchanged) return { items: before.map(toGrade) };
    await tx.execute(sql`
      update job_grades g set rank = o.rank, updated_at = now()
      from unnest(${uuidArray(input.gradeIds)}::uuid[]) with ordinality as o(id, rank)
      where g.company_id = ${companyId} and g.id = o.id and g.rank <> o.rank`);
    const after = await ladder();
    await audit(tx, req, viewer, {
      action: 'job_grade.ladder_reordered',
      targetType: 'company',
      targetId: companyId,
      details: { from: before.map((grade) => grade.code), to: after.map((grade) => grade.code) },
    });
    return { items: after.map(toGrade) };
  });
}
