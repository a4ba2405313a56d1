import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { withTenant } from '../../db/client.ts';
import { jobProfiles } from '../../db/schema/job-profiles.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { gradeRankOf, placementRefs } from '../job-architecture/job-profile-architecture.ts';
import { averageOfCounts, canEdit, holderCounts, requirementRows, summary } from './job-profile-rows.ts';

/** The company's job profiles, active, archived or both, each with its counts and average fit. */

export type ArchivedFilter = 'exclude' | 'include' | 'only';

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

const archivedWhere = (filter: ArchivedFilter) =>
  filter === 'exclude'
    ? isNull(jobProfiles.archivedAt)
    : filter === 'only'
      ? isNotNull(jobProfiles.archivedAt)
      : undefined;

export function listJobProfiles(services: Services, viewer: Viewer, archived: ArchivedFilter) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const rows = await tx
      .select()
      .from(jobProfiles)
      .where(and(eq(jobProfiles.companyId, viewer.tenantId), archivedWhere(archived)))
      .orderBy(asc(jobProfiles.title), sql`${gradeRankOf()} nulls first`, asc(jobProfiles.id));
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return { items: [], canEdit: canEdit(viewer) };
    const requirements = await requirementRows(tx, viewer.tenantId, ids);
    const requirementsByProfile = groupBy(requirements, (row) => row.jobProfileId);
    // Holders and their average fit counted by the database from stored fits: never every holder.
    const counts = await holderCounts(tx, viewer, ids);
    const placement = await placementRefs(tx, viewer.tenantId, rows);
    return {
      items: rows.map((row) => {
        const count = counts.get(row.id);
        const average = averageOfCounts(count);
        return summary(row, requirementsByProfile.get(row.id) ?? [], count?.holders ?? 0, average, placement);
      }),
      canEdit: canEdit(viewer),
    };
  });
}
