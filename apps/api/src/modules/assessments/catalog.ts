import type { Importance } from '@competencyhub/domain/gap-analysis';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { uuidArray } from '../../db/id-lists.ts';
import { inIdsPlaceholder, reusableQuery } from '../../db/reusable-query.ts';
import { competencies, competencyCategories, competencyFrameworks } from '../../db/schema/competencies.ts';
import { jobProfileRequirements, jobProfiles } from '../../db/schema/job-profiles.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { type FrameworkScale, loadScales } from '../competencies/levels.ts';
import { gradeCodeOf } from '../job-architecture/job-profile-architecture.ts';

/** What the assessment pages need to know about competencies and what a person's role requires. */

export interface CatalogEntry {
  competencyId: string;
  name: string;
  description: string;
  categoryName: string;
  frameworkId: string;
  frameworkName: string;
  /** The competency or its framework is archived: shown with its history, never rated again. */
  archived: boolean;
  levelDescriptions: string[];
  scale: FrameworkScale;
}

/** The competencies named, with their category and framework (built once: every gap and matrix reads it). */
const catalogRows = reusableQuery((db) =>
  db
    .select({
      competencyId: competencies.id,
      name: competencies.name,
      description: competencies.description,
      categoryName: competencyCategories.name,
      frameworkId: competencies.frameworkId,
      frameworkName: competencyFrameworks.name,
      archivedAt: competencies.archivedAt,
      frameworkArchivedAt: competencyFrameworks.archivedAt,
      levelDescriptions: competencies.levelDescriptions,
    })
    .from(competencies)
    .innerJoin(
      competencyCategories,
      and(
        eq(competencyCategories.frameworkId, competencies.frameworkId),
        eq(competencyCategories.id, competencies.categoryId),
      ),
    )
    .innerJoin(
      competencyFrameworks,
      and(
        eq(competencyFrameworks.companyId, competencies.companyId),
        eq(competencyFrameworks.id, competencies.frameworkId),
      ),
    )
    .where(
      and(eq(competencies.companyId, sql.placeholder('companyId')), inIdsPlaceholder(competencies.id, 'ids')),
    )
    .orderBy(asc(competencyFrameworks.name), asc(competencyCategories.position), asc(competencies.name)),
);

/** The named competencies of the company (unknown ids are simply absent). */
export async function competencyCatalog(
  tx: Tx,
  companyId: string,
  ids: readonly string[],
): Promise<Map<string, CatalogEntry>> {
  const catalog = new Map<string, CatalogEntry>();
  if (ids.length === 0) return catalog;
  const rows = await catalogRows(tx, { companyId, ids: uuidArray([...new Set(ids)]) });
  const scales = await loadScales(tx, companyId, [...new Set(rows.map((row) => row.frameworkId))]);
  for (const row of rows) {
    const scale = scales.get(row.frameworkId);
    if (!scale) continue;
    catalog.set(row.competencyId, {
      competencyId: row.competencyId,
      name: row.name,
      description: row.description,
      categoryName: row.categoryName,
      frameworkId: row.frameworkId,
      frameworkName: row.frameworkName,
      archived: row.archivedAt !== null || row.frameworkArchivedAt !== null,
      levelDescriptions: Array.from(
        { length: scale.levels.length },
        (_, i) => row.levelDescriptions[i] ?? '',
      ),
      scale,
    });
  }
  return catalog;
}

export interface PersonRole {
  id: string;
  fullName: string;
  email: string;
  status: string;
  jobTitle: string | null;
  lineManagerId: string | null;
  /** The line manager's name, read with the person (My Competencies names them). */
  lineManagerName: string | null;
  jobProfile: {
    id: string;
    title: string;
    department: string;
    grade: string;
    requirementsVersion: number;
  } | null;
  /** Of competencies still in use (see requirementsOf). */
  requirements: Requirement[];
}

export interface Requirement {
  competencyId: string;
  requiredLevel: number;
  importance: Importance;
}

/**
 * A requirement counts only while its competency and framework are in use: an archived one can no
 * longer be rated, so a gap on it could never close, and nobody can be asked about it.
 */
export const requirementInUse = requirementInUseAs('job_profile_requirements');

/** The same, for raw SQL that names the job_profile_requirements row `alias` (a constant of ours). */
export function requirementInUseAs(alias: string) {
  const q = sql.raw(alias);
  return sql`exists (
  select 1 from competencies c join competency_frameworks f on f.company_id = c.company_id and f.id = c.framework_id
  where c.company_id = ${q}.company_id and c.id = ${q}.competency_id
    and c.archived_at is null and f.archived_at is null)`;
}

const requirementRows = reusableQuery((db) =>
  db
    .select({
      competencyId: jobProfileRequirements.competencyId,
      requiredLevel: jobProfileRequirements.requiredLevel,
      importance: jobProfileRequirements.importance,
    })
    .from(jobProfileRequirements)
    .where(
      and(
        eq(jobProfileRequirements.companyId, sql.placeholder('companyId')),
        eq(jobProfileRequirements.jobProfileId, sql.placeholder('jobProfileId')),
        requirementInUse,
      ),
    )
    .orderBy(asc(jobProfileRequirements.position)),
);

/** A job profile's requirements in use, in the profile's order. */
export async function requirementsOf(
  tx: Tx,
  companyId: string,
  jobProfileId: string,
): Promise<Requirement[]> {
  const rows = await requirementRows(tx, { companyId, jobProfileId });
  return rows.map((row) => ({ ...row, importance: row.importance as Importance }));
}

const lineManager = alias(profiles, 'line_manager');

const personRows = reusableQuery((db) =>
  db
    .select({
      id: profiles.id,
      fullName: profiles.fullName,
      email: profiles.email,
      status: profiles.status,
      jobTitle: profiles.jobTitle,
      lineManagerId: profiles.lineManagerId,
      lineManagerName: lineManager.fullName,
      jobProfileId: profiles.jobProfileId,
      jobProfileTitle: jobProfiles.title,
      jobProfileDepartment: jobProfiles.department,
      jobProfileGrade: gradeCodeOf(),
      jobProfileRequirementsVersion: jobProfiles.requirementsVersion,
      // The profile's requirements in use, in its order, in the same round trip (every page of a
      // person's competencies asks for them).
      requirements: sql<Array<{ competencyId: string; requiredLevel: number; importance: string }> | null>`(
        select json_agg(json_build_object('competencyId', r.competency_id, 'requiredLevel', r.required_level,
                                          'importance', r.importance) order by r.position)
        from job_profile_requirements r
        where r.company_id = ${profiles.companyId} and r.job_profile_id = ${profiles.jobProfileId}
          and ${requirementInUseAs('r')})`,
    })
    .from(profiles)
    .leftJoin(
      jobProfiles,
      and(eq(jobProfiles.companyId, profiles.companyId), eq(jobProfiles.id, profiles.jobProfileId)),
    )
    .leftJoin(
      lineManager,
      and(eq(lineManager.companyId, profiles.companyId), eq(lineManager.id, profiles.lineManagerId)),
    )
    .where(
      and(eq(profiles.companyId, sql.placeholder('companyId')), eq(profiles.id, sql.placeholder('personId'))),
    )
    .limit(1),
);

/** A person of the company with their job profile's requirements; null when not in this company. */
export async function personRole(tx: Tx, companyId: string, personId: string): Promise<PersonRole | null> {
  const [person] = await personRows(tx, { companyId, personId });
  if (!person) return null;
  const requirements: Requirement[] = (person.requirements ?? []).map((row) => ({
    ...row,
    importance: row.importance as Importance,
  }));
  return {
    id: person.id,
    fullName: person.fullName,
    email: person.email,
    status: person.status,
    jobTitle: person.jobTitle,
    lineManagerId: person.lineManagerId,
    lineManagerName: person.lineManagerName,
    jobProfile:
      person.jobProfileId && person.jobProfileTitle
        ? {
            id: person.jobProfileId,
            title: person.jobProfileTitle,
            department: person.jobProfileDepartment ?? '',
            grade: person.jobProfileGrade ?? '',
            requirementsVersion: person.jobProfileRequirementsVersion ?? 1,
          }
        : null,
    requirements,
  };
}

/**
 * Holds the scales of these competencies' frameworks still until the transaction ends (FOR SHARE on
 * the framework rows), so a rating is checked against, and stored on, the scale version that is
 * current when it commits: a scale change (which locks the framework FOR UPDATE) waits, or is waited for.
 */
export async function holdScalesOf(tx: Tx, companyId: string, competencyIds: readonly string[]) {
  if (competencyIds.length === 0) return;
  await tx
    .select({ id: competencyFrameworks.id })
    .from(competencyFrameworks)
    .where(
      and(
        eq(competencyFrameworks.companyId, companyId),
        inArray(
          competencyFrameworks.id,
          tx
            .select({ id: competencies.frameworkId })
            .from(competencies)
            .where(and(eq(competencies.companyId, companyId), inArray(competencies.id, [...competencyIds]))),
        ),
      ),
    )
    .for('share');
}
