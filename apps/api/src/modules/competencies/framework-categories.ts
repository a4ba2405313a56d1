import {
  type CategoryInput,
  type CategoryUpdateInput,
  FRAMEWORK_MESSAGES,
} from '@competencyhub/domain/schemas/competencies';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { withTenant } from '../../db/client.ts';
import { competencyCategories } from '../../db/schema/competencies.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { changedInput, fieldChanges } from './audit-changes.ts';
import { categoryHasCompetencies, findCategory, nextCategoryPosition } from './framework-repo.ts';
import { auditFrameworkChange, editableFramework, frameworkDetail, inTenant, touch } from './frameworks.ts';

/** A framework's categories (issue 8): added, renamed or moved, and removed while empty; each audited. */

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
    await auditFrameworkChange(tx, req, viewer, {
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
    const changes = fieldChanges(category, input);
    if (Object.keys(changes).length > 0) {
      await tx
        .update(competencyCategories)
        .set({ ...changedInput(category, input), updatedAt: sql`now()` })
        .where(
          and(eq(competencyCategories.companyId, viewer.tenantId), eq(competencyCategories.id, category.id)),
        );
      await touch(tx, framework);
      await auditFrameworkChange(tx, req, viewer, {
        action: 'competency_category.updated',
        targetType: 'competency_category',
        targetId: category.id,
        details: { framework: framework.name, name: input.name ?? category.name, changes },
      });
    }
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
    await auditFrameworkChange(tx, req, viewer, {
      action: 'competency_category.deleted',
      targetType: 'competency_category',
      targetId: category.id,
      details: { framework: framework.name, name: category.name },
    });
    return frameworkDetail(tx, viewer.tenantId, framework.id);
  });
}
