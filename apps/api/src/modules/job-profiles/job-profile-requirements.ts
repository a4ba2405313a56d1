import { JOB_PROFILE_MESSAGES, type RequirementInput } from '@competencyhub/domain/schemas/job-profiles';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { competencies, competencyFrameworks } from '../../db/schema/competencies.ts';
import { jobProfileRequirements } from '../../db/schema/job-profiles.ts';
import { AppError } from '../../http/errors.ts';
import { loadScales } from '../competencies/levels.ts';

/** Writing a job profile's requirements, for creating and updating it: checked, then replaced. */

/**
 * Checks the requirements against the company's competencies: each must exist here (else it is
 * refused as unknown, the same answer as for another company's id), sit in an active framework, and
 * ask for a level of that framework's current scale. A competency archived since it was required
 * may stay; it cannot be newly added.
 */
export async function checkRequirements(
  tx: Tx,
  companyId: string,
  requirements: readonly RequirementInput[],
  alreadyRequired: ReadonlySet<string>,
) {
  if (requirements.length === 0) return;
  const ids = requirements.map((requirement) => requirement.competencyId);
  const rows = await tx
    .select({
      id: competencies.id,
      frameworkId: competencies.frameworkId,
      archivedAt: competencies.archivedAt,
      frameworkArchivedAt: competencyFrameworks.archivedAt,
    })
    .from(competencies)
    .innerJoin(
      competencyFrameworks,
      and(
        eq(competencyFrameworks.companyId, competencies.companyId),
        eq(competencyFrameworks.id, competencies.frameworkId),
      ),
    )
    .where(and(eq(competencies.companyId, companyId), inArray(competencies.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const scales = await loadScales(tx, companyId, [...new Set(rows.map((row) => row.frameworkId))]);
  const errors: Record<string, string[]> = {};
  requirements.forEach((requirement, index) => {
    const found = byId.get(requirement.competencyId);
    const field = `requirements.${index}`;
    if (!found) {
      errors[`${field}.competencyId`] = [JOB_PROFILE_MESSAGES.unknownCompetency];
      return;
    }
    const archived = found.archivedAt !== null || found.frameworkArchivedAt !== null;
    if (archived && !alreadyRequired.has(found.id)) {
      errors[`${field}.competencyId`] = [JOB_PROFILE_MESSAGES.archivedCompetency];
    }
    const levelCount = scales.get(found.frameworkId)?.levels.length ?? 0;
    if (requirement.requiredLevel > levelCount) {
      errors[`${field}.requiredLevel`] = [JOB_PROFILE_MESSAGES.levelOutsideScale];
    }
  });
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError('VALIDATION_FAILED', first, { errors });
}

export async function replaceRequirements(
  tx: Tx,
  companyId: string,
  jobProfileId: string,
  list: readonly RequirementInput[],
) {
  await tx
    .delete(jobProfileRequirements)
    .where(
      and(
        eq(jobProfileRequirements.companyId, companyId),
        eq(jobProfileRequirements.jobProfileId, jobProfileId),
      ),
    );
  if (list.length === 0) return;
  await tx.insert(jobProfileRequirements).values(
    list.map((requirement, position) => ({
      companyId,
      jobProfileId,
      competencyId: requirement.competencyId,
      requiredLevel: requirement.requiredLevel,
      importance: requirement.importance,
      position,
    })),
  );
}
