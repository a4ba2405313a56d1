import type { JobProfileDetail, JobProfileHolder } from '@competencyhub/domain/schemas/job-profiles';
import { type Tx, withTenant } from '../../db/client.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { loadScales } from '../competencies/levels.ts';
import { placementRefs } from '../job-architecture/job-profile-architecture.ts';
import { nextStepsOf, previousStepsOf } from './career-paths.ts';
import {
  averageFit,
  canEdit,
  findJobProfile,
  holderFits,
  holderRows,
  jobProfileNotFound,
  mayseeLevels,
  requirementRows,
  summary,
} from './job-profile-rows.ts';

/**
 * One job profile as a whole: its requirements with their levels, its holders with the fits the
 * viewer may see, and its career paths. Every change answers it, so the page redraws from one source.
 */

export async function jobProfileDetail(tx: Tx, viewer: Viewer, id: string): Promise<JobProfileDetail> {
  const row = await findJobProfile(tx, viewer.tenantId, id);
  if (!row) throw jobProfileNotFound();
  const requirements = await requirementRows(tx, viewer.tenantId, [id]);
  const holders = await holderRows(tx, viewer.tenantId, [id]);
  const scales = await loadScales(tx, viewer.tenantId, [...new Set(requirements.map((r) => r.frameworkId))]);
  const fits = await holderFits(tx, viewer.tenantId, holders);
  const nextSteps = (await nextStepsOf(tx, viewer.tenantId, [id])).get(id) ?? [];
  const previousSteps = await previousStepsOf(tx, viewer.tenantId, id);
  const placement = await placementRefs(tx, viewer.tenantId, [row]);
  return {
    ...summary(row, requirements, holders.length, averageFit(viewer, holders, fits), placement),
    requirementsVersion: row.requirementsVersion,
    requirements: requirements.map((requirement) => {
      const scale = scales.get(requirement.frameworkId);
      return {
        competencyId: requirement.competencyId,
        competencyName: requirement.competencyName,
        categoryName: requirement.categoryName,
        frameworkId: requirement.frameworkId,
        frameworkName: requirement.frameworkName,
        requiredLevel: requirement.requiredLevel,
        levelName: scale?.levels.find((level) => level.value === requirement.requiredLevel)?.name ?? '',
        levelCount: scale?.levels.length ?? 0,
        importance: requirement.importance,
        // Archiving a framework retires its competencies too (checkRequirements counts both).
        competencyArchived:
          requirement.competencyArchivedAt !== null || requirement.frameworkArchivedAt !== null,
      };
    }),
    holders: holders.map((holder): JobProfileHolder => {
      const visible = mayseeLevels(viewer, holder);
      return {
        id: holder.id,
        fullName: holder.fullName,
        avatarUrl: holder.avatarUrl,
        fitPercent: visible ? (fits.get(holder.id) ?? null) : null,
        fitVisible: visible,
      };
    }),
    nextSteps,
    previousSteps,
    canEdit: canEdit(viewer),
  };
}

export function getJobProfile(services: Services, viewer: Viewer, id: string) {
  return withTenant(services.database, viewer.tenantId, (tx) => jobProfileDetail(tx, viewer, id));
}
