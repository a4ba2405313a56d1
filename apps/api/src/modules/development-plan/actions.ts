import { mentorLevel } from '@competencyhub/domain/development';
import {
  ACTIONS_MAX,
  type ActionInput,
  type ActionUpdate,
  type CompleteActionInput,
  DEVELOPMENT_MESSAGES,
  type DevelopmentSettingsInput,
  DUE_YEARS_MAX,
} from '@competencyhub/domain/schemas/development-plan';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Tx, withTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import {
  developmentActionCompetencies,
  developmentActions,
  developmentPlanComments,
  developmentPlans,
} from '../../db/schema/development-plan.ts';
import { storedFiles } from '../../db/schema/files.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { AppError, forbidden, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { competencyCatalog, personRole } from '../assessments/catalog.ts';
import { EVIDENCE_PURPOSE } from '../assessments/ratings.ts';
import { writeAudit } from '../audit/audit.ts';
import { storedLevelNumbers } from '../levels/read-stored-levels.ts';
import { reassessmentRequestedEmail } from './emails.ts';
import { buildPlan, touchPlan, visiblePlanOwner } from './plan.ts';

/**
 * Changing a development plan (issue 9). Only the person changes their actions and settings; the
 * line manager approves; whoever sees the plan comments. Every refusal names its field and changes
 * nothing (each call is one transaction).
 */

const refuse = (field: string, message: string) =>
  new AppError('RULE_BROKEN', message, { errors: { [field]: [message] } });

function checkDueOn(dueOn: string) {
  const last = new Date();
  last.setUTCFullYear(last.getUTCFullYear() + DUE_YEARS_MAX);
  // A day's slack before today: someone west of UTC still lives "yesterday".
  const first = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  if (dueOn < first || dueOn > last.toISOString().slice(0, 10)) {
    throw refuse('dueOn', DEVELOPMENT_MESSAGES.dueDateInvalid);
  }
}

/** The competencies are the company's, and active. */
async function checkCompetencies(tx: Tx, companyId: string, ids: readonly string[]) {
  const catalog = await competencyCatalog(tx, companyId, ids);
  if (ids.some((id) => !catalog.get(id) || catalog.get(id)?.archived)) {
    throw refuse('competencyIds', DEVELOPMENT_MESSAGES.unknownCompetency);
  }
  return catalog;
}

/**
 * A mentor is an active colleague who offers mentoring and is advanced or better in at least one of
 * the action's competencies (their level under the company's rules), the same rule the suggestions
 * follow.
 */
async function checkMentor(
  tx: Tx,
  viewer: Viewer,
  type: string,
  mentorId: string | null,
  competencyIds: readonly string[],
) {
  if (mentorId === null) return;
  if (type !== 'mentoring') throw refuse('mentorId', DEVELOPMENT_MESSAGES.mentorOnlyForMentoring);
  if (mentorId === viewer.userId) throw refuse('mentorId', DEVELOPMENT_MESSAGES.mentorIsSelf);
  const [mentor] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        eq(profiles.companyId, viewer.tenantId),
        eq(profiles.id, mentorId),
        eq(profiles.status, 'active'),
        eq(profiles.mentorOptIn, true),
      ),
    );
  if (!mentor) throw refuse('mentorId', DEVELOPMENT_MESSAGES.mentorNotAvailable);
  const catalog = await competencyCatalog(tx, viewer.tenantId, competencyIds);
  const levels = (await storedLevelNumbers(tx, viewer.tenantId, [mentorId], competencyIds)).get(mentorId);
  const qualifies = competencyIds.some((id) => {
    const entry = catalog.get(id);
    const level = levels?.get(id) ?? null;
    return entry !== undefined && level !== null && level >= mentorLevel(entry.scale);
  });
  if (!qualifies) throw refuse('mentorId', DEVELOPMENT_MESSAGES.mentorNotAvailable);
}

async function ownAction(tx: Tx, viewer: Viewer, actionId: string, lock = true) {
  const query = tx
    .select()
    .from(developmentActions)
    .where(
      and(
        eq(developmentActions.companyId, viewer.tenantId),
        eq(developmentActions.id, actionId),
        eq(developmentActions.profileId, viewer.userId),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  // Someone else's action, or another company's, is not found: its id says nothing.
  if (!row) throw notFound('Action');
  return row;
}

async function linkedCompetencies(tx: Tx, companyId: string, actionId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: developmentActionCompetencies.competencyId })
    .from(developmentActionCompetencies)
    .where(
      and(
        eq(developmentActionCompetencies.companyId, companyId),
        eq(developmentActionCompetencies.actionId, actionId),
      ),
    );
  return rows.map((row) => row.id);
}

async function replaceCompetencies(tx: Tx, companyId: string, actionId: string, ids: readonly string[]) {
  await tx
    .delete(developmentActionCompetencies)
    .where(
      and(
        eq(developmentActionCompetencies.companyId, companyId),
        eq(developmentActionCompetencies.actionId, actionId),
      ),
    );
  await tx
    .insert(developmentActionCompetencies)
    .values(ids.map((competencyId) => ({ companyId, actionId, competencyId })));
}

async function ownPlan(tx: Tx, viewer: Viewer) {
  const person = await personRole(tx, viewer.tenantId, viewer.userId);
  if (!person) throw notFound('Person');
  return buildPlan(tx, viewer, person);
}

export function getPlan(services: Services, viewer: Viewer, personId?: string) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const person = await visiblePlanOwner(tx, viewer, personId ?? viewer.userId);
    return buildPlan(tx, viewer, person);
  });
}

export function createAction(services: Services, viewer: Viewer, input: ActionInput) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    // The person's row is locked: two tabs adding at once cannot pass the limit together.
    await tx.execute(
      sql`select 1 from profiles where company_id = ${viewer.tenantId} and id = ${viewer.userId} for update`,
    );
    const [open] = rowsOf<{ n: number | string }>(
      await tx.execute(sql`
        select count(*) as n from development_actions
        where company_id = ${viewer.tenantId} and profile_id = ${viewer.userId} and status in ('planned', 'in_progress')`),
    );
    if (Number(open?.n ?? 0) >= ACTIONS_MAX) throw refuse('title', DEVELOPMENT_MESSAGES.tooManyActions);
    checkDueOn(input.dueOn);
    await checkCompetencies(tx, viewer.tenantId, input.competencyIds);
    await checkMentor(tx, viewer, input.type, input.mentorId, input.competencyIds);
    const [row] = await tx
      .insert(developmentActions)
      .values({
        companyId: viewer.tenantId,
        profileId: viewer.userId,
        type: input.type,
        title: input.title,
        description: input.description,
        url: input.url,
        dueOn: input.dueOn,
        mentorId: input.mentorId,
      })
      .returning({ id: developmentActions.id });
    if (!row) throw new Error('development action insert failed');
    await replaceCompetencies(tx, viewer.tenantId, row.id, input.competencyIds);
    await touchPlan(tx, viewer.tenantId, viewer.userId);
    return ownPlan(tx, viewer);
  });
}

export function updateAction(services: Services, viewer: Viewer, actionId: string, input: ActionUpdate) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const row = await ownAction(tx, viewer, actionId);
    if (row.status === 'done' || row.status === 'cancelled') {
      throw new AppError('RULE_BROKEN', DEVELOPMENT_MESSAGES.actionClosed);
    }
    if (input.dueOn !== undefined && input.dueOn !== row.dueOn) checkDueOn(input.dueOn);
    const competencyIds = input.competencyIds ?? (await linkedCompetencies(tx, viewer.tenantId, actionId));
    if (input.competencyIds) await checkCompetencies(tx, viewer.tenantId, input.competencyIds);
    const type = input.type ?? row.type;
    const mentorId =
      input.mentorId !== undefined ? input.mentorId : type === 'mentoring' ? row.mentorId : null;
    if (mentorId !== row.mentorId || input.type !== undefined || input.competencyIds) {
      await checkMentor(tx, viewer, type, mentorId, competencyIds);
    }
    const { competencyIds: _ids, mentorId: _mentor, ...fields } = input;
    await tx
      .update(developmentActions)
      .set({ ...fields, mentorId, updatedAt: sql`now()` })
      .where(and(eq(developmentActions.companyId, viewer.tenantId), eq(developmentActions.id, actionId)));
    if (input.competencyIds) await replaceCompetencies(tx, viewer.tenantId, actionId, input.competencyIds);
    // Moving an action along (planned → in progress) is progress, not a change of the plan.
    const changesPlan = Object.keys(input).some((key) => key !== 'status') || input.status === 'cancelled';
    if (changesPlan) await touchPlan(tx, viewer.tenantId, viewer.userId);
    return ownPlan(tx, viewer);
  });
}

export function deleteAction(services: Services, viewer: Viewer, actionId: string) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const row = await ownAction(tx, viewer, actionId);
    // A completed action is the record of what was done (and its evidence): it stays.
    if (row.status === 'done') throw new AppError('RULE_BROKEN', DEVELOPMENT_MESSAGES.actionClosed);
    await tx
      .delete(developmentActions)
      .where(and(eq(developmentActions.companyId, viewer.tenantId), eq(developmentActions.id, actionId)));
    await touchPlan(tx, viewer.tenantId, viewer.userId);
    return ownPlan(tx, viewer);
  });
}

/**
 * Completes an action with what shows it was done, and asks the line manager to re-assess its
 * competencies (an e-mail; the plan shows "re-assessment requested" until they rate one again).
 */
export function completeAction(
  services: Services,
  viewer: Viewer,
  actionId: string,
  input: CompleteActionInput,
) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const row = await ownAction(tx, viewer, actionId);
    if (row.status === 'done' || row.status === 'cancelled') {
      throw new AppError('RULE_BROKEN', DEVELOPMENT_MESSAGES.actionClosed);
    }
    if (input.evidenceFileId) {
      const [file] = await tx
        .select({ id: storedFiles.id })
        .from(storedFiles)
        .where(
          and(
            eq(storedFiles.companyId, viewer.tenantId),
            eq(storedFiles.id, input.evidenceFileId),
            eq(storedFiles.ownerId, viewer.userId),
            eq(storedFiles.purpose, EVIDENCE_PURPOSE),
          ),
        );
      if (!file) throw refuse('evidenceFileId', DEVELOPMENT_MESSAGES.unknownEvidenceFile);
    }
    const person = await personRole(tx, viewer.tenantId, viewer.userId);
    if (!person) throw notFound('Person');
    const hasManager = person.lineManagerId !== null;
    await tx
      .update(developmentActions)
      .set({
        status: 'done',
        evidenceUrl: input.evidenceUrl,
        evidenceFileId: input.evidenceFileId,
        completionNote: input.note,
        completedAt: sql`now()`,
        reassessmentRequestedAt: hasManager ? sql`now()` : null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(developmentActions.companyId, viewer.tenantId), eq(developmentActions.id, actionId)));
    if (person.lineManagerId) {
      const [manager] = await tx
        .select({ email: profiles.email, fullName: profiles.fullName, status: profiles.status })
        .from(profiles)
        .where(and(eq(profiles.companyId, viewer.tenantId), eq(profiles.id, person.lineManagerId)));
      const ids = await linkedCompetencies(tx, viewer.tenantId, actionId);
      const names = [...(await competencyCatalog(tx, viewer.tenantId, ids)).values()].map(
        (entry) => entry.name,
      );
      if (manager?.status === 'active') {
        await services.outbox.enqueue(
          {
            ...reassessmentRequestedEmail(
              services.config.baseUrl,
              { email: manager.email, name: manager.fullName },
              person.fullName,
              row.title,
              names,
            ),
            companyId: viewer.tenantId,
          },
          tx,
        );
      }
    }
    return ownPlan(tx, viewer);
  });
}

export function updateSettings(services: Services, viewer: Viewer, input: DevelopmentSettingsInput) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const set = {
      ...(input.mentorOptIn !== undefined ? { mentorOptIn: input.mentorOptIn } : {}),
      ...(input.overdueEmails !== undefined ? { overdueActionEmails: input.overdueEmails } : {}),
    };
    if (Object.keys(set).length > 0) {
      await tx
        .update(profiles)
        .set({ ...set, updatedAt: sql`now()` })
        .where(and(eq(profiles.companyId, viewer.tenantId), eq(profiles.id, viewer.userId)));
    }
    return ownPlan(tx, viewer);
  });
}

export function addPlanComment(services: Services, viewer: Viewer, personId: string, body: string) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const person = await visiblePlanOwner(tx, viewer, personId);
    await tx
      .insert(developmentPlanComments)
      .values({ companyId: viewer.tenantId, profileId: person.id, authorId: viewer.userId, body });
    return buildPlan(tx, viewer, person);
  });
}

/** The line manager approves the plan as it is now (a later change of its actions shows as such). */
export function approvePlan(services: Services, viewer: Viewer, personId: string, req: FastifyRequest) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const person = await visiblePlanOwner(tx, viewer, personId);
    if (person.lineManagerId !== viewer.userId) throw forbidden(DEVELOPMENT_MESSAGES.onlyLineManagerApproves);
    const [open] = rowsOf<{ n: number | string }>(
      await tx.execute(sql`
        select count(*) as n from development_actions
        where company_id = ${viewer.tenantId} and profile_id = ${person.id} and status <> 'cancelled'`),
    );
    if (Number(open?.n ?? 0) === 0) throw new AppError('RULE_BROKEN', DEVELOPMENT_MESSAGES.nothingToApprove);
    await tx
      .insert(developmentPlans)
      .values({
        companyId: viewer.tenantId,
        profileId: person.id,
        approvedBy: viewer.userId,
        approvedAt: sql`now()`,
      })
      .onConflictDoUpdate({
        target: developmentPlans.profileId,
        set: { approvedBy: viewer.userId, approvedAt: sql`now()` },
      });
    await writeAudit(tx, req, {
      action: 'development_plan.approved',
      companyId: viewer.tenantId,
      actorId: viewer.userId,
      actorEmail: viewer.email,
      targetType: 'profile',
      targetId: person.id,
      details: { name: person.fullName },
    });
    return buildPlan(tx, viewer, person);
  });
}
