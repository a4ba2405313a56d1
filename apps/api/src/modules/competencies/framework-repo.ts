import type {
  Category,
  Competency,
  FrameworkSummary,
  ScaleVersion,
} from '@competencyhub/domain/schemas/competencies';
import { BUILT_IN_COMPETENCY_TYPES } from '@competencyhub/domain/schemas/competencies';
import { and, asc, count, eq, getTableColumns, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  competencies,
  competencyCategories,
  competencyFrameworks,
  competencyRatings,
  competencyScaleVersions,
} from '../../db/schema/competencies.ts';

/**
 * Queries of the competency frameworks. Every one names the company as well as the id: row-level
 * security is the second wall, not the first.
 */

export type FrameworkRow = typeof competencyFrameworks.$inferSelect;
export type ScaleVersionRow = typeof competencyScaleVersions.$inferSelect;
export type CategoryRow = typeof competencyCategories.$inferSelect;
export type CompetencyRow = typeof competencies.$inferSelect;

export type ArchivedFilter = 'exclude' | 'include' | 'only';

const archivedWhere = (filter: ArchivedFilter) =>
  filter === 'exclude'
    ? isNull(competencyFrameworks.archivedAt)
    : filter === 'only'
      ? isNotNull(competencyFrameworks.archivedAt)
      : undefined;

export function toScaleVersion(row: ScaleVersionRow): ScaleVersion {
  return {
    version: row.version,
    levels: row.levels,
    proficientLevel: row.proficientLevel,
    mappingFromPrevious: row.mappingFromPrevious ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toCategory(row: CategoryRow): Category {
  return { id: row.id, name: row.name, description: row.description, position: row.position };
}

/** Level descriptions are stored for the levels of the current scale; shorter arrays are padded. */
export function toCompetency(row: CompetencyRow, levelCount: number): Competency {
  return {
    id: row.id,
    frameworkId: row.frameworkId,
    categoryId: row.categoryId,
    name: row.name,
    description: row.description,
    type: row.type,
    tags: row.tags,
    levelDescriptions: Array.from({ length: levelCount }, (_, index) => row.levelDescriptions[index] ?? ''),
    archivedAt: row.archivedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listFrameworkSummaries(
  tx: Tx,
  companyId: string,
  filter: ArchivedFilter,
): Promise<FrameworkSummary[]> {
  const categoryCounts = tx
    .select({ frameworkId: competencyCategories.frameworkId, n: count().as('category_n') })
    .from(competencyCategories)
    .where(eq(competencyCategories.companyId, companyId))
    .groupBy(competencyCategories.frameworkId)
    .as('category_counts');
  const competencyCounts = tx
    .select({ frameworkId: competencies.frameworkId, n: count().as('competency_n') })
    .from(competencies)
    .where(and(eq(competencies.companyId, companyId), isNull(competencies.archivedAt)))
    .groupBy(competencies.frameworkId)
    .as('competency_counts');
  const rows = await tx
    .select({
      framework: competencyFrameworks,
      scale: competencyScaleVersions,
      categoryCount: sql<number>`coalesce(${categoryCounts.n}, 0)::int`,
      competencyCount: sql<number>`coalesce(${competencyCounts.n}, 0)::int`,
    })
    .from(competencyFrameworks)
    .innerJoin(
      competencyScaleVersions,
      and(
        eq(competencyScaleVersions.frameworkId, competencyFrameworks.id),
        eq(competencyScaleVersions.version, competencyFrameworks.scaleVersion),
      ),
    )
    .leftJoin(categoryCounts, eq(categoryCounts.frameworkId, competencyFrameworks.id))
    .leftJoin(competencyCounts, eq(competencyCounts.frameworkId, competencyFrameworks.id))
    .where(and(eq(competencyFrameworks.companyId, companyId), archivedWhere(filter)))
    .orderBy(asc(sql`lower(${competencyFrameworks.name})`));
  return rows.map((row) => ({
    ...frameworkBasics(row.framework, row.scale),
    categoryCount: Number(row.categoryCount),
    competencyCount: Number(row.competencyCount),
  }));
}

export function frameworkBasics(framework: FrameworkRow, scale: ScaleVersionRow) {
  return {
    id: framework.id,
    name: framework.name,
    description: framework.description,
    archivedAt: framework.archivedAt?.toISOString() ?? null,
    scale: { version: scale.version, levels: scale.levels, proficientLevel: scale.proficientLevel },
    updatedAt: framework.updatedAt.toISOString(),
  };
}

/** The framework row, locked for the rest of the transaction when `lock` (scale changes race). */
export async function findFramework(
  tx: Tx,
  companyId: string,
  frameworkId: string,
  lock = false,
): Promise<FrameworkRow | null> {
  const query = tx
    .select()
    .from(competencyFrameworks)
    .where(and(eq(competencyFrameworks.companyId, companyId), eq(competencyFrameworks.id, frameworkId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export function listScaleVersions(tx: Tx, companyId: string, frameworkId: string) {
  return tx
    .select()
    .from(competencyScaleVersions)
    .where(
      and(
        eq(competencyScaleVersions.companyId, companyId),
        eq(competencyScaleVersions.frameworkId, frameworkId),
      ),
    )
    .orderBy(asc(competencyScaleVersions.version));
}

export function listCategoryRows(tx: Tx, companyId: string, frameworkId: string) {
  return tx
    .select()
    .from(competencyCategories)
    .where(
      and(eq(competencyCategories.companyId, companyId), eq(competencyCategories.frameworkId, frameworkId)),
    )
    .orderBy(asc(competencyCategories.position), asc(sql`lower(${competencyCategories.name})`));
}

/**
 * Every column of a competency, the two text arrays read as JSON: PGlite decodes text[] values in
 * JavaScript some fifteen times slower than JSON, which made a 5,000-competency framework take
 * seconds to read (PostgreSQL reads either way fast).
 */
const competencyColumns = {
  ...getTableColumns(competencies),
  tags: sql<string[]>`to_json(${competencies.tags})`,
  levelDescriptions: sql<string[]>`to_json(${competencies.levelDescriptions})`,
};

export function listCompetencyRows(tx: Tx, companyId: string, frameworkId: string): Promise<CompetencyRow[]> {
  return tx
    .select(competencyColumns)
    .from(competencies)
    .where(and(eq(competencies.companyId, companyId), eq(competencies.frameworkId, frameworkId)))
    .orderBy(asc(sql`lower(${competencies.name})`));
}

export async function countRatings(tx: Tx, companyId: string, frameworkId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(competencyRatings)
    .where(and(eq(competencyRatings.companyId, companyId), eq(competencyRatings.frameworkId, frameworkId)));
  return Number(row?.n ?? 0);
}

/**
 * The built-in types first, then every other type the company has used, alphabetically, each once
 * whatever its case (the spelling used first is kept).
 */
export async function competencyTypes(tx: Tx, companyId: string): Promise<string[]> {
  const rows = await tx
    .select({ type: competencies.type, first: sql<string>`min(${competencies.createdAt})` })
    .from(competencies)
    .where(eq(competencies.companyId, companyId))
    .groupBy(competencies.type)
    .orderBy(sql`min(${competencies.createdAt})`);
  const types: string[] = [...BUILT_IN_COMPETENCY_TYPES];
  const seen = new Set(types.map((type) => type.toLocaleLowerCase()));
  const own: string[] = [];
  for (const { type } of rows) {
    const folded = type.toLocaleLowerCase();
    if (seen.has(folded)) continue;
    seen.add(folded);
    own.push(type);
  }
  return [...types, ...own.sort((a, b) => a.localeCompare(b))];
}

export async function nextCategoryPosition(tx: Tx, companyId: string, frameworkId: string): Promise<number> {
  const [row] = await tx
    .select({ top: max(competencyCategories.position) })
    .from(competencyCategories)
    .where(
      and(eq(competencyCategories.companyId, companyId), eq(competencyCategories.frameworkId, frameworkId)),
    );
  return row?.top === null || row?.top === undefined ? 0 : Number(row.top) + 1;
}

export async function findCategory(
  tx: Tx,
  companyId: string,
  frameworkId: string,
  categoryId: string,
): Promise<CategoryRow | null> {
  const [row] = await tx
    .select()
    .from(competencyCategories)
    .where(
      and(
        eq(competencyCategories.companyId, companyId),
        eq(competencyCategories.frameworkId, frameworkId),
        eq(competencyCategories.id, categoryId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function findCompetency(
  tx: Tx,
  companyId: string,
  frameworkId: string,
  competencyId: string,
): Promise<CompetencyRow | null> {
  const [row] = await tx
    .select()
    .from(competencies)
    .where(
      and(
        eq(competencies.companyId, companyId),
        eq(competencies.frameworkId, frameworkId),
        eq(competencies.id, competencyId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function categoryHasCompetencies(
  tx: Tx,
  companyId: string,
  categoryId: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: competencies.id })
    .from(competencies)
    .where(and(eq(competencies.companyId, companyId), eq(competencies.categoryId, categoryId)))
    .limit(1);
  return Boolean(row);
}
