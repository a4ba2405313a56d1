import {
  type SavedTeam,
  TEAM_MESSAGES,
  type TeamInput,
  type TeamUpdate,
} from '@competencyhub/domain/schemas/teams';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Tx, withTenant } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { inIds } from '../../db/id-lists.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { teamCompetencies, teamMembers, teams } from '../../db/schema/teams.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { competencyCatalog } from '../assessments/catalog.ts';
import { writeAudit } from '../audit/audit.ts';
import { teamsOf } from './team-list.ts';

/**
 * Cross-functional teams (issue 9): made by learning leads, account holders and platform staff
 * (manage_teams), with a name unique in the company, an optional lead, members (a person may be in
 * several teams) and an optional chosen set of competencies for the matrix. A line manager's team
 * is their direct reports and is changed in User Management, never here.
 */

const refuse = (field: string, message: string) =>
  new AppError('RULE_BROKEN', message, { errors: { [field]: [message] } });

async function checkPeople(tx: Tx, companyId: string, ids: readonly string[], field: string) {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), eq(profiles.status, 'active'), inIds(profiles.id, ids)));
  if (found.length !== new Set(ids).size) throw refuse(field, TEAM_MESSAGES.unknownPerson);
}

async function checkCompetencies(tx: Tx, companyId: string, ids: readonly string[]) {
  const catalog = await competencyCatalog(tx, companyId, ids);
  if (ids.some((id) => !catalog.get(id) || catalog.get(id)?.archived)) {
    throw refuse('competencyIds', TEAM_MESSAGES.unknownCompetency);
  }
}

async function replaceMembers(tx: Tx, companyId: string, teamId: string, ids: readonly string[]) {
  await tx
    .delete(teamMembers)
    .where(and(eq(teamMembers.companyId, companyId), eq(teamMembers.teamId, teamId)));
  if (ids.length > 0) {
    await tx.insert(teamMembers).values(ids.map((profileId) => ({ companyId, teamId, profileId })));
  }
}

async function replaceCompetencies(tx: Tx, companyId: string, teamId: string, ids: readonly string[]) {
  await tx
    .delete(teamCompetencies)
    .where(and(eq(teamCompetencies.companyId, companyId), eq(teamCompetencies.teamId, teamId)));
  if (ids.length > 0) {
    await tx
      .insert(teamCompetencies)
      .values(ids.map((competencyId, position) => ({ companyId, teamId, competencyId, position })));
  }
}

async function inTenant<T>(services: Services, viewer: Viewer, fn: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await withTenant(services.database, viewer.tenantId, fn);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', TEAM_MESSAGES.nameTaken, {
        errors: { name: [TEAM_MESSAGES.nameTaken] },
      });
    }
    throw error;
  }
}

/** The team to change: a cross-functional one of the company; a line manager's team is refused. */
async function customTeam(tx: Tx, viewer: Viewer, teamId: string) {
  const [row] = await tx
    .select()
    .from(teams)
    .where(and(eq(teams.companyId, viewer.tenantId), eq(teams.id, teamId)))
    .for('update');
  if (row) return row;
  const [reports] = await teamsOf(tx, viewer, teamId);
  if (reports) throw new AppError('RULE_BROKEN', TEAM_MESSAGES.reportsTeamFixed);
  throw notFound('Team');
}

/** The team as saved, as the list shows it: never its matrix (members' levels need team analytics). */
async function saved(tx: Tx, viewer: Viewer, teamId: string): Promise<SavedTeam> {
  const [team] = await teamsOf(tx, viewer, teamId);
  if (!team) throw new Error('the saved team is not listed');
  return { team };
}

export async function createTeam(
  services: Services,
  viewer: Viewer,
  input: TeamInput,
  req: FastifyRequest,
): Promise<SavedTeam> {
  return inTenant(services, viewer, async (tx) => {
    await checkPeople(tx, viewer.tenantId, input.leadId ? [input.leadId] : [], 'leadId');
    await checkPeople(tx, viewer.tenantId, input.memberIds, 'memberIds');
    await checkCompetencies(tx, viewer.tenantId, input.competencyIds);
    const [row] = await tx
      .insert(teams)
      .values({
        companyId: viewer.tenantId,
        name: input.name,
        leadId: input.leadId,
        createdBy: viewer.userId,
      })
      .returning({ id: teams.id });
    if (!row) throw new Error('team insert failed');
    await replaceMembers(tx, viewer.tenantId, row.id, input.memberIds);
    await replaceCompetencies(tx, viewer.tenantId, row.id, input.competencyIds);
    await writeAudit(tx, req, {
      action: 'team.created',
      companyId: viewer.tenantId,
      actorId: viewer.userId,
      actorEmail: viewer.email,
      targetType: 'team',
      targetId: row.id,
      details: {
        name: input.name,
        members: input.memberIds.length,
        competencies: input.competencyIds.length,
      },
    });
    return saved(tx, viewer, row.id);
  });
}

export async function updateTeam(
  services: Services,
  viewer: Viewer,
  teamId: string,
  input: TeamUpdate,
  req: FastifyRequest,
): Promise<SavedTeam> {
  return inTenant(services, viewer, async (tx) => {
    const row = await customTeam(tx, viewer, teamId);
    if (input.leadId) await checkPeople(tx, viewer.tenantId, [input.leadId], 'leadId');
    if (input.memberIds) await checkPeople(tx, viewer.tenantId, input.memberIds, 'memberIds');
    if (input.competencyIds) await checkCompetencies(tx, viewer.tenantId, input.competencyIds);
    await tx
      .update(teams)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.leadId !== undefined ? { leadId: input.leadId } : {}),
        updatedAt: sql`now()`,
      })
      .where(and(eq(teams.companyId, viewer.tenantId), eq(teams.id, teamId)));
    if (input.memberIds) await replaceMembers(tx, viewer.tenantId, teamId, input.memberIds);
    if (input.competencyIds) await replaceCompetencies(tx, viewer.tenantId, teamId, input.competencyIds);
    await writeAudit(tx, req, {
      action: 'team.updated',
      companyId: viewer.tenantId,
      actorId: viewer.userId,
      actorEmail: viewer.email,
      targetType: 'team',
      targetId: teamId,
      details: { name: input.name ?? row.name, changed: Object.keys(input) },
    });
    return saved(tx, viewer, teamId);
  });
}

export function deleteTeam(services: Services, viewer: Viewer, teamId: string, req: FastifyRequest) {
  return inTenant(services, viewer, async (tx) => {
    const row = await customTeam(tx, viewer, teamId);
    await tx.delete(teams).where(and(eq(teams.companyId, viewer.tenantId), eq(teams.id, teamId)));
    await writeAudit(tx, req, {
      action: 'team.deleted',
      companyId: viewer.tenantId,
      actorId: viewer.userId,
      actorEmail: viewer.email,
      targetType: 'team',
      targetId: teamId,
      details: { name: row.name },
    });
    return { ok: true as const };
  });
}
