import { hasPermission } from '@competencyhub/domain/permissions';
import type { JobHistory, RecordJobChange } from '@competencyhub/domain/schemas/organisation';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { type Tx, withTenant } from '../../db/client.ts';
import { jobProfiles } from '../../db/schema/job-profiles.ts';
import { jobAssignments, locations, orgUnits } from '../../db/schema/organisation.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import { assertOutranks } from '../profiles/membership.ts';
import { findProfile } from '../profiles/repo.ts';
import { lockReportingLines } from '../profiles/reporting-lines.ts';
import { companyToday } from './company-day.ts';
import { recordChange } from './job-assignments.ts';

/** A person's job history, and recording a change of job (User Management; manage_people). */

const HISTORY_LIMIT = 100;

export async function historyOf(
  tx: Tx,
  companyId: string,
  personId: string,
  today: string,
): Promise<JobHistory> {
  const unit = alias(orgUnits, 'unit');
  const costCentre = alias(orgUnits, 'cost_centre');
  const manager = alias(profiles, 'manager');
  const recorder = alias(profiles, 'recorder');
  const rows = await tx
    .select({
      id: jobAssignments.id,
      kind: jobAssignments.kind,
      startsOn: jobAssignments.startsOn,
      endsOn: jobAssignments.endsOn,
      reason: jobAssignments.reason,
      note: jobAssignments.note,
      positionId: jobAssignments.positionId,
      positionName: sql<string | null>`(select coalesce(pos.code || ' · ', '') || pjp.title from positions pos
        join job_profiles pjp on pjp.company_id = pos.company_id and pjp.id = pos.job_profile_id
        where pos.company_id = ${jobAssignments.companyId} and pos.id = ${jobAssignments.positionId})`,
      jobProfileId: jobAssignments.jobProfileId,
      jobProfileName: jobProfiles.title,
      orgUnitId: jobAssignments.orgUnitId,
      orgUnitName: unit.name,
      locationId: jobAssignments.locationId,
      locationName: locations.name,
      costCentreId: jobAssignments.costCentreId,
      costCentreName: costCentre.name,
      managerId: jobAssignments.managerId,
      managerName: manager.fullName,
      recordedAt: jobAssignments.recordedAt,
      recordedByName: sql<string>`coalesce(${recorder.fullName}, '')`,
    })
    .from(jobAssignments)
    .leftJoin(
      jobProfiles,
      and(
        eq(jobProfiles.companyId, jobAssignments.companyId),
        eq(jobProfiles.id, jobAssignments.jobProfileId),
      ),
    )
    .leftJoin(unit, and(eq(unit.companyId, jobAssignments.companyId), eq(unit.id, jobAssignments.orgUnitId)))
    .leftJoin(
      costCentre,
      and(eq(costCentre.companyId, jobAssignments.companyId), eq(costCentre.id, jobAssignments.costCentreId)),
    )
    .leftJoin(
      locations,
      and(eq(locations.companyId, jobAssignments.companyId), eq(locations.id, jobAssignments.locationId)),
    )
    .leftJoin(
      manager,
      and(eq(manager.companyId, jobAssignments.companyId), eq(manager.id, jobAssignments.managerId)),
    )
    .leftJoin(
      recorder,
      and(eq(recorder.companyId, jobAssignments.companyId), eq(recorder.id, jobAssignments.recordedBy)),
    )
    .where(and(eq(jobAssignments.companyId, companyId), eq(jobAssignments.personId, personId)))
    .orderBy(desc(jobAssignments.startsOn), desc(jobAssignments.recordedAt))
    .limit(HISTORY_LIMIT);
  const named = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);
  const items = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    reason: row.reason,
    note: row.note,
    position: named(row.positionId, row.positionName),
    jobProfile: named(row.jobProfileId, row.jobProfileName),
    orgUnit: named(row.orgUnitId, row.orgUnitName),
    location: named(row.locationId, row.locationName),
    costCentre: named(row.costCentreId, row.costCentreName),
    manager: named(row.managerId, row.managerName),
    recordedAt: row.recordedAt.toISOString(),
    recordedByName: row.recordedByName,
  }));
  const current = items.find(
    (item) =>
      item.kind === 'primary' && item.startsOn <= today && (item.endsOn === null || item.endsOn > today),
  );
  return { items, currentId: current?.id ?? null };
}

/** One's own history, or anyone's for those who manage people; anyone else is told it does not exist. */
export function jobHistory(services: Services, viewer: Viewer, personId: string): Promise<JobHistory> {
  const companyId = viewer.tenantId;
  return withTenant(services.database, companyId, async (tx) => {
    if (personId !== viewer.userId && !hasPermission(viewer.role, 'manage_people')) throw notFound('Person');
    const person = await findProfile(tx, companyId, personId);
    if (!person) throw notFound('Person');
    return historyOf(tx, companyId, personId, await companyToday(tx, companyId));
  });
}

export function recordJobChange(
  services: Services,
  viewer: Viewer,
  personId: string,
  input: RecordJobChange,
  req: FastifyRequest,
): Promise<JobHistory> {
  const companyId = viewer.tenantId;
  return withTenant(services.database, companyId, async (tx) => {
    const today = await companyToday(tx, companyId);
    await lockReportingLines(tx, companyId);
    const person = await findProfile(tx, companyId, personId);
    if (!person || (person.status !== 'active' && person.status !== 'deactivated')) throw notFound('Person');
    assertOutranks(viewer, person);
    const recorded = await recordChange(tx, companyId, personId, input, viewer.userId, today);
    await writeAudit(tx, req, {
      action: 'job_assignment.recorded',
      companyId,
      actorId: viewer.userId,
      actorEmail: viewer.email,
      targetType: 'profile',
      targetId: personId,
      details: {
        name: person.fullName,
        ...input,
        assignmentId: recorded.id,
        previousId: recorded.previousId,
      },
    });
    return historyOf(tx, companyId, personId, today);
  });
}
