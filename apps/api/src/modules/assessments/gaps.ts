import { levelTimeline, type RatingEvent } from '@competencyhub/domain/current-level';
import { analyseGaps, IMPORTANCE_WEIGHTS, type Importance } from '@competencyhub/domain/gap-analysis';
import type { GapReport, LevelHistory } from '@competencyhub/domain/schemas/assessments';
import { and, asc, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import { type Tx, withTenant } from '../../db/client.ts';
import { inIds, uuidArray } from '../../db/id-lists.ts';
import { rowsOf } from '../../db/migrate.ts';
import { reusableQuery } from '../../db/reusable-query.ts';
import { jobProfileRequirements, jobProfiles } from '../../db/schema/job-profiles.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { isoTimestamp } from '../../db/timestamps.ts';
import { notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { type CompanyLevelRules, loadLevelRules, readOnCurrentScale } from '../competencies/levels.ts';
import { gradeCodeOf, gradeRankOf } from '../job-architecture/job-profile-architecture.ts';
import { storedLevelNumbers } from '../levels/read-stored-levels.ts';
import { containsPattern } from '../profiles/repo.ts';
import { visiblePerson } from './assessment-access.ts';
import {
  type CatalogEntry,
  competencyCatalog,
  type PersonRole,
  personRole,
  requirementInUse,
  requirementsOf,
} from './catalog.ts';

/**
 * Gap analysis and level history (issue 8). The numbers come from the domain's rules
 * (current-level.ts, gap-analysis.ts) over the ratings; nothing is computed twice elsewhere.
 */

/** A job profile as the gap analysis and the roles list name it. */
const ROLE_COLUMNS = {
  id: jobProfiles.id,
  title: jobProfiles.title,
  department: jobProfiles.department,
  grade: gradeCodeOf(),
  requirementsVersion: jobProfiles.requirementsVersion,
};

export async function buildGapReport(
  tx: Tx,
  companyId: string,
  person: PersonRole,
  jobProfileId: string | undefined,
): Promise<GapReport> {
  const targetId = jobProfileId ?? person.jobProfile?.id ?? null;
  if (!targetId) {
    return {
      person: { id: person.id, fullName: person.fullName },
      jobProfile: null,
      fitPercent: null,
      requirementsMet: 0,
      rows: [],
    };
  }
  // One's own profile came with the person; another is read now.
  const own = person.jobProfile?.id === targetId ? person.jobProfile : null;
  const [profile] = own
    ? [own]
    : await tx
        .select(ROLE_COLUMNS)
        .from(jobProfiles)
        .where(and(eq(jobProfiles.companyId, companyId), eq(jobProfiles.id, targetId)))
        .limit(1);
  if (!profile) throw notFound('Job profile');
  const requirements = own ? person.requirements : await requirementsOf(tx, companyId, profile.id);
  const ids = requirements.map((r) => r.competencyId);
  // One query at a time: a transaction is one connection, and pg is retiring queued concurrent queries.
  const catalog = await competencyCatalog(tx, companyId, ids);
  // The stored levels (decision 0053): written under the company's rules with every rating.
  const levels = await storedLevelNumbers(tx, companyId, [person.id], ids);
  const analysis = analyseGaps(requirements, levels.get(person.id) ?? new Map<string, number>());
  return {
    person: { id: person.id, fullName: person.fullName },
    jobProfile: {
      id: profile.id,
      title: profile.title,
      department: profile.department,
      grade: profile.grade,
      isOwn: profile.id === person.jobProfile?.id,
      requirementsVersion: profile.requirementsVersion,
    },
    fitPercent: analysis.fitPercent,
    requirementsMet: analysis.requirementsMet,
    rows: analysis.rows.flatMap((row) => {
      const entry = catalog.get(row.competencyId);
      if (!entry) return [];
      return [
        {
          competencyId: row.competencyId,
          name: entry.name,
          categoryName: entry.categoryName,
          requiredLevel: row.requiredLevel,
          requiredLevelName: entry.scale.levels.find((l) => l.value === row.requiredLevel)?.name ?? '',
          currentLevel: row.currentLevel,
          levelCount: entry.scale.levels.length,
          gap: row.gap,
          importance: row.importance,
          weight: IMPORTANCE_WEIGHTS[row.importance],
          met: row.met,
        },
      ];
    }),
  };
}

export function gapReport(
  services: Services,
  viewer: Viewer,
  personId: string | undefined,
  jobProfileId: string | undefined,
) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const person = await visiblePerson(tx, viewer, personId);
    return buildGapReport(tx, viewer.tenantId, person, jobProfileId);
  });
}

/** The company's job profiles in use (built once: My Competencies asks on every visit). */
const rolesOfCompany = reusableQuery((db) =>
  db
    .select(ROLE_COLUMNS)
    .from(jobProfiles)
    .where(and(eq(jobProfiles.companyId, sql.placeholder('companyId')), isNull(jobProfiles.archivedAt)))
    .orderBy(asc(jobProfiles.title), sql`${gradeRankOf()} nulls first`, asc(jobProfiles.id)),
);

/**
 * The company's active job profiles, titles only: anyone may explore where they could go. With a
 * person, theirs (that person must be of the company: another company's id is not found).
 */
export function roleList(services: Services, viewer: Viewer, personId?: string) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    if (personId && !(await personRole(tx, viewer.tenantId, personId))) throw notFound('Person');
    return {
      items: await rolesOfCompany(tx, { companyId: viewer.tenantId }),
    };
  });
}

/**
 * Active colleagues by name, to ask for feedback on oneself or, for a line manager, on one of their
 * direct reports (`aboutId`): names and titles only, at most 20. Never the person the feedback is
 * about or their line manager (who rates by name, not in the 360); those who report to that person
 * are marked, as their answers count as a direct report's. Someone else's `aboutId` → 404.
 */
export function colleagues(services: Services, viewer: Viewer, q: string | undefined, aboutId?: string) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    let subject = { id: viewer.userId, lineManagerId: viewer.profile.lineManagerId };
    if (aboutId && aboutId !== viewer.userId) {
      const [report] = await tx
        .select({ id: profiles.id, lineManagerId: profiles.lineManagerId })
        .from(profiles)
        .where(
          and(
            eq(profiles.companyId, viewer.tenantId),
            eq(profiles.id, aboutId),
            eq(profiles.lineManagerId, viewer.userId),
          ),
        );
      if (!report) throw notFound('Person');
      subject = report;
    }
    const rows = await tx
      .select({
        id: profiles.id,
        fullName: profiles.fullName,
        jobTitle: profiles.jobTitle,
        avatarUrl: profiles.avatarUrl,
        lineManagerId: profiles.lineManagerId,
      })
      .from(profiles)
      .where(
        and(
          eq(profiles.companyId, viewer.tenantId),
          eq(profiles.status, 'active'),
          ne(profiles.id, subject.id),
          subject.lineManagerId ? ne(profiles.id, subject.lineManagerId) : undefined,
          q
            ? or(ilike(profiles.fullName, containsPattern(q)), ilike(profiles.email, containsPattern(q)))
            : undefined,
        ),
      )
      .orderBy(asc(profiles.fullName))
      .limit(20);
    return {
      items: rows.map(({ lineManagerId, ...row }) => ({
        ...row,
        reportsToYou: lineManagerId === subject.id,
      })),
    };
  });
}

interface HistoryRow {
  competency_id: string;
  source: string;
  level: number;
  scale_version: number;
  rated_at: string | Date;
  rater_key: string;
  rater_name: string | null;
}

/**
 * The level timelines of one person in the given competencies (each on its framework's current
 * scale): every rating replayed through the company's rules as they are now (domain levelTimeline).
 */
export async function levelTimelines(
  tx: Tx,
  companyId: string,
  rules: CompanyLevelRules,
  personId: string,
  catalog: ReadonlyMap<string, CatalogEntry>,
): Promise<Map<string, ReturnType<typeof levelTimeline>>> {
  const timelines = new Map<string, ReturnType<typeof levelTimeline>>();
  if (catalog.size === 0) return timelines;
  const rows = rowsOf<HistoryRow>(
    await tx.execute(sql`
      select r.competency_id, r.source, r.level, r.scale_version, r.rated_at,
             coalesce(r.rater_key, r.rater_id, r.id)::text as rater_key,
             case when r.source in ('self', 'manager') then p.full_name end as rater_name
      from competency_ratings r
      left join profiles p on p.company_id = r.company_id and p.id = r.rater_id
      where r.company_id = ${companyId} and r.subject_id = ${personId}
        and r.competency_id = any(${uuidArray([...catalog.keys()])}::uuid[])
      order by r.rated_at, r.id`),
  );
  const events = new Map<string, RatingEvent[]>();
  for (const row of rows) {
    const entry = catalog.get(row.competency_id);
    const level = entry ? readOnCurrentScale(entry.scale, row.level, row.scale_version) : null;
    if (level === null) continue;
    const source = row.source === 'manager' || row.source === 'self' ? row.source : 'peer';
    const list = events.get(row.competency_id) ?? [];
    list.push({
      source,
      rater: row.rater_key,
      raterName: row.rater_name,
      level,
      ratedAt: isoTimestamp(row.rated_at),
    });
    events.set(row.competency_id, list);
  }
  for (const [competencyId, list] of events) {
    timelines.set(competencyId, levelTimeline(list, rules));
  }
  return timelines;
}

/**
 * A person's level history in one competency: each self and manager rating, each published round of
 * colleague answers (never one answer: domain/current-level.ts peerRounds), and the current level
 * after each day it changed, replaying the ratings through the company's rules as they are now.
 */
export function levelHistory(
  services: Services,
  viewer: Viewer,
  personId: string | undefined,
  competencyId: string,
) {
  return withTenant(services.database, viewer.tenantId, async (tx): Promise<LevelHistory> => {
    const person = await visiblePerson(tx, viewer, personId);
    const catalog = await competencyCatalog(tx, viewer.tenantId, [competencyId]);
    const entry = catalog.get(competencyId);
    if (!entry) throw notFound('Competency');
    const rules = await loadLevelRules(tx, viewer.tenantId);
    const timeline = (await levelTimelines(tx, viewer.tenantId, rules, person.id, catalog)).get(competencyId);
    return {
      competencyId,
      levels: entry.scale.levels,
      points: timeline?.points ?? [],
      current: timeline?.current ?? [],
    };
  });
}

type TeamRequirement = { competencyId: string; requiredLevel: number; importance: Importance };

/**
 * The job-profile requirements and current levels of many people at once, each against their own
 * profile: one query for the people, one for the requirements, one for their stored levels.
 * The levels cover the competencies any of their profiles requires.
 */
export async function teamLevels(
  tx: Tx,
  companyId: string,
  personIds: readonly string[],
  /** Competencies whose levels are wanted besides those the profiles require (a team's chosen set). */
  alsoCompetencyIds: readonly string[] = [],
) {
  const people =
    personIds.length === 0
      ? []
      : await tx
          .select({ id: profiles.id, jobProfileId: profiles.jobProfileId })
          .from(profiles)
          .where(and(eq(profiles.companyId, companyId), inIds(profiles.id, [...personIds])));
  return levelsOfPeople(tx, companyId, people, alsoCompetencyIds);
}

/**
 * teamLevels of people whose job profiles are known already (a page of the team's members read them):
 * people sharing a profile share its list of requirements (the same array).
 */
export async function levelsOfPeople(
  tx: Tx,
  companyId: string,
  people: ReadonlyArray<{ id: string; jobProfileId: string | null }>,
  alsoCompetencyIds: readonly string[] = [],
) {
  const requirementsOf = new Map<string, TeamRequirement[]>();
  if (people.length === 0) return { requirementsOf, levels: new Map<string, Map<string, number>>() };
  const profileIds = [...new Set(people.flatMap((p) => (p.jobProfileId ? [p.jobProfileId] : [])))];
  const requirements =
    profileIds.length === 0
      ? []
      : await tx
          .select({
            jobProfileId: jobProfileRequirements.jobProfileId,
            competencyId: jobProfileRequirements.competencyId,
            requiredLevel: jobProfileRequirements.requiredLevel,
            importance: jobProfileRequirements.importance,
          })
          .from(jobProfileRequirements)
          .where(
            and(
              eq(jobProfileRequirements.companyId, companyId),
              inIds(jobProfileRequirements.jobProfileId, profileIds),
              requirementInUse,
            ),
          );
  const byProfile = new Map<string, TeamRequirement[]>();
  for (const r of requirements) {
    const list = byProfile.get(r.jobProfileId) ?? [];
    list.push({
      competencyId: r.competencyId,
      requiredLevel: r.requiredLevel,
      importance: r.importance as Importance,
    });
    byProfile.set(r.jobProfileId, list);
  }
  for (const person of people) requirementsOf.set(person.id, byProfile.get(person.jobProfileId ?? '') ?? []);
  const levels = await storedLevelNumbers(
    tx,
    companyId,
    people.map((p) => p.id),
    [...new Set([...requirements.map((r) => r.competencyId), ...alsoCompetencyIds])],
  );
  return { requirementsOf, levels };
}

/** Fit and gaps of many people at once, each against their own job profile (see teamLevels). */
export async function teamFits(tx: Tx, companyId: string, personIds: readonly string[]) {
  const fits = new Map<string, ReturnType<typeof analyseGaps>>();
  const { requirementsOf, levels } = await teamLevels(tx, companyId, personIds);
  for (const [personId, requirements] of requirementsOf) {
    fits.set(personId, analyseGaps(requirements, levels.get(personId) ?? new Map<string, number>()));
  }
  return fits;
}
