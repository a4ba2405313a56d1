import {
  ASSESSMENT_MESSAGES,
  type AssessedCompetency,
  type AssessmentInput,
  type EvidenceView,
  type PersonAssessment,
  type RatingInput,
  type RatingView,
} from '@competencyhub/domain/schemas/assessments';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Tx, withTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { assessmentCycleMembers, assessmentCycles } from '../../db/schema/assessments.ts';
import { competencyRatings, evidence } from '../../db/schema/competencies.ts';
import { storedFiles } from '../../db/schema/files.ts';
import { isoTimestamp } from '../../db/timestamps.ts';
import { AppError, forbidden, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { loadLevelRules, readOnCurrentScale, readRulesAndScalesOnce } from '../competencies/levels.ts';
import { storedLevelsOfPerson } from '../levels/read-stored-levels.ts';
import { writeStoredLevels } from '../levels/stored-levels.ts';
import { maySeeAssessment } from './assessment-access.ts';
import {
  type CatalogEntry,
  competencyCatalog,
  holdScalesOf,
  type PersonRole,
  personRole,
  requirementInUseAs,
} from './catalog.ts';
import { teamFits } from './gaps.ts';
import { evidenceOfRatings, linkedCertifications } from './rating-evidence.ts';

/**
 * Self and manager assessments (issue 8). Ratings are appended, never changed: a new rating is a new
 * row, so a person's history is their ratings. A person sees their own; their line manager, learning
 * leads, account holders and platform staff see theirs (maySeeAssessment, assessment-access.ts); nobody
 * sees a peer's individual answer (only the average, once enough have answered).
 */

export const EVIDENCE_PURPOSE = 'evidence';

interface NamedRatingRow {
  id: string;
  competency_id: string;
  source: 'self' | 'manager';
  framework_id: string;
  scale_version: number;
  level: number;
  rated_at: string | Date;
  comment: string;
  rater_name: string | null;
}

/**
 * The latest self and manager rating of each competency; one query that reads two index entries per
 * competency the person was rated in, however many ratings they have. The competencies are found by a
 * skip scan of the person's ratings (each step the next competency id), then the latest of each
 * source by competency_ratings_latest_idx; a `distinct on` over every rating of the person read them
 * all and looked each rater up before keeping one per pair (3.5 ms for 2,200 ratings, and growing).
 */
async function latestNamedRatings(tx: Tx, companyId: string, personId: string) {
  return rowsOf<NamedRatingRow>(
    await tx.execute(sql`
      with recursive rated(id) as (
        (select r.competency_id from competency_ratings r
          where r.company_id = ${companyId} and r.subject_id = ${personId}
          order by r.competency_id limit 1)
        union all
        select (select r.competency_id from competency_ratings r
                 where r.company_id = ${companyId} and r.subject_id = ${personId} and r.competency_id > rated.id
                 order by r.competency_id limit 1)
        from rated where rated.id is not null
      )
      select x.id, x.competency_id, x.source, x.framework_id, x.scale_version, x.level, x.rated_at, x.comment,
        p.full_name as rater_name
      from rated
      cross join (values ('self'), ('manager')) v(source)
      cross join lateral (
        select r.id, r.competency_id, r.source, r.framework_id, r.scale_version, r.level, r.rated_at, r.comment,
          r.rater_id
        from competency_ratings r
        where r.company_id = ${companyId} and r.subject_id = ${personId} and r.competency_id = rated.id
          and r.source = v.source
        order by r.rated_at desc limit 1) x
      left join profiles p on p.company_id = ${companyId} and p.id = x.rater_id
      where rated.id is not null
      order by x.competency_id, x.source`),
  );
}

function toRatingView(row: NamedRatingRow, entry: CatalogEntry, evidence: EvidenceView[]): RatingView {
  const level = readOnCurrentScale(entry.scale, row.level, row.scale_version);
  return {
    level,
    originalLevel: row.level,
    originalVersion: row.scale_version,
    mapped: level !== null && row.scale_version !== entry.scale?.currentVersion,
    ratedAt: isoTimestamp(row.rated_at),
    comment: row.comment,
    raterName: row.rater_name,
    evidence,
  };
}

export async function buildPersonAssessment(
  tx: Tx,
  viewer: Viewer,
  person: PersonRole,
): Promise<PersonAssessment> {
  const companyId = viewer.tenantId;
  const rules = await loadLevelRules(tx, companyId);
  const required = new Map(person.requirements.map((r) => [r.competencyId, r]));
  const certifications = await linkedCertifications(tx, companyId, person.id);
  // One query at a time: a transaction is one connection, and pg is retiring queued concurrent queries.
  const named = await latestNamedRatings(tx, companyId, person.id);
  const namedBy = new Map(named.map((row) => [`${row.competency_id}:${row.source}`, row]));
  const piecesOf = await evidenceOfRatings(
    tx,
    companyId,
    named.map((row) => row.id),
  );
  // The stored levels (decision 0053): one for every competency the person was ever rated in, with
  // the names of the ratings read above.
  const personLevels = await storedLevelsOfPerson(
    tx,
    companyId,
    person.id,
    (competencyId, source) => namedBy.get(`${competencyId}:${source}`)?.rater_name ?? '',
  );
  // Required, rated, or evidenced by a qualification: each has something to show.
  const ids = [...new Set([...required.keys(), ...personLevels.keys(), ...certifications.keys()])];
  const catalog = await competencyCatalog(tx, companyId, ids);
  const manager =
    person.lineManagerId && person.lineManagerName !== null
      ? [{ id: person.lineManagerId, fullName: person.lineManagerName }]
      : [];
  // Required competencies first (in the profile's order), then the others as the catalogue sorts them.
  const order = [...person.requirements.map((r) => r.competencyId), ...catalog.keys()];
  const seen = new Set<string>();
  const items: AssessedCompetency[] = [];
  for (const id of order) {
    const entry = catalog.get(id);
    if (!entry || seen.has(id)) continue;
    seen.add(id);
    const self = namedBy.get(`${id}:self`);
    const mgr = namedBy.get(`${id}:manager`);
    const stored = personLevels.get(id);
    const current = stored
      ? {
          level: stored.level,
          contributions: stored.contributions,
          peersWithheld: stored.peersWithheld,
          confidence: stored.confidence,
          validUntil: stored.level === null ? null : stored.validUntil,
        }
      : { level: null, contributions: [], peersWithheld: 0, confidence: 0, validUntil: null };
    const peerContribution = current.contributions.find((c) => c.source === 'peers');
    const requirement = required.get(id);
    items.push({
      competencyId: id,
      name: entry.name,
      description: entry.description,
      categoryName: entry.categoryName,
      frameworkId: entry.frameworkId,
      frameworkName: entry.frameworkName,
      levels: entry.scale.levels,
      proficientLevel: entry.scale.proficientLevel,
      levelDescriptions: entry.levelDescriptions,
      archived: entry.archived,
      required: requirement ? { level: requirement.requiredLevel, importance: requirement.importance } : null,
      self: self ? toRatingView(self, entry, piecesOf.get(self.id) ?? []) : null,
      manager: mgr ? toRatingView(mgr, entry, piecesOf.get(mgr.id) ?? []) : null,
      peers: {
        average: peerContribution?.level ?? null,
        count: peerContribution?.peerCount ?? 0,
        pending: current.peersWithheld,
      },
      current,
      certifications: certifications.get(id) ?? [],
    });
  }
  return {
    person: {
      id: person.id,
      fullName: person.fullName,
      jobTitle: person.jobTitle,
      jobProfile: person.jobProfile,
      lineManager: manager[0] ?? null,
    },
    competencies: items,
    canRateAsSelf: person.id === viewer.userId,
    canRateAsManager: person.lineManagerId === viewer.userId && person.id !== viewer.userId,
    minPeerRaters: rules.minPeers,
  };
}

export function myAssessment(services: Services, viewer: Viewer) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const person = await personRole(tx, viewer.tenantId, viewer.userId);
    if (!person) throw notFound('Profile');
    return buildPersonAssessment(tx, viewer, person);
  });
}

export function personAssessment(services: Services, viewer: Viewer, personId: string) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const person = await personRole(tx, viewer.tenantId, personId);
    if (!person) throw notFound('Person');
    if (!maySeeAssessment(viewer, person)) {
      throw forbidden('You can see the assessments of the people who report to you');
    }
    return buildPersonAssessment(tx, viewer, person);
  });
}

/**
 * Checks each rating against the company's competencies and the viewer's uploads, refusing the
 * whole submission with every problem keyed by its place (`ratings.2.level`).
 */
async function checkRatings(tx: Tx, viewer: Viewer, ratings: readonly RatingInput[]) {
  await holdScalesOf(
    tx,
    viewer.tenantId,
    ratings.map((r) => r.competencyId),
  );
  const catalog = await competencyCatalog(
    tx,
    viewer.tenantId,
    ratings.map((r) => r.competencyId),
  );
  const fileIds = ratings.flatMap((r) =>
    r.evidence.flatMap((piece) => (piece.kind === 'file' ? [piece.fileId] : [])),
  );
  const files =
    fileIds.length === 0
      ? []
      : await tx
          .select({ id: storedFiles.id })
          .from(storedFiles)
          .where(
            and(
              eq(storedFiles.companyId, viewer.tenantId),
              eq(storedFiles.ownerId, viewer.userId),
              eq(storedFiles.purpose, EVIDENCE_PURPOSE),
              inArray(storedFiles.id, fileIds),
            ),
          );
  const ownFiles = new Set(files.map((f) => f.id));
  const errors: Record<string, string[]> = {};
  ratings.forEach((rating, index) => {
    const entry = catalog.get(rating.competencyId);
    if (!entry) {
      errors[`ratings.${index}.competencyId`] = [ASSESSMENT_MESSAGES.unknownCompetency];
      return;
    }
    if (entry.archived) errors[`ratings.${index}.competencyId`] = [ASSESSMENT_MESSAGES.archivedCompetency];
    if (rating.level > entry.scale.levels.length) {
      errors[`ratings.${index}.level`] = [ASSESSMENT_MESSAGES.levelOutsideScale];
    }
    rating.evidence.forEach((piece, place) => {
      if (piece.kind === 'file' && !ownFiles.has(piece.fileId))
        errors[`ratings.${index}.evidence.${place}.fileId`] = [ASSESSMENT_MESSAGES.unknownEvidenceFile];
    });
  });
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError('VALIDATION_FAILED', first, { errors });
  return catalog;
}

/** The open cycle the person takes part in, if any: their ratings count toward it. */
async function openCycleOf(tx: Tx, companyId: string, personId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: assessmentCycles.id })
    .from(assessmentCycleMembers)
    .innerJoin(
      assessmentCycles,
      and(
        eq(assessmentCycles.companyId, assessmentCycleMembers.companyId),
        eq(assessmentCycles.id, assessmentCycleMembers.cycleId),
      ),
    )
    .where(
      and(
        eq(assessmentCycleMembers.companyId, companyId),
        eq(assessmentCycleMembers.personId, personId),
        eq(assessmentCycles.status, 'open'),
      ),
    )
    .orderBy(sql`${assessmentCycles.createdAt} desc`)
    .limit(1);
  return row?.id ?? null;
}

async function appendRatings(
  tx: Tx,
  viewer: Viewer,
  subjectId: string,
  source: 'self' | 'manager',
  input: AssessmentInput,
) {
  const catalog = await checkRatings(tx, viewer, input.ratings);
  const cycleId = await openCycleOf(tx, viewer.tenantId, subjectId);
  const rated = await tx
    .insert(competencyRatings)
    .values(
      input.ratings.map((rating) => {
        const entry = catalog.get(rating.competencyId) as CatalogEntry;
        return {
          companyId: viewer.tenantId,
          subjectId,
          competencyId: rating.competencyId,
          frameworkId: entry.frameworkId,
          scaleVersion: entry.scale.currentVersion,
          level: rating.level,
          source,
          raterId: viewer.userId,
          comment: rating.comment,
          cycleId,
        };
      }),
    )
    .returning({ id: competencyRatings.id, competencyId: competencyRatings.competencyId });
  // Each competency is rated once per submission (AssessmentInput), so its rating is found by it.
  const ratingOf = new Map(rated.map((row) => [row.competencyId, row.id]));
  const pieces = input.ratings.flatMap((rating) =>
    rating.evidence.map((piece, position) => ({
      companyId: viewer.tenantId,
      personId: subjectId,
      competencyId: rating.competencyId,
      kind: piece.kind,
      ratingId: ratingOf.get(rating.competencyId) ?? null,
      url: piece.kind === 'link' ? piece.url : null,
      fileId: piece.kind === 'file' ? piece.fileId : null,
      position,
      addedBy: viewer.userId,
    })),
  );
  if (pieces.length > 0) await tx.insert(evidence).values(pieces);
  // The stored levels move with the ratings, in the same transaction (decision 0053).
  await writeStoredLevels(
    tx,
    viewer.tenantId,
    { personIds: [subjectId], competencyIds: input.ratings.map((r) => r.competencyId) },
    'rating',
  );
}

export function submitSelfAssessment(
  services: Services,
  viewer: Viewer,
  input: AssessmentInput,
  _req: FastifyRequest,
) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    readRulesAndScalesOnce(tx);
    const person = await personRole(tx, viewer.tenantId, viewer.userId);
    if (!person) throw notFound('Profile');
    await appendRatings(tx, viewer, viewer.userId, 'self', input);
    return buildPersonAssessment(tx, viewer, person);
  });
}

/** A line manager's ratings of a direct report (only the line manager set in user management). */
export function submitManagerAssessment(
  services: Services,
  viewer: Viewer,
  personId: string,
  input: AssessmentInput,
  _req: FastifyRequest,
) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    readRulesAndScalesOnce(tx);
    const person = await personRole(tx, viewer.tenantId, personId);
    if (!person) throw notFound('Person');
    if (person.id === viewer.userId) throw new AppError('RULE_BROKEN', ASSESSMENT_MESSAGES.cannotRateSelf);
    if (person.lineManagerId !== viewer.userId) throw forbidden(ASSESSMENT_MESSAGES.notYourReport);
    await appendRatings(tx, viewer, person.id, 'manager', input);
    return buildPersonAssessment(tx, viewer, person);
  });
}

interface ReportRow {
  id: string;
  full_name: string;
  avatar_url: string | null;
  job_title: string | null;
  required_count: number | string;
  self_rated: number | string;
  manager_rated: number | string;
}

/**
 * The viewer's direct reports, with how much of their profile each has rated and the manager has
 * rated, and each one's fit and open gaps (teamFits: three queries however large the team).
 */
export function myReports(services: Services, viewer: Viewer) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const rows = rowsOf<ReportRow>(
      await tx.execute(sql`
        select p.id, p.full_name, p.avatar_url, p.job_title,
          (select count(*) from job_profile_requirements q
             where q.company_id = p.company_id and q.job_profile_id = p.job_profile_id
               and ${requirementInUseAs('q')}) as required_count,
          (select count(distinct r.competency_id) from competency_ratings r
             where r.company_id = p.company_id and r.subject_id = p.id and r.source = 'self') as self_rated,
          (select count(distinct r.competency_id) from competency_ratings r
             where r.company_id = p.company_id and r.subject_id = p.id and r.source = 'manager') as manager_rated
        from profiles p
        where p.company_id = ${viewer.tenantId} and p.line_manager_id = ${viewer.userId} and p.status = 'active'
        order by p.full_name`),
    );
    const fits = await teamFits(
      tx,
      viewer.tenantId,
      rows.map((row) => row.id),
    );
    return {
      items: rows.map((row) => ({
        id: row.id,
        fullName: row.full_name,
        avatarUrl: row.avatar_url,
        jobTitle: row.job_title,
        requiredCount: Number(row.required_count),
        selfRatedCount: Number(row.self_rated),
        managerRatedCount: Number(row.manager_rated),
        fitPercent: fits.get(row.id)?.fitPercent ?? null,
        gapCount: fits.get(row.id)?.rows.filter((gap) => gap.gap > 0).length ?? 0,
      })),
    };
  });
}
