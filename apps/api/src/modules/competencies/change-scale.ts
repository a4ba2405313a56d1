import { isIdentityPlan, planScaleChange } from '@competencyhub/domain/proficiency';
import {
  FRAMEWORK_MESSAGES,
  MAPPING_MESSAGES,
  type ScaleChangeInput,
} from '@competencyhub/domain/schemas/competencies';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Tx, withTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { competencies, competencyFrameworks, competencyScaleVersions } from '../../db/schema/competencies.ts';
import { AppError } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { recordRequirementVersions } from '../job-profiles/requirement-versions.ts';
import { requestRecompute } from '../levels/recompute.ts';
import { countRatings, listScaleVersions } from './framework-repo.ts';
import { auditFrameworkChange, editableFramework, frameworkDetail } from './frameworks.ts';
import { loadLevelRules } from './levels.ts';

type Level = { value: number; name: string };

const describeScale = (levels: readonly Level[], proficientLevel: number) => ({
  levels: levels.map((level) => level.name),
  proficientLevel,
});

/**
 * Changes the framework's scale. Each new level says which current level it continues; that level's
 * behavioural descriptions go with it, and the ratings and job profile requirements of every current
 * level move by the mapping (kept levels to where they now are, removed ones where the editor chose).
 * Before anyone is rated on the framework the current version is edited in place. Once ratings exist
 * they must keep meaning what they meant: the change becomes a new version that stores the mapping,
 * and every old rating is read through it (never rewritten).
 *
 * The framework row is locked (FOR UPDATE, in editableFramework) before the ratings are counted, so a
 * rating given meanwhile (rating inserts take FOR SHARE on it) cannot slip between "nobody is rated"
 * and the edit in place.
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
    // Two editors of an unrated scale share its version: the framework's updatedAt tells them apart.
    if (input.baseUpdatedAt && input.baseUpdatedAt !== framework.updatedAt.toISOString()) {
      throw new AppError('CONFLICT', FRAMEWORK_MESSAGES.frameworkChangedMeanwhile);
    }
    const versions = await listScaleVersions(tx, viewer.tenantId, framework.id);
    const current = versions.find((version) => version.version === framework.scaleVersion);
    if (!current) throw new Error(`Framework ${framework.id} has no scale version ${framework.scaleVersion}`);

    const rated = (await countRatings(tx, viewer.tenantId, framework.id)) > 0;
    const levels = input.levels.map((level) => ({ ...level, name: level.name.trim() }));
    const given = input.mapping
      ? Object.fromEntries(Object.entries(input.mapping).map(([from, to]) => [Number(from), to]))
      : undefined;
    const plan = planScaleChange(current, { levels }, given, { rated });
    if (plan.problems.length > 0) {
      const messages = plan.problems.map((problem) =>
        problem === 'level_not_mapped' && rated && !given
          ? FRAMEWORK_MESSAGES.mappingRequired
          : MAPPING_MESSAGES[problem],
      );
      throw new AppError('VALIDATION_FAILED', messages[0] ?? MAPPING_MESSAGES.level_not_mapped, {
        errors: { mapping: messages },
      });
    }
    const next = levels.map((level) => ({ value: level.value, name: level.name }));
    const identity = isIdentityPlan(plan, current.levels.length);
    const unchanged =
      identity &&
      next.length === current.levels.length &&
      input.proficientLevel === current.proficientLevel &&
      next.every((level, index) => level.name === current.levels[index]?.name);
    if (unchanged) return frameworkDetail(tx, viewer.tenantId, framework.id);

    const where = and(
      eq(competencyFrameworks.companyId, viewer.tenantId),
      eq(competencyFrameworks.id, framework.id),
    );
    if (rated) {
      await tx.insert(competencyScaleVersions).values({
        companyId: viewer.tenantId,
        frameworkId: framework.id,
        version: current.version + 1,
        levels: next,
        proficientLevel: input.proficientLevel,
        mappingFromPrevious: Object.fromEntries(
          Object.entries(plan.mapping).map(([from, to]) => [String(from), to]),
        ),
        createdBy: viewer.userId,
      });
      await tx
        .update(competencyFrameworks)
        .set({ scaleVersion: current.version + 1, updatedAt: sql`now()` })
        .where(where);
    } else {
      await tx
        .update(competencyScaleVersions)
        .set({ levels: next, proficientLevel: input.proficientLevel })
        .where(
          and(
            eq(competencyScaleVersions.companyId, viewer.tenantId),
            eq(competencyScaleVersions.frameworkId, framework.id),
            eq(competencyScaleVersions.version, current.version),
          ),
        );
      await tx.update(competencyFrameworks).set({ updatedAt: sql`now()` }).where(where);
    }
    if (!identity) {
      await moveLevelDescriptions(tx, viewer.tenantId, framework.id, plan.sources);
      const moved = await moveRequirements(tx, viewer.tenantId, framework.id, plan.mapping, next.length);
      await recordRequirementVersions(tx, viewer.tenantId, moved, viewer.userId);
    }
    // Stored levels are on the current scale: a rated framework's levels are read anew (decision 0053).
    if (rated) {
      const rules = await loadLevelRules(tx, viewer.tenantId);
      await requestRecompute(tx, viewer.tenantId, 'scale', rules.version, viewer.userId);
    }
    await auditFrameworkChange(tx, req, viewer, {
      action: 'competency_framework.scale_changed',
      targetType: 'competency_framework',
      targetId: framework.id,
      details: {
        name: framework.name,
        fromVersion: current.version,
        toVersion: rated ? current.version + 1 : current.version,
        before: describeScale(current.levels, current.proficientLevel),
        after: describeScale(next, input.proficientLevel),
        ...(identity ? {} : { levelsContinue: plan.sources, mapping: plan.mapping }),
      },
    });
    return frameworkDetail(tx, viewer.tenantId, framework.id);
  });
}

/**
 * Every competency of the framework (archived ones too) gets, for each new level, the description of
 * the level it continues; a new level starts empty and removed levels' descriptions go.
 */
async function moveLevelDescriptions(
  tx: Tx,
  companyId: string,
  frameworkId: string,
  sources: readonly (number | null)[],
) {
  // Sources are checked integers of the current scale, so they are written into the array subscripts.
  const cells = sources.map((source) =>
    source === null
      ? sql`''`
      : sql`coalesce(${competencies.levelDescriptions}[${sql.raw(String(source))}], '')`,
  );
  await tx
    .update(competencies)
    .set({ levelDescriptions: sql`array[${sql.join(cells, sql`, `)}]::text[]` })
    .where(and(eq(competencies.companyId, companyId), eq(competencies.frameworkId, frameworkId)));
}

/**
 * Job profiles ask for levels on the framework's current scale, so their required levels move by the
 * same mapping as ratings, with or without a new version ("Proficient" stays Proficient wherever it
 * now is). A level outside the old scale (none should be) is lowered to the new top level.
 */
async function moveRequirements(
  tx: Tx,
  companyId: string,
  frameworkId: string,
  mapping: Readonly<Record<number, number>>,
  top: number,
): Promise<string[]> {
  const rows = rowsOf<{ job_profile_id: string }>(
    await tx.execute(sql`
      update job_profile_requirements r
      set required_level = coalesce((${JSON.stringify(mapping)}::jsonb ->> r.required_level::text)::int, least(r.required_level, ${top}))
      from competencies c
      where r.company_id = ${companyId} and c.company_id = r.company_id and c.id = r.competency_id
        and c.framework_id = ${frameworkId}
      returning r.job_profile_id`),
  );
  // The profiles whose requirements may have moved: each gets a new version if they did.
  return [...new Set(rows.map((row) => row.job_profile_id))];
}
