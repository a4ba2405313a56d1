import type { JobFamilyRef, JobGradeRef } from '@competencyhub/domain/schemas/job-architecture';
import { JOB_ARCHITECTURE_MESSAGES as M } from '@competencyhub/domain/schemas/job-architecture-messages';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { jobFamilies, jobGrades } from '../../db/schema/job-architecture.ts';
import { AppError } from '../../http/errors.ts';
import { payRangeOf } from './architecture-rows.ts';

/** A job profile's family and grade: checking them when a profile is written, reading them with it. */

interface Placement {
  jobFamilyId?: string | null | undefined;
  gradeId?: string | null | undefined;
}

/**
 * Checks the family and grade a profile is given: each must be the company's (else it is refused as
 * unknown, the same answer as for another company's id) and active. One archived since the profile
 * took it may stay; it cannot be newly chosen.
 */
export async function checkPlacement(
  tx: Tx,
  companyId: string,
  input: Placement,
  current: { jobFamilyId: string | null; gradeId: string | null } | null,
) {
  const errors: Record<string, string[]> = {};
  if (input.jobFamilyId && input.jobFamilyId !== current?.jobFamilyId) {
    const [family] = await tx
      .select({ archivedAt: jobFamilies.archivedAt })
      .from(jobFamilies)
      .where(and(eq(jobFamilies.companyId, companyId), eq(jobFamilies.id, input.jobFamilyId)));
    if (!family || family.archivedAt) errors.jobFamilyId = [M.unknownFamily];
  }
  if (input.gradeId && input.gradeId !== current?.gradeId) {
    const [grade] = await tx
      .select({ archivedAt: jobGrades.archivedAt })
      .from(jobGrades)
      .where(and(eq(jobGrades.companyId, companyId), eq(jobGrades.id, input.gradeId)));
    if (!grade || grade.archivedAt) errors.gradeId = [M.unknownGrade];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError('VALIDATION_FAILED', first, { errors });
}

export interface PlacementRefs {
  families: ReadonlyMap<string, JobFamilyRef>;
  grades: ReadonlyMap<string, JobGradeRef>;
}

/** The families and grades of these profiles, by id: two index lookups whatever the count. */
export async function placementRefs(
  tx: Tx,
  companyId: string,
  rows: ReadonlyArray<{ jobFamilyId: string | null; gradeId: string | null }>,
): Promise<PlacementRefs> {
  const familyIds = [...new Set(rows.flatMap((row) => (row.jobFamilyId ? [row.jobFamilyId] : [])))];
  const gradeIds = [...new Set(rows.flatMap((row) => (row.gradeId ? [row.gradeId] : [])))];
  const families =
    familyIds.length === 0
      ? []
      : await tx
          .select({ id: jobFamilies.id, name: jobFamilies.name, archivedAt: jobFamilies.archivedAt })
          .from(jobFamilies)
          .where(and(eq(jobFamilies.companyId, companyId), inArray(jobFamilies.id, familyIds)));
  const grades =
    gradeIds.length === 0
      ? []
      : await tx
          .select()
          .from(jobGrades)
          .where(and(eq(jobGrades.companyId, companyId), inArray(jobGrades.id, gradeIds)));
  return {
    families: new Map(
      families.map((family) => [
        family.id,
        { id: family.id, name: family.name, archived: family.archivedAt !== null },
      ]),
    ),
    grades: new Map(
      grades.map((grade) => [
        grade.id,
        {
          id: grade.id,
          code: grade.code,
          name: grade.name,
          rank: grade.rank,
          payRange: payRangeOf(grade),
          archived: grade.archivedAt !== null,
        },
      ]),
    ),
  };
}

/**
 * The grade of the job_profiles row of the query around it (named in full: Drizzle writes a column of
 * a one-table query without its table, which inside this sub-select would read the grade's own).
 */
const ofProfile = sql.raw(`g.company_id = "job_profiles"."company_id" and g.id = "job_profiles"."grade_id"`);

/**
 * A job profile's grade code ('' without one), for the readers that label a role "title · grade"
 * (career paths, gap reports, career and development plans) in the query that reads the profile.
 */
export const gradeCodeOf = (): SQL<string> =>
  sql<string>`coalesce((select g.code from job_grades g where ${ofProfile}), '')`;

/** Its place on the ladder, to order profiles of one title by grade (null without one). */
export const gradeRankOf = (): SQL<number | null> =>
  sql<number | null>`(select g.rank from job_grades g where ${ofProfile})`;
