import { defaultScale, type LevelMapping, mappingProblems } from '@competencyhub/domain/proficiency';
import {
  type CategoryInput,
  type CategoryUpdateInput,
  type CompetencyCreateInput,
  type CompetencyUpdateInput,
  FRAMEWORK_MESSAGES,
  type FrameworkDetail,
  type FrameworkInput,
  type FrameworkUpdateInput,
  MAPPING_MESSAGES,
  type ScaleChangeInput,
} from '@competencyhub/domain/schemas/competencies';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Tx, withTenant } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import {
  competencies,
  competencyCategories,
  competencyFrameworks,
  competencyScaleVersions,
} from '../../db/schema.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { type AuditEvent, writeAudit } from '../audit/audit.ts';
import {
  type ArchivedFilter,
  categoryHasCompetencies,
  competencyTypes,
  countRatings,
  type FrameworkRow,
  findCategory,
  findCompetency,
  findFramework,
  frameworkBasics,
  listCategoryRows,
  listCompetencyRows,
  listFrameworkSummaries,
  listScaleVersions,
  nextCategoryPosition,
  toCategory,
  toCompetency,
} from './framework-repo.ts';

/**
 * The rules of competency frameworks (issue 8): who may change what is decided by the route's
 * permission (manage_competencies); what may change is decided here. Every change is audited in
 * the transaction that makes it.
 */

const fieldError = (code: 'CONFLICT' | 'RULE_BROKEN' | 'VALIDATION_FAILED', field: string, message: string) =>
  new AppError(code, message, { errors: { [field]: [message] } });

const frameworkNotFound = () => notFound('Framework');

/** Runs `fn` in a tenant transaction and turns a broken unique name into a 409 on `name`. */
async function inTenant<T>(
  services: Services,
  viewer: Viewer,
  nameTaken: string,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  try {
    return await withTenant(services.database, viewer.tenantId, fn);
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('CONFLICT', 'name', nameTaken);
    throw error;
  }
}

function audit(
  tx: Tx,
  req: FastifyRequest,
  viewer: Viewer,
  event: Omit<AuditEvent, 'companyId' | 'actorId'>,
) {
  return writeAudit(tx, req, {
    ...event,
    companyId: viewer.tenantId,
    actorId: viewer.userId,
    actorEmail: viewer.email,
  });
}

export function listFrameworks(services: Services, viewer: Viewer, archived: ArchivedFilter) {
  return withTenant(services.database, viewer.tenantId, async (tx) => ({
    items: await listFrameworkSummaries(tx, viewer.tenantId, archived),
  }));
}

export async function frameworkDetail(
  tx: Tx,
  companyId: string,
  frameworkId: string,
): Promise<FrameworkDetail> {
  const framework = await findFramework(tx, companyId, frameworkId);
  if (!framework) throw frameworkNotFound();
  // One query at a time: a transaction is one connection, and pg is retiring queued concurrent queries.
  const versions = await listScaleVersions(tx, companyId, frameworkId);
  const categoryRows = await listCategoryRows(tx, companyId, frameworkId);
  const competencyRows = await listCompetencyRows(tx, companyId, frameworkId);
  const ratingCount = await countRatings(tx, companyId, frameworkId);
  const types = await competencyTypes(tx, companyId);
  const current = versions.find((version) => version.version === framework.scaleVersion);
  if (!current) throw new Error(`Framework ${frameworkId} has no scale version ${framework.scaleVersion}`);
  const levelCount = current.levels.length;
  return {
    ...frameworkBasics(framework, current),
    categoryCount: categoryRows.length,
    competencyCount: competencyRows.filter((row) => !row.archivedAt).length,
    categories: categoryRows.map(toCategory),
    competencies: competencyRows.map((row) => toCompetency(row, levelCount)),
    scaleHistory: versions.map((version) => ({
      version: version.version,
      levels: version.levels,
      proficientLevel: version.proficientLevel,
      mappingFromPrevious: version.mappingFromPrevious ?? null,
      createdAt: version.createdAt.toISOString(),
    })),
    ratingCount,
    types,
  };
}

export function getFramework(services: Services, viewer: Viewer, frameworkId: string) {
  return withTenant(services.database, viewer.tenantId, (tx) =>
    frameworkDetail(tx, viewer.tenantId, frameworkId),
  );
}

/** The framework, which must exist in the viewer's company and not be archived, locked for this change. */
async function editableFramework(tx: Tx, viewer: Viewer, frameworkId: string): Promise<FrameworkRow> {
  const framework = await findFramework(tx, viewer.tenantId, frameworkId, true);
  if (!framework) throw frameworkNotFound();
  if (framework.archivedAt) throw new AppError('RULE_BROKEN', FRAMEWORK_MESSAGES.archived);
  return framework;
}

async function touch(tx: Tx, framework: FrameworkRow) {
  await tx
    .update(competencyFrameworks)
    .set({ updatedAt: sql`now()` })
    .where(
      and(eq(competencyFrameworks.companyId, framework.companyId), eq(competencyFrameworks.id, framework.id)),
    );
}

/** Creates a framework on the default five-level scale (version 1); returns its id. */
export async function insertFramework(tx: Tx, viewer: Viewer, input: FrameworkInput): Promise<string> {
  const [row] = await tx
    .insert(competencyFrameworks)
    .values({
      companyId: viewer.tenantId,
      name: input.name,
      description: input.description,
      createdBy: viewer.userId,
    })
    .returning({ id: competencyFrameworks.id });
  if (!row) throw new Error('Framework insert returned nothing');
  const scale = defaultScale();
  await tx.insert(competencyScaleVersions).values({
    companyId: viewer.tenantId,
    frameworkId: row.id,
    version: 1,
    levels: scale.levels.map((level) => ({ ...level })),
    proficientLevel: scale.proficientLevel,
    createdBy: viewer.userId,
  });
  return row.id;
}

export function createFramework(
  services: Services,
  viewer: Viewer,
  input: FrameworkInput,
  req: FastifyRequest,
) {
  return inTenant(services, viewer, FRAMEWORK_MESSAGES.frameworkNameTaken, async (tx) => {
    const id = await insertFramework(tx, viewer, input);
    await audit(tx, req, viewer, {
      action: 'competency_framework.created',
      targetType: 'competency_framework',
      targetId: id,
      details: { name: input.name },
    });
    return frameworkDetail(tx, viewer.tenantId, id);
  });
}

export function updateFramework(
  services: Services,
  viewer: Viewer,
  frameworkId: string,
  input: FrameworkUpdateInput,
  req: FastifyRequest,
) {
  return inTenant(services, viewer, FRAMEWORK_MESSAGES.frameworkNameTaken, async (tx) => {
    const framework = await editableFramework(tx, viewer, frameworkId);
    await tx
      .update(competencyFrameworks)
      .set({ ...input, updatedAt: sql`now()` })
      .where(
        and(eq(competencyFrameworks.companyId, viewer.tenantId), eq(competencyFrameworks.id, framework.id)),
      );
    await audit(tx, req, viewer, {
      action: 'competency_framework.updated',
      targetType: 'competency_framework',
      targetId: framework.id,
      details: { changed: Object.keys(input), name: input.name ?? framework.name },
    });
    return frameworkDetail(tx, viewer.tenantId, framework.id);
  });
}

/** Archiving hides a framework from assessments and pickers; nothing in it is deleted. */
export function setFrameworkArchived(
  services: Services,
  viewer: Viewer,
  frameworkId: string,
  archived: boolean,
  req: FastifyRequest,
) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const framework = await findFramework(tx, viewer.tenantId, frameworkId, true);
    if (!framework) throw frameworkNotFound();
    if (Boolean(framework.archivedAt) !== archived) {
      await tx
        .update(competencyFrameworks)
        .set({ archivedAt: archived ? sql`now()` : null, updatedAt: sql`now()` })
        .where(
          and(eq(competencyFrameworks.companyId, viewer.tenantId), eq(competencyFrameworks.id, framework.id)),
        );
      await audit(tx, req, viewer, {
        action: archived ? 'competency_framework.archived' : 'competency_framework.restored',
        targetType: 'competency_framework',
        targetId: framework.id,
        details: { name: framework.name },
      });
    }
    return frameworkDetail(tx, viewer.tenantId, framework.id);
  });
}

const sameScale = (
  a: { levels: readonly { value: number; name: string }[]; proficientLevel: number },
  b: { levels: readonly { value: number; name: string }[]; proficientLevel: number },
) =>
  a.proficientLevel === b.proficientLevel &&
  a.levels.length === b.levels.length &&
  a.levels.every(
    (level, index) => level.value === b.levels[index]?.value && level.name === b.levels[index]?.name,
  );

/**
 * Changes the framework's scale. Before anyone is rated on it, the current version is edited in
 * place. Once ratings exist, they must keep meaning what they meant: the change becomes a new version
 * with the mapping from the current one, which every old rating is read through. Level descriptions
 * stay with their level number; those of levels the scale no longer has are dropped.
 */
export function changeScale(
  services: Services,
  viewer: Viewer,
  frameworkId: string,
  input: ScaleChangeInput,
  req: FastifyRequest,
) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const framework = await editableFramework(tx, viewer, frameworkId);
    if (input.baseVersion !== framework.scaleVersion) {
      throw new AppError('CONFLICT', FRAMEWORK_MESSAGES.scaleChangedMeanwhile);
    }
    const versions = await listScaleVersions(tx, viewer.tenantId, framework.id);
    const current = versions.find((version) => version.version === framework.scaleVersion);
    if (!current) throw new Error(`Framework ${framework.id} has no scale version ${framework.scaleVersion}`);
    const next = {
      levels: input.levels.map((level) => ({ value: level.value, name: level.name.trim() })),
      proficientLevel: input.proficientLevel,
    };
    if (sameScale(current, next)) return frameworkDetail(tx, viewer.tenantId, framework.id);

    const rated = (await countRatings(tx, viewer.tenantId, framework.id)) > 0;
    let mapping: LevelMapping | null = null;
    if (rated) {
      if (!input.mapping)
        throw fieldError('VALIDATION_FAILED', 'mapping', FRAMEWORK_MESSAGES.mappingRequired);
      mapping = Object.fromEntries(Object.entries(input.mapping).map(([from, to]) => [Number(from), to]));
      const problems = mappingProblems(current, next, mapping);
      if (problems.length > 0) {
        throw new AppError('VALIDATION_FAILED', MAPPING_MESSAGES[problems[0] ?? 'level_not_mapped'], {
          errors: { mapping: problems.map((problem) => MAPPING_MESSAGES[problem]) },
        });
      }
      await tx.insert(competencyScaleVersions).values({
        companyId: viewer.tenantId,
        frameworkId: framework.id,
        version: current.version + 1,
        levels: next.levels,
        proficientLevel: next.proficientLevel,
        mappingFromPrevious: Object.fromEntries(
          current.levels.map((level) => [String(level.value), mapping?.[level.value] ?? 0]),
        ),
        createdBy: viewer.userId,
      });
      await tx
        .update(competencyFrameworks)
        .set({ scaleVersion: current.version + 1, updatedAt: sql`now()` })
        .where(
          and(eq(competencyFrameworks.companyId, viewer.tenantId), eq(competencyFrameworks.id, framework.id)),
        );
    } else {
      await tx
        .update(competencyScaleVersions)
        .set({ levels: next.levels, proficientLevel: next.proficientLevel })
        .where(
          and(
            eq(competencyScaleVersions.companyId, viewer.tenantId),
            eq(competencyScaleVersions.frameworkId, framework.id),
            eq(competencyScaleVersions.version, current.version),
          ),
        );
      await touch(tx, framework);
    }
    await remapRequirements(tx, viewer.tenantId, framework.id, mapping, next.levels.length);
    if (next.levels.length < current.levels.length) {
      await tx
        .update(competencies)
        .set({ levelDescriptions: sql`${competencies.levelDescriptions}[1:${next.levels.length}]` })
        .where(and(eq(competencies.companyId, viewer.tenantId), eq(competencies.frameworkId, framework.id)));
    }
    await audit(tx, req, viewer, {
      action: 'competency_framework.scale_changed',
      targetType: 'competency_framework',
      targetId: framework.id,
      details: {
        name: framework.name,
        fromVersion: current.version,
        toVersion: rated ? current.version + 1 : current.version,
        levels: next.levels.map((level) => level.name),
        proficientLevel: next.proficientLevel,
        ...(mapping ? { mapping } : {}),
      },
    });
    return frameworkDetail(tx, viewer.tenantId, framework.id);
  });
}

/**
 * Job profiles ask for levels on the framework's current scale, so a new version carries their
 * required levels through the same checked mapping the ratings are read through; an edit in place
 * (nobody rated yet) only lowers a requirement that is now above the top level.
 */
async function remapRequirements(
  tx: Tx,
  companyId: string,
  frameworkId: string,
  mapping: LevelMapping | null,
  levelCount: number,
) {
  const newLevel = mapping
    ? sql`coalesce((${JSON.stringify(mapping)}::jsonb ->> r.required_level::text)::int, ${levelCount})`
    : sql`least(r.required_level, ${levelCount})`;
  await tx.execute(sql`
    update job_profile_requirements r set required_level = ${newLevel}
    from competencies c
    where r.company_id = ${companyId} and c.company_id = r.company_id and c.id = r.competency_id
      and c.framework_id = ${frameworkId}`);
}

// ---- Categories ----

export function createCategory(
  services: Services,
  viewer: Viewer,
  frameworkId: string,
  input: CategoryInput,
  req: FastifyRequest,
) {
  return inTenant(services, viewer, FRAMEWORK_MESSAGES.categoryNameTaken, async (tx) => {
    const framework = await editableFramework(tx, viewer, frameworkId);
    const position = await nextCategoryPosition(tx, viewer.tenantId, framework.id);
    const [row] = await tx
      .insert(competencyCategories)
      .values({ companyId: viewer.tenantId, frameworkId: framework.id, ...input, position })
      .returning({ id: competencyCategories.id });
    await touch(tx, framework);
    await audit(tx, req, viewer, {
      action: 'competency_category.created',
      targetType: 'competency_category',
      targetId: row?.id,
      details: { framework: framework.name, name: input.name },
    });
    return frameworkDetail(tx, viewer.tenantId, framework.id);
  });
}

export function updateCategory(
  services: Services,
  viewer: Viewer,
  frameworkId: string,
  categoryId: string,
  input: CategoryUpdateInput,
  req: FastifyRequest,
) {
  return inTenant(services, viewer, FRAMEWORK_MESSAGES.categoryNameTaken, async (tx) => {
    const framework = await editableFramework(tx, viewer, frameworkId);
    const category = await findCategory(tx, viewer.tenantId, framework.id, categoryId);
    if (!category) throw notFound('Category');
    await tx
      .update(competencyCategories)
      .set({ ...input, updatedAt: sql`now()` })
      .where(
        and(eq(competencyCategories.companyId, viewer.tenantId), eq(competencyCategories.id, category.id)),
      );
    await touch(tx, framework);
    await audit(tx, req, viewer, {
      action: 'competency_category.updated',
      targetType: 'competency_category',
      targetId: category.id,
      details: { framework: framework.name, name: input.name ?? category.name, changed: Object.keys(input) },
    });
    return frameworkDetail(tx, viewer.tenantId, framework.id);
  });
}

/** Only an empty category can go: competencies (and their ratings) are never deleted with it. */
export function deleteCategory(
  services: Services,
  viewer: Viewer,
  frameworkId: string,
  categoryId: string,
  req: FastifyRequest,
) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const framework = await editableFramework(tx, viewer, frameworkId);
    const category = await findCategory(tx, viewer.tenantId, framework.id, categoryId);
    if (!category) throw notFound('Category');
    if (await categoryHasCompetencies(tx, viewer.tenantId, category.id)) {
      throw new AppError('RULE_BROKEN', FRAMEWORK_MESSAGES.categoryNotEmpty);
    }
    await tx
      .delete(competencyCategories)
      .where(
        and(eq(competencyCategories.companyId, viewer.tenantId), eq(competencyCategories.id, category.id)),
      );
    await touch(tx, framework);
    await audit(tx, req, viewer, {
      action: 'competency_category.deleted',
      targetType: 'competency_category',
      targetId: category.id,
      details: { framework: framework.name, name: category.name },
    });
    return frameworkDetail(tx, viewer.tenantId, framework.id);
  });
}

// ---- Competencies ----

async function currentLevelCount(tx: Tx, framework: FrameworkRow): Promise<number> {
  const [row] = await tx
    .select({ levels: competencyScaleVersions.levels })
    .from(competencyScaleVersions)
    .where(
      and(
        eq(competencyScaleVersions.companyId, framework.companyId),
        eq(competencyScaleVersions.frameworkId, framework.id),
        eq(competencyScaleVersions.version, framework.scaleVersion),
      ),
    );
  return row?.levels.length ?? 0;
}

async function checkCompetencyInput(
  tx: Tx,
  framework: FrameworkRow,
  input: { categoryId?: string; levelDescriptions?: string[] },
) {
  if (input.categoryId && !(await findCategory(tx, framework.companyId, framework.id, input.categoryId))) {
    throw fieldError('VALIDATION_FAILED', 'categoryId', FRAMEWORK_MESSAGES.categoryNotInFramework);
  }
  if (input.levelDescriptions && input.levelDescriptions.length > (await currentLevelCount(tx, framework))) {
    throw fieldError('VALIDATION_FAILED', 'levelDescriptions', FRAMEWORK_MESSAGES.tooManyLevelDescriptions);
  }
}

export function createCompetency(
  services: Services,
  viewer: Viewer,
  frameworkId: string,
  input: CompetencyCreateInput,
  req: FastifyRequest,
) {
  return inTenant(services, viewer, FRAMEWORK_MESSAGES.competencyNameTaken, async (tx) => {
    const framework = await editableFramework(tx, viewer, frameworkId);
    await checkCompetencyInput(tx, framework, input);
    const [row] = await tx
      .insert(competencies)
      .values({ companyId: viewer.tenantId, frameworkId: framework.id, ...input })
      .returning({ id: competencies.id });
    await touch(tx, framework);
    await audit(tx, req, viewer, {
      action: 'competency.created',
      targetType: 'competency',
      targetId: row?.id,
      details: { framework: framework.name, name: input.name },
    });
    return frameworkDetail(tx, viewer.tenantId, framework.id);
  });
}

export function updateCompetency(
  services: Services,
  viewer: Viewer,
  frameworkId: string,
  competencyId: string,
  input: CompetencyUpdateInput,
  req: FastifyRequest,
) {
  return inTenant(services, viewer, FRAMEWORK_MESSAGES.competencyNameTaken, async (tx) => {
    const framework = await editableFramework(tx, viewer, frameworkId);
    const competency = await findCompetency(tx, viewer.tenantId, framework.id, competencyId);
    if (!competency) throw notFound('Competency');
    await checkCompetencyInput(tx, framework, input);
    await tx
      .update(competencies)
      .set({ ...input, updatedAt: sql`now()` })
      .where(and(eq(competencies.companyId, viewer.tenantId), eq(competencies.id, competency.id)));
    await touch(tx, framework);
    await audit(tx, req, viewer, {
      action: 'competency.updated',
      targetType: 'competency',
      targetId: competency.id,
      details: {
        framework: framework.name,
        name: input.name ?? competency.name,
        changed: Object.keys(input),
      },
    });
    return frameworkDetail(tx, viewer.tenantId, framework.id);
  });
}

/** An archived competency keeps its ratings and history; it is only no longer offered for new ones. */
export function setCompetencyArchived(
  services: Services,
  viewer: Viewer,
  frameworkId: string,
  competencyId: string,
  archived: boolean,
  req: FastifyRequest,
) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const framework = await editableFramework(tx, viewer, frameworkId);
    const competency = await findCompetency(tx, viewer.tenantId, framework.id, competencyId);
    if (!competency) throw notFound('Competency');
    if (Boolean(competency.archivedAt) !== archived) {
      await tx
        .update(competencies)
        .set({ archivedAt: archived ? sql`now()` : null, updatedAt: sql`now()` })
        .where(and(eq(competencies.companyId, viewer.tenantId), eq(competencies.id, competency.id)));
      await touch(tx, framework);
      await audit(tx, req, viewer, {
        action: archived ? 'competency.archived' : 'competency.restored',
        targetType: 'competency',
        targetId: competency.id,
        details: { framework: framework.name, name: competency.name },
      });
    }
    return frameworkDetail(tx, viewer.tenantId, framework.id);
  });
}
