import type { Contribution, CurrentLevel } from '@competencyhub/domain/current-level';
import { fromTenths } from '@competencyhub/domain/level-confidence';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { uuidArray } from '../../db/id-lists.ts';
import { rowsOf } from '../../db/migrate.ts';
import { inIdsPlaceholder, reusableQuery } from '../../db/reusable-query.ts';
import { competencyFrameworks } from '../../db/schema/competencies.ts';
import { storedLevels } from '../../db/schema/levels.ts';

/**
 * Reading stored levels (decision 0053): every page that shows, ranks or aggregates levels reads
 * them here, one indexed lookup by (company, person) or (company, competency); nothing on a request
 * path replays ratings except "Why this level?" and the level history, which explain from the log.
 */

/**
 * Only levels on their framework's current scale: after a scale change a large company's levels are
 * recomputed by the job, and until then a level on the old scale is not shown as if on the new one.
 */
const onCurrentScale = and(
  eq(competencyFrameworks.companyId, storedLevels.companyId),
  eq(competencyFrameworks.id, storedLevels.frameworkId),
  eq(competencyFrameworks.scaleVersion, storedLevels.scaleVersion),
);

const numberColumns = {
  personId: storedLevels.personId,
  competencyId: storedLevels.competencyId,
  tenths: storedLevels.levelTenths,
};

// Built once each: My Competencies, gaps and plans read one person's; teams and lists many people's.
const numbersOfPeople = reusableQuery((db) =>
  db
    .select(numberColumns)
    .from(storedLevels)
    .innerJoin(competencyFrameworks, onCurrentScale)
    .where(
      and(
        eq(storedLevels.companyId, sql.placeholder('companyId')),
        inIdsPlaceholder(storedLevels.personId, 'personIds'),
        isNotNull(storedLevels.levelTenths),
      ),
    ),
);
/**
 * Some competencies of many people. Person by person (LATERAL), the competencies filtered on the rows
 * found: given both lists, PostgreSQL 15 walks the primary key once for every pair of them (200
 * people × 36 competencies, 7,200 descents, 40 ms at 100,000 people; decision 0059), where one walk
 * per person finds the same 2,400 rows in 5 ms.
 */
async function numbersOfPeopleIn(
  tx: Tx,
  values: { companyId: string; personIds: string; competencyIds: string },
): Promise<Array<{ personId: string; competencyId: string; tenths: number | null }>> {
  return rowsOf<{ personId: string; competencyId: string; tenths: number | null }>(
    await tx.execute(sql`
      select s.person_id as "personId", s.competency_id as "competencyId", s.level_tenths as tenths
      from unnest(${values.personIds}::uuid[]) p(id)
      cross join lateral (
        select s.person_id, s.competency_id, s.level_tenths, s.framework_id, s.scale_version
        from stored_levels s where s.company_id = ${values.companyId} and s.person_id = p.id offset 0) s
      join competency_frameworks f
        on f.company_id = ${values.companyId} and f.id = s.framework_id and f.scale_version = s.scale_version
      where s.competency_id = any(${values.competencyIds}::uuid[]) and s.level_tenths is not null`),
  );
}

/**
 * The stored level numbers of people, by person then competency (only the competencies given, when
 * given); a person or competency without a usable level is absent, as levelNumbers leaves it out.
 */
export async function storedLevelNumbers(
  tx: Tx,
  companyId: string,
  personIds: readonly string[],
  competencyIds?: readonly string[],
): Promise<Map<string, Map<string, number>>> {
  const result = new Map<string, Map<string, number>>();
  if (personIds.length === 0 || competencyIds?.length === 0) return result;
  const rows = competencyIds
    ? await numbersOfPeopleIn(tx, {
        companyId,
        personIds: uuidArray(personIds),
        competencyIds: uuidArray(competencyIds),
      })
    : await numbersOfPeople(tx, { companyId, personIds: uuidArray(personIds) });
  for (const row of rows) {
    let byCompetency = result.get(row.personId);
    if (!byCompetency) {
      byCompetency = new Map();
      result.set(row.personId, byCompetency);
    }
    byCompetency.set(row.competencyId, fromTenths(row.tenths) as number);
  }
  return result;
}

/** A stored level with how sure it is and until when it holds. */
export interface StoredLevel extends CurrentLevel {
  confidence: number;
  validUntil: string | null;
  rulesVersion: number;
}

const detailsOfPerson = reusableQuery((db) =>
  db
    .select({
      competencyId: storedLevels.competencyId,
      tenths: storedLevels.levelTenths,
      contributions: storedLevels.contributions,
      peersWithheld: storedLevels.peersWithheld,
      confidence: storedLevels.confidence,
      validUntil: storedLevels.validUntil,
      rulesVersion: storedLevels.rulesVersion,
      currentScale: sql<boolean>`${competencyFrameworks.id} is not null`,
    })
    .from(storedLevels)
    .leftJoin(competencyFrameworks, onCurrentScale)
    .where(
      and(
        eq(storedLevels.companyId, sql.placeholder('companyId')),
        eq(storedLevels.personId, sql.placeholder('personId')),
      ),
    ),
);

/**
 * Every stored level of one person (a row for each competency they were ever rated in), with what
 * made it (no names: `nameOf` gives the manager's and the person's own, which the page reads with
 * their ratings). A level stored on an older scale than its framework's (a recompute still running)
 * is there without a level.
 */
export async function storedLevelsOfPerson(
  tx: Tx,
  companyId: string,
  personId: string,
  nameOf: (competencyId: string, source: 'manager' | 'self') => string = () => '',
): Promise<Map<string, StoredLevel>> {
  const result = new Map<string, StoredLevel>();
  for (const row of await detailsOfPerson(tx, { companyId, personId })) {
    const contributions: Contribution[] = row.currentScale
      ? row.contributions.map((c) => ({
          ...c,
          raterName: c.source === 'peers' ? null : nameOf(row.competencyId, c.source),
        }))
      : [];
    result.set(row.competencyId, {
      level: row.currentScale ? fromTenths(row.tenths) : null,
      contributions,
      peersWithheld: row.peersWithheld,
      confidence: row.currentScale ? row.confidence : 0,
      validUntil: row.validUntil,
      rulesVersion: row.rulesVersion,
    });
  }
  return result;
}
