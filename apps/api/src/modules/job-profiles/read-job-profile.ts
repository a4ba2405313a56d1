import {
  HOLDERS_PAGE,
  type HolderPage,
  type JobProfileDetail,
  type JobProfileHolder,
} from '@competencyhub/domain/schemas/job-profiles';
import { type Tx, withTenant } from '../../db/client.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { loadScales } from '../competencies/levels.ts';
import { placementRefs } from '../job-architecture/job-profile-architecture.ts';
import { decodeNameCursor, encodeNameCursor } from '../organisation/name-cursor.ts';
import { nextStepsOf, previousStepsOf } from './career-paths.ts';
import {
  averageOfCounts,
  canEdit,
  findJobProfile,
  type HolderRow,
  holderCounts,
  holderFits,
  holderPage,
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
  // The first page of holders; their count and average fit from stored fits, whatever their number.
  const { holders, more } = await holderPage(tx, viewer.tenantId, id, null, HOLDERS_PAGE);
  const counts = (await holderCounts(tx, viewer, [id])).get(id);
  const scales = await loadScales(tx, viewer.tenantId, [...new Set(requirements.map((r) => r.frameworkId))]);
  const fits = await holderFits(tx, viewer.tenantId, holders);
  const nextSteps = (await nextStepsOf(tx, viewer.tenantId, [id])).get(id) ?? [];
  const previousSteps = await previousStepsOf(tx, viewer.tenantId, id);
  const placement = await placementRefs(tx, viewer.tenantId, [row]);
  return {
    ...summary(row, requirements, counts?.holders ?? 0, averageOfCounts(counts), placement),
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
    holders: holderViews(viewer, holders, fits),
    holdersNextCursor: more ? nextHolderCursor(holders) : null,
    nextSteps,
    previousSteps,
    canEdit: canEdit(viewer),
  };
}

export function getJobProfile(services: Services, viewer: Viewer, id: string) {
  return withTenant(services.database, viewer.tenantId, (tx) => jobProfileDetail(tx, viewer, id));
}

const holderViews = (
  viewer: Viewer,
  holders: readonly HolderRow[],
  fits: ReadonlyMap<string, number | null>,
): JobProfileHolder[] =>
  holders.map((holder) => {
    const visible = mayseeLevels(viewer, holder);
    return {
      id: holder.id,
      fullName: holder.fullName,
      avatarUrl: holder.avatarUrl,
      fitPercent: visible ? (fits.get(holder.id) ?? null) : null,
      fitVisible: visible,
    };
  });

const nextHolderCursor = (holders: readonly HolderRow[]) => {
  const last = holders.at(-1);
  return last ? encodeNameCursor({ name: last.fullName, id: last.id }) : null;
};

/** More holders of a job profile, by name, after the cursor of the previous page. */
export function listHolders(
  services: Services,
  viewer: Viewer,
  id: string,
  cursor: string | undefined,
): Promise<HolderPage> {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const row = await findJobProfile(tx, viewer.tenantId, id);
    if (!row) throw jobProfileNotFound();
    const { holders, more } = await holderPage(
      tx,
      viewer.tenantId,
      id,
      decodeNameCursor(cursor),
      HOLDERS_PAGE,
    );
    const fits = await holderFits(tx, viewer.tenantId, holders);
    return { items: holderViews(viewer, holders, fits), nextCursor: more ? nextHolderCursor(holders) : null };
  });
}
