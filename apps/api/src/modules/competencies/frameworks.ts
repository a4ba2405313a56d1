import { DEFAULT_SCALE_LEVEL_NAMES, defaultScale } from '@competencyhub/domain/proficiency';
import {
  type CompetencyCreateInput,
  type CompetencyUpdateInput,
  canonicalType,
  FRAMEWORK_MESSAGES,
  type FrameworkDetail,
  type FrameworkInput,
  type FrameworkUpdateInput,
} from '@competencyhub/domain/schemas/competencies';
import { starterLibraryFor } from '@competencyhub/domain/starter-library/index';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Tx, withTenant } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { competencies, competencyFrameworks, competencyScaleVersions } from '../../db/schema/competencies.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { type AuditEvent, writeAudit } from '../audit/audit.ts';
import { changedInput, fieldChanges } from './audit-changes.ts';
import {
  type ArchivedFilter,
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
export async function inTenant<T>(
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

export function auditFrameworkChange(
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

/**
 * The framework, which must exist in the viewer's company and not be archived, locked (FOR UPDATE)
 * for the rest of this change: changes of one framework, and rating inserts (FOR SHARE), take turns.
 */
export async function editableFramework(tx: Tx, viewer: Viewer, frameworkId: string): Promise<FrameworkRow> {
  const framework = await findFramework(tx, viewer.tenantId, frameworkId, true);
  if (!framework) throw frameworkNotFound();
  if (framework.archivedAt) throw new AppError('RULE_BROKEN', FRAMEWORK_MESSAGES.archived);
  return framework;
}

/** Marks the framework changed (its list shows when). */
export async function touch(tx: Tx, framework: FrameworkRow) {
  await tx
    .update(competencyFrameworks)
    .set({ updatedAt: sql`now()` })
    .where(
      and(eq(competencyFrameworks.companyId, framework.companyId), eq(competencyFrameworks.id, framework.id)),
    );
}

/**
 * Creates a framework on the default five-level scale (version 1), its levels named as given (the
 * starter library names them in its language); returns its id.
 */
export async function insertFramework(
  tx: Tx,
  viewer: Viewer,
  input: FrameworkInput,
  levelNames: readonly string[] = DEFAULT_SCALE_LEVEL_NAMES,
): Promise<string> {
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
    levels: scale.levels.map((level, index) => ({ ...level, name: levelNames[index] ?? level.name })),
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
    // Its levels named in the creator's language, as the starter library names them (decision 0046).
    const id = await insertFramework(
      tx,
      viewer,
      input,
      starterLibraryFor(input.locale ?? 'en-US').levelNames,
    );
    await auditFrameworkChange(tx, req, viewer, {
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
    const changes = fieldChanges(framework, input);
    // Nothing that differs (an empty PATCH, or the same values again): nothing written, nothing audited.
    if (Object.keys(changes).length > 0) {
      await tx
        .update(competencyFrameworks)
        .set({ ...changedInput(framework, input), updatedAt: sql`now()` })
        .where(
          and(eq(competencyFrameworks.companyId, viewer.tenantId), eq(competencyFrameworks.id, framework.id)),
        );
      await auditFrameworkChange(tx, req, viewer, {
        action: 'competency_framework.updated',
        targetType: 'competency_framework',
        targetId: framework.id,
        details: { name: input.name ?? framework.name, changes },
      });
    }
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
      await auditFrameworkChange(tx, req, viewer, {
        action: archived ? 'competency_framework.archived' : 'competency_framework.restored',
        targetType: 'competency_framework',
        targetId: framework.id,
        details: { name: framework.name },
      });
    }
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

/** The company's spelling of a type it already uses ("digital" is "Digital" if that came first). */
async function knownSpelling(tx: Tx, companyId: string, type: string): Promise<string> {
  return canonicalType(type, await competencyTypes(tx, companyId));
}

/** Level descriptions are stored without trailing empty ones, as the editor and the import save them. */
export function withoutTrailingEmpty(list: readonly string[]): string[] {
  const copy = [...list];
  while (copy.length > 0 && copy.at(-1) === '') copy.pop();
  return copy;
}

/** A category move as the names a person reads in the audit log (ids only when a category is gone). */
async function categoryNames(tx: Tx, framework: FrameworkRow, change: { from: unknown; to: unknown }) {
  const name = async (id: unknown) =>
    typeof id === 'string'
      ? ((await findCategory(tx, framework.companyId, framework.id, id))?.name ?? id)
      : id;
  return { from: await name(change.from), to: await name(change.to) };
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
    const type = await knownSpelling(tx, viewer.tenantId, input.type);
    const levelDescriptions = withoutTrailingEmpty(input.levelDescriptions);
    const [row] = await tx
      .insert(competencies)
      .values({ companyId: viewer.tenantId, frameworkId: framework.id, ...input, type, levelDescriptions })
      .returning({ id: competencies.id });
    await touch(tx, framework);
    await auditFrameworkChange(tx, req, viewer, {
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
    const next = {
      ...input,
      ...(input.type === undefined ? {} : { type: await knownSpelling(tx, viewer.tenantId, input.type) }),
    };
    // Descriptions are stored without trailing empty levels, so "a, b, ''" and "a, b" are the same text.
    const before = { ...competency, levelDescriptions: withoutTrailingEmpty(competency.levelDescriptions) };
    if (next.levelDescriptions) next.levelDescriptions = withoutTrailingEmpty(next.levelDescriptions);
    const changes = fieldChanges(before, next);
    if (Object.keys(changes).length > 0) {
      await tx
        .update(competencies)
        .set({ ...changedInput(before, next), updatedAt: sql`now()` })
        .where(and(eq(competencies.companyId, viewer.tenantId), eq(competencies.id, competency.id)));
      await touch(tx, framework);
      if (changes.categoryId) changes.categoryId = await categoryNames(tx, framework, changes.categoryId);
      await auditFrameworkChange(tx, req, viewer, {
        action: 'competency.updated',
        targetType: 'competency',
        targetId: competency.id,
        details: { framework: framework.name, name: input.name ?? competency.name, changes },
      });
    }
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
      await auditFrameworkChange(tx, req, viewer, {
        action: archived ? 'competency.archived' : 'competency.restored',
        targetType: 'competency',
        targetId: competency.id,
        details: { framework: framework.name, name: competency.name },
      });
    }
    return frameworkDetail(tx, viewer.tenantId, framework.id);
  });
}
